import AdaptLintCore

/// The app-level facts of an Info.plist: orientations per device family, multiple scenes, full screen.
///
/// Info.plist keys take a device suffix: `UISupportedInterfaceOrientations~ipad` applies on iPad and
/// `~iphone` on iPhone, instead of the plain key, which applies to every family without its own.
public enum InfoPlistFacts {
    /// The orientation names Info.plists write, and what they mean.
    public static let orientationNames: [String: Orientation] = [
        "UIInterfaceOrientationPortrait": .portrait,
        "UIInterfaceOrientationPortraitUpsideDown": .portraitUpsideDown,
        "UIInterfaceOrientationLandscapeLeft": .landscapeLeft,
        "UIInterfaceOrientationLandscapeRight": .landscapeRight,
    ]

    /// The suffix of a device-specific key for each family.
    public static let familySuffixes: [(DeviceFamily, String)] = [(.iphone, "~iphone"), (.ipad, "~ipad")]

    /// The facts `root` states.
    ///
    /// - Parameters:
    ///   - root: The property list's root; anything but a dictionary states nothing.
    ///   - format: Whether keys have positions.
    public static func settings(_ root: PropertyListNode, format: PropertyListReader.Format) -> ProjectSettings {
        var settings = ProjectSettings(source: format == .xml ? .propertyList : .binaryPropertyList)
        for (family, suffix) in familySuffixes {
            let entry = root["UISupportedInterfaceOrientations" + suffix] ?? root["UISupportedInterfaceOrientations"]
            if let entry, let orientations = orientations(entry.value.elements?.compactMap(\.string)) {
                settings.orientations[family] = ProjectSetting(orientations, key: entry.key, range: entry.keyRange)
            }
            let fullScreen = root["UIRequiresFullScreen" + suffix] ?? root["UIRequiresFullScreen"]
            if let fullScreen, let flag = fullScreen.value.boolean {
                settings.requiresFullScreen[family] = ProjectSetting(
                    flag, key: fullScreen.key, range: fullScreen.keyRange)
            }
        }
        if let ignored = root["UIRequiresFullScreenIgnoredStartingWithVersion"] {
            settings.fullScreenIgnoredFrom = ProjectSetting(
                ignored.value.string ?? "", key: ignored.key, range: ignored.keyRange)
        }
        if let manifest = root["UIApplicationSceneManifest"],
            let scenes = manifest.value["UIApplicationSupportsMultipleScenes"], let flag = scenes.value.boolean
        {
            settings.multipleScenes = ProjectSetting(
                flag, key: scenes.key, range: scenes.keyRange,
                pointer: "/UIApplicationSceneManifest/UIApplicationSupportsMultipleScenes")
        }
        if let families = root["UIDeviceFamily"], let elements = families.value.elements {
            let codes = elements.compactMap { element -> String? in
                if case .scalar(let text) = element.value { return text }
                return element.string
            }
            if let set = deviceFamilies(codes) {
                settings.deviceFamilies = ProjectSetting(set, key: families.key, range: families.keyRange)
            }
        }
        return settings
    }

    /// Keys only an app's (or app extension's) Info.plist holds: a property list with none of them
    /// at its root (`GoogleService-Info.plist`, settings bundles, other configuration) is not read for
    /// app facts, and a walk passes over it.
    public static let appKeys: Set<String> = [
        "CFBundleIdentifier", "CFBundleExecutable", "CFBundlePackageType", "CFBundleName", "LSRequiresIPhoneOS",
        "UIApplicationSceneManifest", "UIDeviceFamily", "UILaunchStoryboardName", "UILaunchScreen",
        "UIMainStoryboardFile", "UIRequiresFullScreenIgnoredStartingWithVersion",
    ]

    /// Whether `root` is an app's Info.plist by its content: a dictionary with one of ``appKeys``, or
    /// an orientation or full-screen key (plain or with a device suffix).
    public static func isAppInfoPlist(_ root: PropertyListNode) -> Bool {
        guard case .dictionary(let entries) = root.value else { return false }
        return entries.contains { entry in
            appKeys.contains(entry.key) || entry.key.hasPrefix("UISupportedInterfaceOrientations")
                || entry.key.hasPrefix("UIRequiresFullScreen")
        }
    }

    /// Whether `bytes` read as a property list that is an app's Info.plist (``isAppInfoPlist(_:)``);
    /// false for anything unreadable.
    public static func isAppInfoPlist(bytes: [UInt8]) -> Bool {
        guard let read = try? PropertyListReader.read(bytes) else { return false }
        return isAppInfoPlist(read.0)
    }

    /// The orientations named in `names`, in the order written, without repeats; unknown names (build
    /// variables, typos) are left out. Nil when no name is known: the file then states nothing usable.
    public static func orientations(_ names: [String]?) -> [Orientation]? {
        guard let names else { return nil }
        var result: [Orientation] = []
        for name in names {
            if let orientation = orientationNames[name.trimmingSpaces()], !result.contains(orientation) {
                result.append(orientation)
            }
        }
        return result.isEmpty ? nil : result
    }

    /// `1` is iPhone (and iPod touch), `2` is iPad; other codes (Apple TV, Mac) are left out. Nil when
    /// no code is known.
    public static func deviceFamilies(_ codes: [String]) -> Set<DeviceFamily>? {
        var families: Set<DeviceFamily> = []
        for code in codes {
            switch code.trimmingSpaces() {
            case "1": families.insert(.iphone)
            case "2": families.insert(.ipad)
            default: continue
            }
        }
        return families.isEmpty ? nil : families
    }
}

import AdaptJSON

/// One setting of an iOS project file (an Info.plist key, a build setting), with where it is written.
///
/// Project files are not JSON, so a setting carries the byte range of its key in the file instead of a
/// JSON node; the engine turns that range into a line and column. A range of `0..<0` means the file
/// gives no positions (binary property lists): findings then point at 1:1.
public struct ProjectSetting<Value: Sendable>: Sendable {
    public var value: Value
    /// The key as the file writes it, e.g. `UISupportedInterfaceOrientations~ipad`.
    public var key: String
    /// The bytes of the key in the file.
    public var range: Range<Int>
    /// The key's path in the file as an RFC 6901 pointer, e.g. `/UIApplicationSceneManifest/UIApplicationSupportsMultipleScenes`
    /// (baselines match findings by it, so it does not move when Xcode rewrites the file).
    public var pointer: String

    public init(_ value: Value, key: String, range: Range<Int>, pointer: String? = nil) {
        self.value = value
        self.key = key
        self.range = range
        self.pointer = pointer ?? "/" + JSONDocument.escapePointerToken(key)
    }
}

/// The app-level facts that one Info.plist, or one build configuration of a `project.pbxproj`, states.
///
/// What a file does not state stays nil (or absent from a dictionary): rules judge only what is
/// written. The same facts come from an XML or binary Info.plist and from the `INFOPLIST_KEY_` build
/// settings with which Xcode generates one.
public struct ProjectSettings: Sendable {
    /// Where the facts come from.
    public enum Source: Sendable, Hashable {
        /// An XML property list: every setting has a position.
        case propertyList
        /// A binary property list (`bplist00`): no positions; findings point at 1:1.
        case binaryPropertyList
        /// One build configuration of a `project.pbxproj`: the target's name (nil for the project's
        /// own configurations) and the configuration's name (`Debug`, `Release`...).
        case buildConfiguration(target: String?, name: String)
    }

    public var source: Source
    /// The orientations the app supports on each device family; a family that is absent is not stated
    /// (the app may decide in code, e.g. with `supportedInterfaceOrientations`).
    public var orientations: [DeviceFamily: ProjectSetting<[Orientation]>] = [:]
    /// `UIApplicationSupportsMultipleScenes` inside `UIApplicationSceneManifest`.
    public var multipleScenes: ProjectSetting<Bool>?
    /// `UIRequiresFullScreen` per device family: true opts the app out of Split View and Slide Over on iPad.
    public var requiresFullScreen: [DeviceFamily: ProjectSetting<Bool>] = [:]
    /// `UIRequiresFullScreenIgnoredStartingWithVersion`: from this iPadOS version on the system ignores
    /// `UIRequiresFullScreen`, so the app is made to handle being resized.
    public var fullScreenIgnoredFrom: ProjectSetting<String>?
    /// The device families the app runs on (`UIDeviceFamily`, `TARGETED_DEVICE_FAMILY`), when stated.
    public var deviceFamilies: ProjectSetting<Set<DeviceFamily>>?

    public init(source: Source) {
        self.source = source
    }

    /// Whether the app may run on `family`: true unless the file states device families without it.
    public func runs(on family: DeviceFamily) -> Bool {
        deviceFamilies?.value.contains(family) ?? true
    }

    /// Whether the app shows full screen only on `family` (no Split View or Slide Over panes).
    public func isFullScreenOnly(on family: DeviceFamily) -> Bool {
        requiresFullScreen[family]?.value ?? false
    }

    /// Whether the file states no fact at all (then there is nothing to check).
    public var isEmpty: Bool {
        orientations.isEmpty && multipleScenes == nil && requiresFullScreen.isEmpty && deviceFamilies == nil
    }
}

extension ProjectSettings {
    /// These facts with every fact `overlay` states put over them, as Xcode puts a target's
    /// `INFOPLIST_KEY_` and `TARGETED_DEVICE_FAMILY` build settings over its Info.plist file.
    public func overlaid(by overlay: ProjectSettings) -> ProjectSettings {
        var merged = self
        merged.orientations.merge(overlay.orientations) { _, new in new }
        merged.requiresFullScreen.merge(overlay.requiresFullScreen) { _, new in new }
        merged.multipleScenes = overlay.multipleScenes ?? multipleScenes
        merged.fullScreenIgnoredFrom = overlay.fullScreenIgnoredFrom ?? fullScreenIgnoredFrom
        merged.deviceFamilies = overlay.deviceFamilies ?? deviceFamilies
        return merged
    }
}

extension ProjectSettings.Source {
    /// "configuration 'Release' of target 'App'", for related locations and messages.
    public var label: String? {
        switch self {
        case .propertyList, .binaryPropertyList: nil
        case .buildConfiguration(let target?, let name): "configuration '\(name)' of target '\(target)'"
        case .buildConfiguration(nil, let name): "project configuration '\(name)'"
        }
    }
}

extension Orientation {
    /// The name Info.plists and build settings write: `UIInterfaceOrientationLandscapeLeft`.
    public var interfaceOrientationName: String {
        switch self {
        case .portrait: "UIInterfaceOrientationPortrait"
        case .portraitUpsideDown: "UIInterfaceOrientationPortraitUpsideDown"
        case .landscapeLeft: "UIInterfaceOrientationLandscapeLeft"
        case .landscapeRight: "UIInterfaceOrientationLandscapeRight"
        }
    }
}

extension DeviceFamily {
    /// "iPhone", "iPad".
    public var displayName: String {
        switch self {
        case .iphone: "iPhone"
        case .ipad: "iPad"
        }
    }
}

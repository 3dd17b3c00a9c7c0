import AdaptLintCore

/// The app-level facts of a `project.pbxproj`: the `INFOPLIST_KEY_` build settings with which Xcode
/// generates an Info.plist, per target and build configuration.
///
/// A target's configuration inherits the project's configuration of the same name, key by key, as Xcode
/// resolves build settings (``XcodeProject``). Only targets that generate their Info.plist
/// (`GENERATE_INFOPLIST_FILE = YES`) read `INFOPLIST_KEY_` settings; the others keep their facts in an
/// Info.plist file. Targets that build for watchOS, tvOS, macOS or visionOS state nothing: adaptlint judges
/// iPhone and iPad screens. Settings with a condition (`KEY[sdk=iphoneos*]`) are not read.
public enum BuildSettingsFacts {
    /// The build setting that states orientations for every family, and its per-family forms.
    public static let orientationsKey = "INFOPLIST_KEY_UISupportedInterfaceOrientations"
    public static let familySuffixes: [(DeviceFamily, String)] = [(.iphone, "_iPhone"), (.ipad, "_iPad")]

    /// The facts of every iOS target configuration that generates an Info.plist, in file order.
    ///
    /// - Parameter root: The pbxproj's root dictionary, as ``OpenStepReader`` reads it.
    /// - Returns: One element per configuration that states something; empty when none does.
    /// - Throws: ``PropertyListError`` past ``XcodeProject/maximumTargetConfigurations``.
    public static func settings(_ root: PropertyListNode) throws(PropertyListError) -> [ProjectSettings] {
        settings(try XcodeProject(root))
    }

    /// The facts of every iOS target configuration of `project` that generates an Info.plist.
    public static func settings(_ project: XcodeProject) -> [ProjectSettings] {
        var result: [(Int, ProjectSettings)] = []
        for target in project.targets where target.isIOS {
            for configuration in target.configurations {
                guard configuration.settings["GENERATE_INFOPLIST_FILE"]?.value.boolean == true else { continue }
                let facts = settings(
                    of: configuration.settings,
                    source: .buildConfiguration(
                        target: target.name.isEmpty ? nil : target.name, name: configuration.name))
                if !facts.isEmpty { result.append((configuration.offset, facts)) }
            }
        }
        return result.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// The facts one resolved configuration's settings state.
    public static func settings(of values: [String: PropertyListEntry], source: ProjectSettings.Source)
        -> ProjectSettings
    {
        var facts = ProjectSettings(source: source)
        for (family, suffix) in familySuffixes {
            if let entry = values[orientationsKey + suffix] ?? values[orientationsKey],
                let orientations = InfoPlistFacts.orientations(words(entry.value))
            {
                facts.orientations[family] = ProjectSetting(orientations, key: entry.key, range: entry.keyRange)
            }
            if let entry = values["INFOPLIST_KEY_UIRequiresFullScreen"], let flag = entry.value.boolean {
                facts.requiresFullScreen[family] = ProjectSetting(flag, key: entry.key, range: entry.keyRange)
            }
        }
        if let entry = values["TARGETED_DEVICE_FAMILY"], let text = entry.value.string,
            let families = InfoPlistFacts.deviceFamilies(text.split(separator: ",").map(String.init))
        {
            facts.deviceFamilies = ProjectSetting(families, key: entry.key, range: entry.keyRange)
        }
        return facts
    }

    /// A setting's value as words: a string split at spaces, or an array's strings.
    static func words(_ node: PropertyListNode) -> [String]? {
        if let text = node.string { return text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init) }
        return node.elements?.compactMap(\.string)
    }
}

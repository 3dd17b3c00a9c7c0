import AdaptLintCore

/// The app-level facts of a `project.pbxproj`: the `INFOPLIST_KEY_` build settings with which Xcode
/// generates an Info.plist, per target and build configuration.
///
/// A target's configuration inherits the project's configuration of the same name, key by key, as Xcode
/// resolves build settings. Only targets that generate their Info.plist (`GENERATE_INFOPLIST_FILE = YES`)
/// read `INFOPLIST_KEY_` settings; the others keep their facts in an Info.plist file. Settings with a
/// condition (`KEY[sdk=iphoneos*]`) are not read.
public enum BuildSettingsFacts {
    /// The build setting that states orientations for every family, and its per-family forms.
    public static let orientationsKey = "INFOPLIST_KEY_UISupportedInterfaceOrientations"
    public static let familySuffixes: [(DeviceFamily, String)] = [(.iphone, "_iPhone"), (.ipad, "_iPad")]

    /// One build configuration, resolved: its target, name and settings (key -> value and key bytes).
    struct Configuration {
        var target: String?
        var name: String
        var settings: [String: PropertyListEntry]
    }

    /// The facts of every target configuration that generates an Info.plist, in file order.
    ///
    /// - Parameter root: The pbxproj's root dictionary, as ``OpenStepReader`` reads it.
    /// - Returns: One element per configuration that states something; empty when none does.
    public static func settings(_ root: PropertyListNode) -> [ProjectSettings] {
        configurations(root).compactMap { configuration in
            guard configuration.settings["GENERATE_INFOPLIST_FILE"]?.value.boolean == true else { return nil }
            let facts = settings(of: configuration)
            return facts.isEmpty ? nil : facts
        }
    }

    /// The facts one resolved configuration states.
    static func settings(of configuration: Configuration) -> ProjectSettings {
        let values = configuration.settings
        var facts = ProjectSettings(source: .buildConfiguration(target: configuration.target, name: configuration.name))
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

    /// The build configurations of the targets, each with the project's configuration of the same name
    /// underneath; the project's own configurations when there is no target. In the order of the file.
    static func configurations(_ root: PropertyListNode) -> [Configuration] {
        guard let objects = root["objects"]?.value.value, case .dictionary(let entries) = objects else { return [] }
        var byID: [String: PropertyListNode] = [:]
        for entry in entries { byID[entry.key] = entry.value }
        func list(_ owner: PropertyListNode) -> [(String, PropertyListNode)] {
            guard let listID = owner["buildConfigurationList"]?.value.string,
                let ids = byID[listID]?["buildConfigurations"]?.value.elements
            else { return [] }
            return ids.compactMap { id in id.string.flatMap { key in byID[key].map { (key, $0) } } }
        }
        func resolved(_ node: PropertyListNode, target: String?, base: [String: PropertyListEntry]) -> Configuration {
            var settings = base
            if case .dictionary(let items)? = node["buildSettings"]?.value.value {
                for item in items where !item.key.contains("[") { settings[item.key] = item }
            }
            return Configuration(target: target, name: node["name"]?.value.string ?? "?", settings: settings)
        }
        let projects = entries.filter { $0.value["isa"]?.value.string == "PBXProject" }
        var projectConfigurations: [String: [String: PropertyListEntry]] = [:]
        for project in projects {
            for (_, node) in list(project.value) {
                let configuration = resolved(node, target: nil, base: [:])
                projectConfigurations[configuration.name] = configuration.settings
            }
        }
        let targetKinds: Set = ["PBXNativeTarget", "PBXAggregateTarget", "PBXLegacyTarget"]
        let targets = entries.filter { targetKinds.contains($0.value["isa"]?.value.string ?? "") }
        guard !targets.isEmpty else {
            return projects.flatMap { project in list(project.value).map { resolved($0.1, target: nil, base: [:]) } }
        }
        var result: [(Int, Configuration)] = []
        for target in targets {
            let name = target.value["name"]?.value.string ?? target.key
            for (_, node) in list(target.value) {
                let configurationName = node["name"]?.value.string ?? "?"
                let configuration = resolved(node, target: name, base: projectConfigurations[configurationName] ?? [:])
                result.append((node.range.lowerBound, configuration))
            }
        }
        return result.sorted { $0.0 < $1.0 }.map(\.1)
    }
}

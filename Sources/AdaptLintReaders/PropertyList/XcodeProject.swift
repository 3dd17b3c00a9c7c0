import AdaptLintCore

/// The targets of a `project.pbxproj` as the linter needs them: which files each target builds,
/// which platform it builds for, and the few build settings that say where its Info.plist is and
/// what it states, per build configuration.
///
/// Xcode resolves a build setting of a target's configuration from the target's configuration,
/// then the project's configuration of the same name. Only the settings in ``neededKeys`` are
/// resolved, and each configuration object's settings are read once however many targets list it,
/// so the work is linear in the file's objects plus ``neededKeys`` per target configuration; a
/// project with more than ``maximumTargetConfigurations`` target configurations is refused.
public struct XcodeProject: Sendable {
    /// One build configuration of a target, with the needed settings resolved.
    public struct Configuration: Sendable {
        public var name: String
        /// The needed settings (``neededKeys``) the configuration or the project's configuration of
        /// the same name states, without conditional forms (`KEY[sdk=iphoneos*]`).
        public var settings: [String: PropertyListEntry]
        /// Where the configuration starts in the file: facts are reported in file order.
        public var offset: Int
    }

    /// One target.
    public struct Target: Sendable {
        public var name: String
        /// Whether the target builds for iOS or iPadOS: not when `SDKROOT` names watchOS, tvOS, macOS
        /// or visionOS, `SUPPORTED_PLATFORMS` (without an iOS `SDKROOT`) leaves out `iphoneos`, or
        /// `TARGETED_DEVICE_FAMILY` names neither iPhone (1) nor iPad (2).
        public var isIOS: Bool
        /// Whether the product is an application (`com.apple.product-type.application`).
        public var isApplication: Bool
        /// The files its build phases use, relative to the project's folder (the folder that holds the
        /// `.xcodeproj`), normalized; absolute when the project names them so.
        public var files: [String]
        /// Its synchronized folders (Xcode 16), relative to the project's folder: every file inside
        /// belongs to the target.
        public var folders: [String]
        public var configurations: [Configuration]
    }

    /// The targets in file order; the project's own configurations when the file has no target,
    /// as one target without a name.
    public var targets: [Target] = []
    /// Units of work reading the project took: entries and objects visited, settings looked up.
    /// Tests bound it to show the reading is linear.
    public var work = 0

    /// The build settings the linter reads.
    public static let neededKeys: Set<String> = [
        "GENERATE_INFOPLIST_FILE", "INFOPLIST_FILE", "SDKROOT", "TARGETED_DEVICE_FAMILY", "SUPPORTED_PLATFORMS",
        BuildSettingsFacts.orientationsKey, BuildSettingsFacts.orientationsKey + "_iPhone",
        BuildSettingsFacts.orientationsKey + "_iPad", "INFOPLIST_KEY_UIRequiresFullScreen",
    ]

    /// Target configurations (targets times the configurations each lists) read at most; more is
    /// refused with an error. Real projects have a few hundred.
    public static let maximumTargetConfigurations = 10_000

    /// `SDKROOT` values of platforms whose screens adaptlint does not judge.
    static let otherPlatforms = ["watchos", "appletvos", "macosx", "xros", "driverkit"]

    /// Reads the targets of a pbxproj's root dictionary.
    ///
    /// - Throws: ``PropertyListError`` when the project lists more than ``maximumTargetConfigurations``.
    /// - Complexity: O(n) in the objects and their entries, plus O(k) per target configuration for the
    ///   k ``neededKeys``.
    public init(_ root: PropertyListNode) throws(PropertyListError) {
        guard case .dictionary(let rootEntries)? = root["objects"]?.value.value else { return }
        var byID: [String: PropertyListNode] = [:]
        byID.reserveCapacity(rootEntries.count)
        for entry in rootEntries { byID[entry.key] = entry.value }
        work += rootEntries.count
        var reader = ObjectReader(byID: byID, order: rootEntries.map(\.key))
        defer { work += reader.work }
        let projects = rootEntries.filter { reader.isa($0.value) == "PBXProject" }
        var projectSettings: [String: [String: PropertyListEntry]] = [:]
        var projectConfigurations: [Configuration] = []
        for project in projects {
            for id in reader.configurationIDs(of: project.value) {
                guard let node = byID[id] else { continue }
                let name = reader.name(node)
                let settings = reader.neededSettings(id: id)
                projectSettings[name] = settings
                projectConfigurations.append(
                    Configuration(name: name, settings: settings, offset: node.range.lowerBound))
            }
        }
        let targetKinds: Set = ["PBXNativeTarget", "PBXAggregateTarget", "PBXLegacyTarget"]
        let targetEntries = rootEntries.filter { targetKinds.contains(reader.isa($0.value) ?? "") }
        guard !targetEntries.isEmpty else {
            if !projectConfigurations.isEmpty {
                targets = [
                    Target(
                        name: "", isIOS: Self.isIOS(projectConfigurations), isApplication: false, files: [],
                        folders: [],
                        configurations: projectConfigurations)
                ]
            }
            return
        }
        var pairs = 0
        for entry in targetEntries {
            let node = entry.value
            var configurations: [Configuration] = []
            for id in reader.configurationIDs(of: node) {
                pairs += 1
                guard pairs <= Self.maximumTargetConfigurations else {
                    throw PropertyListError(
                        "the project lists more than \(Self.grouped(Self.maximumTargetConfigurations)) target build configurations (targets times the configurations each lists); this exceeds adaptlint's target-configurations limit",
                        offset: node.range.lowerBound)
                }
                guard let configuration = byID[id] else { continue }
                let name = reader.name(configuration)
                // The target's settings over the project's: a small dictionary of needed keys only.
                var settings = projectSettings[name] ?? [:]
                for (key, value) in reader.neededSettings(id: id) { settings[key] = value }
                reader.work += Self.neededKeys.count
                configurations.append(
                    Configuration(name: name, settings: settings, offset: configuration.range.lowerBound))
            }
            let productType = reader.string(node, "productType") ?? ""
            targets.append(
                Target(
                    name: reader.string(node, "name") ?? entry.key, isIOS: Self.isIOS(configurations),
                    isApplication: productType == "com.apple.product-type.application",
                    files: reader.files(of: node), folders: reader.synchronizedFolders(of: node),
                    configurations: configurations))
        }
    }

    /// `n` with a comma between groups of three digits: `10,000`.
    static func grouped(_ n: Int) -> String {
        var digits = String(n)
        var result = ""
        while digits.count > 3 {
            result = "," + digits.suffix(3) + result
            digits.removeLast(3)
        }
        return digits + result
    }

    /// Whether configurations build for iOS or iPadOS (see ``Target/isIOS``); without `SDKROOT`
    /// and `TARGETED_DEVICE_FAMILY`, yes.
    static func isIOS(_ configurations: [Configuration]) -> Bool {
        for configuration in configurations {
            if let sdk = configuration.settings["SDKROOT"]?.value.string?.lowercased(),
                otherPlatforms.contains(where: { sdk.hasPrefix($0) })
            {
                return false
            }
            if configuration.settings["SDKROOT"]?.value.string?.lowercased().hasPrefix("iphoneos") != true,
                let platforms = configuration.settings["SUPPORTED_PLATFORMS"]?.value.string?.lowercased(),
                !platforms.contains("iphoneos")
            {
                return false
            }
            if let family = configuration.settings["TARGETED_DEVICE_FAMILY"]?.value.string {
                let codes = family.split(separator: ",").map { $0.trimmingCharacters() }
                if !codes.contains("1") && !codes.contains("2") { return false }
            }
        }
        return true
    }

    /// Reads objects by id, remembering what it resolved so that each object is read once.
    struct ObjectReader {
        let byID: [String: PropertyListNode]
        /// The ids in file order, so that reading never depends on hashing.
        let order: [String]
        var work = 0
        private var settingsByID: [String: [String: PropertyListEntry]] = [:]
        private var pathByID: [String: String?] = [:]
        private var parentByID: [String: String]?

        init(byID: [String: PropertyListNode], order: [String]) {
            self.byID = byID
            self.order = order
        }

        /// A dictionary member's string, reading the member list once.
        func string(_ node: PropertyListNode, _ key: String) -> String? { node[key]?.value.string }

        func isa(_ node: PropertyListNode) -> String? { string(node, "isa") }

        func name(_ node: PropertyListNode) -> String { string(node, "name") ?? "?" }

        /// The configuration ids of the list `owner` names.
        mutating func configurationIDs(of owner: PropertyListNode) -> [String] {
            guard let listID = string(owner, "buildConfigurationList"),
                let ids = byID[listID]?["buildConfigurations"]?.value.elements
            else { return [] }
            work += ids.count
            return ids.compactMap(\.string)
        }

        /// The needed settings of configuration `id`, read once.
        mutating func neededSettings(id: String) -> [String: PropertyListEntry] {
            if let known = settingsByID[id] { return known }
            var settings: [String: PropertyListEntry] = [:]
            if case .dictionary(let items)? = byID[id]?["buildSettings"]?.value.value {
                work += items.count
                for item in items where XcodeProject.neededKeys.contains(item.key) { settings[item.key] = item }
            }
            settingsByID[id] = settings
            return settings
        }

        /// The paths of the files the target's build phases use (a localized storyboard's variant
        /// group gives each of its files).
        mutating func files(of target: PropertyListNode) -> [String] {
            var paths: [String] = []
            for phase in target["buildPhases"]?.value.elements ?? [] {
                guard let phaseID = phase.string, let files = byID[phaseID]?["files"]?.value.elements else { continue }
                work += files.count
                for file in files {
                    guard let fileID = file.string, let reference = byID[fileID].flatMap({ string($0, "fileRef") }),
                        let node = byID[reference]
                    else { continue }
                    if isa(node) == "PBXVariantGroup" {
                        let children = node["children"]?.value.elements ?? []
                        work += children.count
                        paths += children.compactMap { $0.string.flatMap { path(of: $0) } }
                    } else if let path = path(of: reference) {
                        paths.append(path)
                    }
                }
            }
            return paths
        }

        /// The paths of the target's synchronized folders.
        mutating func synchronizedFolders(of target: PropertyListNode) -> [String] {
            let ids = target["fileSystemSynchronizedGroups"]?.value.elements ?? []
            work += ids.count
            return ids.compactMap { $0.string.flatMap { path(of: $0) } }
        }

        /// The path of a file reference or group relative to the project's folder, from its own
        /// `path` and its groups' (`sourceTree = "<group>"`), normalized; nil for paths relative to
        /// build products, SDKs or the developer folder. Each object's path is resolved once.
        mutating func path(of id: String) -> String? {
            if let known = pathByID[id] { return known }
            // A group cycle (a broken file) resolves to nil rather than looping.
            pathByID[id] = .some(nil)
            let resolved = resolvePath(of: id)
            pathByID[id] = .some(resolved)
            return resolved
        }

        private mutating func resolvePath(of id: String) -> String? {
            guard let node = byID[id] else { return nil }
            work += 1
            let own = string(node, "path")
            let tree = string(node, "sourceTree") ?? "<group>"
            switch tree {
            case "<absolute>": return own.map { LexicalPath.normalize($0) }
            case "SOURCE_ROOT": return LexicalPath.normalize(own ?? "")
            case "<group>":
                let groups = parents()
                let base: String
                if let parent = groups[id] {
                    guard let parentPath = path(of: parent) else { return nil }
                    base = parentPath
                } else {
                    base = ""
                }
                guard let own, !own.isEmpty else { return base }
                if own.hasPrefix("/") { return LexicalPath.normalize(own) }
                return LexicalPath.normalize(base.isEmpty ? own : base + "/" + own)
            default: return nil
            }
        }

        /// Each object's group, from the groups' `children`; made once.
        private mutating func parents() -> [String: String] {
            if let parentByID { return parentByID }
            var parents: [String: String] = [:]
            for id in order {
                guard let node = byID[id], let children = node["children"]?.value.elements else { continue }
                work += children.count
                for child in children { if let child = child.string { parents[child] = id } }
            }
            parentByID = parents
            return parents
        }
    }
}

extension Substring {
    /// The text without leading and trailing spaces.
    fileprivate func trimmingCharacters() -> String { String(self).trimmingSpaces() }
}

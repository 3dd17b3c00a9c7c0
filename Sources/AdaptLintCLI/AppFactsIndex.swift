import AdaptLintCore
import AdaptLintReaders

/// The Info.plist facts of one run's apps, found for each linted or imported file.
///
/// A spec or Interface Builder document belongs to an app as Xcode decides it, when a
/// `project.pbxproj` among the run's inputs covers it (it lies in the folder that holds the
/// `.xcodeproj`, the nearest such project winning): the targets whose build phases use the file, or
/// whose synchronized folders hold it, give their facts; a file no target uses gets those of the
/// project's only iOS app target, and none when the project has several. A target's facts are its
/// Info.plist file (`INFOPLIST_FILE`, wherever it lies and whatever its name) with its
/// `INFOPLIST_KEY_` settings (when `GENERATE_INFOPLIST_FILE` is on) and `TARGETED_DEVICE_FAMILY` over
/// it, per build configuration; a fact counts when every configuration (and every target using the
/// file) states it alike. Targets that build for watchOS, tvOS, macOS or visionOS give nothing.
///
/// Only where no project covers a file is the folder rule used: the app Info.plists among the run's
/// inputs in the file's own folder or the nearest folder above it (compared as the paths are
/// written). Either way a property list is read for facts only when it is an app's Info.plist: named
/// by `INFOPLIST_FILE`, or holding an app's keys (``InfoPlistFacts/isAppInfoPlist(_:)``), never by its
/// `*-Info.plist` name alone (`GoogleService-Info.plist` is configuration).
struct AppFactsIndex: Sendable {
    /// One project file's targets, as the index needs them.
    struct Project: Sendable {
        /// The folder that holds the `.xcodeproj`, normalized (`""` for the working directory).
        let folder: String
        /// The targets using each file (normalized path).
        let members: [String: [Int]]
        /// Each target's synchronized folders (normalized paths) and the target.
        let synchronized: [(folder: String, target: Int)]
        /// Each target's facts per build configuration; nil for a target that is not iOS.
        let targets: [[ProjectSettings]?]
        /// The project's only iOS app target, if it has exactly one.
        let soleApp: Int?
    }

    /// The agreed facts (``AppFacts/init(agreedBy:)``) of each folder that holds app Info.plists.
    private let folders: [String: AppFacts]
    /// The projects among the inputs, nearest (deepest folder) first.
    private let projects: [Project]
    /// The property lists a project's `INFOPLIST_FILE` names, normalized: a walk lints them whatever
    /// their content.
    private let namedInfoPlists: Set<String>
    /// The device families of the iOS targets that name each Info.plist (normalized path), when
    /// every configuration of every such target states the same (`TARGETED_DEVICE_FAMILY`). Xcode
    /// writes `UIDeviceFamily` from that setting when it builds, so the file's own lint takes it.
    private let infoPlistFamilies: [String: Set<DeviceFamily>]

    /// Reads the project files and property lists among `paths`, each up to the size limit
    /// `maximumBytes` gives for it (nil leaves it out); an Info.plist a project names is read up to
    /// the project's limit. A file that is too large or cannot be read or parsed adds nothing: its
    /// own lint reports it. The one way `adaptlint` lint, `import` and `lsp` gather the facts.
    ///
    /// - Complexity: O(n) in the number of paths, plus reading the project files and property lists.
    init(paths: some Sequence<String>, maximumBytes: (String) -> Int?) {
        var plists: [String] = []
        var projectFiles: [String] = []
        for path in paths {
            if path.hasSuffix(".plist") { plists.append(path) }
            if ProjectFileReader.kind(ofPath: path) == .xcodeProject { projectFiles.append(path) }
        }
        var gathering = Gathering()
        let projects = projectFiles.compactMap { gathering.project(at: $0, limit: maximumBytes($0)) }
        // Nearest first: a deeper folder is tried before the folders above it.
        self.projects = projects.sorted {
            ($0.folder.split(separator: "/").count, $0.folder) > ($1.folder.split(separator: "/").count, $1.folder)
        }
        namedInfoPlists = gathering.named
        infoPlistFamilies = gathering.familiesByPlist.compactMapValues { stated in
            guard let first = stated.first, let families = first, stated.allSatisfy({ $0 == families }) else {
                return nil
            }
            return families
        }
        var settings: [String: [ProjectSettings]] = [:]
        for path in plists {
            guard let facts = gathering.infoPlist(path, limit: maximumBytes(path), named: false) else { continue }
            settings[Self.folder(of: path), default: []].append(facts)
        }
        folders = settings.compactMapValues { list in
            let facts = AppFacts(agreedBy: list)
            return facts.isEmpty ? nil : facts
        }
    }

    /// What reading a run's project files and property lists gathers: each property list read once,
    /// the Info.plists the projects' targets name, and the device families each is named with.
    private struct Gathering {
        var cache: [String: ProjectSettings?] = [:]
        var named: Set<String> = []
        var familiesByPlist: [String: [Set<DeviceFamily>?]] = [:]

        /// The facts of the app Info.plist at `path` (nil when it is none), read once. A plist a
        /// project `named` counts whatever its keys; any other only when its content is an app's.
        mutating func infoPlist(_ path: String, limit: Int?, named: Bool) -> ProjectSettings? {
            if let known = cache[path] { return known }
            var facts: ProjectSettings?
            if let limit, case .success(let bytes) = FileReader.read(path, limit: limit),
                let plist = try? PropertyListReader.read(bytes),
                named ? AppFactsIndex.isDictionary(plist.0) : InfoPlistFacts.isAppInfoPlist(plist.0)
            {
                facts = InfoPlistFacts.settings(plist.0, format: plist.1)
            }
            cache[path] = .some(facts)
            return facts
        }

        /// The project file at `path` as the index needs it; nil when it is too large (over `limit`)
        /// or cannot be read. Its Info.plists are read up to the same limit.
        mutating func project(at path: String, limit: Int?) -> Project? {
            guard let limit, case .success(let bytes) = FileReader.read(path, limit: limit),
                let root = try? OpenStepReader.read(bytes), let project = try? XcodeProject(root)
            else { return nil }
            let folder = LexicalPath.normalize(AppFactsIndex.folder(of: AppFactsIndex.folder(of: path)))
            let targets = project.targets.map { target in
                target.isIOS ? configurations(of: target, folder: folder, limit: limit) : nil
            }
            var members: [String: [Int]] = [:]
            var synchronized: [(folder: String, target: Int)] = []
            for (index, target) in project.targets.enumerated() {
                for file in target.files {
                    let path = AppFactsIndex.join(folder, file)
                    if members[path, default: []].last != index { members[path, default: []].append(index) }
                }
                synchronized += target.folders.map { (AppFactsIndex.join(folder, $0), index) }
            }
            let iOS = project.targets.indices.filter { targets[$0] != nil }
            let apps = iOS.filter { project.targets[$0].isApplication }
            let candidates = apps.isEmpty ? iOS : apps
            return Project(
                folder: folder, members: members, synchronized: synchronized, targets: targets,
                soleApp: candidates.count == 1 ? candidates.first : nil)
        }

        /// The facts of each build configuration of the iOS `target` of the project in `folder`: its
        /// Info.plist (`INFOPLIST_FILE`) with the configuration's build settings over it, as Xcode
        /// builds it.
        mutating func configurations(of target: XcodeProject.Target, folder: String, limit: Int) -> [ProjectSettings] {
            target.configurations.map { configuration in
                var facts = ProjectSettings(source: .propertyList)
                var overlay = BuildSettingsFacts.settings(
                    of: configuration.settings,
                    source: .buildConfiguration(target: target.name, name: configuration.name))
                if let file = configuration.settings["INFOPLIST_FILE"]?.value.string,
                    let plist = AppFactsIndex.resolve(file, in: folder)
                {
                    named.insert(plist)
                    familiesByPlist[plist, default: []].append(overlay.deviceFamilies?.value)
                    if let stated = infoPlist(plist, limit: limit, named: true) { facts = stated }
                }
                if configuration.settings["GENERATE_INFOPLIST_FILE"]?.value.boolean != true {
                    // Without a generated Info.plist only the device family setting applies.
                    overlay.orientations = [:]
                    overlay.requiresFullScreen = [:]
                }
                return facts.overlaid(by: overlay)
            }
        }
    }

    /// Every folder with facts by the folder rule, sorted by path.
    var entries: [(folder: String, facts: AppFacts)] {
        folders.keys.sorted().compactMap { folder in folders[folder].map { (folder, $0) } }
    }

    /// Whether no file can have facts (then ``facts(for:)`` is always nil).
    var isEmpty: Bool { folders.isEmpty && projects.isEmpty }

    /// What the run's projects say of one property list.
    struct PropertyListRole: Sendable, Equatable {
        /// A target's `INFOPLIST_FILE` names it: a walk lints it whatever its content.
        var isNamed = false
        /// A project among the inputs covers it (it lies in the project's folder) and no target names
        /// it: its `Info.plist` name alone does not make it an app's.
        var isUnusedByProject = false
        /// The device families of the targets that name it, when every configuration of every such
        /// target states the same; nil otherwise.
        var deviceFamilies: Set<DeviceFamily>?
    }

    /// What the projects among the inputs say of the property list at `path` (its path normalized once).
    func role(ofPropertyList path: String) -> PropertyListRole {
        guard !projects.isEmpty else { return PropertyListRole() }
        let normalized = LexicalPath.normalize(path)
        let named = namedInfoPlists.contains(normalized)
        return PropertyListRole(
            isNamed: named,
            isUnusedByProject: !named && projects.contains { Self.contains($0.folder, normalized) },
            deviceFamilies: infoPlistFamilies[normalized])
    }

    /// The facts of the app `path` belongs to: by the project that covers it, else by the folder rule;
    /// nil when nothing is known.
    ///
    /// - Complexity: O(p + s + depth of the path) in the projects and synchronized folders.
    func facts(for path: String) -> AppFacts? {
        if !projects.isEmpty {
            let normalized = LexicalPath.normalize(path)
            if let project = projects.first(where: { Self.contains($0.folder, normalized) }) {
                return Self.facts(of: path, normalized: normalized, in: project)
            }
        }
        guard !folders.isEmpty else { return nil }
        var folder = Self.folder(of: path)
        while true {
            if let facts = folders[folder] { return facts }
            guard !folder.isEmpty, folder != "/" else { return nil }
            folder = Self.folder(of: folder)
        }
    }

    /// The facts of a file in `project`'s folder.
    private static func facts(of path: String, normalized: String, in project: Project) -> AppFacts? {
        var targets = project.members[normalized] ?? []
        if targets.isEmpty {
            targets = project.synchronized.filter { contains($0.folder, normalized) }.map(\.target)
        }
        if targets.isEmpty, let sole = project.soleApp { targets = [sole] }
        let settings = targets.compactMap { project.targets[$0] }
        // A file only non-iOS targets use draws nothing from them.
        guard settings.count == targets.count, !settings.isEmpty else { return nil }
        let facts = AppFacts(agreedBy: settings.flatMap { $0 })
        return facts.isEmpty ? nil : facts
    }

    private static func isDictionary(_ node: PropertyListNode) -> Bool {
        if case .dictionary = node.value { return true }
        return false
    }

    /// Whether the normalized `path` lies inside the normalized `folder` (`""` holds every relative path).
    private static func contains(_ folder: String, _ path: String) -> Bool {
        if folder.isEmpty { return !path.hasPrefix("/") && !path.hasPrefix("../") && path != ".." }
        return path.hasPrefix(folder == "/" ? "/" : folder + "/")
    }

    /// `file` (relative to `folder`, or absolute) as one normalized path.
    private static func join(_ folder: String, _ file: String) -> String {
        if file.hasPrefix("/") || folder.isEmpty { return LexicalPath.normalize(file) }
        return LexicalPath.normalize(folder + "/" + file)
    }

    /// The path an `INFOPLIST_FILE` value names, relative to the project's `folder`: `$(SRCROOT)` and
    /// `$(PROJECT_DIR)` are that folder; a value with any other variable names nothing adaptlint can find.
    static func resolve(_ value: String, in folder: String) -> String? {
        var file = value.trimmingSpacesAndQuotes()
        for variable in ["$(SRCROOT)", "${SRCROOT}", "$(PROJECT_DIR)", "${PROJECT_DIR}", "$(SOURCE_ROOT)"] {
            if file.hasPrefix(variable) { file = "./" + file.dropFirst(variable.count) }
        }
        guard !file.isEmpty, !file.contains("$") else { return nil }
        return join(folder, file)
    }

    /// The folder part of `path` as written: `App/Views` for `App/Views/a.json`, `""` for `a.json`,
    /// `/` for `/a.json`.
    static func folder(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        if slash == trimmed.startIndex { return "/" }
        return String(trimmed[..<slash])
    }
}

extension String {
    /// The text without surrounding spaces and double quotes.
    fileprivate func trimmingSpacesAndQuotes() -> String {
        var text = Substring(self)
        while let first = text.first, first == " " || first == "\"" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\"" { text = text.dropLast() }
        return String(text)
    }
}

import AdaptLintCore
import AdaptLintReaders

/// The Info.plist facts of the folders of one run, found for each linted or imported file.
///
/// A spec or Interface Builder document belongs to the app whose property lists (`Info.plist`,
/// `*-Info.plist`, any `*.plist` named on the command line) are among the run's inputs in the file's
/// own folder or the nearest folder above it. The folders are compared as the paths are written
/// (lexically), so a plist and the files it covers must come from the same argument or walk.
/// `project.pbxproj` build settings are not used: a project holds several targets, and which one a
/// spec belongs to is not written anywhere.
struct AppFactsIndex: Sendable {
    /// The agreed facts (``AppFacts/init(agreedBy:)``) of each folder that holds property lists.
    private let folders: [String: AppFacts]

    /// Reads the property lists among `paths`, each up to the size limit `maximumBytes` gives for it
    /// (nil leaves it out). A list that is too large or cannot be read or parsed adds nothing: its
    /// own lint reports it. The one way `adaptlint` lint, `import` and `lsp` gather the facts.
    ///
    /// - Complexity: O(n) in the number of paths, plus reading the property lists.
    init(paths: some Sequence<String>, maximumBytes: (String) -> Int?) {
        var settings: [String: [ProjectSettings]] = [:]
        for path in paths where path.hasSuffix(".plist") {
            guard let limit = maximumBytes(path), case .success(let bytes) = FileReader.read(path, limit: limit),
                let facts = try? ProjectFileReader.settings(bytes, kind: .propertyList)
            else { continue }
            settings[Self.folder(of: path), default: []] += facts
        }
        folders = settings.compactMapValues { list in
            let facts = AppFacts(agreedBy: list)
            return facts.isEmpty ? nil : facts
        }
    }

    /// Every folder with facts, sorted by path.
    var entries: [(folder: String, facts: AppFacts)] {
        folders.keys.sorted().compactMap { folder in folders[folder].map { (folder, $0) } }
    }

    /// Whether no folder has facts (then ``facts(for:)`` is always nil).
    var isEmpty: Bool { folders.isEmpty }

    /// The facts of the nearest folder at or above `path`'s folder that has some; nil when none has.
    ///
    /// - Complexity: O(depth of the path).
    func facts(for path: String) -> AppFacts? {
        guard !folders.isEmpty else { return nil }
        var folder = Self.folder(of: path)
        while true {
            if let facts = folders[folder] { return facts }
            guard !folder.isEmpty, folder != "/" else { return nil }
            folder = Self.folder(of: folder)
        }
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

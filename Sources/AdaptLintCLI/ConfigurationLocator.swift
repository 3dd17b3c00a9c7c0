import AdaptLintCore
import AdaptLintRules
import Foundation

/// Finds and reads the configuration layers for each linted path.
///
/// Without `--config`, the layers of a file are the `.adaptlint.json` files in its folder and
/// every parent folder, farthest first. The search upward stops after a file with
/// `"root": true`, after a folder that contains `.git` (the repository root), or at `/`.
/// With `--config FILE`, that file is the only one. Command-line settings come last.
/// Every file is read once; every problem is collected, so one run shows them all.
final class ConfigurationLocator {
    let workingDirectory: String
    let explicit: String?
    let commandLine: ConfigurationFile?
    let catalog: [ConfigurableRule]
    private(set) var problems: [ConfigurationProblem] = []
    private var files: [String: ConfigurationFile?] = [:]
    private var chains: [String: EffectiveConfiguration] = [:]

    init(workingDirectory: String, explicit: String?, commandLine: ConfigurationFile?) {
        self.workingDirectory = workingDirectory
        self.explicit = explicit
        self.commandLine = commandLine
        catalog = Self.catalog
    }

    /// Rules a configuration can name: the guideline rules and the suppression warnings.
    static var catalog: [ConfigurableRule] {
        RuleRegistry.guidelineRules.map { ConfigurableRule($0.description) }
            + [SuppressionRules.unused, SuppressionRules.expired].map { ConfigurableRule($0) }
    }

    /// Ids that exist but cannot be configured.
    static var fixedRules: [String] { (InputRules.all + [SuppressionRules.invalid]).map(\.identifier) }

    /// The configuration for a file (its folder's layers).
    func configuration(forFile absolutePath: String) -> EffectiveConfiguration {
        configuration(forDirectory: LexicalPath.directory(of: absolutePath))
    }

    /// The configuration for files in `directory` (absolute).
    ///
    /// - Complexity: O(depth) file checks the first time per folder; cached after.
    func configuration(forDirectory directory: String) -> EffectiveConfiguration {
        if let cached = chains[directory] { return cached }
        var layers: [ConfigurationFile] = []
        if let explicit {
            if let file = load(absolute(explicit), required: true) { layers.append(file) }
        } else {
            var current = directory
            while true {
                let candidate = (current as NSString).appendingPathComponent(ConfigurationFile.fileName)
                if let file = linksOutside(candidate) ? nil : load(candidate, required: false) {
                    layers.insert(file, at: 0)
                    if file.root?.value == true { break }
                }
                let gitMarker = (current as NSString).appendingPathComponent(".git")
                if FileManager.default.fileExists(atPath: gitMarker) || current == "/" || current.isEmpty { break }
                current = (current as NSString).deletingLastPathComponent
            }
        }
        if let commandLine { layers.append(commandLine) }
        let configuration = EffectiveConfiguration(layers: layers, catalog: catalog)
        chains[directory] = configuration
        return configuration
    }

    /// Whether a configuration file found by the search is a symbolic link to a file outside
    /// its repository (the nearest folder above that holds `.git`, else the link's own folder).
    /// Such a file is not read, so none of its text is echoed in a message: a problem says so
    /// once. `--config` names a file explicitly and is read wherever it is.
    private func linksOutside(_ candidate: String) -> Bool {
        var info = stat()
        guard lstat(candidate, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return false }
        let folder = LexicalPath.directory(of: candidate)
        let root = ReferenceBoundary.repositoryRoot(above: folder) ?? folder
        guard let target = FixRoots.resolved(candidate),
            !ReferenceBoundary.isInside(target, FixRoots.resolved(root) ?? root)
        else { return false }
        if files[candidate] == nil {
            problems.append(
                ConfigurationProblem(
                    path: display(candidate), line: nil, column: nil, pointer: "",
                    message:
                        "the configuration file is a symbolic link to a file outside the repository, which is not read; name it with --config to use it"
                ))
            files[candidate] = .some(nil)
        }
        return true
    }

    /// Reads and parses one file, once.
    private func load(_ path: String, required: Bool) -> ConfigurationFile? {
        if let cached = files[path] { return cached }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            if required {
                problems.append(
                    ConfigurationProblem(
                        path: display(path), line: nil, column: nil, pointer: "",
                        message: "cannot read the configuration file: no such file"))
            }
            files[path] = .some(nil)
            return nil
        }
        var parsed: ConfigurationFile?
        switch FileReader.read(path, limit: 1 << 20) {
        case .failure(.message(let message)):
            problems.append(
                ConfigurationProblem(
                    path: display(path), line: nil, column: nil, pointer: "",
                    message: "cannot read the configuration file: \(message)"))
        case .failure(.tooLarge(let size)):
            problems.append(
                ConfigurationProblem(
                    path: display(path), line: nil, column: nil, pointer: "",
                    message: "the configuration file is \(size) bytes; the limit is 1 MiB"))
        case .success(let bytes):
            let directory = (path as NSString).deletingLastPathComponent
            switch ConfigurationParser.parse(
                bytes, path: display(path), directory: directory, catalog: catalog, fixedRules: Self.fixedRules)
            {
            case .success(let file): parsed = file
            case .failure(let failure): problems += failure.problems
            }
        }
        files[path] = .some(parsed)
        return parsed
    }

    /// An absolute, standardized path.
    func absolute(_ path: String) -> String {
        Paths.absolute(path, in: workingDirectory)
    }

    /// `path` relative to the working directory when inside it, else as is.
    func display(_ path: String) -> String {
        EffectiveConfiguration.relativePath(path, to: workingDirectory) ?? path
    }
}

/// Path helpers shared by the adoption features.
enum Paths {
    /// `path` made absolute against `directory`, with `.` and `..` resolved (links are not).
    static func absolute(_ path: String, in directory: String) -> String {
        // Lexical on purpose: NSString's standardizingPath also resolves symbolic links on
        // Linux, one readlink per path component and per file (BENCHMARKS.md, item 13).
        LexicalPath.normalize(path.hasPrefix("/") ? path : directory + "/" + path)
    }

    /// `path` relative to `directory` (both absolute), with `..` where needed.
    static func relative(_ path: String, from directory: String) -> String {
        let target = path.split(separator: "/").map(String.init)
        let base = directory.split(separator: "/").map(String.init)
        var common = 0
        while common < target.count && common < base.count && target[common] == base[common] { common += 1 }
        let ups = Array(repeating: "..", count: base.count - common)
        return (ups + target[common...]).joined(separator: "/")
    }
}

import AdaptLintCore
import AdaptLintReaders
import Foundation

/// Options of `adaptlint import`.
public struct ImportOptions: Equatable, Sendable {
    public var outputDirectory = "adaptlint-specs"
    public var paths: [String] = []
    /// `--allow-outside-output`: accept an output folder reached through a link that leads outside the
    /// working folder (docs/security.md).
    public var allowOutsideOutput = false

    public init() {}
}

/// `adaptlint import [--output-dir DIR] <paths>`: writes a format-1 spec for each scene of a storyboard
/// and each root view of a xib, so a team starts its specs from what the project has.
struct ImportCommand {
    let tool: CommandLineTool

    static let usage = "adaptlint import [--output-dir <dir>] <path> ..."

    /// The options of `adaptlint import`.
    static var table: [OptionSpec<ImportOptions>] {
        [
            .value(
                "--output-dir", valueName: "dir", example: "specs",
                help: "Where the specs go (default: adaptlint-specs). Each spec is written at "
                    + "<dir>/<document path>/<document name>.<object id>.json (a second spec with the same name "
                    + "gets -2, -3... before .json)."
            ) { options, directory in options.outputDirectory = directory },
            .flag(
                "--allow-outside-output",
                help: "Accept an output folder reached through a symbolic link in the working folder that leads "
                    + "outside it (refused by default). Nothing is ever written through a link below <dir>."
            ) { $0.allowOutsideOutput = true },
        ]
    }

    static var help: String {
        CommandTable.help(
            overview: "Write a format-1 screen spec for each scene of a storyboard and each root view of a xib.",
            usage: [usage],
            arguments: [
                (
                    "<path>",
                    ".storyboard, .xib and Info.plist files, or directories searched recursively for them "
                        + "(hidden files and folders are skipped)."
                )
            ],
            table: table,
            closing: "Specs carry \"source\": \"interfaceBuilder\": linting them finds what linting the document "
                + "finds. The Info.plist in a document's folder, or the nearest folder above it, gives the specs "
                + "their orientations per device family and \"requiresFullScreen\"; its "
                + "UIApplicationSupportsMultipleScenes goes into an app description, <dir>/<plist folder>/app.json. "
                + "Documents for macOS, tvOS and watchOS and legacy archived xibs are skipped with a note.")
    }

    /// Runs the command.
    ///
    /// Paths and messages are printed as the lint prints them (``Printable/escape(_:)``): a
    /// file name holding a line break or an escape character cannot start a workflow command
    /// or reach a terminal raw.
    func run(_ options: ImportOptions) -> CommandLineTool.ExitCode {
        if let problem = ImportOutputs.directoryProblem(
            options.outputDirectory, allowOutside: options.allowOutsideOutput,
            workingDirectory: FileManager.default.currentDirectoryPath)
        {
            tool.standardError("error: \(Printable.escape(problem))\n")
            return .invalidInput
        }
        return importDocuments(options.paths, into: options.outputDirectory)
    }

    private func importDocuments(_ paths: [String], into directory: String) -> CommandLineTool.ExitCode {
        var invalid = false
        var written = 0
        var documents = 0
        var skipped = 0
        var outputs = ImportOutputs(directory: directory)
        let inputs = FileDiscovery.discover(paths)
        let appFacts = AppFactsIndex(paths: inputs.filter { $0.error == nil }.map(\.path)) { _ in
            XMLTree.Limits.default.maximumBytes
        }
        for input in inputs {
            if let error = input.error {
                tool.standardError("error: \(Printable.escape(input.path)): \(Printable.escape(error))\n")
                invalid = true
                continue
            }
            let named = paths.contains(input.path)
            guard InterfaceBuilderReader.isInterfaceBuilderPath(input.path) else {
                if named && !input.path.hasSuffix(".plist") {
                    tool.standardError(
                        "error: \(Printable.escape(input.path)): not a .storyboard, .xib or .plist file\n")
                    invalid = true
                }
                continue
            }
            guard case .success(let bytes) = FileReader.read(input.path, limit: XMLTree.Limits.default.maximumBytes)
            else {
                tool.standardError("error: \(Printable.escape(input.path)): cannot be read\n")
                invalid = true
                continue
            }
            let facts = appFacts.facts(for: input.path)
            switch InterfaceBuilderReader.read(bytes, path: input.path) {
            case .invalid(let error):
                tool.standardError(
                    "error: \(Printable.escape(input.path)):\(error.position): \(Printable.escape(error.message))\n")
                invalid = true
            case .skipped(let reason, _):
                tool.standardError("note: \(Printable.escape(input.path)): \(Printable.escape(reason))\n")
                skipped += 1
            case .screens(let screens):
                documents += 1
                let document = Self.mirrored(input.path, named: paths)
                let name = input.path.split(separator: "/").last.map(String.init) ?? input.path
                for screen in screens {
                    let target = Self.outputPath(for: document, objectID: screen.objectID, in: directory)
                    let claimed = outputs.claim(target)
                    let folder = (claimed as NSString).deletingLastPathComponent
                    let text = IBSpecWriter.write(
                        screen, document: name, app: facts,
                        importedFrom: Self.relativePath(of: input.path, from: folder))
                    if write(text, to: claimed, outputs) { written += 1 } else { invalid = true }
                }
            }
        }
        var apps = 0
        for (folder, facts) in appFacts.entries {
            let name = folder.split(separator: "/").last.map(String.init) ?? "App"
            guard let bytes = IBSpecWriter.appDescription(facts, name: name.isEmpty ? "App" : name, folder: folder)
            else { continue }
            let target = Self.outputPath(
                forFileIn: Self.mirrored(folder, named: paths), named: "app.json", in: directory)
            if write(bytes, to: outputs.claim(target), outputs) { apps += 1 } else { invalid = true }
        }
        let appNote = apps == 0 ? "" : " and \(apps) app description\(apps == 1 ? "" : "s")"
        let specs = "\(written) spec\(written == 1 ? "" : "s")"
        let read = "\(documents) document\(documents == 1 ? "" : "s")"
        tool.standardError(
            "wrote \(specs)\(appNote) from \(read) to '\(Printable.escape(directory))' (\(skipped) skipped)\n")
        return invalid ? .invalidInput : .clean
    }

    /// Writes `bytes` to `target`, making its folders without following links
    /// (``ImportOutputs/prepare(_:)``), and prints the path; false (with an error on standard
    /// error) when it cannot be written.
    private func write(_ bytes: [UInt8], to target: String, _ outputs: ImportOutputs) -> Bool {
        do {
            try outputs.prepare(target)
            try AtomicFile.write(bytes, to: target)
            tool.standardOutput(Printable.escape(target) + "\n")
            return true
        } catch {
            tool.standardError(
                "error: \(Printable.escape(target)): cannot be written: \(Printable.escape("\(error)"))\n")
            return false
        }
    }

    /// The path under which an input is mirrored in the output folder: a relative path as written; an
    /// absolute one from the folder that holds the argument it was found through (`/src/MyApp` gives
    /// `MyApp/...`), so the output folder never holds the machine's folders.
    static func mirrored(_ path: String, named arguments: [String]) -> String {
        guard path.hasPrefix("/") else { return path }
        var best: String?
        for argument in arguments where argument.hasPrefix("/") {
            var root = argument
            while root.count > 1 && root.hasSuffix("/") { root.removeLast() }
            guard path == root || path.hasPrefix(root == "/" ? "/" : root + "/") else { continue }
            if best.map({ root.count > $0.count }) ?? true { best = root }
        }
        guard let root = best else { return path.split(separator: "/").last.map(String.init) ?? path }
        let parent = (root as NSString).deletingLastPathComponent
        return parent == "/" ? String(path.dropFirst()) : String(path.dropFirst(parent.count + 1))
    }

    /// The path of `file` relative to the folder `folder`, both taken from the current folder when
    /// relative: what a spec's `importedFrom` says.
    static func relativePath(of file: String, from folder: String) -> String {
        let current = FileManager.default.currentDirectoryPath
        func parts(_ path: String) -> [String] {
            let absolute = path.hasPrefix("/") ? path : current + "/" + path
            return (absolute as NSString).standardizingPath.split(separator: "/").map(String.init)
        }
        let target = parts(file)
        let base = parts(folder)
        var shared = 0
        while shared < min(target.count, base.count) && target[shared] == base[shared] { shared += 1 }
        return (Array(repeating: "..", count: base.count - shared) + target[shared...]).joined(separator: "/")
    }

    /// `<dir>/<folder>/<name>`, with `.` and `..` folders left out so the file lands inside `<dir>`.
    static func outputPath(forFileIn folder: String, named name: String, in directory: String) -> String {
        let parts = folder.split(separator: "/").map(String.init).filter { $0 != "." && $0 != ".." && !$0.isEmpty }
        return ([directory] + parts + [name]).joined(separator: "/")
    }

    /// `<dir>/<document folder>/<document name>.<object id>.json`, with `.` and `..` folders left out so
    /// every spec lands inside `<dir>`.
    static func outputPath(for document: String, objectID: String, in directory: String) -> String {
        var parts = document.split(separator: "/").map(String.init).filter { $0 != "." && $0 != ".." && !$0.isEmpty }
        let name = parts.popLast() ?? document
        let base = name.hasSuffix(".storyboard") ? String(name.dropLast(11)) : String(name.dropLast(4))
        let safeID = String(objectID.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
        return ([directory] + parts + ["\(base).\(safeID).json"]).joined(separator: "/")
    }
}

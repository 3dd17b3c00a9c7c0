import AdaptLintCore
import AdaptLintReaders
import Foundation

/// `adaptlint import [--output-dir DIR] <paths>`: writes a format-1 spec for each scene of a storyboard
/// and each root view of a xib, so a team starts its specs from what the project has.
struct ImportCommand {
    let tool: CommandLineTool

    static let usage = "USAGE: adaptlint import [--output-dir <dir>] <path> ..."

    static let help = """
        OVERVIEW: Write a format-1 screen spec for each scene of a storyboard and each root view of a xib.

        \(usage)

        ARGUMENTS:
          <path>                  .storyboard, .xib and Info.plist files, or directories searched
                                  recursively for them (hidden files and folders are skipped).

        OPTIONS:
          --output-dir <dir>      Where the specs go (default: adaptlint-specs). Each spec is written
                                  at <dir>/<document path>/<document name>.<object id>.json.
          -h, --help              Show help information.

        Specs carry "source": "interfaceBuilder": linting them finds what linting the document finds.
        The Info.plist in a document's folder, or the nearest folder above it, gives the specs their
        orientations per device family and "requiresFullScreen"; its UIApplicationSupportsMultipleScenes
        goes into an app description, <dir>/<plist folder>/app.json.
        Documents for macOS, tvOS and watchOS and legacy archived xibs are skipped with a note.
        """

    /// Runs the command on the arguments after `import`.
    ///
    /// Paths and messages are printed as the lint prints them (``Printable/escape(_:)``): a
    /// file name holding a line break or an escape character cannot start a workflow command
    /// or reach a terminal raw.
    func run(_ arguments: [String]) -> CommandLineTool.ExitCode {
        var outputDirectory = "adaptlint-specs"
        var paths: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "-h", "--help":
                tool.standardOutput(Self.help + "\n")
                return .clean
            case "--output-dir":
                guard index + 1 < arguments.count else { return usageError("Missing value for '--output-dir <dir>'") }
                outputDirectory = arguments[index + 1]
                index += 1
            default:
                if argument.hasPrefix("-") && argument != "-" { return usageError("Unknown option '\(argument)'") }
                paths.append(argument)
            }
            index += 1
        }
        guard !paths.isEmpty else { return usageError("Missing expected argument '<path>'") }
        return importDocuments(paths, into: outputDirectory)
    }

    private func usageError(_ message: String) -> CommandLineTool.ExitCode {
        tool.standardError("error: \(message)\n\(Self.usage)\n  See 'adaptlint import --help' for more information.\n")
        return .invalidInput
    }

    private func importDocuments(_ paths: [String], into directory: String) -> CommandLineTool.ExitCode {
        var invalid = false
        var written = 0
        var documents = 0
        var skipped = 0
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
            switch InterfaceBuilderReader.read(bytes, path: input.path, app: facts) {
            case .invalid(let error):
                tool.standardError(
                    "error: \(Printable.escape(input.path)):\(error.position): \(Printable.escape(error.message))\n")
                invalid = true
            case .skipped(let reason, _):
                tool.standardError("note: \(Printable.escape(input.path)): \(Printable.escape(reason))\n")
                skipped += 1
            case .specs(let specs):
                documents += 1
                let document = Self.mirrored(input.path, named: paths)
                let name = input.path.split(separator: "/").last.map(String.init) ?? input.path
                for spec in specs {
                    let target = Self.outputPath(for: document, objectID: spec.screen.objectID, in: directory)
                    let folder = (target as NSString).deletingLastPathComponent
                    let text = IBSpecWriter.write(
                        spec.screen, document: name, app: facts,
                        importedFrom: Self.relativePath(of: input.path, from: folder))
                    if write(text.bytes, to: target) { written += 1 } else { invalid = true }
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
            if write(bytes, to: target) { apps += 1 } else { invalid = true }
        }
        let appNote = apps == 0 ? "" : " and \(apps) app description\(apps == 1 ? "" : "s")"
        let specs = "\(written) spec\(written == 1 ? "" : "s")"
        let read = "\(documents) document\(documents == 1 ? "" : "s")"
        tool.standardError(
            "wrote \(specs)\(appNote) from \(read) to '\(Printable.escape(directory))' (\(skipped) skipped)\n")
        return invalid ? .invalidInput : .clean
    }

    /// Writes `bytes` to `target`, making its folders, and prints the path; false (with an error on
    /// standard error) when it cannot be written.
    private func write(_ bytes: [UInt8], to target: String) -> Bool {
        do {
            try FileManager.default.createDirectory(
                atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
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

import AdaptLintCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Refuses outputs that would replace an input of the run, or a file adaptlint did not write.
///
/// Every file the run writes (`-o`, `--report`, `--write-baseline`, `--baseline` with
/// `--prune-baseline`) that exists already is identified by device and inode, and each linted
/// file is compared with those (so a hard link or a link to a spec is caught too, not only
/// the same spelling). A folder walk leaves out an earlier report or baseline of its own
/// (`adaptlint . -o report.json`), but only when that file is recognisably adaptlint's: a
/// spec is never skipped and then overwritten. `--write-baseline` replaces only a baseline.
struct OutputGuard {
    /// One output of the run that exists already.
    struct Output {
        /// How the user named it: `-o report.json`, `--report sarif:out.sarif`...
        let option: String
        let path: String
        let device: UInt64
        let inode: UInt64
        let isBaseline: Bool
    }

    private(set) var outputs: [Output] = []

    init(options: LintOptions) {
        for (option, path, isBaseline) in Self.named(options) {
            var info = stat()
            guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
            outputs.append(
                Output(
                    option: option, path: path, device: UInt64(info.st_dev), inode: UInt64(info.st_ino),
                    isBaseline: isBaseline))
        }
    }

    /// Every file the run writes: how the user named it, its path, and whether it is a baseline.
    static func named(_ options: LintOptions) -> [(option: String, path: String, isBaseline: Bool)] {
        let adoption = options.adoption
        var named: [(option: String, path: String, isBaseline: Bool)] = []
        if let path = options.output { named.append(("-o \(path)", path, false)) }
        for report in adoption.reports {
            if let path = report.path { named.append(("--report \(report.format):\(path)", path, false)) }
        }
        if let path = adoption.writeBaseline { named.append(("--write-baseline \(path)", path, true)) }
        if adoption.pruneBaseline, let path = adoption.baseline { named.append(("--prune-baseline", path, true)) }
        return named
    }

    /// The first output whose path goes through a symbolic link inside the working folder that
    /// leads out of it or nowhere (``OutputLinks``), unless `--allow-outside-output` was given.
    ///
    /// - Complexity: One `lstat` per component of each output's path.
    static func linkProblem(_ options: LintOptions, workingDirectory: String) -> String? {
        guard !options.adoption.allowOutsideOutput else { return nil }
        for (option, path, _) in named(options) {
            if let problem = OutputLinks.problem(path, workingDirectory: workingDirectory) {
                return
                    "'\(option)': \(problem.description); adaptlint writes through such a link only with --allow-outside-output"
            }
        }
        return nil
    }

    /// The first problem: an output that is a linted file, a skipped file that is not
    /// adaptlint's output, or a `--write-baseline` file that is not a baseline.
    ///
    /// - Parameters:
    ///   - linted: The paths the run lints.
    ///   - skipped: The files a walk left out because an output names them.
    ///   - lints: Whether the run really lints `linted[index]`, asked only of a file that is an
    ///     output (a walked JSON file that is not a spec is passed over, not linted).
    /// - Complexity: One `stat` per linted file when an output exists already; none otherwise.
    func problem(linted: [String], skipped: [String], lints: (Int) -> Bool = { _ in true }) -> String? {
        guard !outputs.isEmpty else { return nil }
        for output in outputs where output.option.hasPrefix("--write-baseline") {
            if !Self.isAdaptlintFile(output.path, baseline: true) {
                return
                    "'\(output.option)' would replace a file that is not an adaptlint baseline; remove it first or choose another path"
            }
        }
        for path in skipped {
            guard let output = output(for: path), !Self.isAdaptlintFile(path, baseline: output.isBaseline) else {
                continue
            }
            return "'\(output.option)' would replace '\(path)', a file this run lints; choose another path"
        }
        for (index, path) in linted.enumerated() {
            if let output = output(for: path), lints(index) {
                return "'\(output.option)' would replace '\(path)', a file this run lints; choose another path"
            }
        }
        return nil
    }

    /// The output that is the same file as `path`, if any.
    private func output(for path: String) -> Output? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return outputs.first { $0.device == UInt64(info.st_dev) && $0.inode == UInt64(info.st_ino) }
    }

    /// Whether the file at `path` is empty or starts as a report or a baseline adaptlint wrote:
    /// its first 4 KiB name the tool (`"name": "adaptlint"` in JSON and SARIF reports,
    /// `"tool": "adaptlint"` in baselines).
    static func isAdaptlintFile(_ path: String, baseline: Bool) -> Bool {
        let descriptor = posixOpen(path, FileReader.openFlags)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { raw in raw.baseAddress.map { read(descriptor, $0, raw.count) } ?? -1
        }
        guard count > 0 else { return count == 0 }
        let text = String(decoding: buffer[0..<count], as: UTF8.self).filter { !$0.isWhitespace }
        if baseline { return text.contains("\"tool\":\"adaptlint\"") }
        return text.contains("\"name\":\"adaptlint\"") || text.contains("\"tool\":\"adaptlint\"")
    }
}

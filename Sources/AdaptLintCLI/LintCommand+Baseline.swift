import AdaptLintCore
import Foundation

extension LintCommand {
    /// Reads a baseline file; a missing file is a problem only when `required`.
    func loadBaseline(_ path: String, required: Bool) -> Result<Baseline?, ConfigurationProblems> {
        guard FileManager.default.fileExists(atPath: path) || required else { return .success(nil) }
        switch FileReader.read(path, limit: Baseline.maximumBytes) {
        case .success(let bytes):
            return Baseline.parse(bytes, path: path).map { $0 }
        case .failure(.message(let message)):
            var problem = ConfigurationProblem(
                path: path, line: nil, column: nil, pointer: "", message: "cannot read the baseline: \(message)")
            problem.kind = "invalid-baseline"
            return .failure(ConfigurationProblems(problems: [problem]))
        case .failure(.tooLarge(let size)):
            var problem = ConfigurationProblem(
                path: path, line: nil, column: nil, pointer: "",
                message: "the baseline is \(size) bytes, more than 256 MiB")
            problem.kind = "invalid-baseline"
            return .failure(ConfigurationProblems(problems: [problem]))
        }
    }

    /// Compares with `--baseline`, rewrites it for `--prune-baseline`, writes
    /// `--write-baseline`, and prints stale entries.
    ///
    /// - Returns: The results to report and the stale entries, or nil after an error was printed.
    func applyBaseline(_ results: [FileResult], loaded: Baseline?) -> (results: [FileResult], stale: [BaselineEntry])? {
        var current = (results: results, stale: [BaselineEntry]())
        if let path = adoption.baseline, let loaded {
            let comparison = compare(results, with: loaded, baselinePath: path)
            current = (comparison.results, comparison.stale)
            if adoption.pruneBaseline {
                guard write(comparison.pruned, to: path) else { return nil }
                let removed = current.stale.reduce(0) { $0 + $1.count }
                tool.standardError(
                    "note: pruned \(removed) stale \(removed == 1 ? "entry" : "entries") from '\(Printable.escape(path))'\n"
                )
                current.stale = []
            }
        }
        if let path = adoption.writeBaseline {
            let previous: Baseline?
            switch loadBaseline(path, required: false) {
            case .success(let baseline): previous = baseline
            case .failure: previous = nil  // an unreadable old baseline is simply replaced
            }
            let directory = baselineDirectory(path)
            let recorded = Baseline.recording(
                results, fileKey: { key(for: $0, in: directory) }, previous: previous,
                fileExists: {
                    FileManager.default.fileExists(atPath: (directory as NSString).appendingPathComponent($0))
                })
            guard write(recorded, to: path) else { return nil }
            let count = recorded.entries.reduce(0) { $0 + $1.count }
            tool.standardError(
                "note: recorded \(count) \(count == 1 ? "finding" : "findings") in '\(Printable.escape(path))'\n")
            if adoption.baseline == nil || adoption.baseline == path {
                let comparison = compare(results, with: recorded, baselinePath: path)
                current = (comparison.results, comparison.stale)
            }
        }
        for entry in current.stale {
            let place =
                entry.line.map { "\(adoption.baseline ?? ""):\($0):\(entry.column ?? 1)" } ?? (adoption.baseline ?? "")
            let rule = Printable.escape(entry.rule)
            let pointer = Printable.escape(entry.pointer)
            tool.standardError(
                "\(Printable.escape(place)): note: baseline entry for '\(rule)' at '\(pointer)' in '\(Printable.escape(entry.file))' is no longer found (\(entry.count)x); --prune-baseline removes it\n"
            )
        }
        return current
    }

    func compare(_ results: [FileResult], with baseline: Baseline, baselinePath: String) -> BaselineComparison {
        let directory = baselineDirectory(baselinePath)
        return baseline.compare(
            results, fileKey: { key(for: $0, in: directory) },
            fileExists: { FileManager.default.fileExists(atPath: (directory as NSString).appendingPathComponent($0)) })
    }

    /// A stale entry with its file named as reports name files (relative to the working
    /// directory), for SARIF's `absent` results.
    func reportPath(_ entry: BaselineEntry) -> BaselineEntry {
        guard let path = adoption.baseline ?? adoption.writeBaseline else { return entry }
        let absolute = Paths.absolute(entry.file, in: baselineDirectory(path))
        var moved = entry
        moved.file = EffectiveConfiguration.relativePath(absolute, to: workingDirectory) ?? absolute
        return moved
    }

    /// The folder a baseline's file names are relative to: the baseline's own folder.
    func baselineDirectory(_ path: String) -> String {
        (Paths.absolute(path, in: workingDirectory) as NSString).deletingLastPathComponent
    }

    /// A result path as the baseline names it.
    func key(for path: String, in directory: String) -> String {
        Paths.relative(Paths.absolute(path, in: workingDirectory), from: directory)
    }

    /// Writes `baseline`, unless it is larger than a baseline may be read back
    /// (``Baseline/maximumBytes``).
    private func write(_ baseline: Baseline, to path: String) -> Bool {
        let bytes = Array(baseline.serialized.utf8)
        guard bytes.count <= Baseline.maximumBytes else {
            tool.standardError(
                "error: cannot write the baseline '\(Printable.escape(path))': it would be \(bytes.count) bytes, more than the 256 MiB a baseline may hold\n"
            )
            return false
        }
        do {
            try AtomicFile.write(bytes, to: path)
            return true
        } catch {
            tool.standardError(
                "error: cannot write the baseline '\(Printable.escape(path))': \(Printable.escape(error.description))\n"
            )
            return false
        }
    }
}

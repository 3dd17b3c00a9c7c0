/// The version of adaptlint, printed by `--version` and written into every report.
public enum AdaptLint {
    public static let version = "0.1.0"
    /// Version of the JSON report format (`--format json`).
    public static let jsonReportVersion = 1
    /// Version of the screen spec format this build reads.
    public static let specFormatVersion = 1
}

/// Everything one run found, in a stable order: what every reporter renders.
public struct LintReport: Sendable {
    /// Sorted by path.
    public var files: [FileResult]
    /// The rules that ran (input rules first), for SARIF's rule table and docs links.
    public var rules: [RuleDescription]
    /// Baseline entries no longer found (SARIF `baselineState: absent`); empty without a baseline.
    public var staleBaselineEntries: [BaselineEntry] = []

    public init(files: [FileResult], rules: [RuleDescription]) {
        // Files usually arrive sorted (discovery sorts them); keeping the array then shares its
        // storage with the caller's instead of holding a second copy of every result.
        // By index, so that no result is copied out of the array; compared on bytes where the
        // paths are ASCII (PathOrder says why).
        let sorted = PathOrder.increasing(count: files.count, strictly: false) { files[$0].path }
        self.files = sorted ? files : files.sorted { $0.path < $1.path }
        self.rules = rules
    }

    /// All diagnostics in report order.
    public var diagnostics: [Diagnostic] { files.flatMap(\.diagnostics) }

    /// How many diagnostics of each severity.
    public var counts: [Severity: Int] {
        var counts: [Severity: Int] = [.error: 0, .warning: 0, .note: 0]
        for index in files.indices where !files[index].diagnostics.isEmpty {
            for diagnostic in files[index].diagnostics { counts[diagnostic.severity, default: 0] += 1 }
        }
        return counts
    }

    /// Files that could not be read, parsed or decoded.
    ///
    /// Only results with a read error or diagnostics can be invalid, and only those are asked.
    /// - Complexity: O(n) in the number of files (and their diagnostics).
    public var invalidInputCount: Int {
        var count = 0
        for index in files.indices where !files[index].diagnostics.isEmpty || files[index].readError != nil {
            if files[index].isInvalidInput { count += 1 }
        }
        return count
    }

    /// A one-line summary: "3 errors, 1 warning and 0 notes in 12 files (2 with findings)".
    public var summaryLine: String {
        let counts = counts
        // One loop for both counts.
        var withFindings = 0
        var unreadable = 0
        for index in files.indices {
            let unread = files[index].readError != nil
            if unread { unreadable += 1 }
            if unread || !files[index].diagnostics.isEmpty { withFindings += 1 }
        }
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        var line =
            "\(plural(counts[.error] ?? 0, "error")), \(plural(counts[.warning] ?? 0, "warning")) and \(plural(counts[.note] ?? 0, "note"))"
        line += " in \(plural(files.count, "file"))"
        if withFindings > 0 { line += " (\(withFindings) with findings)" }
        if unreadable > 0 { line += "; \(plural(unreadable, "file")) could not be read" }
        // Nothing silenced and no stale entry: the summary of silenced findings is empty, so the
        // two walks that compute it are skipped.
        if hasSilenced || !staleBaselineEntries.isEmpty { line += silencedSummary }
        return line
    }

    /// Whether any file has a silenced finding (suppressed, or in the baseline): the cheap question
    /// to ask before the counts of `LintReport+Silenced.swift`, which walk every finding.
    /// - Complexity: O(n) in the number of files.
    public var hasSilenced: Bool {
        files.contains { !$0.silenced.isEmpty }
    }
}

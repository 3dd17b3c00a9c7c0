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
        // By index: zipping the array with itself copied two results (five references) per pair.
        let sorted = files.indices.dropFirst().allSatisfy { files[$0 - 1].path <= files[$0].path }
        self.files = sorted ? files : files.sorted { $0.path < $1.path }
        self.rules = rules
    }

    /// All diagnostics in report order.
    public var diagnostics: [Diagnostic] { files.flatMap(\.diagnostics) }

    /// How many diagnostics of each severity.
    public var counts: [Severity: Int] {
        var counts: [Severity: Int] = [.error: 0, .warning: 0, .note: 0]
        for file in files {
            for diagnostic in file.diagnostics { counts[diagnostic.severity, default: 0] += 1 }
        }
        return counts
    }

    /// Files that could not be read, parsed or decoded.
    public var invalidInputCount: Int { files.count(where: \.isInvalidInput) }

    /// A one-line summary: "3 errors, 1 warning and 0 notes in 12 files (2 with findings)".
    public var summaryLine: String {
        let counts = counts
        let withFindings = files.count(where: { !$0.diagnostics.isEmpty || $0.readError != nil })
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        var line =
            "\(plural(counts[.error] ?? 0, "error")), \(plural(counts[.warning] ?? 0, "warning")) and \(plural(counts[.note] ?? 0, "note"))"
        line += " in \(plural(files.count, "file"))"
        if withFindings > 0 { line += " (\(withFindings) with findings)" }
        let unreadable = files.count(where: { $0.readError != nil })
        if unreadable > 0 { line += "; \(plural(unreadable, "file")) could not be read" }
        line += silencedSummary
        return line
    }
}

extension LintReport {
    /// Every diagnostic, silenced ones included, in report order: what JSON and SARIF carry.
    ///
    /// - Complexity: O(d log d) in the number of diagnostics.
    public var allDiagnostics: [Diagnostic] {
        files.flatMap { ($0.diagnostics + $0.silenced).sorted(by: Diagnostic.reportOrder) }
    }

    /// Findings suppressed in the specs.
    public var suppressedCount: Int {
        files.reduce(0) { $0 + $1.silenced.filter { $0.suppression != nil }.count }
    }

    /// Findings already recorded in the baseline (and not suppressed).
    public var baselinedCount: Int {
        files.reduce(0) { $0 + $1.silenced.filter { $0.suppression == nil && $0.baselineState == .unchanged }.count }
    }

    /// "; 2 suppressed; 5 in the baseline", or an empty string.
    var silencedSummary: String {
        var text = ""
        let suppressed = suppressedCount
        let baselined = baselinedCount
        if suppressed > 0 { text += "; \(suppressed) suppressed" }
        if baselined > 0 { text += "; \(baselined) in the baseline" }
        if !staleBaselineEntries.isEmpty {
            let stale = staleBaselineEntries.reduce(0) { $0 + $1.count }
            text += "; \(stale) baseline \(stale == 1 ? "entry" : "entries") no longer found"
        }
        return text
    }

    /// Whether any diagnostic of the run is suppressed: SARIF then gives every result a
    /// `suppressions` array (empty when unsuppressed), as SARIF 2.1.0 section 3.27.23 asks.
    public var hasSuppressions: Bool { files.contains { $0.silenced.contains { $0.suppression != nil } } }
}

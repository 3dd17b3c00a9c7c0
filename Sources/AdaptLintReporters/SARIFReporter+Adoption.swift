import AdaptJSON
import AdaptLintCore

/// Suppressions and baselines in SARIF (docs/suppressions.md, docs/baselines.md).
extension SARIFReporter {
    /// A stale baseline entry as a diagnostic with `baselineState: absent`, at its file and pointer.
    static func absent(_ entry: BaselineEntry, rules: [RuleDescription]) -> Diagnostic {
        let severity = rules.first { $0.identifier == entry.rule }?.defaultSeverity ?? .warning
        let recorded = entry.messages.first.map { ": \($0)" } ?? ""
        let start = SourcePosition(line: 1, column: 1)
        var diagnostic = Diagnostic(
            ruleID: entry.rule, severity: severity,
            message: "recorded in the baseline (\(entry.count)x) and no longer found\(recorded)",
            location: Location(path: entry.file, start: start, end: start, pointer: entry.pointer, byteRange: 0..<0))
        diagnostic.baselineState = .absent
        return diagnostic
    }

    /// `suppressions` (when the run has any, `listsSuppressions`: an empty array for unsuppressed
    /// results, as SARIF 2.1.0 section 3.27.23 asks) and `baselineState`. The caller asks the
    /// report once per run: the question walks every file.
    static func adoptionMembers(
        _ diagnostic: Diagnostic, listsSuppressions: Bool, locations: SARIFLocations
    ) -> [JSONValue.Member] {
        var members: [JSONValue.Member] = []
        if listsSuppressions {
            let suppressions: [JSONValue] =
                diagnostic.suppression.map { record in
                    [
                        [
                            "kind": "inSource", "status": "accepted", "justification": .string(record.justification),
                            "location": locations.location(record.location),
                        ]
                    ]
                } ?? []
            members.append(.init("suppressions", .array(suppressions)))
        }
        if let state = diagnostic.baselineState {
            members.append(.init("baselineState", .string(state.rawValue)))
        }
        return members
    }
}

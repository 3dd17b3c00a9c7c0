/// The ids adaptlint reports about suppressions themselves.
///
/// `unused-suppression` and `expired-suppression` are warnings that a configuration may turn
/// off or change; `invalid-suppression` is always an error, because a suppression that cannot
/// be read would otherwise hide nothing while looking as if it did.
public enum SuppressionRules {
    public static let unused = RuleDescription(
        identifier: "unused-suppression",
        title: "Unused suppression",
        summary: "A suppression in a spec matches no finding inside its object.",
        rationale: """
            A suppression outlives the problem it was written for: once the tap target is fixed, the \
            suppression stays and would silently hide the next problem of the same kind in that object. \
            Reporting it keeps suppressions honest and few.
            """,
        guideline: citation, defaultSeverity: .warning)

    public static let expired = RuleDescription(
        identifier: "expired-suppression",
        title: "Expired suppression",
        summary: "A suppression's 'expires' date has passed; it no longer hides its finding.",
        rationale: """
            An expiry date turns "we will fix this later" into a date the linter enforces. After that day the \
            suppression stops working, the finding it hid is reported again, and this warning points at the \
            date to renew or remove.
            """,
        guideline: citation, defaultSeverity: .warning)

    public static let invalid = RuleDescription(
        identifier: "invalid-suppression",
        title: "Invalid suppression",
        summary: "A suppression is malformed: no reason, an unknown rule id, a bad date or an unknown key.",
        rationale: """
            Every suppression must say which rule it silences and why, so that a reviewer can judge it. A \
            malformed suppression silences nothing and is reported as an error, with a "did you mean" for \
            a misspelt rule id.
            """,
        guideline: citation, defaultSeverity: .error)

    /// All three, in documentation order.
    public static let all = [unused, expired, invalid]

    private static let citation = GuidelineCitation(
        document: "-", source: "adaptlint suppressions (docs/suppressions.md)", section: "Suppressions",
        paraphrase: "A finding may be suppressed in the spec with a rule id, a reason and an optional expiry date.")
}

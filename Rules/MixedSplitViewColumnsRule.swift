import AdaptLintCore

/// Reports an app whose screens use split views with different column counts.
public struct MixedSplitViewColumnsRule: AppRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "mixed-split-view-columns",
        title: "One split-view column count per app",
        summary:
            "The screens of one app use either two-column or three-column split views, not both, unless marked custom.",
        rationale: """
            SwiftUI's navigation split view is set up once for the app with either two or three columns, so a \
            design that gives one screen a list and detail pair and another a sidebar, list and detail triple \
            cannot be built with it; the mismatch surfaces late, when the team has to write its own container. \
            adaptlint takes the first split view in `screens` as the reference and reports every later one with \
            a different count. A screen whose split view is built by hand says so with `"custom": true` and is \
            left out.
            """,
        guideline: GuidelineCitation(
            document: "001", source: "SAP Fiori for iOS, Adaptive Apps",
            section: "Identifying and Merging Related List Detail Screens",
            paraphrase: """
                With SwiftUI's navigation split view, an app cannot combine two-column and three-column \
                layouts; doing so needs a container of the team's own.
                """),
        defaultSeverity: .warning,
        triggeringExamples: MixedSplitViewColumnsRuleExamples.triggering,
        nonTriggeringExamples: MixedSplitViewColumnsRuleExamples.nonTriggering)

    public func check(_ app: AppSpec, context: AppRuleContext) -> [Finding] {
        let split = app.screens.filter { $0.splitView.map { !$0.isCustom } ?? false }
        guard let reference = split.first, let referenceView = reference.splitView else { return [] }
        var findings: [Finding] = []
        for screen in split.dropFirst() {
            guard let view = screen.splitView, view.columns.value != referenceView.columns.value else { continue }
            findings.append(
                Finding(
                    node: view.columns.node,
                    message: """
                        screen '\(screen.id.value)' has a \(view.columns.value)-column split view but screen \
                        '\(reference.id.value)' has \(referenceView.columns.value) columns; use \
                        \(referenceView.columns.value) columns in every split view, or mark a hand-built one \
                        with "custom": true
                        """,
                    related: [
                        RelatedNode(
                            node: referenceView.columns.node,
                            message: "the first split view has \(referenceView.columns.value) columns")
                    ]))
        }
        return findings
    }
}

import AdaptLintCore

/// Reports a list screen that opens a detail screen without a split view to show both.
public struct ListDetailSideBySideRule: AppRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "list-detail-side-by-side",
        title: "List and detail side by side",
        summary: "A list screen that opens a detail screen has a split view of two or more columns for regular width.",
        rationale: """
            In compact width a list pushes its detail screen, one after the other. Regular width has the room \
            to show both at once, and an iPad app that still replaces the list with the detail makes people go \
            back and forth for every item. The app description says which screens a screen opens and which \
            screens are details; a screen that opens a detail screen and is not a detail itself (its role is \
            `list` or not given) needs a `splitView` with at least two columns. A detail that opens a further \
            detail is a drill-down and is not reported.
            """,
        guideline: GuidelineCitation(
            document: "001", source: "SAP Fiori for iOS, Adaptive Apps",
            section: "Identifying and Merging Related List Detail Screens; Reducing Navigation Hierarchies",
            paraphrase: """
                Closely related list and detail screens become a single screen in regular width, the list in one \
                column and the selected item's detail in the next, which removes a level of navigation.
                """),
        defaultSeverity: .warning,
        triggeringExamples: ListDetailSideBySideRuleExamples.triggering,
        nonTriggeringExamples: ListDetailSideBySideRuleExamples.nonTriggering)

    public func check(_ app: AppSpec, context: AppRuleContext) -> [Finding] {
        var findings: [Finding] = []
        for screen in app.screens where screen.splitView == nil {
            guard screen.role == nil || screen.role?.value == .list else { continue }
            var reported = Set<String>()
            for target in screen.opens {
                guard let detail = app.screen(target.value), let role = detail.role, role.value == .detail,
                    reported.insert(target.value).inserted
                else { continue }
                findings.append(
                    Finding(
                        node: target.node,
                        message: """
                            screen '\(screen.id.value)' opens detail screen '\(detail.id.value)' but has no split \
                            view; add "splitView": { "columns": 2 } so that regular width shows the list beside \
                            the detail
                            """,
                        related: [RelatedNode(node: role.node, message: "'\(detail.id.value)' is a detail screen")]))
            }
        }
        return findings
    }
}

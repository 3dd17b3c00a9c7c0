import AdaptLintCore

/// Reports secondary destinations placed in the compact tab bar.
public struct SecondaryDestinationsRule: AppRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "secondary-destinations",
        title: "Only primary destinations in the compact tab bar",
        summary: "When compact width shows a tab bar, every top-level destination (each tab) is a primary destination.",
        rationale: """
            Each top-level destination of an app with a compact tab bar becomes a tab. Tabs are scarce and \
            always visible, so they are for primary destinations; secondary ones belong under a primary \
            destination, where compact width opens them full screen and the regular-width sidebar lists them \
            in the primary destination's section. adaptlint reports a top-level destination marked \
            `"level": "secondary"` when the compact style is `tabBar` or `sidebarAdaptable` (a tab bar on \
            iPhone). Nest it in the `children` of the primary destination it belongs to.
            """,
        guideline: GuidelineCitation(
            document: "001", source: "SAP Fiori for iOS, Adaptive Apps",
            section: "Mapping Hierarchical Navigation Destinations",
            paraphrase: """
                A sidebar shows primary destinations and, in collapsible sections, secondary ones; in compact \
                width the tab bar carries the primary destinations alone, and secondary ones open full screen.
                """),
        defaultSeverity: .warning,
        triggeringExamples: SecondaryDestinationsRuleExamples.triggering,
        nonTriggeringExamples: SecondaryDestinationsRuleExamples.nonTriggering)

    public func check(_ app: AppSpec, context: AppRuleContext) -> [Finding] {
        guard let navigation = app.navigation,
            [.tabBar, .sidebarAdaptable].contains(navigation.compact.value)
        else { return [] }
        return navigation.destinations.compactMap { destination in
            guard let level = destination.level, level.value == .secondary else { return nil }
            return Finding(
                node: level.node,
                message: """
                    secondary destination '\(destination.id.value)' is a tab of the compact tab bar; move it into \
                    the 'children' of a primary destination so that compact width opens it full screen
                    """,
                related: [
                    RelatedNode(
                        node: navigation.compact.node,
                        message: "compact width uses '\(navigation.compact.value.rawValue)'")
                ])
        }
    }
}

import AdaptLintCore

/// Reports an app with nested destinations that has no sidebar in regular width.
public struct DeepHierarchySidebarRule: AppRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "deep-hierarchy-sidebar",
        title: "Deep hierarchies use a sidebar",
        summary: "An app whose navigation destinations have children uses a sidebar in regular width.",
        rationale: """
            A tab bar holds a handful of flat, distinct destinations. Once destinations have destinations of \
            their own, a regular-width tab bar hides that second level behind extra taps, while a sidebar \
            lists primary destinations with their secondary ones in collapsible sections and so flattens the \
            hierarchy. adaptlint reports a regular `navigation` style of `tabBar` or `stack` when any \
            destination has `children`; `sidebar` and the adaptable sidebar of iOS 18 (`sidebarAdaptable`) both \
            pass. Compact width keeps its tab bar either way.
            """,
        guideline: GuidelineCitation(
            document: "001", source: "SAP Fiori for iOS, Adaptive Apps (with 004, Tab Bar and Sidebar)",
            section: "Tab Bar and Sidebar",
            paraphrase: """
                A few distinct destinations suit a tab bar in both widths; a hierarchical, deep structure calls \
                for a sidebar in regular width and a tab bar in compact width, the sidebar showing primary and \
                secondary targets.
                """),
        defaultSeverity: .warning,
        triggeringExamples: DeepHierarchySidebarRuleExamples.triggering,
        nonTriggeringExamples: DeepHierarchySidebarRuleExamples.nonTriggering)

    public func check(_ app: AppSpec, context: AppRuleContext) -> [Finding] {
        guard let navigation = app.navigation, !navigation.regular.value.flattensHierarchy,
            let parent = navigation.allDestinations.first(where: { !$0.destination.children.isEmpty })?.destination
        else { return [] }
        let levels = navigation.destinations.map { $0.height + 1 }.max() ?? 1
        return [
            Finding(
                node: navigation.regular.node,
                message: """
                    the navigation is \(levels) levels deep but regular width uses '\(navigation.regular.value.rawValue)'; \
                    use 'sidebar' in regular width so that secondary destinations are listed under their primary one
                    """,
                related: [RelatedNode(node: parent.id.node, message: "'\(parent.id.value)' has child destinations")],
                fixes: [
                    NodeFix(
                        node: navigation.regular.node, replacement: "\"sidebar\"",
                        description: "use a sidebar in regular width")
                ])
        ]
    }
}

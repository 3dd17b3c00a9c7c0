import AdaptLintCore

/// Reports sidebar navigation that an app's deployment target cannot adapt to compact width.
public struct SidebarDeploymentTargetRule: AppRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "sidebar-deployment-target",
        title: "Sidebar adaptation matches the deployment target",
        summary:
            "Before iOS 18, a regular-width sidebar comes with an explicit compact tab bar, and the adaptable sidebar style is not used.",
        rationale: """
            On iOS 17 and earlier nothing turns a sidebar into a tab bar: unless the team builds the tab bar \
            itself, iPhones get the sidebar, a regular-width pattern. The adaptable sidebar style that switches \
            on its own exists only from iOS 18. adaptlint reads `deploymentTarget`; when it is below 18.0, a \
            regular `sidebar` needs `"compact": "tabBar"`, and `sidebarAdaptable` is reported in either width. \
            Without a deployment target nothing is reported.
            """,
        guideline: GuidelineCitation(
            document: "001", source: "SAP Fiori for iOS, Adaptive Apps",
            section: "Tab Bar and Sidebar; Converting the Navigation",
            paraphrase: """
                For iOS 17 and older, swap the sidebar for a tab bar in compact width by hand, because the \
                system leaves the sidebar in place; the adaptable sidebar style is available from iOS 18 on.
                """),
        defaultSeverity: .warning,
        triggeringExamples: SidebarDeploymentTargetRuleExamples.triggering,
        nonTriggeringExamples: SidebarDeploymentTargetRuleExamples.nonTriggering)

    public func check(_ app: AppSpec, context: AppRuleContext) -> [Finding] {
        guard let navigation = app.navigation, let target = app.deploymentTarget,
            target.value < AppSpec.adaptableSidebarVersion
        else { return [] }
        var findings: [Finding] = []
        for (style, width) in [(navigation.compact, "compact"), (navigation.regular, "regular")]
        where style.value == .sidebarAdaptable {
            findings.append(
                Finding(
                    node: style.node,
                    message: """
                        '\(width)' uses 'sidebarAdaptable', which needs iOS 18, but the deployment target is \
                        \(target.value); use 'sidebar' in regular width and 'tabBar' in compact width, or raise \
                        the deployment target to 18.0
                        """,
                    related: [RelatedNode(node: target.node, message: "the deployment target")]))
        }
        if navigation.regular.value == .sidebar, navigation.compact.value != .tabBar,
            navigation.compact.value != .sidebarAdaptable
        {
            findings.append(
                Finding(
                    node: navigation.compact.node,
                    message: """
                        regular width uses a sidebar and compact width '\(navigation.compact.value.rawValue)' with \
                        a deployment target of \(target.value); before iOS 18 build the compact tab bar yourself \
                        and set 'compact' to 'tabBar'
                        """,
                    related: [RelatedNode(node: target.node, message: "the deployment target")],
                    fixes: [
                        NodeFix(
                            node: navigation.compact.node, replacement: "\"tabBar\"",
                            description: "use a tab bar in compact width")
                    ]))
        }
        return findings
    }
}

import AdaptLintCore

/// Reports compact tab bars that regular width drops, and tab destinations one width lacks.
public struct TabBarAdaptsRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "tab-bar-adapts",
        title: "Tab bar adapts to regular width",
        summary:
            "A screen with a tab bar in compact width has a tab bar or a sidebar in regular width, and the same tab destinations in both.",
        rationale: """
            A tab bar holds the app's primary destinations. In regular width it may stay a tab bar, turn into \
            a sidebar that also lists secondary destinations, or be a tab bar that people can turn into a \
            sidebar (iPadOS 18); but a regular layout with neither, such as a bare navigation bar, strands \
            people on one destination when the window grows. adaptlint compares the environments that differ \
            only in width. A tab item is one destination, recognised by its id in the other width; a tab \
            item that carries `shows` or `actions` is left to `information-parity`, which already reports \
            each missing item, so only tab items without content are checked here. When regular width has no \
            tab bar or sidebar at all, that one finding stands for its destinations. Whether the sidebar \
            shows secondary destinations, and which style the app uses, is app-level and outside a screen spec.
            """,
        guideline: GuidelineCitation(
            document: "001", source: "SAP Fiori for iOS, Adaptive Apps",
            section: "Converting the Navigation (with 004, Tab Bar and Sidebar)",
            paraphrase: """
                In regular width, a compact tab bar becomes a sidebar, stays a tab bar, or becomes the \
                adaptable sidebar style of iOS 18; apps with few distinct destinations keep a tab bar in both \
                widths, deep hierarchies use a sidebar in regular width. Destinations stay reachable in both.
                """),
        defaultSeverity: .warning,
        triggeringExamples: TabBarAdaptsRuleExamples.triggering,
        nonTriggeringExamples: TabBarAdaptsRuleExamples.nonTriggering)

    public func check(_ screen: ScreenSpec, context: RuleContext) -> [Finding] {
        // Without any navigation component, no environment pair has one to compare.
        guard screen.componentIndex.contains(anyOf: Self.navigationTypes) else { return [] }
        var reported = Set<Reported>()
        var findings: [Finding] = []
        for pair in WidthPairs.pairs {
            let compact = screen.components(in: pair.compact)
            let regular = screen.components(in: pair.regular)
            guard compact.contains(where: Self.isNavigation) || regular.contains(where: Self.isNavigation) else {
                continue
            }
            if let tabBar = compact.first(where: { $0.type.value == .tabBar }),
                !regular.contains(where: { $0.type.value == .tabBar || $0.type.value == .sidebar })
            {
                if let layout = screen.mostSpecificLayout(in: pair.regular),
                    reported.insert(Reported(layout: layout.index, destination: nil)).inserted
                {
                    findings.append(
                        Finding(
                            node: layout.when?.node ?? layout.node,
                            message:
                                "\(layout.label) has no tab bar or sidebar, but compact width has tab bar '\(tabBar.id.value)'; keep its destinations in a tab bar, a sidebar or a tab bar that turns into a sidebar",
                            related: [RelatedNode(node: tabBar.type.node, message: "tab bar here in compact width")]))
                }
            } else {
                lostDestinations(from: compact, to: regular, in: pair.regular, of: screen, into: &findings, &reported)
            }
            lostDestinations(from: regular, to: compact, in: pair.compact, of: screen, into: &findings, &reported)
        }
        return findings
    }

    /// Whether a component is a tab bar, tab item or sidebar.
    /// The types of ``isNavigation(_:)``.
    static let navigationTypes = ComponentTypeSet(.tabBar, .tabItem, .sidebar)

    static func isNavigation(_ component: Component) -> Bool {
        switch component.type.value {
        case .tabBar, .tabItem, .sidebar: true
        default: false
        }
    }

    /// Appends a finding for each content-free tab item of `source` whose id `target` lacks.
    ///
    /// - Complexity: O(components).
    private func lostDestinations(
        from source: ComponentList, to target: ComponentList, in environment: Environment, of screen: ScreenSpec,
        into findings: inout [Finding], _ reported: inout Set<Reported>
    ) {
        let items = source.filter { $0.type.value == .tabItem && $0.shows.isEmpty && $0.actions.isEmpty }
        guard !items.isEmpty, let layout = screen.mostSpecificLayout(in: environment) else { return }
        let present = Set(target.map(\.id.value))
        let here = environment.width == .regular ? "compact width" : "regular width"
        let there = "\(environment.width.rawValue) width"
        for item in items where !present.contains(item.id.value) {
            guard reported.insert(Reported(layout: layout.index, destination: item.id.value)).inserted else { continue }
            findings.append(
                Finding(
                    node: layout.when?.node ?? layout.node,
                    message:
                        "destination '\(item.id.value)' is offered in \(here) but cannot be reached in \(there); give \(layout.label) a tab item or sidebar row with id '\(item.id.value)'",
                    related: [RelatedNode(node: item.id.node, message: "offered here in \(here)")]))
        }
    }

    /// One finding per layout and lost destination (nil: the whole tab bar).
    private struct Reported: Hashable {
        var layout: Int
        var destination: String?
    }
}

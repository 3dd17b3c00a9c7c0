import AdaptLintCore

/// Reports carousels that show no more cards at once in regular width than in compact width.
public struct CarouselRegularShowsMoreRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "carousel-regular-shows-more",
        title: "Carousel shows more in regular width",
        summary: "A carousel shows more cards at once in regular width than the same carousel in compact width.",
        rationale: """
            Regular width has room for more cards side by side. Using it lets a carousel hold more items within \
            a few swipes, so the separate list that compact width needs to reach them all can go, and the \
            hierarchy gets one level flatter. The rule pairs the trait environments that differ only in width \
            (same height class and orientation, such as an iPhone in portrait and an iPad in portrait) and \
            compares the cards in view, `visibleItems x rows`, of every carousel id declared separately for \
            each. A carousel declared once, in a layout that serves both width classes, is not compared: the \
            spec cannot say whether its count scales with the width. Carousels without `visibleItems` are left \
            to `carousel-reach`. The guideline offers this as a technique rather than a requirement, so the \
            finding is a note.
            """,
        guideline: GuidelineCitation(
            document: "001", source: "SAP Fiori for iOS, Adaptive Apps",
            section: "Reducing Navigation Hierarchies (Card Carousel)",
            paraphrase: """
                A carousel can show more cards in regular width and so replace the extra list compact width \
                needs; the worked figures are two cards in view in compact width and four in regular width.
                """),
        defaultSeverity: .note,
        triggeringExamples: CarouselRegularShowsMoreRuleExamples.triggering,
        nonTriggeringExamples: CarouselRegularShowsMoreRuleExamples.nonTriggering)

    /// Each regular-width environment with the compact-width environments of the same height class and
    /// orientation.
    static let pairs: [(compact: Environment, regular: Environment)] = Environment.realizable.filter {
        $0.width == .regular
    }.flatMap { regular in
        Environment.realizable.filter {
            $0.width == .compact && $0.height == regular.height && $0.orientation == regular.orientation
        }.map { (compact: $0, regular: regular) }
    }

    public func check(_ screen: ScreenSpec, context: RuleContext) -> [Finding] {
        // Only carousels that give `visibleItems` are compared.
        guard
            screen.componentIndex.components.contains(where: { $0.type.value == .carousel && $0.visibleItems != nil })
        else { return [] }
        // Environments that show the same components show the same carousels: collect them once
        // per distinct component list.
        let lists = screen.componentIndex.realizableListIDs
        var byList = [[String: Component]?](repeating: nil, count: screen.componentIndex.realizableLists.count)
        func carousels(in environment: Environment) -> [String: Component] {
            guard let position = Environment.realizable.firstIndex(of: environment) else {
                return Self.carousels(of: screen, in: environment)
            }
            if let known = byList[lists[position]] { return known }
            let found = Self.carousels(of: screen, in: environment)
            byList[lists[position]] = found
            return found
        }
        var reported: Set<[Int]> = []
        var findings: [Finding] = []
        for pair in Self.pairs {
            let compact = carousels(in: pair.compact)
            for regular in carousels(in: pair.regular).values.sorted(by: { $0.node < $1.node }) {
                guard let narrow = compact[regular.id.value], narrow.node != regular.node,
                    let wide = regular.visibleItems, let few = narrow.visibleItems,
                    reported.insert([wide.node, few.node]).inserted
                else { continue }
                let inView = wide.value * (regular.rows?.value ?? 1)
                let compactInView = few.value * (narrow.rows?.value ?? 1)
                guard inView <= compactInView else { continue }
                let count = Points.format(compactInView)
                findings.append(
                    Finding(
                        node: wide.node,
                        message:
                            "carousel '\(regular.id.value)' shows \(Points.count(inView, "card")) at once in regular width, no more than the \(count) in compact width; show more than \(count) where there is room",
                        related: [
                            RelatedNode(
                                node: few.node,
                                message: "'\(regular.id.value)' shows \(count) at once in compact width here")
                        ]))
            }
        }
        return findings
    }

    /// The carousels shown in `environment` by id: the first occurrence that gives `visibleItems`.
    static func carousels(of screen: ScreenSpec, in environment: Environment) -> [String: Component] {
        var result: [String: Component] = [:]
        for component in screen.components(in: environment)
        where component.type.value == .carousel && component.visibleItems != nil && result[component.id.value] == nil {
            result[component.id.value] = component
        }
        return result
    }
}

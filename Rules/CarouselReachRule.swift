import AdaptLintCore

/// Reports carousels whose last items take more than four swipes to reach.
public struct CarouselReachRule: Rule {
    public init() {}

    /// How many swipes may it take, at most, to bring every item into view.
    public static let maximumSwipes = RuleParameter(
        name: "maximumSwipes", defaultValue: 4, unit: "swipes",
        summary: "Most swipes a person should need to reach the last item of a carousel.")

    public static let description = RuleDescription(
        identifier: "carousel-reach",
        title: "Carousel reach",
        summary:
            "Every item of a carousel can be reached within 4 swipes (maximumSwipes): items <= visibleItems x rows x 4.",
        rationale: """
            A carousel hides most of its items, and few people swipe on and on to find the rest: what lies \
            beyond a handful of swipes is effectively gone. Each swipe brings about one screenful of items, \
            so a carousel reaches `visibleItems x rows x maximumSwipes` items. Showing more items at once in \
            regular width, or a second row, lets a carousel replace the extra list that compact width would \
            otherwise need. Each layout is checked separately, since the visible count changes with the width.
            """,
        guideline: GuidelineCitation(
            document: "001", source: "SAP Fiori for iOS, Adaptive Apps",
            section: "Reducing Navigation Hierarchies (Card Carousel)",
            paraphrase: """
                Keep every card of a carousel within three or four swipes. With two cards in view, four swipes \
                reach eight cards; with four in view (regular width), sixteen; a carousel of two rows doubles \
                that to thirty-two.
                """),
        defaultSeverity: .warning,
        parameters: [maximumSwipes],
        triggeringExamples: CarouselReachRuleExamples.triggering,
        nonTriggeringExamples: CarouselReachRuleExamples.nonTriggering)

    public func check(_ screen: ScreenSpec, context: RuleContext) -> [Finding] {
        // Every layout's components, in order: the carousels, a handful per screen.
        let index = screen.componentIndex
        guard index.types.contains(.carousel) else { return [] }
        let carousels = index.positions { $0.type.value == .carousel }
        guard !carousels.isEmpty else { return [] }
        let swipes = context.value(Self.maximumSwipes)
        return carousels.compactMap { finding(for: index.components[$0], swipes: swipes) }
    }

    /// The finding for one occurrence of a carousel, if some items are out of reach or its reach
    /// cannot be computed.
    private func finding(for carousel: Component, swipes: Double) -> Finding? {
        var name: String { carousel.id.value }
        guard let items = carousel.items, let visible = carousel.visibleItems else {
            let missing = [
                carousel.items == nil ? "'items'" : nil, carousel.visibleItems == nil ? "'visibleItems'" : nil,
            ]
            return Finding(
                node: carousel.id.node,
                message:
                    "reach of carousel '\(name)' cannot be checked; give it \(missing.compactMap { $0 }.joined(separator: " and "))",
                severity: .note)
        }
        let rows = carousel.rows?.value ?? 1
        let capacity = visible.value * rows * swipes
        guard items.value > capacity else { return nil }
        // Doubles, not Ints: a spec may say 1e300 items, which no Int holds.
        let reachable = max(capacity, 0).rounded(.down)
        var remedies: [String] = []
        if swipes > 0 {
            let needed = Points.roundedUpToHundredths(items.value / (rows * swipes))
            remedies.append("show at least \(Points.format(needed)) items at once")
        }
        if rows == 1, visible.value * 2 * swipes >= items.value { remedies.append("add a second row") }
        if reachable > 0 { remedies.append("keep at most \(Points.count(reachable, "item"))") }
        let view =
            rows == 1
            ? "\(Points.format(visible.value)) visible"
            : "\(Points.format(visible.value)) visible in \(Points.format(rows)) rows"
        var message =
            "carousel '\(name)' has \(Points.count(items.value, "item")), but \(Points.count(swipes, "swipe")) with \(view) reach only \(Points.format(reachable))"
        message += "; \(Points.format(items.value - reachable)) cannot be reached"
        if !remedies.isEmpty { message += ": " + Wording.alternatives(remedies) }
        // The two numbers that disagree: the items, and how many are visible (what a fix may change too).
        return Finding(
            node: items.node, message: message,
            related: [RelatedNode(node: visible.node, message: "it shows \(Points.format(visible.value)) at once here")]
        )
    }
}

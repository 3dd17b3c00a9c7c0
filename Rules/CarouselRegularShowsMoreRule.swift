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

    /// The positions of ``pairs``' environments in ``Environment/realizable``.
    static let pairPositions: [(compact: Int, regular: Int)] = pairs.map { pair in
        (
            Environment.realizable.firstIndex(of: pair.compact) ?? 0,
            Environment.realizable.firstIndex(of: pair.regular) ?? 0
        )
    }

    public func check(_ screen: ScreenSpec, context: RuleContext) -> [Finding] {
        // Only carousels that give `visibleItems` are compared. Their ids are numbered by the
        // decoder, and the carousels of an environment are found by id with an array lookup.
        let index = screen.componentIndex
        var ids = [Int](repeating: -1, count: index.components.count)
        var anyCarousel = false
        for (position, component) in index.components.enumerated()
        where component.type.value == .carousel && component.visibleItems != nil {
            ids[position] = component.idNumber
            anyCarousel = true
        }
        guard anyCarousel else { return [] }
        let idCount = screen.store.names.count
        // Environments that show the same components show the same carousels: collect them once
        // per distinct component list, the first occurrence of each id.
        let lists = index.realizableListIDs
        var byList = [RotationKeepsComponentsRule.ShownByID?](repeating: nil, count: index.realizableLists.count)
        func carousels(at position: Int) -> RotationKeepsComponentsRule.ShownByID {
            if let known = byList[lists[position]] { return known }
            let found = RotationKeepsComponentsRule.ShownByID(
                index.realizablePositions[lists[position]].filter { ids[$0] >= 0 }, index: index, ids: ids,
                count: idCount)
            byList[lists[position]] = found
            return found
        }
        var reported: Set<[Int]> = []
        var findings: [Finding] = []
        for positions in Self.pairPositions {
            let compact = carousels(at: positions.compact)
            for regularAt in carousels(at: positions.regular).firstByNode {
                guard let narrowAt = compact.first[ids[regularAt]] else { continue }
                let regular = index.components[regularAt]
                let narrow = index.components[narrowAt]
                guard narrow.node != regular.node, let wide = regular.visibleItems, let few = narrow.visibleItems,
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
}

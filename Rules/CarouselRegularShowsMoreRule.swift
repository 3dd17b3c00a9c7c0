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
            to `carousel-reach`. Not reported: a pager showing one page at a time in both width classes (pages \
            are not cards), and cards that keep their width (the regular drawing's cards, drawn width over \
            `visibleItems`, at most a tenth wider than compact width's): the wider window then shows more of \
            them by itself, even where a drawing made at a narrower width counts fewer. The guideline offers this as a technique rather than a requirement, so the \
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

    /// The bits of each pair's environments (``EnvironmentSet/bit(of:)``).
    static let pairBits: [(compact: UInt64, regular: UInt64)] = pairs.map {
        (EnvironmentSet.bit(of: $0.compact), EnvironmentSet.bit(of: $0.regular))
    }

    /// A carousel that gives `visibleItems`: its position in the ``ComponentIndex``, the number of
    /// its id, its object node, and the environments it is shown in.
    struct Carousel {
        var position: Int
        var id: Int
        var node: Int
        var shown: UInt64
    }

    /// Compares, for each pair of environments whose component lists differ, the first carousel of
    /// each id shown in regular width with the first of that id shown in compact width, in
    /// document order of the regular-width carousels.
    ///
    /// - Complexity: O(components + c log c) for the c carousels that give `visibleItems`: they are
    ///   grouped by id once, and each pair walks the groups.
    public func check(_ screen: ScreenSpec, context: RuleContext) -> [Finding] {
        let index = screen.componentIndex
        // Only carousels that give `visibleItems` are compared; most screens have none.
        guard index.features.contains(.visibleItems), index.types.contains(.carousel) else { return [] }
        let lists = index.realizableListIDs
        // Where both environments of a pair show the same components, every carousel is paired
        // with itself: nothing to compare. Most screens have no other pair.
        guard Self.pairPositions.contains(where: { lists[$0.compact] != lists[$0.regular] }) else { return [] }
        // Grouped by id, each group in index order: the first of a group shown in an environment
        // is the first carousel of that id there.
        let carousels = Self.carousels(index).sorted { ($0.id, $0.position) < ($1.id, $1.position) }
        guard !carousels.isEmpty else { return [] }
        var reported = Set<ReportedPair>()
        var findings: [Finding] = []
        var compared: [(wide: Carousel, narrow: Carousel)] = []
        for (pair, positions) in Self.pairPositions.enumerated()
        where lists[positions.compact] != lists[positions.regular] {
            let bits = Self.pairBits[pair]
            compared.removeAll(keepingCapacity: true)
            var start = 0
            while start < carousels.count {
                var end = start + 1
                while end < carousels.count, carousels[end].id == carousels[start].id { end += 1 }
                let group = carousels[start..<end]
                if let wide = group.first(where: { $0.shown & bits.regular != 0 }),
                    let narrow = group.first(where: { $0.shown & bits.compact != 0 }), narrow.node != wide.node
                {
                    compared.append((wide, narrow))
                }
                start = end
            }
            // In document order of the regular-width carousels, that of nodes.
            compared.sort { $0.wide.node < $1.wide.node }
            for (wide, narrow) in compared {
                guard
                    let finding = finding(
                        regular: index.components[wide.position], narrow: index.components[narrow.position],
                        reported: &reported)
                else { continue }
                findings.append(finding)
            }
        }
        return findings
    }

    /// The carousels of the index that give `visibleItems`, in index order: a screen has a
    /// handful, found in one pass over its components.
    ///
    /// - Complexity: O(components).
    static func carousels(_ index: ComponentIndex) -> [Carousel] {
        var carousels: [Carousel] = []
        carousels.reserveCapacity(16)
        let list = index.components
        for (layout, range) in index.layoutRanges.enumerated() {
            let applies = index.layoutEnvironments[layout].bits
            for at in range where list[at].type.value == .carousel && list[at].visibleItems != nil {
                carousels.append(
                    Carousel(
                        position: at, id: list[at].idNumber, node: list[at].node,
                        shown: index.conditions(at: at).bits & applies))
            }
        }
        return carousels
    }

    /// A wide and a narrow declaration, reported once.
    struct ReportedPair: Hashable {
        var wide: Int
        var few: Int
    }

    /// The finding for a carousel declared for regular width that shows no more cards than its
    /// compact-width declaration, unless that pair was reported already; nil when it shows more.
    private func finding(regular: Component, narrow: Component, reported: inout Set<ReportedPair>) -> Finding? {
        guard let wide = regular.visibleItems, let few = narrow.visibleItems else { return nil }
        let inView = wide.value * (regular.rows?.value ?? 1)
        let compactInView = few.value * (narrow.rows?.value ?? 1)
        // A pager that shows one page at a time in both width classes is no card carousel; and
        // cards that keep their width show more cards in every wider window by themselves.
        if wide.value <= 1, few.value <= 1 { return nil }
        if Self.keepsCardWidth(regular: regular, narrow: narrow) { return nil }
        // Compared before the pair is remembered: a pair that shows more shows more every time.
        guard inView <= compactInView, reported.insert(ReportedPair(wide: wide.node, few: few.node)).inserted else {
            return nil
        }
        let count = Points.format(compactInView)
        return Finding(
            node: wide.node,
            message:
                "carousel '\(regular.id.value)' shows \(Points.count(inView, "card")) at once in regular width, no more than the \(count) in compact width; show more than \(count) where there is room",
            related: [
                RelatedNode(
                    node: few.node,
                    message: "'\(regular.id.value)' shows \(count) at once in compact width here")
            ])
    }

    /// Whether the regular-width declaration draws its cards no more than a tenth wider than
    /// the compact-width one (drawn width over `visibleItems`): cards of a fixed width, which
    /// fill a wider window with more of them, though a drawing at a narrower width shows fewer.
    static func keepsCardWidth(regular: Component, narrow: Component) -> Bool {
        guard let wideBox = regular.visibleBox, let narrowBox = narrow.visibleBox,
            let wide = regular.visibleItems?.value, let few = narrow.visibleItems?.value, wide > 0, few > 0
        else { return false }
        let wideCard = wideBox.width.value / wide
        let narrowCard = narrowBox.width.value / few
        return narrowCard > 0 && wideCard <= narrowCard * 1.1
    }
}

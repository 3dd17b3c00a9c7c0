import AdaptLintCore

/// Reports information and actions that one size class offers and the other lacks.
public struct InformationParityRule: Rule {
    public init() {}

    /// Judges specs read from Interface Builder too: what each size class excludes or hides is in the
    /// document's variations; only labelled or connected views count as shown information.
    public static let needs: SpecKnowledge = []

    public static let description = RuleDescription(
        identifier: "information-parity",
        title: "Information parity",
        summary:
            "Compact and regular width offer the same information and actions, and so do compact and regular height when a spec has height-specific layouts.",
        rationale: """
            A size class is not a device: the same person sees compact width on an iPad in Split View and \
            regular width on a large iPhone in landscape. If a total or an approve button exists only in \
            one of them, a rotation or a resized window takes it away. Layouts and components may differ \
            between size classes, but every `shows` item and every `actions` item must be reachable in each. \
            adaptlint compares the real trait environments of iPhone and iPad and reports each missing item \
            once, at the most specific layout that lacks it.
            """,
        guideline: GuidelineCitation(
            document: "001", source: "SAP Fiori for iOS, Adaptive Apps",
            section: "Making Size Class Adjustments on Component Level (with guideline 002, The Role of Traits)",
            paraphrase: """
                Regular layouts may swap in different components than compact ones, yet people must reach the \
                same information in both; compact views can reveal it step by step. Apple adds that iPhone and \
                iPad should generally present the same information, with size classes driving the layout.
                """),
        defaultSeverity: .error,
        triggeringExamples: InformationParityRuleExamples.triggering,
        nonTriggeringExamples: InformationParityRuleExamples.nonTriggering)

    /// A size-class axis along which content must not change.
    enum Axis: CaseIterable {
        case width, height

        /// Whether `a` and `b` differ on this axis only (the idiom aside).
        func separates(_ a: Environment, _ b: Environment) -> Bool {
            guard a.orientation == b.orientation else { return false }
            switch self {
            case .width: return a.height == b.height && a.width != b.width
            case .height: return a.width == b.width && a.height != b.height
            }
        }

        /// "regular width", "compact height".
        func label(_ environment: Environment) -> String {
            switch self {
            case .width: "\(environment.width.rawValue) width"
            case .height: "\(environment.height.rawValue) height"
            }
        }
    }

    /// The pairs of positions in ``Environment/realizable`` compared along `axis`, worked out once:
    /// the environment that offers an item, and the one that must not lack it.
    static func comparedPairs(_ axis: Axis) -> [(present: Int, lacking: Int)] {
        let environments = Environment.realizable
        return environments.indices.flatMap { present in
            environments.indices.filter { axis.separates(environments[present], environments[$0]) }.map {
                (present: present, lacking: $0)
            }
        }
    }
    static let widthPairs = comparedPairs(.width)
    static let heightPairs = comparedPairs(.height)

    /// ``widthPairs``, then ``heightPairs``: the pairs compared when a condition names a height.
    static let allPairs = widthPairs + heightPairs

    public func check(_ screen: ScreenSpec, context: RuleContext) -> [Finding] {
        // Environments that show the same components offer the same content: the index collects
        // each distinct component list once, and such environments are never compared.
        let index = screen.componentIndex
        let shared = index.realizableListIDs
        guard !shared.allEqual else { return [] }
        // Height pairs count only when some condition names a height (``ScreenSpec/hasCondition(where:)``,
        // known to the index).
        let pairs = index.features.contains(.heightCondition) ? Self.allPairs : Self.widthPairs
        // The pairs of distinct lists to compare, as bits `7 x present + lacking`: environments
        // are seven, and most screens have two or three lists, so few pairs remain.
        var compared: UInt64 = 0
        for pair in pairs {
            let present = shared[pair.present]
            let lacking = shared[pair.lacking]
            if present != lacking { compared |= 1 << UInt64(7 * present + lacking) }
        }
        guard compared != 0 else { return [] }
        // Nearly every screen offers the same content in every compared pair: find that out from
        // bit sets of each list's items, and work out messages only for a screen with a gap.
        let hasGap = ContentBits.with(index) { bits in
            var pairs = compared
            while pairs != 0 {
                let pair = pairs.trailingZeroBitCount
                pairs &= pairs - 1
                if bits.lacks(pair % 7, someOf: pair / 7) { return true }
            }
            return false
        }
        guard hasGap else { return [] }
        return gaps(screen, index: index)
    }

    /// The findings of a screen whose lists differ in content: each item one size class offers and
    /// the other lacks, once per lacking layout.
    func gaps(_ screen: ScreenSpec, index: ComponentIndex) -> [Finding] {
        let environments = Environment.realizable
        let shared = index.realizableListIDs
        let contents = ScreenContents(index)
        let listCount = index.realizableListCount
        // What one distinct content lacks of another, worked out once per pair.
        var missingByPair: [[(item: Int, node: Int)]?] = Array(repeating: nil, count: listCount * listCount)
        let usesHeight = screen.hasCondition { $0.height != nil }
        var reported = ReportedItems(layouts: screen.layouts.count, items: 2 * screen.store.names.count)
        var findings: [Finding] = []
        for axis in usesHeight ? [Axis.width, .height] : [.width] {
            for present in environments.indices {
                for lacking in environments.indices
                where shared[present] != shared[lacking] && axis.separates(environments[present], environments[lacking])
                {
                    let pair = shared[present] * listCount + shared[lacking]
                    let missing =
                        missingByPair[pair]
                        ?? contents.entries(shared[present]).filter { !contents.contains($0.item, in: shared[lacking]) }
                    missingByPair[pair] = missing
                    guard !missing.isEmpty, let layout = screen.mostSpecificLayout(in: environments[lacking]) else {
                        continue
                    }
                    let here = axis.label(environments[present])
                    let there = axis.label(environments[lacking])
                    for (number, shownAt) in missing {
                        guard reported.insert(layout: layout.index, item: number) else { continue }
                        let item = contents.item(number)
                        findings.append(
                            Finding(
                                node: layout.when?.node ?? layout.node,
                                message: "\(item.label) is \(item.verb) in \(here) but missing in \(there)",
                                related: [RelatedNode(node: shownAt, message: "\(item.verb) here in \(here)")]))
                    }
                }
            }
        }
        return findings
    }

    /// The items reported at each layout: each is reported once.
    ///
    /// Shaped for speed: a bit per layout and item (numbered as in ``ScreenContents``) rather than
    /// a set that hashes each pair; a layout numbered outside the spec's layouts (a spec assembled
    /// by hand) goes to a set.
    private struct ReportedItems {
        /// Words per layout.
        private let stride: Int
        private let layouts: Int
        private var words: [UInt64]
        private var others = Set<[Int]>()

        init(layouts: Int, items: Int) {
            stride = (items + 63) / 64
            // A table of at most 64 K words; beyond that (never seen), every pair goes to the set.
            self.layouts = layouts * stride <= 1 << 16 ? layouts : 0
            words = [UInt64](repeating: 0, count: self.layouts * stride)
        }

        /// Records `item` at layout `layout`; false when it was recorded already.
        mutating func insert(layout: Int, item: Int) -> Bool {
            guard layout >= 0, layout < layouts, item >= 0, item < 64 * stride else {
                return others.insert([layout, item]).inserted
            }
            let word = layout * stride + item >> 6
            let bit: UInt64 = 1 << UInt64(item & 63)
            guard words[word] & bit == 0 else { return false }
            words[word] |= bit
            return true
        }
    }
}

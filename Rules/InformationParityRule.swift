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
            adaptlint compares the real trait environments of iPhone and iPad and reports each cause once: the \
            items one component offers that the other size class lacks make one finding, at that component's \
            counterpart (same id) in the layout that lacks them, else at that layout; the other places are \
            related locations. A name listed in `reaches` (a secondary destination that compact width opens \
            from another screen, guidelines 001 and 004) counts as offered, as information or as an action; \
            and the destination brings its actions with it: the actions of a component count as offered where \
            every name that component shows is reached. A control that only shows or hides the regular-width \
            sidebar (it shows nothing, each of its actions names the sidebar, by the word "sidebar" or the \
            sidebar's id, and it reaches only what the sidebar offers) is not content where the other size \
            class has a tab bar and no sidebar: there is no \
            sidebar to toggle (guidelines 001 and 004, Tab Bar and Sidebar).
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
    static func comparedPairs(_ axis: Axis) -> [(axis: Axis, present: Int, lacking: Int)] {
        let environments = Environment.realizable
        return environments.indices.flatMap { present in
            environments.indices.filter { axis.separates(environments[present], environments[$0]) }.map {
                (axis: axis, present: present, lacking: $0)
            }
        }
    }
    static let widthPairs = comparedPairs(.width)

    /// ``widthPairs``, then the height pairs: the pairs compared when some `when` of a layout or
    /// component names a height (``ComponentIndex/Features/heightCondition``).
    static let allPairs = widthPairs + comparedPairs(.height)

    /// Reports, for each compared pair of environments that show different component lists, the
    /// items the first offers and the second lacks: one finding per component whose items the
    /// other size class lacks (the items of its `shows` and `actions` together), at its
    /// counterpart in the lacking layout, with the other places as related locations.
    ///
    /// Environments that show the same components offer the same content: the index numbers each
    /// distinct component list once, and such environments are never compared. Most screens offer
    /// the same content in every compared pair, so what a finding needs beyond the lists' contents
    /// (owners, counterparts, reached destinations) is worked out only once an item is missing.
    public func check(_ screen: ScreenSpec, context: RuleContext) -> [Finding] {
        let index = screen.componentIndex
        let shared = index.realizableListIDs
        guard !shared.allEqual else { return [] }
        let environments = Environment.realizable
        let listCount = index.realizableListCount
        let contents = ScreenContents(index)
        var missingByPair: [[(item: Int, node: Int)]?] = Array(repeating: nil, count: listCount * listCount)
        var reached: ReachedContent?
        var owners: [Int: Int]?
        var found: [Gap] = []
        for (axis, present, lacking) in index.features.contains(.heightCondition) ? Self.allPairs : Self.widthPairs
        where shared[present] != shared[lacking] {
            let pair = shared[present] * listCount + shared[lacking]
            let missing: [(item: Int, node: Int)]
            if let known = missingByPair[pair] {
                missing = known
            } else {
                missing = Self.missing(
                    from: shared[present], in: shared[lacking], contents: contents, reached: &reached, index: index)
                missingByPair[pair] = missing
            }
            guard !missing.isEmpty, let layout = screen.mostSpecificLayout(in: environments[lacking]) else { continue }
            let ownerOf = owners ?? Self.owners(index)
            owners = ownerOf
            let counterparts = Self.counterpartNodes(index, list: shared[lacking])
            for (number, shownAt) in missing {
                let owner = ownerOf[shownAt] ?? -1
                let counterpart = counterparts[owner]
                // Where to add the item: the counterpart's list of the item's kind, else its id.
                let list = contents.item(number).kind == .information ? counterpart?.shows : counterpart?.actions
                found.append(
                    Gap(
                        item: number, shownAt: shownAt, owner: owner, here: axis.label(environments[present]),
                        there: axis.label(environments[lacking]),
                        node: list ?? counterpart?.id ?? layout.when?.node ?? layout.node))
            }
        }
        return Self.grouped(found, contents: contents)
    }

    /// One item that one environment offers and another lacks.
    struct Gap {
        var item: Int
        /// The `shows`/`actions` element that offers it, and the id number of its component.
        var shownAt: Int
        var owner: Int
        var here: String
        var there: String
        /// Where the finding points: the owner's counterpart in the lacking list (its `shows` or
        /// `actions`, where the item belongs, else its id), else the layout.
        var node: Int
    }

    /// The entries of list `present` that list `lacking` neither offers nor reaches
    /// (``ReachedContent``).
    /// `reached` is collected from the index the first time an item is missing.
    static func missing(
        from present: Int, in lacking: Int, contents: ScreenContents, reached known: inout ReachedContent?,
        index: ComponentIndex
    ) -> [(item: Int, node: Int)] {
        var missing = contents.entries(present).filter { !contents.contains($0.item, in: lacking) }
        guard !missing.isEmpty else { return missing }
        let toggles = sidebarToggles(of: present, in: lacking, index: index)
        if !toggles.isEmpty { missing.removeAll { toggles.contains($0.item) } }
        let reached = known ?? ReachedContent(index)
        known = reached
        guard !missing.isEmpty, !reached.isEmpty else { return missing }
        let actions = reached.reachedActions(of: present, in: lacking, index: index)
        return missing.filter {
            !actions.contains($0.item)
                && !reached.isReachedActionName($0.item, at: $0.node, offeredIn: lacking, contents: contents)
        }
    }

    /// One finding per owner and size-class pair (per item when the owner is unknown), in order of
    /// first appearance.
    static func grouped(_ gaps: [Gap], contents: ScreenContents) -> [Finding] {
        // An owner's id number, else (for an unknown owner) a negative number of its own per item.
        let causes = CauseGroups(gaps) { $0.owner < 0 ? -1 - $0.item : $0.owner }
        return causes.groups.compactMap { members in
            guard let first = members.first else { return nil }
            var items: [Int] = []
            for member in members where !items.contains(member.item) { items.append(member.item) }
            let labels = items.map { contents.item($0) }
            let kinds = Set(labels.map(\.kind))
            let verb = kinds.count == 1 ? labels[0].verb : "offered"
            let named = LabelList.summary(labels.map(\.label), limit: 4)
            let copula = labels.count == 1 ? "is" : "are"
            var related: [RelatedNode] = []
            var seen: Set<Int> = [first.node]
            for member in members where seen.insert(member.shownAt).inserted {
                related.append(RelatedNode(node: member.shownAt, message: "\(verb) here in \(member.here)"))
            }
            for member in members where seen.insert(member.node).inserted {
                related.append(RelatedNode(node: member.node, message: "missing here too, in \(member.there)"))
            }
            return Finding(
                node: first.node, message: "\(named) \(copula) \(verb) in \(first.here) but missing in \(first.there)",
                related: related)
        }
    }

    /// For each `shows` and `actions` element node, the id number of its component.
    static func owners(_ index: ComponentIndex) -> [Int: Int] {
        var result: [Int: Int] = [:]
        for component in index.components {
            let shows = component.shows
            for at in 0..<shows.count { result[shows.node(at: at)] = component.idNumber }
            let actions = component.actions
            for at in 0..<actions.count { result[actions.node(at: at)] = component.idNumber }
        }
        return result
    }

    /// For each component id number in list `list`, the nodes of its first occurrence's id and of the
    /// first items of its `shows` and `actions` (nil when empty): where a finding about an item that
    /// component lacks points.
    static func counterpartNodes(_ index: ComponentIndex, list: Int) -> [Int: (id: Int, shows: Int?, actions: Int?)] {
        var result: [Int: (id: Int, shows: Int?, actions: Int?)] = [:]
        for position in index.positions(inList: list) {
            let component = index.components[position]
            guard result[component.idNumber] == nil else { continue }
            let shows = component.shows
            let actions = component.actions
            result[component.idNumber] = (
                component.id.node, shows.count > 0 ? shows.node(at: 0) : nil,
                actions.count > 0 ? actions.node(at: 0) : nil
            )
        }
        return result
    }
}

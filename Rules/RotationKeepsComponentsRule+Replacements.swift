import AdaptLintCore

extension RotationKeepsComponentsRule {
    /// The types that present a collection of items: the grid of guideline 003's example and the
    /// list it should not become.
    static let collections = ComponentTypeSet(.list, .table, .grid, .carousel)

    /// A collection shown under its id in one orientation of a rotation and not in the other, with
    /// what it and its descendants show.
    struct LoneCollection {
        /// Its position in the index.
        var position: Int
        /// The sorted name numbers of what it and its descendants in the list show.
        var content: [Int] = []
        /// The id numbers of it and its descendants in the list.
        var ids: [Int] = []
    }

    /// One collection replaced by another on rotation: the same information shown by a collection
    /// of another type under another id (a grid of files in portrait, a list of the same files in
    /// landscape).
    struct Replacement {
        /// The collection in portrait.
        var upright: LoneCollection
        /// The collection in landscape.
        var turned: LoneCollection
    }

    /// The collections of `shown` (list `list`) whose id `other` does not show, outermost only,
    /// with their content.
    ///
    /// - Complexity: O(components of the list + their `shows`).
    static func loneCollections(
        _ shown: FirstByID, missing other: FirstByID, list: Int, index: ComponentIndex, ids: [Int]
    ) -> [LoneCollection] {
        var lone: [LoneCollection] = []
        var ends: [Int] = []
        var inside = -1
        for position in shown.firstByNode where position >= inside && other.first[ids[position]] == nil {
            guard collections.contains(index.components[position].type.value) else { continue }
            lone.append(LoneCollection(position: position))
            inside = index.subtreeEnd(at: position)
            ends.append(inside)
        }
        guard !lone.isEmpty else { return [] }
        // One pass over the list: the lone collections are disjoint and in index order.
        var current = 0
        var contents = Array(repeating: Set<Int>(), count: lone.count)
        for position in index.positions(inList: list) {
            while current < lone.count, position >= ends[current] { current += 1 }
            guard current < lone.count else { break }
            guard position >= lone[current].position else { continue }
            lone[current].ids.append(ids[position])
            let shows = index.components[position].shows
            for item in 0..<shows.count { contents[current].insert(shows.number(at: item)) }
        }
        for slot in lone.indices { lone[slot].content = contents[slot].sorted() }
        return lone
    }

    /// The collections that portrait shows and landscape replaces with a collection of another type
    /// showing the same information: the same non-empty set of `shows` names over the collection
    /// and its descendants. Each collection is in one replacement at most, paired in node order.
    ///
    /// - Complexity: O(components of both lists + their `shows`).
    static func replacements(
        portrait: FirstByID, landscape: FirstByID, lists: (portrait: Int, landscape: Int), index: ComponentIndex,
        ids: [Int]
    ) -> [Replacement] {
        let uprights = loneCollections(portrait, missing: landscape, list: lists.portrait, index: index, ids: ids)
        guard !uprights.isEmpty else { return [] }
        let turned = loneCollections(landscape, missing: portrait, list: lists.landscape, index: index, ids: ids)
        guard !turned.isEmpty else { return [] }
        // Landscape's collections by content, then by type, each a queue in node order.
        var byContent: [[Int]: [ComponentType: [Int]]] = [:]
        for (slot, collection) in turned.enumerated() where !collection.content.isEmpty {
            byContent[collection.content, default: [:]][index.components[collection.position].type.value, default: []]
                .append(slot)
        }
        var takenByContent: [[Int]: [ComponentType: Int]] = [:]
        var found: [Replacement] = []
        for upright in uprights where !upright.content.isEmpty {
            guard let candidates = byContent[upright.content] else { continue }
            let type = index.components[upright.position].type.value
            // The first collection of another type not yet paired, in the order of the types.
            for other in ComponentType.allCases where other != type {
                guard let queue = candidates[other] else { continue }
                let next = takenByContent[upright.content]?[other] ?? 0
                guard next < queue.count else { continue }
                takenByContent[upright.content, default: [:]][other] = next + 1
                found.append(Replacement(upright: upright, turned: turned[queue[next]]))
                break
            }
        }
        return found.sorted { $0.turned.position < $1.turned.position }
    }

    /// The finding of a replacement, at the landscape collection's type.
    static func finding(_ replacement: Replacement, classes: String, index: ComponentIndex) -> Finding {
        let upright = index.components[replacement.upright.position]
        let turned = index.components[replacement.turned.position]
        let before = upright.type.value.rawValue
        return Finding(
            node: turned.type.node,
            message:
                "'\(upright.id.value)', a '\(before)' in portrait, becomes '\(turned.id.value)', a '\(turned.type.value.rawValue)' showing the same information, in landscape (\(classes)); keep it a '\(before)' and adjust its size instead",
            related: [
                RelatedNode(node: upright.type.node, message: "'\(upright.id.value)' is a '\(before)' in portrait here")
            ]
        )
    }

    /// The ids that a sidebar collapsing to a control in portrait accounts for: the sidebars of
    /// list `landscape` and their descendants, and the controls of list `portrait` that open them
    /// (``SidebarToggle``), when portrait shows no sidebar and at least one such control. Guidelines
    /// 001 and 004 ("Tab Bar and Sidebar"): on large screens in landscape the sidebar is shown
    /// beside the content; in portrait it collapses to an icon that opens it over the content.
    ///
    /// - Complexity: O(components of both lists + their names).
    static func collapsedSidebar(portrait: Int, landscape: Int, index: ComponentIndex, ids: [Int]) -> Set<Int> {
        let sidebars = SidebarToggle(sidebarsOf: landscape, index: index)
        guard !sidebars.isEmpty else { return [] }
        var accounted: Set<Int> = []
        for position in index.positions(inList: portrait) {
            let component = index.components[position]
            if component.type.value == .sidebar { return [] }
            if sidebars.isToggle(component) { accounted.insert(ids[position]) }
        }
        guard !accounted.isEmpty else { return [] }
        for position in sidebars.members { accounted.insert(ids[position]) }
        return accounted
    }
}

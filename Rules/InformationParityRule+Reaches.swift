import AdaptLintCore

/// What a list reaches on other screens (`reaches`), for ``InformationParityRule``.
///
/// A secondary destination that compact width opens full screen from another screen brings its
/// actions with it (guidelines 001 and 004, "Tab Bar and Sidebar"): a sidebar section that shows
/// only names the compact Browse tab reaches offers nothing compact lacks, its actions included.
struct ReachedContent {
    /// For each list, the name numbers its components' `reaches` list.
    private let reached: [Set<Int>]
    /// The nodes of every `reaches` element of the index.
    private let reachesNodes: Set<Int>

    /// Collects the `reaches` names of each distinct component list of the index.
    ///
    /// - Complexity: O(positions + reaches items) over the lists.
    init(_ index: ComponentIndex) {
        var reached: [Set<Int>] = []
        var nodes: Set<Int> = []
        let components = index.components
        for list in 0..<index.realizableListCount {
            var names: Set<Int> = []
            for position in index.positions(inList: list) {
                let reaches = components[position].reaches
                for at in 0..<reaches.count {
                    names.insert(reaches.number(at: at))
                    nodes.insert(reaches.node(at: at))
                }
            }
            reached.append(names)
        }
        self.reached = reached
        reachesNodes = nodes
    }

    /// Whether any list reaches anything.
    var isEmpty: Bool { reachesNodes.isEmpty }

    /// The items (numbered as in ``ScreenContents``: `2 x name + kind`) that list `present`
    /// offers and list `lacking` reaches on another screen: an action whose name `lacking`
    /// reaches, and every action of a component of `present` that shows at least one name and
    /// only names that `lacking` reaches.
    ///
    /// - Complexity: O(positions of `present` + their items).
    func reachedActions(of present: Int, in lacking: Int, index: ComponentIndex) -> Set<Int> {
        let names = reached[lacking]
        guard !names.isEmpty else { return [] }
        var items = Set(names.map { 2 * $0 + 1 })
        let components = index.components
        for position in index.positions(inList: present) {
            let component = components[position]
            let shows = component.shows
            guard shows.count > 0, (0..<shows.count).allSatisfy({ names.contains(shows.number(at: $0)) }) else {
                continue
            }
            let actions = component.actions
            for at in 0..<actions.count { items.insert(2 * actions.number(at: at) + 1) }
        }
        return items
    }

    /// Whether the entry of `item` at `node` is a name listed in `reaches` that `contents` list
    /// `lacking` offers as an action: `reaches` may name an action as well as information.
    func isReachedActionName(_ item: Int, at node: Int, offeredIn lacking: Int, contents: ScreenContents) -> Bool {
        item % 2 == 0 && reachesNodes.contains(node) && contents.contains(item + 1, in: lacking)
    }
}

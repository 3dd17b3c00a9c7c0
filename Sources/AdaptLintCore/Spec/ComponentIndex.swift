/// Every component of a screen with where it is shown, worked out once per screen.
///
/// Shaped for speed: some thirty rules read the components of every screen, many of them per
/// trait environment. Walking the tree, intersecting `when` conditions and copying components
/// into new arrays once per rule and environment cost more than the rules' own checks. The index
/// walks the tree once into flat, parallel arrays (a position per component) and keeps one
/// component list per *distinct* realizable environment: environments that show the same
/// components share a list, and rules can compare list identities instead of lists.
public final class ComponentIndex: Sendable {
    /// Every component of every layout, layout after layout, each layout in document order
    /// (a parent before its children).
    public let components: ComponentList
    /// For each layout (by position in `layouts`), the positions of its components in `components`.
    public let layoutRanges: [Range<Int>]
    /// For each layout, the environments in which it applies.
    public let layoutEnvironments: [EnvironmentSet]
    /// For each component, one past the position of its last descendant: its subtree is
    /// `position ..< subtreeEnds[position]`.
    public let subtreeEnds: [Int]
    /// For each component, the environments in which its own `when` and every ancestor's hold
    /// (the layout's `when` aside).
    public let conditions: [EnvironmentSet]
    /// For each component, the node of the nearest presentation (sheet, popover, ...) that
    /// contains it, itself included; nil for components drawn on the screen itself.
    public let layers: [Int?]
    /// The distinct lists of ``ScreenSpec/components(in:)`` over ``Environment/realizable``.
    public let realizableLists: [ComponentList]
    /// The same lists as positions in ``components``, for rules that keep per-component data
    /// in arrays parallel to ``components``.
    public let realizablePositions: [[Int]]
    /// For each environment of ``Environment/realizable``, in order, the position of its list in
    /// ``realizableLists``: two environments show the same components exactly when they are equal.
    public let realizableListIDs: [Int]

    init(_ screen: ScreenSpec) {
        let store = screen.store
        var walk = Walk(store: store)
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(screen.layouts.count)
        for layout in screen.layouts {
            precondition(layout.components.store === store, "the layouts of a screen hold components of its store")
            let start = walk.positions.count
            walk.visit(layout.components, conditions: .all, layer: nil)
            ranges.append(start..<walk.positions.count)
        }
        let layoutEnvironments = screen.layouts.map { EnvironmentSet($0.when) }
        // Where each component is shown: its layout applies and its conditions hold.
        var shown: [UInt64] = []
        shown.reserveCapacity(walk.positions.count)
        for (layout, range) in ranges.enumerated() {
            for position in range { shown.append(walk.conditions[position].bits & layoutEnvironments[layout].bits) }
        }
        let bits = Environment.realizable.map(EnvironmentSet.bit(of:))
        var representatives: [UInt64] = []
        var listIDs: [Int] = []
        for bit in bits {
            let same = representatives.firstIndex { other in
                shown.allSatisfy { ($0 & bit == 0) == ($0 & other == 0) }
            }
            if let same {
                listIDs.append(same)
            } else {
                listIDs.append(representatives.count)
                representatives.append(bit)
            }
        }
        let count = walk.positions.count
        // A decoded spec's layouts list its components in store order: no positions to keep.
        let inStoreOrder = count == store.count && walk.positions.indices.allSatisfy { walk.positions[$0] == $0 }
        let all =
            inStoreOrder
            ? ComponentList(store: store, storePositions: 0..<count)
            : ComponentList(store: store, positions: walk.positions)
        let positions = representatives.map { bit in
            var list: [Int] = []
            list.reserveCapacity(count)
            for position in 0..<count where shown[position] & bit != 0 { list.append(position) }
            return list
        }
        realizablePositions = positions
        realizableLists = positions.map { list in
            ComponentList(store: store, positions: inStoreOrder ? list : list.map { walk.positions[$0] })
        }
        realizableListIDs = listIDs
        components = all
        layoutRanges = ranges
        self.layoutEnvironments = layoutEnvironments
        subtreeEnds = walk.subtreeEnds
        conditions = walk.conditions
        layers = walk.layers
    }

    /// The components shown in `environment`, when it is realizable.
    func components(in environment: Environment) -> ComponentList? {
        Environment.realizable.firstIndex(of: environment).map { realizableLists[realizableListIDs[$0]] }
    }

    /// The pre-order walk that fills the parallel arrays, reading the store's records.
    private struct Walk {
        let store: ComponentStore
        /// The store position of each component, in index order.
        var positions: [Int] = []
        var subtreeEnds: [Int] = []
        var conditions: [EnvironmentSet] = []
        var layers: [Int?] = []

        init(store: ComponentStore) {
            self.store = store
            let capacity = store.count
            positions.reserveCapacity(capacity)
            subtreeEnds.reserveCapacity(capacity)
            conditions.reserveCapacity(capacity)
            layers.reserveCapacity(capacity)
        }

        /// Reads each member's record in place (no ``Component`` view, no optional condition
        /// copied), recursing into children through the store's lists.
        mutating func visit(_ list: ComponentList, conditions inherited: EnvironmentSet, layer parentLayer: Int?) {
            for member in 0..<list.count {
                let storePosition = list.position(at: member)
                let record = store.records[storePosition]
                let own =
                    record.when < 0
                    ? inherited : inherited.intersection(EnvironmentSet(store.conditions[Int(record.when)]))
                let layer = record.type.isPresentation ? Int(record.node) : parentLayer
                let position = positions.count
                positions.append(storePosition)
                subtreeEnds.append(position + 1)
                conditions.append(own)
                layers.append(layer)
                if record.childrenEnd > record.childrenStart {
                    visit(
                        ComponentList(
                            store: store, listRange: Int(record.childrenStart)..<Int(record.childrenEnd)),
                        conditions: own, layer: layer)
                }
                subtreeEnds[position] = positions.count
            }
        }
    }
}

extension ScreenSpec {
    /// The spec's ``ComponentIndex``: the one ``cachingComponents()`` built, else a new one.
    ///
    /// - Complexity: O(1) on a cached spec, else O(environments x components).
    public var componentIndex: ComponentIndex { componentCache ?? ComponentIndex(self) }
}

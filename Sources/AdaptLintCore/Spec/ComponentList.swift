/// A list of components of one spec: a layout's components, a component's children, or the
/// components an index selects.
///
/// A view of positions in a ``ComponentStore``: making one allocates nothing when its positions
/// are a range of the store's own lists or the store's components in order. Indices run from 0.
public struct ComponentList: RandomAccessCollection, Sendable {
    public let store: ComponentStore
    /// The positions of the members, from `offset`; nil when the members are the store's
    /// components `offset ..< offset + count` themselves.
    let positions: [Int]?
    let offset: Int
    public let count: Int

    /// The members of one list of the store's ``ComponentStore/lists``.
    init(store: ComponentStore, listRange: Range<Int>) {
        self.store = store
        positions = store.lists
        offset = listRange.lowerBound
        count = listRange.count
    }

    /// The store's components at `positions`, in that order.
    public init(store: ComponentStore, positions: [Int]) {
        self.store = store
        self.positions = positions
        offset = 0
        count = positions.count
    }

    /// The store's components in the range `storePositions`, in document order.
    public init(store: ComponentStore, storePositions: Range<Int>) {
        self.store = store
        positions = nil
        offset = storePositions.lowerBound
        count = storePositions.count
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(index: Int) -> Component {
        precondition(index >= 0 && index < count, "component index out of range")
        return Component(store: store, position: position(at: index))
    }

    /// The store position of the member at `index` (``Component/position``).
    public func position(at index: Int) -> Int {
        if let positions { return positions[offset + index] }
        return offset + index
    }
}

/// The `shows` or `actions` items of a component, each with the node it is written at.
public struct NameList: RandomAccessCollection, Sendable {
    let store: ComponentStore
    let range: Range<Int>

    init(store: ComponentStore, range: Range<Int>) {
        self.store = store
        self.range = range
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { range.count }

    public subscript(index: Int) -> Located<String> {
        let item = store.items[range.lowerBound + index]
        return Located(store.names[item.name], node: item.node)
    }

    /// The number of the item at `index` among the names of the store
    /// (``ComponentStore/names``): texts with the same UTF-8 have equal numbers (see
    /// ``NameNumbering``; canonically equivalent spellings are not merged).
    public func number(at index: Int) -> Int { store.items[range.lowerBound + index].name }

    /// The node of the item at `index`.
    public func node(at index: Int) -> Int { store.items[range.lowerBound + index].node }
}

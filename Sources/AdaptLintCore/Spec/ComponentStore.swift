/// The components of one decoded spec, in a handful of flat arrays.
///
/// A spec commonly has a hundred components. Rather than one object per component with arrays of
/// `shows`, `actions` and children and a String per name (several allocations per component),
/// every component is a record of plain values in ``records``; its boxes, condition, resizing and font sit in
/// arrays of their own (most components have few of them), its names are numbers into
/// ``names`` (each distinct name decoded once), and its lists (`shows`, `actions`, children)
/// are ranges of ``items`` and ``lists``. A spec is freed with a few `free` calls, and
/// ``Component`` is a view: the store and a position.
///
/// Immutable once built; shared by every ``Component``, ``ComponentList`` and ``NameList`` of
/// the spec.
public final class ComponentStore: Sendable {
    /// Every component, in document order: layout after layout, a parent before its children.
    let records: [ComponentRecord]
    /// The spec's distinct names (ids, `shows` and `actions` items, anchors), by number.
    public let names: [String]
    /// `shows` and `actions` items; each component owns two ranges.
    let items: [NameRef]
    /// The positions of the members of every list: each layout's top-level components, then
    /// each component's children, every list contiguous.
    let lists: [Int]
    let boxes: [Box]
    let conditions: [TraitCondition]
    let resizings: [Resizing]
    let fonts: [Font]
    let margins: [Margins]
    /// The nearest ancestor of each component, by store position; nil for a top-level component.
    let parents: [Int?]
    /// How messages name each component, by store position, when the spec was built from another
    /// input (``ScreenSpecBuilder``); empty for a decoded spec.
    let displayNames: [String?]

    init(_ builder: consuming ComponentStoreBuilder) {
        records = builder.records
        names = builder.names.names
        items = builder.items
        lists = builder.lists
        boxes = builder.boxes
        conditions = builder.conditions
        resizings = builder.resizings
        fonts = builder.fonts
        margins = builder.margins
        parents = Self.parents(of: records)
        displayNames = builder.displayNames
    }

    /// Each component's nearest ancestor, found in one pass: store order is document order, a parent
    /// before its subtree, so the open ancestors form a stack.
    ///
    /// - Complexity: O(n).
    private static func parents(of records: [ComponentRecord]) -> [Int?] {
        var parents: [Int?] = []
        parents.reserveCapacity(records.count)
        var open: [Int] = []
        for position in records.indices {
            while let last = open.last, records[last].subtreeEnd <= position { open.removeLast() }
            parents.append(open.last)
            open.append(position)
        }
        return parents
    }

    /// The store of every spec without components, shared (nothing in it ever changes).
    static let empty = ComponentStore(ComponentStoreBuilder(bytes: 0))

    /// The number of components.
    public var count: Int { records.count }

    /// The position of the first component after the subtree of the component at `position`.
    func subtreeEnd(_ position: Int) -> Int { records[position].subtreeEnd }
}

/// A name used in a spec, by number in ``ComponentStore/names``, with the node it was written at.
struct NameRef: Sendable {
    var name: Int
    var node: Int
}

/// One component as plain values: optional groups are positions in the store's arrays (nil when
/// the spec does not give them), lists are ranges.
struct ComponentRecord: Sendable {
    /// The component's object node.
    var node: Int
    /// Nil only in the record of a component whose `id` did not decode.
    var id: NameRef?
    var type: ComponentType
    var typeNode: Int
    /// Positions in ``ComponentStore/boxes``.
    var frame: Int? = nil
    var size: Int? = nil
    var hitArea: Int? = nil
    var contentSize: Int? = nil
    /// Position in ``ComponentStore/conditions``.
    var when: Int? = nil
    /// Position in ``ComponentStore/resizings``.
    var resizing: Int? = nil
    /// Position in ``ComponentStore/fonts``.
    var font: Int? = nil
    /// Position in ``ComponentStore/margins``.
    var margins: Int? = nil
    var interactive: Located<Bool>? = nil
    var principal: Located<Bool>? = nil
    var items: Located<Double>? = nil
    var visibleItems: Located<Double>? = nil
    var rows: Located<Double>? = nil
    var spacing: Located<Double>? = nil
    var anchor: NameRef? = nil
    var purpose: Located<TaskPurpose>? = nil
    /// Ranges of ``ComponentStore/items``: the `shows`, `actions` and `reaches` items.
    var shows: Range<Int> = 0..<0
    var actions: Range<Int> = 0..<0
    var reaches: Range<Int> = 0..<0
    /// The range of ``ComponentStore/lists`` that holds the children's positions.
    var children: Range<Int> = 0..<0
    /// One past the position of the last descendant.
    var subtreeEnd: Int = 0
}

/// The arrays of a ``ComponentStore`` while the decoder fills them.
struct ComponentStoreBuilder {
    var records: [ComponentRecord] = []
    var names = NameNumbering()
    var items: [NameRef] = []
    var lists: [Int] = []
    var boxes: [Box] = []
    var conditions: [TraitCondition] = []
    var resizings: [Resizing] = []
    var fonts: [Font] = []
    var margins: [Margins] = []
    var displayNames: [String?] = []
    /// How many components the arrays are sized for when the first one is decoded; 0 once sized.
    private var expectedComponents: Int

    /// Sized for a spec of `bytes` bytes (about one component per 180 bytes of pretty-printed
    /// JSON), so that the arrays rarely regrow.
    ///
    /// Allocates nothing yet: the arrays are sized when the first component is decoded
    /// (``reserveForFirstComponent()``), so that a spec without components allocates none of
    /// them.
    init(bytes: Int) {
        expectedComponents = bytes / 180 + 8
    }

    /// Sizes the arrays for the expected components, the first time a component is decoded.
    mutating func reserveForFirstComponent() {
        if expectedComponents > 0 { reserve() }
    }

    private mutating func reserve() {
        let components = expectedComponents
        expectedComponents = 0
        names.reserve(expected: components)
        records.reserveCapacity(components)
        items.reserveCapacity(2 * components)
        lists.reserveCapacity(components)
        boxes.reserveCapacity(components + components / 2)
    }

    /// Appends `value` to `array` and returns its position, as a record stores it.
    static func append<Value>(_ value: Value, to array: inout [Value]) -> Int {
        array.append(value)
        return array.count - 1
    }
}

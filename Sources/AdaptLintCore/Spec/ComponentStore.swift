/// The components of one decoded spec, in a handful of flat arrays.
///
/// Shaped for speed: a spec commonly has a hundred components, and one object per component
/// with arrays of `shows`, `actions` and children and a String per name would make decoding a
/// spec several allocations per component, and freeing it as many again. Here every component
/// is a record of plain values in ``records``; its boxes, condition, resizing and font sit in
/// arrays of their own (most components have few of them), its names are numbers into
/// ``names`` (each distinct name decoded once), and its lists (`shows`, `actions`, children)
/// are ranges of ``items`` and ``lists``. A spec is freed with a few `free` calls, and
/// ``Component`` is a view: the store and a position.
///
/// Immutable once built; shared by every ``Component``, ``ComponentList`` and ``NameList`` of
/// the spec.
public final class ComponentStore: Sendable {
    /// Every component, in document order: layout after layout, a parent before its children.
    @usableFromInline let records: [ComponentRecord]
    /// The spec's distinct names (ids, `shows` and `actions` items, anchors), by number.
    public let names: [String]
    /// `shows` and `actions` items; each component owns two ranges.
    @usableFromInline let items: [NameRef]
    /// The positions of the members of every list: each layout's top-level components, then
    /// each component's children, every list contiguous.
    @usableFromInline let lists: [Int]
    @usableFromInline let boxes: [Box]
    @usableFromInline let conditions: [TraitCondition]
    @usableFromInline let resizings: [Resizing]
    @usableFromInline let fonts: [Font]
    @usableFromInline let margins: [Margins]
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
            while let last = open.last, Int(records[last].subtreeEnd) <= position { open.removeLast() }
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
    @inline(__always)
    func subtreeEnd(_ position: Int) -> Int { Int(records[position].subtreeEnd) }
}

/// A name used in a spec, by number in ``ComponentStore/names``, with the node it was written at.
@usableFromInline
struct NameRef: Sendable {
    @usableFromInline var name: Int32
    @usableFromInline var node: Int32

    init(name: Int, node: Int) {
        self.name = Int32(truncatingIfNeeded: name)
        self.node = Int32(truncatingIfNeeded: node)
    }
}

/// One component as plain values: optional groups are positions in the store's arrays (-1 when
/// absent), lists are ranges. Nothing to retain or release.
@usableFromInline
struct ComponentRecord: Sendable {
    @usableFromInline var node: Int32
    @usableFromInline var id: NameRef
    @usableFromInline var type: ComponentType
    @usableFromInline var typeNode: Int32
    /// Positions in ``ComponentStore/boxes``.
    @usableFromInline var frame: Int32 = -1
    @usableFromInline var size: Int32 = -1
    @usableFromInline var hitArea: Int32 = -1
    @usableFromInline var contentSize: Int32 = -1
    /// Position in ``ComponentStore/conditions``.
    @usableFromInline var when: Int32 = -1
    @usableFromInline var resizing: Int32 = -1
    @usableFromInline var font: Int32 = -1
    /// Position in ``ComponentStore/margins``.
    @usableFromInline var margins: Int32 = -1
    @usableFromInline var interactive: Located<Bool>? = nil
    @usableFromInline var principal: Located<Bool>? = nil
    @usableFromInline var items: Located<Double>? = nil
    @usableFromInline var visibleItems: Located<Double>? = nil
    @usableFromInline var rows: Located<Double>? = nil
    @usableFromInline var spacing: Located<Double>? = nil
    @usableFromInline var anchor: NameRef? = nil
    @usableFromInline var purpose: Located<TaskPurpose>? = nil
    /// Ranges of ``ComponentStore/items``.
    @usableFromInline var showsStart: Int32 = 0
    @usableFromInline var showsEnd: Int32 = 0
    @usableFromInline var actionsEnd: Int32 = 0
    /// The `reaches` items follow the actions, up to here.
    @usableFromInline var reachesEnd: Int32 = 0
    /// The range of ``ComponentStore/lists`` that holds the children's positions.
    @usableFromInline var childrenStart: Int32 = 0
    @usableFromInline var childrenEnd: Int32 = 0
    /// One past the position of the last descendant.
    @usableFromInline var subtreeEnd: Int32 = 0

    init(node: Int, id: NameRef, type: Located<ComponentType>) {
        self.node = Int32(truncatingIfNeeded: node)
        self.id = id
        self.type = type.value
        self.typeNode = Int32(truncatingIfNeeded: type.node)
    }
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
    @inline(__always)
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

    /// Appends `value` to `array` and returns its position as a record stores it.
    @inline(__always)
    static func append<Value>(_ value: Value, to array: inout [Value]) -> Int32 {
        array.append(value)
        return Int32(truncatingIfNeeded: array.count - 1)
    }
}

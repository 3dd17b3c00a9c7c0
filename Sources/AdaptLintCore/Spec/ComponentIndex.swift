/// Every component of a screen with where it is shown, worked out once per screen.
///
/// Most rules read the components of every screen, many of them per trait environment. The index
/// walks the tree once and numbers the *distinct* component lists of the realizable environments:
/// environments that show the same components share a list, and rules compare list numbers
/// instead of lists.
///
/// Nearly every spec has no `when` on a component and no presentation, and the decoder stores its
/// components in document order. Then a component's index position is its store position, it is
/// shown wherever its layout applies, and the index keeps nothing per component: a table of the
/// layouts, the list numbers, and which component types and optional keys occur (``types``,
/// ``features``), so that rules looking for something most screens lack (a popover, a font) answer
/// in O(1). Only other specs get a table of ``Entry`` values, one per component.
public final class ComponentIndex: Sendable {
    /// Every component of every layout, layout after layout, each layout in document order
    /// (a parent before its children).
    public let components: ComponentList
    /// Each layout's range of positions in `components` and the environments it applies in.
    let layoutTable: [LayoutEntry]
    /// One entry per component when some component is shown in fewer environments than its
    /// layout, some component is or lies in a presentation, or `components` is not the store in
    /// order; empty otherwise (every component shown wherever its layout applies, no layer, and its
    /// subtree end the store's).
    let entries: [Entry]
    /// For each environment of ``Environment/realizable``, its list number.
    let listNumbers: [Int]
    /// For each list, the position in ``Environment/realizable`` of the first environment that
    /// shows it.
    let listEnvironments: [Int]
    /// How many distinct lists the realizable environments show.
    public var realizableListCount: Int { listEnvironments.count }
    /// The types of the components (``components``).
    public let types: ComponentTypeSet
    /// The optional keys and conditions that occur in the screen.
    public let features: Features

    /// A layout: its components' positions, how many are top-level, and where it applies.
    struct LayoutEntry: Sendable {
        var start: Int
        var end: Int
        var topLevel: Int
        /// The bits of the ``EnvironmentSet`` in which the layout applies.
        var environments: UInt64
    }

    /// What the index keeps per component when the spec needs it (see ``entries``).
    struct Entry: Sendable {
        /// ``ComponentIndex/conditions(at:)``, as ``EnvironmentSet`` bits.
        var conditions: UInt64
        /// The component's position in its store.
        var storePosition: Int
        /// One past the index position of its last descendant.
        var subtreeEnd: Int
        /// The node of the nearest presentation that contains it, itself included; nil for none.
        var layer: Int?
    }

    init(_ screen: borrowing ScreenSpec) {
        let store = screen.store
        var scan = Scan(store: store, recordsEntries: false)
        let table = scan.visit(screen.layouts)
        // Layouts that apply at once may repeat an id: then the most specific wins per id
        // (ComponentIndex+Precedence.swift), which needs the entries.
        let overlapping = Self.layoutsOverlap(table)
        let plain = scan.inStoreOrder && !scan.features.contains(.conditional) && !scan.presented
        if plain && !overlapping {
            entries = []
            components = ComponentList(store: store, storePositions: 0..<scan.count)
        } else {
            // The same fold again, keeping what it works out for each component.
            var full = Scan(store: store, recordsEntries: true)
            _ = full.visit(screen.layouts)
            let overridden =
                overlapping
                && full.applyPrecedence(
                    table: table,
                    specificities: screen.layouts.map { layout in layout.when.map { ScreenSpec.keyCount($0) } ?? 0 })
            if overridden {
                scan.features.insert(.conditional)
                scan.shown = ShownSets(entries: full.entries, table: table)
            }
            entries = plain && !overridden ? [] : full.entries
            components =
                scan.inStoreOrder
                ? ComponentList(store: store, storePositions: 0..<scan.count)
                : ComponentList(store: store, positions: full.entries.map(\.storePosition))
        }
        (listNumbers, listEnvironments) = scan.shown.lists()
        layoutTable = table
        types = scan.types
        features = scan.features
    }

    /// The components shown in `environment`, when it is realizable.
    func components(in environment: Environment) -> ComponentList? {
        Environment.realizable.firstIndex(of: environment).map { list(realizableListIDs[$0]) }
    }
}

extension ComponentIndex {
    /// The environments in which the `when` conditions of the component at `position` and of
    /// every ancestor hold (the layout's `when` aside).
    public func conditions(at position: Int) -> EnvironmentSet {
        entries.isEmpty ? .all : EnvironmentSet(bits: entries[position].conditions)
    }

    /// One past the position of the last descendant of the component at `position`: its subtree is
    /// `position ..< subtreeEnd(at: position)`.
    public func subtreeEnd(at position: Int) -> Int {
        // Without entries, index positions are store positions (checked while indexing).
        entries.isEmpty ? components.store.records[position].subtreeEnd : entries[position].subtreeEnd
    }

    /// The node of the nearest presentation (sheet, popover, ...) that contains the component at
    /// `position`, itself included; nil for components drawn on the screen itself.
    public func layer(at position: Int) -> Int? {
        entries.isEmpty ? nil : entries[position].layer
    }

    /// For each component, ``subtreeEnd(at:)``.
    ///
    /// - Complexity: O(components), in a new array.
    public var subtreeEnds: [Int] { components.indices.map { subtreeEnd(at: $0) } }

    /// For each layout (by position in `layouts`), the positions of its components in `components`.
    public var layoutRanges: LayoutRanges { LayoutRanges(table: layoutTable) }

    /// For each layout, the environments in which it applies.
    public var layoutEnvironments: LayoutEnvironments { LayoutEnvironments(table: layoutTable) }

    /// The number of layouts.
    public var layoutCount: Int { layoutTable.count }

    /// How many top-level components the layout at `position` (in `layouts`) has: they are the
    /// first of its range and each following subtree's end.
    public func topLevelCount(ofLayout position: Int) -> Int { layoutTable[position].topLevel }

    /// For each environment of ``Environment/realizable``, in order, the number of the list of
    /// components it shows (from 0 up to ``realizableListCount`` excluded, in order of first
    /// appearance): two environments show the same components exactly when they are equal.
    public var realizableListIDs: RealizableListIDs { RealizableListIDs(numbers: listNumbers) }

    /// The bit (``EnvironmentSet/bit(of:)``) of the first realizable environment that shows list
    /// `list`: a component of the index is in the list when its layout applies there and its
    /// ``conditions(at:)`` contain it.
    public func environmentBit(ofList list: Int) -> UInt64 {
        EnvironmentSet.realizableBit(listEnvironments[list])
    }

    /// The positions in ``components`` of list `list` (see ``realizableListIDs``), in order.
    public func positions(inList list: Int) -> ListPositions {
        ListPositions(index: self, bit: environmentBit(ofList: list))
    }

    /// The components of list `list`, as ``ScreenSpec/components(in:)`` gives them.
    ///
    /// - Complexity: O(layouts) when the list is a run of whole layouts in store order, else
    ///   O(layouts + components), in a new array.
    public func list(_ list: Int) -> ComponentList {
        let bit = environmentBit(ofList: list)
        if entries.isEmpty {
            // Whole layouts: one run of them needs no positions.
            var run: Range<Int>?
            var contiguous = true
            for layout in layoutTable where layout.environments & bit != 0 && layout.end > layout.start {
                let range = layout.start..<layout.end
                if let known = run {
                    guard known.upperBound == range.lowerBound else {
                        contiguous = false
                        break
                    }
                    run = known.lowerBound..<range.upperBound
                } else {
                    run = range
                }
            }
            if contiguous { return ComponentList(store: components.store, storePositions: run ?? 0..<0) }
        }
        return ComponentList(
            store: components.store, positions: positions(inList: list).map { components.position(at: $0) })
    }

    /// Whether a component of the screen has one of `types`.
    public func contains(anyOf types: ComponentTypeSet) -> Bool { self.types.bits & types.bits != 0 }
}

extension ComponentIndex {
    /// The positions of one list, in order: the components of the layouts that apply in its
    /// environments whose own conditions hold there. A sequence rather than an array, so that
    /// walking a list allocates nothing.
    public struct ListPositions: Sequence, IteratorProtocol {
        let index: ComponentIndex
        let bit: UInt64
        var at = 0
        var end = 0
        var layout = -1

        init(index: ComponentIndex, bit: UInt64) {
            self.index = index
            self.bit = bit
        }

        public mutating func next() -> Int? {
            while true {
                while at < end {
                    let position = at
                    at += 1
                    if index.entries.isEmpty || index.entries[position].conditions & bit != 0 { return position }
                }
                layout += 1
                guard layout < index.layoutTable.count else { return nil }
                let entry = index.layoutTable[layout]
                if entry.environments & bit != 0 {
                    at = entry.start
                    end = entry.end
                }
            }
        }
    }

    /// ``ComponentIndex/layoutRanges``: a view of the layout table.
    public struct LayoutRanges: RandomAccessCollection, Sendable {
        let table: [LayoutEntry]
        init(table: [LayoutEntry]) { self.table = table }
        public var startIndex: Int { 0 }
        public var endIndex: Int { table.count }
        public subscript(position: Int) -> Range<Int> { table[position].start..<table[position].end }
    }

    /// ``ComponentIndex/layoutEnvironments``: a view of the layout table.
    public struct LayoutEnvironments: RandomAccessCollection, Sendable {
        let table: [LayoutEntry]
        init(table: [LayoutEntry]) { self.table = table }
        public var startIndex: Int { 0 }
        public var endIndex: Int { table.count }
        public subscript(position: Int) -> EnvironmentSet {
            EnvironmentSet(bits: table[position].environments)
        }
    }

    /// ``ComponentIndex/realizableListIDs``: the list number of each realizable environment.
    public struct RealizableListIDs: RandomAccessCollection, Sendable {
        let numbers: [Int]
        init(numbers: [Int]) { self.numbers = numbers }
        public var startIndex: Int { 0 }
        public var endIndex: Int { numbers.count }
        public subscript(position: Int) -> Int { numbers[position] }

        /// Whether every realizable environment shows the same components.
        public var allEqual: Bool { numbers.allSatisfy { $0 == 0 } }
    }
}

extension ComponentIndex {
    /// The one pass over the tree: folds each component's `when` into its ancestors' conditions
    /// and records how many components there are, whether they are the store in order, which
    /// types and keys occur, and the distinct sets of realizable environments the components are
    /// shown in. With `recordsEntries` it also keeps each component's ``Entry``; the index runs it
    /// that way only for the few specs that need them (see ``ComponentIndex/entries``).
    struct Scan {
        let store: ComponentStore
        let recordsEntries: Bool
        var entries: [Entry] = []
        var count = 0
        var inStoreOrder = true
        var presented = false
        var types = ComponentTypeSet()
        var features = Features()
        var shown = ShownSets()
        /// The environments of the layout being walked.
        var layoutEnvironments: UInt64 = 0
        /// Whether a component of the layout being walked is shown wherever the layout applies.
        var plainInLayout = false

        init(store: ComponentStore, recordsEntries: Bool) {
            self.store = store
            self.recordsEntries = recordsEntries
            if recordsEntries { entries.reserveCapacity(store.count) }
        }

        /// Visits every layout in order; returns the layout table.
        mutating func visit(_ layouts: [Layout]) -> [LayoutEntry] {
            var table: [LayoutEntry] = []
            table.reserveCapacity(layouts.count)
            for layout in layouts {
                let components = layout.components
                precondition(components.store === store, "the layouts of a screen hold components of its store")
                let environments: UInt64
                if let when = layout.when {
                    features.formUnion(Features(keysOf: when))
                    environments = EnvironmentSet(when).bits
                } else {
                    environments = EnvironmentSet.all.bits
                }
                let start = count
                layoutEnvironments = environments
                plainInLayout = false
                for member in 0..<components.count {
                    visit(at: components.position(at: member), conditions: EnvironmentSet.all.bits, layer: nil)
                }
                // The environments of the layout's components that its `when` alone decides.
                if plainInLayout { shown.insert(environments) }
                table.append(
                    LayoutEntry(start: start, end: count, topLevel: components.count, environments: environments))
            }
            return table
        }

        /// Visits the component at `storePosition` and its subtree, reading its record in place.
        /// `inherited` holds the conditions of its ancestors, `parentLayer` the node of the nearest
        /// presentation above it.
        mutating func visit(at storePosition: Int, conditions inherited: UInt64, layer parentLayer: Int?) {
            let record = store.records[storePosition]
            let position = count
            if storePosition != position { inStoreOrder = false }
            count += 1
            types.insert(record.type)
            var conditions = inherited
            if let whenPosition = record.when {
                let when = store.conditions[whenPosition]
                features.formUnion(Features(keysOf: when))
                conditions &= EnvironmentSet(when).bits
            }
            if conditions == EnvironmentSet.all.bits {
                plainInLayout = true
            } else {
                features.insert(.conditional)
                shown.insert(conditions & layoutEnvironments)
            }
            let layer = record.type.isPresentation ? record.node : parentLayer
            if layer != nil { presented = true }
            if record.font != nil { features.insert(.font) }
            if record.principal?.value == true { features.insert(.principal) }
            if record.spacing != nil { features.insert(.spacing) }
            if record.visibleItems != nil { features.insert(.visibleItems) }
            if record.isInteractive { features.insert(.interactive) }
            if recordsEntries {
                entries.append(
                    Entry(conditions: conditions, storePosition: storePosition, subtreeEnd: position + 1, layer: layer))
            }
            for child in record.children {
                visit(at: store.lists[child], conditions: conditions, layer: layer)
            }
            if recordsEntries { entries[position].subtreeEnd = count }
            // Index positions stand for store positions only when subtrees agree too.
            if record.subtreeEnd != count { inStoreOrder = false }
        }
    }
}

extension ScreenSpec {
    /// The spec's ``ComponentIndex``: the one ``cachingComponents()`` built, else a new one.
    ///
    /// - Complexity: O(1) on a cached spec, else O(layouts + components).
    public var componentIndex: ComponentIndex { componentCache ?? ComponentIndex(self) }
}

extension ComponentIndex {
    /// Optional keys and conditions that occur in a screen, recorded while indexing it so that a
    /// rule looking for something most screens lack (a font, a principal component, an idiom
    /// condition) finds out in O(1).
    public struct Features: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Some component is shown in fewer environments than its layout: its own `when`, or an
        /// ancestor's, leaves out an environment.
        public static let conditional = Features(rawValue: 1 << 0)
        /// Some component has a `font`.
        public static let font = Features(rawValue: 1 << 1)
        /// Some component says `"principal": true`.
        public static let principal = Features(rawValue: 1 << 2)
        /// Some component has a `spacing`.
        public static let spacing = Features(rawValue: 1 << 3)
        /// Some component gives `visibleItems`.
        public static let visibleItems = Features(rawValue: 1 << 4)
        /// Some component takes taps (``Component/isInteractive``).
        public static let interactive = Features(rawValue: 1 << 5)
        /// A `when` of a layout or component names `width`.
        public static let widthCondition = Features(rawValue: 1 << 6)
        /// A `when` of a layout or component names `height`.
        public static let heightCondition = Features(rawValue: 1 << 7)
        /// A `when` of a layout or component names `orientation`.
        public static let orientationCondition = Features(rawValue: 1 << 8)
        /// A `when` of a layout or component names `idiom`.
        public static let idiomCondition = Features(rawValue: 1 << 9)

        /// The keys `condition` names.
        init(keysOf condition: borrowing TraitCondition) {
            var raw: UInt32 = 0
            if condition.width != nil { raw |= Self.widthCondition.rawValue }
            if condition.height != nil { raw |= Self.heightCondition.rawValue }
            if condition.orientation != nil { raw |= Self.orientationCondition.rawValue }
            if condition.idiom != nil { raw |= Self.idiomCondition.rawValue }
            self.init(rawValue: raw)
        }
    }
}

/// A set of component types, one bit per type.
public struct ComponentTypeSet: Sendable, Equatable {
    public var bits: UInt64

    /// The empty set.
    public init() { bits = 0 }

    /// The set of `types`.
    public init(_ types: ComponentType...) {
        bits = 0
        for type in types { insert(type) }
    }

    public mutating func insert(_ type: ComponentType) { bits |= Self.bit(of: type) }

    public func contains(_ type: ComponentType) -> Bool { bits & Self.bit(of: type) != 0 }

    /// The bit of `type`: its position among ``ComponentType/allCases`` (a test checks that they
    /// all fit in the word and differ).
    public static func bit(of type: ComponentType) -> UInt64 {
        // The optimizer turns the switch into the enum's own tag.
        let ordinal: UInt64 =
            switch type {
            case .button: 0
            case .link: 1
            case .toggle: 2
            case .slider: 3
            case .stepper: 4
            case .segmentedControl: 5
            case .textField: 6
            case .searchBar: 7
            case .picker: 8
            case .datePicker: 9
            case .menu: 10
            case .cell: 11
            case .text: 12
            case .image: 13
            case .header: 14
            case .card: 15
            case .carousel: 16
            case .list: 17
            case .table: 18
            case .grid: 19
            case .section: 20
            case .stack: 21
            case .map: 22
            case .chart: 23
            case .custom: 24
            case .tabBar: 25
            case .tabItem: 26
            case .sidebar: 27
            case .navigationBar: 28
            case .toolbar: 29
            case .sheet: 30
            case .nonmodalSheet: 31
            case .formSheet: 32
            case .popover: 33
            case .fullScreenModal: 34
            case .inspector: 35
            case .scrollView: 36
            case .webView: 37
            }
        return 1 << ordinal
    }
}

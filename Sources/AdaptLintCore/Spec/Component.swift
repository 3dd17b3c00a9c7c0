/// A component of a layout.
///
/// A view of one record of its spec's ``ComponentStore``: copying a component copies a reference
/// and a position, and reading a field reads the store. Components are values, read-only once
/// decoded.
public struct Component: Sendable {
    /// The store that holds the component.
    public let store: ComponentStore
    /// The component's position in its store: document order, a parent before its children.
    public let position: Int

    @inlinable
    init(store: ComponentStore, position: Int) {
        self.store = store
        self.position = position
    }

    /// The component's object node.
    @inlinable
    public var node: Int { Int(store.records[position].node) }

    @inlinable
    public var id: Located<String> {
        let id = store.records[position].id
        return Located(store.names[Int(id.name)], node: Int(id.node))
    }

    /// The number of the component's id among the names of its store (``ComponentStore/names``):
    /// two components of one spec have the same id exactly when these are equal.
    @inlinable
    public var idNumber: Int { Int(store.records[position].id.name) }

    @inlinable
    public var type: Located<ComponentType> {
        let record = store.records[position]
        return Located(record.type, node: Int(record.typeNode))
    }

    @inlinable
    public var frame: Box? { box(store.records[position].frame) }
    @inlinable
    public var size: Box? { box(store.records[position].size) }
    @inlinable
    public var hitArea: Box? { box(store.records[position].hitArea) }
    @inlinable
    public var interactive: Located<Bool>? { store.records[position].interactive }

    /// The `shows` items.
    @inlinable
    public var shows: NameList {
        let record = store.records[position]
        return NameList(store: store, range: Int(record.showsStart)..<Int(record.showsEnd))
    }

    /// The `actions` items.
    @inlinable
    public var actions: NameList {
        let record = store.records[position]
        return NameList(store: store, range: Int(record.showsEnd)..<Int(record.actionsEnd))
    }

    /// The `reaches` items: information or actions that this component leads to on another
    /// screen (a secondary destination reached in compact width, guidelines 001 and 004).
    @inlinable
    public var reaches: NameList {
        let record = store.records[position]
        return NameList(store: store, range: Int(record.actionsEnd)..<Int(max(record.reachesEnd, record.actionsEnd)))
    }

    /// Presentations: what the presentation is for (`purpose`), when the spec says.
    @inlinable
    public var purpose: Located<TaskPurpose>? { store.records[position].purpose }

    /// The child components, in document order.
    @inlinable
    public var children: ComponentList {
        let record = store.records[position]
        return ComponentList(store: store, listRange: Int(record.childrenStart)..<Int(record.childrenEnd))
    }

    /// Whether the component has children: ``children`` without building the list.
    @inlinable
    public var hasChildren: Bool {
        let record = store.records[position]
        return record.childrenEnd > record.childrenStart
    }

    @inlinable
    public var when: TraitCondition? {
        let position = store.records[position].when
        return position < 0 ? nil : store.conditions[Int(position)]
    }

    /// Carousels: how many items, how many visible at once (may be fractional), and rows.
    @inlinable
    public var items: Located<Double>? { store.records[position].items }
    @inlinable
    public var visibleItems: Located<Double>? { store.records[position].visibleItems }
    @inlinable
    public var rows: Located<Double>? { store.records[position].rows }

    /// How the width follows the window (`resizing`); nil when the spec does not say.
    @inlinable
    public var resizing: Resizing? {
        let position = store.records[position].resizing
        return position < 0 ? nil : store.resizings[Int(position)]
    }

    /// The font of the component's text (`font`); nil when the spec does not say.
    @inlinable
    public var font: Font? {
        let position = store.records[position].font
        return position < 0 ? nil : store.fonts[Int(position)]
    }

    /// The layout margins of the component's own content (`margins`), when it is a container
    /// with margins of its own, such as a split-view column; nil when the spec does not say.
    @inlinable
    public var margins: Margins? {
        let position = store.records[position].margins
        return position < 0 ? nil : store.margins[Int(position)]
    }

    /// Whether the component is the screen's principal action or content (`principal`).
    @inlinable
    public var principal: Located<Bool>? { store.records[position].principal }

    /// Popovers: the id of the control the popover opens from (`anchor`).
    @inlinable
    public var anchor: Located<String>? {
        store.records[position].anchor.map { Located(store.names[Int($0.name)], node: Int($0.node)) }
    }

    /// The spacing between the component's own elements, in points (`spacing`).
    @inlinable
    public var spacing: Located<Double>? { store.records[position].spacing }

    /// Images: the image's natural size in points (`contentSize`).
    @inlinable
    public var contentSize: Box? { box(store.records[position].contentSize) }

    /// Whether the component takes taps: explicit `interactive`, else actions, else its type.
    @inlinable
    public var isInteractive: Bool {
        let record = store.records[position]
        if let interactive = record.interactive { return interactive.value }
        return record.actionsEnd > record.showsEnd || record.type.isInteractiveByDefault
    }

    /// The box that receives touches: `hitArea`, else `frame`, else `size`.
    @inlinable
    public var tapTarget: Box? {
        let record = store.records[position]
        return box(record.hitArea) ?? box(record.frame) ?? box(record.size)
    }

    /// The visible box: `frame`, else `size`.
    @inlinable
    public var visibleBox: Box? {
        let record = store.records[position]
        return box(record.frame) ?? box(record.size)
    }

    @inlinable @inline(__always)
    func box(_ position: Int32) -> Box? {
        position < 0 ? nil : store.boxes[Int(position)]
    }
}

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

    init(store: ComponentStore, position: Int) {
        self.store = store
        self.position = position
    }

    /// The component's record in its store.
    var record: ComponentRecord { store.records[position] }

    /// The component's object node.
    public var node: Int { record.node }

    public var id: Located<String> {
        let id = idRef
        return Located(store.names[id.name], node: id.node)
    }

    /// The number of the component's id among the names of its store (``ComponentStore/names``):
    /// two components of one spec have the same id exactly when these are equal.
    public var idNumber: Int { idRef.name }

    /// The id as the store keeps it. Every record that becomes a component has one: a component
    /// whose id does not decode makes the whole spec fail to decode.
    private var idRef: NameRef {
        guard let id = record.id else { preconditionFailure("a decoded component has an id") }
        return id
    }

    public var type: Located<ComponentType> {
        let record = record
        return Located(record.type, node: record.typeNode)
    }

    public var frame: Box? { box(record.frame) }
    public var size: Box? { box(record.size) }
    public var hitArea: Box? { box(record.hitArea) }
    public var interactive: Located<Bool>? { record.interactive }

    /// The `shows` items.
    public var shows: NameList { NameList(store: store, range: record.shows) }

    /// The `actions` items.
    public var actions: NameList { NameList(store: store, range: record.actions) }

    /// The `reaches` items: information or actions that this component leads to on another
    /// screen (a secondary destination reached in compact width, guidelines 001 and 004).
    public var reaches: NameList { NameList(store: store, range: record.reaches) }

    /// Presentations: what the presentation is for (`purpose`), when the spec says.
    public var purpose: Located<TaskPurpose>? { record.purpose }

    /// The child components, in document order.
    public var children: ComponentList { ComponentList(store: store, listRange: record.children) }

    /// Whether the component has children: ``children`` without building the list.
    public var hasChildren: Bool { !record.children.isEmpty }

    public var when: TraitCondition? { record.when.map { store.conditions[$0] } }

    /// Carousels: how many items, how many visible at once (may be fractional), and rows.
    public var items: Located<Double>? { record.items }
    public var visibleItems: Located<Double>? { record.visibleItems }
    public var rows: Located<Double>? { record.rows }

    /// How the width follows the window (`resizing`); nil when the spec does not say.
    public var resizing: Resizing? { record.resizing.map { store.resizings[$0] } }

    /// The font of the component's text (`font`); nil when the spec does not say.
    public var font: Font? { record.font.map { store.fonts[$0] } }

    /// The layout margins of the component's own content (`margins`), when it is a container
    /// with margins of its own, such as a split-view column; nil when the spec does not say.
    public var margins: Margins? { record.margins.map { store.margins[$0] } }

    /// Whether the component is the screen's principal action or content (`principal`).
    public var principal: Located<Bool>? { record.principal }

    /// Popovers: the id of the control the popover opens from (`anchor`).
    public var anchor: Located<String>? {
        record.anchor.map { Located(store.names[$0.name], node: $0.node) }
    }

    /// The spacing between the component's own elements, in points (`spacing`).
    public var spacing: Located<Double>? { record.spacing }

    /// Images: the image's natural size in points (`contentSize`).
    public var contentSize: Box? { box(record.contentSize) }

    /// Whether the component takes taps: explicit `interactive`, else actions, else its type.
    public var isInteractive: Bool { record.isInteractive }

    /// The box that receives touches: `hitArea`, else `frame`, else `size`.
    public var tapTarget: Box? {
        let record = record
        return box(record.hitArea) ?? box(record.frame) ?? box(record.size)
    }

    /// The visible box: `frame`, else `size`.
    public var visibleBox: Box? {
        let record = record
        return box(record.frame) ?? box(record.size)
    }

    /// The box at `position` in the store's boxes, or nil when there is none.
    func box(_ position: Int?) -> Box? {
        position.map { store.boxes[$0] }
    }
}

extension ComponentRecord {
    /// ``Component/isInteractive``: explicit `interactive`, else actions, else the type's default.
    var isInteractive: Bool {
        if let interactive { return interactive.value }
        return !actions.isEmpty || type.isInteractiveByDefault
    }
}

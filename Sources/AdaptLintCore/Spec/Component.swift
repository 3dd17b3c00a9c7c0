/// A component of a layout.
///
/// A value type whose fields live in one reference-counted box, copied on write: rules filter,
/// group and key components by id many times per screen, and a copy now costs one retain where
/// it used to copy every field and retain each of their strings and arrays.
public struct Component: Sendable {
    private var storage: Storage

    public init(
        node: Int,
        id: Located<String>,
        type: Located<ComponentType>,
        frame: Box? = nil,
        size: Box? = nil,
        hitArea: Box? = nil,
        interactive: Located<Bool>? = nil,
        shows: [Located<String>] = [],
        actions: [Located<String>] = [],
        children: [Component] = [],
        when: TraitCondition? = nil,
        items: Located<Double>? = nil,
        visibleItems: Located<Double>? = nil,
        rows: Located<Double>? = nil,
        resizing: Resizing? = nil,
        font: Font? = nil,
        principal: Located<Bool>? = nil,
        anchor: Located<String>? = nil,
        spacing: Located<Double>? = nil,
        contentSize: Box? = nil
    ) {
        storage = Storage(
            node: node, id: id, type: type, frame: frame, size: size, hitArea: hitArea, interactive: interactive,
            shows: shows, actions: actions, children: children, when: when, items: items, visibleItems: visibleItems,
            rows: rows, resizing: resizing, font: font, principal: principal, anchor: anchor, spacing: spacing,
            contentSize: contentSize)
    }

    public var node: Int {
        get { storage.node }
        set { uniqueStorage().node = newValue }
    }
    public var id: Located<String> {
        get { storage.id }
        set { uniqueStorage().id = newValue }
    }
    public var type: Located<ComponentType> {
        get { storage.type }
        set { uniqueStorage().type = newValue }
    }
    public var frame: Box? {
        get { storage.frame }
        set { uniqueStorage().frame = newValue }
    }
    public var size: Box? {
        get { storage.size }
        set { uniqueStorage().size = newValue }
    }
    public var hitArea: Box? {
        get { storage.hitArea }
        set { uniqueStorage().hitArea = newValue }
    }
    public var interactive: Located<Bool>? {
        get { storage.interactive }
        set { uniqueStorage().interactive = newValue }
    }
    public var shows: [Located<String>] {
        get { storage.shows }
        set { uniqueStorage().shows = newValue }
    }
    public var actions: [Located<String>] {
        get { storage.actions }
        set { uniqueStorage().actions = newValue }
    }
    public var children: [Component] {
        get { storage.children }
        set { uniqueStorage().children = newValue }
    }
    public var when: TraitCondition? {
        get { storage.when }
        set { uniqueStorage().when = newValue }
    }
    /// Carousels: how many items, how many visible at once (may be fractional), and rows.
    public var items: Located<Double>? {
        get { storage.items }
        set { uniqueStorage().items = newValue }
    }
    public var visibleItems: Located<Double>? {
        get { storage.visibleItems }
        set { uniqueStorage().visibleItems = newValue }
    }
    public var rows: Located<Double>? {
        get { storage.rows }
        set { uniqueStorage().rows = newValue }
    }
    /// How the width follows the window (`resizing`); nil when the spec does not say.
    public var resizing: Resizing? {
        get { storage.resizing }
        set { uniqueStorage().resizing = newValue }
    }

    /// The font of the component's text (`font`); nil when the spec does not say.
    public var font: Font? {
        get { storage.font }
        set { uniqueStorage().font = newValue }
    }
    /// Whether the component is the screen's principal action or content (`principal`).
    public var principal: Located<Bool>? {
        get { storage.principal }
        set { uniqueStorage().principal = newValue }
    }
    /// Popovers: the id of the control the popover opens from (`anchor`).
    public var anchor: Located<String>? {
        get { storage.anchor }
        set { uniqueStorage().anchor = newValue }
    }
    /// The spacing between the component's own elements, in points (`spacing`).
    public var spacing: Located<Double>? {
        get { storage.spacing }
        set { uniqueStorage().spacing = newValue }
    }
    /// Images: the image's natural size in points (`contentSize`).
    public var contentSize: Box? {
        get { storage.contentSize }
        set { uniqueStorage().contentSize = newValue }
    }

    /// Whether the component takes taps: explicit `interactive`, else actions, else its type.
    public var isInteractive: Bool {
        if let interactive { return interactive.value }
        return !actions.isEmpty || type.value.isInteractiveByDefault
    }

    /// The box that receives touches: `hitArea`, else `frame`, else `size`.
    public var tapTarget: Box? { hitArea ?? frame ?? size }

    /// The visible box: `frame`, else `size`.
    public var visibleBox: Box? { frame ?? size }

    /// The storage, copied first when another value shares it.
    private mutating func uniqueStorage() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    /// The fields. Mutated only through ``uniqueStorage()``, when no other value shares it, which
    /// makes the unchecked `Sendable` sound.
    private final class Storage: @unchecked Sendable {
        var node: Int
        var id: Located<String>
        var type: Located<ComponentType>
        var frame: Box?
        var size: Box?
        var hitArea: Box?
        var interactive: Located<Bool>?
        var shows: [Located<String>]
        var actions: [Located<String>]
        var children: [Component]
        var when: TraitCondition?
        var items: Located<Double>?
        var visibleItems: Located<Double>?
        var rows: Located<Double>?
        var resizing: Resizing?
        var font: Font?
        var principal: Located<Bool>?
        var anchor: Located<String>?
        var spacing: Located<Double>?
        var contentSize: Box?

        init(
            node: Int,
            id: Located<String>,
            type: Located<ComponentType>,
            frame: Box?,
            size: Box?,
            hitArea: Box?,
            interactive: Located<Bool>?,
            shows: [Located<String>],
            actions: [Located<String>],
            children: [Component],
            when: TraitCondition?,
            items: Located<Double>?,
            visibleItems: Located<Double>?,
            rows: Located<Double>?,
            resizing: Resizing?,
            font: Font?,
            principal: Located<Bool>?,
            anchor: Located<String>?,
            spacing: Located<Double>?,
            contentSize: Box?
        ) {
            self.node = node
            self.id = id
            self.type = type
            self.frame = frame
            self.size = size
            self.hitArea = hitArea
            self.interactive = interactive
            self.shows = shows
            self.actions = actions
            self.children = children
            self.when = when
            self.items = items
            self.visibleItems = visibleItems
            self.rows = rows
            self.resizing = resizing
            self.font = font
            self.principal = principal
            self.anchor = anchor
            self.spacing = spacing
            self.contentSize = contentSize
        }

        func copy() -> Storage {
            Storage(
                node: node, id: id, type: type, frame: frame, size: size, hitArea: hitArea, interactive: interactive,
                shows: shows, actions: actions, children: children, when: when, items: items,
                visibleItems: visibleItems, rows: rows, resizing: resizing, font: font, principal: principal,
                anchor: anchor, spacing: spacing, contentSize: contentSize)
        }
    }
}

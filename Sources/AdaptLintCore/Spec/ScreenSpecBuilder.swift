/// A screen to build as a ``ScreenSpec`` without writing and parsing JSON: what a reader of another
/// input (an Interface Builder document) knows, in plain values.
///
/// The drafts are trusted: the builder checks nothing that ``SpecDecoder`` checks (unique ids in a
/// layout, finite non-negative lengths, non-empty names). A reader that builds them keeps to those rules.
public struct ScreenDraft: Sendable {
    /// The `screen` name.
    public var name: String
    /// The `orientations`: one list for every device family, or one per family.
    public var orientations: OrientationsDraft
    public var source: SpecSource?
    /// `requiresFullScreen`; nil when the input does not say.
    public var requiresFullScreen: Bool?
    public var layouts: [LayoutDraft]
    /// How messages name the screen in its input (``ScreenSpec/inputName``).
    public var inputName: String?
    /// The place of everything that is not a component's (``ScreenSpecBuilder/build(_:)``).
    public var place: Int

    public init(
        name: String, orientations: OrientationsDraft, source: SpecSource? = nil, requiresFullScreen: Bool? = nil,
        layouts: [LayoutDraft], inputName: String? = nil, place: Int = 0
    ) {
        self.name = name
        self.orientations = orientations
        self.source = source
        self.requiresFullScreen = requiresFullScreen
        self.layouts = layouts
        self.inputName = inputName
        self.place = place
    }
}

/// The `orientations` of a ``ScreenDraft``.
public enum OrientationsDraft: Sendable {
    /// The array form: the same orientations on every device family.
    case all([Orientation])
    /// The object form: the orientations on iPhone and on iPad; nil for a family that does not show
    /// the screen.
    case byFamily(phone: [Orientation]?, pad: [Orientation]?)
}

/// One layout of a ``ScreenDraft``: its `when` condition and its top-level components.
public struct LayoutDraft: Sendable {
    public var width: SizeClass?
    public var height: SizeClass?
    public var idiom: Idiom?
    public var components: [ComponentDraft]

    public init(
        width: SizeClass? = nil, height: SizeClass? = nil, idiom: Idiom? = nil, components: [ComponentDraft]
    ) {
        self.width = width
        self.height = height
        self.idiom = idiom
        self.components = components
    }

    /// Whether the layout has a `when` condition.
    var hasCondition: Bool { width != nil || height != nil || idiom != nil }
}

/// One component of a ``LayoutDraft``, with its children.
public struct ComponentDraft: Sendable {
    public var id: String
    public var type: ComponentType
    /// How messages name the component (``Component/displayName``); nil: its id in quotes.
    public var displayName: String?
    /// The frame in the screen's coordinates, or with `placed` false only its size (`size`).
    public var frame: (x: Double, y: Double, width: Double, height: Double)?
    /// Whether `frame` has a position; false writes only its width and height (`size`).
    public var placed = true
    public var hitArea: (width: Double, height: Double)?
    public var interactive: Bool?
    public var shows: [String] = []
    public var actions: [String] = []
    public var visibleItems: Double?
    public var children: [ComponentDraft] = []
    /// The place of the component's nodes (``ScreenSpecBuilder/build(_:)``).
    public var place: Int

    public init(id: String, type: ComponentType, displayName: String? = nil, place: Int) {
        self.id = id
        self.type = type
        self.displayName = displayName
        self.place = place
    }
}

/// Builds a ``ScreenSpec`` from a ``ScreenDraft``, filling the component store as ``SpecDecoder``
/// does from JSON.
///
/// A built spec has no JSON document: its nodes are numbers the builder hands out in the order a
/// written spec would list the values (each member's key just before its value, as in a parsed
/// document, so that a rule's `node - 1` is the key), each mapped to the place of the component
/// it belongs to, or to the screen's place. The caller's ``SpecLocations`` turns places into
/// locations in its own input.
public enum ScreenSpecBuilder {
    /// The spec of `draft` and, for each node, its place: `places[node]`.
    ///
    /// - Complexity: O(n) in the size of the draft.
    public static func build(_ draft: ScreenDraft) -> (spec: ScreenSpec, places: [Int]) {
        var state = State()
        let screenPlace = draft.place
        let root = state.node(screenPlace)
        let name = Located(draft.name, node: state.member(screenPlace))
        let source = draft.source.map { Located($0, node: state.member(screenPlace)) }
        let orientationsNode = state.member(screenPlace)
        var all: Located<[Located<Orientation>]>
        var byFamily: FamilyOrientations?
        switch draft.orientations {
        case .all(let list):
            all = Located(state.list(list, place: screenPlace), node: orientationsNode)
        case .byFamily(let phone, let pad):
            func family(_ list: [Orientation]?) -> Located<[Located<Orientation>]>? {
                guard let list else { return nil }
                let node = state.member(screenPlace)
                return Located(state.list(list, place: screenPlace), node: node)
            }
            let phoneList = family(phone)
            let padList = family(pad)
            let families = FamilyOrientations(node: orientationsNode, phone: phoneList, pad: padList)
            all = Located(families.union, node: orientationsNode)
            byFamily = families
        }
        let fullScreen = draft.requiresFullScreen.map { Located($0, node: state.member(screenPlace)) }
        _ = state.member(screenPlace)
        var drafts: [(node: Int, when: TraitCondition?, list: Range<Int>)] = []
        for layout in draft.layouts {
            let node = state.node(screenPlace)
            var when: TraitCondition?
            if layout.hasCondition {
                var condition = TraitCondition(node: state.member(screenPlace))
                condition.width = layout.width.map { Located($0, node: state.member(screenPlace)) }
                condition.height = layout.height.map { Located($0, node: state.member(screenPlace)) }
                if let idiom = layout.idiom {
                    condition.idiom = Located(idiom, node: state.member(screenPlace))
                    condition.idiomKeyNode = condition.idiom.map { $0.node - 1 }
                }
                when = condition
            }
            _ = state.member(screenPlace)
            drafts.append((node, when, state.components(layout.components)))
        }
        let store =
            state.builder.records.isEmpty && state.builder.lists.isEmpty
            ? ComponentStore.empty : ComponentStore(state.builder)
        let layouts = drafts.enumerated().map { index, layout in
            Layout(
                node: layout.node, index: index, when: layout.when, margins: nil,
                components: ComponentList(store: store, listRange: layout.list))
        }
        var spec = ScreenSpec(
            node: root, screen: name, orientations: all, orientationsByFamily: byFamily, layouts: layouts,
            store: store, source: source, requiresFullScreen: fullScreen)
        spec.inputName = draft.inputName
        return (spec, state.places)
    }

    /// The builder's work in progress: the store's arrays and the place of each node handed out.
    private struct State {
        var builder = ComponentStoreBuilder(bytes: 0)
        var places: [Int] = []

        /// A new node at `place`.
        mutating func node(_ place: Int) -> Int {
            places.append(place)
            return places.count - 1
        }

        /// A new member: its key's node and its value's node, both at `place`; the value's.
        mutating func member(_ place: Int) -> Int {
            places.append(place)
            return node(place)
        }

        /// An array of orientations, one node each.
        mutating func list(_ orientations: [Orientation], place: Int) -> [Located<Orientation>] {
            orientations.map { Located($0, node: node(place)) }
        }

        /// An array of names, one node each, into the store's items.
        mutating func names(_ names: [String], place: Int) {
            for name in names {
                builder.items.append(NameRef(name: builder.names.number(of: name), node: node(place)))
            }
        }

        /// A box with its members: x and y when `placed`, then width and height.
        mutating func box(
            _ box: (x: Double, y: Double, width: Double, height: Double), placed: Bool, place: Int
        ) -> Int {
            let node = member(place)
            let x = placed ? Located(box.x, node: member(place)) : nil
            let y = placed ? Located(box.y, node: member(place)) : nil
            let width = Located(box.width, node: member(place))
            let height = Located(box.height, node: member(place))
            return ComponentStoreBuilder.append(
                Box(node: node, x: x, y: y, width: width, height: height), to: &builder.boxes)
        }

        /// The components of one list, each followed by its subtree; the range of the builder's
        /// lists that holds their positions. Every list is contiguous: a component's children
        /// are listed before the list it belongs to.
        mutating func components(_ drafts: [ComponentDraft]) -> Range<Int> {
            var members: [Int] = []
            for draft in drafts { members.append(component(draft)) }
            let start = builder.lists.count
            builder.lists.append(contentsOf: members)
            return start..<builder.lists.count
        }

        /// One component and its subtree; its position in the store.
        mutating func component(_ draft: ComponentDraft) -> Int {
            let place = draft.place
            let position = builder.records.count
            let node = node(place)
            let id = NameRef(name: builder.names.number(of: draft.id), node: member(place))
            var record = ComponentRecord(node: node, id: id, type: draft.type, typeNode: member(place))
            builder.records.append(record)
            builder.displayNames.append(draft.displayName)
            if let frame = draft.frame {
                let box = box(frame, placed: draft.placed, place: place)
                if draft.placed { record.frame = box } else { record.size = box }
            }
            if let hit = draft.hitArea {
                record.hitArea = box((0, 0, hit.width, hit.height), placed: false, place: place)
            }
            record.interactive = draft.interactive.map { Located($0, node: member(place)) }
            let showsStart = builder.items.count
            if !draft.shows.isEmpty {
                _ = member(place)
                names(draft.shows, place: place)
            }
            let showsEnd = builder.items.count
            if !draft.actions.isEmpty {
                _ = member(place)
                names(draft.actions, place: place)
            }
            record.shows = showsStart..<showsEnd
            record.actions = showsEnd..<builder.items.count
            record.reaches = builder.items.count..<builder.items.count
            record.visibleItems = draft.visibleItems.map { Located($0, node: member(place)) }
            if !draft.children.isEmpty {
                _ = member(place)
                let children = components(draft.children)
                record.children = children
            }
            record.subtreeEnd = builder.records.count
            builder.records[position] = record
            return position
        }
    }
}

extension Component {
    /// How messages name the component: its id in quotes (`'save'`), or the name its input gives it
    /// when the spec was built from one (``ComponentDraft/displayName``: `button 'Save' (i9n-fD-ncJ)`).
    public var displayName: String {
        guard position < store.displayNames.count, let name = store.displayNames[position] else {
            return "'\(id.value)'"
        }
        return name
    }
}

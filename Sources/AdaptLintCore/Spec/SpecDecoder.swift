import AdaptJSON

/// Turns a parsed JSON document into a ``ScreenSpec``, collecting every structural problem
/// (wrong types, missing or unknown keys, duplicates, out-of-range numbers) rather than
/// stopping at the first.
public struct SpecDecoder {
    let document: JSONDocument
    var problems: [SpecProblem] = []
    /// The components decoded so far, in document order.
    var builder: ComponentStoreBuilder
    /// Positions of the members of the component lists being decoded, innermost list last;
    /// each list moves to ``ComponentStoreBuilder/lists`` in one piece when it is complete.
    var pendingMembers: [Int] = []
    /// For each name number, the node of its first use as an id in the layout being checked
    /// (``checkDuplicateIDs(records:in:)``); nil everywhere between layouts.
    var firstIDUse: [Int?] = []
    /// For each key number of the document (``JSONDocument/keyNumber(_:)``), its word in
    /// ``KeySet/vocabulary``, or nil for a key outside it; index 0 is unused. Each distinct key is
    /// matched on its bytes once, here, and every member is then looked up by number.
    let keyWords: [Int?]

    init(document: JSONDocument) {
        self.document = document
        builder = ComponentStoreBuilder(bytes: document.bytes.count)
        keyWords = [nil] + document.numberedKeys.map { KeySet.vocabulary.position(ofString: $0, in: document) }
    }

    /// The position in `keys` of the key at `node`, or nil when it is not one of them: by the
    /// key's number when it has one and `keys` is made of vocabulary words, else on its bytes.
    ///
    /// - Complexity: O(1) for a numbered key; see ``KeySet/position(ofString:in:)`` for others.
    func position(ofKey node: Int, in keys: KeySet) -> Int? {
        guard let byWord = keys.positionByWord, let number = document.keyNumber(node) else {
            return keys.position(ofString: node, in: document)
        }
        return keyWords[number].flatMap { byWord[$0] }
    }

    /// Keys allowed at each level of format version 1; the JSON Schema lists the same.
    public enum Keys {
        public static let screen = [
            "$schema", "screen", "description", "orientations", "layouts", "source", "requiresFullScreen",
            "importedFrom",
        ]
        public static let layout = ["when", "margins", "components", "description", "scrolls"]
        public static let condition = ["width", "height", "orientation", "idiom"]
        public static let margins = ["leading", "trailing", "top", "bottom"]
        public static let frame = ["x", "y", "width", "height"]
        public static let size = ["width", "height"]
        public static let component = [
            "id", "type", "frame", "size", "hitArea", "interactive", "shows", "actions", "children", "when",
            "items", "visibleItems", "rows", "description", "resizing", "font", "principal", "anchor",
            "spacing", "contentSize", "purpose", "reaches", "margins",
        ]
        public static let resizing = ["width", "minWidth", "maxWidth", "span"]
        public static let font = ["style", "size", "scales"]
        /// The object form of `orientations`: one array per device family.
        public static let orientationFamilies = ["phone", "pad"]
    }

    /// Decodes `document`.
    ///
    /// - Returns: The spec, or the problems found. A spec is returned only when there are none.
    public static func decode(_ document: JSONDocument) -> Result<ScreenSpec, SpecProblems> {
        var decoder = SpecDecoder(document: document)
        let spec = decoder.decodeScreen()
        if let spec, decoder.problems.isEmpty { return .success(spec) }
        return .failure(SpecProblems(problems: decoder.problems))
    }

    mutating func report(_ node: Int, _ message: String, related: [RelatedNode] = []) {
        problems.append(SpecProblem(node: node, message: message, related: related))
    }

    // MARK: - Screen

    mutating func decodeScreen() -> ScreenSpec? {
        let root = document.root
        guard document.kind(root) == .object else {
            report(root, "a screen spec must be a JSON object, found \(document.kind(root))")
            return nil
        }
        let fields = readFields(root, allowed: KeySets.screen, owner: "the screen spec")
        if let schema = fields[ScreenKey.schema] { checkString(schema, name: "$schema") }
        if let description = fields[ScreenKey.description] { checkString(description, name: "description") }
        if let imported = fields[ScreenKey.importedFrom] { checkString(imported, name: "importedFrom") }
        let screen = requiredNonEmptyString(
            fields[ScreenKey.screen], "screen", owner: root, ownerName: "the screen spec")
        let decodedOrientations = decodeOrientations(fields, owner: root)
        let decoded = decodeLayouts(fields, owner: root)
        let source = fields[ScreenKey.source].flatMap { enumValue($0, SpecSource.self, name: "'source'") }
        let fullScreen = fields[ScreenKey.requiresFullScreen].flatMap { boolean($0, name: "'requiresFullScreen'") }
        guard let screen, let decodedOrientations, var layouts = decoded else { return nil }
        let (orientations, byFamily) = (decodedOrientations.all, decodedOrientations.byFamily)
        // A spec without components shares one empty store.
        if builder.records.isEmpty && builder.lists.isEmpty {
            return ScreenSpec(
                node: root, screen: screen, orientations: orientations, orientationsByFamily: byFamily,
                layouts: layouts, store: ComponentStore.empty, source: source, requiresFullScreen: fullScreen)
        }
        // The layouts were decoded with their lists in the empty store (``decodeLayout``): they
        // move to the spec's own store in place, rather than through an array of drafts.
        let store = ComponentStore(builder)
        for position in layouts.indices {
            let list = layouts[position].components
            layouts[position].components = ComponentList(
                store: store, listRange: list.offset..<(list.offset + list.count))
        }
        return ScreenSpec(
            node: root, screen: screen, orientations: orientations, orientationsByFamily: byFamily, layouts: layouts,
            store: store, source: source, requiresFullScreen: fullScreen)
    }

    /// The layouts, each with its components as a range of the builder's lists, held for now in
    /// a list of the empty store (``decodeScreen()`` moves them to the spec's store).
    mutating func decodeLayouts(_ fields: Fields, owner: Int) -> [Layout]? {
        guard let node = fields[ScreenKey.layouts] else {
            report(owner, "missing required key 'layouts' in the screen spec; add at least one layout")
            return nil
        }
        guard expect(node, .array, name: "layouts") else { return nil }
        if document.count(node) == 0 {
            report(node, "'layouts' is empty; add at least one layout")
        }
        var layouts: [Layout] = []
        // Sized once: growing from empty reallocated for the first and the second layout.
        layouts.reserveCapacity(document.count(node))
        for (index, element) in document.elements(node).enumerated() {
            if let layout = decodeLayout(element, index: index) { layouts.append(layout) }
        }
        return layouts
    }

    mutating func decodeLayout(_ node: Int, index: Int) -> Layout? {
        guard expect(node, .object, name: "a layout") else { return nil }
        // How messages name the layout; built only for a message.
        func owner() -> String { "layout \(index + 1)" }
        let fields = readFields(node, allowed: KeySets.layout, owner: owner())
        if let description = fields[LayoutKey.description] { checkString(description, name: "description") }
        let whenNode = fields[LayoutKey.when]
        let marginsNode = fields[LayoutKey.margins]
        let scrollsNode = fields[LayoutKey.scrolls]
        let listNode = fields[LayoutKey.components]
        let when = whenNode.flatMap { decodeCondition($0) }
        let margins = marginsNode.flatMap { decodeMargins($0) }
        let scrolls = scrollsNode.flatMap { boolean($0, name: "'scrolls'") }
        let firstRecord = builder.records.count
        var components = builder.lists.count..<builder.lists.count
        if let list = listNode {
            components = decodeComponents(list)
        } else {
            report(node, "missing required key 'components' in \(owner()); use [] for a layout with none")
        }
        checkDuplicateIDs(records: firstRecord..<builder.records.count, in: owner())
        return Layout(
            node: node, index: index, when: when, margins: margins,
            components: ComponentList(store: ComponentStore.empty, listRange: components), scrolls: scrolls)
    }

    mutating func decodeCondition(_ node: Int) -> TraitCondition? {
        guard expect(node, .object, name: "'when'") else { return nil }
        let fields = readFields(node, allowed: KeySets.condition, owner: "'when'")
        var condition = TraitCondition(node: node)
        let widthNode = fields[ConditionKey.width]
        let heightNode = fields[ConditionKey.height]
        let orientationNode = fields[ConditionKey.orientation]
        let idiomNode = fields[ConditionKey.idiom]
        condition.width = widthNode.flatMap { enumValue($0, SizeClass.self, name: "'width'") }
        condition.height = heightNode.flatMap { enumValue($0, SizeClass.self, name: "'height'") }
        condition.orientation = orientationNode.flatMap {
            enumValue($0, OrientationFamily.self, name: "'orientation'")
        }
        if let idiom = idiomNode {
            condition.idiom = enumValue(idiom, Idiom.self, name: "'idiom'")
            condition.idiomKeyNode = idiom - 1
        }
        if fields.isEmpty {
            report(node, "'when' is empty; remove it, or name a 'width', 'height' or 'orientation'")
        }
        return condition
    }

    mutating func decodeMargins(_ node: Int) -> Margins? {
        guard expect(node, .object, name: "'margins'") else { return nil }
        let fields = readFields(node, allowed: KeySets.margins, owner: "'margins'")
        let topNode = fields[MarginsKey.top]
        let bottomNode = fields[MarginsKey.bottom]
        let leading = requiredLength(fields[MarginsKey.leading], "leading", owner: node, ownerName: "'margins'")
        let trailing = requiredLength(fields[MarginsKey.trailing], "trailing", owner: node, ownerName: "'margins'")
        let top = topNode.flatMap { length($0, name: "'top'") }
        let bottom = bottomNode.flatMap { length($0, name: "'bottom'") }
        guard let leading, let trailing else { return nil }
        return Margins(node: node, leading: leading, trailing: trailing, top: top, bottom: bottom)
    }
}

extension TraitCondition {
    init(node: Int) {
        self.init(node: node, width: nil, height: nil, orientation: nil, idiom: nil, idiomKeyNode: nil)
    }
}

/// All structural problems of one spec.
public struct SpecProblems: Error, Sendable {
    public var problems: [SpecProblem]
}

import AdaptJSON

extension SpecDecoder {
    /// Decodes a `components` or `children` array.
    ///
    /// - Parameter name: How messages name the array: `'components'` or `'children'`.
    /// - Returns: The range of ``ComponentStoreBuilder/lists`` that holds the positions of the
    ///   components that decoded.
    mutating func decodeComponents(_ node: Int, name: StaticString = "'components'") -> Range<Int> {
        guard expect(node, .array, name: name.description) else {
            return builder.lists.count..<builder.lists.count
        }
        // An empty list (`"components": []`) is an empty range, with nothing to reserve or move.
        guard document.count(node) > 0 else { return builder.lists.count..<builder.lists.count }
        // Once per list rather than per component: the arrays are sized for the spec's first one.
        builder.reserveForFirstComponent()
        // The members' positions wait on a stack while their own children are decoded, then
        // move to the builder's lists together, so that every list is contiguous.
        let mark = pendingMembers.count
        for element in document.elements(node) {
            if let position = decodeComponent(element) { pendingMembers.append(position) }
        }
        let start = builder.lists.count
        builder.lists.append(contentsOf: pendingMembers[mark...])
        pendingMembers.removeSubrange(mark...)
        return start..<builder.lists.count
    }

    /// Decodes one component into the builder.
    ///
    /// The component's record is appended first and filled in last, so that records stay in
    /// document order (a parent before its children) with every subtree contiguous. Its names
    /// (`shows`, `actions`, `reaches`) are read before its children, so that they are contiguous in
    /// the builder's items too.
    /// - Returns: The component's position, or nil after reporting why it is not valid (its
    ///   record then stays behind, keeping its id when that decoded, so that a duplicate of it is
    ///   still reported; the spec does not decode).
    mutating func decodeComponent(_ node: Int) -> Int? {
        guard expect(node, .object, name: "a component") else { return nil }
        let position = builder.records.count
        builder.records.append(ComponentRecord(node: node, id: nil, type: .custom, typeNode: node))
        let provisionalName = "a component"
        // A component with an unknown or repeated key is read through Fields, which reports it.
        var members = ComponentMembers()
        let fields: Fields?
        if readComponentMembers(node, into: &members) {
            fields = nil
        } else {
            let read = readFields(node, allowed: KeySets.component, owner: provisionalName, reportUnknown: false)
            fields = read
            members = ComponentMembers(read)
        }
        let id = requiredName(members[.id], "id", owner: node, ownerName: "a component")
        // How messages name the component; built only for a message (most components have none).
        let idText = id.map { builder.names.names[$0.name] }
        func owner() -> String { idText.map { "component '\($0)'" } ?? provisionalName }
        if let fields, !fields.allKnown(KeySets.component) {
            fields.reportUnknownKeys(allowed: Keys.component, owner: owner(), into: &self)
        }
        var type: Located<ComponentType>?
        if let typeNode = members[.type] {
            type = enumValue(typeNode, ComponentType.self, name: "'type'")
        } else {
            report(node, "missing required key 'type' in \(owner()); e.g. \"button\", \"text\" or \"carousel\"")
        }
        var record = ComponentRecord(node: node, id: id, type: type?.value ?? .custom, typeNode: type?.node ?? node)
        decodeShape(members, into: &record, owner: owner)
        decodeNames(members, into: &record)
        if let childrenNode = members[.children] {
            record.children = decodeComponents(childrenNode, name: "'children'")
        }
        record.subtreeEnd = builder.records.count
        decodeCounts(members, into: &record)
        decodeLook(members, into: &record, owner: owner)
        decodePresentation(members, type: type, into: &record)
        builder.records[position].subtreeEnd = record.subtreeEnd
        guard id != nil, type != nil else {
            // Every problem in one pass: the id of a component whose 'type' (say) is invalid
            // still takes part in the duplicate-id check of its layout.
            builder.records[position].id = id
            return nil
        }
        builder.records[position] = record
        return position
    }

    /// A component's place and tap area: `frame` or `size` (one of them), `hitArea` and
    /// `interactive`. Boxes go to the builder's arrays; the record keeps their positions.
    private mutating func decodeShape(
        _ members: ComponentMembers, into record: inout ComponentRecord, owner: () -> String
    ) {
        if let frameNode = members[.frame] {
            record.frame = boxPosition(frameNode, name: "'frame'", keys: KeySets.frame)
        }
        if let sizeNode = members[.size] { record.size = boxPosition(sizeNode, name: "'size'", keys: KeySets.size) }
        if let frameNode = members[.frame], let sizeNode = members[.size] {
            report(
                sizeNode - 1, "\(owner()) has both 'frame' and 'size'; keep one",
                related: [RelatedNode(node: frameNode - 1, message: "'frame' is here")])
        }
        if let hitAreaNode = members[.hitArea] {
            record.hitArea = boxPosition(hitAreaNode, name: "'hitArea'", keys: KeySets.size)
        }
        if let interactiveNode = members[.interactive] {
            record.interactive = boolean(interactiveNode, name: "'interactive'")
        }
    }

    /// A component's `shows`, `actions` and `reaches`: three adjacent ranges of the builder's items.
    private mutating func decodeNames(_ members: ComponentMembers, into record: inout ComponentRecord) {
        let showsStart = builder.items.count
        if let showsNode = members[.shows] { nameList(showsNode, name: "'shows'") }
        let showsEnd = builder.items.count
        if let actionsNode = members[.actions] { nameList(actionsNode, name: "'actions'") }
        let actionsEnd = builder.items.count
        if let reachesNode = members[.reaches] { nameList(reachesNode, name: "'reaches'") }
        record.shows = showsStart..<showsEnd
        record.actions = showsEnd..<actionsEnd
        record.reaches = actionsEnd..<builder.items.count
    }

    /// Where a component is shown (`when`) and what a collection holds: `items`, `visibleItems`
    /// (more than 0) and `rows` (at least 1).
    private mutating func decodeCounts(_ members: ComponentMembers, into record: inout ComponentRecord) {
        if let whenNode = members[.when], let condition = decodeCondition(whenNode) {
            record.when = ComponentStoreBuilder.append(condition, to: &builder.conditions)
        }
        if let itemsNode = members[.items] { record.items = count(itemsNode, name: "'items'", allowFraction: false) }
        if let visibleItemsNode = members[.visibleItems] {
            record.visibleItems = count(visibleItemsNode, name: "'visibleItems'", allowFraction: true)
        }
        if let rowsNode = members[.rows] { record.rows = count(rowsNode, name: "'rows'", allowFraction: false) }
        if let visibleItems = record.visibleItems, visibleItems.value <= 0 {
            report(visibleItems.node, "'visibleItems' must be greater than 0")
        }
        if let rows = record.rows, rows.value < 1 {
            report(rows.node, "'rows' must be at least 1")
        }
    }

    /// How a component looks and resizes: `description`, `resizing`, `font`, `margins`,
    /// `principal` and `spacing`.
    private mutating func decodeLook(
        _ members: ComponentMembers, into record: inout ComponentRecord, owner: () -> String
    ) {
        if let descriptionNode = members[.description] { checkString(descriptionNode, name: "description") }
        if let resizingNode = members[.resizing], let value = decodeResizing(resizingNode, owner: owner()) {
            record.resizing = ComponentStoreBuilder.append(value, to: &builder.resizings)
        }
        if let fontNode = members[.font], let value = decodeFont(fontNode, owner: owner()) {
            record.font = ComponentStoreBuilder.append(value, to: &builder.fonts)
        }
        if let marginsNode = members[.margins], let value = decodeMargins(marginsNode) {
            record.margins = ComponentStoreBuilder.append(value, to: &builder.margins)
        }
        if let principalNode = members[.principal] { record.principal = boolean(principalNode, name: "'principal'") }
        if let spacingNode = members[.spacing] { record.spacing = length(spacingNode, name: "'spacing'") }
    }

    /// The keys that apply to some types only: a popover's `anchor`, a scrolling component's
    /// `contentSize` and a presentation's `purpose`, each checked against `type` when it decoded.
    private mutating func decodePresentation(
        _ members: ComponentMembers, type: Located<ComponentType>?, into record: inout ComponentRecord
    ) {
        if let anchorNode = members[.anchor] {
            record.anchor = decodeAnchor(anchorNode, key: anchorNode - 1, type: type)
        }
        if let contentSizeNode = members[.contentSize],
            let box = decodeContentSize(contentSizeNode, key: contentSizeNode - 1, type: type)
        {
            record.contentSize = ComponentStoreBuilder.append(box, to: &builder.boxes)
        }
        if let purposeNode = members[.purpose] {
            record.purpose = decodePurpose(purposeNode, key: purposeNode - 1, type: type)
        }
    }

    /// A popover's `anchor`: the non-blank id of the control it opens from.
    ///
    /// - Parameters:
    ///   - node: The value of the `anchor` key.
    ///   - key: The `anchor` key itself, where a misplaced anchor is reported.
    ///   - type: The component's type, when it decoded.
    mutating func decodeAnchor(_ node: Int, key: Int?, type: Located<ComponentType>?) -> NameRef? {
        if let type, type.value != .popover {
            report(key ?? node, "'anchor' only applies to a popover; remove it or use \"type\": \"popover\"")
            return nil
        }
        guard expect(node, .string, name: "'anchor'") else { return nil }
        if isBlankString(node) {
            report(node, "'anchor' must not be empty; name the id of the control the popover opens from")
            return nil
        }
        return NameRef(name: builder.names.number(of: node, in: document), node: node)
    }

    /// An image's `contentSize`: its natural width and height in points, both greater than 0.
    ///
    /// - Parameters:
    ///   - node: The value of the `contentSize` key.
    ///   - key: The `contentSize` key itself, where a misplaced one is reported.
    ///   - type: The component's type, when it decoded.
    mutating func decodeContentSize(_ node: Int, key: Int?, type: Located<ComponentType>?) -> Box? {
        if let type, type.value != .image {
            report(key ?? node, "'contentSize' only applies to an image; remove it or use \"type\": \"image\"")
            return nil
        }
        guard let size = decodeBox(node, name: "'contentSize'", keys: KeySets.size) else {
            // Every problem in one pass: a zero length is still reported beside the other
            // problems decodeBox found (say, a negative height).
            if document.kind(node) == .object {
                for (key, value) in document.members(node) where document.number(value) == 0 {
                    if document.stringEquals(key, "width") { reportZeroContentLength("width", at: value) }
                    if document.stringEquals(key, "height") { reportZeroContentLength("height", at: value) }
                }
            }
            return nil
        }
        var valid = true
        for (name, length) in [("width", size.width), ("height", size.height)] where length.value == 0 {
            reportZeroContentLength(name, at: length.node)
            valid = false
        }
        return valid ? size : nil
    }

    private mutating func reportZeroContentLength(_ name: String, at node: Int) {
        report(node, "'\(name)' of 'contentSize' must be greater than 0; give the image's natural size in points")
    }

    /// Decodes a box into the builder's boxes.
    ///
    /// - Returns: Its position there, or nil after reporting why it is not valid.
    mutating func boxPosition(_ node: Int, name: @autoclosure () -> String, keys: KeySet) -> Int? {
        if let box = decodeBox(node, name: name(), keys: keys) {
            return ComponentStoreBuilder.append(box, to: &builder.boxes)
        }
        return nil
    }

    mutating func decodeBox(_ node: Int, name: @autoclosure () -> String, keys: [String]) -> Box? {
        decodeBox(node, name: name(), keys: KeySet(keys))
    }

    mutating func decodeBox(_ node: Int, name: @autoclosure () -> String, keys: KeySet) -> Box? {
        guard expect(node, .object, name: name()) else { return nil }
        let fields =
            smallObjectMembers(node, keys: keys) ?? SmallMembers(readFields(node, allowed: keys, owner: name()))
        var x: Located<Double>?
        var y: Located<Double>?
        let positions = keys.boxPositions
        let hasPosition = positions.x != nil
        if let xPosition = positions.x, let yPosition = positions.y {
            x = requiredCoordinate(fields[position: xPosition], "x", owner: node, ownerName: name())
            y = requiredCoordinate(fields[position: yPosition], "y", owner: node, ownerName: name())
        }
        let widthNode = positions.width.flatMap { fields[position: $0] }
        let heightNode = positions.height.flatMap { fields[position: $0] }
        let width = requiredLength(widthNode, "width", owner: node, ownerName: name())
        let height = requiredLength(heightNode, "height", owner: node, ownerName: name())
        guard let width, let height else { return nil }
        if hasPosition && (x == nil || y == nil) { return nil }
        return Box(node: node, x: x, y: y, width: width, height: height)
    }

    /// Reports a component id used twice in one layout (children included).
    ///
    /// A layout's components are the records in `records`, in document order. A record left
    /// behind by a component that did not decode still counts with its id when that decoded, and
    /// its children count too: every problem of a file is reported in one pass, so an invalid
    /// `type` does not hide a duplicate id. Ids are numbered by text as they are decoded
    /// (``NameNumbering``), so two ids are the same exactly when their numbers are. Each duplicate
    /// is reported at its use, pointing at the first.
    ///
    /// - Complexity: O(records), and O(names) the first time a spec has more names.
    mutating func checkDuplicateIDs(records: Range<Int>, in owner: @autoclosure () -> String) {
        guard records.count > 1 else { return }
        let names = builder.names.names.count
        if firstIDUse.count < names {
            firstIDUse.append(contentsOf: repeatElement(nil, count: names - firstIDUse.count))
        }
        for position in records {
            // A component whose id did not decode has nothing to compare.
            guard let id = builder.records[position].id else { continue }
            if let first = firstIDUse[id.name] {
                reportDuplicateID(builder.names.names[id.name], at: id.node, first: first, in: owner())
            } else {
                firstIDUse[id.name] = id.node
            }
        }
        // Only the ids of this layout were set: clearing them readies the table for the next one.
        for position in records {
            if let id = builder.records[position].id { firstIDUse[id.name] = nil }
        }
    }

    private mutating func reportDuplicateID(_ id: String, at node: Int, first: Int, in owner: String) {
        report(
            node, "duplicate component id '\(id)' in \(owner)",
            related: [RelatedNode(node: first, message: "first used here")])
    }
}

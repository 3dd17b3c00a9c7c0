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
    /// document order (a parent before its children) with every subtree contiguous.
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
        // Every member's node, read once.
        let typeNode = members[.type]
        let frameNode = members[.frame]
        let sizeNode = members[.size]
        let hitAreaNode = members[.hitArea]
        let interactiveNode = members[.interactive]
        let showsNode = members[.shows]
        let actionsNode = members[.actions]
        let childrenNode = members[.children]
        let whenNode = members[.when]
        let itemsNode = members[.items]
        let visibleItemsNode = members[.visibleItems]
        let rowsNode = members[.rows]
        let descriptionNode = members[.description]
        let resizingNode = members[.resizing]
        let fontNode = members[.font]
        let principalNode = members[.principal]
        let anchorNode = members[.anchor]
        let spacingNode = members[.spacing]
        let contentSizeNode = members[.contentSize]
        let purposeNode = members[.purpose]
        let reachesNode = members[.reaches]
        let marginsNode = members[.margins]

        var type: Located<ComponentType>?
        if let typeNode {
            type = enumValue(typeNode, ComponentType.self, name: "'type'")
        } else {
            report(node, "missing required key 'type' in \(owner()); e.g. \"button\", \"text\" or \"carousel\"")
        }
        // Boxes, conditions, resizings and fonts go to the builder's arrays; the record keeps
        // their positions.
        var frame: Int?
        if let frameNode { frame = boxPosition(frameNode, name: "'frame'", keys: KeySets.frame) }
        var size: Int?
        if let sizeNode { size = boxPosition(sizeNode, name: "'size'", keys: KeySets.size) }
        if let frameNode, let sizeNode {
            report(
                sizeNode - 1, "\(owner()) has both 'frame' and 'size'; keep one",
                related: [RelatedNode(node: frameNode - 1, message: "'frame' is here")])
        }
        var hitArea: Int?
        if let hitAreaNode { hitArea = boxPosition(hitAreaNode, name: "'hitArea'", keys: KeySets.size) }
        var interactive: Located<Bool>?
        if let interactiveNode { interactive = boolean(interactiveNode, name: "'interactive'") }
        let showsStart = builder.items.count
        if let showsNode { nameList(showsNode, name: "'shows'") }
        let showsEnd = builder.items.count
        if let actionsNode { nameList(actionsNode, name: "'actions'") }
        let actionsEnd = builder.items.count
        if let reachesNode { nameList(reachesNode, name: "'reaches'") }
        let reachesEnd = builder.items.count
        var children: Range<Int>?
        if let childrenNode { children = decodeComponents(childrenNode, name: "'children'") }
        let subtreeEnd = builder.records.count
        var when: Int?
        if let whenNode, let condition = decodeCondition(whenNode) {
            when = ComponentStoreBuilder.append(condition, to: &builder.conditions)
        }
        var items: Located<Double>?
        if let itemsNode { items = count(itemsNode, name: "'items'", allowFraction: false) }
        var visibleItems: Located<Double>?
        if let visibleItemsNode { visibleItems = count(visibleItemsNode, name: "'visibleItems'", allowFraction: true) }
        var rows: Located<Double>?
        if let rowsNode { rows = count(rowsNode, name: "'rows'", allowFraction: false) }
        if let visibleItems, visibleItems.value <= 0 {
            report(visibleItems.node, "'visibleItems' must be greater than 0")
        }
        if let rows, rows.value < 1 {
            report(rows.node, "'rows' must be at least 1")
        }
        if let descriptionNode { checkString(descriptionNode, name: "description") }
        var resizing: Int?
        if let resizingNode, let value = decodeResizing(resizingNode, owner: owner()) {
            resizing = ComponentStoreBuilder.append(value, to: &builder.resizings)
        }
        var font: Int?
        if let fontNode, let value = decodeFont(fontNode, owner: owner()) {
            font = ComponentStoreBuilder.append(value, to: &builder.fonts)
        }
        var margins: Int?
        if let marginsNode, let value = decodeMargins(marginsNode) {
            margins = ComponentStoreBuilder.append(value, to: &builder.margins)
        }
        var principal: Located<Bool>?
        if let principalNode { principal = boolean(principalNode, name: "'principal'") }
        var anchor: NameRef?
        if let anchorNode { anchor = decodeAnchor(anchorNode, key: anchorNode - 1, type: type) }
        var spacing: Located<Double>?
        if let spacingNode { spacing = length(spacingNode, name: "'spacing'") }
        var contentSize: Int?
        if let contentSizeNode, let box = decodeContentSize(contentSizeNode, key: contentSizeNode - 1, type: type) {
            contentSize = ComponentStoreBuilder.append(box, to: &builder.boxes)
        }
        var purpose: Located<TaskPurpose>?
        if let purposeNode { purpose = decodePurpose(purposeNode, key: purposeNode - 1, type: type) }
        builder.records[position].subtreeEnd = subtreeEnd
        guard let id, let type else {
            // Every problem in one pass: the id of a component whose 'type' (say) is invalid
            // still takes part in the duplicate-id check of its layout.
            builder.records[position].id = id
            return nil
        }
        var record = ComponentRecord(node: node, id: id, type: type.value, typeNode: type.node)
        record.frame = frame
        record.size = size
        record.hitArea = hitArea
        record.contentSize = contentSize
        record.when = when
        record.resizing = resizing
        record.font = font
        record.margins = margins
        record.interactive = interactive
        record.principal = principal
        record.items = items
        record.visibleItems = visibleItems
        record.rows = rows
        record.spacing = spacing
        record.anchor = anchor
        record.shows = showsStart..<showsEnd
        record.actions = showsEnd..<actionsEnd
        record.reaches = actionsEnd..<reachesEnd
        record.purpose = purpose
        if let children { record.children = children }
        record.subtreeEnd = subtreeEnd
        builder.records[position] = record
        return position
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

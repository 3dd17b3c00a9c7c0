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
        // A component with an unknown or repeated key is read through Fields, which reports it.
        var members = ComponentMembers()
        var fields: Fields?
        if !readKnownMembers(node, keys: KeySets.component, into: &members) {
            let read = readFields(node, allowed: KeySets.component, owner: "a component", reportUnknown: false)
            members = ComponentMembers(read)
            fields = read
        }
        let id = requiredName(members.id, "id", owner: node, ownerName: "a component")
        // How messages name the component; built only for a message (most components have none).
        let idText = id.map { builder.names.names[$0.name] }
        func owner() -> String { idText.map { "component '\($0)'" } ?? "a component" }
        if let fields, !fields.allKnown(KeySets.component) {
            fields.reportUnknownKeys(allowed: Keys.component, owner: owner(), into: &self)
        }
        var type: Located<ComponentType>?
        if let typeNode = members.type {
            type = enumValue(typeNode, ComponentType.self, name: "'type'")
        } else {
            report(node, "missing required key 'type' in \(owner()); e.g. \"button\", \"text\" or \"carousel\"")
        }
        // The record is filled member by member, in the order problems are reported. Boxes,
        // conditions, resizings and fonts go to the builder's arrays; the record keeps their
        // positions.
        var record = ComponentRecord(node: node, id: id, type: type?.value ?? .custom, typeNode: type?.node ?? node)
        record.frame = members.frame.flatMap { boxPosition($0, name: "'frame'", keys: KeySets.frame) }
        record.size = members.size.flatMap { boxPosition($0, name: "'size'", keys: KeySets.size) }
        if let frameNode = members.frame, let sizeNode = members.size {
            report(
                sizeNode - 1, "\(owner()) has both 'frame' and 'size'; keep one",
                related: [RelatedNode(node: frameNode - 1, message: "'frame' is here")])
        }
        record.hitArea = members.hitArea.flatMap { boxPosition($0, name: "'hitArea'", keys: KeySets.size) }
        record.interactive = members.interactive.flatMap { boolean($0, name: "'interactive'") }
        let showsStart = builder.items.count
        if let shows = members.shows { nameList(shows, name: "'shows'") }
        record.shows = showsStart..<builder.items.count
        if let actions = members.actions { nameList(actions, name: "'actions'") }
        record.actions = record.shows.upperBound..<builder.items.count
        if let reaches = members.reaches { nameList(reaches, name: "'reaches'") }
        record.reaches = record.actions.upperBound..<builder.items.count
        if let children = members.children { record.children = decodeComponents(children, name: "'children'") }
        record.subtreeEnd = builder.records.count
        if let when = members.when, let condition = decodeCondition(when) {
            record.when = ComponentStoreBuilder.append(condition, to: &builder.conditions)
        }
        record.items = members.items.flatMap { count($0, name: "'items'", allowFraction: false) }
        record.visibleItems = members.visibleItems.flatMap { count($0, name: "'visibleItems'", allowFraction: true) }
        record.rows = members.rows.flatMap { count($0, name: "'rows'", allowFraction: false) }
        if let visibleItems = record.visibleItems, visibleItems.value <= 0 {
            report(visibleItems.node, "'visibleItems' must be greater than 0")
        }
        if let rows = record.rows, rows.value < 1 {
            report(rows.node, "'rows' must be at least 1")
        }
        if let description = members.description { checkString(description, name: "description") }
        if let resizing = members.resizing, let value = decodeResizing(resizing, owner: owner()) {
            record.resizing = ComponentStoreBuilder.append(value, to: &builder.resizings)
        }
        if let font = members.font, let value = decodeFont(font, owner: owner()) {
            record.font = ComponentStoreBuilder.append(value, to: &builder.fonts)
        }
        if let margins = members.margins, let value = decodeMargins(margins) {
            record.margins = ComponentStoreBuilder.append(value, to: &builder.margins)
        }
        record.principal = members.principal.flatMap { boolean($0, name: "'principal'") }
        record.anchor = members.anchor.flatMap { decodeAnchor($0, key: $0 - 1, type: type) }
        record.spacing = members.spacing.flatMap { length($0, name: "'spacing'") }
        if let contentSize = members.contentSize,
            let box = decodeContentSize(contentSize, key: contentSize - 1, type: type)
        {
            record.contentSize = ComponentStoreBuilder.append(box, to: &builder.boxes)
        }
        record.purpose = members.purpose.flatMap { decodePurpose($0, key: $0 - 1, type: type) }
        guard id != nil, type != nil else {
            // Every problem in one pass: the id of a component whose 'type' (say) is invalid
            // still takes part in the duplicate-id check of its layout.
            builder.records[position].id = id
            builder.records[position].subtreeEnd = record.subtreeEnd
            return nil
        }
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
        var fields = SmallMembers()
        if !readKnownMembers(node, keys: keys, into: &fields) {
            fields = SmallMembers(readFields(node, allowed: keys, owner: name()))
        }
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

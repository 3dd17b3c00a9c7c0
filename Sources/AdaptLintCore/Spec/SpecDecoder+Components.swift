import AdaptJSON

extension SpecDecoder {
    mutating func decodeComponents(_ node: Int) -> [Component] {
        guard expect(node, .array, name: "'components'") else { return [] }
        var components: [Component] = []
        components.reserveCapacity(document.count(node))
        for element in document.elements(node) {
            if let component = decodeComponent(element) { components.append(component) }
        }
        return components
    }

    mutating func decodeComponent(_ node: Int) -> Component? {
        guard expect(node, .object, name: "a component") else { return nil }
        let provisionalName = "a component"
        let fields = readFields(node, allowed: KeySets.component, owner: provisionalName, reportUnknown: false)
        let id = requiredNonEmptyString(fields[ComponentKey.id], "id", owner: node, ownerName: "a component")
        // How messages name the component; built only for a message (most components have none).
        func owner() -> String { id.map { "component '\($0.value)'" } ?? provisionalName }
        if !fields.allKnown(KeySets.component) {
            fields.reportUnknownKeys(allowed: Keys.component, owner: owner(), into: &self)
        }
        let type = fields[ComponentKey.type].flatMap { enumValue($0, ComponentType.self, name: "'type'") }
        if fields[ComponentKey.type] == nil {
            report(node, "missing required key 'type' in \(owner()); e.g. \"button\", \"text\" or \"carousel\"")
        }
        let frame = fields[ComponentKey.frame].flatMap { decodeBox($0, name: "'frame'", keys: KeySets.frame) }
        let size = fields[ComponentKey.size].flatMap { decodeBox($0, name: "'size'", keys: KeySets.size) }
        if let frameNode = fields.key(ComponentKey.frame), let sizeNode = fields.key(ComponentKey.size) {
            report(
                sizeNode, "\(owner()) has both 'frame' and 'size'; keep one",
                related: [RelatedNode(node: frameNode, message: "'frame' is here")])
        }
        let hitArea = fields[ComponentKey.hitArea].flatMap { decodeBox($0, name: "'hitArea'", keys: KeySets.size) }
        let interactive = fields[ComponentKey.interactive].flatMap { boolean($0, name: "'interactive'") }
        let shows = fields[ComponentKey.shows].map { stringList($0, name: "'shows'") } ?? []
        let actions = fields[ComponentKey.actions].map { stringList($0, name: "'actions'") } ?? []
        let children = fields[ComponentKey.children].map { decodeComponents($0) } ?? []
        let when = fields[ComponentKey.when].flatMap { decodeCondition($0) }
        let items = fields[ComponentKey.items].flatMap { count($0, name: "'items'", allowFraction: false) }
        let visibleItems = fields[ComponentKey.visibleItems].flatMap {
            count($0, name: "'visibleItems'", allowFraction: true)
        }
        let rows = fields[ComponentKey.rows].flatMap { count($0, name: "'rows'", allowFraction: false) }
        if let visibleItems, visibleItems.value <= 0 {
            report(visibleItems.node, "'visibleItems' must be greater than 0")
        }
        if let rows, rows.value < 1 {
            report(rows.node, "'rows' must be at least 1")
        }
        if let description = fields[ComponentKey.description] { checkString(description, name: "description") }
        let resizing = fields[ComponentKey.resizing].flatMap { decodeResizing($0, owner: owner()) }
        let font = fields[ComponentKey.font].flatMap { decodeFont($0, owner: owner()) }
        let principal = fields[ComponentKey.principal].flatMap { boolean($0, name: "'principal'") }
        let anchor = fields[ComponentKey.anchor].flatMap {
            decodeAnchor($0, key: fields.key(ComponentKey.anchor), type: type)
        }
        let spacing = fields[ComponentKey.spacing].flatMap { length($0, name: "'spacing'") }
        let contentSize = fields[ComponentKey.contentSize].flatMap {
            decodeContentSize($0, key: fields.key(ComponentKey.contentSize), type: type)
        }
        guard let id, let type else { return nil }
        return Component(
            node: node, id: id, type: type, frame: frame, size: size, hitArea: hitArea, interactive: interactive,
            shows: shows, actions: actions, children: children, when: when, items: items,
            visibleItems: visibleItems, rows: rows, resizing: resizing, font: font,
            principal: principal, anchor: anchor, spacing: spacing, contentSize: contentSize)
    }

    /// A popover's `anchor`: the non-blank id of the control it opens from.
    ///
    /// - Parameters:
    ///   - node: The value of the `anchor` key.
    ///   - key: The `anchor` key itself, where a misplaced anchor is reported.
    ///   - type: The component's type, when it decoded.
    mutating func decodeAnchor(_ node: Int, key: Int?, type: Located<ComponentType>?) -> Located<String>? {
        if let type, type.value != .popover {
            report(key ?? node, "'anchor' only applies to a popover; remove it or use \"type\": \"popover\"")
            return nil
        }
        guard let anchor = string(node, name: "anchor") else { return nil }
        if Self.isBlank(anchor.value) {
            report(node, "'anchor' must not be empty; name the id of the control the popover opens from")
            return nil
        }
        return anchor
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
        guard let size = decodeBox(node, name: "'contentSize'", keys: KeySets.size) else { return nil }
        var valid = true
        for (name, length) in [("width", size.width), ("height", size.height)] where length.value == 0 {
            report(
                length.node,
                "'\(name)' of 'contentSize' must be greater than 0; give the image's natural size in points")
            valid = false
        }
        return valid ? size : nil
    }

    mutating func decodeBox(_ node: Int, name: @autoclosure () -> String, keys: [String]) -> Box? {
        decodeBox(node, name: name(), keys: KeySet(keys))
    }

    mutating func decodeBox(_ node: Int, name: @autoclosure () -> String, keys: KeySet) -> Box? {
        if let box = plainBox(node, keys: keys) { return box }
        guard expect(node, .object, name: name()) else { return nil }
        let fields = readFields(node, allowed: keys, owner: name())
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

    /// Above this many components in one layout, duplicate ids are found with a hash table.
    static let linearIDScanLimit = 32

    /// A box as valid specs write it, decoded without building ``Fields``: an object whose members
    /// are exactly its keys, each once, each a finite number (lengths not negative). Frames and
    /// sizes are a third of all objects in a spec, so this path matters.
    ///
    /// - Returns: The box, or nil for anything else; ``decodeBox(_:name:keys:)`` then takes the
    ///   full path, which reports what is wrong exactly as before.
    private func plainBox(_ node: Int, keys: KeySet) -> Box? {
        guard document.kind(node) == .object, document.count(node) == keys.names.count else { return nil }
        // Value nodes by key position; boxes have at most four keys.
        var values = (-1, -1, -1, -1)
        var key = node + 1
        for _ in 0..<keys.names.count {
            let packed = packedKey(key)
            guard packed.isComplete, let position = keys.position(of: packed, text: { "" }) else { return nil }
            let value = key + 1
            switch position {
            case 0 where values.0 < 0: values.0 = value
            case 1 where values.1 < 0: values.1 = value
            case 2 where values.2 < 0: values.2 = value
            case 3 where values.3 < 0: values.3 = value
            default: return nil
            }
            key = document.subtreeEnd(value)
        }
        func slot(_ position: Int?) -> Int? {
            switch position {
            case 0: values.0
            case 1: values.1
            case 2: values.2
            case 3: values.3
            default: nil
            }
        }
        func number(_ position: Int?, length: Bool) -> Located<Double>? {
            guard let node = slot(position), let value = document.number(node), value.isFinite,
                !(length && value < 0)
            else { return nil }
            return Located(value, node: node)
        }
        let positions = keys.boxPositions
        guard let width = number(positions.width, length: true), let height = number(positions.height, length: true)
        else { return nil }
        guard positions.x != nil else { return Box(node: node, x: nil, y: nil, width: width, height: height) }
        guard let x = number(positions.x, length: false), let y = number(positions.y, length: false) else {
            return nil
        }
        return Box(node: node, x: x, y: y, width: width, height: height)
    }

    /// Reports a component id used twice in one layout (children included).
    ///
    /// A layout has a few dozen components in practice. Comparing each id with the ones before
    /// it, on the packed first 16 bytes of the source (three word comparisons) and on the whole
    /// String only when those match, is several times cheaper than hashing every id into a
    /// Dictionary, which is kept for larger layouts. Both report the same problems in the same
    /// order, each pointing at the first use.
    mutating func checkDuplicateIDs(_ components: [Component], in owner: String) {
        // Id nodes and their packed bytes, in two arrays of plain values: nothing to retain or
        // release per id, and an id's text is read back from the tape only for a message or a
        // match of the packed bytes.
        var nodes: [Int] = []
        var packed: [PackedName] = []
        // By index, so that no Component is copied.
        func collect(_ list: [Component], _ decoder: borrowing SpecDecoder) {
            for index in list.indices {
                let node = list[index].id.node
                nodes.append(node)
                packed.append(decoder.packedKey(node))
                if !list[index].children.isEmpty { collect(list[index].children, decoder) }
            }
        }
        nodes.reserveCapacity(components.count)
        packed.reserveCapacity(components.count)
        collect(components, self)
        if nodes.count <= Self.linearIDScanLimit {
            for later in nodes.indices {
                for earlier in 0..<later where packed[earlier] == packed[later] {
                    let text = document.string(nodes[later]) ?? ""
                    guard document.string(nodes[earlier]) == text else { continue }
                    reportDuplicateID(text, at: nodes[later], first: nodes[earlier], in: owner)
                    break
                }
            }
            return
        }
        var seen: [String: Int] = [:]
        seen.reserveCapacity(nodes.count)
        for node in nodes {
            let text = document.string(node) ?? ""
            if let first = seen.updateValue(node, forKey: text) {
                seen[text] = first
                reportDuplicateID(text, at: node, first: first, in: owner)
            }
        }
    }

    private mutating func reportDuplicateID(_ id: String, at node: Int, first: Int, in owner: String) {
        report(
            node, "duplicate component id '\(id)' in \(owner)",
            related: [RelatedNode(node: first, message: "first used here")])
    }
}

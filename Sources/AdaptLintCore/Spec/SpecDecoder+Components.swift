import AdaptJSON

extension SpecDecoder {
    mutating func decodeComponents(_ node: Int) -> [Component] {
        guard expect(node, .array, name: "'components'") else { return [] }
        var components: [Component] = []
        for element in document.elements(node) {
            if let component = decodeComponent(element) { components.append(component) }
        }
        return components
    }

    mutating func decodeComponent(_ node: Int) -> Component? {
        guard expect(node, .object, name: "a component") else { return nil }
        let provisionalName = "a component"
        let fields = readFields(node, allowed: [], owner: provisionalName, reportUnknown: false)
        let id = requiredNonEmptyString(fields, "id", owner: node, ownerName: "a component")
        let owner = id.map { "component '\($0.value)'" } ?? provisionalName
        fields.reportUnknownKeys(allowed: Keys.component, owner: owner, into: &self)
        let type = fields["type"].flatMap { enumValue($0, ComponentType.self, name: "'type'") }
        if fields["type"] == nil {
            report(node, "missing required key 'type' in \(owner); e.g. \"button\", \"text\" or \"carousel\"")
        }
        let frame = fields["frame"].flatMap { decodeBox($0, name: "'frame'", keys: Keys.frame) }
        let size = fields["size"].flatMap { decodeBox($0, name: "'size'", keys: Keys.size) }
        if let frameNode = fields.key("frame"), let sizeNode = fields.key("size") {
            report(sizeNode, "\(owner) has both 'frame' and 'size'; keep one", related: [RelatedNode(node: frameNode, message: "'frame' is here")])
        }
        let hitArea = fields["hitArea"].flatMap { decodeBox($0, name: "'hitArea'", keys: Keys.size) }
        let interactive = fields["interactive"].flatMap { boolean($0, name: "'interactive'") }
        let shows = fields["shows"].map { stringList($0, name: "'shows'") } ?? []
        let actions = fields["actions"].map { stringList($0, name: "'actions'") } ?? []
        let children = fields["children"].map { decodeComponents($0) } ?? []
        let when = fields["when"].flatMap { decodeCondition($0) }
        let items = fields["items"].flatMap { count($0, name: "'items'", allowFraction: false) }
        let visibleItems = fields["visibleItems"].flatMap { count($0, name: "'visibleItems'", allowFraction: true) }
        let rows = fields["rows"].flatMap { count($0, name: "'rows'", allowFraction: false) }
        if let visibleItems, visibleItems.value <= 0 {
            report(visibleItems.node, "'visibleItems' must be greater than 0")
        }
        if let rows, rows.value < 1 {
            report(rows.node, "'rows' must be at least 1")
        }
        if let description = fields["description"] { _ = string(description, name: "description") }
        let resizing = fields["resizing"].flatMap { decodeResizing($0, owner: owner) }
        guard let id, let type else { return nil }
        return Component(
            node: node, id: id, type: type, frame: frame, size: size, hitArea: hitArea, interactive: interactive,
            shows: shows, actions: actions, children: children, when: when, items: items,
            visibleItems: visibleItems, rows: rows, resizing: resizing)
    }

    mutating func decodeBox(_ node: Int, name: String, keys: [String]) -> Box? {
        guard expect(node, .object, name: name) else { return nil }
        let fields = readFields(node, allowed: keys, owner: name)
        var x: Located<Double>?
        var y: Located<Double>?
        if keys.contains("x") {
            x = requiredCoordinate(fields, "x", owner: node, ownerName: name)
            y = requiredCoordinate(fields, "y", owner: node, ownerName: name)
        }
        let width = requiredLength(fields, "width", owner: node, ownerName: name)
        let height = requiredLength(fields, "height", owner: node, ownerName: name)
        guard let width, let height else { return nil }
        if keys.contains("x") && (x == nil || y == nil) { return nil }
        return Box(node: node, x: x, y: y, width: width, height: height)
    }

    /// Reports a component id used twice in one layout (children included).
    mutating func checkDuplicateIDs(_ components: [Component], in owner: String) {
        var seen: [String: Int] = [:]
        func visit(_ list: [Component], _ decoder: inout SpecDecoder) {
            for component in list {
                if let first = seen[component.id.value] {
                    decoder.report(
                        component.id.node, "duplicate component id '\(component.id.value)' in \(owner)",
                        related: [RelatedNode(node: first, message: "first used here")])
                } else {
                    seen[component.id.value] = component.id.node
                }
                visit(component.children, &decoder)
            }
        }
        visit(components, &self)
    }
}

extension JSONDocument {
    /// The RFC 6901 JSON pointer of the value at `index`, e.g. `/layouts/0/components/2/frame`.
    ///
    /// For an object key node, the pointer of the member it names.
    /// - Complexity: O(depth x siblings) from the root; meant for reporting, not hot loops.
    public func pointer(to index: Int) -> String {
        var path = ""
        var current = root
        while current != index {
            switch nodes[current].kind {
            case .object:
                var found = false
                for (key, value) in members(current) where key <= index && index < Int(nodes[value].next) {
                    path += "/" + Self.escapePointerToken(string(key) ?? "")
                    current = value
                    found = true
                    if key == index { return path }
                    break
                }
                if !found { return path }
            case .array:
                var found = false
                for (position, element) in elements(current).enumerated()
                where element <= index && index < Int(nodes[element].next) {
                    path += "/\(position)"
                    current = element
                    found = true
                    break
                }
                if !found { return path }
            default:
                return path
            }
        }
        return path
    }

    /// Escapes `~` and `/` in one pointer token (RFC 6901 section 3).
    public static func escapePointerToken(_ token: String) -> String {
        guard token.contains("~") || token.contains("/") else { return token }
        var escaped = ""
        for character in token {
            switch character {
            case "~": escaped += "~0"
            case "/": escaped += "~1"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// If `index` is the value of an object member, the index of its key node.
    ///
    /// - Complexity: O(depth x siblings), like ``pointer(to:)``.
    public func keyNode(ofValue index: Int) -> Int? {
        var current = root
        while current != index {
            var next: Int?
            switch nodes[current].kind {
            case .object:
                for (key, value) in members(current) where value <= index && index < Int(nodes[value].next) {
                    if value == index { return key }
                    next = value
                    break
                }
            case .array:
                for element in elements(current) where element <= index && index < Int(nodes[element].next) {
                    next = element
                    break
                }
            default: break
            }
            guard let step = next else { return nil }
            current = step
        }
        return nil
    }
}

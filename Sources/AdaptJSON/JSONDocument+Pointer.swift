extension JSONDocument {
    /// The RFC 6901 JSON pointer of the value at `index`, e.g. `/layouts/0/components/2/frame`.
    ///
    /// For an object key node, the pointer of the member it names.
    /// - Complexity: O(depth x siblings) from the root; meant for reporting, not hot loops.
    public func pointer(to index: Int) -> String {
        var unlimited = Int.max
        return pointer(to: index, budget: &unlimited) ?? ""
    }

    /// The pointer of ``pointer(to:)``, or nil when the walk from the root looks at more than
    /// `budget` members and elements on the way. Lets a caller with many pointers to find walk the
    /// tape while that is cheap and build a ``JSONPathIndex`` once it is not.
    ///
    /// - Parameters:
    ///   - index: A node of the document.
    ///   - budget: Members and elements the walk may still look at; reduced by those it looked at.
    /// - Complexity: O(depth x siblings), at most O(`budget`).
    public func pointer(to index: Int, budget: inout Int) -> String? {
        var path = ""
        var current = root
        while current != index {
            switch nodes[current].kind {
            case .object:
                var found = false
                for (key, value) in members(current) {
                    budget -= 1
                    guard budget >= 0 else { return nil }
                    guard key <= index && index < Int(nodes[value].next) else { continue }
                    path += "/" + Self.escapePointerToken(string(key) ?? "")
                    current = value
                    found = true
                    if key == index { return path }
                    break
                }
                if !found { return path }
            case .array:
                var found = false
                for (position, element) in elements(current).enumerated() {
                    budget -= 1
                    guard budget >= 0 else { return nil }
                    guard element <= index && index < Int(nodes[element].next) else { continue }
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
        // Both are ASCII, so their bytes cannot occur inside another character's UTF-8; a byte
        // search spares the grapheme breaking of Character comparisons for the usual plain token.
        guard token.utf8.contains(UInt8(ascii: "~")) || token.utf8.contains(UInt8(ascii: "/")) else { return token }
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

import AdaptJSON

/// Names (component ids, `shows` and `actions` items, anchors) decoded straight into the
/// builder's numbered names: a String is built once per distinct name, not once per use.
extension SpecDecoder {
    /// A required, non-blank string naming something, such as a component's `id`.
    ///
    /// Reports exactly what ``requiredNonEmptyString(_:_:owner:ownerName:)`` reports.
    /// - Parameter node: The member's value, or nil when the key is missing.
    mutating func requiredName(
        _ node: Int?, _ name: StaticString, owner: Int, ownerName: @autoclosure () -> String
    ) -> NameRef? {
        guard let node else {
            report(owner, "missing required key '\(name)' in \(ownerName())")
            return nil
        }
        guard expect(node, .string, name: "'\(name.description)'") else { return nil }
        if isBlankString(node) {
            report(node, "'\(name)' must not be empty")
            return nil
        }
        return NameRef(name: builder.names.number(of: node, in: document), node: node)
    }

    /// Appends the items of a `shows` or `actions` list to the builder, reporting items that are
    /// not strings or are empty.
    ///
    /// Walks the tape by index, with the kind checks inline: lists of names are a third of the
    /// values of a spec.
    mutating func nameList(_ node: Int, name: @autoclosure () -> String) {
        guard document.kind(node) == .array else {
            _ = expect(node, .array, name: name())
            return
        }
        var element = node + 1
        for _ in 0..<document.count(node) {
            let next = document.subtreeEnd(element)
            if document.kind(element) != .string {
                _ = expect(element, .string, name: "an item of \(name())")
            } else if document.byteRange(element).count == 2 {
                // Two bytes of source (the quotes) is the empty string; an escape is never empty.
                report(element, "an item of \(name()) must not be empty")
            } else {
                let number = builder.names.number(of: element, in: document)
                builder.items.append(NameRef(name: number, node: element))
            }
            element = next
        }
    }

    /// Whether the string at `node` is empty or only whitespace (``isBlank(_:)``), settled on the
    /// first byte for the usual name that starts with a visible ASCII character.
    func isBlankString(_ node: Int) -> Bool {
        let range = document.byteRange(node)
        if range.count > 2 {
            let first = document.bytes[range.lowerBound + 1]
            if first > 0x20, first < 0x7F, first != UInt8(ascii: "\\") { return false }
        }
        return Self.isBlank(document.string(node) ?? "")
    }
}

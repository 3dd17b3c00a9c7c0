extension JSONDocument {
    /// The byte range in ``bytes`` between the quotes of a string without escapes, where its
    /// UTF-8 is; nil for a string with escapes and for any other kind of value.
    public func unescapedStringContent(_ index: Int) -> Range<Int>? {
        let node = nodes[index]
        guard node.kind == .string, !node.hasEscapes else { return nil }
        return (Int(node.start) + 1)..<(Int(node.end) - 1)
    }
}

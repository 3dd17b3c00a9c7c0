extension JSONDocument {
    /// Calls `body` with the decoded UTF-8 of the string value (or object key) at `index`.
    ///
    /// Strings without escapes are handed over straight from the source bytes, so matching a
    /// key or a keyword allocates nothing; strings with escapes are decoded first.
    ///
    /// - Parameters:
    ///   - index: A node index.
    ///   - body: Reads the bytes; they are valid only during the call.
    /// - Returns: What `body` returns, or nil if the value is not a string.
    /// - Complexity: O(1) plus `body` for strings without escapes; O(length) with escapes.
    @inlinable
    public func withStringUTF8<Result>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        guard let range = unescapedStringContent(index) else {
            guard var text = string(index) else { return nil }
            return text.withUTF8(body)
        }
        return bytes.withUnsafeBufferPointer { buffer in
            body(UnsafeBufferPointer(rebasing: buffer[range]))
        }
    }

    /// The byte range between the quotes of an escape-free string, or nil for anything else.
    @usableFromInline
    func unescapedStringContent(_ index: Int) -> Range<Int>? {
        let node = nodes[index]
        guard node.kind == .string, !node.hasEscapes else { return nil }
        return (Int(node.start) + 1)..<(Int(node.end) - 1)
    }
}

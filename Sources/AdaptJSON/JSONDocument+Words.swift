extension JSONDocument {
    /// The first 16 bytes of an escape-free string as two little-endian words, with its length
    /// in bytes; nil for a string with escapes and for any other kind of value.
    ///
    /// Byte `i` of the string is bits `8 * (i % 8)` of `low` (i < 8) or `high` (8 <= i < 16);
    /// bytes past the end are zero. Matching an object key against a table of known keys is then
    /// two word comparisons, with no String built: the spec decoder does this for every member.
    /// The words are read with two unaligned loads where the source has 16 bytes to spare, which
    /// it almost always has (a key is followed by at least `":` and a value).
    ///
    /// Always inlined, with masking shifts (`&<<`, the amounts are below 64): it runs for every
    /// key of every object the decoder reads, and inlining with unchecked shifts leaves no call
    /// and no shift-amount checks on that path.
    ///
    /// - Complexity: O(1).
    @inlinable @inline(__always)
    public func stringWords(_ index: Int) -> (low: UInt64, high: UInt64, length: Int)? {
        let node = nodes[index]
        guard node.kind == .string, !node.hasEscapes else { return nil }
        let start = Int(node.start) &+ 1
        let length = Int(node.end) &- 1 &- start
        return bytes.withUnsafeBytes { buffer in
            guard start &+ 16 <= buffer.count else { return Self.slowWords(buffer, start: start, length: length) }
            var low = buffer.loadUnaligned(fromByteOffset: start, as: UInt64.self).littleEndian
            var high = buffer.loadUnaligned(fromByteOffset: start &+ 8, as: UInt64.self).littleEndian
            if length < 8 {
                low &= (1 &<< UInt64(truncatingIfNeeded: 8 &* length)) &- 1
                high = 0
            } else if length < 16 {
                high &= (1 &<< UInt64(truncatingIfNeeded: 8 &* (length &- 8))) &- 1
            }
            return (low, high, length)
        }
    }

    /// ``stringWords(_:)`` byte by byte, for a string that ends within 16 bytes of the input's end.
    @usableFromInline
    static func slowWords(
        _ buffer: UnsafeRawBufferPointer, start: Int, length: Int
    ) -> (low: UInt64, high: UInt64, length: Int) {
        var low: UInt64 = 0
        var high: UInt64 = 0
        for offset in 0..<min(length, 16) {
            let byte = UInt64(buffer[start + offset])
            if offset < 8 {
                low |= byte << UInt64(8 * offset)
            } else {
                high |= byte << UInt64(8 * (offset - 8))
            }
        }
        return (low, high, length)
    }
}

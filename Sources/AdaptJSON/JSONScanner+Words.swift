/// Word-at-a-time scanning for the two runs that dominate pretty-printed specs: indentation
/// and plain ASCII text inside strings. Eight bytes are tested with a few integer operations
/// (the classic "has zero byte" bit tricks); the byte-by-byte code then finishes exactly.
extension JSONScanner {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The eight bytes at `offset`, which the caller has checked are in bounds.
    @inline(__always) private func word(at offset: Int) -> UInt64 {
        UnsafeRawBufferPointer(input).loadUnaligned(fromByteOffset: offset, as: UInt64.self)
    }

    /// Nonzero exactly when some byte of `value` is zero.
    @inline(__always) private static func zeroByteMask(_ value: UInt64) -> UInt64 {
        (value &- ones) & ~value & highBits
    }

    /// Skips a run of spaces, eight at a time.
    ///
    /// - Complexity: O(length of the run).
    @inline(__always) mutating func skipSpaces() {
        while cursor + 8 <= input.count, word(at: cursor) == 0x2020_2020_2020_2020 {
            cursor += 8
        }
        while cursor < input.count, input[cursor] == 0x20 {
            cursor += 1
        }
    }

    /// Advances over string content that needs no attention: ASCII from U+0020 up, except
    /// `"` and `\`. Stops at the first byte that does (or near the end of the input), so the
    /// caller's byte loop decides what it is.
    ///
    /// - Complexity: O(length of the run).
    @inline(__always) mutating func skipPlainStringWords() {
        while cursor + 8 <= input.count {
            let value = word(at: cursor)
            let quote = Self.zeroByteMask(value ^ (Self.ones &* 0x22))
            let backslash = Self.zeroByteMask(value ^ (Self.ones &* 0x5C))
            let control = (value &- Self.ones &* 0x20) & ~value & Self.highBits
            let nonASCII = value & Self.highBits
            guard quote | backslash | control | nonASCII == 0 else { return }
            cursor += 8
        }
    }
}

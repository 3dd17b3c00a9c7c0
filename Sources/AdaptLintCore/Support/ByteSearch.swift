#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Substring search in raw bytes, for cheap checks that let a whole pass be skipped.
enum ByteSearch {
    /// Whether the UTF-8 of `needle` occurs in `haystack`.
    ///
    /// Jumps between occurrences of one byte of the needle, its `anchor` (an index into it), with
    /// the C library's vectorized `memchr`, and compares the whole needle around each (glibc keeps
    /// `memmem` behind `_GNU_SOURCE`, which Swift's Glibc module lacks). Anchoring on the needle's
    /// rarest byte makes fewer stops: in specs `u` is about five times rarer than `s`.
    /// - Complexity: O(n·m) at worst, about O(n) for an anchor that is rare in the haystack.
    static func contains(_ haystack: [UInt8], _ needle: StaticString, anchor: Int = 0) -> Bool {
        let length = needle.utf8CodeUnitCount
        guard length > 0 else { return true }
        precondition(anchor >= 0 && anchor < length, "the anchor must be an index into the needle")
        let anchorByte = Int32(needle.utf8Start[anchor])
        return haystack.withUnsafeBufferPointer { hay in
            guard let base = hay.baseAddress, hay.count >= length else { return false }
            // The anchor byte of a match lies in anchor ... count - length + anchor.
            var offset = anchor
            let last = hay.count - length + anchor
            while offset <= last {
                guard let found = memchr(base + offset, anchorByte, last - offset + 1) else { return false }
                let position = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if memcmp(base + position - anchor, needle.utf8Start, length) == 0 { return true }
                offset = position + 1
            }
            return false
        }
    }
}

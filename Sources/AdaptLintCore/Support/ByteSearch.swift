#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Substring search in raw bytes, for cheap checks that let a whole pass be skipped.
enum ByteSearch {
    /// Whether the UTF-8 of `needle` occurs in `haystack`.
    ///
    /// Jumps between occurrences of the needle's first byte with the C library's vectorized
    /// `memchr` (glibc keeps `memmem` behind `_GNU_SOURCE`, which Swift's Glibc module lacks).
    /// - Complexity: O(n·m) at worst, about O(n) for needles whose first byte is rare.
    static func contains(_ haystack: [UInt8], _ needle: StaticString) -> Bool {
        let length = needle.utf8CodeUnitCount
        guard length > 0 else { return true }
        let first = Int32(needle.utf8Start.pointee)
        return haystack.withUnsafeBufferPointer { hay in
            guard let base = hay.baseAddress, hay.count >= length else { return false }
            var offset = 0
            let last = hay.count - length
            while offset <= last {
                guard let found = memchr(base + offset, first, last - offset + 1) else { return false }
                let position = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if memcmp(base + position, needle.utf8Start, length) == 0 { return true }
                offset = position + 1
            }
            return false
        }
    }
}

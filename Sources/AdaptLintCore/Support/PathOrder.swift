#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether paths come in String order, answered on their bytes where that is the same thing.
///
/// Discovery, the report and the SARIF log each check once per run that the paths of every
/// file are in order. String comparison (`<`) works on Unicode scalars with canonical
/// equivalence; for ASCII text, String order is byte order, and `memcmp` answers it directly.
public enum PathOrder {
    /// Whether `path(0)`, `path(1)`... `path(count - 1)` increase as Strings compare: strictly
    /// (`<`) when `strictly`, else allowing equal neighbours (`<=`).
    ///
    /// Each path's bytes are checked for ASCII once; a pair with a non-ASCII path, or a path
    /// without contiguous UTF-8, is compared as Strings.
    /// - Complexity: O(total length of the paths).
    public static func increasing(count: Int, strictly: Bool, path: (Int) -> String) -> Bool {
        guard count > 1 else { return true }
        var previous = path(0)
        var previousASCII = isASCII(previous)
        for index in 1..<count {
            let current = path(index)
            let currentASCII = isASCII(current)
            let inOrder: Bool
            if previousASCII && currentASCII,
                let order = previous.utf8.withContiguousStorageIfAvailable({ lhs in
                    current.utf8.withContiguousStorageIfAvailable { rhs in compare(lhs, rhs) }
                }).flatMap({ $0 })
            {
                inOrder = strictly ? order < 0 : order <= 0
            } else {
                inOrder = strictly ? previous < current : previous <= current
            }
            guard inOrder else { return false }
            previous = current
            previousASCII = currentASCII
        }
        return true
    }

    /// Whether `text` is ASCII; false when its UTF-8 is not contiguous (the caller then
    /// compares Strings).
    private static func isASCII(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            // Eight bytes at a time: a path is checked in a few words, not a loop per byte
            // (BENCHMARKS.md, item 31).
            let raw = UnsafeRawBufferPointer(bytes)
            var words: UInt64 = 0
            var offset = 0
            while offset + 8 <= raw.count {
                words |= raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                offset += 8
            }
            var tail: UInt8 = 0
            while offset < raw.count {
                tail |= raw[offset]
                offset += 1
            }
            return words & 0x8080_8080_8080_8080 == 0 && tail < 0x80
        } ?? false
    }

    /// The order of two byte strings: negative, zero or positive, as `memcmp` then length
    /// (BENCHMARKS.md, item 31).
    private static func compare(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Int {
        let common = min(lhs.count, rhs.count)
        if common > 0, let left = lhs.baseAddress, let right = rhs.baseAddress {
            let order = memcmp(left, right, common)
            if order != 0 { return Int(order) }
        }
        return lhs.count - rhs.count
    }
}

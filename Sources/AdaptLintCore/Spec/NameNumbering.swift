import AdaptJSON

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Numbers the distinct names of one spec (ids, `shows` and `actions` items, anchors) as the
/// decoder meets them, building each name's String once.
///
/// Shaped for speed: a spec repeats its names (the same ids and items in every layout), and
/// most are short. Names are found in an open-addressing table by their UTF-8 bytes, read
/// straight from the source: a name of at most 16 bytes is two words (``PackedName``), a longer
/// one is compared in full only when its first 16 bytes, its length and its hash match. Names
/// are the same when their UTF-8 bytes are (RFC 8259, section 8.3: code unit by code unit),
/// not when Unicode would call them equivalent; escapes are decoded first.
struct NameNumbering {
    /// The names, by number.
    private(set) var names: [String] = []
    /// The first 16 bytes, the length and the hash of each name, by number.
    private var keys: [Key] = []
    /// Number + 1 of the name in each slot; 0 for an empty slot. The count is a power of two.
    private var slots: [Int32]

    private struct Key {
        var packed: PackedName
        var hash: UInt32
    }

    /// One empty slot, shared: the table of a numbering not yet sized. It stays correct without
    /// ``reserve(expected:)`` (the first name makes it grow), so `number` needs no check for it.
    private static let unsized: [Int32] = [0]

    /// An empty numbering that allocates nothing until ``reserve(expected:)`` or the first name.
    init() {
        slots = Self.unsized
    }

    /// Sized for about `expected` distinct names.
    init(expected: Int) {
        slots = Self.unsized
        reserve(expected: expected)
    }

    /// Sizes the table for about `expected` distinct names; only before the first name.
    mutating func reserve(expected: Int) {
        guard names.isEmpty else { return }
        var count = 16
        while count < 2 * expected { count *= 2 }
        slots = Array(repeating: 0, count: count)
        names.reserveCapacity(expected)
        keys.reserveCapacity(expected)
    }

    /// The number of the string at `node` of `document`, which must be a string.
    ///
    /// - Complexity: O(1) expected for a name of at most 16 bytes without escapes; O(length)
    ///   otherwise.
    mutating func number(of node: Int, in document: JSONDocument) -> Int {
        if let words = document.stringWords(node) {
            let name = PackedName(low: words.low, high: words.high, length: words.length)
            if name.isComplete {
                return number(of: name, hash: Self.hash(name), bytes: nil) { document.string(node) ?? "" }
            }
            // A long name without escapes: its bytes are the source between the quotes.
            let range = document.byteRange(node)
            return document.bytes.withUnsafeBufferPointer { buffer in
                let bytes = UnsafeBufferPointer(rebasing: buffer[(range.lowerBound + 1)..<(range.upperBound - 1)])
                return number(of: name, hash: Self.hash(name, bytes), bytes: bytes) {
                    String(decoding: bytes, as: UTF8.self)
                }
            }
        }
        return document.withStringUTF8(node) { bytes in
            let name = PackedName(bytes)
            return number(of: name, hash: Self.hash(name, bytes), bytes: bytes) {
                String(decoding: bytes, as: UTF8.self)
            }
        } ?? 0
    }

    /// The number of `text`.
    ///
    /// - Complexity: O(length of `text`).
    mutating func number(of text: String) -> Int {
        var utf8 = text
        return utf8.withUTF8 { bytes in
            let name = PackedName(bytes)
            return number(of: name, hash: Self.hash(name, bytes), bytes: bytes) { text }
        }
    }

    /// The number of `name`, whose whole UTF-8 is `bytes` when it is longer than 16 bytes;
    /// `text` makes its String the first time it is seen.
    @inline(__always)
    private mutating func number(
        of name: PackedName, hash: UInt32, bytes: UnsafeBufferPointer<UInt8>?, text: () -> String
    ) -> Int {
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while slots[slot] != 0 {
            let number = Int(slots[slot]) - 1
            let key = keys[number]
            if key.packed == name, key.hash == hash, name.isComplete || Self.equal(names[number], bytes) {
                return number
            }
            slot = (slot + 1) & mask
        }
        let number = names.count
        names.append(text())
        keys.append(Key(packed: name, hash: hash))
        slots[slot] = Int32(number + 1)
        if names.count * 2 > slots.count { grow() }
        return number
    }

    /// Whether `name`'s UTF-8 is `bytes`.
    private static func equal(_ name: String, _ bytes: UnsafeBufferPointer<UInt8>?) -> Bool {
        guard let bytes else { return false }
        var name = name
        return name.withUTF8 { stored in
            guard stored.count == bytes.count, let left = stored.baseAddress, let right = bytes.baseAddress else {
                return stored.count == bytes.count && bytes.isEmpty
            }
            return memcmp(left, right, bytes.count) == 0
        }
    }

    /// Doubles the slots, keeping them at most half full.
    private mutating func grow() {
        slots = Array(repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for (number, key) in keys.enumerated() {
            var slot = Int(key.hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(number + 1)
        }
    }

    /// The hash of a name of at most 16 bytes, from its packed words.
    @inline(__always)
    private static func hash(_ name: PackedName) -> UInt32 {
        let mixed =
            (name.low &+ name.high &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(truncatingIfNeeded: name.length))
            &* 0xFF51_AFD7_ED55_8CCD
        return UInt32(truncatingIfNeeded: mixed >> 32)
    }

    /// The hash of any name: that of its packed words, with the bytes past the 16th mixed in.
    private static func hash(_ name: PackedName, _ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        guard bytes.count > 16 else { return hash(name) }
        var mixed = UInt64(hash(name))
        let raw = UnsafeRawBufferPointer(bytes)
        var offset = 16
        while offset + 8 <= raw.count {
            mixed = (mixed ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0x9E37_79B9_7F4A_7C15
            mixed ^= mixed >> 29
            offset += 8
        }
        while offset < raw.count {
            mixed = (mixed ^ UInt64(raw[offset])) &* 0x100_0000_01B3
            offset += 1
        }
        return UInt32(truncatingIfNeeded: mixed ^ (mixed >> 32))
    }
}

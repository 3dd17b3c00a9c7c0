import AdaptJSON

/// Numbers the distinct names of one spec (ids, `shows` and `actions` items, anchors) as the
/// decoder meets them, building each name's String once.
///
/// Names are the same when their UTF-8 bytes are (RFC 8259, section 8.3: code unit by code unit),
/// escapes decoded; canonically equivalent spellings are different names. A name is looked up by
/// its bytes in the source (decoded first when it has escapes) in an open-addressing table keyed
/// by their FNV-1a hash, so a name seen before costs one pass over its bytes and builds nothing
/// (a Dictionary of Strings or slices is the slower choice measured in BENCHMARKS.md, item 33).
struct NameNumbering {
    /// The names, by number.
    private(set) var names: [String] = []
    /// The UTF-8 of each name, by number.
    private var utf8: [[UInt8]] = []
    /// The hash of each name, by number.
    private var hashes: [UInt64] = []
    /// Number + 1 of the name in each slot, 0 for an empty slot; the count is a power of two,
    /// and at most half the slots are full.
    private var slots: [Int] = [0]

    /// An empty numbering; it allocates nothing until ``reserve(expected:)`` or the first name.
    init() {}

    /// Sizes the table for about `expected` distinct names; only before the first name.
    mutating func reserve(expected: Int) {
        guard names.isEmpty else { return }
        var count = 16
        while count < 2 * expected { count *= 2 }
        slots = Array(repeating: 0, count: count)
        names.reserveCapacity(expected)
        utf8.reserveCapacity(expected)
        hashes.reserveCapacity(expected)
    }

    /// The number of the string at `node` of `document`, which must be a string.
    ///
    /// - Complexity: O(length) expected.
    mutating func number(of node: Int, in document: JSONDocument) -> Int {
        if let content = document.unescapedStringContent(node) { return number(of: document.bytes, in: content) }
        let bytes = Array((document.string(node) ?? "").utf8)
        return number(of: bytes, in: bytes.indices)
    }

    /// The number of `text`.
    ///
    /// - Complexity: O(length of `text`) expected.
    mutating func number(of text: String) -> Int {
        let bytes = Array(text.utf8)
        return number(of: bytes, in: bytes.indices)
    }

    /// The number of the name whose UTF-8 is `bytes[range]`.
    private mutating func number(of bytes: [UInt8], in range: Range<Int>) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for index in range { hash = (hash ^ UInt64(bytes[index])) &* 0x100_0000_01b3 }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash ^ (hash >> 32)) & mask
        probing: while slots[slot] != 0 {
            let number = slots[slot] - 1
            slot = (slot + 1) & mask
            guard hashes[number] == hash, utf8[number].count == range.count else { continue }
            let name = utf8[number]
            for offset in name.indices where bytes[range.lowerBound + offset] != name[offset] { continue probing }
            return number
        }
        let number = names.count
        let name = Array(bytes[range])
        names.append(String(decoding: name, as: UTF8.self))
        utf8.append(name)
        hashes.append(hash)
        slots[slot] = number + 1
        if names.count * 2 > slots.count { grow() }
        return number
    }

    /// Doubles the slots, keeping them at most half full.
    private mutating func grow() {
        slots = Array(repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for (number, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash ^ (hash >> 32)) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = number + 1
        }
    }
}

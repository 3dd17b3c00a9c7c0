/// Gives each distinct string a small number, in order of first appearance.
///
/// Shaped for speed: rules that compare names across environments (`shows` items, actions,
/// component ids) would otherwise hash every string with SipHash in a `Set` or `Dictionary` per
/// environment and per lookup. Here each occurrence is hashed once, eight UTF-8 bytes at a time,
/// into an open-addressing table, and later comparisons are integer comparisons.
struct NameTable {
    /// The names, by number.
    private(set) var names: [String] = []
    private var hashes: [UInt32] = []
    /// Number + 1 of the name in each slot; 0 for an empty slot. The count is a power of two.
    private var slots: [Int32] = Array(repeating: 0, count: 64)

    var count: Int { names.count }

    init() {
        // Room for the names of a typical screen without regrowing the arrays.
        names.reserveCapacity(32)
        hashes.reserveCapacity(32)
    }

    /// The number of `name`, given a new one when it is first seen.
    mutating func intern(_ name: String) -> Int {
        let hash = Self.hash(name)
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while slots[slot] != 0 {
            let number = Int(slots[slot]) - 1
            if hashes[number] == hash, names[number] == name { return number }
            slot = (slot + 1) & mask
        }
        let number = names.count
        names.append(name)
        hashes.append(hash)
        slots[slot] = Int32(number + 1)
        if names.count * 2 > slots.count { grow() }
        return number
    }

    /// Doubles the slots, keeping them at most half full.
    private mutating func grow() {
        slots = Array(repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for (number, hash) in hashes.enumerated() {
            var slot = Int(hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(number + 1)
        }
    }

    /// A multiplicative hash over the UTF-8 bytes, eight at a time, read in place when the string
    /// is stored contiguously (always, for strings the decoder makes). Collisions only cost a
    /// string comparison.
    private static func hash(_ name: String) -> UInt32 {
        if let hash = name.utf8.withContiguousStorageIfAvailable({ hash(UnsafeRawBufferPointer($0)) }) {
            return hash
        }
        return Array(name.utf8).withUnsafeBytes { hash($0) }
    }

    private static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
        var hash = UInt64(truncatingIfNeeded: bytes.count) &* 0x9E37_79B9_7F4A_7C15
        var offset = 0
        while offset + 8 <= bytes.count {
            hash = (hash ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0x9E37_79B9_7F4A_7C15
            hash ^= hash >> 29
            offset += 8
        }
        while offset < bytes.count {
            hash = (hash ^ UInt64(bytes[offset])) &* 0x100_0000_01B3
            offset += 1
        }
        hash ^= hash >> 32
        return UInt32(truncatingIfNeeded: hash)
    }
}

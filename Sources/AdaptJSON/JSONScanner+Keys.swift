/// Numbers the keys of a document by their text as the scanner reads them, so that a reader can
/// match each distinct key once (at its first key node, ``JSONDocument/numberedKeys``) and look
/// every other occurrence up by number.
///
/// Keys with the same source bytes between their quotes get the same number; escapes are not
/// decoded, so two spellings of one key may get two numbers (a reader matching by decoded text
/// finds the same key for both). The table is small and fixed: at most ``maximumKeys`` distinct
/// keys are numbered, and a key is looked for in at most ``maximumProbes`` slots, so numbering a
/// key costs O(its length) whatever the document holds. A key that finds no place is left without
/// a number, and so is every later occurrence of the same text (its slots stay taken); a reader
/// then matches its bytes. Keys are read as words through the scanner's raw pointer
/// (BENCHMARKS.md, item 39).
struct KeyNumbering {
    /// Slots of the open-addressing table; a power of two.
    static let slotCount = 256
    /// Most distinct keys numbered in one document (numbers 1 to this): a screen spec has about 40.
    static let maximumKeys = 128
    /// Most slots looked at for one key.
    static let maximumProbes = 8

    /// A slot: a numbered key's first 8 bytes (zero-padded), where its text starts in the input,
    /// its length in bytes and its number; number 0 for an empty slot.
    struct Slot {
        var head: UInt64 = 0
        var start: UInt32 = 0
        var length: UInt32 = 0
        var number: UInt32 = 0
    }

    /// The table, holding each numbered key where its probe found it a place.
    private var slots = [Slot](repeating: Slot(), count: slotCount)
    /// The first key node of each number, number n at n - 1.
    private(set) var firstNodes: [Int] = []

    /// The number of the key whose text is `length` bytes at `text` (between its quotes), filing
    /// it under a new number at its first sight; 0 when it has none.
    ///
    /// - Parameters:
    ///   - base: The first byte of the input, to which slots' starts are relative.
    ///   - end: Just past the last byte of the input.
    ///   - node: The key's node, kept for a key seen first.
    mutating func number(
        text: UnsafePointer<UInt8>, length: Int, base: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>, node: Int
    ) -> UInt32 {
        // The first 8 bytes as one word; a key shorter than that is followed by its closing quote
        // and more, which the mask clears.
        var head: UInt64
        if end - text >= 8 {
            head = UnsafeRawPointer(text).loadUnaligned(as: UInt64.self).littleEndian
            if length < 8 { head &= ~(UInt64.max &<< (UInt64(truncatingIfNeeded: length) &* 8)) }
        } else {
            head = Self.head(text, length: length)
        }
        // Multiplicative hashing: the top bits of the product index the table. Past 8 bytes the
        // last 8 (which overlap the head below 16) enter the hash too.
        var hash = (head ^ UInt64(truncatingIfNeeded: length)) &* 0x9E37_79B9_7F4A_7C15
        if length > 8 {
            hash ^= UnsafeRawPointer(text + length - 8).loadUnaligned(as: UInt64.self) &* 0xC2B2_AE3D_27D4_EB4F
        }
        var slot = Int(truncatingIfNeeded: hash >> 56)
        for _ in 0..<Self.maximumProbes {
            let entry = slots[slot]
            if entry.number == 0 {
                guard firstNodes.count < Self.maximumKeys else { return 0 }
                firstNodes.append(node)
                let number = UInt32(truncatingIfNeeded: firstNodes.count)
                slots[slot] = Slot(
                    head: head, start: UInt32(truncatingIfNeeded: text - base),
                    length: UInt32(truncatingIfNeeded: length),
                    number: number)
                return number
            }
            if entry.head == head && Int(entry.length) == length
                && (length <= 8 || Self.sameTail(text, base + Int(entry.start), length: length))
            {
                return entry.number
            }
            slot = (slot &+ 1) & (Self.slotCount - 1)
        }
        return 0
    }

    /// The first 8 bytes of a key's text, zero-padded, read byte by byte (near the end of the input).
    private static func head(_ text: UnsafePointer<UInt8>, length: Int) -> UInt64 {
        var word: UInt64 = 0
        for offset in 0..<min(length, 8) { word |= UInt64(text[offset]) << (UInt64(offset) * 8) }
        return word
    }

    /// Whether two texts of `length` bytes whose first 8 bytes are equal are equal past them.
    private static func sameTail(_ one: UnsafePointer<UInt8>, _ other: UnsafePointer<UInt8>, length: Int) -> Bool {
        var offset = 8
        while offset < length {
            if one[offset] != other[offset] { return false }
            offset += 1
        }
        return true
    }
}

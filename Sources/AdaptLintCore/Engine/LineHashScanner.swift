/// GitHub line hashes (see ``LineHashes``) computed straight from UTF-8 bytes, and only as far
/// into the file as the lines asked for so far.
///
/// The TypeScript original feeds a ring of 100 slots and emits a line's value when its first
/// unit leaves the ring. That value is a pure function of the 100 kept units starting at the
/// line (zeros past the end): the sum of unit × 37^(99 - offset). With P(i), the polynomial hash
/// of the first i kept units (P(i + 1) = 37 · P(i) + unit i), a line starting at kept unit s has
/// the value P(s + 100) - 37^100 · P(s). So one pass keeps a single running P: it notes P where
/// each line starts and takes the line's value 100 units later, with no window, no ring and no
/// array of units. A line's value depends only on the text up to its window's end, so the pass
/// can stop there and resume when a later line is asked for: a finding in the first half of a
/// file hashes about half of it.
///
/// Bytes are transcoded on the fly: ASCII is one UTF-16 unit per byte (the fast path), a valid
/// multi-byte sequence gives one unit or a surrogate pair. At the first ill-formed sequence the
/// scan starts over on the text as `String(decoding:as:)` repairs it (replacement characters,
/// as Node.js decodes), which leaves the units before that sequence as they were.
struct LineHashScanner {
    static let blockSize = 100
    static let base: UInt64 = 37
    /// 37^100 modulo 2^64, written out: a computed static would be checked for
    /// initialization on every use.
    static let firstMod: UInt64 = 0xE59C_D09A_331C_DB71

    /// The text being hashed (the file's bytes, or their repaired decoding).
    private var bytes: [UInt8]
    /// Whether `bytes` is already the repaired decoding (then it is valid UTF-8).
    private var repaired = false
    /// The next byte to read.
    private var index = 0
    /// P of the kept units so far, and their number.
    private var prefix: UInt64 = 0
    private var kept = 0
    /// The kept-unit count at which the oldest line without a value gets it; `Int.max` if none waits.
    private var target = blockSize
    /// Whether the end of the text (65535, then zeros) was fed.
    private var finished = false
    private var lines: Lines
    /// Occurrence numbers of the first lines, as far as asked, with the number of times each value
    /// was seen among them.
    private var numbered: [Int] = []
    private var seen: [UInt64: Int] = [:]

    /// - Parameter bytes: The file's contents; nothing is hashed until a line is asked for.
    init(bytes: [UInt8]) {
        self.bytes = bytes
        lines = Lines(capacity: bytes.count / 32 + 1)
    }

    /// The fingerprint of a 1-based line, e.g. `"271789c17abda88f:1"`, or nil past the end.
    ///
    /// - Complexity: O(n) in the bytes not hashed yet, plus amortized O(1).
    mutating func hash(ofLine line: Int) -> String? {
        guard line >= 1 else { return nil }
        hash(through: line)
        guard line <= lines.completed else { return nil }
        return LineHashes.fingerprint(lines.values[line - 1], occurrence: occurrence(ofLine: line))
    }

    /// The fingerprint of a 1-based line as its value and occurrence, or nil past the end.
    ///
    /// - Complexity: O(n) in the bytes not hashed yet, plus amortized O(1).
    mutating func lineHash(ofLine line: Int) -> LineHash? {
        guard line >= 1 else { return nil }
        hash(through: line)
        guard line <= lines.completed else { return nil }
        return LineHash(value: lines.values[line - 1], occurrence: Int32(occurrence(ofLine: line)))
    }

    /// The value of every line of the file.
    ///
    /// - Complexity: O(n) in the length of the file.
    mutating func allValues() -> [UInt64] {
        hash(through: Int.max)
        return Array(lines.values[..<lines.completed])
    }

    /// How often line `line`'s value occurs among lines 1 through `line` (its value is known).
    private mutating func occurrence(ofLine line: Int) -> Int {
        let values = lines.values
        // The lines are numbered once, as far as asked, so that many findings cost O(1) each.
        while numbered.count < line {
            let value = values[numbered.count]
            let next = seen[value, default: 0] + 1
            seen[value] = next
            numbered.append(next)
        }
        return numbered[line - 1]
    }

    /// Hashes until the first `count` lines have their value, or every line has.
    private mutating func hash(through count: Int) {
        while lines.completed < count && !finished {
            guard scan(until: count) else {
                // An ill-formed sequence: start over on the repaired text, which is valid UTF-8.
                precondition(!repaired, "String(decoding:as:) produced ill-formed UTF-8")
                self = LineHashScanner(bytes: Array(String(decoding: bytes, as: UTF8.self).utf8))
                repaired = true
                continue
            }
            if index == bytes.count && lines.completed < count { finish() }
        }
    }

    /// The end of the text: 65535, then zeros until every line has its value.
    private mutating func finish() {
        keep(0xFFFF)
        while lines.completed < lines.starts.count {
            prefix = prefix &* Self.base
            kept += 1
            if kept == target { target = lines.complete(prefix) }
        }
        finished = true
    }

    /// One kept unit that is not a line break.
    private mutating func keep(_ unit: UInt64) {
        prefix = prefix &* Self.base &+ unit
        kept &+= 1
        if kept == target { target = lines.complete(prefix) }
    }

    /// Reads bytes until `count` lines have their value or the bytes end; false at the first
    /// ill-formed UTF-8 sequence (overlong forms, surrogates and values above U+10FFFF included).
    private mutating func scan(until count: Int) -> Bool {
        // The hot state lives in locals during the loop, so that it stays in registers.
        var index = self.index
        var prefix = self.prefix
        var kept = self.kept
        var target = self.target
        defer {
            self.index = index
            self.prefix = prefix
            self.kept = kept
            self.target = target
        }
        let bytes = self.bytes
        // Through a pointer, eight bytes at a time over printable ASCII (BENCHMARKS.md, item 24).
        return bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return true }
            let end = buffer.count
            while index < end {
                let byte = base[index]
                if byte &- 0x21 < 0x5E {
                    // A run of printable ASCII other than the space, most of a spec: one kept unit
                    // per byte. Along the run, kept - index is constant, so one bound, the end of
                    // the bytes or where the next window ends, stands for both tests.
                    let run = index
                    let stop = target &- kept < end &- index ? index &+ (target &- kept) : end
                    prefix = prefix &* Self.base &+ UInt64(byte)
                    index &+= 1
                    while index < stop {
                        let next = base[index]
                        guard next &- 0x21 < 0x5E else { break }
                        prefix = prefix &* Self.base &+ UInt64(next)
                        index &+= 1
                    }
                    kept &+= index &- run
                    if kept == target {
                        target = lines.complete(prefix)
                        if lines.completed >= count { return true }
                    }
                    continue
                }
                if byte == 0x20 {
                    // Spaces, often a run of indentation: up to eight skipped at once.
                    if end &- index >= 8 {
                        let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                        let others = word ^ 0x2020_2020_2020_2020
                        index &+= others == 0 ? 8 : others.trailingZeroBitCount &>> 3
                    } else {
                        index &+= 1
                    }
                    continue
                }
                if byte == 0x09 {
                    index &+= 1
                    continue
                }
                if byte < 0x80 {
                    index &+= 1
                    var unit = UInt64(byte)
                    if byte == 0x0D {
                        unit = 0x0A
                    } else if byte == 0x0A && index >= 2 && base[index - 2] == 0x0D {
                        continue  // the LF of a CRLF: its CR was the line break
                    }
                    prefix = prefix &* Self.base &+ unit
                    kept &+= 1
                    if kept == target { target = lines.complete(prefix) }
                    if unit == 0x0A { target = lines.start(kept: kept, prefix: prefix, target: target) }
                    if lines.completed >= count { return true }
                    continue
                }
                guard let (scalar, length) = Self.decode(buffer, at: index) else { return false }
                index &+= length
                // One unit, or a surrogate pair above U+FFFF.
                let pair = scalar > 0xFFFF
                prefix = prefix &* Self.base &+ UInt64(pair ? 0xD800 + ((scalar - 0x10000) >> 10) : scalar)
                kept &+= 1
                if kept == target { target = lines.complete(prefix) }
                if pair {
                    prefix = prefix &* Self.base &+ UInt64(0xDC00 + ((scalar - 0x10000) & 0x3FF))
                    kept &+= 1
                    if kept == target { target = lines.complete(prefix) }
                }
                if lines.completed >= count { return true }
            }
            return true
        }
    }

    /// The scalar of the multi-byte sequence that starts at `index` and its length in bytes, or
    /// nil when it is ill-formed or truncated, as Unicode defines well-formed UTF-8.
    private static func decode(_ buffer: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt32, Int)? {
        let lead = buffer[index]
        let length: Int
        var scalar: UInt32
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: (length, scalar) = (2, UInt32(lead & 0x1F))
        case 0xE0...0xEF:
            (length, scalar) = (3, UInt32(lead & 0x0F))
            if lead == 0xE0 { low = 0xA0 }
            if lead == 0xED { high = 0x9F }
        case 0xF0...0xF4:
            (length, scalar) = (4, UInt32(lead & 0x07))
            if lead == 0xF0 { low = 0x90 }
            if lead == 0xF4 { high = 0x8F }
        default: return nil
        }
        guard buffer.count - index >= length else { return nil }
        for offset in 1..<length {
            let byte = buffer[index + offset]
            guard byte >= (offset == 1 ? low : 0x80) && byte <= (offset == 1 ? high : 0xBF) else { return nil }
            scalar = scalar << 6 | UInt32(byte & 0x3F)
        }
        return (scalar, length)
    }
}

/// Where each line starts among the kept units, and each line's value once its window is complete.
private struct Lines {
    /// Kept-unit index of each line's first unit; line 1 starts at 0.
    private(set) var starts: [Int] = [0]
    /// For a line whose window is complete, its value; for the others, P where the line starts.
    private(set) var values: [UInt64] = [0]
    /// The number of lines with a value: always the first ones, since windows end in line order.
    private(set) var completed = 0

    init(capacity: Int) {
        starts.reserveCapacity(capacity)
        values.reserveCapacity(capacity)
    }

    /// The oldest waiting line's window ends at the unit just fed, where P is `prefix`.
    ///
    /// - Returns: The kept-unit count at which the next waiting line's window ends.
    mutating func complete(_ prefix: UInt64) -> Int {
        values[completed] = prefix &- LineHashScanner.firstMod &* values[completed]
        completed += 1
        return completed < starts.count ? starts[completed] + LineHashScanner.blockSize : Int.max
    }

    /// A line starts after `kept` kept units, where P is `prefix` (just after a line break).
    ///
    /// - Returns: The target: unchanged, or this line's if no other line is waiting.
    mutating func start(kept: Int, prefix: UInt64, target: Int) -> Int {
        starts.append(kept)
        values.append(prefix)
        return completed == starts.count - 1 ? kept + LineHashScanner.blockSize : target
    }
}

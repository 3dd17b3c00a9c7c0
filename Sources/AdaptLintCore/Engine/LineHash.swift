/// GitHub's `primaryLocationLineHash` fingerprint for every line of a file.
///
/// A port of the rolling hash in github/codeql-action `src/fingerprints.ts` (function `hash`),
/// which `upload-sarif` computes for results that arrive without one. Producing the same value
/// lets code scanning track an alert across commits even when lines move. The reference Python
/// port with GitHub's test vectors is `../shared/reference/line_hash.py`.
///
/// The algorithm works on the UTF-16 code units of the text. Spaces and tabs are skipped, `\r`
/// and `\r\n` count as `\n`. A window of the last 100 kept units feeds a polynomial hash with
/// base 37 in 64-bit wrapping arithmetic; a line's value is the hash once 100 further units were
/// fed after its first kept unit, so each line's fingerprint covers the text that follows it.
/// The end of the file feeds 65535 and then zeros. Values are written as lowercase hex without
/// leading zeros, followed by `:n`, where `n` counts how often that value occurred so far.
public struct LineHashes: Sendable {
    /// Hash value of each line, index 0 for line 1.
    private let values: [UInt64]
    /// 1-based occurrence number of each line's value among the lines before it, for files of
    /// more than ``numberedFromLines`` lines; shorter files count when a finding asks.
    private let occurrences: [Int]?
    /// Up to this many lines, counting one line's occurrences on demand (a few findings, a few
    /// hundred comparisons each) beats numbering every line through a dictionary; above it, a
    /// file with many findings would make the on-demand counts quadratic.
    static let numberedFromLines = 4_096

    /// The number of lines that have a hash (a final empty line after a line break counts).
    public var count: Int { values.count }

    /// Hashes every line of a UTF-8 file. Invalid UTF-8 is decoded with replacement characters,
    /// as Node.js does; a byte order mark is hashed like any other character, as GitHub does.
    ///
    /// - Parameter bytes: The file's contents.
    /// - Complexity: O(n) in the length of the file.
    public init(bytes: [UInt8]) {
        var units = KeptUnits(capacity: bytes.count)
        // Valid UTF-8 (nearly every file) is transcoded in one pass without building a String;
        // anything invalid starts over through String's repairing decoder.
        if !Self.transcodeValidUTF8(bytes, into: &units) {
            units = KeptUnits(capacity: bytes.count)
            for unit in String(decoding: bytes, as: UTF8.self).utf16 { units.feed(unit) }
        }
        self.init(values: units.lineValues())
    }

    /// Feeds the UTF-16 units of `bytes` to `units`; false at the first ill-formed sequence
    /// (overlong forms, surrogates and values above U+10FFFF included), as Unicode defines them.
    private static func transcodeValidUTF8(_ bytes: [UInt8], into units: inout KeptUnits) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            let count = buffer.count
            while index < count {
                let lead = buffer[index]
                if lead < 0x80 {
                    units.feed(UInt16(lead))
                    index += 1
                    continue
                }
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
                default: return false
                }
                guard index + length <= count else { return false }
                for offset in 1..<length {
                    let byte = buffer[index + offset]
                    guard byte >= (offset == 1 ? low : 0x80) && byte <= (offset == 1 ? high : 0xBF) else {
                        return false
                    }
                    scalar = scalar << 6 | UInt32(byte & 0x3F)
                }
                if scalar > 0xFFFF {
                    let shifted = scalar - 0x10000
                    units.feed(UInt16(0xD800 + (shifted >> 10)))
                    units.feed(UInt16(0xDC00 + (shifted & 0x3FF)))
                } else {
                    units.feed(UInt16(scalar))
                }
                index += length
            }
            return true
        }
    }

    /// Hashes every line of a text.
    ///
    /// - Parameter text: The file's contents.
    /// - Complexity: O(n) in the length of the text.
    public init(text: String) {
        var units = KeptUnits(capacity: text.utf8.count)
        for unit in text.utf16 { units.feed(unit) }
        self.init(values: units.lineValues())
    }

    private init(values: [UInt64]) {
        self.values = values
        guard values.count > Self.numberedFromLines else {
            occurrences = nil
            return
        }
        var seen: [UInt64: Int] = [:]
        occurrences = values.map { value in
            let next = seen[value, default: 0] + 1
            seen[value] = next
            return next
        }
    }

    /// The fingerprint of a 1-based line, e.g. `"271789c17abda88f:1"`, or nil past the end.
    public func hash(ofLine line: Int) -> String? {
        guard line >= 1 && line <= values.count else { return nil }
        let value = values[line - 1]
        let occurrence = occurrences?[line - 1] ?? values[..<line].reduce(0) { $0 + ($1 == value ? 1 : 0) }
        return String(value, radix: 16) + ":" + String(occurrence)
    }

    /// The fingerprints of every line, in line order.
    ///
    /// - Complexity: O(lines²) up to ``numberedFromLines`` lines, O(lines) above.
    public var all: [String] { (0..<values.count).compactMap { hash(ofLine: $0 + 1) } }
}

/// The units `fingerprints.ts` hashes, and where each line starts among them.
///
/// The TypeScript original feeds a ring of 100 slots and emits a line's value when its first
/// unit leaves the ring. That value is a pure function of the 100 kept units starting at the
/// line (zeros past the end): the sum of unit × 37^(99 - offset). So the units are collected
/// first and the rolling hash then runs over a flat array, with no per-unit slot bookkeeping.
private struct KeptUnits: ~Copyable {
    static let blockSize = 100
    static let base: UInt64 = 37
    /// 37^100 modulo 2^64, written out: a computed static would be checked for
    /// initialization on every use in the hot loop.
    static let firstMod: UInt64 = 0xE59C_D09A_331C_DB71

    /// The kept units, written without Array's per-append checks. A text never has more
    /// UTF-16 units than UTF-8 bytes (nor than replacement characters for bad bytes), so the
    /// capacity, its UTF-8 length plus the final 65535, is enough.
    private let units: UnsafeMutablePointer<UInt16>
    private let capacity: Int
    private var count = 0
    /// Index in `units` of each line's first kept unit.
    private var lineStarts: [Int] = []
    private var atLineStart = true
    private var previousWasCR = false

    /// - Parameter capacity: The text's length in UTF-8 bytes.
    init(capacity: Int) {
        self.capacity = capacity + 1
        units = .allocate(capacity: capacity + 1)
        lineStarts.reserveCapacity(capacity / 32 + 1)
    }

    deinit { units.deallocate() }

    /// One UTF-16 unit of the text: spaces and tabs are dropped, `\r\n` and `\r` become `\n`.
    @inline(__always)
    mutating func feed(_ unit: UInt16) {
        var current = unit
        if current == 0x20 || current == 0x09 || (previousWasCR && current == 0x0A) {
            previousWasCR = false
            return
        }
        if current == 0x0D {
            current = 0x0A
            previousWasCR = true
        } else {
            previousWasCR = false
        }
        if atLineStart {
            atLineStart = false
            lineStarts.append(count)
        }
        if current == 0x0A { atLineStart = true }
        precondition(count < capacity, "more UTF-16 units than the capacity allows")
        units[count] = current
        count += 1
    }

    /// The value of every line: the end of the text feeds 65535 (which starts a last, empty
    /// line after a final line break) and then zeros.
    consuming func lineValues() -> [UInt64] {
        feed(0xFFFF)
        let kept = UnsafeBufferPointer(start: units, count: count)
        let starts = lineStarts
        var values: [UInt64] = []
        values.reserveCapacity(starts.count)
        var hash: UInt64 = 0
        var next = 0
        // Time t feeds unit t (zero past the end) and drops unit t - 100; a line starting
        // at s takes the hash after time s + 99.
        for time in 0..<(kept.count + Self.blockSize) where next < starts.count {
            let current = time < kept.count ? UInt64(kept[time]) : 0
            let dropped = time >= Self.blockSize ? UInt64(kept[time - Self.blockSize]) : 0
            hash = Self.base &* hash &+ current &- Self.firstMod &* dropped
            while next < starts.count && starts[next] + Self.blockSize - 1 == time {
                values.append(hash)
                next += 1
            }
        }
        return values
    }
}

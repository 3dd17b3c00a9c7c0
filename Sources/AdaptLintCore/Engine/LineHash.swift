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
    /// 1-based occurrence number of each line's value among the lines before it.
    private let occurrences: [Int]

    /// The number of lines that have a hash (a final empty line after a line break counts).
    public var count: Int { values.count }

    /// Hashes every line of a UTF-8 file. Invalid UTF-8 is decoded with replacement characters,
    /// as Node.js does; a byte order mark is hashed like any other character, as GitHub does.
    ///
    /// - Parameter bytes: The file's contents.
    /// - Complexity: O(n) in the length of the file.
    public init(bytes: [UInt8]) {
        var units = KeptUnits(capacity: bytes.count)
        if String(validating: bytes, as: UTF8.self) != nil {
            // Valid UTF-8 (nearly every file) is transcoded here without building a String.
            bytes.withUnsafeBufferPointer { buffer in
                var index = 0
                while index < buffer.count {
                    let lead = buffer[index]
                    if lead < 0x80 {
                        units.feed(UInt16(lead))
                        index += 1
                        continue
                    }
                    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
                    var scalar = UInt32(lead) & (0xFF >> (length + 1))
                    for offset in 1..<length { scalar = scalar << 6 | UInt32(buffer[index + offset] & 0x3F) }
                    for unit in UTF16.encode(Unicode.Scalar(scalar)!)! { units.feed(unit) }
                    index += length
                }
            }
        } else {
            for unit in String(decoding: bytes, as: UTF8.self).utf16 { units.feed(unit) }
        }
        self.init(lines: units.lineValues())
    }

    /// Hashes every line of a text.
    ///
    /// - Parameter text: The file's contents.
    /// - Complexity: O(n) in the length of the text.
    public init(text: String) {
        var units = KeptUnits(capacity: text.utf8.count)
        for unit in text.utf16 { units.feed(unit) }
        self.init(lines: units.lineValues())
    }

    /// Numbers the occurrences of each line's value.
    private init(lines: [UInt64]) {
        var seen: [UInt64: Int] = [:]
        var occurrences: [Int] = []
        occurrences.reserveCapacity(lines.count)
        for value in lines {
            let next = seen[value, default: 0] + 1
            seen[value] = next
            occurrences.append(next)
        }
        values = lines
        self.occurrences = occurrences
    }

    /// The fingerprint of a 1-based line, e.g. `"271789c17abda88f:1"`, or nil past the end.
    public func hash(ofLine line: Int) -> String? {
        guard line >= 1 && line <= values.count else { return nil }
        return String(values[line - 1], radix: 16) + ":" + String(occurrences[line - 1])
    }

    /// The fingerprints of every line, in line order.
    ///
    /// - Complexity: O(lines).
    public var all: [String] { (0..<values.count).compactMap { hash(ofLine: $0 + 1) } }
}

/// The units `fingerprints.ts` hashes, and where each line starts among them.
///
/// The TypeScript original feeds a ring of 100 slots and emits a line's value when its first
/// unit leaves the ring. That value is a pure function of the 100 kept units starting at the
/// line (zeros past the end): the sum of unit × 37^(99 - offset). So the units are collected
/// first and the rolling hash then runs over a flat array, with no per-unit slot bookkeeping.
private struct KeptUnits {
    static let blockSize = 100
    static let base: UInt64 = 37
    /// 37^100 modulo 2^64.
    static let firstMod: UInt64 = {
        var value: UInt64 = 1
        for _ in 0..<blockSize { value = value &* base }
        return value
    }()

    private var units: [UInt16] = []
    /// Index in `units` of each line's first kept unit.
    private var lineStarts: [Int] = []
    private var atLineStart = true
    private var previousWasCR = false

    init(capacity: Int) {
        units.reserveCapacity(capacity + 1)
    }

    /// One UTF-16 unit of the text: spaces and tabs are dropped, `\r\n` and `\r` become `\n`.
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
            lineStarts.append(units.count)
        }
        if current == 0x0A { atLineStart = true }
        units.append(current)
    }

    /// The value of every line: the end of the text feeds 65535 (which starts a last, empty
    /// line after a final line break) and then zeros.
    consuming func lineValues() -> [UInt64] {
        feed(0xFFFF)
        let units = self.units
        let starts = self.lineStarts
        var values: [UInt64] = []
        values.reserveCapacity(starts.count)
        units.withUnsafeBufferPointer { kept in
            var hash: UInt64 = 0
            var next = 0
            // Time t feeds unit t (zero past the end) and drops unit t - 100; a line starting
            // at s takes the hash after time s + 99.
            for time in 0..<(kept.count + Self.blockSize) where next < starts.count {
                let current = time < kept.count ? UInt64(kept[time]) : 0
                let dropped =
                    time >= Self.blockSize && time - Self.blockSize < kept.count
                    ? UInt64(kept[time - Self.blockSize]) : 0
                hash = Self.base &* hash &+ current &- Self.firstMod &* dropped
                while next < starts.count && starts[next] + Self.blockSize - 1 == time {
                    values.append(hash)
                    next += 1
                }
            }
        }
        return values
    }
}

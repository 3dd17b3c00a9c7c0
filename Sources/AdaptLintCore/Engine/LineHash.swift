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
        // In ASCII each byte is its own UTF-16 unit, so the common case skips decoding.
        if bytes.allSatisfy({ $0 < 0x80 }) {
            var hasher = RollingLineHasher()
            for byte in bytes { hasher.feed(UInt16(byte)) }
            self.init(lines: hasher.finish())
        } else {
            self.init(text: String(decoding: bytes, as: UTF8.self))
        }
    }

    /// Hashes every line of a text.
    ///
    /// - Parameter text: The file's contents.
    /// - Complexity: O(n) in the length of the text.
    public init(text: String) {
        var hasher = RollingLineHasher()
        for unit in text.utf16 { hasher.feed(unit) }
        self.init(lines: hasher.finish())
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

/// The state machine of `fingerprints.ts`: feeds UTF-16 units, emits one value per line.
private struct RollingLineHasher {
    static let blockSize = 100
    static let base: UInt64 = 37
    /// 37^100 modulo 2^64.
    static let firstMod: UInt64 = {
        var value: UInt64 = 1
        for _ in 0..<blockSize { value = value &* base }
        return value
    }()

    private var window = [UInt64](repeating: 0, count: blockSize)
    /// The line whose first kept unit sits at each window slot, or 0 for none.
    private var lineAtSlot = [Int](repeating: 0, count: blockSize)
    private var hash: UInt64 = 0
    private var index = 0
    private var line = 0
    private var atLineStart = true
    private var previousWasCR = false
    private(set) var lineValues: [UInt64] = []

    mutating func feed(_ unit: UInt16) {
        var current = UInt64(unit)
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
        if lineAtSlot[index] != 0 { emit() }
        if atLineStart {
            atLineStart = false
            line += 1
            lineAtSlot[index] = line
        }
        if current == 0x0A { atLineStart = true }
        update(current)
    }

    mutating func finish() -> [UInt64] {
        feed(0xFFFF)
        for _ in 0..<Self.blockSize {
            if lineAtSlot[index] != 0 { emit() }
            update(0)
        }
        return lineValues
    }

    private mutating func emit() {
        // Lines are emitted in order, so the value of line n lands at index n - 1.
        lineValues.append(hash)
        lineAtSlot[index] = 0
    }

    private mutating func update(_ current: UInt64) {
        let dropped = window[index]
        window[index] = current
        hash = Self.base &* hash &+ current &- Self.firstMod &* dropped
        index = index == Self.blockSize - 1 ? 0 : index + 1
    }
}

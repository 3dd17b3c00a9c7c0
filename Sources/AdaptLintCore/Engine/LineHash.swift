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
///
/// This type hashes the whole file; `LineHashScanner` hashes only as far as the lines asked for.
public struct LineHashes: Sendable {
    /// Hash value of each line, index 0 for line 1.
    private let values: [UInt64]
    /// 1-based occurrence number of each line's value among the lines before it, numbered once so
    /// that any number of findings costs O(1) each.
    private let occurrences: [Int]

    /// The number of lines that have a hash (a final empty line after a line break counts).
    public var count: Int { values.count }

    /// Hashes every line of a UTF-8 file. Invalid UTF-8 is decoded with replacement characters,
    /// as Node.js does; a byte order mark is hashed like any other character, as GitHub does.
    ///
    /// - Parameter bytes: The file's contents.
    /// - Complexity: O(n) in the length of the file.
    public init(bytes: [UInt8]) {
        var scanner = LineHashScanner(bytes: bytes)
        self.init(values: scanner.allValues())
    }

    /// Hashes every line of a text.
    ///
    /// - Parameter text: The file's contents.
    /// - Complexity: O(n) in the length of the text.
    public init(text: String) {
        self.init(bytes: Array(text.utf8))
    }

    private init(values: [UInt64]) {
        self.values = values
        var seen: [UInt64: Int] = [:]
        occurrences = values.map { value in
            let next = seen[value, default: 0] + 1
            seen[value] = next
            return next
        }
    }

    /// The fingerprint of a 1-based line, e.g. `"271789c17abda88f:1"`, or nil past the end.
    ///
    /// - Complexity: O(1).
    public func hash(ofLine line: Int) -> String? {
        guard line >= 1 && line <= values.count else { return nil }
        return Self.fingerprint(values[line - 1], occurrence: occurrences[line - 1])
    }

    /// The fingerprint of a 1-based line as its value and occurrence, or nil past the end.
    ///
    /// - Complexity: O(1).
    func lineHash(ofLine line: Int) -> LineHash? {
        guard line >= 1 && line <= values.count else { return nil }
        return LineHash(value: values[line - 1], occurrence: Int32(occurrences[line - 1]))
    }

    /// The fingerprints of every line, in line order.
    ///
    /// - Complexity: O(lines).
    public var all: [String] { (0..<values.count).compactMap { hash(ofLine: $0 + 1) } }

    /// `value` in lowercase hex without leading zeros, `:`, then `occurrence` in decimal: what
    /// `String(value, radix: 16) + ":" + String(occurrence)` gives, written into one buffer
    /// instead of three strings and two concatenations.
    ///
    /// - Parameter occurrence: At least 1.
    static func fingerprint(_ value: UInt64, occurrence: Int) -> String {
        precondition(occurrence >= 1, "occurrences count from 1")
        let hexDigits = max(1, (UInt64.bitWidth - value.leadingZeroBitCount + 3) / 4)
        var decimalDigits = 1
        var rest = occurrence
        while rest >= 10 {
            rest /= 10
            decimalDigits += 1
        }
        return String(unsafeUninitializedCapacity: hexDigits + 1 + decimalDigits) { buffer in
            let digits: StaticString = "0123456789abcdef"
            var shifted = value
            for position in stride(from: hexDigits - 1, through: 0, by: -1) {
                buffer[position] = digits.utf8Start[Int(shifted & 0xF)]
                shifted >>= 4
            }
            buffer[hexDigits] = UInt8(ascii: ":")
            var number = occurrence
            for position in stride(from: hexDigits + decimalDigits, to: hexDigits, by: -1) {
                buffer[position] = UInt8(ascii: "0") + UInt8(number % 10)
                number /= 10
            }
            return hexDigits + 1 + decimalDigits
        }
    }
}

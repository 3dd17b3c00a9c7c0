/// The one JSON string escaper of adaptlint: every JSON text it writes (reports, baselines,
/// imported specs, language server messages) quotes its strings here.
///
/// Escaped: `"` and `\`; the C0 controls (as `\n`, `\r`, `\t`, `\b`, `\f` or `\u00xx`); DEL
/// and the C1 controls U+0080 to U+009F (as `\u007f` to `\u009f`). Every other character,
/// non-ASCII included, is written as UTF-8. Escaping DEL and C1 is not needed by JSON
/// (RFC 8259) but keeps a report that is printed on a terminal from carrying a raw control
/// (0x9B is a control sequence introducer on some terminals); a JSON reader gets the same
/// string either way.
public enum JSONString {
    /// `text` as a JSON string literal, quotes included.
    ///
    /// - Complexity: O(n) in the UTF-8 length of `text`.
    public static func quoted(_ text: String) -> String {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(text.utf8.count + 2)
        write(text, into: &buffer)
        return String(decoding: buffer, as: UTF8.self)
    }

    /// Appends `text` quoted and escaped to `buffer`.
    ///
    /// - Complexity: O(n) in the UTF-8 length of `text`.
    public static func write(_ text: String, into buffer: inout [UInt8]) {
        // On the string's contiguous bytes (native strings have them): the scan for characters
        // to escape then avoids the UTF-8 view's iterator for every byte (BENCHMARKS.md, item 25).
        if text.utf8.withContiguousStorageIfAvailable({ write(utf8: $0, into: &buffer) }) == nil {
            Array(text.utf8).withUnsafeBufferPointer { write(utf8: $0, into: &buffer) }
        }
    }

    /// ``write(_:into:)`` on the text's UTF-8 bytes (valid UTF-8).
    public static func write(utf8 text: UnsafeBufferPointer<UInt8>, into buffer: inout [UInt8]) {
        buffer.append(UInt8(ascii: "\""))
        // Runs of bytes that need no escape are copied in one go: most strings (keys, ids,
        // paths) are one run, and a rule's help text has only a few line breaks.
        var start = 0
        var offset = firstEscape(in: text, from: 0)
        while offset < text.count {
            let byte = text[offset]
            buffer.append(contentsOf: UnsafeBufferPointer(rebasing: text[start..<offset]))
            buffer.append(UInt8(ascii: "\\"))
            // A C1 control is two bytes, 0xC2 and its code point's low byte.
            let escaped = byte == 0xC2 ? text[offset + 1] : byte
            start = offset + (byte == 0xC2 ? 2 : 1)
            offset = firstEscape(in: text, from: start)
            switch escaped {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): buffer.append(escaped)
            case 0x0A: buffer.append(UInt8(ascii: "n"))
            case 0x0D: buffer.append(UInt8(ascii: "r"))
            case 0x09: buffer.append(UInt8(ascii: "t"))
            case 0x08: buffer.append(UInt8(ascii: "b"))
            case 0x0C: buffer.append(UInt8(ascii: "f"))
            default:
                let hex: StaticString = "0123456789abcdef"
                buffer.append(contentsOf: "u00".utf8)
                buffer.append(hex.utf8Start[Int(escaped >> 4)])
                buffer.append(hex.utf8Start[Int(escaped & 0x0F)])
            }
        }
        buffer.append(contentsOf: UnsafeBufferPointer(rebasing: text[start...]))
        buffer.append(UInt8(ascii: "\""))
    }

    /// The offset of the first byte at or after `start` that begins a character to escape
    /// (for a C1 control, its lead byte 0xC2), `text.count` if none does.
    ///
    /// Eight bytes at a time: reports are mostly strings without escapes (messages, source
    /// lines, help texts), and this scan is where the JSON writer spends most of its time
    /// (BENCHMARKS.md, item 25).
    /// - Complexity: O(n) in the bytes after `start`.
    public static func firstEscape(in text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = text.baseAddress else { return text.count }
        var offset = start
        while offset < text.count {
            if offset + 8 <= text.count {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
                let flags = candidateFlags(word)
                guard flags != 0 else {
                    offset += 8
                    continue
                }
                // The lowest flag always marks a candidate (a borrow only reaches the bytes
                // above the one that caused it): on little-endian words, the first in memory.
                offset += flags.trailingZeroBitCount / 8
            } else if !isCandidate(text[offset]) {
                offset += 1
                continue
            }
            if text[offset] != 0xC2 || isC1(text, at: offset) { return offset }
            // 0xC2 leading a character from U+00A0 to U+00BF: nothing to escape.
            offset += 1
        }
        return text.count
    }

    /// Whether the 0xC2 at `offset` begins a C1 control (U+0080 to U+009F).
    private static func isC1(_ text: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        offset + 1 < text.count && (0x80...0x9F).contains(text[offset + 1])
    }

    /// The high bit of each byte of `word` below 0x20, equal to `"`, `\`, 0x7F or 0xC2, and
    /// possibly of bytes above such a byte (the classic "has a byte less than n" test).
    private static func candidateFlags(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high: UInt64 = 0x8080_8080_8080_8080
        func zeroBytes(_ value: UInt64) -> UInt64 { (value &- ones) & ~value }
        let control = (word &- ones &* 0x20) & ~word
        let quotes = zeroBytes(word ^ (ones &* UInt64(UInt8(ascii: "\""))))
        let backslashes = zeroBytes(word ^ (ones &* UInt64(UInt8(ascii: "\\"))))
        let deletes = zeroBytes(word ^ (ones &* 0x7F))
        let leads = zeroBytes(word ^ (ones &* 0xC2))
        return (control | quotes | backslashes | deletes | leads) & high
    }

    /// A quote, a backslash, a C0 control, DEL, or the lead byte of a C1 control.
    private static func isCandidate(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F || byte == 0xC2
    }
}

/// A 1-based line and column in a source file. Columns count Unicode code points, which is
/// what SARIF's `unicodeCodePoints` column kind and most editors mean by a column.
public struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// Turns byte offsets into lines and columns.
///
/// Built once per file, and only for files that have something to report. `\n`, `\r\n` and a
/// lone `\r` each end a line. A UTF-8 byte order mark does not count as a column. Columns count
/// code points; a byte that is not UTF-8 counts as one column, a tab as one.
public struct LineIndex: Sendable {
    /// Lines longer than this many bytes (minified specs) get no excerpt from ``lineText(_:)``,
    /// so a file with many findings on one huge line cannot produce megabytes per finding.
    public static let maximumLineTextBytes = 1_024

    /// Bytes between continuation-byte checkpoints; bounds the work of one ``position(of:)`` call.
    static let checkpointStride = 4_096

    private let bytes: [UInt8]
    /// Byte offset at which each line starts.
    public let lineStarts: [Int]
    /// `checkpoints[k]`: UTF-8 continuation bytes (`10xxxxxx`) in `bytes[0 ..< k * checkpointStride]`.
    /// Empty when the text has none: every code point is then one byte, and a column is a byte count.
    private let checkpoints: [Int]

    /// Finds the line starts, eight bytes at a time, through a pointer to the bytes
    /// (BENCHMARKS.md, item 24).
    ///
    /// - Complexity: O(n) in the number of bytes.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        let (starts, marks, continuations) = bytes.withUnsafeBufferPointer(Self.scan)
        lineStarts = starts
        checkpoints = continuations == 0 ? [] : marks
    }

    /// The line starts of `buffer`, its checkpoints and its number of continuation bytes.
    private static func scan(_ buffer: UnsafeBufferPointer<UInt8>) -> (
        starts: [Int], checkpoints: [Int], continuations: Int
    ) {
        let count = buffer.count
        var starts = [0]
        guard let base = buffer.baseAddress else { return (starts, [0], 0) }
        starts.reserveCapacity(count / 32 + 1)
        var marks: [Int] = []
        marks.reserveCapacity(count / checkpointStride + 2)
        var continuations = 0
        var chunk = 0
        while chunk < count {
            marks.append(continuations)
            let chunkEnd = min(chunk + checkpointStride, count)
            var index = chunk
            // Most words hold no byte below 0x0E (line breaks) and none above 0x7F: one test per
            // sixteen bytes, then per eight at the end of the text.
            while chunkEnd &- index >= 16 {
                let first = word(at: index, in: base)
                let second = word(at: index &+ 8, in: base)
                let firstBelow = below(first)
                let secondBelow = below(second)
                if (first | second) & 0x8080_8080_8080_8080 | firstBelow | secondBelow != 0 {
                    record(
                        first, below: firstBelow, at: index, in: base, starts: &starts, continuations: &continuations)
                    record(
                        second, below: secondBelow, at: index &+ 8, in: base, starts: &starts,
                        continuations: &continuations)
                }
                index &+= 16
            }
            while chunkEnd &- index >= 8 {
                let first = word(at: index, in: base)
                record(first, below: below(first), at: index, in: base, starts: &starts, continuations: &continuations)
                index &+= 8
            }
            while index < chunkEnd {
                let byte = base[index]
                if byte & 0xC0 == 0x80 { continuations += 1 }
                if byte < 0x0E { lineBreak(at: index, in: base, starts: &starts) }
                index += 1
            }
            chunk = chunkEnd
        }
        marks.append(continuations)
        return (starts, marks, continuations)
    }

    /// The eight bytes at `offset`, the first in the lowest byte.
    private static func word(at offset: Int, in base: UnsafePointer<UInt8>) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
    }

    /// Bit 7 set in each byte of `word` below 0x0E: exact for the lowest such byte, perhaps set
    /// falsely above it (a borrow), so a flagged byte is checked again; bytes above 0x7F never.
    private static func below(_ word: UInt64) -> UInt64 {
        (word &- 0x0E0E_0E0E_0E0E_0E0E) & ~word & 0x8080_8080_8080_8080
    }

    /// Counts the continuation bytes of the word at `offset` and records its line breaks.
    private static func record(
        _ word: UInt64, below: UInt64, at offset: Int, in base: UnsafePointer<UInt8>, starts: inout [Int],
        continuations: inout Int
    ) {
        // Continuation bytes have bit 7 set and bit 6 clear.
        let high = word & 0x8080_8080_8080_8080
        if high != 0 { continuations &+= (high & ~(word << 1)).nonzeroBitCount }
        var flagged = below
        while flagged != 0 {
            lineBreak(at: offset &+ flagged.trailingZeroBitCount &>> 3, in: base, starts: &starts)
            flagged &= flagged &- 1
        }
    }

    /// Records the start of a line if the byte at `offset` ends one.
    private static func lineBreak(at offset: Int, in base: UnsafePointer<UInt8>, starts: inout [Int]) {
        let byte = base[offset]
        if byte == 0x0A {
            // The LF of a CRLF moves the start that its CR recorded.
            if offset > 0 && base[offset - 1] == 0x0D {
                starts[starts.count - 1] = offset + 1
            } else {
                starts.append(offset + 1)
            }
        } else if byte == 0x0D {
            starts.append(offset + 1)
        }
    }

    /// The line and column of a byte offset (clamped to the input).
    ///
    /// - Complexity: O(log lines), plus O(min(length of the line, ``checkpointStride``)) for a
    ///   text with multi-byte characters.
    public func position(of offset: Int) -> SourcePosition {
        let offset = min(max(offset, 0), bytes.count)
        let low = lineNumber(containing: offset)
        var start = lineStarts[low]
        if low == 0 && hasByteOrderMark {
            start = min(3, offset)
        }
        return SourcePosition(line: low + 1, column: offset - start - continuations(from: start, to: offset) + 1)
    }

    /// The 0-based number of the line that holds the byte at `offset` (a binary search of
    /// ``lineStarts``; an offset past the end is on the last line).
    ///
    /// - Complexity: O(log lines).
    public func lineNumber(containing offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The text of a 1-based line, without its line terminator, for showing in a report; empty
    /// for a line number out of range and for a line longer than ``maximumLineTextBytes``.
    ///
    /// Control characters other than tab (U+0000-U+001F, U+007F-U+009F) become U+FFFD, one for
    /// one, so a hostile spec cannot send terminal escape sequences through an excerpt and
    /// carets still line up by code point.
    /// - Complexity: O(length of the line).
    public func lineText(_ line: Int) -> String {
        guard let start = lineTextStart(line) else { return "" }
        return Self.lineText(startingAt: start, in: bytes)
    }

    /// The offset of the first byte of a 1-based line's text (after a byte order mark on line 1),
    /// or nil for a line number out of range: what ``lineText(startingAt:in:)`` takes.
    /// - Complexity: O(1).
    public func lineTextStart(_ line: Int) -> Int? {
        guard line >= 1 && line <= lineStarts.count else { return nil }
        return line == 1 && hasByteOrderMark ? 3 : lineStarts[line - 1]
    }

    /// The text of the line of `bytes` that starts at `start`, as ``lineText(_:)`` gives it: up to
    /// the first line terminator, empty when that is more than ``maximumLineTextBytes`` away or
    /// when `start` is negative or past the end.
    /// - Complexity: O(min(length of the line, ``maximumLineTextBytes``)).
    public static func lineText(startingAt start: Int, in bytes: [UInt8]) -> String {
        guard start >= 0 && start <= bytes.count else { return "" }
        let limit = min(bytes.count, start + maximumLineTextBytes + 1)
        var end = start
        while end < limit && bytes[end] != 0x0A && bytes[end] != 0x0D { end += 1 }
        guard end - start <= maximumLineTextBytes else { return "" }
        // Printable ASCII and tabs, nearly every line of a spec, cannot hold a control character.
        if bytes[start..<end].allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x09 }) {
            return String(decoding: bytes[start..<end], as: UTF8.self)
        }
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        guard text.unicodeScalars.contains(where: isUnprintable) else { return text }
        var clean = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            clean.append(isUnprintable(scalar) ? "\u{FFFD}" : scalar)
        }
        return String(clean)
    }

    private static func isUnprintable(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
    }

    private var hasByteOrderMark: Bool {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    }

    /// Continuation bytes in `bytes[start ..< end]`: counted directly on a short range, from the
    /// checkpoints on a long one.
    private func continuations(from start: Int, to end: Int) -> Int {
        guard !checkpoints.isEmpty else { return 0 }
        guard end - start > Self.checkpointStride else { return continuations(counting: start..<end) }
        return continuations(before: end) - continuations(before: start)
    }

    /// Continuation bytes before `offset`, from the nearest checkpoint.
    private func continuations(before offset: Int) -> Int {
        let mark = offset / Self.checkpointStride
        return checkpoints[mark] + continuations(counting: (mark * Self.checkpointStride)..<offset)
    }

    private func continuations(counting range: Range<Int>) -> Int {
        var count = 0
        for index in range where bytes[index] & 0xC0 == 0x80 { count += 1 }
        return count
    }
}

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

    /// Bytes between code-point checkpoints; bounds the work of one ``position(of:)`` call.
    static let checkpointStride = 4_096

    private let bytes: [UInt8]
    /// Byte offset at which each line starts.
    public let lineStarts: [Int]
    /// `checkpoints[k]`: code points (non-continuation bytes) in `bytes[0 ..< k * checkpointStride]`.
    private let checkpoints: [Int]

    /// - Complexity: O(n) in the number of bytes.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        let count = bytes.count
        var starts = [0]
        var marks: [Int] = []
        marks.reserveCapacity(count / Self.checkpointStride + 1)
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            while index < count {
                let byte = buffer[index]
                if byte <= 0x0D {
                    if byte == 0x0A {
                        starts.append(index + 1)
                    } else if byte == 0x0D {
                        if index + 1 < count && buffer[index + 1] == 0x0A { index += 1 }
                        starts.append(index + 1)
                    }
                }
                index += 1
            }
            // Code points up to each checkpoint, counted a stride at a time (no division per byte).
            var leads = 0
            var chunk = 0
            while chunk < count {
                marks.append(leads)
                let end = min(chunk + Self.checkpointStride, count)
                for offset in chunk..<end where buffer[offset] & 0xC0 != 0x80 { leads += 1 }
                chunk = end
            }
            if marks.count <= count / Self.checkpointStride { marks.append(leads) }
        }
        lineStarts = starts
        checkpoints = marks
    }

    /// The line and column of a byte offset (clamped to the input).
    ///
    /// - Complexity: O(log lines + ``checkpointStride``), however long the line is.
    public func position(of offset: Int) -> SourcePosition {
        let offset = min(max(offset, 0), bytes.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var start = lineStarts[low]
        if low == 0 && hasByteOrderMark {
            start = min(3, offset)
        }
        return SourcePosition(line: low + 1, column: codePoints(before: offset) - codePoints(before: start) + 1)
    }

    /// The text of a 1-based line, without its line terminator, for showing in a report; empty
    /// for a line number out of range and for a line longer than ``maximumLineTextBytes``.
    ///
    /// Control characters other than tab (U+0000-U+001F, U+007F-U+009F) become U+FFFD, one for
    /// one, so a hostile spec cannot send terminal escape sequences through an excerpt and
    /// carets still line up by code point.
    /// - Complexity: O(length of the line).
    public func lineText(_ line: Int) -> String {
        guard line >= 1 && line <= lineStarts.count else { return "" }
        var start = lineStarts[line - 1]
        if line == 1 && hasByteOrderMark { start = 3 }
        var end = line < lineStarts.count ? lineStarts[line] : bytes.count
        while end > start && (bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D) { end -= 1 }
        guard end - start <= Self.maximumLineTextBytes else { return "" }
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        guard text.unicodeScalars.contains(where: Self.isUnprintable) else { return text }
        var clean = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            clean.append(Self.isUnprintable(scalar) ? "\u{FFFD}" : scalar)
        }
        return String(clean)
    }

    private static func isUnprintable(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
    }

    private var hasByteOrderMark: Bool {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    }

    /// Code points that start before `offset`, from the nearest checkpoint.
    private func codePoints(before offset: Int) -> Int {
        let mark = offset / Self.checkpointStride
        var count = checkpoints[mark]
        for index in (mark * Self.checkpointStride)..<offset where bytes[index] & 0xC0 != 0x80 {
            count += 1
        }
        return count
    }
}

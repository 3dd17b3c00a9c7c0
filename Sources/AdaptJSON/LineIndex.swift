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
/// lone `\r` each end a line. A UTF-8 byte order mark does not count as a column.
public struct LineIndex: Sendable {
    private let bytes: [UInt8]
    /// Byte offset at which each line starts.
    public let lineStarts: [Int]

    /// - Complexity: O(n) in the number of bytes.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == 0x0A {
                starts.append(index + 1)
            } else if byte == 0x0D {
                if index + 1 < count && bytes[index + 1] == 0x0A { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        lineStarts = starts
    }

    /// The line and column of a byte offset.
    ///
    /// - Complexity: O(log lines + length of the line up to the offset).
    public func position(of offset: Int) -> SourcePosition {
        let offset = min(max(offset, 0), bytes.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var start = lineStarts[low]
        if low == 0 && bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
            start = min(3, offset)
        }
        var column = 1
        for index in start..<offset where bytes[index] & 0xC0 != 0x80 {
            column += 1
        }
        return SourcePosition(line: low + 1, column: column)
    }

    /// The text of a 1-based line, without its line terminator.
    public func lineText(_ line: Int) -> String {
        guard line >= 1 && line <= lineStarts.count else { return "" }
        var start = lineStarts[line - 1]
        if line == 1 && bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { start = 3 }
        var end = line < lineStarts.count ? lineStarts[line] : bytes.count
        while end > start && (bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D) { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

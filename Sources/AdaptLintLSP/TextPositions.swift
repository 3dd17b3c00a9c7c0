import AdaptJSON

/// A position in a text document as LSP counts it: 0-based line and 0-based character offset
/// in UTF-16 code units.
public struct LSPPosition: Sendable, Hashable, Comparable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { (lhs.line, lhs.character) < (rhs.line, rhs.character) }

    var json: LSPValue { ["line": .int(line), "character": .int(character)] }

    init?(_ value: LSPValue?) {
        guard let line = value?["line"]?.intValue, let character = value?["character"]?.intValue, line >= 0,
            character >= 0
        else { return nil }
        self.init(line: line, character: character)
    }
}

/// Converts between byte offsets in a UTF-8 text and LSP positions.
///
/// Lines end at `\n`, `\r\n` or a lone `\r`, as LSP and adaptlint's own ``AdaptJSON/LineIndex``
/// count them. A code point above U+FFFF is two UTF-16 units; a byte that is not valid UTF-8
/// counts as one unit.
struct TextPositions {
    let bytes: [UInt8]
    /// Where each line starts, found as the linter finds them.
    private let lines: LineIndex
    /// Byte offset at which each line starts.
    var lineStarts: [Int] { lines.lineStarts }

    /// - Complexity: O(n) in the size of the text.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        lines = LineIndex(bytes)
    }

    /// The LSP position of a byte offset (clamped to the text).
    ///
    /// - Complexity: O(log lines + length of the line).
    func position(of offset: Int) -> LSPPosition {
        let offset = min(max(offset, 0), bytes.count)
        let line = lines.lineNumber(containing: offset)
        var units = 0
        var index = lineStarts[line]
        while index < offset {
            let (length, width) = Self.scalar(at: index, in: bytes)
            units += width
            index += length
        }
        return LSPPosition(line: line, character: units)
    }

    /// The byte offset of an LSP position; a character past the end of its line is the line's
    /// end, a line past the end of the text is the text's end.
    ///
    /// - Complexity: O(length of the line).
    func offset(of position: LSPPosition) -> Int {
        guard position.line < lineStarts.count else { return bytes.count }
        let lineEnd = position.line + 1 < lineStarts.count ? lineStarts[position.line + 1] : bytes.count
        var index = lineStarts[position.line]
        var units = 0
        while index < lineEnd, units < position.character {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D { break }
            let (length, width) = Self.scalar(at: index, in: bytes)
            units += width
            index += length
        }
        return index
    }

    /// The byte length and UTF-16 width of the character starting at `index`.
    static func scalar(at index: Int, in bytes: [UInt8]) -> (length: Int, width: Int) {
        let byte = bytes[index]
        let length: Int
        switch byte {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return (1, 1)
        }
        guard index + length <= bytes.count,
            bytes[(index + 1)..<(index + length)].allSatisfy({ $0 & 0xC0 == 0x80 })
        else { return (1, 1) }
        return (length, length == 4 ? 2 : 1)
    }
}

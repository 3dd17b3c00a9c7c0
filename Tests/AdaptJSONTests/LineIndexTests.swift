import Testing

@testable import AdaptJSON

/// A byte offset in a text and the line:column it must map to.
struct PositionCase: Sendable, CustomTestStringConvertible {
    let name: String
    let bytes: [UInt8]
    let offset: Int
    let position: SourcePosition

    init(_ name: String, _ text: String, offset: Int, _ line: Int, _ column: Int) {
        self.init(name, bytes: Array(text.utf8), offset: offset, line, column)
    }

    init(_ name: String, bytes: [UInt8], offset: Int, _ line: Int, _ column: Int) {
        self.name = name
        self.bytes = bytes
        self.offset = offset
        self.position = SourcePosition(line: line, column: column)
    }

    var testDescription: String { name }
}

/// Offsets to lines and columns, and line excerpts.
struct LineIndexTests {
    static let positions: [PositionCase] = [
        PositionCase("maps offset 0 to 1:1", "abc", offset: 0, 1, 1),
        PositionCase("maps the end of the text past its last column", "abc", offset: 3, 1, 4),
        PositionCase("maps an empty text to 1:1", "", offset: 0, 1, 1),
        PositionCase("clamps an offset past the end", "ab", offset: 99, 1, 3),
        PositionCase("starts a new line after LF", "a\nb", offset: 2, 2, 1),
        PositionCase("starts one new line after CRLF", "a\r\nb", offset: 3, 2, 1),
        PositionCase("starts a new line after a lone CR", "a\rb", offset: 2, 2, 1),
        PositionCase("treats LF CR as two line ends", "a\n\rb", offset: 3, 3, 1),
        PositionCase("keeps the CR of a CRLF on the line it ends", "a\r\nb", offset: 1, 1, 2),
        PositionCase("skips the byte order mark on line 1", bytes: [0xEF, 0xBB, 0xBF, 0x61, 0x62], offset: 4, 1, 2),
        PositionCase(
            "maps an offset inside the byte order mark to column 1", bytes: [0xEF, 0xBB, 0xBF, 0x61], offset: 2, 1, 1),
        PositionCase(
            "does not skip a byte order mark on line 2", bytes: [0x0A, 0xEF, 0xBB, 0xBF, 0x61], offset: 4, 2, 2),
        PositionCase("counts a two-byte character as one column", "\u{E9}x", offset: 2, 1, 2),
        PositionCase("counts a four-byte character as one column", "\u{1F600}x", offset: 4, 1, 2),
        PositionCase("counts a tab as one column", "\t\tx", offset: 2, 1, 3),
        PositionCase("counts an invalid byte as one column", bytes: [0xFF, 0xFE, 0x61], offset: 2, 1, 3),
    ]

    @Test(arguments: positions)
    func mapsOffset(_ test: PositionCase) {
        #expect(LineIndex(test.bytes).position(of: test.offset) == test.position)
    }

    @Test func longLinesUseCheckpointsThatAgreeWithCounting() {
        // A 20,000-byte line of mixed widths crosses several checkpoints, on line 1 and line 2.
        var bytes: [UInt8] = [0xEF, 0xBB, 0xBF]
        for index in 0..<4_000 { bytes += Array((index % 3 == 0 ? "\u{E9}" : index % 5 == 0 ? "\u{1F600}" : "a").utf8) }
        bytes += Array("\r\n".utf8)
        for index in 0..<6_000 { bytes += Array((index % 2 == 0 ? "\u{20AC}" : "b").utf8) }
        let index = LineIndex(bytes)
        for offset in stride(from: 0, through: bytes.count, by: 97) {
            #expect(index.position(of: offset) == naivePosition(bytes, offset), "offset \(offset)")
        }
        #expect(index.position(of: bytes.count) == naivePosition(bytes, bytes.count))
    }

    @Test func lineTextDropsTerminatorsAndTheByteOrderMark() {
        let index = LineIndex([0xEF, 0xBB, 0xBF] + Array("{\r\n  \"a\": 1\r}\n".utf8))
        #expect(index.lineText(1) == "{")
        #expect(index.lineText(2) == "  \"a\": 1")
        #expect(index.lineText(3) == "}")
        #expect(index.lineText(4) == "")
        #expect(index.lineText(0) == "")
        #expect(index.lineText(5) == "")
    }

    @Test func lineTextReplacesControlCharactersButKeepsTabs() {
        let index = LineIndex(Array("{\t\"a\u{1B}[31m\u{0}\u{7F}\u{85}\": 1}".utf8))
        #expect(index.lineText(1) == "{\t\"a\u{FFFD}[31m\u{FFFD}\u{FFFD}\u{FFFD}\": 1}")
    }

    @Test func lineTextIsEmptyForLinesOverTheExcerptBound() {
        let short = String(repeating: "x", count: LineIndex.maximumLineTextBytes)
        let long = String(repeating: "y", count: LineIndex.maximumLineTextBytes + 1)
        let index = LineIndex(Array((short + "\n" + long + "\n").utf8))
        #expect(index.lineText(1) == short)
        #expect(index.lineText(2) == "")
        #expect(index.position(of: short.utf8.count + 1 + 500) == SourcePosition(line: 2, column: 501))
    }

    /// Texts of line breaks, multi-byte characters and ill-formed bytes, long enough to cross
    /// several checkpoints, so that every kind of byte lands at every place in an 8-byte word.
    @Test(arguments: 0..<16)
    func randomTextsMapLikeCounting(seed: Int) {
        let pieces: [[UInt8]] = [
            Array("a".utf8), Array("  \"key\": 1,".utf8), Array("\n".utf8), Array("\r".utf8), Array("\r\n".utf8),
            Array("\n\r".utf8), Array("\u{E9}".utf8), Array("\u{20AC}".utf8), Array("\u{1F600}".utf8), [0xFF], [0x80],
            [0x0E], [0x0C], [0x00], Array("\t".utf8),
        ]
        var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 1
        var bytes: [UInt8] = seed % 4 == 0 ? [0xEF, 0xBB, 0xBF] : []
        let target = seed * 1_100
        while bytes.count < target {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            bytes += pieces[Int(state >> 33) % pieces.count]
        }
        let index = LineIndex(bytes)
        let expected = countedPositions(bytes)
        #expect(index.lineStarts == countedLineStarts(bytes))
        for offset in 0...bytes.count where index.position(of: offset) != expected[offset] {
            Issue.record("offset \(offset): \(index.position(of: offset)), expected \(expected[offset])")
            break
        }
    }

    /// Where lines start: after each LF, and after each CR that no LF follows.
    private func countedLineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        for (offset, byte) in bytes.enumerated()
        where byte == 0x0A || (byte == 0x0D && !(offset + 1 < bytes.count && bytes[offset + 1] == 0x0A)) {
            starts.append(offset + 1)
        }
        return starts
    }

    /// The position of every offset, counted in one pass: the line whose start is the last one at
    /// or before the offset, and one plus the code points (bytes that are not `10xxxxxx`) between
    /// the line's start (after a byte order mark on line 1) and the offset.
    private func countedPositions(_ bytes: [UInt8]) -> [SourcePosition] {
        let starts = countedLineStarts(bytes)
        let skip = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var positions: [SourcePosition] = []
        var line = 0
        var column = 1
        for offset in 0...bytes.count {
            if line + 1 < starts.count && starts[line + 1] == offset {
                line += 1
                column = 1
            }
            positions.append(SourcePosition(line: line + 1, column: column))
            if offset < bytes.count && !(line == 0 && offset < skip) && bytes[offset] & 0xC0 != 0x80 { column += 1 }
        }
        return positions
    }

    /// Line and column by counting from the start, the definition the index must match.
    private func naivePosition(_ bytes: [UInt8], _ offset: Int) -> SourcePosition {
        var line = 1
        var column = 1
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) && offset >= 3 ? 3 : 0
        while index < offset {
            let byte = bytes[index]
            if byte == 0x0A || (byte == 0x0D && !(index + 1 < bytes.count && bytes[index + 1] == 0x0A)) {
                line += 1
                column = 1
            } else if byte != 0x0D && byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return SourcePosition(line: line, column: column)
    }
}

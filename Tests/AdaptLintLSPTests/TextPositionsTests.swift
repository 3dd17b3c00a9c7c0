import Testing

@testable import AdaptLintLSP

/// Byte offsets and LSP positions (0-based lines, UTF-16 units), both ways.
@Suite struct TextPositionsTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var text: String
        /// The character whose position is asked: the first `↓` marks it (and is removed).
        var expected: LSPPosition
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "ASCII", text: "{\n  \"a\": ↓1\n}", expected: LSPPosition(line: 1, character: 7)),
        Case(name: "CRLF", text: "{\r\n  \"a\":\r\n ↓1}", expected: LSPPosition(line: 2, character: 1)),
        Case(name: "lone CR", text: "{\r\"a\": ↓1}", expected: LSPPosition(line: 1, character: 5)),
        Case(name: "two-byte é", text: "{ \"é\": ↓1 }", expected: LSPPosition(line: 0, character: 7)),
        Case(name: "three-byte €", text: "{ \"€€\": ↓1 }", expected: LSPPosition(line: 0, character: 8)),
        Case(name: "astral 👍 counts two units", text: "{ \"👍\": ↓1 }", expected: LSPPosition(line: 0, character: 8)),
    ]

    @Test(arguments: cases) func offsetsAndPositionsAgree(_ example: Case) throws {
        let marker = try #require(example.text.range(of: "↓"))
        let offset = example.text[..<marker.lowerBound].utf8.count
        let bytes = Array(example.text.replacingOccurrences(of: "↓", with: "").utf8)
        let positions = TextPositions(bytes)
        #expect(positions.position(of: offset) == example.expected)
        #expect(positions.offset(of: example.expected) == offset)
    }

    @Test func positionsPastTheTextAreClamped() {
        let positions = TextPositions(Array("ab\ncd".utf8))
        #expect(positions.offset(of: LSPPosition(line: 0, character: 99)) == 2)
        #expect(positions.offset(of: LSPPosition(line: 9, character: 0)) == 5)
        #expect(positions.position(of: 99) == LSPPosition(line: 1, character: 2))
    }

    @Test func invalidUTF8CountsOneUnitAByte() {
        let positions = TextPositions([0x22, 0xFF, 0xC3, 0x22, 0x31])
        #expect(positions.position(of: 4) == LSPPosition(line: 0, character: 4))
    }
}

import Testing
@testable import AdaptJSON

@Test func parsesNestedValuesWithPositions() throws {
    let text = "{\n  \"a\": [1, true, null],\n  \"é\": \"x\"\n}"
    let document = try JSONParser.parse(Array(text.utf8))
    #expect(document.kind(document.root) == .object)
    let members = Array(document.members(document.root))
    #expect(members.count == 2)
    #expect(document.string(members[1].key) == "é")
    let lines = LineIndex(document.bytes)
    #expect(lines.position(of: document.byteRange(members[1].value).lowerBound) == SourcePosition(line: 3, column: 8))
    #expect(document.pointer(to: members[0].value + 2) == "/a/1")
}

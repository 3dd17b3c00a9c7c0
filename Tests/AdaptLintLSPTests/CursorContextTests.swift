import Testing

@testable import AdaptLintLSP

/// Where a position lies in a JSON text, complete or not: what completion and hover ask.
@Suite struct CursorContextTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        /// `|` marks the position (and is removed).
        var text: String
        var path: [PathStep]
        var place: CursorContext.Place
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "a new key at the root", text: "{ \"screen\": \"S\", |", path: [], place: .key(partial: "")),
        Case(name: "a key being typed", text: "{ \"scr|", path: [], place: .key(partial: "scr")),
        Case(
            name: "a value after the colon", text: "{ \"layouts\": [ { \"when\": { \"width\": |",
            path: [.key("layouts"), .index(0), .key("when"), .key("width")], place: .value(partial: "")),
        Case(
            name: "a string value being typed",
            text: "{ \"layouts\": [ {}, { \"components\": [ { \"type\": \"bu|\" } ] } ] }",
            path: [.key("layouts"), .index(1), .key("components"), .index(0), .key("type")],
            place: .value(partial: "bu")),
        Case(
            name: "an array element", text: "{ \"orientations\": [\"portrait\", |",
            path: [.key("orientations"), .index(1)], place: .value(partial: "")),
        Case(name: "after a value", text: "{ \"a\": 1 |", path: [], place: .other),
        Case(
            name: "a number being typed", text: "{ \"rows\": 4|2 }", path: [.key("rows")], place: .value(partial: "42")),
        Case(
            name: "escaped quotes in a string", text: "{ \"description\": \"say \\\"hi\\\"\", |", path: [],
            place: .key(partial: "")),
    ]

    @Test(arguments: cases) func contextAtTheMarker(_ example: Case) throws {
        let marker = try #require(example.text.range(of: "|"))
        let offset = example.text[..<marker.lowerBound].utf8.count
        let bytes = Array(example.text.replacingOccurrences(of: "|", with: "").utf8)
        let context = CursorContext.at(offset, in: bytes)
        #expect(context.path == example.path)
        #expect(context.place == example.place)
    }

    @Test func siblingsBeforeThePositionAreKnown() {
        let bytes = Array("{ \"id\": \"a\", \"type\": \"button\", ".utf8)
        #expect(CursorContext.at(bytes.count, in: bytes).siblings == ["id", "type"])
    }

    @Test func rootKeysTellAnAppDescription() {
        #expect(
            CursorContext.rootKeys(in: Array("{ \"app\": \"A\", \"screens\": [ { \"id\": \"x\" } ] }".utf8)) == [
                "app", "screens",
            ])
    }

    @Test func theSchemaParsesAndAnswers() throws {
        let schema = try #require(SchemaNavigator.shared)
        let type = try #require(
            schema.entry(at: [.key("layouts"), .index(0), .key("components"), .index(0), .key("type")], isApp: false))
        #expect(SchemaNavigator.values(of: type).contains(.string("button")))
        #expect(schema.keys(at: [], isApp: true).map(\.key).contains("screens"))
        #expect(schema.entry(at: [.key("nonsense")], isApp: false) == nil)
    }
}

import Foundation
import Testing

@testable import AdaptLintReporters

struct EscapeCase: CustomTestStringConvertible, Sendable {
    var name: String
    var value: String
    var json: String
    var testDescription: String { name }
}

let escapeCases: [EscapeCase] = [
    EscapeCase(name: "plain", value: "abc", json: #""abc""#),
    EscapeCase(name: "quote and backslash", value: #"a"b\c"#, json: #""a\"b\\c""#),
    EscapeCase(name: "short escapes", value: "\n\r\t\u{08}\u{0C}", json: #""\n\r\t\b\f""#),
    EscapeCase(name: "other controls", value: "\u{00}\u{1B}\u{1F}", json: #""\u0000\u001b\u001f""#),
    EscapeCase(
        name: "slash stays, DEL and C1 are escaped", value: "a/b\u{7F}\u{80}\u{9B}\u{9F}\u{A0}",
        json: "\"a/b\\u007f\\u0080\\u009b\\u009f\u{A0}\""),
    EscapeCase(name: "non-ASCII as UTF-8", value: "Détails 📦 注文", json: "\"Détails 📦 注文\""),
    EscapeCase(name: "line separators stay", value: "\u{2028}\u{2029}", json: "\"\u{2028}\u{2029}\""),
]

@Test(arguments: escapeCases)
func stringsAreEscapedExactlyOnce(_ testCase: EscapeCase) throws {
    #expect(JSONWriter.render(.string(testCase.value)) == testCase.json + "\n")
    let decoded =
        try JSONSerialization.jsonObject(
            with: Data(JSONWriter.render(.array([.string(testCase.value)])).utf8)) as? [String]
    #expect(decoded == [testCase.value])
}

@Test func everyControlCharacterRoundTrips() throws {
    let all = String(String.UnicodeScalarView((0..<0x20).compactMap(Unicode.Scalar.init)))
    let data = Data(JSONWriter.render(["k\u{01}": .string(all)]).utf8)
    let decoded = try #require(try JSONSerialization.jsonObject(with: data) as? [String: String])
    #expect(decoded == ["k\u{01}": all])
}

@Test func objectsKeepTheirKeyOrderAndNestWithTwoSpaces() {
    let value: JSONValue = ["z": 1, "a": [true, .null, []], "m": [:], "s": .optional(nil)]
    let expected = """
        {
          "z": 1,
          "a": [
            true,
            null,
            []
          ],
          "m": {},
          "s": null
        }

        """
    #expect(JSONWriter.render(value) == expected)
}

@Test func negativeAndLargeIntegersAreWrittenInFull() {
    #expect(JSONWriter.render([.int(-3), .int(Int.max)]) == "[\n  -3,\n  \(Int.max)\n]\n")
}

@Test(arguments: [1, 2, 3, 7])
func lazyArraysGiveTheSameBytesOnAnyNumberOfThreads(jobs: Int) {
    // 2,500 elements: three windows of parallel rendering, chunks of uneven size.
    let elements = JSONValue.LazyElements(count: 2_500) { index in
        ["index": .int(index), "name": .string("é \(index)\n"), "tags": index % 3 == 0 ? [] : ["a", "b"]]
    }
    let log: JSONValue = [
        "before": 1, "items": .lazyArray(elements), "empty": .lazyArray(.init(count: 0) { _ in .null }),
    ]
    var streamed: [UInt8] = []
    JSONWriter.write(log, jobs: jobs) { streamed += $0 }
    let eager: JSONValue = [
        "before": 1, "items": .array((0..<2_500).map(elements.element)), "empty": [],
    ]
    #expect(streamed == Array(JSONWriter.render(eager).utf8))
}

@Test(arguments: [
    0, 7, 9, -1, 10, -10, 99, 100, 1_234_567, 999_999_999_999_999_999, 1_000_000_000_000_000_000, Int.max, Int.min,
    Int.min + 1,
])
func integersAreWrittenAsStringSpellsThem(number: Int) {
    #expect(JSONWriter.render(.int(number)) == String(number) + "\n")
}

/// Indents past the writer's prepared run of spaces (32 levels) are written in pieces: 40 nested
/// arrays, each holding the next one and a number, against the layout spelled out level by level.
@Test func deepNestingIsIndentedTwoSpacesALevel() {
    var value: JSONValue = .int(0)
    var expected = "0"
    for level in (0..<40).reversed() {
        value = .array([value, .int(level)])
        let inner = String(repeating: "  ", count: level + 1)
        let indent = String(repeating: "  ", count: level)
        expected = "[\n\(inner)\(expected),\n\(inner)\(level)\n\(indent)]"
    }
    #expect(JSONWriter.render(value) == expected + "\n")
}

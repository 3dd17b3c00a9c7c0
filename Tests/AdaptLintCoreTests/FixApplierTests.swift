import AdaptJSON
import Testing

@testable import AdaptLintCore

private let text = """
    {
      "screen": "Orders",
      "layouts": [ { "size": { "width": 120, "height": 32 } }, { "size": { "width": 30, "height": 44 } } ]
    }
    """

/// A fix that replaces the first occurrence of `old` after `after` with `new`.
private func fix(_ old: String, _ new: String, after marker: String = "") -> Fix {
    let bytes = Array(text.utf8)
    let start = marker.isEmpty ? 0 : firstOffset(of: Array(marker.utf8), in: bytes)
    let offset = firstOffset(of: Array(old.utf8), in: bytes, from: start)
    return Fix(
        description: "set to \(new)", byteRange: offset..<(offset + old.utf8.count), replacement: new,
        start: SourcePosition(line: 1, column: 1), end: SourcePosition(line: 1, column: 1))
}

private func firstOffset(of needle: [UInt8], in haystack: [UInt8], from start: Int = 0) -> Int {
    for offset in start...(haystack.count - needle.count)
    where Array(haystack[offset..<(offset + needle.count)]) == needle {
        return offset
    }
    return -1
}

/// Checks that only the fixed ranges changed: the bytes before, between and after are identical.
private func expectOnlyRangesChanged(_ original: [UInt8], _ fixed: [UInt8], _ applied: [Fix]) {
    var expected: [UInt8] = []
    var cursor = 0
    for fix in applied.sorted(by: { $0.byteRange.lowerBound < $1.byteRange.lowerBound }) {
        expected += original[cursor..<fix.byteRange.lowerBound]
        expected += Array(fix.replacement.utf8)
        cursor = fix.byteRange.upperBound
    }
    expected += original[cursor...]
    #expect(fixed == expected)
}

@Test func fixesApplyFromTheEndAndKeepEveryOtherByte() {
    let fixes = [fix("32", "44"), fix("30", "44", after: "}, {")]
    let outcome = FixApplier.apply(fixes, to: Array(text.utf8))
    #expect(outcome.applied.count == 2)
    #expect(outcome.skipped.isEmpty)
    expectOnlyRangesChanged(Array(text.utf8), outcome.bytes, outcome.applied)
    #expect(String(decoding: outcome.bytes, as: UTF8.self).contains(#""width": 120, "height": 44"#))
    #expect(String(decoding: outcome.bytes, as: UTF8.self).contains(#""width": 44, "height": 44"#))
}

@Test func overlappingFixesAreSkippedNotMerged() {
    let outer = fix(#"{ "width": 120, "height": 32 }"#, #"{ "width": 120, "height": 44 }"#)
    let inner = fix("32", "48")
    let outcome = FixApplier.apply([inner, outer], to: Array(text.utf8))
    #expect(outcome.applied.count == 1)
    #expect(outcome.skipped.count == 1)
    expectOnlyRangesChanged(Array(text.utf8), outcome.bytes, outcome.applied)
}

@Test func aDuplicateFixIsAppliedOnce() {
    let outcome = FixApplier.apply([fix("32", "44"), fix("32", "44")], to: Array(text.utf8))
    #expect(outcome.applied.count == 1)
    #expect(outcome.skipped.isEmpty)
}

@Test func aFixThatWouldBreakTheJSONIsRefused() {
    let outcome = FixApplier.apply([fix("32", "44,")], to: Array(text.utf8))
    #expect(outcome.applied.isEmpty)
    #expect(outcome.bytes == Array(text.utf8))
}

@Test func aFixOutsideTheFileIsSkipped() {
    let bad = Fix(
        description: "x", byteRange: 10_000..<10_002, replacement: "1", start: .init(line: 1, column: 1),
        end: .init(line: 1, column: 1))
    let outcome = FixApplier.apply([bad], to: Array(text.utf8))
    #expect(outcome.skipped == [bad])
    #expect(outcome.bytes == Array(text.utf8))
}

@Test func crlfAndMultibyteTextAroundAFixSurvive() {
    let source = "{\r\n  \"screen\": \"Écran 🧾\",\r\n  \"size\": { \"width\": 120, \"height\": 32 }\r\n}\r\n"
    let bytes = Array(source.utf8)
    let offset = firstOffset(of: Array("32".utf8), in: bytes)
    let edit = Fix(
        description: "x", byteRange: offset..<(offset + 2), replacement: "44", start: .init(line: 1, column: 1),
        end: .init(line: 1, column: 1))
    let outcome = FixApplier.apply([edit], to: bytes)
    #expect(String(decoding: outcome.bytes, as: UTF8.self) == source.replacingOccurrences(of: "32", with: "44"))
}

@Test func theLargestSetOfFixesThatDoNotOverlapIsApplied() {
    // One fix over the whole first box against two inside it: the two are applied, the one skipped.
    let whole = fix(#"{ "width": 120, "height": 32 }"#, #"{ "width": 120, "height": 44 }"#)
    let outcome = FixApplier.apply([whole, fix("120", "121"), fix("32", "44")], to: Array(text.utf8))
    #expect(outcome.applied.map(\.replacement) == ["121", "44"])
    #expect(outcome.skipped == [whole])
}

@Test func fixesThatWouldPassALimitTogetherAreAppliedAsFarAsTheFileHoldsThem() throws {
    // Each fix adds three values (a key, an array and a number); a limit that leaves room for six
    // more values than the file holds takes two of the three fixes, the first two in file order.
    let fixes = ["32", "30", "44"].map { old in
        fix(old, "\(old), \"n\(old)\": [1]", after: old == "44" ? "}, {" : "")
    }
    let held = try #require(
        (1...100).first {
            (try? JSONParser.parse(Array(text.utf8), limits: JSONParser.Limits(maximumValues: $0))) != nil
        })
    let limits = JSONParser.Limits(maximumValues: held + 6)
    let outcome = FixApplier.apply(fixes, to: Array(text.utf8), limits: limits)
    #expect(outcome.applied == Array(fixes.sorted { $0.byteRange.lowerBound < $1.byteRange.lowerBound }.prefix(2)))
    #expect(outcome.skipped.count == 1)
    #expect((try? JSONParser.parse(outcome.bytes, limits: limits)) != nil)
    expectOnlyRangesChanged(Array(text.utf8), outcome.bytes, outcome.applied)
    // Within the default limits, all three.
    #expect(FixApplier.apply(fixes, to: Array(text.utf8)).applied.count == 3)
}

@Test func theRunWithinValueCountIsFoundByCountingNotBisection() throws {
    // 2,000 numbers, each fixed into an object of three values (two more each): a limit that
    // holds 1,234 of the fixes is found by counting, checked with two parses, and not by the
    // eleven of a bisection.
    let count = 2_000
    let source = "[" + (0..<count).map { _ in "1" }.joined(separator: ", ") + "]"
    let bytes = Array(source.utf8)
    let fixes = (0..<count).map { index in
        Fix(
            description: "wrap", byteRange: (1 + 3 * index)..<(2 + 3 * index), replacement: #"{"n": 1}"#,
            start: SourcePosition(line: 1, column: 1), end: SourcePosition(line: 1, column: 1))
    }
    let held = try JSONParser.parse(bytes).valueCount
    let limits = JSONParser.Limits(maximumValues: held + 2 * 1_234 + 1)
    var parses = 0
    let run = FixApplier.longestParsingRun(fixes, in: bytes, limits: limits, parses: &parses)
    #expect(run == 1_234)
    #expect(parses == 3)
    let outcome = FixApplier.apply(fixes, to: bytes, limits: limits)
    #expect(outcome.applied.count == 1_234)
    #expect(outcome.skipped.count == count - 1_234)
    #expect((try? JSONParser.parse(outcome.bytes, limits: limits)) != nil)
}

@Test func aRunStoppedByAnotherLimitIsFoundByBisection() throws {
    // Each fix nests its number one array deeper than the depth limit allows only for the last
    // two: counting values does not see depth, so the run is checked, found wrong, and bisected.
    let source = "[1, 1, 1, 1]"
    let bytes = Array(source.utf8)
    let replacements = ["[1]", "[1]", "[[[1]]]", "[1]"]
    let fixes = replacements.enumerated().map { index, replacement in
        Fix(
            description: "nest", byteRange: (1 + 3 * index)..<(2 + 3 * index), replacement: replacement,
            start: SourcePosition(line: 1, column: 1), end: SourcePosition(line: 1, column: 1))
    }
    var parses = 0
    let limits = JSONParser.Limits(maximumDepth: 3)
    #expect(FixApplier.longestParsingRun(fixes, in: bytes, limits: limits, parses: &parses) == 2)
    #expect(parses > 3)
}

@Test func valuesInAPieceOfTextAreCountedAsTheParserCountsThem() throws {
    for text in [
        #"{"a": [1, -2.5e3, true, null], "b\"c": {"d": "e,]}"}}"#, "[]", #""x""#, "  7 ", #"[{}, [], "", false]"#,
    ] {
        let counted = FixApplier.valueCount(Array(text.utf8)[...])
        #expect(counted == (try JSONParser.parse(Array(text.utf8))).valueCount, "\(text)")
    }
}

import Testing

@testable import AdaptJSON

/// A limit case: the input, the limits, and the expected outcome on one side of the limit.
struct LimitCase: Sendable, CustomTestStringConvertible {
    let name: String
    let bytes: [UInt8]
    let limits: JSONParser.Limits
    /// nil: must be accepted. Otherwise the limit that must be reported, with message and position.
    let expected: (limit: JSONParser.Limits.Name, message: String, position: SourcePosition)?

    var testDescription: String { name }
}

/// Every named limit, exercised just inside and just outside.
struct LimitTests {
    static let depth: [LimitCase] = [
        LimitCase(
            name: "accepts arrays nested 256 deep", bytes: nested(256, open: "[", middle: "", close: "]"),
            limits: .default, expected: nil),
        LimitCase(
            name: "rejects arrays nested 257 deep", bytes: nested(257, open: "[", middle: "", close: "]"),
            limits: .default,
            expected: (
                .nestingDepth,
                "arrays and objects nest deeper than 256 levels here; this exceeds adaptlint's nesting-depth limit of 256",
                SourcePosition(line: 1, column: 257)
            )),
        LimitCase(
            name: "accepts objects nested 256 deep", bytes: nested(256, open: "{\"a\":", middle: "1", close: "}"),
            limits: .default, expected: nil),
        LimitCase(
            name: "rejects objects nested 257 deep", bytes: nested(256, open: "{\"a\":", middle: "{}", close: "}"),
            limits: .default,
            expected: (
                .nestingDepth,
                "arrays and objects nest deeper than 256 levels here; this exceeds adaptlint's nesting-depth limit of 256",
                SourcePosition(line: 1, column: 5 * 256 + 1)
            )),
        LimitCase(
            name: "accepts mixed nesting 256 deep", bytes: nested(128, open: "[{\"k\":", middle: "0", close: "}]"),
            limits: .default, expected: nil),
        LimitCase(
            name: "rejects mixed nesting 257 deep", bytes: nested(128, open: "[{\"k\":", middle: "[]", close: "}]"),
            limits: .default,
            expected: (
                .nestingDepth,
                "arrays and objects nest deeper than 256 levels here; this exceeds adaptlint's nesting-depth limit of 256",
                SourcePosition(line: 1, column: 6 * 128 + 1)
            )),
        LimitCase(
            name: "rejects 200,000 nested arrays at level 257 without recursing further",
            bytes: nested(200_000, open: "[", middle: "", close: "]"), limits: .default,
            expected: (
                .nestingDepth,
                "arrays and objects nest deeper than 256 levels here; this exceeds adaptlint's nesting-depth limit of 256",
                SourcePosition(line: 1, column: 257)
            )),
        LimitCase(
            name: "accepts depth 3 at a limit of 3", bytes: Array("[[[]]]".utf8),
            limits: JSONParser.Limits(maximumDepth: 3),
            expected: nil),
        LimitCase(
            name: "rejects depth 4 at a limit of 3", bytes: Array("[[{\"a\":[]}]]".utf8),
            limits: JSONParser.Limits(maximumDepth: 3),
            expected: (
                .nestingDepth,
                "arrays and objects nest deeper than 3 levels here; this exceeds adaptlint's nesting-depth limit of 3",
                SourcePosition(line: 1, column: 8)
            )),
    ]

    static let values: [LimitCase] = [
        LimitCase(
            name: "accepts 5 values at a limit of 5", bytes: Array("[1,2,3,4]".utf8),
            limits: JSONParser.Limits(maximumValues: 5),
            expected: nil),
        LimitCase(
            name: "rejects 6 values at a limit of 5", bytes: Array("[1,2,3,4,5]".utf8),
            limits: JSONParser.Limits(maximumValues: 5),
            expected: (
                .valueCount,
                "the file holds more than 5 JSON values (keys count too); this exceeds adaptlint's value-count limit of 5",
                SourcePosition(line: 1, column: 10)
            )),
        LimitCase(
            name: "counts keys as values (5 values accepted)", bytes: Array("{\"a\":1,\"b\":2}".utf8),
            limits: JSONParser.Limits(maximumValues: 5), expected: nil),
        LimitCase(
            name: "counts keys as values (5 values rejected at 4)", bytes: Array("{\"a\":1,\n\"b\":2}".utf8),
            limits: JSONParser.Limits(maximumValues: 4),
            expected: (
                .valueCount,
                "the file holds more than 4 JSON values (keys count too); this exceeds adaptlint's value-count limit of 4",
                SourcePosition(line: 2, column: 5)
            )),
        LimitCase(
            name: "formats the default value-count limit with thousands separators",
            bytes: Array(("[" + String(repeating: "0,", count: 250_000) + "0]").utf8), limits: .default,
            expected: (
                .valueCount,
                "the file holds more than 250,000 JSON values (keys count too); this exceeds adaptlint's value-count limit of 250,000",
                SourcePosition(line: 1, column: 2 * 249_999 + 2)
            )),
    ]

    static let bytes: [LimitCase] = [
        LimitCase(
            name: "accepts 10 bytes at a limit of 10", bytes: Array("[1,2,3,45]".utf8),
            limits: JSONParser.Limits(maximumBytes: 10),
            expected: nil),
        LimitCase(
            name: "rejects 11 bytes at a limit of 10", bytes: Array("[1,2,3,456]".utf8),
            limits: JSONParser.Limits(maximumBytes: 10),
            expected: (
                .fileSize, "file is 11 bytes; this exceeds adaptlint's file-size limit of 10 bytes",
                SourcePosition(line: 1, column: 1)
            )),
        LimitCase(
            name: "rejects a file over the size limit before looking at its content", bytes: [0xFF, 0xFE, 0, 0, 0],
            limits: JSONParser.Limits(maximumBytes: 4),
            expected: (
                .fileSize, "file is 5 bytes; this exceeds adaptlint's file-size limit of 4 bytes",
                SourcePosition(line: 1, column: 1)
            )),
    ]

    static let strings: [LimitCase] = [
        LimitCase(
            name: "accepts a 4-byte string at a limit of 4", bytes: Array("[\"abcd\"]".utf8),
            limits: JSONParser.Limits(maximumStringBytes: 4), expected: nil),
        LimitCase(
            name: "rejects a 5-byte string at a limit of 4", bytes: Array("[\"abcde\"]".utf8),
            limits: JSONParser.Limits(maximumStringBytes: 4),
            expected: (
                .stringLength, "string is 5 bytes long; this exceeds adaptlint's string-length limit of 4 bytes",
                SourcePosition(line: 1, column: 2)
            )),
        LimitCase(
            name: "measures the source bytes of escapes, not the decoded text", bytes: Array("[\"\\n\\n\\n\"]".utf8),
            limits: JSONParser.Limits(maximumStringBytes: 4),
            expected: (
                .stringLength, "string is 6 bytes long; this exceeds adaptlint's string-length limit of 4 bytes",
                SourcePosition(line: 1, column: 2)
            )),
        LimitCase(
            name: "measures multibyte text in bytes", bytes: Array("[\"\u{E9}\u{E9}\u{E9}\"]".utf8),
            limits: JSONParser.Limits(maximumStringBytes: 4),
            expected: (
                .stringLength, "string is 6 bytes long; this exceeds adaptlint's string-length limit of 4 bytes",
                SourcePosition(line: 1, column: 2)
            )),
        LimitCase(
            name: "applies the string-length limit to keys", bytes: Array("{\"abcde\":1}".utf8),
            limits: JSONParser.Limits(maximumStringBytes: 4),
            expected: (
                .stringLength, "string is 5 bytes long; this exceeds adaptlint's string-length limit of 4 bytes",
                SourcePosition(line: 1, column: 2)
            )),
        LimitCase(
            name: "accepts a 64 KiB string by default",
            bytes: Array(("\"" + String(repeating: "a", count: 65_536) + "\"").utf8),
            limits: .default, expected: nil),
        LimitCase(
            name: "rejects a string of 64 KiB + 1 by default",
            bytes: Array(("\"" + String(repeating: "a", count: 65_537) + "\"").utf8),
            limits: .default,
            expected: (
                .stringLength,
                "string is 65,537 bytes long; this exceeds adaptlint's string-length limit of 65,536 bytes",
                SourcePosition(line: 1, column: 1)
            )),
    ]

    @Test(arguments: depth + values + bytes + strings)
    func limit(_ test: LimitCase) {
        let error = syntaxError(test.bytes, limits: test.limits)
        guard let expected = test.expected else {
            #expect(error == nil, "unexpected error: \(error?.message ?? "")")
            return
        }
        #expect(error?.limit == expected.limit)
        #expect(error?.isLimit == true)
        #expect(error?.message == expected.message)
        #expect(error.map { LineIndex(test.bytes).position(of: $0.offset) } == expected.position)
    }

    @Test func defaultLimitsAreTheDocumentedValues() {
        let limits = JSONParser.Limits.default
        #expect(limits.maximumDepth == 256)
        #expect(limits.maximumValues == 250_000)
        #expect(limits.maximumBytes == 16 * 1024 * 1024)
        #expect(limits.maximumStringBytes == 65_536)
    }

    @Test func everyLimitIsDocumentedByNameInDocsLimits() throws {
        let url = packageRoot.appendingPathComponent("docs/limits.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        for name in JSONParser.Limits.Name.allCases {
            #expect(
                text.contains("`\(name.rawValue)`"), "docs/limits.md does not describe the '\(name.rawValue)' limit")
        }
    }
}

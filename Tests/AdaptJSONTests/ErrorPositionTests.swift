import Testing

@testable import AdaptJSON

/// Where errors are reported: 1-based lines, columns in code points, whatever precedes them.
struct ErrorPositionTests {
    static let cases: [RejectCase] = [
        RejectCase(
            "reports the line after LF line ends", "{\n  \"a\": 1,\n  \"b\": tru\n}",
            "expected a JSON value, found 'tru'", at: 3, 8),
        RejectCase(
            "reports the line after CRLF line ends", "{\r\n  \"a\": 1,\r\n  \"b\": tru\r\n}",
            "expected a JSON value, found 'tru'", at: 3, 8),
        RejectCase(
            "reports the line after lone CR line ends", "{\r  \"a\": 1,\r  \"b\": tru\r}",
            "expected a JSON value, found 'tru'", at: 3, 8),
        RejectCase(
            "counts mixed line ends each once", "[\n1,\r\n2,\r3,\n\r4 5]",
            "expected ',' or ']' after an array element, found '5'", at: 6, 3),
        RejectCase(
            "does not count the byte order mark as a column", bytes: [0xEF, 0xBB, 0xBF] + Array("{\"a\" 1}".utf8),
            "expected ':' after the key, found '1'", at: 1, 6),
        RejectCase(
            "counts the byte order mark on line 1 only", bytes: [0xEF, 0xBB, 0xBF] + Array("[\n x]".utf8),
            "expected a JSON value, found 'x'", at: 2, 2),
        RejectCase(
            "counts a two-byte character as one column", "{\"caf\u{E9}\": x}", "expected a JSON value, found 'x'",
            at: 1, 10),
        RejectCase(
            "counts a three-byte character as one column", "[\"\u{20AC}\u{20AC}\", x]",
            "expected a JSON value, found 'x'", at: 1, 8),
        RejectCase(
            "counts a four-byte emoji as one column", "[\"\u{1F600}\", x]", "expected a JSON value, found 'x'", at: 1, 7
        ),
        RejectCase(
            "counts a combining sequence as two columns (code points, not characters)", "[\"e\u{301}\", x]",
            "expected a JSON value, found 'x'", at: 1, 8),
        RejectCase("counts a tab as one column", "{\n\t\t\"a\": x}", "expected a JSON value, found 'x'", at: 2, 8),
        RejectCase(
            "reports a string error at the offending byte", "[\n  \"ok\",\n  \"a\tb\"]",
            "control character U+0009 must be escaped inside a string", at: 3, 5),
        RejectCase(
            "reports an invalid escape at its backslash", "{\"k\":\n \"\u{E9}\\q\"}",
            "invalid escape '\\q' in string; use one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX", at: 2, 4),
        RejectCase(
            "reports the end of the file after a final newline", "[1,\n",
            "unexpected end of file; expected a JSON value", at: 2, 1),
        RejectCase(
            "reports the end of the file after a final CRLF", "{\"a\":1\r\n",
            "unexpected end of file; expected ',' or '}'", at: 2, 1),
        RejectCase(
            "reports a string cut by a line end at the line end", "{\n  \"a\": \"abc\n",
            "control character U+000A must be escaped inside a string", at: 2, 12),
        RejectCase(
            "reports an unclosed string at its start", "{\n  \"a\": \"abc",
            "unexpected end of file; expected '\"' to close the string that starts here", at: 2, 8),
    ]

    @Test(arguments: cases)
    func reportsPosition(_ test: RejectCase) {
        #expect(outcome(test.bytes) == .rejected(message: test.message, position: test.position))
    }

    @Test func errorOffsetIsTheByteOfTheProblem() throws {
        let error = try #require(syntaxError(Array("{\"a\": \u{E9}}".utf8)))
        #expect(error.offset == 6)
        #expect(error.isLimit == false)
        #expect(error.limit == nil)
    }
}

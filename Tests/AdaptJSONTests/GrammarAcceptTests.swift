import Testing

@testable import AdaptJSON

/// RFC 8259 texts that must parse, one table per grammar production.
struct GrammarAcceptTests {
    static let values: [ParseCase] = [
        ParseCase("accepts an object as the top-level value", "{}"),
        ParseCase("accepts an array as the top-level value", "[]"),
        ParseCase("accepts a string as the top-level value", "\"spec\""),
        ParseCase("accepts a number as the top-level value", "42"),
        ParseCase("accepts true as the top-level value", "true"),
        ParseCase("accepts false as the top-level value", "false"),
        ParseCase("accepts null as the top-level value", "null"),
        ParseCase("accepts every kind of value inside an array", "[{}, [], \"s\", -1.5e3, true, false, null]"),
    ]

    static let whitespace: [ParseCase] = [
        ParseCase("accepts spaces around every token", " { \"a\" : [ 1 , 2 ] } "),
        ParseCase("accepts tabs as whitespace", "\t{\t\"a\"\t:\t1\t}\t"),
        ParseCase("accepts LF as whitespace", "\n{\n\"a\"\n:\n1\n}\n"),
        ParseCase("accepts CR as whitespace", "\r{\r\"a\"\r:\r1\r}\r"),
        ParseCase("accepts CRLF as whitespace", "\r\n{\r\n\"a\":1\r\n}\r\n"),
        ParseCase("accepts whitespace inside empty containers", "[ \t\r\n{ \t\r\n} ]"),
    ]

    static let objects: [ParseCase] = [
        ParseCase("accepts an empty object", "{}"),
        ParseCase("accepts an object with one member", "{\"screen\":\"Order\"}"),
        ParseCase("accepts an object with several members", "{\"a\":1,\"b\":[2],\"c\":{\"d\":null}}"),
        ParseCase("accepts an empty key", "{\"\":0}"),
        ParseCase("accepts keys with escapes", "{\"a\\\"b\\u00e9\":1}"),
        ParseCase(
            "accepts duplicate keys (implementation-defined; the spec decoder reports them)", "{\"a\":1,\"a\":2}"),
        ParseCase("accepts objects nested in objects", "{\"a\":{\"b\":{\"c\":{}}}}"),
    ]

    static let arrays: [ParseCase] = [
        ParseCase("accepts an empty array", "[]"),
        ParseCase("accepts an array with one element", "[1]"),
        ParseCase("accepts an array with several elements", "[1,2,3]"),
        ParseCase("accepts arrays nested in arrays", "[[[[]]],[]]"),
        ParseCase("accepts an array of objects", "[{\"id\":\"a\"},{\"id\":\"b\"}]"),
    ]

    static let numbers: [ParseCase] = [
        ParseCase("accepts zero", "0"),
        ParseCase("accepts negative zero", "-0"),
        ParseCase("accepts a positive integer", "44"),
        ParseCase("accepts a negative integer", "-16"),
        ParseCase("accepts a fraction", "0.5"),
        ParseCase("accepts a negative fraction", "-343.25"),
        ParseCase("accepts a lowercase exponent", "1e5"),
        ParseCase("accepts an uppercase exponent", "1E5"),
        ParseCase("accepts an exponent with a plus sign", "1e+5"),
        ParseCase("accepts an exponent with a minus sign", "1e-5"),
        ParseCase("accepts a fraction with an exponent", "-1.5E-10"),
        ParseCase("accepts zero with a fraction and an exponent", "0.0e0"),
        ParseCase("accepts an exponent with leading zeros", "1e007"),
        ParseCase("accepts an integer too big for Int64 (implementation-defined)", "123456789012345678901234567890"),
        ParseCase("accepts an exponent too big for Double (implementation-defined)", "1e999999"),
        ParseCase("accepts an exponent too small for Double (implementation-defined)", "1e-999999"),
    ]

    static let strings: [ParseCase] = [
        ParseCase("accepts an empty string", "\"\""),
        ParseCase("accepts plain ASCII", "\"Order Details\""),
        ParseCase("accepts the escape \\\"", "\"\\\"\""),
        ParseCase("accepts the escape \\\\", "\"\\\\\""),
        ParseCase("accepts the escape \\/", "\"\\/\""),
        ParseCase("accepts the escapes \\b \\f \\n \\r \\t", "\"\\b\\f\\n\\r\\t\""),
        ParseCase("accepts a \\u escape with lowercase hex", "\"\\u00e9\""),
        ParseCase("accepts a \\u escape with uppercase hex", "\"\\u00E9\""),
        ParseCase("accepts an escaped NUL", "\"\\u0000\""),
        ParseCase("accepts an escaped surrogate pair", "\"\\uD834\\uDD1E\""),
        ParseCase("accepts two-byte UTF-8", "\"caf\u{E9}\""),
        ParseCase("accepts three-byte UTF-8", "\"\u{20AC}\u{2028}\""),
        ParseCase("accepts four-byte UTF-8", "\"\u{1F600}\""),
        ParseCase("accepts the highest code point", "\"\u{10FFFF}\""),
        ParseCase("accepts a raw DEL character (only U+0000-U+001F must be escaped)", "\"\u{7F}\""),
        ParseCase("accepts a slash without an escape", "\"a/b\""),
    ]

    static let implementationDefined: [ParseCase] = [
        ParseCase(
            "implementation-defined: accepts a UTF-8 byte order mark", bytes: [0xEF, 0xBB, 0xBF] + Array("{}".utf8)),
        ParseCase(
            "implementation-defined: accepts a byte order mark before whitespace",
            bytes: [0xEF, 0xBB, 0xBF] + Array(" [1] ".utf8)),
    ]

    @Test(arguments: values + whitespace + objects + arrays + numbers + strings + implementationDefined)
    func accepts(_ test: ParseCase) {
        #expect(outcome(test.bytes) == .accepted)
    }

    @Test func recordsByteRangesOfEveryValue() throws {
        let text = "{\"a\": [1, true], \"b\": \"x\"}"
        let document = try JSONParser.parse(Array(text.utf8))
        let ranges = (0..<document.valueCount).map { index -> String in
            let range = document.byteRange(index)
            return String(
                text.utf8[
                    text.utf8.index(
                        text.utf8.startIndex, offsetBy: range.lowerBound)..<text.utf8.index(
                            text.utf8.startIndex, offsetBy: range.upperBound)]) ?? ""
        }
        #expect(ranges == [text, "\"a\"", "[1, true]", "1", "true", "\"b\"", "\"x\""])
        #expect(document.count(document.root) == 2)
        #expect(document.count(2) == 2)
        #expect(document.subtreeEnd(2) == 5)
        #expect(document.kind(4) == .true)
    }
}

import Testing

@testable import AdaptJSON

/// A JSON string literal and the text it decodes to.
struct StringCase: Sendable, CustomTestStringConvertible {
    let name: String
    let json: String
    let decoded: String
    var testDescription: String { name }
}

/// A JSON number and the Double it reads as.
struct NumberCase: Sendable, CustomTestStringConvertible {
    let name: String
    let json: String
    let value: Double
    var testDescription: String { name }
}

/// Decoding of strings (escapes, surrogate pairs) and numbers (range, sign, precision).
struct ValueTests {
    static let strings: [StringCase] = [
        StringCase(name: "decodes an empty string", json: "\"\"", decoded: ""),
        StringCase(
            name: "decodes plain text without copying escapes", json: "\"Order Details\"", decoded: "Order Details"),
        StringCase(name: "decodes \\\" and \\\\", json: "\"say \\\"hi\\\" \\\\ bye\"", decoded: "say \"hi\" \\ bye"),
        StringCase(name: "decodes \\/", json: "\"a\\/b\"", decoded: "a/b"),
        StringCase(name: "decodes \\b \\f \\n \\r \\t", json: "\"\\b\\f\\n\\r\\t\"", decoded: "\u{08}\u{0C}\n\r\t"),
        StringCase(name: "decodes a \\u escape for ASCII", json: "\"\\u0041BC\"", decoded: "ABC"),
        StringCase(
            name: "decodes a \\u escape for U+00E9 in either case", json: "\"\\u00e9\\u00E9\"", decoded: "\u{E9}\u{E9}"),
        StringCase(name: "decodes \\u0000 to NUL", json: "\"a\\u0000b\"", decoded: "a\u{0}b"),
        StringCase(name: "decodes a surrogate pair to one scalar", json: "\"\\uD834\\uDD1E\"", decoded: "\u{1D11E}"),
        StringCase(name: "decodes the highest surrogate pair", json: "\"\\uDBFF\\uDFFF\"", decoded: "\u{10FFFF}"),
        StringCase(
            name: "decodes two surrogate pairs in a row", json: "\"\\uD83D\\uDE00\\uD83D\\uDE01\"",
            decoded: "\u{1F600}\u{1F601}"),
        StringCase(
            name: "decodes escapes mixed with raw UTF-8", json: "\"caf\u{E9} \\u2014 \u{1F600}\\n\"",
            decoded: "caf\u{E9} \u{2014} \u{1F600}\n"),
        StringCase(
            name: "decodes an escaped BMP character next to a pair", json: "\"\\u20AC\\uD83D\\uDE00\"",
            decoded: "\u{20AC}\u{1F600}"),
        StringCase(name: "keeps U+2028 and U+2029 raw", json: "\"\u{2028}\u{2029}\"", decoded: "\u{2028}\u{2029}"),
    ]

    @Test(arguments: strings)
    func decodesString(_ test: StringCase) throws {
        let document = try JSONParser.parse(Array(test.json.utf8))
        #expect(document.string(document.root) == test.decoded)
        #expect(
            Array(document.string(document.root)?.unicodeScalars ?? "".unicodeScalars)
                == Array(test.decoded.unicodeScalars))
    }

    @Test func stringEqualsComparesDecodedText() throws {
        let document = try JSONParser.parse(Array("[\"idiom\", \"idi\\u006Fm\", \"idio\", 1]".utf8))
        let elements = Array(document.elements(document.root))
        #expect(document.stringEquals(elements[0], "idiom"))
        #expect(document.stringEquals(elements[1], "idiom"))
        #expect(!document.stringEquals(elements[2], "idiom"))
        #expect(!document.stringEquals(elements[3], "idiom"))
        #expect(document.string(elements[3]) == nil)
    }

    static let numbers: [NumberCase] = [
        NumberCase(name: "reads zero", json: "0", value: 0),
        NumberCase(name: "reads a small integer", json: "44", value: 44),
        NumberCase(name: "reads a negative integer", json: "-16", value: -16),
        NumberCase(name: "reads nine digits on the fast path", json: "123456789", value: 123_456_789),
        NumberCase(name: "reads ten digits", json: "1234567890", value: 1_234_567_890),
        NumberCase(name: "reads a fraction", json: "0.5", value: 0.5),
        NumberCase(name: "reads a negative fraction", json: "-343.25", value: -343.25),
        NumberCase(name: "reads an exponent", json: "1.5e3", value: 1500),
        NumberCase(name: "reads a negative exponent", json: "25E-2", value: 0.25),
        NumberCase(name: "reads 2^53 exactly", json: "9007199254740992", value: 9_007_199_254_740_992),
        NumberCase(
            name: "rounds 2^53 + 1 to the nearest Double", json: "9007199254740993", value: 9_007_199_254_740_992),
        NumberCase(
            name: "reads an integer too big for Int64", json: "123456789012345678901234567890",
            value: 1.2345678901234568e29),
        NumberCase(name: "reads 1e999999 as infinity", json: "1e999999", value: .infinity),
        NumberCase(name: "reads -1e999999 as minus infinity", json: "-1e999999", value: -.infinity),
        NumberCase(
            name: "reads a huge integer with an exponent as infinity", json: "1" + String(repeating: "0", count: 400),
            value: .infinity),
        NumberCase(name: "reads 1e-999999 as zero", json: "1e-999999", value: 0),
        NumberCase(
            name: "reads the largest finite Double", json: "1.7976931348623157e308", value: .greatestFiniteMagnitude),
    ]

    @Test(arguments: numbers)
    func readsNumber(_ test: NumberCase) throws {
        let document = try JSONParser.parse(Array(test.json.utf8))
        #expect(document.number(document.root) == test.value)
    }

    static let negativeZeros = ["-0", "-0.0", "-0e5", "-0.000E-2"]

    @Test(arguments: negativeZeros)
    func readsNegativeZeroWithItsSign(_ json: String) throws {
        let document = try JSONParser.parse(Array(json.utf8))
        let value = try #require(document.number(document.root))
        #expect(value == 0)
        #expect(value.sign == .minus)
    }

    @Test func readsNumbersWithoutDependingOnTheCLocale() throws {
        // A decimal point is a '.', whatever LC_NUMERIC says; "1.5" must never read as 1.
        let document = try JSONParser.parse(Array("[1.5, 0.25]".utf8))
        #expect(document.elements(document.root).map { document.number($0) } == [1.5, 0.25])
    }

    @Test func accessorsReturnNilForOtherKinds() throws {
        let document = try JSONParser.parse(Array("[\"1\", 1, true, false, null]".utf8))
        let elements = Array(document.elements(document.root))
        #expect(document.number(elements[0]) == nil)
        #expect(document.string(elements[1]) == nil)
        #expect(document.bool(elements[2]) == true)
        #expect(document.bool(elements[3]) == false)
        #expect(document.bool(elements[4]) == nil)
        #expect(elements.map { document.kind($0) } == [.string, .number, .true, .false, .null])
        #expect(document.sourceText(elements[0]) == "\"1\"")
    }
}

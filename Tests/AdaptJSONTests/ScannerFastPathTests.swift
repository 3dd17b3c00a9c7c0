import AdaptTestSupport
import Testing

@testable import AdaptJSON

/// The scanner's fast paths against the general ones: integers stored in the node, the tape
/// written in place (and parsed again when it is too small), whitespace and strings read a
/// word at a time, and inputs that end in the middle of any of them.
struct ScannerFastPathTests {
    static let edgeNumbers = [
        "0", "-0", "1", "9", "10", "65535", "65536", "-65535", "-65536", "99999", "100000", "-99999", "123456789",
        "1234567890", "9007199254740993", "123456789012345678901234567890", String(repeating: "9", count: 30),
        "0.0", "-0.0", "1e5", "1E+2", "25E-2", "4.9e-324", "2.2250738585072014e-308", "1.7976931348623157e308",
        "1e309", "-1e309", "1e-400", "0.30000000000000004",
    ]

    @Test func everyNumberReadsBitForBitAsSwiftsParserReadsItsText() throws {
        var generator = SplitMix64(seed: 6)
        let texts = Self.edgeNumbers + (0..<20_000).map { _ in generator.json() }
        let document = try JSONParser.parse(Array(("[" + texts.joined(separator: ", ") + "]").utf8))
        let elements = Array(document.elements(document.root))
        #expect(elements.count == texts.count)
        for (element, text) in zip(elements, texts) {
            let expected = try #require(Double(text), "\(text)")
            let value = try #require(document.number(element))
            #expect(value.bitPattern == expected.bitPattern, "\(text)")
            #expect(document.sourceText(element) == text)
        }
    }

    @Test func onlyIntegersOfUpToFiveDigitsAndAtMost65535AreStored() throws {
        let texts = ["0", "-0", "7", "65535", "-65535", "65536", "99999", "00", "100000", "1.0", "1e2", "-1", "012"]
        let stored = [true, true, true, true, true, false, false, nil, false, false, false, true, nil]
        for (text, expected) in zip(texts, stored) {
            guard let expected else {
                #expect(syntaxError(Array(text.utf8)) != nil, "\(text)")
                continue
            }
            let document = try JSONParser.parse(Array(text.utf8))
            let node = document.nodes[document.root]
            #expect((node.flags & JSONDocument.Node.smallIntegerFlag != 0) == expected, "\(text)")
            #expect(document.number(document.root)?.bitPattern == Double(text)?.bitPattern, "\(text)")
        }
    }

    /// Inputs denser than the first guess at the tape's size (about one value per 5 bytes).
    static let dense: [(name: String, text: String, values: Int)] = [
        ("an array of 20,000 digits", "[" + Array(repeating: "1", count: 20_000).joined(separator: ",") + "]", 20_001),
        (
            "an array of 20,000 empty arrays", "[" + Array(repeating: "[]", count: 20_000).joined(separator: ",") + "]",
            20_001
        ),
        (
            "an object of 10,000 members", "{" + Array(repeating: "\"\":1", count: 10_000).joined(separator: ",") + "}",
            20_001
        ),
        (
            "an array of 20,000 empty strings",
            "[" + Array(repeating: "\"\"", count: 20_000).joined(separator: ",") + "]", 20_001
        ),
    ]

    @Test func denseInputsOutgrowTheFirstTapeAndParseWhole() throws {
        for test in Self.dense {
            let document = try JSONParser.parse(Array(test.text.utf8))
            #expect(document.valueCount == test.values, "\(test.name)")
            #expect(document.subtreeEnd(document.root) == test.values, "\(test.name)")
            #expect(document.byteRange(document.root) == 0..<test.text.utf8.count, "\(test.name)")
            let children = document.kind(document.root) == .object ? test.values / 2 : test.values - 1
            #expect(document.count(document.root) == children, "\(test.name)")
        }
    }

    @Test func aValueLimitAboveTheFirstTapeIsReportedWhereItIsHit() throws {
        // 5,000 digits: 10,001 bytes, a first tape of about 2,000 nodes, 5,001 values.
        let bytes = Array(("[" + Array(repeating: "1", count: 5_000).joined(separator: ",") + "]").utf8)
        for limit in [3_000, 5_000] {
            let error = try #require(syntaxError(bytes, limits: JSONParser.Limits(maximumValues: limit)))
            #expect(error.reason == .tooManyValues(limit: limit))
            // The value that does not fit is element number `limit` (the root is the first value).
            #expect(error.offset == 1 + 2 * (limit - 1))
        }
        #expect(try JSONParser.parse(bytes, limits: JSONParser.Limits(maximumValues: 5_001)).valueCount == 5_001)
        #expect(syntaxError(bytes, limits: JSONParser.Limits(maximumValues: 0))?.reason == .tooManyValues(limit: 0))
    }

    static let runs: [String] =
        ["", " ", "\t", "\n", "\r\n", "\r", " \n ", "\n\t  ", "\n\n    ", "\r\n\r\n  "]
        + (0...40).map { "\n" + String(repeating: " ", count: $0) }
        + (0...20).map { "\r\n" + String(repeating: " ", count: $0) }
        + (1...20).map { String(repeating: " ", count: $0) }

    @Test(arguments: runs)
    func whitespaceRunsOfEveryShapeAreSkippedExactly(_ run: String) throws {
        // Every token of a small document, with `run` before and after each one.
        let tokens = [
            "{", "\"key\"", ":", "[", "1", ",", "\"text\"", ",", "true", "]", ",", "\"n\"", ":", "65535", "}",
        ]
        var text = ""
        var starts: [Int] = []
        for token in tokens {
            text += run
            starts.append(text.utf8.count)
            text += token
        }
        for trailing in ["", run] {
            let document = try JSONParser.parse(Array((text + trailing).utf8))
            // Nodes in pre-order: object, key, array, 1, "text", true, key, 65535.
            let tokenOfNode = [0, 1, 3, 4, 6, 8, 11, 13]
            #expect(document.valueCount == tokenOfNode.count)
            for (node, token) in tokenOfNode.enumerated() {
                #expect(
                    document.byteRange(node).lowerBound == starts[token], "node \(node) after \(run.debugDescription)")
            }
            #expect(document.byteRange(0).upperBound == text.utf8.count)
            #expect(document.byteRange(2).upperBound == starts[9] + 1)
            #expect(document.number(7) == 65535)
        }
    }

    @Test func stringsOfEveryLengthAroundTheWordScanDecodeAndEndWhereTheyShould() throws {
        let specials = ["", "\\n", "\\u00e9", "\u{E9}", "\u{20AC}", "\u{1F600}", "\\\"", "\\ud83d\\ude00"]
        let decoded = ["", "\n", "\u{E9}", "\u{E9}", "\u{20AC}", "\u{1F600}", "\"", "\u{1F600}"]
        for length in 0...40 {
            for (special, expected) in zip(specials, decoded) {
                for split in Set([0, length / 2, length]) {
                    let head = String(repeating: "a", count: split)
                    let tail = String(repeating: "b", count: length - split)
                    let literal = "\"" + head + special + tail + "\""
                    for text in [literal, "[" + literal + "]", "{" + literal + ": " + literal + "}", literal + "\n"] {
                        let document = try JSONParser.parse(Array(text.utf8))
                        let node = document.valueCount - 1
                        #expect(document.string(node) == head + expected + tail, "\(text.debugDescription)")
                        #expect(document.sourceText(node) == literal)
                    }
                }
            }
        }
    }

    @Test func everyPrefixOfADocumentIsRejectedInsideTheInput() throws {
        let text =
            "{\r\n  \"id\": \"caf\u{E9}-1\",\n  \"frame\": { \"x\": 16, \"y\": -0.5e2 },\n"
            + "  \"shows\": [\"a\\u00e9\\n\", \"\\ud83d\\ude00\", true, false, null, 65536, []],\n"
            + "  \"long\": \"abcdefghijklmnopqrstuvwxyz0123456789\"\n}"
        let bytes = Array(text.utf8)
        #expect(throws: Never.self) { try JSONParser.parse(bytes) }
        for count in 0..<bytes.count {
            let prefix = Array(bytes[..<count])
            let error = try #require(syntaxError(prefix), "prefix of \(count) bytes")
            #expect(error.offset <= count, "prefix of \(count) bytes: \(error.message)")
        }
    }
}

extension SplitMix64 {
    /// A random JSON number: integers of 1 to 25 digits, signs, fractions and exponents.
    mutating func json() -> String {
        var text = below(4) == 0 ? "-" : ""
        let digits = 1 + below(below(3) == 0 ? 25 : 6)
        if digits == 1 {
            text += String(below(10))
        } else {
            text += String(1 + below(9))
            for _ in 1..<digits { text += String(below(10)) }
        }
        if below(4) == 0 { text += "." + String(below(1_000_000)) }
        if below(5) == 0 { text += (below(2) == 0 ? "e" : "E") + ["", "+", "-"][below(3)] + String(below(400)) }
        return text
    }
}

import Testing

@testable import AdaptJSON

/// JSON pointers (RFC 6901) and key lookups, from the tape walk and from ``JSONPathIndex``.
struct PointerTests {
    /// Every node of this document in tape order, with its pointer and whether it is a key.
    static let document = """
        {"layouts": [{"components": [{"id": "a/b", "~tilde": 1}]}], "": [true], "a~/b": {"~1": null}}
        """
    static let expected: [(pointer: String, isKey: Bool)] = [
        ("", false),
        ("/layouts", true), ("/layouts", false),
        ("/layouts/0", false),
        ("/layouts/0/components", true), ("/layouts/0/components", false),
        ("/layouts/0/components/0", false),
        ("/layouts/0/components/0/id", true), ("/layouts/0/components/0/id", false),
        ("/layouts/0/components/0/~0tilde", true), ("/layouts/0/components/0/~0tilde", false),
        ("/", true), ("/", false),
        ("//0", false),
        ("/a~0~1b", true), ("/a~0~1b", false),
        ("/a~0~1b/~01", true), ("/a~0~1b/~01", false),
    ]

    @Test func pointersFollowRFC6901WithEscapes() throws {
        let parsed = try JSONParser.parse(Array(Self.document.utf8))
        let paths = JSONPathIndex(parsed)
        #expect(parsed.valueCount == Self.expected.count)
        for index in 0..<parsed.valueCount {
            #expect(parsed.pointer(to: index) == Self.expected[index].pointer, "node \(index)")
            #expect(paths.pointer(to: index) == Self.expected[index].pointer, "node \(index) through JSONPathIndex")
        }
    }

    @Test func keyNodeOfAValueIsItsKeyAndNilOtherwise() throws {
        let parsed = try JSONParser.parse(Array(Self.document.utf8))
        let paths = JSONPathIndex(parsed)
        for index in 0..<parsed.valueCount {
            let isMemberValue = index > 0 && Self.expected[index - 1].isKey && !Self.expected[index].isKey
            let expected = isMemberValue ? index - 1 : nil
            #expect(parsed.keyNode(ofValue: index) == expected, "node \(index)")
            #expect(paths.keyNode(ofValue: index) == expected, "node \(index) through JSONPathIndex")
        }
    }

    static let escapes: [(token: String, escaped: String)] = [
        ("plain", "plain"), ("a/b", "a~1b"), ("a~b", "a~0b"), ("~1", "~01"), ("/~", "~1~0"), ("", ""),
        ("\u{E9}/", "\u{E9}~1"),
    ]

    @Test(arguments: escapes)
    func escapesPointerTokens(_ test: (token: String, escaped: String)) {
        #expect(JSONDocument.escapePointerToken(test.token) == test.escaped)
    }

    @Test func parentLinksNameTheContainer() throws {
        let parsed = try JSONParser.parse(Array("{\"a\": [1, {\"b\": 2}]}".utf8))
        let paths = JSONPathIndex(parsed)
        #expect(paths.parent(of: 0) == nil)
        #expect((1..<parsed.valueCount).map { paths.parent(of: $0) } == [0, 0, 2, 2, 4, 4])
    }

    @Test(arguments: GrammarAcceptTests.values + GrammarAcceptTests.objects + GrammarAcceptTests.arrays)
    func pathIndexAgreesWithTheTapeWalk(_ test: ParseCase) throws {
        let parsed = try JSONParser.parse(test.bytes)
        let paths = JSONPathIndex(parsed)
        for index in 0..<parsed.valueCount {
            #expect(paths.pointer(to: index) == parsed.pointer(to: index))
            #expect(paths.keyNode(ofValue: index) == parsed.keyNode(ofValue: index))
        }
    }

    @Test func aWalkWithinItsBudgetGivesThePointerAndOtherwiseNil() throws {
        let parsed = try JSONParser.parse(Array(Self.document.utf8))
        for index in 0..<parsed.valueCount {
            var budget = 1_000
            #expect(parsed.pointer(to: index, budget: &budget) == Self.expected[index].pointer, "node \(index)")
            #expect(budget <= 1_000 && budget > 1_000 - parsed.valueCount)
            var none = 0
            #expect(parsed.pointer(to: index, budget: &none) == (index == 0 ? "" : nil), "node \(index)")
        }
        let members = (0..<1_000).map { "\"k\($0)\":[\($0)]" }.joined(separator: ",")
        let wide = try JSONParser.parse(Array(("{" + members + "}").utf8))
        let last = wide.valueCount - 1
        var short = 999
        #expect(wide.pointer(to: last, budget: &short) == nil)
        #expect(short < 0)
        var enough = 1_001
        #expect(wide.pointer(to: last, budget: &enough) == "/k999/0")
        #expect(enough == 0)
    }

    @Test func pathIndexScalesToAWideObject() throws {
        // 100,000 members: the tape walk would be quadratic over all of them; the index is not.
        let members = (0..<100_000).map { "\"k\($0)\":\($0)" }.joined(separator: ",")
        let parsed = try JSONParser.parse(Array(("{" + members + "}").utf8))
        let paths = JSONPathIndex(parsed)
        let last = parsed.valueCount - 1
        #expect(paths.pointer(to: last) == "/k99999")
        #expect(paths.keyNode(ofValue: last) == last - 1)
        #expect(parsed.pointer(to: last) == "/k99999")
    }
}

import Testing

@testable import AdaptLintReporters

struct HTMLTextTests {
    struct EscapeCase: CustomTestStringConvertible, Sendable {
        var name: String
        var input: String
        var expected: String
        var testDescription: String { name }
    }

    static let escapeCases: [EscapeCase] = [
        EscapeCase(name: "plain text is unchanged", input: "order.total", expected: "order.total"),
        EscapeCase(
            name: "a script tag", input: "<script>alert(1)</script>", expected: "&lt;script&gt;alert(1)&lt;/script&gt;"),
        EscapeCase(
            name: "attribute breakout with double quotes", input: "\" onmouseover=\"x",
            expected: "&quot; onmouseover=&quot;x"),
        EscapeCase(name: "attribute breakout with single quotes", input: "' x='", expected: "&#39; x=&#39;"),
        EscapeCase(name: "an ampersand before an entity name", input: "&amp; &lt;", expected: "&amp;amp; &amp;lt;"),
        EscapeCase(name: "NUL and escape characters", input: "a\u{0}b\u{1B}c", expected: "a\u{FFFD}b\u{FFFD}c"),
        EscapeCase(name: "C1 control and a noncharacter", input: "\u{85}\u{FFFE}", expected: "\u{FFFD}\u{FFFD}"),
        EscapeCase(
            name: "tabs are kept, line breaks become references", input: "a\tb\n::error::c\r",
            expected: "a\tb&#10;::error::c&#13;"),
        EscapeCase(name: "DEL and C1 controls", input: "a\u{7F}b\u{9B}c", expected: "a\u{FFFD}b\u{FFFD}c"),
        EscapeCase(name: "multibyte text is kept", input: "Bestellübersicht 注文 🧾", expected: "Bestellübersicht 注文 🧾"),
        EscapeCase(name: "CDATA end and comment markers", input: "]]> -->", expected: "]]&gt; --&gt;"),
    ]

    @Test(arguments: escapeCases)
    func escapes(_ example: EscapeCase) {
        #expect(HTMLText.escape(example.input) == example.expected)
    }

    struct NumberCase: CustomTestStringConvertible, Sendable {
        var value: Double
        var expected: String
        var testDescription: String { "\(value) -> \(expected)" }
    }

    static let numberCases: [NumberCase] = [
        NumberCase(value: 44, expected: "44"),
        NumberCase(value: 12.5, expected: "12.5"),
        NumberCase(value: 1.0 / 3.0, expected: "0.33"),
        NumberCase(value: -3.25, expected: "-3.25"),
        NumberCase(value: -0.004, expected: "0"),
        NumberCase(value: 1e300, expected: "1000000"),
        NumberCase(value: -.infinity, expected: "-1000000"),
        NumberCase(value: .nan, expected: "0"),
    ]

    @Test(arguments: numberCases)
    func formatsNumbers(_ example: NumberCase) {
        #expect(HTMLText.number(example.value) == example.expected)
    }

    @Test func truncatesWithAnEllipsis() {
        #expect(HTMLText.truncate("approve-button", to: 8) == "approve…")
        #expect(HTMLText.truncate("ok", to: 8) == "ok")
        #expect(HTMLText.truncate("ok", to: 0).isEmpty)
    }
}

struct HTMLTextWrapTests {
    struct WrapCase: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        var width: Int
        var maxLines: Int
        var expected: [String]
        var testDescription: String { name }
    }

    static let cases: [WrapCase] = [
        WrapCase(name: "fits on one line", text: "missing here", width: 20, maxLines: 3, expected: ["missing here"]),
        WrapCase(
            name: "breaks at spaces", text: "missing here: 'notes' (text)", width: 13, maxLines: 3,
            expected: ["missing here:", "'notes'", "(text)"]),
        WrapCase(
            name: "cuts a long word", text: "abcdefghij", width: 4, maxLines: 3, expected: ["abcd", "efgh", "ij"]),
        WrapCase(
            name: "keeps at most maxLines with an ellipsis", text: "one two three four", width: 5, maxLines: 2,
            expected: ["one", "two …"]),
        WrapCase(name: "empty text gives one empty line", text: "", width: 5, maxLines: 2, expected: [""]),
    ]

    @Test(arguments: cases)
    func wraps(_ example: WrapCase) {
        #expect(HTMLText.wrap(example.text, width: example.width, maxLines: example.maxLines) == example.expected)
    }
}

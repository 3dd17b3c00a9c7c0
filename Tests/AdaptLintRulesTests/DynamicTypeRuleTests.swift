import AdaptLintCore
import AdaptLintRules
import Testing

@Suite struct DynamicTypeRuleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var type: String = "text"
        var font: String?
        /// The key the finding points at (`size` or `scales`); nil for no finding.
        var reportedKey: String?
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "no font", font: nil),
        Case(name: "a text style", font: #"{ "style": "body" }"#),
        Case(name: "a style with its size", font: #"{ "style": "footnote", "size": 13 }"#),
        Case(name: "a style that scales", font: #"{ "style": "caption1", "scales": true }"#),
        Case(name: "a fixed size", font: #"{ "size": 14 }"#, reportedKey: "size"),
        Case(name: "a fixed size said to scale", font: #"{ "size": 14, "scales": true }"#, reportedKey: "size"),
        Case(
            name: "a style that does not scale", font: #"{ "style": "body", "scales": false }"#, reportedKey: "scales"),
        Case(name: "only scales false", font: #"{ "scales": false }"#, reportedKey: "scales"),
        Case(
            name: "a fixed size that does not scale", font: #"{ "size": 30, "scales": false }"#, reportedKey: "scales"),
        Case(name: "a fixed size on a cell", type: "cell", font: #"{ "size": 17 }"#, reportedKey: "size"),
        Case(name: "a fixed size on a tab item", type: "tabItem", font: #"{ "size": 10 }"#, reportedKey: "size"),
        Case(name: "a fixed size on an image", type: "image", font: #"{ "size": 17 }"#),
        Case(name: "a fixed size on a chart", type: "chart", font: #"{ "size": 9 }"#),
    ]

    @Test(arguments: cases)
    func fixedAndNonScalingFontsAreReported(_ testCase: Case) throws {
        let font = testCase.font.map { #", "font": \#($0)"# } ?? ""
        let component =
            #"{ "id": "c", "type": "\#(testCase.type)", "size": { "width": 100, "height": 44 }\#(font) }"#
        let diagnostics = try RuleHarness.findings(TestSpec.components([component]), rule: DynamicTypeRule.self)
        guard let key = testCase.reportedKey else {
            #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
            return
        }
        try #require(diagnostics.count == 1)
        #expect(diagnostics[0].location.pointer == "/layouts/0/components/0/font/\(key)")
        #expect(diagnostics[0].severity == .warning)
    }

    @Test(arguments: [
        (17.0, "body"), (16, "callout"), (15, "subheadline"), (14, "subheadline"), (13, "footnote"),
        (12, "caption1"), (11, "caption2"), (8, "caption2"), (18, "body"), (19, "title3"), (21, "title2"),
        (25, "title1"), (31, "largeTitle"), (60, "largeTitle"),
    ])
    func theSuggestionIsTheNearestTextStyle(_ size: Double, _ style: String) throws {
        let component =
            #"{ "id": "c", "type": "text", "size": { "width": 100, "height": 44 }, "font": { "size": \#(size) } }"#
        let diagnostics = try RuleHarness.findings(TestSpec.components([component]), rule: DynamicTypeRule.self)
        try #require(diagnostics.count == 1)
        #expect(
            diagnostics[0].message.hasSuffix(
                "use the \(style) text style (\(Int(TextStyle(rawValue: style)?.defaultSize ?? 0))pt at the default size) instead"
            ))
    }

    /// The table of default sizes is Apple's (Large setting), largest style first.
    @Test func defaultSizesFollowApplesTable() {
        #expect(TextStyle.allCases.map(\.defaultSize) == [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11])
    }

    @Test func everyLayoutIsChecked() throws {
        let fixed = #"{ "id": "c", "type": "text", "size": { "width": 100, "height": 44 }, "font": { "size": 12 } }"#
        let spec = TestSpec.screen([
            TestSpec.layout(when: #"{ "width": "compact" }"#, [fixed]),
            TestSpec.layout(
                when: #"{ "width": "regular" }"#,
                [#"{ "id": "list", "type": "list", "children": [\#(fixed)] }"#]),
        ])
        // One fixed font is one cause: one finding, the other layout's occurrence related to it.
        let diagnostics = try RuleHarness.findings(spec, rule: DynamicTypeRule.self)
        #expect(diagnostics.map(\.location.pointer) == ["/layouts/0/components/0/font/size"])
        #expect(
            diagnostics.flatMap { $0.related.map(\.location.pointer) } == [
                "/layouts/1/components/0/children/0/font/size"
            ])
        // Another font on the same component, or the same font on another component, is another cause.
        let other = #"{ "id": "d", "type": "text", "size": { "width": 100, "height": 44 }, "font": { "size": 12 } }"#
        let bigger = #"{ "id": "c", "type": "text", "size": { "width": 100, "height": 44 }, "font": { "size": 14 } }"#
        let two = try RuleHarness.findings(
            TestSpec.screen([
                TestSpec.layout(when: #"{ "width": "compact" }"#, [fixed, other]),
                TestSpec.layout(when: #"{ "width": "regular" }"#, [bigger]),
            ]), rule: DynamicTypeRule.self)
        #expect(two.count == 3)
    }
}

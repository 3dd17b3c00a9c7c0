import AdaptLintCore
import AdaptLintRules
import Testing

@Suite struct ReadableWidthRuleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var testDescription: String
        var layoutWhen: String?
        var component: String
        var reported: Bool
        var parameters: [String: Double] = [:]
    }

    static let regular = #"{ "width": "regular" }"#

    static func component(_ type: String, width: Double, extra: String = "") -> String {
        #"{ "id": "c", "type": "\#(type)", "frame": { "x": 0, "y": 0, "width": \#(Int(width)), "height": 44 }\#(extra) }"#
    }

    static let cases: [Case] = [
        Case(
            testDescription: "text at the limit", layoutWhen: regular, component: component("text", width: 672),
            reported: false),
        Case(
            testDescription: "text 1pt over", layoutWhen: regular, component: component("text", width: 673),
            reported: true),
        Case(testDescription: "cell", layoutWhen: regular, component: component("cell", width: 700), reported: true),
        Case(
            testDescription: "list that shows information", layoutWhen: regular,
            component: component("list", width: 900, extra: #", "shows": ["a"]"#), reported: true),
        Case(
            testDescription: "list of undescribed content", layoutWhen: regular,
            component: component("list", width: 900), reported: false),
        Case(
            testDescription: "header", layoutWhen: regular, component: component("header", width: 900), reported: false),
        Case(testDescription: "table", layoutWhen: regular, component: component("table", width: 900), reported: false),
        Case(
            testDescription: "compact-width layout", layoutWhen: #"{ "width": "compact" }"#,
            component: component("text", width: 800), reported: false),
        Case(
            testDescription: "component shown only in compact width", layoutWhen: nil,
            component: component("text", width: 800, extra: #", "when": { "width": "compact" }"#), reported: false),
        Case(
            testDescription: "compact height includes large iPhones in regular width",
            layoutWhen: #"{ "height": "compact" }"#, component: component("text", width: 800), reported: true),
        Case(
            testDescription: "layout for idioms no device has", layoutWhen: #"{ "idiom": "tv" }"#,
            component: component("text", width: 900), reported: false),
        Case(
            testDescription: "fixed resizing keeps the drawn width", layoutWhen: regular,
            component: component("text", width: 600, extra: #", "resizing": { "width": "fixed" }"#), reported: false),
        Case(
            testDescription: "filling with a cap at the limit", layoutWhen: regular,
            component: component("text", width: 900, extra: #", "resizing": { "width": "fill", "maxWidth": 672 }"#),
            reported: false),
        Case(
            testDescription: "configured limit", layoutWhen: regular, component: component("text", width: 700),
            reported: false, parameters: ["readableWidth": 700]),
    ]

    @Test(arguments: cases)
    func textBearingComponentsAreCappedInRegularWidth(_ testCase: Case) throws {
        let spec = TestSpec.screen([TestSpec.layout(when: testCase.layoutWhen, [testCase.component])])
        let diagnostics = try RuleHarness.findings(spec, rule: ReadableWidthRule.self, parameters: testCase.parameters)
        #expect(diagnostics.count == (testCase.reported ? 1 : 0), "\(diagnostics.map(\.message))")
        #expect(diagnostics.allSatisfy { $0.message.contains("SAP Fiori's readable-width limit") })
    }

    /// A component drawn in two regular-width environments is reported once.
    @Test func oneFindingPerComponent() throws {
        let spec = TestSpec.screen([TestSpec.layout(when: nil, [Self.component("text", width: 900)])])
        let diagnostics = try RuleHarness.findings(spec, rule: ReadableWidthRule.self)
        #expect(diagnostics.map(\.location.pointer) == ["/layouts/0/components/0/frame/width"])
    }

    @Test func componentsDrawnAtOneTooWideWidthInALayoutAreOneFinding() throws {
        let cell = { (id: String, y: Int, width: Int) in
            #"{ "id": "\#(id)", "type": "cell", "frame": { "x": 48, "y": \#(y), "width": \#(width), "height": 44 } }"#
        }
        let spec = TestSpec.screen([
            TestSpec.layout(
                when: #"{ "width": "regular" }"#,
                [cell("a", 0, 738), cell("b", 44, 738), cell("c", 88, 700)])
        ])
        let diagnostics = try RuleHarness.findings(spec, rule: ReadableWidthRule.self)
        #expect(diagnostics.count == 2, "\(diagnostics.map(\.message))")
        #expect(diagnostics.first?.related.map(\.message) == ["'b' is 738pt wide here too"])
        #expect(diagnostics.first?.fixes.count == 2)
    }
}

/// A component that fills its row without a maximum is judged by the width it reaches on the
/// widest regular-width window it is shown in: two 304pt fields filling one row of an 834pt iPad
/// drawing share what a 1376pt window adds (271pt each, 575pt), under 672pt; one field alone there
/// gets it all (846pt) and is reported with that width.
@Test func fieldsFillingOneRowShareWhatAWiderWindowAdds() throws {
    func spec(_ fields: String) -> String {
        """
        {
          "screen": "Flights",
          "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
          "layouts": [
            { "when": { "width": "regular" }, "margins": { "leading": 48, "trailing": 48 }, "components": [
              \(fields)
            ] },
            { "when": { "width": "compact" }, "components": [] }
          ]
        }
        """
    }
    let pair = """
        { "id": "from", "type": "textField", "frame": { "x": 81, "y": 100, "width": 304, "height": 44 },
          "resizing": { "width": "fill" } },
        { "id": "swap", "type": "button", "frame": { "x": 395, "y": 100, "width": 44, "height": 44 } },
        { "id": "to", "type": "textField", "frame": { "x": 449, "y": 100, "width": 304, "height": 44 },
          "resizing": { "width": "fill" } }
        """
    #expect(try RuleHarness.findings(spec(pair), rule: ReadableWidthRule.self).map(\.message) == [])
    let alone = """
        { "id": "from", "type": "textField", "frame": { "x": 81, "y": 100, "width": 304, "height": 44 },
          "resizing": { "width": "fill" } },
        { "id": "to", "type": "textField", "frame": { "x": 81, "y": 160, "width": 672, "height": 44 },
          "resizing": { "width": "fill", "maxWidth": 672 } }
        """
    let messages = try RuleHarness.findings(spec(alone), rule: ReadableWidthRule.self).map(\.message)
    #expect(messages.count == 1)
    #expect(messages.first?.contains("up to 846pt on iPad Pro 13-inch (M4/M5) in landscape") == true, "\(messages)")
}

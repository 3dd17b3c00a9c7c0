import AdaptLintCore
import AdaptLintRules
import Testing

@Suite struct RotationKeepsComponentsRuleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var testDescription: String
        var orientations = TestSpec.allOrientations
        var layouts: [String]
        var pointers: [String]
    }

    static func layout(_ when: String?, _ id: String, _ type: String, extra: String = "") -> String {
        TestSpec.layout(when: when, [#"{ "id": "\#(id)", "type": "\#(type)"\#(extra) }"#])
    }

    static let cases: [Case] = [
        Case(
            testDescription: "only width conditions",
            layouts: [
                layout(#"{ "width": "compact" }"#, "p", "grid"), layout(#"{ "width": "regular" }"#, "p", "list"),
            ],
            pointers: []),
        Case(
            testDescription: "iPhone grid becomes a list in compact height",
            layouts: [
                layout(#"{ "height": "regular" }"#, "p", "grid"), layout(#"{ "height": "compact" }"#, "p", "list"),
            ],
            pointers: ["/layouts/1/components/0/type"]),
        Case(
            testDescription: "iPhone drops a component in compact height",
            layouts: [
                layout(#"{ "height": "regular" }"#, "bar", "toolbar"), layout(#"{ "height": "compact" }"#, "p", "grid"),
            ],
            pointers: []),
        Case(
            testDescription: "large iPhone changes width class when it rotates",
            layouts: [
                layout(#"{ "width": "compact" }"#, "p", "grid"),
                layout(#"{ "width": "regular", "height": "compact" }"#, "p", "list"),
                layout(#"{ "width": "regular", "height": "regular" }"#, "p", "list"),
            ],
            pointers: []),
        Case(
            testDescription: "orientation-only layouts: iPad panes and full screen lose the component once",
            layouts: [
                layout(#"{ "orientation": "portrait" }"#, "p", "grid"),
                layout(#"{ "orientation": "landscape" }"#, "q", "grid"),
            ],
            pointers: ["/layouts/0/components/0/id", "/layouts/1/components/0/id"]),
        Case(
            testDescription: "a component shown in portrait only",
            layouts: [layout(nil, "tip", "text", extra: #", "when": { "orientation": "portrait" }"#)],
            pointers: ["/layouts/0/components/0/id"]),
        Case(
            testDescription: "portrait-only screen",
            orientations: #"["portrait", "portraitUpsideDown"]"#,
            layouts: [
                layout(#"{ "orientation": "portrait" }"#, "p", "grid"),
                layout(#"{ "orientation": "landscape" }"#, "p", "list"),
            ],
            pointers: []),
        Case(
            testDescription: "iPad grid becomes a list in landscape",
            layouts: [
                layout(#"{ "width": "compact" }"#, "p", "grid"),
                layout(#"{ "width": "regular", "orientation": "portrait" }"#, "p", "grid"),
                layout(#"{ "width": "regular", "orientation": "landscape" }"#, "p", "list"),
            ],
            pointers: ["/layouts/2/components/0/type"]),
    ]

    @Test(arguments: cases)
    func rotationWithinAWidthClassKeepsComponents(_ testCase: Case) throws {
        let spec = TestSpec.screen(orientations: testCase.orientations, testCase.layouts)
        let diagnostics = try RuleHarness.findings(spec, rule: RotationKeepsComponentsRule.self)
        #expect(diagnostics.map(\.location.pointer) == testCase.pointers, "\(diagnostics.map(\.message))")
    }
}

import AdaptLintCore
import AdaptLintRules
import Testing

@Suite struct PrimaryImageSizeRuleTests {
    /// An image drawn at `shown` with a content size and extra JSON members.
    static func image(
        shown: (Double, Double), content: (Double, Double)?, principal: Bool = true, type: String = "image",
        _ extra: String = ""
    ) -> String {
        let mark = principal ? #", "principal": true"# : ""
        let content = content.map { #", "contentSize": { "width": \#($0.0), "height": \#($0.1) }"# } ?? ""
        return
            #"{ "id": "i", "type": "\#(type)"\#(mark), "frame": { "x": 0, "y": 0, "width": \#(shown.0), "height": \#(shown.1) }\#(content)\#(extra) }"#
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var component: String
        /// The percentage the message names; nil when nothing is reported.
        var percent: Int?
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "exactly half", component: image(shown: (200, 100), content: (400, 200)), percent: nil),
        Case(name: "just under half in width", component: image(shown: (199, 100), content: (400, 200)), percent: 49),
        Case(name: "just under half in height", component: image(shown: (200, 99), content: (400, 200)), percent: 49),
        Case(name: "larger than its content", component: image(shown: (800, 400), content: (400, 200)), percent: nil),
        Case(name: "a tenth", component: image(shown: (40, 20), content: (400, 200)), percent: 10),
        Case(
            name: "not principal", component: image(shown: (40, 20), content: (400, 200), principal: false),
            percent: nil),
        Case(name: "no content size", component: image(shown: (40, 20), content: nil), percent: nil),
    ]

    @Test(arguments: cases)
    func aPrincipalImageIsShownAtHalfItsContentSizeOrMore(_ testCase: Case) throws {
        let diagnostics = try RuleHarness.findings(
            TestSpec.components([testCase.component]), rule: PrimaryImageSizeRule.self)
        guard let percent = testCase.percent else {
            #expect(diagnostics.map(\.message) == [])
            return
        }
        try #require(diagnostics.count == 1)
        #expect(diagnostics[0].severity == .warning)
        #expect(diagnostics[0].location.pointer == "/layouts/0/components/0/frame")
        #expect(diagnostics[0].message.contains(", \(percent)% of its 400x200pt content,"))
        #expect(diagnostics[0].message.hasSuffix("; show it at least 200x100pt"))
        #expect(diagnostics[0].related.map(\.location.pointer) == ["/layouts/0/components/0/contentSize"])
    }

    @Test func theThresholdIsAParameter() throws {
        let spec = TestSpec.components([Self.image(shown: (300, 150), content: (400, 200))])
        #expect(try RuleHarness.findings(spec, rule: PrimaryImageSizeRule.self).isEmpty)
        let strict = try RuleHarness.findings(spec, rule: PrimaryImageSizeRule.self, parameters: ["minimumPercent": 80])
        #expect(
            strict.map(\.message) == [
                "principal image 'i' is shown at 300x150pt, 75% of its 400x200pt content, so people would zoom to see it; show it at least 320x160pt"
            ])
    }

    @Test func anImageWithOnlyASizeIsCheckedToo() throws {
        let spec = TestSpec.components([
            #"{ "id": "i", "type": "image", "principal": true, "size": { "width": 50, "height": 50 }, "contentSize": { "width": 300, "height": 300 } }"#
        ])
        let diagnostics = try RuleHarness.findings(spec, rule: PrimaryImageSizeRule.self)
        #expect(diagnostics.map(\.location.pointer) == ["/layouts/0/components/0/size"])
    }
}

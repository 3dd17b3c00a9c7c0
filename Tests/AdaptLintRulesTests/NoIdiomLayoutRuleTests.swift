import AdaptLintCore
import AdaptLintRules
import Testing

@Suite struct NoIdiomLayoutRuleTests {
    @Test(arguments: [
        (#"{ "idiom": "pad" }"#, #"{ "width": "regular" }"#),
        (#"{ "orientation": "landscape", "idiom": "phone" }"#, #"{ "orientation": "landscape", "width": "compact" }"#),
        (#"{ "idiom": "vision" }"#, #"{ "width": "regular" }"#),
    ])
    func fixChoosesTheLayoutByWidth(_ before: String, _ after: String) throws {
        let spec = TestSpec.screen([TestSpec.layout(when: before, [])])
        let diagnostics = try RuleHarness.findings(spec, rule: NoIdiomLayoutRule.self)
        try #require(diagnostics.count == 1)
        #expect(diagnostics[0].location.pointer == "/layouts/0/when/idiom")
        let fixed = RuleHarness.apply(diagnostics[0].fixes, to: spec)
        #expect(fixed == TestSpec.screen([TestSpec.layout(when: after, [])]))
        #expect(try RuleHarness.findings(fixed, rule: NoIdiomLayoutRule.self).isEmpty)
    }

    /// Layouts chosen by idiom form one scheme: the fix of either finding rewrites both, so that no
    /// window is left with a layout chosen by width beside one chosen by idiom, or with none.
    @Test func eachFixRewritesEveryIdiomConditionOfTheScreen() throws {
        let spec = TestSpec.screen([
            TestSpec.layout(when: #"{ "idiom": "phone" }"#, []), TestSpec.layout(when: #"{ "idiom": "pad" }"#, []),
        ])
        let rewritten = TestSpec.screen([
            TestSpec.layout(when: #"{ "width": "compact" }"#, []),
            TestSpec.layout(when: #"{ "width": "regular" }"#, []),
        ])
        let diagnostics = try RuleHarness.findings(spec, rule: NoIdiomLayoutRule.self)
        try #require(diagnostics.count == 2)
        for diagnostic in diagnostics {
            let fixed = RuleHarness.apply(diagnostic.fixes, to: spec)
            #expect(fixed == rewritten)
            #expect(try RuleHarness.findings(fixed, ruleID: "no-applicable-layout").isEmpty)
        }
    }

    /// With a width already present, rewriting the idiom would duplicate the key: no fix.
    @Test func noFixWhenAWidthIsAlreadyGiven() throws {
        let spec = TestSpec.components([
            #"{ "id": "x", "type": "text", "when": { "width": "regular", "idiom": "pad" } }"#
        ])
        let diagnostics = try RuleHarness.findings(spec, rule: NoIdiomLayoutRule.self)
        #expect(
            diagnostics.map(\.message) == [
                "component 'x' is chosen by device idiom 'pad'; use \"width\": \"regular\" instead, so Split View and large iPhones get the right layout"
            ])
        #expect(diagnostics.first?.fixes.isEmpty == true)
    }
}

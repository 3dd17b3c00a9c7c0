import AdaptLintCore
import AdaptLintRules
import Testing

@Suite struct NoIdiomLayoutRuleTests {
    @Test(arguments: [
        (#"{ "idiom": "pad" }"#, #"{ "width": "regular" }"#),
        (#"{ "orientation": "landscape", "idiom": "phone" }"#, #"{ "orientation": "landscape", "height": "compact" }"#),
        (#"{ "orientation": "portrait", "idiom": "phone" }"#, #"{ "orientation": "portrait", "width": "compact" }"#),
        (#"{ "idiom": "vision" }"#, #"{ "width": "regular" }"#),
    ])
    func fixChoosesTheLayoutBySizeClass(_ before: String, _ after: String) throws {
        let spec = TestSpec.screen([TestSpec.layout(when: before, [])])
        let diagnostics = try RuleHarness.findings(spec, rule: NoIdiomLayoutRule.self)
        try #require(diagnostics.count == 1)
        #expect(diagnostics[0].location.pointer == "/layouts/0/when/idiom")
        let fixed = RuleHarness.apply(diagnostics[0].fixes, to: spec)
        #expect(fixed == TestSpec.screen([TestSpec.layout(when: after, [])]))
        #expect(try RuleHarness.findings(fixed, rule: NoIdiomLayoutRule.self).isEmpty)
    }

    /// Layouts chosen by idiom form one scheme: the first finding's fix rewrites both, so that no
    /// window is left with a layout chosen by width beside one chosen by idiom, or with none; the
    /// other finding carries no fix, so a screen of n such conditions gets n edits, not n x n.
    @Test func theFirstFindingsFixRewritesEveryIdiomConditionOfTheScreen() throws {
        let spec = TestSpec.screen([
            TestSpec.layout(when: #"{ "idiom": "phone" }"#, []), TestSpec.layout(when: #"{ "idiom": "pad" }"#, []),
        ])
        let rewritten = TestSpec.screen([
            TestSpec.layout(when: #"{ "width": "compact" }"#, []),
            TestSpec.layout(when: #"{ "width": "regular" }"#, []),
        ])
        let diagnostics = try RuleHarness.findings(spec, rule: NoIdiomLayoutRule.self)
        try #require(diagnostics.count == 2)
        #expect(diagnostics[1].fixes.isEmpty)
        let fixed = RuleHarness.apply(diagnostics[0].fixes, to: spec)
        #expect(fixed == rewritten)
        #expect(try RuleHarness.findings(fixed, ruleID: "no-applicable-layout").isEmpty)
    }

    /// A screen that splits the phone by orientation keeps both phone layouts on compact width, so
    /// that iPad panes in landscape still get a layout once the iPad's is chosen by regular width;
    /// with no portrait phone layout, the landscape one becomes compact height, which the large
    /// iPhones (regular width in landscape) also have.
    @Test func aLandscapePhoneLayoutBecomesCompactHeightUnlessThePhoneIsSplitByOrientation() throws {
        let split = TestSpec.screen([
            TestSpec.layout(when: #"{ "idiom": "phone", "orientation": "portrait" }"#, []),
            TestSpec.layout(when: #"{ "idiom": "phone", "orientation": "landscape" }"#, []),
            TestSpec.layout(when: #"{ "idiom": "pad" }"#, []),
        ])
        #expect(
            try Self.applyingEveryFix(split)
                == TestSpec.screen([
                    TestSpec.layout(when: #"{ "width": "compact", "orientation": "portrait" }"#, []),
                    TestSpec.layout(when: #"{ "width": "compact", "orientation": "landscape" }"#, []),
                    TestSpec.layout(when: #"{ "width": "regular" }"#, []),
                ]))
        let landscapeOnly = TestSpec.screen([
            TestSpec.layout(when: #"{ "width": "compact", "height": "regular" }"#, []),
            TestSpec.layout(when: #"{ "idiom": "phone", "orientation": "landscape" }"#, []),
            TestSpec.layout(when: #"{ "width": "regular", "height": "regular" }"#, []),
        ])
        #expect(
            try Self.applyingEveryFix(landscapeOnly)
                == TestSpec.screen([
                    TestSpec.layout(when: #"{ "width": "compact", "height": "regular" }"#, []),
                    TestSpec.layout(when: #"{ "height": "compact", "orientation": "landscape" }"#, []),
                    TestSpec.layout(when: #"{ "width": "regular", "height": "regular" }"#, []),
                ]))
    }

    /// `spec` with the fixes of all its findings applied, checked to leave no window without a layout.
    static func applyingEveryFix(_ spec: String) throws -> String {
        let fixed = RuleHarness.apply(
            try RuleHarness.findings(spec, rule: NoIdiomLayoutRule.self).flatMap(\.fixes), to: spec)
        #expect(try RuleHarness.findings(fixed, ruleID: "no-applicable-layout").isEmpty)
        return fixed
    }

    /// Many conditions chosen by idiom: the edits of every finding together grow linearly with them.
    @Test func theFixesOfManyIdiomConditionsAreLinearInThem() throws {
        let layouts = (0..<300).map { index in
            TestSpec.layout(when: index % 2 == 0 ? #"{ "idiom": "phone" }"# : #"{ "idiom": "pad" }"#, [])
        }
        let diagnostics = try RuleHarness.findings(TestSpec.screen(layouts), rule: NoIdiomLayoutRule.self)
        try #require(diagnostics.count == 300)
        #expect(diagnostics.reduce(0) { $0 + $1.fixes.count } <= 2 * 300)
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

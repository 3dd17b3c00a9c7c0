import AdaptLintCore
import AdaptLintRules
import Testing

@Suite struct NoPopoverInCompactRuleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var layoutCondition: String?
        var componentCondition: String?
        /// nil: no finding; true: a finding with the sheet fix; false: a finding without a fix.
        var fixable: Bool?
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "compact layout", layoutCondition: #"{ "width": "compact" }"#, fixable: true),
        Case(name: "regular layout", layoutCondition: #"{ "width": "regular" }"#, fixable: nil),
        Case(name: "layout for every width", fixable: false),
        // Compact height is an iPhone in landscape, compact width on most models.
        Case(name: "compact-height layout", layoutCondition: #"{ "height": "compact" }"#, fixable: false),
        // A landscape layout also applies to iPad Split View panes, which are compact width.
        Case(name: "landscape layout", layoutCondition: #"{ "orientation": "landscape" }"#, fixable: false),
        Case(name: "component kept to regular width", componentCondition: #"{ "width": "regular" }"#, fixable: nil),
        Case(
            name: "component kept to compact width in a layout for every width",
            componentCondition: #"{ "width": "compact" }"#, fixable: true),
        Case(
            name: "iPhone portrait only", layoutCondition: #"{ "width": "compact", "height": "regular" }"#,
            fixable: true),
    ]

    @Test(arguments: cases)
    func popoverIsReportedWhereverCompactWidthShowsIt(_ testCase: Case) throws {
        let condition = testCase.componentCondition.map { #", "when": \#($0)"# } ?? ""
        let popover = #"{ "id": "info", "type": "popover", "size": { "width": 320, "height": 200 }\#(condition) }"#
        let spec = TestSpec.screen([TestSpec.layout(when: testCase.layoutCondition, [popover])])
        let diagnostics = try RuleHarness.findings(spec, rule: NoPopoverInCompactRule.self)
        guard let fixable = testCase.fixable else {
            #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
            return
        }
        // One finding however many compact environments show the popover.
        try #require(diagnostics.count == 1)
        #expect(diagnostics[0].location.pointer == "/layouts/0/components/0/type")
        #expect(diagnostics[0].severity == .error)
        #expect(diagnostics[0].fixes.isEmpty == !fixable)
        if fixable {
            let fixed = RuleHarness.apply(diagnostics[0].fixes, to: spec)
            #expect(fixed.contains(#""type": "sheet""#))
            #expect(try RuleHarness.findings(fixed, rule: NoPopoverInCompactRule.self).isEmpty)
        }
    }

    @Test func nestedPopoverIsFoundAndAPopoverHiddenWithItsParentIsNot() throws {
        let spec = TestSpec.screen([
            TestSpec.layout(
                when: #"{ "width": "compact" }"#,
                [
                    #"{ "id": "bar", "type": "toolbar", "children": [ { "id": "more", "type": "popover" } ] }"#,
                    #"{ "id": "panel", "type": "stack", "when": { "width": "regular" }, "children": [ { "id": "hidden", "type": "popover" } ] }"#,
                ])
        ])
        let diagnostics = try RuleHarness.findings(spec, rule: NoPopoverInCompactRule.self)
        #expect(diagnostics.map(\.location.pointer) == ["/layouts/0/components/0/children/0/type"])
    }

    /// The most specific layout wins per component (issue 16, item 5): a popover in a layout for
    /// every width that a compact-width layout redefines as a sheet, under the same id, is shown
    /// as a sheet in compact width. Combining the layouts instead of asking the shared
    /// precedence reported the popover there.
    @Test func aCompactLayoutThatRedefinesThePopoverAsASheetWins() throws {
        let popover = #"{ "id": "filters", "type": "popover", "size": { "width": 320, "height": 400 } }"#
        let sheet = #"{ "id": "filters", "type": "sheet", "size": { "width": 375, "height": 400 } }"#
        let redefined = TestSpec.screen([
            TestSpec.layout([popover]), TestSpec.layout(when: #"{ "width": "compact" }"#, [sheet]),
        ])
        #expect(try RuleHarness.findings(redefined, rule: NoPopoverInCompactRule.self).isEmpty)
        // Without the compact-width sheet, or with it under another id, the popover is shown there.
        let other = sheet.replacingOccurrences(of: #""filters""#, with: #""filterSheet""#)
        for layouts in [
            [TestSpec.layout([popover])],
            [TestSpec.layout([popover]), TestSpec.layout(when: #"{ "width": "compact" }"#, [other])],
        ] {
            let diagnostics = try RuleHarness.findings(TestSpec.screen(layouts), rule: NoPopoverInCompactRule.self)
            #expect(
                diagnostics.map(\.message) == [
                    "popover 'filters' in layout 1 is shown in compact width; give compact width a sheet and keep the popover for regular width"
                ])
        }
        // A compact-height layout redefines it only on iPhones in landscape: compact width in
        // portrait still shows the popover.
        let landscapeOnly = TestSpec.screen([
            TestSpec.layout([popover]), TestSpec.layout(when: #"{ "height": "compact" }"#, [sheet]),
        ])
        #expect(try RuleHarness.findings(landscapeOnly, rule: NoPopoverInCompactRule.self).count == 1)
    }
}

import AdaptLintCore
import AdaptLintRules
import Testing

@Suite struct SpacingAdaptsRuleTests {
    /// A card with an optional spacing and extra JSON members.
    static func card(_ spacing: Double?, id: String = "c", _ extra: String = "") -> String {
        let spacing = spacing.map { #", "spacing": \#($0)"# } ?? ""
        return #"{ "id": "\#(id)", "type": "card"\#(spacing)\#(extra) }"#
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var testDescription: String
        var firstWhen: String
        var first: String
        var secondWhen: String
        var second: String
        /// The pointer of the finding, or nil when nothing is reported.
        var reportedAt: String?
    }

    static let compactWidth = #"{ "width": "compact" }"#
    static let regularWidth = #"{ "width": "regular" }"#
    static let compactHeight = #"{ "height": "compact" }"#
    static let regularHeight = #"{ "height": "regular" }"#
    static let second = "/layouts/1/components/0/spacing"
    static let first = "/layouts/0/components/0/spacing"

    static let cases: [Case] = [
        Case(
            testDescription: "larger in regular width", firstWhen: compactWidth, first: card(8),
            secondWhen: regularWidth, second: card(16), reportedAt: nil),
        Case(
            testDescription: "equal in both widths", firstWhen: compactWidth, first: card(12),
            secondWhen: regularWidth, second: card(12), reportedAt: nil),
        Case(
            testDescription: "smaller in regular width", firstWhen: compactWidth, first: card(12),
            secondWhen: regularWidth, second: card(11.5), reportedAt: second),
        Case(
            testDescription: "no spacing in regular width", firstWhen: compactWidth, first: card(12),
            secondWhen: regularWidth, second: card(nil), reportedAt: nil),
        Case(
            testDescription: "different ids", firstWhen: compactWidth, first: card(12),
            secondWhen: regularWidth, second: card(4, id: "d"), reportedAt: nil),
        Case(
            testDescription: "the regular-width card kept to portrait, the compact one to landscape",
            firstWhen: compactWidth, first: card(12, #", "when": { "orientation": "landscape" }"#),
            secondWhen: regularWidth, second: card(4, #", "when": { "orientation": "portrait" }"#), reportedAt: nil),
        Case(
            testDescription: "smaller in compact height", firstWhen: regularHeight, first: card(12),
            secondWhen: compactHeight, second: card(8), reportedAt: nil),
        Case(
            testDescription: "equal in both heights", firstWhen: regularHeight, first: card(12),
            secondWhen: compactHeight, second: card(12), reportedAt: nil),
        Case(
            testDescription: "larger in compact height", firstWhen: regularHeight, first: card(12),
            secondWhen: compactHeight, second: card(13), reportedAt: second),
        Case(
            testDescription: "larger in compact height, compact height layout first", firstWhen: compactHeight,
            first: card(20), secondWhen: regularHeight, second: card(12), reportedAt: first),
    ]

    @Test(arguments: cases)
    func spacingFollowsTheSizeClass(_ testCase: Case) throws {
        let spec = TestSpec.screen([
            TestSpec.layout(when: testCase.firstWhen, [testCase.first]),
            TestSpec.layout(when: testCase.secondWhen, [testCase.second]),
        ])
        let diagnostics = try RuleHarness.findings(spec, rule: SpacingAdaptsRule.self)
        #expect(diagnostics.map(\.location.pointer) == (testCase.reportedAt.map { [$0] } ?? []))
        #expect(diagnostics.allSatisfy { $0.severity == .note && $0.related.count == 1 })
    }

    @Test func aComponentDeclaredOnceIsNotCompared() throws {
        let spec = TestSpec.components([Self.card(12)])
        #expect(try RuleHarness.findings(spec, rule: SpacingAdaptsRule.self).isEmpty)
    }

    /// The compact-height card is larger than the iPhone's portrait 12pt and the iPad pane's 10pt:
    /// reported once, against the tighter 10pt.
    @Test func aCompactHeightComponentIsReportedOnceAgainstTheSmallestRegularHeightSpacing() throws {
        let spec = TestSpec.screen([
            TestSpec.layout(
                when: #"{ "width": "compact", "height": "regular", "orientation": "portrait" }"#, [Self.card(12)]),
            TestSpec.layout(
                when: #"{ "width": "compact", "height": "regular", "orientation": "landscape" }"#, [Self.card(10)]),
            TestSpec.layout(when: #"{ "height": "compact" }"#, [Self.card(11)]),
            TestSpec.layout(when: #"{ "width": "regular", "height": "regular" }"#, [Self.card(16)]),
        ])
        let diagnostics = try RuleHarness.findings(spec, rule: SpacingAdaptsRule.self)
        #expect(
            diagnostics.map(\.message) == [
                "component 'c' has 11pt spacing in compact height, more than the 10pt in regular height; use at most 10pt in compact height"
            ])
        #expect(diagnostics.first?.related.first?.location.pointer == "/layouts/1/components/0/spacing")
    }

    @Test func messagesNameBothSpacings() throws {
        let spec = TestSpec.screen([
            TestSpec.layout(when: Self.compactWidth, [Self.card(16, id: "summary")]),
            TestSpec.layout(when: Self.regularWidth, [Self.card(8, id: "summary")]),
        ])
        let diagnostics = try RuleHarness.findings(spec, rule: SpacingAdaptsRule.self)
        #expect(
            diagnostics.map(\.message) == [
                "component 'summary' has 8pt spacing in regular width, less than the 16pt in compact width; use at least 16pt in regular width"
            ])
        #expect(diagnostics.first?.related.map(\.message) == ["'summary' has 16pt spacing in compact width here"])
    }
}

import AdaptLintCore
import AdaptLintRules
import Testing

/// Runs every rule's examples: triggering ones must report exactly at their `↓` markers with
/// the listed messages and severities, non-triggering ones must report nothing, in every variant.
@Suite struct RuleExampleTests {
    @Test(arguments: ExampleCase.triggering, SpecVariant.allCases)
    func triggeringExampleReportsAtMarkers(_ testCase: ExampleCase, variant: SpecVariant) throws {
        let description = try RuleHarness.description(testCase.ruleID)
        let example = testCase.example
        let spec = MarkedSpec(variant.apply(example.spec))
        try #require(
            spec.markers.count == example.messages.count,
            "the example has \(spec.markers.count) markers but \(example.messages.count) messages")
        #expect(example.severities.isEmpty || example.severities.count == example.messages.count)

        let diagnostics = try RuleHarness.findings(spec.text, ruleID: testCase.ruleID)
        #expect(diagnostics.map(\.location.start) == spec.markers)
        #expect(diagnostics.map(\.message) == example.messages)
        let expectedSeverities = example.messages.indices.map {
            example.severity(ofMessage: $0, default: description.defaultSeverity)
        }
        #expect(diagnostics.map(\.severity) == expectedSeverities)
        #expect(diagnostics.allSatisfy { $0.ruleID == testCase.ruleID })
    }

    @Test(arguments: ExampleCase.nonTriggering, SpecVariant.allCases)
    func nonTriggeringExampleReportsNothing(_ testCase: ExampleCase, variant: SpecVariant) throws {
        let spec = MarkedSpec(variant.apply(testCase.example.spec))
        #expect(spec.markers.isEmpty, "a non-triggering example carries no markers")
        #expect(testCase.example.messages.isEmpty)
        let diagnostics = try RuleHarness.findings(spec.text, ruleID: testCase.ruleID)
        #expect(diagnostics.map(\.message) == [])
    }

    /// The variants really rewrite the text: otherwise the position checks above prove nothing.
    @Test(arguments: SpecVariant.allCases.filter { $0 != .original })
    func variantChangesTheText(_ variant: SpecVariant) throws {
        let marked = try #require(ExampleCase.triggering.first).example.spec
        #expect(variant.apply(marked) != marked)
        #expect(MarkedSpec(variant.apply(marked)).markers.count == MarkedSpec(marked).markers.count)
    }

    /// Applying the fixes a finding carries gives a valid spec in which that finding is gone.
    @Test(arguments: ExampleCase.triggering)
    func fixesResolveTheirFinding(_ testCase: ExampleCase) throws {
        let text = MarkedSpec(testCase.example.spec).text
        let diagnostics = try RuleHarness.findings(text, ruleID: testCase.ruleID)
        for diagnostic in diagnostics where !diagnostic.fixes.isEmpty {
            let fixed = RuleHarness.apply(diagnostic.fixes, to: text)
            let after = try RuleHarness.findings(fixed, ruleID: testCase.ruleID)
            #expect(after.count < diagnostics.count, "fixing '\(diagnostic.message)' left \(after.map(\.message))")
            #expect(
                !after.contains {
                    $0.message == diagnostic.message && $0.location.pointer == diagnostic.location.pointer
                })
        }
    }
}

import AdaptJSON
import Testing

@testable import AdaptLintCore
@testable import AdaptLintRules

/// Lints spec text with one rule and reads `↓` markers, for the device rules' focused tests.
enum DeviceRuleHarness {
    /// `text` without its markers, and the 1-based line and column (in code points) of each.
    static func unmark(_ text: String) -> (spec: String, markers: [SourcePosition]) {
        var spec = ""
        var markers: [SourcePosition] = []
        var line = 1
        var column = 1
        for character in text {
            if character == RuleExample.marker {
                markers.append(SourcePosition(line: line, column: column))
                continue
            }
            spec.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.unicodeScalars.count
            }
        }
        return (spec, markers)
    }

    /// The diagnostics `rule` reports on `spec`, in report order.
    static func lint(_ spec: String, with rule: any Rule, parameters: [String: Double] = [:]) -> [Diagnostic] {
        let linter = Linter(rules: [EnabledRule(rule: rule, parameters: parameters)])
        return linter.lint(Array(spec.utf8), path: "example.json").diagnostics
    }
}

struct DeviceRuleExample: Sendable, CustomTestStringConvertible {
    var rule: any Rule.Type
    var example: RuleExample
    var triggering: Bool
    var testDescription: String { "\(rule.description.identifier): \(example.title)" }

    static let rules: [any Rule.Type] = [DeviceOverflowRule.self, NoApplicableLayoutRule.self]
    static let all: [DeviceRuleExample] = rules.flatMap { rule -> [DeviceRuleExample] in
        rule.description.triggeringExamples.map { DeviceRuleExample(rule: rule, example: $0, triggering: true) }
            + rule.description.nonTriggeringExamples.map {
                DeviceRuleExample(rule: rule, example: $0, triggering: false)
            }
    }
}

@Test func deviceRulesHaveEnoughExamples() {
    for rule in DeviceRuleExample.rules {
        #expect(rule.description.triggeringExamples.count >= 2)
        #expect(rule.description.nonTriggeringExamples.count >= 2)
        #expect(rule.description.triggeringExamples.allSatisfy { !$0.messages.isEmpty })
        #expect(RuleRegistry.rule(rule.description.identifier) != nil)
    }
}

@Test(arguments: DeviceRuleExample.all)
func deviceRuleExampleReportsAtItsMarkers(case example: DeviceRuleExample) {
    let (spec, markers) = DeviceRuleHarness.unmark(example.example.spec)
    let diagnostics = DeviceRuleHarness.lint(spec, with: example.rule.init())
    #expect(diagnostics.allSatisfy { $0.ruleID == example.rule.description.identifier })
    if example.triggering {
        #expect(diagnostics.map(\.message) == example.example.messages)
        #expect(Set(diagnostics.map(\.location.start)) == Set(markers))
    } else {
        #expect(markers.isEmpty)
        #expect(diagnostics.map(\.message) == [])
    }
}

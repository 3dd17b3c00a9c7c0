import AdaptLintCore
import AdaptLintRules
import Testing

/// One example of one registered rule, as a test argument.
struct ExampleCase: CustomTestStringConvertible, Sendable {
    var ruleID: String
    var example: RuleExample
    var triggering: Bool

    var testDescription: String { "\(ruleID): \(example.title)" }

    static let triggering: [ExampleCase] = RuleRegistry.rules.flatMap { rule in
        rule.description.triggeringExamples.map {
            ExampleCase(ruleID: rule.description.identifier, example: $0, triggering: true)
        }
    }

    static let nonTriggering: [ExampleCase] = RuleRegistry.rules.flatMap { rule in
        rule.description.nonTriggeringExamples.map {
            ExampleCase(ruleID: rule.description.identifier, example: $0, triggering: false)
        }
    }

    static var all: [ExampleCase] { triggering + nonTriggering }
}

import AdaptLintCore
import AdaptLintRules
import Testing

/// One example of one registered rule, as a test argument.
struct ExampleCase: CustomTestStringConvertible, Sendable {
    var ruleID: String
    var example: RuleExample
    var triggering: Bool

    var testDescription: String { "\(ruleID): \(example.title)" }

    /// The descriptions of every screen and app rule, in registry order.
    static var ruleDescriptions: [RuleDescription] {
        RuleRegistry.rules.map { $0.description } + RuleRegistry.appRules.map { $0.description }
    }

    static let triggering: [ExampleCase] = ruleDescriptions.flatMap { description in
        description.triggeringExamples.map {
            ExampleCase(ruleID: description.identifier, example: $0, triggering: true)
        }
    }

    static let nonTriggering: [ExampleCase] = ruleDescriptions.flatMap { description in
        description.nonTriggeringExamples.map {
            ExampleCase(ruleID: description.identifier, example: $0, triggering: false)
        }
    }

    static var all: [ExampleCase] { triggering + nonTriggering }
}

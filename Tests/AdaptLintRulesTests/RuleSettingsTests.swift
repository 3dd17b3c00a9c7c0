import Testing

@testable import AdaptLintCore
@testable import AdaptLintRules

/// ``RuleContext/setting(_:)`` answers what ``RuleContext/value(_:)`` answers.
@Suite struct RuleSettingsTests {
    static let margin = RuleParameter(name: "compactMargin", defaultValue: 16, unit: "pt", summary: "")
    static let long = RuleParameter(name: "aParameterWithAVeryLongName", defaultValue: 3, unit: "pt", summary: "")

    @Test func sameAsValue() {
        var many: [String: Double] = [:]
        for number in 0..<20 { many["p\(number)"] = Double(number) }
        let contexts = [
            RuleContext(parameters: [:]), RuleContext(parameters: ["compactMargin": 20]),
            RuleContext(parameters: ["compactMargin": 20, "aParameterWithAVeryLongName": -1, "other": 5]),
            RuleContext(parameters: ["other": 5]), RuleContext(parameters: many),
            RuleContext(parameters: many.merging(["compactMargin": 8]) { $1 }),
        ]
        for context in contexts {
            for parameter in [Self.margin, Self.long] {
                #expect(context.setting(parameter) == context.value(parameter))
            }
        }
    }
}

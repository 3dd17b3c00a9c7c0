import Testing

@testable import AdaptLintCore
@testable import AdaptLintRules

/// ``RuleContext/value(_:)`` answers from its list of a rule's few parameters what the dictionary
/// of ``RuleContext/parameters`` says, default included.
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
        var changed = RuleContext(parameters: ["compactMargin": 20])
        changed.parameters = ["compactMargin": 24]
        #expect(changed.value(Self.margin) == 24)
        for context in contexts {
            for parameter in [Self.margin, Self.long] {
                #expect(context.value(parameter) == context.parameters[parameter.name] ?? parameter.defaultValue)
            }
        }
    }
}

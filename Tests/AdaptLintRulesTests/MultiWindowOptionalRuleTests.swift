import AdaptLintCore
import AdaptLintRules
import Testing

@Suite struct MultiWindowOptionalRuleTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var multiWindow: String?
        /// Pointer and severity of each finding.
        var expected: [String]
        var severities: [Severity]
        var testDescription: String { multiWindow ?? "no multiWindow" }
    }

    static let cases: [Case] = [
        Case(multiWindow: nil, expected: [], severities: []),
        Case(multiWindow: #"{ "supported": true }"#, expected: [], severities: []),
        Case(multiWindow: #"{ "supported": true, "required": false }"#, expected: [], severities: []),
        Case(
            multiWindow: #"{ "supported": true, "required": true }"#, expected: ["/multiWindow/required"],
            severities: [.error]),
        Case(multiWindow: #"{ "supported": false }"#, expected: ["/multiWindow/supported"], severities: [.note]),
        Case(
            multiWindow: #"{ "supported": false, "required": true }"#,
            expected: ["/multiWindow/supported", "/multiWindow/required"], severities: [.note, .error]),
    ]

    @Test(arguments: cases)
    func requiredWindowsAreErrorsAndASingleWindowANote(_ testCase: Case) throws {
        let text = TestApp.app(testCase.multiWindow.map { [#""multiWindow": \#($0)"#] } ?? [])
        let diagnostics = try RuleHarness.findings(text, appRule: MultiWindowOptionalRule.self)
        #expect(diagnostics.map(\.location.pointer) == testCase.expected)
        #expect(diagnostics.map(\.severity) == testCase.severities)
    }

    /// The note never rises above the configured severity, and the error follows the configuration.
    @Test func configuredSeverityCapsBothFindings() throws {
        let text = TestApp.app([#""multiWindow": { "supported": false, "required": true }"#])
        let diagnostics = try RuleHarness.findings(text, appRule: MultiWindowOptionalRule.self, severity: .warning)
        #expect(diagnostics.map(\.severity) == [.note, .warning])
    }
}

import AdaptLintCore
import AdaptLintRules
import Testing

@Suite struct ListDetailSideBySideRuleTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        /// Members added to the opening screen (JSON text after its id and spec).
        var opener: String
        /// The role of the opened screen, if any.
        var targetRole: String?
        var reported: Bool
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "no role opens a detail", opener: "", targetRole: "detail", reported: true),
        Case(name: "a list opens a detail", opener: #", "role": "list""#, targetRole: "detail", reported: true),
        Case(name: "a form opens a detail", opener: #", "role": "form""#, targetRole: "detail", reported: false),
        Case(name: "a detail opens a detail", opener: #", "role": "detail""#, targetRole: "detail", reported: false),
        Case(name: "a list opens a form", opener: #", "role": "list""#, targetRole: "form", reported: false),
        Case(
            name: "a list opens a screen without role", opener: #", "role": "list""#, targetRole: nil, reported: false),
        Case(
            name: "a list with a 2-column split view", opener: #", "role": "list", "splitView": { "columns": 2 }"#,
            targetRole: "detail", reported: false),
        Case(
            name: "a list with a custom 3-column split view",
            opener: #", "splitView": { "columns": 3, "custom": true }"#, targetRole: "detail", reported: false),
    ]

    @Test(arguments: cases)
    func aScreenThatOpensADetailNeedsASplitView(_ testCase: Case) throws {
        let role = testCase.targetRole.map { #", "role": "\#($0)""# } ?? ""
        let text = TestApp.screens([
            #"{ "id": "list", "spec": "home.json"\#(testCase.opener), "opens": ["item"] }"#,
            #"{ "id": "item", "spec": "order-details.json"\#(role) }"#,
        ])
        let diagnostics = try RuleHarness.findings(text, appRule: ListDetailSideBySideRule.self)
        #expect(diagnostics.map(\.location.pointer) == (testCase.reported ? ["/screens/0/opens/0"] : []))
        #expect(diagnostics.allSatisfy { $0.related.map(\.location.pointer) == ["/screens/1/role"] })
    }

    @Test func aDetailOpenedTwiceIsReportedOnce() throws {
        let text = TestApp.screens([
            #"{ "id": "list", "spec": "home.json", "opens": ["item", "item"] }"#,
            #"{ "id": "item", "spec": "order-details.json", "role": "detail" }"#,
        ])
        let diagnostics = try RuleHarness.findings(text, appRule: ListDetailSideBySideRule.self)
        #expect(diagnostics.map(\.location.pointer) == ["/screens/0/opens/0"])
    }
}

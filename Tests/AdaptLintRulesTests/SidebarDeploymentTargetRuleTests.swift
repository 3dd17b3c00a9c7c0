import AdaptLintCore
import AdaptLintRules
import Testing

@Suite struct SidebarDeploymentTargetRuleTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var target: String?
        var compact: String
        var regular: String
        var reported: [String]
        var testDescription: String { "\(target ?? "no target"): \(compact) / \(regular)" }
    }

    static let cases: [Case] = [
        Case(target: "17.0", compact: "sidebar", regular: "sidebar", reported: ["/navigation/compact"]),
        Case(target: "17.6", compact: "stack", regular: "sidebar", reported: ["/navigation/compact"]),
        Case(target: "17.0", compact: "tabBar", regular: "sidebar", reported: []),
        Case(target: "17.0", compact: "tabBar", regular: "tabBar", reported: []),
        Case(target: "17.0", compact: "sidebar", regular: "tabBar", reported: []),
        Case(target: "18.0", compact: "sidebar", regular: "sidebar", reported: []),
        Case(target: nil, compact: "sidebar", regular: "sidebar", reported: []),
        Case(target: "17.0", compact: "tabBar", regular: "sidebarAdaptable", reported: ["/navigation/regular"]),
        Case(target: "17.0", compact: "sidebarAdaptable", regular: "sidebar", reported: ["/navigation/compact"]),
        Case(target: "18", compact: "sidebarAdaptable", regular: "sidebarAdaptable", reported: []),
    ]

    @Test(arguments: cases)
    func reportsWhatTheDeploymentTargetCannotAdapt(_ testCase: Case) throws {
        let extra = testCase.target.map { [#""deploymentTarget": "\#($0)""#] } ?? []
        let text = TestApp.navigation(
            compact: testCase.compact, regular: testCase.regular, destinations: [#"{ "id": "a" }"#], extra: extra)
        let diagnostics = try RuleHarness.findings(text, appRule: SidebarDeploymentTargetRule.self)
        #expect(diagnostics.map(\.location.pointer) == testCase.reported)
        #expect(diagnostics.allSatisfy { $0.related.map(\.location.pointer) == ["/deploymentTarget"] })
        for diagnostic in diagnostics where !diagnostic.fixes.isEmpty {
            let fixed = RuleHarness.apply(diagnostic.fixes, to: text)
            #expect(try RuleHarness.findings(fixed, appRule: SidebarDeploymentTargetRule.self).isEmpty)
        }
    }
}

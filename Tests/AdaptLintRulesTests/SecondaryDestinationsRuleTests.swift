import AdaptLintCore
import AdaptLintRules
import Testing

@Suite struct SecondaryDestinationsRuleTests {
    static let destinations = [
        #"{ "id": "a", "level": "primary", "children": [ { "id": "c", "level": "primary" } ] }"#,
        #"{ "id": "b", "level": "secondary" }"#,
    ]

    @Test(arguments: NavigationStyle.allCases)
    func topLevelSecondaryDestinationsAreReportedInATabBar(_ style: NavigationStyle) throws {
        let text = TestApp.navigation(compact: style.rawValue, regular: "sidebar", destinations: Self.destinations)
        let diagnostics = try RuleHarness.findings(text, appRule: SecondaryDestinationsRule.self)
        // Only top-level destinations are tabs; a child marked primary is not one.
        let expected = [.tabBar, .sidebarAdaptable].contains(style) ? ["/navigation/destinations/1/level"] : []
        #expect(diagnostics.map(\.location.pointer) == expected)
        #expect(diagnostics.allSatisfy { $0.related.map(\.location.pointer) == ["/navigation/compact"] })
    }

    @Test func theDefaultLevelOfATopLevelDestinationIsPrimary() throws {
        let text = TestApp.navigation(destinations: [#"{ "id": "a" }"#, #"{ "id": "b" }"#])
        #expect(try RuleHarness.findings(text, appRule: SecondaryDestinationsRule.self).isEmpty)
    }
}

import AdaptLintCore
import AdaptLintRules
import Testing

@Suite struct DeepHierarchySidebarRuleTests {
    static let flat = [#"{ "id": "a" }"#, #"{ "id": "b" }"#]
    static let nested = [#"{ "id": "a" }"#, #"{ "id": "b", "children": [ { "id": "c" } ] }"#]

    @Test(arguments: NavigationStyle.allCases)
    func nestedDestinationsNeedASidebarInRegularWidth(_ style: NavigationStyle) throws {
        let extra = [#""deploymentTarget": "18.0""#]
        let deep = try RuleHarness.findings(
            TestApp.navigation(regular: style.rawValue, destinations: Self.nested, extra: extra),
            appRule: DeepHierarchySidebarRule.self)
        let flat = try RuleHarness.findings(
            TestApp.navigation(regular: style.rawValue, destinations: Self.flat, extra: extra),
            appRule: DeepHierarchySidebarRule.self)
        #expect(flat.isEmpty)
        let expected = style == .sidebar || style == .sidebarAdaptable ? [String]() : ["/navigation/regular"]
        #expect(deep.map(\.location.pointer) == expected)
        if let finding = deep.first {
            #expect(finding.related.map(\.location.pointer) == ["/navigation/destinations/1/id"])
            #expect(finding.message.hasPrefix("the navigation is 2 levels deep"))
            let fixed = RuleHarness.apply(
                finding.fixes, to: TestApp.navigation(regular: style.rawValue, destinations: Self.nested, extra: extra))
            #expect(try RuleHarness.findings(fixed, appRule: DeepHierarchySidebarRule.self).isEmpty)
        }
    }

    @Test func anAppWithoutNavigationIsNotJudged() throws {
        #expect(try RuleHarness.findings(TestApp.app([]), appRule: DeepHierarchySidebarRule.self).isEmpty)
    }
}

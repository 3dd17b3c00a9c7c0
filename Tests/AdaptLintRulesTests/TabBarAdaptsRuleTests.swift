import AdaptLintCore
import AdaptLintRules
import Testing

@Suite struct TabBarAdaptsRuleTests {
    static let tabBar =
        #"{ "id": "tabs", "type": "tabBar", "children": [ { "id": "homeTab", "type": "tabItem" }, { "id": "ordersTab", "type": "tabItem" } ] }"#

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var regular: [String]
        var messages: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "tab bar stays a tab bar", regular: [tabBar], messages: []),
        Case(
            name: "sidebar with the same destinations as cells",
            regular: [
                #"{ "id": "side", "type": "sidebar", "children": [ { "id": "homeTab", "type": "cell" }, { "id": "ordersTab", "type": "cell" } ] }"#
            ],
            messages: []),
        Case(
            name: "navigation bar only",
            regular: [
                #"{ "id": "bar", "type": "navigationBar", "children": [ { "id": "homeTab", "type": "button" } ] }"#
            ],
            messages: [
                "layout 2 (width: regular) has no tab bar or sidebar, but compact width has tab bar 'tabs'; keep its destinations in a tab bar, a sidebar or a tab bar that turns into a sidebar"
            ]),
        Case(
            name: "tab bar that lost a destination",
            regular: [#"{ "id": "tabs", "type": "tabBar", "children": [ { "id": "homeTab", "type": "tabItem" } ] }"#],
            messages: [
                "destination 'ordersTab' is offered in compact width but cannot be reached in regular width; give layout 2 (width: regular) a tab item or sidebar row with id 'ordersTab'"
            ]),
        Case(
            name: "sidebar shown only in landscape",
            regular: [
                #"{ "id": "side", "type": "sidebar", "when": { "orientation": "landscape" }, "children": [ { "id": "homeTab", "type": "tabItem" }, { "id": "ordersTab", "type": "tabItem" } ] }"#
            ],
            messages: [
                "layout 2 (width: regular) has no tab bar or sidebar, but compact width has tab bar 'tabs'; keep its destinations in a tab bar, a sidebar or a tab bar that turns into a sidebar"
            ]),
    ]

    @Test(arguments: cases)
    func regularWidthKeepsTheTabBarOrASidebar(_ testCase: Case) throws {
        let spec = TestSpec.screen([
            TestSpec.layout(when: #"{ "width": "compact" }"#, [Self.tabBar]),
            TestSpec.layout(when: #"{ "width": "regular" }"#, testCase.regular),
        ])
        let diagnostics = try RuleHarness.findings(spec, rule: TabBarAdaptsRule.self)
        #expect(diagnostics.map(\.message) == testCase.messages)
        #expect(diagnostics.allSatisfy { $0.location.pointer == "/layouts/1/when" && $0.severity == .warning })
    }

    /// Tab items with `shows` or `actions` are information-parity's to report: no second finding here.
    @Test func tabItemsWithContentAreLeftToInformationParity() throws {
        let spec = TestSpec.screen([
            TestSpec.layout(
                when: #"{ "width": "compact" }"#,
                [
                    #"{ "id": "tabs", "type": "tabBar", "children": [ { "id": "homeTab", "type": "tabItem", "actions": ["tab.home"] } ] }"#
                ]),
            TestSpec.layout(when: #"{ "width": "regular" }"#, [#"{ "id": "tabs", "type": "tabBar" }"#]),
        ])
        #expect(try RuleHarness.findings(spec, rule: TabBarAdaptsRule.self).isEmpty)
        #expect(try RuleHarness.findings(spec, rule: InformationParityRule.self).count == 1)
    }

    /// Where no layout applies, no-applicable-layout reports; this rule stays silent.
    @Test func missingRegularLayoutIsLeftToNoApplicableLayout() throws {
        let spec = TestSpec.screen([TestSpec.layout(when: #"{ "width": "compact" }"#, [Self.tabBar])])
        #expect(try RuleHarness.findings(spec, rule: TabBarAdaptsRule.self).isEmpty)
    }
}

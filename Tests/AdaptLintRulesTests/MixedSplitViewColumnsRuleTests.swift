import AdaptLintCore
import AdaptLintRules
import Testing

@Suite struct MixedSplitViewColumnsRuleTests {
    static func screen(_ id: String, columns: Int?, custom: Bool? = nil) -> String {
        let customText = custom.map { #", "custom": \#($0)"# } ?? ""
        let split = columns.map { #", "splitView": { "columns": \#($0)\#(customText) }"# } ?? ""
        return #"{ "id": "\#(id)", "spec": "home.json"\#(split) }"#
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        /// Columns per screen (nil: no split view) and whether the split view is custom.
        var screens: [(Int?, Bool)]
        /// Indices of the screens reported.
        var reported: [Int]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "no split views", screens: [(nil, false), (nil, false)], reported: []),
        Case(name: "one split view", screens: [(3, false), (nil, false)], reported: []),
        Case(name: "all three columns", screens: [(3, false), (3, false), (3, false)], reported: []),
        Case(name: "2 then 3", screens: [(2, false), (3, false)], reported: [1]),
        Case(
            name: "screens without split views do not set the reference",
            screens: [(nil, false), (3, false), (2, false)], reported: [2]),
        Case(
            name: "a custom first split view does not set the reference", screens: [(3, true), (2, false), (2, false)],
            reported: []),
        Case(name: "custom ones are skipped", screens: [(2, false), (3, true), (3, false)], reported: [2]),
    ]

    @Test(arguments: cases)
    func reportsEverySplitViewThatDiffersFromTheFirst(_ testCase: Case) throws {
        let screens = testCase.screens.enumerated().map { index, screen in
            Self.screen("s\(index)", columns: screen.0, custom: screen.1 ? true : nil)
        }
        let diagnostics = try RuleHarness.findings(TestApp.screens(screens), appRule: MixedSplitViewColumnsRule.self)
        #expect(diagnostics.map(\.location.pointer) == testCase.reported.map { "/screens/\($0)/splitView/columns" })
        #expect(diagnostics.allSatisfy { $0.severity == .warning && $0.related.count == 1 })
    }
}

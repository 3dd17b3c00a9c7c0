import AdaptLintCore
import AdaptLintRules
import Testing

@Suite struct PopoverAnchorRuleTests {
    static let button = #"{ "id": "open", "type": "button", "size": { "width": 44, "height": 44 } }"#

    /// A popover with optional `anchor` and children.
    static func popover(anchor: String?, children: String = "") -> String {
        let key = anchor.map { #", "anchor": "\#($0)""# } ?? ""
        let list = children.isEmpty ? "" : #", "children": [\#(children)]"#
        return #"{ "id": "pop", "type": "popover", "size": { "width": 320, "height": 200 }\#(key)\#(list) }"#
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var components: [String]
        /// The pointer of the finding; nil for none.
        var pointer: String?
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "anchored to a button", components: [button, popover(anchor: "open")], pointer: nil),
        Case(name: "no anchor", components: [button, popover(anchor: nil)], pointer: "/layouts/0/components/1/id"),
        Case(
            name: "an anchor that names nothing", components: [button, popover(anchor: "close")],
            pointer: "/layouts/0/components/1/anchor"),
        Case(
            name: "anchored to a cell marked not interactive",
            components: [#"{ "id": "row", "type": "cell", "interactive": false }"#, popover(anchor: "row")],
            pointer: "/layouts/0/components/1/anchor"),
        Case(
            name: "anchored to a card with an action",
            components: [#"{ "id": "card", "type": "card", "actions": ["open"] }"#, popover(anchor: "card")],
            pointer: nil),
        Case(
            name: "anchored to a button inside the popover",
            components: [popover(anchor: "open", children: button)], pointer: "/layouts/0/components/0/anchor"),
        Case(
            name: "anchored to itself", components: [button, popover(anchor: "pop")],
            pointer: "/layouts/0/components/1/anchor"),
        Case(
            name: "anchored to a nested toolbar button",
            components: [#"{ "id": "bar", "type": "toolbar", "children": [\#(button)] }"#, popover(anchor: "open")],
            pointer: nil),
    ]

    @Test(arguments: cases)
    func theAnchorMustBeAnInteractiveComponentShownWithThePopover(_ testCase: Case) throws {
        let spec = TestSpec.screen([TestSpec.layout(when: #"{ "width": "regular" }"#, testCase.components)])
        let diagnostics = try RuleHarness.findings(spec, rule: PopoverAnchorRule.self)
        #expect(diagnostics.map(\.location.pointer) == (testCase.pointer.map { [$0] } ?? []))
        #expect(diagnostics.allSatisfy { $0.severity == .warning })
    }

    @Test(arguments: [
        (#"{ "width": "compact" }"#, true), (nil, false), (#"{ "orientation": "landscape" }"#, false),
        (#"{ "width": "compact", "height": "regular" }"#, true),
    ])
    func anAnchorInAnotherLayoutCountsWhenBothApplyTogether(_ condition: String?, _ reported: Bool) throws {
        let spec = TestSpec.screen([
            TestSpec.layout(when: condition, [Self.button]),
            TestSpec.layout(when: #"{ "width": "regular" }"#, [Self.popover(anchor: "open")]),
        ])
        let diagnostics = try RuleHarness.findings(spec, rule: PopoverAnchorRule.self)
        #expect(diagnostics.map(\.location.pointer) == (reported ? ["/layouts/1/components/0/anchor"] : []))
    }
}

@Suite struct PopoverAnchorCostTests {
    @Test func aSpecStopsSuggestingAfterItsHintBudget() throws {
        // 25 popovers anchored to a misspelt 'opne': each "did you mean" compares the anchor with
        // every control shown, so only the first 20 get one.
        let popovers = (0..<25).map {
            #"{ "id": "pop\#($0)", "type": "popover", "size": { "width": 320, "height": 200 }, "anchor": "opne" }"#
        }
        let spec = TestSpec.components([PopoverAnchorRuleTests.button] + popovers)
        let diagnostics = try RuleHarness.findings(spec, rule: PopoverAnchorRule.self)
        #expect(diagnostics.count == 25)
        #expect(diagnostics.filter { $0.message.hasSuffix("; did you mean 'open'?") }.count == 20)
        #expect(diagnostics.filter { $0.message.hasSuffix("; name the control that opens it") }.count == 5)
    }
}

import AdaptLintCore
import AdaptLintRules
import Testing

@Suite struct InformationParityRuleTests {
    static func findings(_ layouts: [String]) throws -> [Diagnostic] {
        try RuleHarness.findings(TestSpec.screen(layouts), rule: InformationParityRule.self)
    }

    /// A base layout, width layouts and a component shown in portrait only: the action is missing in
    /// compact landscape, and the most specific layout there is the compact one.
    @Test func reportsAtTheMostSpecificLackingLayout() throws {
        let diagnostics = try Self.findings([
            TestSpec.layout([#"{ "id": "header", "type": "header", "shows": ["order.number"] }"#]),
            TestSpec.layout(
                when: #"{ "width": "compact" }"#,
                [
                    #"{ "id": "items", "type": "list", "shows": ["order.items"] }"#,
                    #"{ "id": "approve", "type": "button", "when": { "orientation": "portrait" }, "size": { "width": 100, "height": 44 }, "actions": ["approve"] }"#,
                ]),
            TestSpec.layout(
                when: #"{ "width": "regular" }"#,
                [
                    #"{ "id": "table", "type": "table", "shows": ["order.items"] }"#,
                    #"{ "id": "approve", "type": "button", "size": { "width": 100, "height": 44 }, "actions": ["approve"] }"#,
                ]),
        ])
        try #require(diagnostics.count == 1, "\(diagnostics.map(\.message))")
        let finding = diagnostics[0]
        #expect(finding.message == "action 'approve' is available in regular width but missing in compact width")
        #expect(finding.location.pointer == "/layouts/1/when")
        #expect(finding.related.map(\.location.pointer) == ["/layouts/2/components/1/actions/0"])
        #expect(finding.related.map(\.message) == ["available here in regular width"])
    }

    /// Among equally specific layouts the first wins, and an item is reported once per lacking layout.
    @Test func tiesGoToTheFirstLayout() throws {
        let compact = TestSpec.layout(
            when: #"{ "width": "compact" }"#, [#"{ "id": "a", "type": "text", "shows": ["a"] }"#])
        let portrait = TestSpec.layout(when: #"{ "orientation": "portrait" }"#, [])
        let regular = TestSpec.layout(
            when: #"{ "width": "regular" }"#, [#"{ "id": "ab", "type": "text", "shows": ["a", "b"] }"#])
        // Compact portrait and compact landscape both pick the compact layout: one finding.
        let once = try Self.findings([compact, portrait, regular])
        #expect(once.map(\.location.pointer) == ["/layouts/0/when"])
        #expect(once.map(\.message) == ["'b' is shown in regular width but missing in compact width"])
        // With the portrait layout first, compact portrait picks it: two lacking layouts, one cause,
        // so one finding with the other lacking layout as a related location.
        let twice = try Self.findings([portrait, compact, regular])
        #expect(twice.map(\.message) == ["'b' is shown in regular width but missing in compact width"])
        let places = twice.map(\.location.pointer) + twice.flatMap { $0.related.map(\.location.pointer) }
        #expect(Set(places) == ["/layouts/0/when", "/layouts/1/when", "/layouts/2/components/0/shows/1"])
    }

    @Test func skipsEnvironmentsWithoutALayout() throws {
        let diagnostics = try Self.findings([
            TestSpec.layout(when: #"{ "width": "regular" }"#, [#"{ "id": "x", "type": "text", "shows": ["x"] }"#])
        ])
        #expect(diagnostics.isEmpty)
    }

    @Test func pointsAtTheLayoutObjectWhenItHasNoCondition() throws {
        let diagnostics = try Self.findings([
            TestSpec.layout([
                #"{ "id": "x", "type": "text", "shows": ["x"] }"#,
                #"{ "id": "y", "type": "text", "when": { "width": "regular" }, "shows": ["y", "x"] }"#,
            ])
        ])
        #expect(diagnostics.map(\.location.pointer) == ["/layouts/0"])
        #expect(diagnostics.map(\.message) == ["'y' is shown in regular width but missing in compact width"])
        #expect(diagnostics.first?.related.map(\.location.pointer) == ["/layouts/0/components/1/shows/0"])
    }

    /// Two layouts that differ in height only (through an idiom): compared only once the spec
    /// names a `height` somewhere.
    @Test(arguments: [false, true])
    func heightIsComparedOnlyWhenTheSpecUsesIt(_ usesHeight: Bool) throws {
        let spacer = #"{ "id": "spacer", "type": "image", "when": { "height": "compact" } }"#
        let diagnostics = try Self.findings([
            TestSpec.layout(when: #"{ "width": "regular", "orientation": "landscape" }"#, usesHeight ? [spacer] : []),
            TestSpec.layout(
                when: #"{ "idiom": "pad", "orientation": "landscape" }"#,
                [#"{ "id": "x", "type": "text", "shows": ["x"] }"#]),
        ])
        if usesHeight {
            #expect(diagnostics.map(\.message) == ["'x' is shown in regular height but missing in compact height"])
            #expect(diagnostics.map(\.location.pointer) == ["/layouts/0/when"])
            #expect(diagnostics.first?.related.map(\.message) == ["shown here in regular height"])
        } else {
            #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        }
    }

    /// A height named only by the `when` of a child deep in a layout counts as using height, as
    /// one named by a layout does; the component lists compared are the same either way.
    @Test func aHeightNamedByANestedChildIsUsed() throws {
        let nested = try Self.findings([
            TestSpec.layout([
                #"{ "id": "card", "type": "card", "children": [ { "id": "stack", "type": "stack", "children": [ { "id": "total", "type": "text", "when": { "height": "regular" }, "shows": ["total"] } ] } ] }"#
            ])
        ])
        #expect(nested.map(\.message) == ["'total' is shown in regular height but missing in compact height"])
        #expect(nested.map(\.location.pointer) == ["/layouts/0"])
        // The same content from whole layouts, without a `when` on any component.
        let layouts = try Self.findings([
            TestSpec.layout([#"{ "id": "card", "type": "card" }"#]),
            TestSpec.layout(
                when: #"{ "height": "regular" }"#, [#"{ "id": "total", "type": "text", "shows": ["total"] }"#]),
        ])
        #expect(layouts.map(\.message) == nested.map(\.message))
        #expect(layouts.map(\.location.pointer) == ["/layouts/0"])
    }

    /// Information and actions are separate: the same word in `shows` does not stand in for an action.
    @Test func actionsAndInformationAreDistinct() throws {
        let diagnostics = try Self.findings([
            TestSpec.layout(
                when: #"{ "width": "compact" }"#, [#"{ "id": "a", "type": "text", "shows": ["approve"] }"#]),
            TestSpec.layout(
                when: #"{ "width": "regular" }"#,
                [#"{ "id": "b", "type": "button", "size": { "width": 44, "height": 44 }, "actions": ["approve"] }"#]),
        ])
        // Report order: the compact layout comes first in the file.
        #expect(
            diagnostics.map(\.message) == [
                "action 'approve' is available in regular width but missing in compact width",
                "'approve' is shown in compact width but missing in regular width",
            ])
        #expect(diagnostics.map(\.location.pointer) == ["/layouts/0/when", "/layouts/1/when"])
    }

    /// The related location is the first place that shows the item, and repeated runs agree.
    @Test func relatedLocationIsTheFirstShowingAndOutputIsStable() throws {
        let layouts = [
            TestSpec.layout(when: #"{ "width": "compact" }"#, []),
            TestSpec.layout(
                when: #"{ "width": "regular" }"#,
                [
                    #"{ "id": "one", "type": "text", "shows": ["t", "s"] }"#,
                    #"{ "id": "two", "type": "text", "shows": ["s"] }"#,
                ]),
        ]
        let first = try Self.findings(layouts)
        // One component's items are one cause: one finding naming both.
        #expect(first.map(\.message) == ["'t' and 's' are shown in regular width but missing in compact width"])
        #expect(
            first.flatMap { $0.related.map(\.location.pointer) } == [
                "/layouts/1/components/0/shows/0", "/layouts/1/components/0/shows/1",
            ])
        for _ in 0..<5 { #expect(try Self.findings(layouts) == first) }
    }
}

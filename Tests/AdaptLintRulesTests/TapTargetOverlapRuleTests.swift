import AdaptLintCore
import AdaptLintRules
import Testing

@Suite struct TapTargetOverlapRuleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var testDescription: String
        var layoutWhen: String? = nil
        var components: [String]
        /// Pointers of the findings, in report order.
        var pointers: [String]
    }

    static func button(_ id: String, x: Double, y: Double = 0, width: Double = 44, extra: String = "") -> String {
        #"{ "id": "\#(id)", "type": "button", "frame": { "x": \#(x), "y": \#(y), "width": \#(width), "height": 44 }\#(extra) }"#
    }

    static let second = "/layouts/0/components/1/frame"

    static let cases: [Case] = [
        Case(testDescription: "edges touch", components: [button("a", x: 0), button("b", x: 44)], pointers: []),
        Case(
            testDescription: "half a point is rounding", components: [button("a", x: 0), button("b", x: 43.5)],
            pointers: []),
        Case(
            testDescription: "0.6pt overlap", components: [button("a", x: 0), button("b", x: 43.4)], pointers: [second]),
        Case(
            testDescription: "reported at the later component whatever the geometry order",
            components: [button("a", x: 40, y: 10), button("b", x: 0, y: 0)], pointers: [second]),
        Case(
            testDescription: "a display-only component does not take taps",
            components: [button("a", x: 0, extra: #", "interactive": false"#), button("b", x: 20)], pointers: []),
        Case(
            testDescription: "hit areas centred on frames that are apart",
            components: [
                button("a", x: 0, extra: #", "hitArea": { "width": 60, "height": 44 }"#),
                button("b", x: 50, extra: #", "hitArea": { "width": 60, "height": 44 }"#),
            ],
            pointers: ["/layouts/0/components/1/hitArea"]),
        Case(
            testDescription: "hit areas smaller than overlapping frames",
            components: [
                button("a", x: 0, width: 60, extra: #", "hitArea": { "width": 44, "height": 44 }"#),
                button("b", x: 56, width: 60, extra: #", "hitArea": { "width": 44, "height": 44 }"#),
            ],
            pointers: []),
        Case(
            testDescription: "a control inside a tappable cell",
            components: [
                #"{ "id": "row", "type": "cell", "frame": { "x": 0, "y": 0, "width": 375, "height": 44 }, "children": [\#(button("info", x: 320))] }"#
            ],
            pointers: []),
        Case(
            testDescription: "two controls in the same sheet",
            components: [
                #"{ "id": "sheet", "type": "sheet", "frame": { "x": 0, "y": 0, "width": 375, "height": 600 }, "children": [\#(button("a", x: 0)), \#(button("b", x: 20))] }"#
            ],
            pointers: ["/layouts/0/components/0/children/1/frame"]),
        Case(
            testDescription: "a control in a sheet above a control on the screen",
            components: [
                button("a", x: 0),
                #"{ "id": "sheet", "type": "sheet", "frame": { "x": 0, "y": 0, "width": 375, "height": 600 }, "children": [\#(button("b", x: 20))] }"#,
            ],
            pointers: []),
        Case(
            testDescription: "ancestors shown in different orientations",
            components: [
                #"{ "id": "p", "type": "stack", "frame": { "x": 0, "y": 0, "width": 375, "height": 44 }, "when": { "orientation": "portrait" }, "children": [\#(button("a", x: 0))] }"#,
                button("b", x: 20, extra: #", "when": { "orientation": "landscape" }"#),
            ],
            pointers: []),
        Case(
            testDescription: "conditions that only meet on a device that does not exist",
            components: [
                button(
                    "a", x: 0,
                    extra: #", "when": { "width": "regular", "height": "compact", "orientation": "portrait" }"#),
                button("b", x: 20),
            ],
            pointers: []),
        Case(
            testDescription: "three controls over one another give three pairs",
            components: [button("a", x: 0), button("b", x: 10), button("c", x: 20)],
            pointers: [
                "/layouts/0/components/1/frame", "/layouts/0/components/2/frame", "/layouts/0/components/2/frame",
            ]),
        Case(
            testDescription: "two buttons of one bar",
            components: [
                #"{ "id": "bar", "type": "toolbar", "frame": { "x": 0, "y": 0, "width": 375, "height": 49 }, "children": [\#(button("a", x: 0)), \#(button("b", x: 20))] }"#
            ],
            pointers: ["/layouts/0/components/0/children/1/frame"]),
        Case(
            testDescription: "a bar button above a row that scrolls beneath the bar",
            components: [
                #"{ "id": "row", "type": "cell", "frame": { "x": 0, "y": 0, "width": 375, "height": 60 } }"#,
                #"{ "id": "bar", "type": "navigationBar", "frame": { "x": 0, "y": 0, "width": 375, "height": 44 }, "children": [\#(button("a", x: 0))] }"#,
            ],
            pointers: []),
        Case(
            testDescription: "buttons in two different bars",
            components: [
                #"{ "id": "top", "type": "navigationBar", "frame": { "x": 0, "y": 0, "width": 375, "height": 44 }, "children": [\#(button("a", x: 0))] }"#,
                #"{ "id": "bottom", "type": "tabBar", "frame": { "x": 0, "y": 0, "width": 375, "height": 44 }, "children": [\#(button("b", x: 20))] }"#,
            ],
            pointers: []),
        Case(
            testDescription: "a button floating over a tappable map",
            components: [
                #"{ "id": "map", "type": "map", "frame": { "x": 0, "y": 0, "width": 375, "height": 400 }, "actions": ["pin.select"] }"#,
                button("locate", x: 300, y: 20),
            ],
            pointers: []),
        Case(
            testDescription: "a section index drawn over the trailing end of a list's rows",
            components: [
                #"{ "id": "list", "type": "list", "frame": { "x": 0, "y": 0, "width": 393, "height": 88 }, "children": [ \#(button("row0", x: 0, width: 393)), \#(button("row1", x: 0, y: 44, width: 393)) ] }"#,
                #"{ "id": "index", "type": "custom", "frame": { "x": 375, "y": 0, "width": 16, "height": 88 }, "actions": ["jump"] }"#,
            ],
            pointers: []),
        Case(
            testDescription: "a bar floating over a scrolling list, partly past its frame",
            components: [
                #"{ "id": "menu", "type": "list", "frame": { "x": 48, "y": 0, "width": 672, "height": 200 }, "children": [ \#(button("dish", x: 48, y: 150, width: 672)) ] }"#,
                #"{ "id": "basket", "type": "button", "frame": { "x": 81, "y": 160, "width": 672, "height": 56 } }"#,
            ],
            pointers: []),
        Case(
            testDescription: "a control drawn before the surface that covers it is still compared",
            components: [
                button("locate", x: 300, y: 100),
                #"{ "id": "panel", "type": "card", "frame": { "x": 0, "y": 110, "width": 393, "height": 200 }, "children": [ \#(button("pay", x: 290, y: 120)) ] }"#,
            ],
            pointers: ["/layouts/0/components/1/children/0/frame"]),
        Case(
            testDescription: "a button drawn across the edge of a tappable image",
            components: [
                #"{ "id": "photo", "type": "image", "frame": { "x": 0, "y": 0, "width": 100, "height": 100 }, "actions": ["photo.open"] }"#,
                button("remove", x: 80, y: 20),
            ],
            pointers: ["/layouts/0/components/1/frame"]),
        Case(
            testDescription: "a larger button holding a smaller one is not a surface",
            components: [
                button("wide", x: 0, width: 200),
                button("small", x: 20),
            ],
            pointers: ["/layouts/0/components/1/frame"]),
        Case(
            testDescription: "a layout no device shows", layoutWhen: #"{ "idiom": "tv" }"#,
            components: [button("a", x: 0), button("b", x: 20)], pointers: []),
    ]

    @Test(arguments: cases)
    func overlappingTapAreasAreReportedOncePerPair(_ testCase: Case) throws {
        let spec = TestSpec.screen([TestSpec.layout(when: testCase.layoutWhen, testCase.components)])
        let diagnostics = try RuleHarness.findings(spec, rule: TapTargetOverlapRule.self)
        #expect(diagnostics.map(\.location.pointer) == testCase.pointers, "\(diagnostics.map(\.message))")
        #expect(diagnostics.allSatisfy { $0.related.count == 1 })
    }

    @Test func messageNamesBothComponentsAndTheOverlap() throws {
        let spec = TestSpec.components([Self.button("a", x: 0), Self.button("b", x: 40, y: 10)])
        let diagnostics = try RuleHarness.findings(spec, rule: TapTargetOverlapRule.self)
        #expect(
            diagnostics.map(\.message) == [
                "tap areas of 'a' and 'b' overlap by 4x34pt; move them at least 4pt apart or make a hit area smaller"
            ])
        #expect(diagnostics.first?.related.first?.message == "'a' takes taps here")
    }
}

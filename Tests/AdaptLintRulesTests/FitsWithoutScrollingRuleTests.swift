import AdaptLintCore
import AdaptLintRules
import Testing

@Suite struct FitsWithoutScrollingRuleTests {
    /// A button whose frame ends at `bottom`, with extra JSON members.
    static func button(bottom: Double, id: String = "go", _ extra: String = "") -> String {
        #"{ "id": "\#(id)", "type": "button", "frame": { "x": 16, "y": \#(bottom - 44), "width": 100, "height": 44 }, "actions": ["go"]\#(extra) }"#
    }

    /// A portrait-only spec with one layout; `members` go before its components.
    static func spec(_ members: String, _ components: [String]) -> String {
        TestSpec.screen(
            orientations: #"["portrait"]"#,
            ["{ \(members)\"components\": [\(components.joined(separator: ", "))] }"])
    }

    static func devices(_ names: String...) throws -> [Device] {
        try names.map { try #require(DeviceCatalog.device(named: $0)) }
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var members = #""scrolls": false, "#
        var components: [String]
        /// How far below the 844pt-high portrait iPhone 12 the layout ends; nil when nothing is reported.
        var overflow: Int?
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "ends at the bottom", components: [button(bottom: 844)], overflow: nil),
        Case(name: "1pt too low", components: [button(bottom: 845)], overflow: 1),
        Case(name: "scrolls", members: #""scrolls": true, "#, components: [button(bottom: 900)], overflow: nil),
        Case(name: "scrolls by default", members: "", components: [button(bottom: 900)], overflow: nil),
        Case(
            name: "the bottom margin counts",
            members: #""scrolls": false, "margins": { "leading": 16, "trailing": 16, "bottom": 20 }, "#,
            components: [button(bottom: 830)], overflow: 6),
        Case(
            name: "the lowest of several", components: [button(bottom: 850, id: "a"), button(bottom: 880, id: "b")],
            overflow: 36),
        Case(
            name: "a component kept to landscape",
            components: [button(bottom: 900, #", "when": { "orientation": "landscape" }"#)], overflow: nil),
        Case(
            name: "a child of a sheet",
            components: [
                #"{ "id": "s", "type": "sheet", "frame": { "x": 0, "y": 400, "width": 390, "height": 444 }, "children": [\#(button(bottom: 1000))] }"#
            ], overflow: nil),
        Case(
            name: "a component with a size only",
            components: [#"{ "id": "c", "type": "card", "size": { "width": 390, "height": 2000 } }"#], overflow: nil),
        Case(
            name: "a child of an ordinary component",
            components: [
                #"{ "id": "s", "type": "stack", "frame": { "x": 0, "y": 0, "width": 390, "height": 800 }, "children": [\#(button(bottom: 850))] }"#
            ], overflow: 6),
        Case(
            name: "a scroll view's content scrolls inside it",
            components: [
                #"{ "id": "s", "type": "scrollView", "frame": { "x": 0, "y": 100, "width": 390, "height": 2000 }, "children": [\#(button(bottom: 1900))] }"#
            ], overflow: nil),
        Case(
            name: "a web view counts with its first row",
            components: [
                #"{ "id": "w", "type": "webView", "frame": { "x": 0, "y": 820, "width": 390, "height": 600 } }"#
            ],
            overflow: 20),
    ]

    @Test(arguments: cases)
    func aLayoutThatDoesNotScrollFitsTheScreen(_ testCase: Case) throws {
        let rule = FitsWithoutScrollingRule(devices: try Self.devices("iPhone 12"))
        let diagnostics = DeviceRuleHarness.lint(Self.spec(testCase.members, testCase.components), with: rule)
        guard let overflow = testCase.overflow else {
            #expect(diagnostics.map(\.message) == [])
            return
        }
        try #require(diagnostics.count == 1)
        #expect(diagnostics[0].severity == .warning)
        #expect(
            diagnostics[0].message.contains(", \(overflow)pt below the bottom of the screen on iPhone 12 in portrait;"))
        #expect(diagnostics[0].related.map(\.location.pointer) == ["/layouts/0/scrolls"])
    }

    @Test func theFindingPointsAtTheLowestFrame() throws {
        let spec = Self.spec(
            #""scrolls": false, "#, [Self.button(bottom: 880, id: "a"), Self.button(bottom: 850, id: "b")])
        let diagnostics = DeviceRuleHarness.lint(
            spec, with: FitsWithoutScrollingRule(devices: try Self.devices("iPhone 12")))
        #expect(diagnostics.map(\.location.pointer) == ["/layouts/0/components/0/frame"])
    }

    @Test func theDevicesOfTheRunDecide() throws {
        let spec = Self.spec(#""scrolls": false, "#, [Self.button(bottom: 700)])
        let small = DeviceRuleHarness.lint(
            spec, with: FitsWithoutScrollingRule(devices: try Self.devices("iPhone SE (1st generation)", "iPhone 12")))
        #expect(
            small.map(\.message) == [
                "layout 1 does not scroll, but 'go' ends 700pt from the top, 132pt below the bottom of the screen on iPhone SE (1st generation) in portrait; fit the layout within 568pt there or let it scroll"
            ])
        let large = DeviceRuleHarness.lint(spec, with: FitsWithoutScrollingRule(devices: try Self.devices("iPhone 12")))
        #expect(large.isEmpty)
    }

    @Test func differentHeightsSayUpToAndBothOrientationsNameNone() throws {
        let spec = TestSpec.screen(
            orientations: #"["portrait", "landscapeLeft"]"#,
            [#"{ "scrolls": false, "components": [\#(Self.button(bottom: 700))] }"#])
        let rule = FitsWithoutScrollingRule(devices: try Self.devices("iPhone SE (1st generation)", "iPhone 12"))
        #expect(
            DeviceRuleHarness.lint(spec, with: rule).map(\.message) == [
                "layout 1 does not scroll, but 'go' ends 700pt from the top, up to 380pt below the bottom of the screen on iPhone SE (1st generation) and iPhone 12; fit the layout within 320pt there or let it scroll"
            ])
    }

    @Test func listedDevicesLimitsTheNames() throws {
        let spec = Self.spec(#""scrolls": false, "#, [Self.button(bottom: 900)])
        let rule = FitsWithoutScrollingRule(
            devices: try Self.devices("iPhone SE (1st generation)", "iPhone 8", "iPhone 12"))
        let message = try #require(DeviceRuleHarness.lint(spec, with: rule, parameters: ["listedDevices": 1]).first)
            .message
        #expect(message.contains(" on iPhone SE (1st generation) and 2 more in portrait;"))
    }
}

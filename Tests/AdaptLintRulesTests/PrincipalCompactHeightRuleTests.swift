import AdaptLintCore
import AdaptLintRules
import Testing

@Suite struct PrincipalCompactHeightRuleTests {
    /// A principal button whose frame ends at `bottom`, with extra JSON members.
    static func button(bottom: Double, principal: Bool = true, _ extra: String = "") -> String {
        #"{ "id": "go", "type": "button", "principal": \#(principal), "frame": { "x": 16, "y": \#(bottom - 44), "width": 100, "height": 44 }\#(extra) }"#
    }

    static func devices(_ names: String...) throws -> [Device] {
        try names.map { try #require(DeviceCatalog.device(named: $0)) }
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var bottom: Double
        var layoutCondition: String? = nil
        var principal = true
        var extra = ""
        var orientations = TestSpec.allOrientations
        var reported: Bool
        var testDescription: String { name }
    }

    /// On an iPhone 12 (390pt high in landscape).
    static let cases: [Case] = [
        Case(name: "fits exactly", bottom: 390, reported: false),
        Case(name: "1pt too low", bottom: 391, reported: true),
        Case(name: "not principal", bottom: 600, principal: false, reported: false),
        Case(
            name: "layout for regular height only", bottom: 600, layoutCondition: #"{ "height": "regular" }"#,
            reported: false),
        Case(
            name: "layout for compact height", bottom: 600, layoutCondition: #"{ "height": "compact" }"#, reported: true
        ),
        Case(
            name: "component kept to regular height", bottom: 600, extra: #", "when": { "height": "regular" }"#,
            reported: false),
        Case(name: "portrait only", bottom: 600, orientations: #"["portrait"]"#, reported: false),
    ]

    @Test(arguments: cases)
    func aPrincipalComponentBelowTheLandscapeHeightIsReported(_ testCase: Case) throws {
        let spec = TestSpec.screen(
            orientations: testCase.orientations,
            [
                TestSpec.layout(
                    when: testCase.layoutCondition,
                    [Self.button(bottom: testCase.bottom, principal: testCase.principal, testCase.extra)])
            ])
        let rule = PrincipalCompactHeightRule(devices: try Self.devices("iPhone 12"))
        let diagnostics = DeviceRuleHarness.lint(spec, with: rule)
        if testCase.reported {
            try #require(diagnostics.count == 1)
            #expect(diagnostics[0].location.pointer == "/layouts/0/components/0/frame")
            #expect(diagnostics[0].severity == .warning)
            #expect(diagnostics[0].message.contains("by \(Int(testCase.bottom) - 390)pt on iPhone 12;"))
        } else {
            #expect(diagnostics.map(\.message) == [])
        }
    }

    @Test func theDevicesOfTheRunDecide() throws {
        let spec = TestSpec.components([Self.button(bottom: 380)])
        let small = DeviceRuleHarness.lint(
            spec, with: PrincipalCompactHeightRule(devices: try Self.devices("iPhone SE (1st generation)", "iPhone 12"))
        )
        #expect(
            small.map(\.message) == [
                "principal component 'go' ends 380pt from the top, so compact height pushes it off screen by 60pt on iPhone SE (1st generation); keep it within the top 320pt there"
            ])
        #expect(
            DeviceRuleHarness.lint(spec, with: PrincipalCompactHeightRule(devices: try Self.devices("iPhone 12")))
                .isEmpty)
        let iPads = DeviceCatalog.all.filter { $0.family == .ipad }
        let tall = TestSpec.components([Self.button(bottom: 2000)])
        #expect(DeviceRuleHarness.lint(tall, with: PrincipalCompactHeightRule(devices: iPads)).isEmpty)
    }

    @Test func differentHeightsSayUpTo() throws {
        let spec = TestSpec.components([Self.button(bottom: 500)])
        let rule = PrincipalCompactHeightRule(devices: try Self.devices("iPhone 12", "iPhone 16 Pro Max"))
        let diagnostics = DeviceRuleHarness.lint(spec, with: rule)
        #expect(
            diagnostics.map(\.message) == [
                "principal component 'go' ends 500pt from the top, so compact height pushes it off screen by up to 110pt on iPhone 12 and iPhone 16 Pro Max; keep it within the top 390pt there"
            ])
    }

    @Test func aButtonPinnedToTheBottomOfTheScreenMovesUpWithIt() throws {
        // An iPhone 15 landscape drawing (852x393pt): a full-screen map and a Confirm button 31pt above
        // the bottom edge. On the 320pt-high iPhone SE it keeps those 31pt: on screen.
        let map = #"{ "id": "map", "type": "map", "frame": { "x": 0, "y": 0, "width": 852, "height": 393 } }"#
        let confirm =
            #"{ "id": "confirm", "type": "button", "principal": true, "frame": { "x": 500, "y": 312, "width": 277, "height": 50 } }"#
        let rule = PrincipalCompactHeightRule(devices: try Self.devices("iPhone SE (1st generation)"))
        #expect(DeviceRuleHarness.lint(TestSpec.components([map, confirm]), with: rule).isEmpty)
        // The same button on a page that runs on below the screen scrolls with it: measured from the top.
        let page = #"{ "id": "page", "type": "text", "frame": { "x": 75, "y": 0, "width": 400, "height": 700 } }"#
        let scrolled = DeviceRuleHarness.lint(TestSpec.components([map, page, confirm]), with: rule)
        #expect(scrolled.map(\.location.pointer) == ["/layouts/0/components/2/frame"])
        // Drawn at the bottom of a portrait screen (393x852pt), whether it is pinned or ends the page is
        // not said: measured from the top.
        let portrait = #"{ "id": "map", "type": "map", "frame": { "x": 0, "y": 0, "width": 393, "height": 852 } }"#
        let low =
            #"{ "id": "confirm", "type": "button", "principal": true, "frame": { "x": 16, "y": 750, "width": 361, "height": 50 } }"#
        #expect(DeviceRuleHarness.lint(TestSpec.components([portrait, low]), with: rule).count == 1)
    }

    @Test func aPinnedPanelTooTallForTheWindowIsReportedByItsPlaceThere() throws {
        // On the 852x393pt drawing a 330pt panel ends 13pt above the bottom edge (at 380pt). On the
        // 320pt-high iPhone SE it keeps those 13pt, so it needs 343pt: its top is 23pt off screen,
        // not the 60pt its drawn bottom would say.
        let map = #"{ "id": "map", "type": "map", "frame": { "x": 0, "y": 0, "width": 852, "height": 393 } }"#
        let panel =
            #"{ "id": "panel", "type": "card", "principal": true, "frame": { "x": 500, "y": 50, "width": 277, "height": 330 } }"#
        let rule = PrincipalCompactHeightRule(devices: try Self.devices("iPhone SE (1st generation)"))
        #expect(
            DeviceRuleHarness.lint(TestSpec.components([map, panel]), with: rule).map(\.message) == [
                "principal component 'panel' is pinned 13pt above the bottom edge and 330pt high, so compact height pushes its top off screen by 23pt on iPhone SE (1st generation); keep its height and that distance within 320pt there"
            ])
    }
}

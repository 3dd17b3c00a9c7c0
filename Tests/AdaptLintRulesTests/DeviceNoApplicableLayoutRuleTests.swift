import AdaptJSON
import Testing

@testable import AdaptLintCore
@testable import AdaptLintRules

private func spec(orientations: String, layouts: String) -> String {
    """
    {
      "screen": "Test",
      "orientations": \(orientations),
      "layouts": [
        \(layouts)
      ]
    }
    """
}

private func uncovered(_ text: String, on selection: String = "all") throws -> [String] {
    let devices = try DeviceSelection.parse(selection).devices
    return DeviceRuleHarness.lint(text, with: NoApplicableLayoutRule(devices: devices)).map(\.message)
}

@Test func layoutWithoutConditionCoversEverything() throws {
    #expect(
        try uncovered(spec(orientations: #"["portrait", "landscapeLeft"]"#, layouts: #"{ "components": [] }"#)) == [])
}

@Test func regularOnlyLayoutOnIPhonesNamesEveryUncoveredEnvironment() throws {
    let text = spec(
        orientations: #"["portrait", "landscapeLeft", "landscapeRight"]"#,
        layouts: #"{ "when": { "width": "regular" }, "components": [] }"#)
    #expect(
        try uncovered(text, on: "iphone") == [
            "no layout applies in compact width, compact height (landscape): iPhone SE (1st generation), iPhone SE (2nd generation) and 20 more; layout 1 comes closest but requires width 'regular'",
            "no layout applies in compact width, regular height (portrait): iPhone SE (1st generation), iPhone SE (2nd generation) and 35 more; layout 1 comes closest but requires width 'regular'",
        ])
}

@Test func iPadSelectionOnlySeesSplitViewAndSlideOver() throws {
    let text = spec(orientations: #"["portrait"]"#, layouts: #"{ "when": { "width": "regular" }, "components": [] }"#)
    #expect(
        try uncovered(text, on: "iPad Pro 11-inch (1st-4th generation)") == [
            "no layout applies in compact width, regular height (portrait): iPad Pro 11-inch (1st-4th generation) in 2/3 Split View, iPad Pro 11-inch (1st-4th generation) in 1/3 Split View and 1 more; layout 1 comes closest but requires width 'regular'"
        ])
}

@Test func iPhoneAndIPadWindowsOfOneSizeClassAreMergedIntoOneFinding() throws {
    let text = spec(orientations: #"["portrait"]"#, layouts: #"{ "when": { "width": "regular" }, "components": [] }"#)
    // 37 iPhones in portrait and 3 portrait panes on each of 14 iPads (the 13-inch iPad Pro (M4/M5)
    // has no sourced panes, and is regular width full screen).
    #expect(
        try uncovered(text) == [
            "no layout applies in compact width, regular height (portrait): iPhone SE (1st generation), iPhone SE (2nd generation) and 77 more; layout 1 comes closest but requires width 'regular'"
        ])
}

@Test func idiomConditionLeavesTheIPadPanesOfACoveredSizeClassUncovered() throws {
    // Layout 2 reaches compact width only on iPhone (idiom), so the iPad panes of the same size
    // classes are uncovered. Both layouts miss one key there; the earlier one is named.
    let text = spec(
        orientations: #"["portrait"]"#,
        layouts: """
            { "when": { "width": "regular" }, "components": [] },
            { "when": { "width": "compact", "idiom": "phone" }, "components": [] }
            """)
    let messages = try uncovered(text)
    #expect(
        messages == [
            "no layout applies in compact width, regular height (portrait): iPad mini 7.9-inch (5th generation) in 2/3 Split View, iPad mini 7.9-inch (5th generation) in 1/3 Split View and 40 more; layout 1 comes closest but requires width 'regular'"
        ])
}

@Test func findingPointsAtTheClosestLayoutsCondition() throws {
    let text = spec(
        orientations: #"["landscapeLeft"]"#,
        layouts: """
            { "when": { "width": "regular", "orientation": "portrait" }, "components": [] },
            { "when": { "width": "compact", "height": "regular" }, "components": [] }
            """)
    let diagnostics = DeviceRuleHarness.lint(text, with: NoApplicableLayoutRule())
    // compact/compact: layout 2 misses one key, layout 1 two. regular/compact (Plus iPhones) and
    // regular/regular (iPads): layout 1 misses one key; on the iPad's tie the earlier layout wins.
    #expect(diagnostics.map(\.location.pointer) == ["/layouts/0/when", "/layouts/0/when", "/layouts/1/when"])
    #expect(
        diagnostics.map(\.message).map { $0.components(separatedBy: "; ").last ?? "" }
            == [
                "layout 1 comes closest but requires orientation 'portrait'",
                "layout 1 comes closest but requires orientation 'portrait'",
                "layout 2 comes closest but requires height 'regular'",
            ])
    #expect(
        diagnostics.map(\.message).map { $0.prefix(62) } == [
            "no layout applies in regular width, compact height (landscape)",
            "no layout applies in regular width, regular height (landscape)",
            "no layout applies in compact width, compact height (landscape)",
        ])
}

@Test func listedDevicesParameterChangesHowManyAreNamed() throws {
    let text = spec(
        orientations: #"["landscapeLeft"]"#, layouts: #"{ "when": { "width": "regular" }, "components": [] }"#)
    let rule = NoApplicableLayoutRule(devices: try DeviceSelection.parse("iPhone 8,iPhone 13 mini,iPhone 16e").devices)
    let messages = DeviceRuleHarness.lint(text, with: rule, parameters: ["listedDevices": 3]).map(\.message)
    #expect(
        messages == [
            "no layout applies in compact width, compact height (landscape): iPhone 8, iPhone 13 mini and iPhone 16e; layout 1 comes closest but requires width 'regular'"
        ])
}

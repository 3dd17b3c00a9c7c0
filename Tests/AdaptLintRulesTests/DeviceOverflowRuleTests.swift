import AdaptJSON
import Testing

@testable import AdaptLintCore
@testable import AdaptLintRules

/// A compact portrait screen with `components` (JSON text) in one layout.
private func compactSpec(_ components: String, margins: String? = #"{ "leading": 16, "trailing": 16 }"#) -> String {
    """
    {
      "screen": "Test",
      "orientations": ["portrait"],
      "layouts": [
        { "when": { "width": "compact" },\(margins.map { " \"margins\": \($0)," } ?? "") "components": [
          \(components)
        ] }
      ]
    }
    """
}

private func overflow(_ spec: String, on names: [String]? = nil, parameters: [String: Double] = [:]) -> [String] {
    let devices = names.map { $0.compactMap(DeviceCatalog.device(named:)) } ?? DeviceCatalog.all
    return DeviceRuleHarness.lint(spec, with: DeviceOverflowRule(devices: devices), parameters: parameters).map(
        \.message)
}

@Test func fullWidthRowAtTheMarginsIsCleanOnTheIPhoneSE() {
    let spec = compactSpec(
        #"{ "id": "row", "type": "cell", "frame": { "x": 16, "y": 0, "width": 343, "height": 44 } }"#)
    #expect(overflow(spec, on: ["iPhone SE (1st generation)"]) == [])
    #expect(overflow(spec) == [])
}

@Test func fullWidthRowUsesTheDefaultMarginsWhenTheLayoutHasNone() {
    let spec = compactSpec(
        #"{ "id": "row", "type": "cell", "frame": { "x": 16, "y": 0, "width": 343, "height": 44 } }"#, margins: nil)
    #expect(overflow(spec) == [])
}

@Test func explicitFixedWidthIsNotTakenToStretch() {
    let spec = compactSpec(
        #"{ "id": "row", "type": "cell", "frame": { "x": 16, "y": 0, "width": 343, "height": 44 }, "resizing": { "width": "fixed" } }"#
    )
    #expect(
        overflow(spec, on: ["iPhone SE (1st generation)", "iPhone 8"]) == [
            "component 'row' overflows by 55pt on iPhone SE (1st generation) in portrait; make it at most 288pt wide or let it stretch with \"resizing\": {\"width\": \"fill\"}"
        ])
}

@Test func overflowWithOneAmountSaysByAndNamesTheDevices() {
    let spec = compactSpec(
        #"{ "id": "title", "type": "text", "frame": { "x": 16, "y": 0, "width": 360, "height": 44 } }"#)
    #expect(
        overflow(spec, on: ["iPhone SE (2nd generation)", "iPhone 13 mini", "iPhone 16 Pro Max"]) == [
            "component 'title' overflows by 17pt on iPhone SE (2nd generation) and iPhone 13 mini in portrait; make it at most 343pt wide or let it stretch with \"resizing\": {\"width\": \"fill\"}"
        ])
}

@Test func fullBleedImageStretchesButAMinimumWiderThanTheScreenOverflows() {
    let image = #"{ "id": "hero", "type": "image", "frame": { "x": 0, "y": 0, "width": 375, "height": 200 } }"#
    #expect(overflow(compactSpec(image)) == [])
    let minimum =
        #"{ "id": "hero", "type": "image", "size": { "width": 375, "height": 200 }, "resizing": { "width": "fill", "span": "edges", "minWidth": 330 } }"#
    #expect(
        overflow(compactSpec(minimum), on: ["iPhone SE (1st generation)", "iPhone 8"]) == [
            "component 'hero' overflows by 10pt on iPhone SE (1st generation) in portrait; lower its 'minWidth' to at most 320pt"
        ])
}

@Test func gapsBetweenSideBySideComponentsShrinkToTheMinimumSpacing() {
    let row = """
        { "id": "label", "type": "text", "frame": { "x": 16, "y": 0, "width": 200, "height": 44 }, "resizing": { "width": "fixed" } },
        { "id": "notify", "type": "toggle", "frame": { "x": 308, "y": 0, "width": 51, "height": 44 } }
        """
    #expect(overflow(compactSpec(row), on: ["iPhone SE (1st generation)"]) == [])
    #expect(
        overflow(compactSpec(row), on: ["iPhone SE (1st generation)"], parameters: ["minimumSpacing": 100]) == [
            "components 'label' and 'notify' side by side overflow by 55pt on iPhone SE (1st generation) in portrait; they need 343pt but only 288pt fit, so stack them or let one stretch with \"resizing\": {\"width\": \"fill\"}"
        ])
}

@Test func rowWithAStretchingMemberFitsAtItsMinimum() {
    let row = """
        { "id": "search", "type": "searchBar", "frame": { "x": 16, "y": 0, "width": 270, "height": 44 }, "resizing": { "width": "fill", "minWidth": 180 } },
        { "id": "cancel", "type": "button", "frame": { "x": 294, "y": 0, "width": 65, "height": 44 } }
        """
    #expect(overflow(compactSpec(row)) == [])
}

@Test(arguments: [
    (
        "overlapping frames are not a row",
        #"{ "id": "photo", "type": "image", "frame": { "x": 16, "y": 0, "width": 200, "height": 200 } }, { "id": "badge", "type": "text", "frame": { "x": 150, "y": 10, "width": 150, "height": 30 } }"#
    ),
    (
        "stacked frames are not a row",
        #"{ "id": "a", "type": "text", "frame": { "x": 16, "y": 0, "width": 200, "height": 44 } }, { "id": "b", "type": "text", "frame": { "x": 100, "y": 44, "width": 200, "height": 44 } }"#
    ),
    (
        "presentations float above the window",
        #"{ "id": "sheet", "type": "formSheet", "size": { "width": 540, "height": 620 } }"#
    ),
    (
        "a component shown only in regular width",
        #"{ "id": "wide", "type": "chart", "size": { "width": 700, "height": 300 }, "when": { "width": "regular" } }"#
    ),
    ("a component without a size", #"{ "id": "label", "type": "text" }"#),
])
func componentsThatAreNotCheckedAsOneRow(title: String, components: String) {
    #expect(overflow(compactSpec(components)) == [], "\(title)")
}

@Test func regularLayoutDrawnAtTheIPadWidthStretchesToSplitViewPanes() {
    let spec = """
        {
          "screen": "Sales",
          "orientations": ["landscapeLeft", "landscapeRight"],
          "layouts": [
            { "when": { "width": "regular" }, "margins": { "leading": 20, "trailing": 20 }, "components": [
              { "id": "table", "type": "table", "frame": { "x": 20, "y": 80, "width": 1326, "height": 600 } }
            ] },
            { "when": { "width": "compact" }, "components": [] }
          ]
        }
        """
    #expect(overflow(spec) == [])
}

@Test func findingPointsAtTheWidthValueAndRowFindingsRelateTheOtherMembers() throws {
    let spec = compactSpec(
        """
        { "id": "a", "type": "button", "frame": { "x": 16, "y": 0, "width": 200, "height": 44 } },
        { "id": "b", "type": "button", "frame": { "x": 219, "y": 0, "width": 140, "height": 44 } }
        """)
    let diagnostics = DeviceRuleHarness.lint(spec, with: DeviceOverflowRule(devices: DeviceCatalog.all))
    let diagnostic = try #require(diagnostics.first)
    #expect(diagnostics.count == 1)
    #expect(diagnostic.location.pointer == "/layouts/0/components/1/frame")
    #expect(diagnostic.related.map(\.location.pointer) == ["/layouts/0/components/0/frame"])
    #expect(diagnostic.related.map(\.message) == ["'a' is on the same row"])
}

@Test func overflowInBothOrientationsIsOneFinding() {
    let spec = """
        {
          "screen": "Test",
          "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
          "layouts": [
            { "margins": { "leading": 16, "trailing": 16 }, "components": [
              { "id": "banner", "type": "image", "size": { "width": 610, "height": 100 } }
            ] }
          ]
        }
        """
    #expect(
        overflow(spec, on: ["iPhone SE (1st generation)"]) == [
            "component 'banner' overflows by up to 322pt on iPhone SE (1st generation) in portrait and iPhone SE (1st generation) in landscape; make it at most 288pt wide or let it stretch with \"resizing\": {\"width\": \"fill\"}"
        ])
}

@Test func issueTwoExampleWithARegularLayoutIsCleanOnEveryDevice() {
    let spec = """
        {
          "screen": "Order Details",
          "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
          "layouts": [
            {
              "when": { "width": "compact" },
              "margins": { "leading": 16, "trailing": 16 },
              "components": [
                { "id": "approve", "type": "button", "frame": { "x": 16, "y": 600, "width": 343, "height": 44 }, "actions": ["approve"] },
                { "id": "related", "type": "carousel", "size": { "width": 375, "height": 160 }, "items": 8, "visibleItems": 2, "shows": ["order.related"] }
              ]
            },
            {
              "when": { "width": "regular" },
              "margins": { "leading": 20, "trailing": 20 },
              "components": [
                { "id": "approve", "type": "button", "frame": { "x": 20, "y": 700, "width": 200, "height": 44 }, "actions": ["approve"] },
                { "id": "related", "type": "carousel", "frame": { "x": 0, "y": 400, "width": 1024, "height": 200 }, "items": 8, "visibleItems": 4, "shows": ["order.related"] }
              ]
            }
          ]
        }
        """
    #expect(overflow(spec) == [])
    #expect(DeviceRuleHarness.lint(spec, with: NoApplicableLayoutRule()).map(\.message) == [])
}

@Test func rowThatAlreadyStretchesAsksForNarrowerFixedMembers() {
    let row = """
        { "id": "search", "type": "searchBar", "frame": { "x": 16, "y": 0, "width": 200, "height": 44 }, "resizing": { "width": "fill", "minWidth": 150 } },
        { "id": "filter", "type": "button", "frame": { "x": 224, "y": 0, "width": 135, "height": 44 } }
        """
    #expect(
        overflow(compactSpec(row), on: ["iPhone SE (1st generation)", "iPhone 8"]) == [
            "components 'search' and 'filter' side by side overflow by 5pt on iPhone SE (1st generation) in portrait; they need 293pt but only 288pt fit, so stack them or make the fixed ones narrower or lower a 'minWidth'"
        ])
}

@Test func rowDrawnMarginToMarginStretchesItsFlexibleMembersOnly() {
    // A text field beside its button, drawn from margin to margin: the field stretches.
    let field = """
        { "id": "message", "type": "textField", "frame": { "x": 16, "y": 0, "width": 283, "height": 44 } },
        { "id": "send", "type": "button", "frame": { "x": 307, "y": 0, "width": 52, "height": 44 } }
        """
    #expect(overflow(compactSpec(field), on: ["iPhone SE (1st generation)"]) == [])
    // The same row stopping 30pt short of the trailing margin is drawn at widths of its own.
    let short = field.replacingOccurrences(of: "\"width\": 283", with: "\"width\": 253")
        .replacingOccurrences(of: "\"x\": 307", with: "\"x\": 277")
    #expect(overflow(compactSpec(short), on: ["iPhone SE (1st generation)"]).count == 1)
    // Buttons of different widths keep theirs even in a row drawn from margin to margin.
    let buttons = """
        { "id": "reject", "type": "button", "frame": { "x": 16, "y": 0, "width": 140, "height": 44 } },
        { "id": "approve", "type": "button", "frame": { "x": 165, "y": 0, "width": 194, "height": 44 } }
        """
    #expect(overflow(compactSpec(buttons), on: ["iPhone SE (1st generation)"]).count == 1)
}

/// Equal columns side by side that fill the row from margin to margin stretch (issue 16 item 3,
/// guideline 000: content resizes with Auto Layout), whatever their type: two 343pt menus 16pt
/// apart between the landscape safe areas' margins of an 852pt iPhone, or two equal buttons on a
/// 375pt one. They overflow only when a declared minimum cannot fit.
@Test func equalColumnsThatFillTheRowMarginToMarginStretch() {
    let landscape = """
        {
          "screen": "Trip",
          "orientations": ["landscapeLeft", "landscapeRight"],
          "layouts": [
            { "when": { "height": "compact" }, "margins": { "leading": 16, "trailing": 16 }, "components": [
              { "id": "when", "type": "datePicker", "frame": { "x": 75, "y": 92, "width": 343, "height": 44 } },
              { "id": "who", "type": "menu", "frame": { "x": 434, "y": 92, "width": 343, "height": 44 } }
            ] }
          ]
        }
        """
    #expect(overflow(landscape) == [])
    let buttons = """
        { "id": "reject", "type": "button", "frame": { "x": 16, "y": 0, "width": 167, "height": 44 } },
        { "id": "approve", "type": "button", "frame": { "x": 192, "y": 0, "width": 167, "height": 44 } }
        """
    #expect(overflow(compactSpec(buttons), on: ["iPhone SE (1st generation)"]) == [])
    // Stopping 30pt short of the trailing margin, the columns keep the widths they are drawn at.
    let short = buttons.replacingOccurrences(of: "\"width\": 167", with: "\"width\": 152")
        .replacingOccurrences(of: "\"x\": 192", with: "\"x\": 177")
    #expect(overflow(compactSpec(short), on: ["iPhone SE (1st generation)"]).count == 1)
    // A wide gap between them is what flexes: the buttons keep their widths.
    let apart = """
        { "id": "reject", "type": "button", "frame": { "x": 16, "y": 0, "width": 150, "height": 44 } },
        { "id": "approve", "type": "button", "frame": { "x": 209, "y": 0, "width": 150, "height": 44 } }
        """
    #expect(overflow(compactSpec(apart), on: ["iPhone SE (1st generation)"]).count == 1)
    // Switches keep their own width, so a row with one is no row of equal columns.
    let switches = """
        { "id": "wifi", "type": "toggle", "frame": { "x": 16, "y": 0, "width": 167, "height": 44 } },
        { "id": "bluetooth", "type": "toggle", "frame": { "x": 192, "y": 0, "width": 167, "height": 44 } }
        """
    #expect(overflow(compactSpec(switches), on: ["iPhone SE (1st generation)"]).count == 1)
    // A declared minimum that cannot fit still overflows.
    let minimum = buttons.replacingOccurrences(
        of: #""height": 44 } }"#, with: #""height": 44 }, "resizing": { "width": "fill", "minWidth": 150 } }"#)
    #expect(overflow(compactSpec(minimum), on: ["iPhone SE (1st generation)"]).count == 1)
}

@Test func symmetricInsetsOfTheStandardSpacingOrTheLandscapeSafeAreasStretch() {
    let mini = #"{ "id": "miniPlayer", "type": "card", "frame": { "x": 8, "y": 0, "width": 377, "height": 64 } }"#
    #expect(overflow(compactSpec(mini), on: ["iPhone SE (1st generation)"]) == [])
    // 9pt is no standard inset: the card keeps its 375pt.
    let odd = #"{ "id": "miniPlayer", "type": "card", "frame": { "x": 9, "y": 0, "width": 375, "height": 64 } }"#
    #expect(overflow(compactSpec(odd), on: ["iPhone SE (1st generation)"]).count == 1)
}

/// Column edges are stretching anchors (issue 16, items 1 and 3): a split view drawn at 1194pt,
/// a 375pt list column beside a detail column that reaches the trailing edge. The detail column
/// and the text drawn between its margins stretch with it in 1/2 Split View panes; a text that
/// stops short of the column's trailing margin keeps its width and still overflows there: the
/// detail column of a 678pt pane is 302pt wide, 262pt between its margins.
@Test func componentsDrawnAgainstTheTrailingColumnStretchWithIt() {
    func spec(subjectWidth: Double) -> String {
        """
        {
          "screen": "Mail",
          "orientations": ["landscapeLeft", "landscapeRight"],
          "layouts": [
            { "when": { "width": "regular" }, "margins": { "leading": 20, "trailing": 20 }, "components": [
              { "id": "listColumn", "type": "list", "frame": { "x": 0, "y": 0, "width": 375, "height": 834 } },
              { "id": "detailColumn", "type": "stack", "frame": { "x": 376, "y": 0, "width": 818, "height": 834 } },
              { "id": "subject", "type": "text", "frame": { "x": 396, "y": 100, "width": \(subjectWidth), "height": 30 } }
            ] },
            { "when": { "width": "compact" }, "components": [] }
          ]
        }
        """
    }
    #expect(overflow(spec(subjectWidth: 778)) == [])
    let fixed = overflow(spec(subjectWidth: 700))
    #expect(fixed.count == 1)
    #expect(fixed.first?.hasPrefix("component 'subject' overflows by up to 438pt") == true, "\(fixed)")
}

/// Text shown in regular width is advised to stretch up to the readable width, at most its drawn
/// width: stretching without a maximum would make it too wide to read on a full-screen iPad
/// (readable-width); a header is not held to the readable width.
@Test func textInRegularWidthIsAdvisedToStretchUpToTheReadableWidth() {
    func spec(_ type: String) -> String {
        """
        {
          "screen": "Test",
          "orientations": ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"],
          "layouts": [
            { "when": { "width": "regular" }, "margins": { "leading": 20, "trailing": 20 }, "components": [
              { "id": "status", "type": "\(type)", "frame": { "x": 20, "y": 100, "width": 660, "height": 44 } }
            ] }
          ]
        }
        """
    }
    let devices = ["iPad Pro 12.9-inch (1st-6th generation)"]
    let subject =
        "component 'status' overflows by 22pt on iPad Pro 12.9-inch (1st-6th generation) in 1/2 Split View in landscape; make it at most 638pt wide or let it stretch with "
    #expect(
        overflow(spec("text"), on: devices) == [subject + #""resizing": {"width": "fill", "maxWidth": 660}"#])
    #expect(overflow(spec("header"), on: devices) == [subject + #""resizing": {"width": "fill"}"#])
}

/// A bar placed by its size alone spans the window, its margins inside it: a 300pt navigation bar
/// fits the 320pt iPhone SE, while a 300pt card placed the same way needs the margins beside it.
@Test func unpositionedBarHasTheWindowsWidthAsItsRoom() {
    let bar = compactSpec(#"{ "id": "bar", "type": "navigationBar", "size": { "width": 300, "height": 44 } }"#)
    #expect(overflow(bar, on: ["iPhone SE (1st generation)"]) == [])
    let toolbar = compactSpec(#"{ "id": "tools", "type": "toolbar", "size": { "width": 330, "height": 44 } }"#)
    #expect(
        overflow(toolbar, on: ["iPhone SE (1st generation)"]) == [
            "component 'tools' overflows by 10pt on iPhone SE (1st generation) in portrait; make it at most 320pt wide or let it stretch with \"resizing\": {\"width\": \"fill\"}"
        ])
    let card = compactSpec(#"{ "id": "card", "type": "card", "size": { "width": 300, "height": 44 } }"#)
    #expect(
        overflow(card, on: ["iPhone SE (1st generation)"]) == [
            "component 'card' overflows by 12pt on iPhone SE (1st generation) in portrait; make it at most 288pt wide or let it stretch with \"resizing\": {\"width\": \"fill\"}"
        ])
}

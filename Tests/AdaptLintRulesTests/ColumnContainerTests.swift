import AdaptJSON
import AdaptLintCore
import Testing

@testable import AdaptLintRules

/// Split-view columns are containers of their own (guideline 000: each container has its margins,
/// 48pt only from 768pt; guideline 004: each column has its own navigation bar), and what belongs to
/// the window (tab bars, bars and keyboards across the whole window) is no column.
@Suite struct ColumnContainerTests {
    /// A regular-width landscape layout on a 1194pt iPad: a 375pt list column beside an 818pt
    /// detail column, `extra` top-level components after them.
    static func splitView(leading: Int, trailing: Int, listInset: Int, detailInset: Int, extra: String = "")
        -> String
    {
        """
        {
          "screen": "Orders",
          "orientations": ["landscapeLeft", "landscapeRight"],
          "layouts": [
            { "when": { "width": "regular" }, "margins": { "leading": \(leading), "trailing": \(trailing) }, "components": [
              { "id": "orders", "type": "list", "frame": { "x": 0, "y": 24, "width": 375, "height": 761 },
                "children": [
                  { "id": "row", "type": "cell", "frame": { "x": \(listInset), "y": 74, "width": \(375 - listInset), "height": 44 } }
                ] },
              { "id": "order", "type": "stack", "frame": { "x": 376, "y": 24, "width": 818, "height": 761 },
                "children": [
                  { "id": "total", "type": "text", "frame": { "x": \(376 + detailInset), "y": 74, "width": \(818 - 2 * detailInset), "height": 44 } }
                ] }\(extra)
            ] },
            { "when": { "width": "compact" }, "components": [] }
          ]
        }
        """
    }

    @Test func eachMarginIsJudgedByItsOwnColumn() throws {
        let right = try RuleHarness.findings(
            Self.splitView(leading: 20, trailing: 48, listInset: 20, detailInset: 48), rule: LayoutMarginsRule.self)
        #expect(right.map(\.message) == [])
        // 48pt on both sides: the 375pt list column wants 20pt; the fix writes it there only.
        let spec = Self.splitView(leading: 48, trailing: 48, listInset: 48, detailInset: 48)
        let wide = try RuleHarness.findings(spec, rule: LayoutMarginsRule.self)
        #expect(wide.map(\.location.pointer) == ["/layouts/0/margins/leading"])
        #expect(wide.first?.message.contains("its leading column is 375pt wide, under 768pt") == true)
        let fixed = RuleHarness.apply(wide.flatMap(\.fixes), to: spec)
        #expect(fixed == Self.splitView(leading: 20, trailing: 48, listInset: 48, detailInset: 48))
        // 20pt on both sides: the 818pt detail column wants 48pt.
        let narrow = try RuleHarness.findings(
            Self.splitView(leading: 20, trailing: 20, listInset: 20, detailInset: 20), rule: LayoutMarginsRule.self)
        #expect(narrow.map(\.location.pointer) == ["/layouts/0/margins/trailing"])
        #expect(narrow.first?.message.contains("its trailing column is 818pt wide, at least 768pt") == true)
    }

    @Test func barsAndKeyboardsAcrossTheWindowAreNoColumn() throws {
        let tabBar =
            #", { "id": "tabs", "type": "tabBar", "frame": { "x": 400, "y": 24, "width": 394, "height": 50 } }"#
        let keyboard =
            #", { "id": "keyboard", "type": "custom", "frame": { "x": 0, "y": 500, "width": 1194, "height": 334 } }"#
        let toolbar =
            #", { "id": "bar", "type": "toolbar", "frame": { "x": 0, "y": 785, "width": 1194, "height": 49 } }"#
        for extra in [tabBar, keyboard, toolbar, tabBar + keyboard] {
            let spec = Self.splitView(leading: 20, trailing: 48, listInset: 20, detailInset: 48, extra: extra)
            let findings = try RuleHarness.findings(spec, rule: LayoutMarginsRule.self)
            #expect(findings.map(\.message) == [], "\(extra)")
        }
        // A mini player floating across both columns is an accessory, not a merge of the columns.
        let player =
            #", { "id": "player", "type": "custom", "frame": { "x": 200, "y": 700, "width": 500, "height": 64 } }"#
        let text = Self.splitView(leading: 20, trailing: 48, listInset: 20, detailInset: 48, extra: player)
        let screen = try SpecDecoder.decode(try JSONParser.parse(Array(text.utf8))).get()
        let columns = Containers.columns(of: screen.layouts[0])
        #expect(columns.map(\.width) == [375, 818])
    }

    /// A column whose rows keep their own insets (a sidebar at 16pt) does not take the declared
    /// 48pt, which the content column beside it draws against.
    @Test func aSidebarWithInsetsOfItsOwnLeavesTheMarginToTheContent() throws {
        let sidebar = try RuleHarness.findings(
            Self.splitView(leading: 48, trailing: 48, listInset: 16, detailInset: 48), rule: LayoutMarginsRule.self)
        #expect(sidebar.map(\.message) == [])
    }

    /// Two navigation bars, one per column, drawn from the window's leading edge to its trailing
    /// edge, get the whole window: on a 678pt Split View pane a 375pt bar beside one of at least
    /// 320pt overflows by 18pt, not by the 58pt the margins would add.
    @Test func columnBarsEdgeToEdgeGetTheWholeWindow() throws {
        let spec = """
            {
              "screen": "Orders",
              "orientations": ["landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "regular" }, "margins": { "leading": 20, "trailing": 20 }, "components": [
                  { "id": "listBar", "type": "navigationBar", "frame": { "x": 0, "y": 24, "width": 375, "height": 50 },
                    "resizing": { "width": "fixed" } },
                  { "id": "detailBar", "type": "navigationBar", "frame": { "x": 376, "y": 24, "width": 818, "height": 50 },
                    "resizing": { "width": "fill", "minWidth": 320 } },
                  { "id": "orders", "type": "list", "frame": { "x": 0, "y": 74, "width": 375, "height": 760 } },
                  { "id": "order", "type": "stack", "frame": { "x": 376, "y": 74, "width": 818, "height": 760 } }
                ] },
                { "when": { "width": "compact" }, "components": [] }
              ]
            }
            """
        let messages = DeviceRuleHarness.lint(
            spec,
            with: DeviceOverflowRule(devices: [
                try #require(DeviceCatalog.device(named: "iPad Pro 12.9-inch (1st-6th generation)"))
            ])
        ).map(\.message)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("overflow by 18pt") == true, "\(messages)")
        #expect(messages.first?.contains("only 678pt fit") == true, "\(messages)")
    }

    /// A single bar of fixed width drawn across the window, from its leading edge to the drawing's
    /// trailing edge, is judged against the whole window: an 834pt toolbar on a 744pt iPad mini
    /// overflows by 90pt, not by the 130pt the margins would add.
    @Test func aFixedBarAcrossTheWindowGetsTheWholeWindow() throws {
        let spec = """
            {
              "screen": "Sales",
              "orientations": ["portrait"],
              "layouts": [
                { "when": { "width": "regular" }, "margins": { "leading": 20, "trailing": 20 }, "components": [
                  { "id": "summary", "type": "text", "frame": { "x": 20, "y": 100, "width": 794, "height": 44 } },
                  { "id": "bar", "type": "toolbar", "frame": { "x": 0, "y": 1124, "width": 834, "height": 70 },
                    "resizing": { "width": "fixed" } }
                ] },
                { "when": { "width": "compact" }, "components": [] }
              ]
            }
            """
        let device = try #require(DeviceCatalog.device(named: "iPad mini 8.3-inch (6th generation, A17 Pro)"))
        let messages = DeviceRuleHarness.lint(spec, with: DeviceOverflowRule(devices: [device])).map(\.message)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("component 'bar' overflows by 90pt") == true, "\(messages)")
    }

    /// A row inside the detail column gets that column less its own margins: a 620pt chart in the
    /// 648pt detail column of a 1024pt iPad (376pt taken by the list) has 608pt between 20pt
    /// margins, as the column is under 768pt, though the window is wider. The 375pt list that is
    /// the first column runs from its edge to its edge and gets all of it, margins aside.
    @Test func aRowInAColumnGetsTheColumnLessItsMargins() throws {
        let spec = """
            {
              "screen": "Sales",
              "orientations": ["portrait"],
              "layouts": [
                { "when": { "width": "regular" }, "margins": { "leading": 20, "trailing": 48 }, "components": [
                  { "id": "orders", "type": "list", "frame": { "x": 0, "y": 24, "width": 375, "height": 1342 },
                    "resizing": { "width": "fixed" } },
                  { "id": "order", "type": "stack", "frame": { "x": 376, "y": 24, "width": 648, "height": 1342 } },
                  { "id": "chart", "type": "chart", "frame": { "x": 396, "y": 100, "width": 620, "height": 300 },
                    "resizing": { "width": "fixed" } }
                ] },
                { "when": { "width": "compact" }, "components": [] }
              ]
            }
            """
        let messages = DeviceRuleHarness.lint(
            spec,
            with: DeviceOverflowRule(devices: [
                try #require(DeviceCatalog.device(named: "iPad Pro 12.9-inch (1st-6th generation)"))
            ])
        ).map(\.message)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("by 12pt") == true, "\(messages)")
    }
}

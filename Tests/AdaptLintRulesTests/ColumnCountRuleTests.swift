import AdaptLintCore
import AdaptLintRules
import Testing

@Suite struct ColumnCountRuleTests {
    /// A framed component of `type` from `x` to `x + width`, optionally with extra JSON members.
    static func bar(_ id: String, _ x: Double, _ width: Double, type: String = "navigationBar", _ extra: String = "")
        -> String
    {
        #"{ "id": "\#(id)", "type": "\#(type)", "frame": { "x": \#(x), "y": 0, "width": \#(width), "height": 50 }\#(extra) }"#
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var components: [String]
        /// Columns side by side in compact width; 1 or less means no finding.
        var columns: Int
        var testDescription: String { name }
    }

    static let compactCases: [Case] = [
        Case(name: "one bar", components: [bar("a", 0, 375)], columns: 1),
        Case(name: "bars that overlap", components: [bar("a", 0, 200), bar("b", 100, 275)], columns: 1),
        Case(name: "bars that touch", components: [bar("a", 0, 150), bar("b", 150, 225)], columns: 2),
        Case(name: "a 1pt hairline overlap", components: [bar("a", 0, 151), bar("b", 150, 225)], columns: 2),
        Case(name: "a 2pt overlap", components: [bar("a", 0, 152), bar("b", 150, 225)], columns: 1),
        Case(
            name: "a bar without a frame",
            components: [
                bar("a", 0, 150), #"{ "id": "b", "type": "navigationBar", "size": { "width": 225, "height": 50 } }"#,
            ],
            columns: 1),
        Case(
            name: "a sidebar beside a bar", components: [bar("side", 0, 150, type: "sidebar"), bar("b", 150, 225)],
            columns: 2),
        Case(
            name: "a bar inside a sidebar is the sidebar's column",
            components: [bar("side", 0, 150, type: "sidebar", #", "children": [\#(bar("sideBar", 0, 150))]"#)],
            columns: 1),
        Case(
            name: "a bar inside a sheet is no column",
            components: [
                bar("a", 0, 150), bar("sheet", 150, 225, type: "sheet", #", "children": [\#(bar("b", 150, 225))]"#),
            ],
            columns: 1),
        Case(
            name: "a bar kept to regular width",
            components: [bar("a", 0, 150), bar("b", 150, 225, #", "when": { "width": "regular" }"#)], columns: 1),
        Case(
            name: "three bars in a row", components: [bar("a", 0, 100), bar("b", 100, 100), bar("c", 200, 175)],
            columns: 3),
    ]

    @Test(arguments: compactCases)
    func compactWidthShowsOneColumn(_ testCase: Case) throws {
        let spec = TestSpec.screen([TestSpec.layout(when: #"{ "width": "compact" }"#, testCase.components)])
        let diagnostics = try RuleHarness.findings(spec, rule: ColumnCountRule.self)
        if testCase.columns <= 1 {
            #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        } else {
            try #require(diagnostics.count == 1)
            #expect(diagnostics[0].message.hasPrefix("compact width shows \(testCase.columns) columns side by side"))
            #expect(diagnostics[0].severity == .warning)
        }
    }

    @Test(arguments: [(3, false), (4, true)])
    func regularWidthShowsAtMostThree(_ count: Int, _ reported: Bool) throws {
        let bars = (0..<count).map { Self.bar("c\($0)", Double($0) * 300, 300) }
        let spec = TestSpec.screen([TestSpec.layout(when: #"{ "width": "regular" }"#, bars)])
        let diagnostics = try RuleHarness.findings(spec, rule: ColumnCountRule.self)
        #expect(diagnostics.map(\.location.pointer) == (reported ? ["/layouts/0/components/3/id"] : []))
    }

    /// The same two bars in a layout for every width: compact width is reported once, regular width not.
    @Test func layoutForEveryWidthIsReportedOnce() throws {
        let spec = TestSpec.components([Self.bar("list", 0, 320), Self.bar("detail", 321, 423)])
        let diagnostics = try RuleHarness.findings(spec, rule: ColumnCountRule.self)
        #expect(
            diagnostics.map(\.message) == [
                "compact width shows 2 columns side by side ('list', 'detail'); show one column there and push the others onto its navigation stack"
            ])
    }

    /// The most specific layout wins per component (issue 16, item 5): a list and a detail column
    /// side by side in a layout for every width, with the detail redrawn full width (pushed) by a
    /// compact-width layout, show one column in compact width. Combining the layouts showed the
    /// detail twice, once beside the list.
    @Test func aCompactLayoutThatMovesAColumnWins() throws {
        let list =
            #"{ "id": "listBar", "type": "navigationBar", "frame": { "x": 0, "y": 24, "width": 320, "height": 50 } }"#
        let detail =
            #"{ "id": "detailBar", "type": "navigationBar", "frame": { "x": 321, "y": 24, "width": 513, "height": 50 } }"#
        let pushed =
            #"{ "id": "detailBar", "type": "navigationBar", "frame": { "x": 0, "y": 47, "width": 393, "height": 44 } }"#
        let spec = TestSpec.screen([
            TestSpec.layout([list, detail]), TestSpec.layout(when: #"{ "width": "compact" }"#, [pushed]),
        ])
        #expect(try RuleHarness.findings(spec, rule: ColumnCountRule.self).isEmpty)
        // Under another id the pushed bar is a third bar: compact width shows the two side by side.
        let renamed = spec.replacingOccurrences(
            of: #""detailBar", "type": "navigationBar", "frame": { "x": 0"#,
            with: #""pushedBar", "type": "navigationBar", "frame": { "x": 0"#)
        #expect(renamed != spec)
        let diagnostics = try RuleHarness.findings(renamed, rule: ColumnCountRule.self)
        #expect(
            diagnostics.map(\.message) == [
                "compact width shows 2 columns side by side ('listBar', 'detailBar'); show one column there and push the others onto its navigation stack"
            ])
    }
}

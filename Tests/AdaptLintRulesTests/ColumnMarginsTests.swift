import AdaptJSON
import AdaptLintCore
import AdaptLintRules
import Testing

/// Margins declared per split-view column (`margins` on the component that is the column):
/// guideline 000 gives each container its own margins, 20pt under 768pt and 48pt from 768pt.
@Suite struct ColumnMarginsTests {
    /// A 375pt list column beside an 818pt detail column on a 1194pt iPad in landscape, each
    /// column a component with `margins` of its own; the layout declares `layout` when given.
    static func splitView(list: Int, detail: Int, layout: (Int, Int)? = nil, detailText: Int? = nil) -> String {
        let layoutMargins = layout.map { #""margins": { "leading": \#($0.0), "trailing": \#($0.1) }, "# } ?? ""
        let text =
            detailText.map {
                #", { "id": "body", "type": "text", "frame": { "x": \#(376 + 20), "y": 100, "width": \#($0), "height": 40 } }"#
            } ?? ""
        let layout = """
            { "when": { "width": "regular" }, \(layoutMargins)"components": [
              { "id": "list", "type": "list", "frame": { "x": 0, "y": 0, "width": 375, "height": 834 },
                "margins": { "leading": \(list), "trailing": \(list) } },
              { "id": "detail", "type": "stack", "frame": { "x": 376, "y": 0, "width": 818, "height": 834 },
                "margins": { "leading": \(detail), "trailing": \(detail) } }\(text)
            ] }
            """
        return TestSpec.screen([layout])
    }

    @Test func eachColumnKeepsTheMarginOfItsOwnWidth() throws {
        let findings = try RuleHarness.findings(
            Self.splitView(list: 20, detail: 48, layout: (20, 48)), rule: LayoutMarginsRule.self)
        #expect(findings.map(\.message) == [])
    }

    @Test func aWideColumnWithTheNarrowMarginIsReportedAndFixedInThatColumn() throws {
        let spec = Self.splitView(list: 20, detail: 20)
        let findings = try RuleHarness.findings(spec, rule: LayoutMarginsRule.self)
        #expect(
            findings.map(\.message) == [
                "leading and trailing margins of 'detail' in layout 1 (width: regular) are 20pt; make it 48pt, the margin of a full-width regular container: 'detail' is 818pt wide, at least 768pt"
            ])
        #expect(findings.map(\.location.pointer) == ["/layouts/0/components/1/margins/leading"])
        let fixed = RuleHarness.apply(findings.flatMap(\.fixes), to: spec)
        #expect(fixed == Self.splitView(list: 20, detail: 48))
    }

    @Test func aNarrowColumnWithTheFullWidthMarginIsReported() throws {
        let spec = Self.splitView(list: 48, detail: 48)
        let findings = try RuleHarness.findings(spec, rule: LayoutMarginsRule.self)
        #expect(
            findings.map(\.message) == [
                "leading and trailing margins of 'list' in layout 1 (width: regular) are 48pt; make it 20pt, the margin of full-width components in regular width: 'list' is 375pt wide, under 768pt"
            ])
        #expect(findings.map(\.location.pointer) == ["/layouts/0/components/0/margins/leading"])
        #expect(RuleHarness.apply(findings.flatMap(\.fixes), to: spec) == Self.splitView(list: 20, detail: 48))
    }

    @Test func theLayoutsMarginIsNotJudgedOnASideWhoseColumnDeclaresItsOwn() throws {
        // The layout's 20pt would be the 818pt detail column's trailing margin, but the column
        // declares 48pt of its own: only the column's is judged.
        let findings = try RuleHarness.findings(
            Self.splitView(list: 20, detail: 48, layout: (20, 20)), rule: LayoutMarginsRule.self)
        #expect(findings.map(\.message) == [])
    }

    @Test func aComponentsMarginsAreCheckedLikeTheLayouts() {
        let spec = TestSpec.components([
            #"{ "id": "list", "type": "list", "frame": { "x": 0, "y": 0, "width": 375, "height": 834 }, "margins": { "leading": 20 } }"#
        ])
        let diagnostics = RuleHarness.lint(spec, rule: LayoutMarginsRule.self)
        #expect(diagnostics.map(\.ruleID) == ["invalid-spec"])
        #expect(diagnostics.first?.location.pointer.hasPrefix("/layouts/0/components/0/margins") == true)
        #expect(diagnostics.first?.message.contains("trailing") == true, "\(diagnostics.map(\.message))")
    }

    @Test func columnsCarryTheMarginsTheirComponentsDeclare() throws {
        let spec = try SpecDecoder.decode(try JSONParser.parse(Array(Self.splitView(list: 20, detail: 48).utf8))).get()
        let columns = Containers.columns(of: spec.layouts[0])
        #expect(columns.map(\.width) == [375, 818])
        #expect(columns.map(\.leadingMargin) == [20, 48])
        #expect(columns.map(\.trailingMargin) == [20, 48])
    }

    /// device-overflow gives a row in a column the column's own margins: a 770pt text from the
    /// detail column's 20pt margin fits its 818pt column between 20pt margins (778pt), and
    /// overflows by 48pt between 48pt ones (722pt).
    @Test func aRowInAColumnFitsBetweenThatColumnsMargins() throws {
        func overflow(detail: Int) throws -> Double? {
            let text = Self.splitView(list: 20, detail: detail, layout: (20, 20), detailText: 770)
            let spec = try SpecDecoder.decode(try JSONParser.parse(Array(text.utf8))).get()
            let window = try #require(
                DeviceMatrix.windows(of: DeviceCatalog.all, orientations: [.landscape]).first {
                    $0.width == 1194 && $0.mode == .fullScreen
                })
            let rows = DeviceGeometry().rows(of: spec.layouts[0], in: window.environment)
            let row = try #require(rows.first { $0.members.map(\.id.value) == ["body"] })
            return DeviceGeometry().overflow(of: row, in: spec.layouts[0], window: window)?.amount
        }
        #expect(try overflow(detail: 20) == nil)
        #expect(try overflow(detail: 48) == 48)
    }

    /// Text drawn at the readable width (672pt) from the stretching column's margin line follows the
    /// readable width inside that column, as it would from the window's margin; 10pt off that line it
    /// is drawn at a width of its own.
    @Test func readableTextFromTheColumnsMarginStretchesWithTheColumn() throws {
        func behavior(of text: String) throws -> WidthBehavior? {
            let spec = try SpecDecoder.decode(try JSONParser.parse(Array(text.utf8))).get()
            let body = try #require(spec.layouts[0].components.first { $0.id.value == "body" })
            return DeviceGeometry().behavior(of: body, in: spec.layouts[0])
        }
        let onTheLine = Self.splitView(list: 20, detail: 20, detailText: 672)
        guard case .fill(_, let maximum, _) = try behavior(of: onTheLine) else {
            Issue.record("672pt text from the column's margin should stretch")
            return
        }
        #expect(maximum == DeviceGeometry.readableWidth)
        let offTheLine = onTheLine.replacingOccurrences(of: #""x": 396"#, with: #""x": 406"#)
        #expect(offTheLine != onTheLine)
        guard case .fixed(672) = try behavior(of: offTheLine) else {
            Issue.record("672pt text off the column's lines should keep its width")
            return
        }
    }
}

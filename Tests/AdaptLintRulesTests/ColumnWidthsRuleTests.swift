import AdaptLintCore
import AdaptLintRules
import Testing

@Suite struct ColumnWidthsRuleTests {
    /// A framed navigation bar from `x` to `x + width`, with an optional `resizing` width.
    static func bar(_ id: String, _ x: Double, _ width: Double, _ resizing: String?, type: String = "navigationBar")
        -> String
    {
        let key = resizing.map { #", "resizing": { "width": "\#($0)" }"# } ?? ""
        return
            #"{ "id": "\#(id)", "type": "\#(type)", "frame": { "x": \#(x), "y": 0, "width": \#(width), "height": 50 }\#(key) }"#
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var list: String?
        var detail: String?
        /// Which columns are reported, by id.
        var reported: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "fixed list, filling detail", list: "fixed", detail: "fill", reported: []),
        Case(name: "no resizing", list: nil, detail: nil, reported: []),
        Case(name: "filling list", list: "fill", detail: nil, reported: ["list"]),
        Case(name: "fixed detail", list: nil, detail: "fixed", reported: ["detail"]),
        Case(name: "both wrong", list: "fill", detail: "fixed", reported: ["list", "detail"]),
        Case(name: "both fill", list: "fill", detail: "fill", reported: ["list"]),
        Case(name: "both fixed", list: "fixed", detail: "fixed", reported: ["detail"]),
    ]

    @Test(arguments: cases)
    func listColumnsAreFixedAndTheDetailColumnStretches(_ testCase: Case) throws {
        let spec = TestSpec.screen([
            TestSpec.layout(
                when: #"{ "width": "regular" }"#,
                [Self.bar("list", 0, 320, testCase.list), Self.bar("detail", 321, 423, testCase.detail)])
        ])
        let diagnostics = try RuleHarness.findings(spec, rule: ColumnWidthsRule.self)
        let pointers = testCase.reported.map { id in
            "/layouts/0/components/\(id == "list" ? 0 : 1)/resizing/width"
        }
        #expect(diagnostics.map(\.location.pointer) == pointers)
        #expect(diagnostics.allSatisfy { $0.severity == .warning })
    }

    @Test func compactWidthAndSingleColumnsAreNotChecked() throws {
        let compact = TestSpec.screen([
            TestSpec.layout(
                when: #"{ "width": "compact" }"#,
                [Self.bar("list", 0, 150, "fill"), Self.bar("detail", 151, 224, "fixed")])
        ])
        #expect(try RuleHarness.findings(compact, rule: ColumnWidthsRule.self).isEmpty)
        let single = TestSpec.screen([
            TestSpec.layout(when: #"{ "width": "regular" }"#, [Self.bar("only", 0, 744, "fixed")])
        ])
        #expect(try RuleHarness.findings(single, rule: ColumnWidthsRule.self).isEmpty)
    }

    @Test func aMiddleColumnIsAListColumnAndTheLastIsTheDetail() throws {
        let spec = TestSpec.screen([
            TestSpec.layout(
                when: #"{ "width": "regular" }"#,
                [
                    Self.bar("side", 0, 300, "fixed", type: "sidebar"), Self.bar("middle", 301, 300, "fill"),
                    Self.bar("detail", 601, 765, "fill"),
                ])
        ])
        let diagnostics = try RuleHarness.findings(spec, rule: ColumnWidthsRule.self)
        #expect(diagnostics.map(\.location.pointer) == ["/layouts/0/components/1/resizing/width"])
        #expect(diagnostics.first?.message.contains("beside the detail column 'detail'") == true)
    }
}

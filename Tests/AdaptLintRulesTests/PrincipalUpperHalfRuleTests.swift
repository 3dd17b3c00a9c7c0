import AdaptLintCore
import AdaptLintRules
import Testing

@Suite struct PrincipalUpperHalfRuleTests {
    /// A framed component; `principal` adds the mark.
    static func box(
        _ id: String, x: Double, y: Double, width: Double, height: Double, principal: Bool = false,
        type: String = "card", _ extra: String = ""
    ) -> String {
        let mark = principal ? #", "principal": true"# : ""
        return
            #"{ "id": "\#(id)", "type": "\#(type)"\#(mark), "frame": { "x": \#(x), "y": \#(y), "width": \#(width), "height": \#(height) }\#(extra) }"#
    }

    /// The drawing is 400x800: a backdrop from the origin, and the principal card where the case puts it.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var x: Double
        var y: Double
        /// Which halves are named: "lower", "trailing", both, or none.
        var halves: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "top leading", x: 0, y: 0, halves: []),
        Case(name: "crossing the middle", x: 150, y: 350, halves: []),
        Case(name: "starting at the middle line", x: 0, y: 400, halves: ["lower"]),
        Case(name: "bottom leading", x: 0, y: 600, halves: ["lower"]),
        Case(name: "top trailing", x: 200, y: 0, halves: ["trailing"]),
        Case(name: "bottom trailing", x: 250, y: 650, halves: ["lower", "trailing"]),
    ]

    @Test(arguments: cases)
    func aPrincipalComponentInTheLowerOrTrailingHalfIsNoted(_ testCase: Case) throws {
        let spec = TestSpec.components([
            Self.box("backdrop", x: 0, y: 0, width: 400, height: 800),
            Self.box("main", x: testCase.x, y: testCase.y, width: 100, height: 100, principal: true),
        ])
        let diagnostics = try RuleHarness.findings(spec, rule: PrincipalUpperHalfRule.self)
        guard !testCase.halves.isEmpty else {
            #expect(diagnostics.map(\.message) == [])
            return
        }
        try #require(diagnostics.count == 1)
        #expect(diagnostics[0].severity == .note)
        #expect(diagnostics[0].location.pointer == "/layouts/0/components/1/frame")
        let message = diagnostics[0].message
        #expect(message.contains("below the middle (400pt)") == testCase.halves.contains("lower"))
        #expect(message.contains("past the middle (200pt)") == testCase.halves.contains("trailing"))
    }

    @Test func presentationsAreMeasuredOnTheirOwnAndLeftOutOfTheDrawing() throws {
        let spec = TestSpec.components([
            Self.box("backdrop", x: 0, y: 0, width: 400, height: 800),
            // A tall sheet below the drawing does not make the drawing taller.
            Self.box(
                "sheet", x: 0, y: 700, width: 400, height: 900, type: "sheet",
                #", "children": [\#(Self.box("done", x: 10, y: 720, width: 80, height: 44, principal: true, type: "button"))]"#
            ),
            Self.box("hero", x: 0, y: 390, width: 400, height: 100, principal: true),
        ])
        let diagnostics = try RuleHarness.findings(spec, rule: PrincipalUpperHalfRule.self)
        // 'done' is in the top of its sheet; 'hero' starts 10pt above the middle of the 800pt drawing.
        #expect(diagnostics.map(\.message) == [])
    }

    @Test func unframedPresentationsAndComponentsAreNotChecked() throws {
        let spec = TestSpec.components([
            Self.box("backdrop", x: 0, y: 0, width: 400, height: 800),
            #"{ "id": "pop", "type": "popover", "size": { "width": 300, "height": 300 }, "children": [\#(Self.box("inner", x: 350, y: 750, width: 40, height: 40, principal: true, type: "button"))] }"#,
            #"{ "id": "loose", "type": "card", "principal": true, "size": { "width": 100, "height": 100 } }"#,
        ])
        #expect(try RuleHarness.findings(spec, rule: PrincipalUpperHalfRule.self).isEmpty)
    }
}

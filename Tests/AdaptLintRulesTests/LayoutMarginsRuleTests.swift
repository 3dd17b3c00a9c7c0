import AdaptLintCore
import AdaptLintRules
import Testing

@Suite struct LayoutMarginsRuleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var testDescription: String
        var when: String?
        var margin: Double
        /// Right edge of the widest frame; nil for a layout without frames.
        var drawnTo: Double?
        /// The margin a finding asks for (one per side), or nil when the margin is accepted.
        var expected: String?
        var parameters: [String: Double] = [:]
    }

    static let cases: [Case] = [
        Case(testDescription: "compact 16", when: #"{ "width": "compact" }"#, margin: 16, drawnTo: 375, expected: nil),
        Case(
            testDescription: "compact 20", when: #"{ "width": "compact" }"#, margin: 20, drawnTo: 375, expected: "16pt"),
        Case(
            testDescription: "compact 48 on a wide landscape iPhone", when: #"{ "width": "compact" }"#, margin: 48,
            drawnTo: 852, expected: "16pt"),
        Case(
            testDescription: "phone portrait is compact only",
            when: #"{ "idiom": "phone", "orientation": "portrait" }"#,
            margin: 20, drawnTo: 375, expected: "16pt"),
        Case(
            testDescription: "regular 20 at 744", when: #"{ "width": "regular" }"#, margin: 20, drawnTo: 744,
            expected: nil),
        Case(
            testDescription: "regular 16 at 744", when: #"{ "width": "regular" }"#, margin: 16, drawnTo: 744,
            expected: "20pt"),
        Case(
            testDescription: "regular 20 at 767", when: #"{ "width": "regular" }"#, margin: 20, drawnTo: 767,
            expected: nil),
        Case(
            testDescription: "regular 20 at 768", when: #"{ "width": "regular" }"#, margin: 20, drawnTo: 768,
            expected: "48pt"),
        Case(
            testDescription: "regular 48 at 1366", when: #"{ "width": "regular" }"#, margin: 48, drawnTo: 1366,
            expected: nil),
        Case(
            testDescription: "regular 48 ending at 720, a 768pt container's margin", when: #"{ "width": "regular" }"#,
            margin: 48, drawnTo: 720, expected: nil),
        Case(
            testDescription: "regular 48 ending at 719", when: #"{ "width": "regular" }"#, margin: 48, drawnTo: 719,
            expected: "20pt"),
        Case(
            testDescription: "regular 48 without frames", when: #"{ "width": "regular" }"#, margin: 48, drawnTo: nil,
            expected: "20pt"),
        Case(
            testDescription: "compact height 20", when: #"{ "height": "compact" }"#, margin: 20, drawnTo: 667,
            expected: nil),
        Case(
            testDescription: "compact height 16", when: #"{ "height": "compact" }"#, margin: 16, drawnTo: 667,
            expected: nil),
        Case(testDescription: "everywhere 24", when: nil, margin: 24, drawnTo: 375, expected: "16pt or 20pt"),
        Case(
            testDescription: "configured compact margin", when: #"{ "width": "compact" }"#, margin: 8, drawnTo: 375,
            expected: nil, parameters: ["compactMargin": 8]),
        Case(
            testDescription: "configured full-width container", when: #"{ "width": "regular" }"#, margin: 20,
            drawnTo: 1024, expected: nil, parameters: ["fullWidthContainer": 1100]),
    ]

    static func spec(_ testCase: Case) -> String {
        let margin = SpecNumber.text(testCase.margin)
        let frames =
            testCase.drawnTo.map {
                [
                    #"{ "id": "bar", "type": "navigationBar", "frame": { "x": 0, "y": 0, "width": \#(SpecNumber.text($0)), "height": 44 } }"#
                ]
            } ?? []
        let condition = testCase.when.map { #""when": \#($0), "# } ?? ""
        let layout =
            "{ \(condition)\"margins\": { \"leading\": \(margin), \"trailing\": \(margin) }, \"components\": [\(frames.joined())] }"
        return TestSpec.screen([layout])
    }

    @Test(arguments: cases)
    func marginsAreCheckedAgainstTheWidthClassAndTheDrawnWidth(_ testCase: Case) throws {
        let diagnostics = try RuleHarness.findings(
            Self.spec(testCase), rule: LayoutMarginsRule.self, parameters: testCase.parameters)
        guard let expected = testCase.expected else {
            #expect(diagnostics.map(\.message) == [])
            return
        }
        // Both sides wrong by the same value: one finding, on the leading margin.
        #expect(diagnostics.map(\.location.pointer) == ["/layouts/0/margins/leading"])
        for diagnostic in diagnostics {
            #expect(diagnostic.message.contains("make it \(expected)"), "\(diagnostic.message)")
            #expect(diagnostic.message.contains("are \(SpecNumber.text(testCase.margin))pt;"), "\(diagnostic.message)")
            #expect(diagnostic.related.map(\.location.pointer) == ["/layouts/0/margins/trailing"])
        }
    }

    /// The fix writes the expected number and nothing else; a layout for both width classes gets none.
    @Test func fixReplacesTheNumber() throws {
        let wrong = Self.cases[1]
        let spec = Self.spec(wrong)
        let diagnostics = try RuleHarness.findings(spec, rule: LayoutMarginsRule.self)
        let fixes = diagnostics.flatMap(\.fixes)
        #expect(fixes.map(\.replacement) == ["16", "16"])
        let fixed = RuleHarness.apply(fixes, to: spec)
        var right = wrong
        right.margin = 16
        #expect(fixed == Self.spec(right))
        let both = try RuleHarness.findings(Self.spec(Self.cases[14]), rule: LayoutMarginsRule.self)
        #expect(both.count == 1 && both.allSatisfy { $0.fixes.isEmpty })
    }
}

/// Numbers as a spec writes them.
enum SpecNumber {
    static func text(_ value: Double) -> String {
        value.rounded() == value ? String(Int(value)) : String(value)
    }
}

import AdaptLintCore
import AdaptLintRules
import Testing

@Suite struct CarouselRegularShowsMoreRuleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var testDescription: String
        var compactWhen = #"{ "width": "compact" }"#
        var compact: String?
        var regularWhen = #"{ "width": "regular" }"#
        var regular: String?
        var reported: Bool
    }

    static func carousel(_ visible: Double?, rows: Int? = nil, id: String = "c") -> String {
        var fields = [#""id": "\#(id)""#, #""type": "carousel""#, #""items": 8"#]
        if let visible { fields.append(#""visibleItems": \#(visible)"#) }
        if let rows { fields.append(#""rows": \#(rows)"#) }
        return "{ " + fields.joined(separator: ", ") + " }"
    }

    static let cases: [Case] = [
        Case(testDescription: "2 then 4", compact: carousel(2), regular: carousel(4), reported: false),
        Case(testDescription: "2 then 2", compact: carousel(2), regular: carousel(2), reported: true),
        Case(testDescription: "3 then 2", compact: carousel(3), regular: carousel(2), reported: true),
        Case(testDescription: "2.5 then 2.5", compact: carousel(2.5), regular: carousel(2.5), reported: true),
        Case(testDescription: "2.5 then 2.6", compact: carousel(2.5), regular: carousel(2.6), reported: false),
        Case(
            testDescription: "2 rows of 2 then 4", compact: carousel(2, rows: 2), regular: carousel(4), reported: true),
        Case(
            testDescription: "4 then 2 rows of 3", compact: carousel(4), regular: carousel(3, rows: 2), reported: false),
        Case(
            testDescription: "regular without a visible count", compact: carousel(2), regular: carousel(nil),
            reported: false),
        Case(testDescription: "different ids", compact: carousel(2), regular: carousel(2, id: "d"), reported: false),
        Case(
            testDescription: "portrait-only compact against landscape-only regular",
            compactWhen: #"{ "width": "compact", "orientation": "portrait" }"#, compact: carousel(2),
            regularWhen: #"{ "width": "regular", "orientation": "landscape" }"#, regular: carousel(2), reported: false),
        Case(
            testDescription: "compact height against the large iPhone in landscape",
            compactWhen: #"{ "width": "compact", "height": "compact" }"#, compact: carousel(4),
            regularWhen: #"{ "width": "regular", "height": "compact" }"#, regular: carousel(4), reported: true),
    ]

    @Test(arguments: cases)
    func regularWidthShowsMoreCards(_ testCase: Case) throws {
        let layouts = [
            TestSpec.layout(when: testCase.compactWhen, testCase.compact.map { [$0] } ?? []),
            TestSpec.layout(when: testCase.regularWhen, testCase.regular.map { [$0] } ?? []),
        ]
        let diagnostics = try RuleHarness.findings(TestSpec.screen(layouts), rule: CarouselRegularShowsMoreRule.self)
        #expect(diagnostics.count == (testCase.reported ? 1 : 0), "\(diagnostics.map(\.message))")
        #expect(
            diagnostics.allSatisfy {
                $0.location.pointer == "/layouts/1/components/0/visibleItems" && $0.severity == .note
                    && $0.related.count == 1
            })
    }

    /// A hundred carousels declared for each width class: every id is compared once, whichever
    /// pairs of environments show it, and the findings come in document order of the
    /// regular-width carousels (here the reverse of the compact order).
    @Test func manyCarouselsAreComparedByIDInDocumentOrder() throws {
        let count = 100
        let compact = (0..<count).map { Self.carousel(2, id: "c\($0)") }
        // Even ids show 2 in regular width too (reported), odd ids show 4.
        let regular = (0..<count).reversed().map { Self.carousel($0 % 2 == 0 ? 2 : 4, id: "c\($0)") }
        let spec = TestSpec.screen([
            TestSpec.layout(when: #"{ "width": "compact" }"#, compact),
            TestSpec.layout(when: #"{ "width": "regular" }"#, regular),
        ])
        let diagnostics = try RuleHarness.findings(spec, rule: CarouselRegularShowsMoreRule.self)
        let reported = (0..<count).reversed().filter { $0 % 2 == 0 }
        #expect(
            diagnostics.map(\.location.pointer)
                == reported.map { "/layouts/1/components/\(count - 1 - $0)/visibleItems" })
        #expect(
            diagnostics.map(\.related.first?.location.pointer)
                == reported.map { "/layouts/0/components/\($0)/visibleItems" })
        #expect(diagnostics.first?.message.hasPrefix("carousel 'c98' shows 2 cards at once in regular width") == true)
    }

    /// One declaration serving both width classes cannot show more in one of them; it is not compared.
    @Test func aCarouselDeclaredOnceIsNotCompared() throws {
        let spec = TestSpec.screen([TestSpec.layout(when: nil, [Self.carousel(2)])])
        #expect(try RuleHarness.findings(spec, rule: CarouselRegularShowsMoreRule.self).isEmpty)
    }
}

import AdaptLintCore
import AdaptLintRules
import Testing

@Suite struct CarouselReachRuleTests {
    struct Figure: CustomTestStringConvertible, Sendable {
        var visible: Double
        var rows: Double?
        var items: Int
        var reachable: Bool
        var testDescription: String { "\(items) items, \(visible) visible, \(rows ?? 1) rows" }
    }

    /// Guideline 001's own figures, and one item more than each.
    static let guidelineFigures: [Figure] = [
        Figure(visible: 2, items: 8, reachable: true),
        Figure(visible: 2, items: 9, reachable: false),
        Figure(visible: 4, items: 16, reachable: true),
        Figure(visible: 4, items: 17, reachable: false),
        Figure(visible: 4, rows: 2, items: 32, reachable: true),
        Figure(visible: 4, rows: 2, items: 33, reachable: false),
        Figure(visible: 2, rows: 1, items: 8, reachable: true),
    ]

    static func carousel(items: Int?, visible: Double?, rows: Double? = nil, id: String = "c") -> String {
        var fields = [#""id": "\#(id)""#, #""type": "carousel""#]
        if let items { fields.append(#""items": \#(items)"#) }
        if let visible { fields.append(#""visibleItems": \#(visible)"#) }
        if let rows { fields.append(#""rows": \#(rows)"#) }
        return "{ " + fields.joined(separator: ", ") + " }"
    }

    static func messages(_ components: [String], parameters: [String: Double] = [:]) throws -> [String] {
        try RuleHarness.findings(TestSpec.components(components), rule: CarouselReachRule.self, parameters: parameters)
            .map(\.message)
    }

    @Test(arguments: guidelineFigures)
    func guidelineFiguresHold(_ figure: Figure) throws {
        let spec = TestSpec.components([Self.carousel(items: figure.items, visible: figure.visible, rows: figure.rows)])
        let diagnostics = try RuleHarness.findings(spec, rule: CarouselReachRule.self)
        #expect(diagnostics.isEmpty == figure.reachable, "\(diagnostics.map(\.message))")
        #expect(
            diagnostics.allSatisfy { $0.location.pointer == "/layouts/0/components/0/items" && $0.severity == .warning }
        )
    }

    @Test(arguments: [
        (
            Self.carousel(items: 17, visible: 4),
            "carousel 'c' has 17 items, but 4 swipes with 4 visible reach only 16; 1 cannot be reached: show at least 4.25 items at once, add a second row or keep at most 16 items"
        ),
        // Two rows would reach only 16 of 20: no second-row advice.
        (
            Self.carousel(items: 20, visible: 2),
            "carousel 'c' has 20 items, but 4 swipes with 2 visible reach only 8; 12 cannot be reached: show at least 5 items at once or keep at most 8 items"
        ),
        (
            Self.carousel(items: 11, visible: 2.5),
            "carousel 'c' has 11 items, but 4 swipes with 2.5 visible reach only 10; 1 cannot be reached: show at least 2.75 items at once, add a second row or keep at most 10 items"
        ),
        (
            Self.carousel(items: 40, visible: 4, rows: 2),
            "carousel 'c' has 40 items, but 4 swipes with 4 visible in 2 rows reach only 32; 8 cannot be reached: show at least 5 items at once or keep at most 32 items"
        ),
        (
            Self.carousel(items: 3, visible: 0.5),
            "carousel 'c' has 3 items, but 4 swipes with 0.5 visible reach only 2; 1 cannot be reached: show at least 0.75 items at once, add a second row or keep at most 2 items"
        ),
    ])
    func messageSaysHowManyAndWhatFixesIt(_ component: String, _ message: String) throws {
        #expect(try Self.messages([component]) == [message])
    }

    @Test func anAstronomicalItemCountIsReportedNotTrapped() throws {
        // 1e300 items once crashed the rule: it converted the count to an Int.
        let component = #"{ "id": "c", "type": "carousel", "items": 1e300, "visibleItems": 2 }"#
        #expect(
            try Self.messages([component]) == [
                "carousel 'c' has 1e+300 items, but 4 swipes with 2 visible reach only 8; 1e+300 cannot be reached: show at least 2.5e+299 items at once or keep at most 8 items"
            ])
    }

    @Test func maximumSwipesIsAParameterAndSuggestionsRoundUp() throws {
        #expect(
            try Self.messages([Self.carousel(items: 13, visible: 1)], parameters: ["maximumSwipes": 3]) == [
                "carousel 'c' has 13 items, but 3 swipes with 1 visible reach only 3; 10 cannot be reached: show at least 4.34 items at once or keep at most 3 items"
            ])
        #expect(try Self.messages([Self.carousel(items: 1, visible: 1)], parameters: ["maximumSwipes": 1]) == [])
        #expect(
            try Self.messages([Self.carousel(items: 2, visible: 1)], parameters: ["maximumSwipes": 1]).first?.contains(
                "1 swipe with") == true)
    }

    @Test(arguments: [
        (Self.carousel(items: nil, visible: 2), "reach of carousel 'c' cannot be checked; give it 'items'"),
        (Self.carousel(items: 9, visible: nil), "reach of carousel 'c' cannot be checked; give it 'visibleItems'"),
        (
            Self.carousel(items: nil, visible: nil),
            "reach of carousel 'c' cannot be checked; give it 'items' and 'visibleItems'"
        ),
    ])
    func uncheckableCarouselGetsANoteAtItsID(_ component: String, _ message: String) throws {
        let diagnostics = try RuleHarness.findings(TestSpec.components([component]), rule: CarouselReachRule.self)
        #expect(diagnostics.map(\.message) == [message])
        #expect(diagnostics.map(\.severity) == [.note])
        #expect(diagnostics.map(\.location.pointer) == ["/layouts/0/components/0/id"])
    }

    @Test func checksNestedCarouselsInEveryLayoutAndNothingElse() throws {
        let spec = TestSpec.screen([
            TestSpec.layout(
                when: #"{ "width": "compact" }"#,
                [
                    #"{ "id": "home", "type": "list", "items": 100, "visibleItems": 1, "children": [\#(Self.carousel(items: 9, visible: 2))] }"#
                ]),
            TestSpec.layout(when: #"{ "width": "regular" }"#, [Self.carousel(items: 9, visible: 4)]),
        ])
        let diagnostics = try RuleHarness.findings(spec, rule: CarouselReachRule.self)
        #expect(diagnostics.map(\.location.pointer) == ["/layouts/0/components/0/children/0/items"])
    }
}

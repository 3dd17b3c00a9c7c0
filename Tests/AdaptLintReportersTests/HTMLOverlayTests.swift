import AdaptLintCore
import Testing

/// Findings drawn where they are, for the rules by id and pointer (not by message text):
/// diagnostics built by hand for rules that live on other branches, real ones for no-idiom-layout.
struct HTMLOverlayTests {
    private func render(_ diagnostics: [Diagnostic], json: String = HTMLFixture.orderDetails) throws -> Element {
        let file = HTMLFixture.adding(diagnostics, to: HTMLFixture.lint(json))
        return try #require(StrictDocument.parse(HTMLFixture.render([file])).root)
    }

    private func number(_ element: Element?, _ name: String) -> Double? {
        element?.attributes[name].flatMap(Double.init)
    }

    @Test func anUndersizedTapTargetIsOutlinedWithTheBoxItNeeds() throws {
        // approve in the regular layout: 120x32pt at (728, 700).
        let root = try render([
            HTMLFixture.diagnostic("tap-target-size", pointer: "/layouts/1/components/2/frame/height", message: "x")
        ])
        let component = try #require(root.element(id: "c-0-1-2"))
        #expect(component.classes.isSuperset(of: ["flagged", "sev-error"]))
        let needed = try #require(root.element(id: "l-0-1")?.elements("rect", class: "needed").first)
        #expect(number(needed, "width") == 120)
        #expect(number(needed, "height") == 44)
        #expect(number(needed, "x") == 728)
        #expect(number(needed, "y") == 694)
        #expect(root.element(id: "l-0-0")?.elements("rect", class: "needed").isEmpty == true)
    }

    @Test func aHitAreaIsCentredOnTheComponentAndGrownTo44() throws {
        let json = """
            { "screen": "S", "orientations": ["portrait"], "layouts": [ { "components": [
              { "id": "close", "type": "button", "frame": { "x": 100, "y": 100, "width": 20, "height": 20 }, "hitArea": { "width": 40, "height": 30 } } ] } ] }
            """
        let root = try render(
            [HTMLFixture.diagnostic("tap-target-size", pointer: "/layouts/0/components/0/hitArea")], json: json)
        let figure = try #require(root.element(id: "l-0-0"))
        let hit = try #require(figure.elements("rect", class: "hit-area").first)
        #expect([number(hit, "x"), number(hit, "y"), number(hit, "width"), number(hit, "height")] == [90, 95, 40, 30])
        let needed = try #require(figure.elements("rect", class: "needed").first)
        #expect(
            [number(needed, "x"), number(needed, "y"), number(needed, "width"), number(needed, "height")] == [
                88, 88, 44, 44,
            ])
    }

    struct ReachCase: CustomTestStringConvertible, Sendable {
        var name: String
        var items: Double
        var visible: Double
        var rows: Double
        var reachable: Int
        var unreachable: Int
        var testDescription: String { name }
    }

    /// Guideline 001's figures: 2 visible reach 8, 4 visible reach 16, a double carousel of 4 reaches 32.
    static let reachCases: [ReachCase] = [
        ReachCase(name: "2 visible, 12 items", items: 12, visible: 2, rows: 1, reachable: 8, unreachable: 4),
        ReachCase(name: "4 visible, 20 items", items: 20, visible: 4, rows: 1, reachable: 16, unreachable: 4),
        ReachCase(
            name: "double carousel of 4, 40 items", items: 40, visible: 4, rows: 2, reachable: 32, unreachable: 8),
        ReachCase(name: "1.5 visible, 7 items", items: 7, visible: 1.5, rows: 1, reachable: 6, unreachable: 1),
        ReachCase(name: "more items than are drawn", items: 500, visible: 2, rows: 1, reachable: 8, unreachable: 112),
    ]

    @Test(arguments: reachCases)
    func aCarouselsUnreachableCardsAreGreyedOut(_ example: ReachCase) throws {
        let json = """
            { "screen": "S", "orientations": ["portrait"], "layouts": [ { "components": [
              { "id": "c", "type": "carousel", "frame": { "x": 0, "y": 100, "width": 375, "height": 160 },
                "items": \(example.items), "visibleItems": \(example.visible), "rows": \(example.rows) } ] } ] }
            """
        let root = try render(
            [HTMLFixture.diagnostic("carousel-reach", .warning, pointer: "/layouts/0/components/0/items")], json: json)
        let strip = try #require(root.element(id: "l-0-0")?.elements("g", class: "reach").first)
        #expect(strip.elements("rect", class: "reachable").count == example.reachable)
        #expect(strip.elements("rect", class: "unreachable").count == example.unreachable)
    }

    @Test func aCarouselWithoutAFindingHasNoReachStrip() throws {
        let root = try render([])
        #expect(root.elements("g", class: "reach").isEmpty)
        // Its visible cards are still shown: 2 visible means one divider.
        #expect(root.element(id: "c-0-0-1")?.elements("line").count == 1)
    }

    @Test func missingInformationIsMarkedOnTheLayoutThatLacksIt() throws {
        let parity = HTMLFixture.diagnostic(
            "information-parity", pointer: "/layouts/0", message: "message text is not parsed",
            related: [(pointer: "/layouts/1/components/3/shows/0", message: "shown here in regular width")])
        let root = try render([parity])
        let compact = try #require(root.element(id: "l-0-0"))
        let marker = try #require(compact.elements("a", class: "marker").first)
        #expect(marker.attributes["href"] == "#f-1")
        let row = try #require(compact.elements("text", class: "band-text").first)
        #expect(row.allText == "missing here: 'notes' (text, shown in layout 2)")
        #expect(root.element(id: "l-0-1")?.elements("a", class: "marker").isEmpty == true)
        // The list entry links to the drawing and to where the item is shown.
        let entry = try #require(root.element(id: "f-1"))
        #expect(entry.elements("a").compactMap { $0.attributes["href"] } == ["#m-1", "#c-0-1-3"])
    }

    @Test func anIdiomConditionIsFlaggedFromTheRealRule() throws {
        let json = HTMLFixture.orderDetails.replacingOccurrences(
            of: "{ \"id\": \"status\", \"type\": \"text\",",
            with: "{ \"id\": \"status\", \"type\": \"text\", \"when\": { \"idiom\": \"phone\" },"
        ).replacingOccurrences(of: "\"when\": { \"width\": \"regular\" }", with: "\"when\": { \"idiom\": \"pad\" }")
        let root = try render([], json: json)
        let entries = root.elements("li", class: "finding")
        #expect(entries.count == 2)
        #expect(entries.allSatisfy { $0.elements("code", class: "rule").first?.allText == "no-idiom-layout" })
        let layoutFlag = try #require(root.element(id: "l-0-1")?.elements("g", class: "idiom-flag").first)
        #expect(layoutFlag.allText.contains("'pad'"))
        let componentFlag = try #require(
            root.element(id: "c-0-0-0-0")?.ancestor("svg")?.elements("g", class: "idiom-flag").first)
        #expect(componentFlag.allText.contains("'phone'"))
        #expect(root.element(id: "c-0-0-0-0")?.classes.contains("flagged") == true)
    }

    @Test func orientationFindingsSitOnTheOrientationStrip() throws {
        let root = try render([
            HTMLFixture.diagnostic("orientation-variants", pointer: "/orientations/1", message: "add landscapeRight"),
            HTMLFixture.diagnostic("orientation-variants", .note, pointer: "/orientations", line: 2),
        ])
        let strip = try #require(root.elements("svg", class: "orientations").first)
        #expect(strip.elements("a", class: "marker").map { $0.attributes["id"] ?? "" } == ["m-1", "m-2"])
        let unsupported = strip.elements("g", class: "unsupported").map { $0.elements("text").first?.allText ?? "" }
        #expect(unsupported == ["portraitUpsideDown", "landscapeRight"])
        #expect(root.elements("svg", class: "wireframe").allSatisfy { $0.elements("a", class: "marker").isEmpty })
    }

    @Test func findingsOfUnknownRulesStillGetAMarkerOnTheirComponent() throws {
        let root = try render([
            HTMLFixture.diagnostic("future-rule", .note, pointer: "/layouts/0/components/0/children/0/shows")
        ])
        let marker = try #require(root.element(id: "m-1"))
        #expect(marker.ancestor("svg")?.ancestor("figure")?.attributes["id"] == "l-0-0")
        #expect(root.element(id: "c-0-0-0-0")?.classes.contains("sev-note") == true)
    }
}

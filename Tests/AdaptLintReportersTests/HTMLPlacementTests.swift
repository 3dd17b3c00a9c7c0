import AdaptLintCore
import Testing

@testable import AdaptLintReporters

/// Where findings land (from JSON pointers) and where components are drawn.
struct HTMLPlacementTests {
    struct PointerCase: CustomTestStringConvertible, Sendable {
        var name: String
        var pointer: String
        var expected: FindingPlace
        var testDescription: String { name }
    }

    static let pointerCases: [PointerCase] = [
        PointerCase(
            name: "a component's frame height", pointer: "/layouts/1/components/2/frame/height",
            expected: .component(layout: 1, path: [2])),
        PointerCase(
            name: "a child's frame", pointer: "/layouts/0/components/0/children/0/frame",
            expected: .component(layout: 0, path: [0, 0])),
        PointerCase(
            name: "the component itself", pointer: "/layouts/0/components/1", expected: .component(layout: 0, path: [1])
        ),
        PointerCase(
            name: "a component's idiom key", pointer: "/layouts/0/components/1/when/idiom",
            expected: .component(layout: 0, path: [1])),
        PointerCase(name: "a layout's idiom key", pointer: "/layouts/1/when/idiom", expected: .layout(1)),
        PointerCase(name: "a layout", pointer: "/layouts/0", expected: .layout(0)),
        PointerCase(name: "a layout's component list", pointer: "/layouts/1/components", expected: .layout(1)),
        PointerCase(name: "a component index past the end", pointer: "/layouts/0/components/9", expected: .layout(0)),
        PointerCase(
            name: "a child index past the end", pointer: "/layouts/0/components/0/children/5",
            expected: .component(layout: 0, path: [0])),
        PointerCase(name: "children under a layout", pointer: "/layouts/0/children/0", expected: .layout(0)),
        PointerCase(name: "a layout index past the end", pointer: "/layouts/7/components/0", expected: .screen),
        PointerCase(name: "an orientation entry", pointer: "/orientations/1", expected: .screen),
        PointerCase(name: "the root", pointer: "", expected: .screen),
        PointerCase(name: "a non-numeric layout index", pointer: "/layouts/first", expected: .screen),
    ]

    @Test(arguments: pointerCases)
    func locatesFindingsByPointer(_ example: PointerCase) throws {
        let spec = try #require(HTMLFixture.lint(HTMLFixture.orderDetails).spec)
        #expect(FindingPlace.locate(example.pointer, in: spec) == example.expected)
    }

    @Test func aFileWithoutSpecIsNotDrawn() {
        #expect(FindingPlace.locate("/layouts/0", in: nil) == .notDrawn)
    }

    @Test func theLinterRetainsSpecsOnlyWhenAsked() {
        #expect(HTMLFixture.lint(HTMLFixture.orderDetails, retainSpecs: true).spec != nil)
        #expect(HTMLFixture.lint(HTMLFixture.orderDetails, retainSpecs: false).spec == nil)
    }

    private func wireframe(_ json: String, layout: Int = 0) throws -> Wireframe {
        let spec = try #require(HTMLFixture.lint(json).spec)
        return Wireframe(layout: spec.layouts[layout])
    }

    private func spec(
        components: String, when: String = "", margins: String = "\"margins\": { \"leading\": 16, \"trailing\": 16 },"
    ) -> String {
        """
        { "screen": "S", "orientations": ["portrait"], "layouts": [ { \(when) \(margins) "components": [ \(components) ] } ] }
        """
    }

    @Test func framesAreDrawnWhereTheySayAndChildrenInsideTheirParent() throws {
        let drawing = try wireframe(HTMLFixture.orderDetails)
        #expect(drawing.canvas == Rect(x: 0, y: 0, width: 375, height: 812))
        #expect(drawing.placed(at: [0])?.rect == Rect(x: 16, y: 100, width: 343, height: 120))
        #expect(drawing.placed(at: [0, 0])?.rect == Rect(x: 24, y: 180, width: 140, height: 24))
    }

    @Test func aChildFrameInScreenCoordinatesIsReadThatWay() throws {
        let json = spec(
            components: """
                { "id": "card", "type": "card", "frame": { "x": 16, "y": 300, "width": 343, "height": 100 },
                  "children": [ { "id": "buy", "type": "button", "frame": { "x": 200, "y": 340, "width": 120, "height": 44 } } ] }
                """)
        let drawing = try wireframe(json)
        #expect(drawing.placed(at: [0, 0])?.rect == Rect(x: 200, y: 340, width: 120, height: 44))
    }

    @Test func sizeOnlyComponentsStackBelowThePreviousSibling() throws {
        let json = spec(
            components: """
                { "id": "nav", "type": "navigationBar", "frame": { "x": 0, "y": 0, "width": 375, "height": 96 } },
                { "id": "title", "type": "header", "size": { "width": 343, "height": 52 } },
                { "id": "hero", "type": "image", "size": { "width": 375, "height": 200 } },
                { "id": "hint", "type": "text" }
                """)
        let drawing = try wireframe(json)
        #expect(drawing.placed(at: [1])?.rect == Rect(x: 16, y: 104, width: 343, height: 52))
        #expect(drawing.placed(at: [1])?.placement == .stacked)
        // Wider than the space between the margins: drawn from the left edge.
        #expect(drawing.placed(at: [2])?.rect == Rect(x: 0, y: 164, width: 375, height: 200))
        #expect(drawing.placed(at: [3])?.rect == Rect(x: 16, y: 372, width: 343, height: 28))
        #expect(drawing.placed(at: [3])?.placement == .unsized)
    }

    @Test func aPlaceholderGrowsToHoldItsChildren() throws {
        let json = spec(
            components: """
                { "id": "form", "type": "stack", "children": [
                  { "id": "a", "type": "textField", "size": { "width": 343, "height": 44 } },
                  { "id": "b", "type": "textField", "size": { "width": 343, "height": 44 } } ] }
                """)
        let drawing = try wireframe(json)
        // Children start 16pt below the parent's top (its label), 8pt apart; the band ends 8pt below them.
        #expect(drawing.placed(at: [0, 1])?.rect == Rect(x: 16, y: 68, width: 343, height: 44))
        #expect(drawing.placed(at: [0])?.rect == Rect(x: 16, y: 0, width: 343, height: 120))
    }

    struct CanvasCase: CustomTestStringConvertible, Sendable {
        var name: String
        var when: String
        var frameX: Double
        var expectedClass: SizeClass
        var expectedWidth: Double
        var inferred: Bool
        var testDescription: String { name }
    }

    static let canvasCases: [CanvasCase] = [
        CanvasCase(
            name: "compact width", when: "\"when\": { \"width\": \"compact\" },", frameX: 16, expectedClass: .compact,
            expectedWidth: 375, inferred: false),
        CanvasCase(
            name: "regular width", when: "\"when\": { \"width\": \"regular\" },", frameX: 16, expectedClass: .regular,
            expectedWidth: 1024, inferred: false),
        CanvasCase(
            name: "no width condition, narrow content", when: "", frameX: 16, expectedClass: .compact,
            expectedWidth: 375, inferred: true),
        CanvasCase(
            name: "no width condition, wide content", when: "", frameX: 600, expectedClass: .regular,
            expectedWidth: 1024, inferred: true),
        CanvasCase(
            name: "compact width keeps its canvas when content overflows",
            when: "\"when\": { \"width\": \"compact\" },", frameX: 600, expectedClass: .compact, expectedWidth: 375,
            inferred: false),
    ]

    @Test(arguments: canvasCases)
    func canvasWidthFollowsTheWidthClass(_ example: CanvasCase) throws {
        let json = spec(
            components:
                "{ \"id\": \"b\", \"type\": \"button\", \"frame\": { \"x\": \(example.frameX), \"y\": 10, \"width\": 100, \"height\": 44 } }",
            when: example.when)
        let drawing = try wireframe(json)
        #expect(drawing.widthClass == example.expectedClass)
        #expect(drawing.canvas.width == example.expectedWidth)
        #expect(drawing.widthClassInferred == example.inferred)
    }

    @Test func theCanvasGrowsForTallContentAndBoundsStayLimited() throws {
        let json = spec(
            components: """
                { "id": "long", "type": "list", "frame": { "x": 0, "y": 0, "width": 375, "height": 1500 } },
                { "id": "far", "type": "image", "frame": { "x": 1e9, "y": 0, "width": 10, "height": 10 } }
                """, when: "\"when\": { \"width\": \"compact\" },")
        let drawing = try wireframe(json)
        #expect(drawing.canvas.height == 1500)
        #expect(drawing.bounds.maxX == 375 + 1024)
    }
}

import AdaptJSON
import AdaptLintCore
import AdaptLintRules
import Testing

/// ``ScreenSpecBuilder`` builds the model ``SpecDecoder`` decodes, with each node at its place.
@Suite struct ScreenSpecBuilderTests {
    /// A phone layout with a 30pt button inside a stack, and one without; the button is named.
    static var draft: ScreenDraft {
        var stack = ComponentDraft(id: "bar", type: .stack, place: 10)
        stack.frame = (0, 600, 375, 44)
        var button = ComponentDraft(id: "save", type: .button, displayName: "button 'Save' (s-1)", place: 11)
        button.frame = (8, 607, 30, 30)
        button.actions = ["save"]
        stack.children = [button]
        return ScreenDraft(
            name: "Editor", orientations: .byFamily(phone: [.portrait], pad: nil), source: .interfaceBuilder,
            layouts: [
                LayoutDraft(idiom: .phone, components: [stack]), LayoutDraft(width: .regular, components: []),
            ],
            inputName: "view 'Editor'", place: 99)
    }

    /// The same screen as a spec file.
    static let json = """
        {
          "screen": "Editor",
          "source": "interfaceBuilder",
          "orientations": { "phone": ["portrait"] },
          "layouts": [
            { "when": { "idiom": "phone" }, "components": [
              { "id": "bar", "type": "stack", "frame": { "x": 0, "y": 600, "width": 375, "height": 44 }, "children": [
                { "id": "save", "type": "button", "frame": { "x": 8, "y": 607, "width": 30, "height": 30 }, "actions": ["save"] }
              ] }
            ] },
            { "when": { "width": "regular" }, "components": [] }
          ]
        }
        """

    @Test func theBuiltModelIsTheDecodedOne() throws {
        let built = ScreenSpecBuilder.build(Self.draft).spec
        let decoded = try SpecDecoder.decode(JSONParser.parse(Array(Self.json.utf8))).get()
        for spec in [built, decoded] {
            #expect(spec.screen.value == "Editor")
            #expect(spec.supportedOrientations(on: .phone).map(\.value) == [.portrait])
            #expect(spec.supportedOrientations(on: .pad).isEmpty)
            #expect(spec.layouts.map(\.label) == ["layout 1 (idiom: phone)", "layout 2 (width: regular)"])
            let bar = try #require(spec.layouts[0].components.first)
            let save = try #require(bar.children.first)
            #expect(save.id.value == "save" && save.type.value == .button && save.isInteractive)
            #expect(save.frame?.width.value == 30 && save.frame?.x?.value == 8)
            #expect(save.actions.map(\.value) == ["save"])
            #expect(spec.componentIndex.components.count == 2)
        }
        #expect(decoded.inputName == nil && built.inputName == "view 'Editor'")
    }

    @Test func everyNodeIsAtItsComponentOrTheScreen() throws {
        let (spec, places) = ScreenSpecBuilder.build(Self.draft)
        let bar = try #require(spec.layouts[0].components.first)
        let save = try #require(bar.children.first)
        for node in [save.node, save.id.node, save.type.node, save.frame?.node, save.frame?.width.node] {
            #expect(node.map { places[$0] } == 11)
        }
        #expect(places[bar.frame?.node ?? -1] == 10)
        let idiom = try #require(spec.layouts[0].when?.idiomKeyNode)
        #expect(places[idiom] == 99 && places[idiom + 1] == 99)
        #expect(places[spec.node] == 99 && places[spec.layouts[1].node] == 99)
    }

    @Test func messagesNameAComponentByItsDisplayNameElseItsQuotedID() throws {
        let spec = ScreenSpecBuilder.build(Self.draft).spec
        let bar = try #require(spec.layouts[0].components.first)
        #expect(bar.displayName == "'bar'")
        #expect(bar.children.first?.displayName == "button 'Save' (s-1)")
    }

    /// Places every node at its place number and refuses fixes.
    struct PlaceLocations: SpecLocations {
        let places: [Int]

        func location(of node: Int) -> Location {
            Location(
                path: "Editor.doc", start: SourcePosition(line: places[node], column: 1),
                end: SourcePosition(line: places[node], column: 2), pointer: "#\(places[node])",
                byteRange: 0..<1, lineText: "")
        }

        func fix(_ fix: NodeFix) -> Fix? { nil }
    }

    @Test func theLinterPlacesFindingsWithTheGivenLocationsAndOffersNoFixTheyRefuse() {
        let (spec, places) = ScreenSpecBuilder.build(Self.draft)
        let linter = Linter(rules: RuleRegistry.rules.map { EnabledRule(rule: $0.init()) })
        let result = linter.lint(spec, path: "Editor.doc", locations: PlaceLocations(places: places))
        let tap = result.diagnostics.filter { $0.ruleID == "tap-target-size" }
        #expect(tap.map(\.location.pointer) == ["#11"])
        #expect(tap.first?.message.hasPrefix("tap target button 'Save' (s-1) is 30x30pt") == true)
        #expect(result.diagnostics.contains { $0.ruleID == "no-idiom-layout" && $0.location.pointer == "#99" })
        #expect(result.diagnostics.allSatisfy { $0.fixes.isEmpty })
        // The same spec from JSON offers its fixes.
        let fromJSON = linter.lint(Array(Self.json.utf8), path: "Editor.json")
        #expect(fromJSON.diagnostics.contains { !$0.fixes.isEmpty })
    }
}

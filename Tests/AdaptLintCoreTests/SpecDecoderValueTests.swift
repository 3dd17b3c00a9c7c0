import AdaptJSON
import AdaptLintCore
import Testing

/// What a valid spec decodes to, the defaults of format version 1, and positions of problems in
/// files with multibyte text and CRLF line ends.
@Suite struct SpecDecoderValueTests {
    static let orderDetails = #"""
        {
          "$schema": "https://adaptlint.dev/schema/screen-spec-v1.json",
          "screen": "Order Details",
          "description": "Approve or reject one order.",
          "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
          "layouts": [
            { "components": [ { "id": "title", "type": "text", "shows": ["order.number"] } ] },
            {
              "when": { "width": "compact" },
              "description": "iPhone",
              "margins": { "leading": 16, "trailing": 16 },
              "components": [
                { "id": "approve", "type": "button", "frame": { "x": 16, "y": 600, "width": 343, "height": 44 },
                  "actions": ["order.approve"] },
                { "id": "related", "type": "carousel", "size": { "width": 375, "height": 160 }, "items": 8,
                  "visibleItems": 2.5, "shows": ["order.related"],
                  "children": [ { "id": "card", "type": "card", "size": { "width": 140, "height": 160 } } ] }
              ]
            },
            {
              "when": { "width": "regular", "height": "regular", "orientation": "landscape" },
              "margins": { "leading": 20, "trailing": 20, "top": 8, "bottom": 0 },
              "components": [
                { "id": "approve", "type": "button", "frame": { "x": -4, "y": 0, "width": 88, "height": 32 },
                  "hitArea": { "width": 88, "height": 44 }, "actions": ["order.approve"],
                  "when": { "orientation": "landscape" } },
                { "id": "related", "type": "carousel", "size": { "width": 704, "height": 400 }, "items": 32,
                  "visibleItems": 4, "rows": 2, "shows": ["order.related"] }
              ]
            }
          ]
        }
        """#

    @Test func decodesEveryFieldOfAValidSpec() throws {
        let spec = try decodeValid(Self.orderDetails)
        #expect(spec.screen.value == "Order Details")
        #expect(spec.orientations.value.map(\.value) == [.portrait, .landscapeLeft, .landscapeRight])
        #expect(spec.layouts.map(\.index) == [0, 1, 2])
        #expect(spec.layouts[0].when == nil)
        #expect(spec.layouts[0].margins == nil)
        #expect(spec.layouts[1].when?.width?.value == .compact)
        #expect(spec.layouts[1].when?.height == nil)
        #expect(spec.layouts[2].when?.summary == "width: regular, height: regular, orientation: landscape")
        #expect(spec.layouts[2].label == "layout 3 (width: regular, height: regular, orientation: landscape)")

        let margins = try #require(spec.layouts[2].margins)
        #expect([margins.leading.value, margins.trailing.value] == [20, 20])
        #expect(margins.top?.value == 8 && margins.bottom?.value == 0)

        let approve = spec.layouts[1].components[0]
        #expect(approve.id.value == "approve" && approve.type.value == .button)
        let frame = try #require(approve.frame)
        #expect([frame.x?.value, frame.y?.value, frame.width.value, frame.height.value] == [16, 600, 343, 44])
        #expect(approve.actions.map(\.value) == ["order.approve"])

        let carousel = spec.layouts[1].components[1]
        #expect(carousel.items?.value == 8 && carousel.visibleItems?.value == 2.5)
        #expect(carousel.rows == nil, "rows is absent, and rules read that as 1")
        #expect(carousel.size?.width.value == 375 && carousel.frame == nil)
        #expect(carousel.children.map(\.id.value) == ["card"])
        #expect(spec.layouts[1].allComponents.map(\.id.value) == ["approve", "related", "card"])

        let landscapeApprove = spec.layouts[2].components[0]
        #expect(landscapeApprove.frame?.x?.value == -4, "coordinates may be negative")
        #expect(landscapeApprove.when?.orientation?.value == .landscape)
        #expect(spec.layouts[2].components[1].rows?.value == 2)
    }

    @Test func theTapTargetIsTheHitAreaThenTheFrameThenTheSize() throws {
        let spec = try decodeValid(Self.orderDetails)
        let withHitArea = spec.layouts[2].components[0]
        #expect(withHitArea.tapTarget?.height.value == 44)
        #expect(withHitArea.visibleBox?.height.value == 32)
        #expect(spec.layouts[1].components[0].tapTarget?.width.value == 343)
        #expect(spec.layouts[1].components[1].tapTarget?.width.value == 375)
        #expect(spec.layouts[0].components[0].tapTarget == nil)
    }

    @Test func theSameIDInTwoLayoutsIsOneElementNotADuplicate() throws {
        let spec = try decodeValid(Self.orderDetails)
        #expect(spec.layouts[1].components[0].id.value == spec.layouts[2].components[0].id.value)
    }

    /// The documented interactive defaults, written out independently of ``ComponentType``.
    static let interactiveTypes: Set<String> = [
        "button", "link", "toggle", "slider", "stepper", "segmentedControl", "textField", "searchBar", "picker",
        "datePicker", "menu", "cell", "tabItem",
    ]

    @Test(arguments: ComponentType.allCases)
    func interactiveDefaultsFollowTheType(_ type: ComponentType) throws {
        let spec = try decodeValid(specWith(component: #"{ "id": "a", "type": "\#(type.rawValue)" }"#))
        let component = spec.layouts[0].components[0]
        #expect(component.interactive == nil)
        #expect(component.isInteractive == Self.interactiveTypes.contains(type.rawValue))
    }

    struct InteractiveCase: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let component: String
        let interactive: Bool
    }

    static let interactiveCases: [InteractiveCase] = [
        InteractiveCase(
            testDescription: "a card with actions", component: #"{ "id": "a", "type": "card", "actions": ["open"] }"#,
            interactive: true),
        InteractiveCase(
            testDescription: "a card with no actions", component: #"{ "id": "a", "type": "card" }"#, interactive: false),
        InteractiveCase(
            testDescription: "a cell marked not interactive",
            component: #"{ "id": "a", "type": "cell", "interactive": false }"#, interactive: false),
        InteractiveCase(
            testDescription: "a cell with actions marked not interactive",
            component: #"{ "id": "a", "type": "cell", "actions": ["open"], "interactive": false }"#, interactive: false),
        InteractiveCase(
            testDescription: "an image marked interactive",
            component: #"{ "id": "a", "type": "image", "interactive": true }"#, interactive: true),
        InteractiveCase(
            testDescription: "a text with an empty actions list",
            component: #"{ "id": "a", "type": "text", "actions": [] }"#, interactive: false),
    ]

    @Test(arguments: interactiveCases)
    func explicitInteractiveWinsThenActionsThenType(_ testCase: InteractiveCase) throws {
        let spec = try decodeValid(specWith(component: testCase.component))
        #expect(spec.layouts[0].components[0].isInteractive == testCase.interactive)
    }

    @Test func idiomIsUnderstoodNotRejected() throws {
        let text =
            #"{ "screen": "S", "orientations": ["portrait"], "layouts": [ { "when": { "idiom": "pad" }, "components": [] } ] }"#
        let spec = try decodeValid(text)
        let condition = try #require(spec.layouts[0].when)
        #expect(condition.idiom?.value == .pad)
        let document = try JSONParser.parse(Array(text.utf8))
        let keyNode = try #require(condition.idiomKeyNode)
        #expect(document.string(keyNode) == "idiom")
    }

    @Test func collectsEveryProblemInReportOrder() {
        let marked = MarkedSpec(
            #"""
            { "screen": ↓"", "orientations": [↓"portait"],
              "layouts": [ { "components": [ ↓{ "id": "a", ↓"typ": "button", "frame": { "x": 0, "y": 0, "width": ↓-1, "height": 44 } } ] } ],
              ↓"colour": "blue" }
            """#)
        let diagnostics = decodeDiagnostics(marked.text)
        #expect(
            diagnostics.map(\.message) == [
                "'screen' must not be empty",
                "'portait' is not a valid value for an orientation; did you mean 'portrait'?",
                #"missing required key 'type' in component 'a'; e.g. "button", "text" or "carousel""#,
                "unknown key 'typ' in component 'a'; did you mean 'type'?",
                "'width' is -1; a length in points cannot be negative",
                "unknown key 'colour' in the screen spec; expected one of '$schema', 'screen', 'description', 'orientations', 'layouts', 'source', 'requiresFullScreen' or 'importedFrom'",
            ])
        #expect(diagnostics.map(\.location.start) == marked.markers)
        #expect(diagnostics.allSatisfy { $0.ruleID == "invalid-spec" })
    }

    @Test func aMissingTypeIsReportedBesideTheUnknownKey() {
        // `typ` is both unknown and the reason `type` is missing: both are said, at their own places.
        let marked = MarkedSpec(specWith(component: #"↓{ "id": "a", ↓"typ": "button" }"#))
        let diagnostics = decodeDiagnostics(marked.text)
        #expect(
            diagnostics.map(\.message) == [
                #"missing required key 'type' in component 'a'; e.g. "button", "text" or "carousel""#,
                "unknown key 'typ' in component 'a'; did you mean 'type'?",
            ])
        #expect(diagnostics.map(\.location.start) == marked.markers)
    }

    @Test func columnsCountCodePointsAfterMultibyteText() throws {
        // "Aufträge 📦" is 10 code points, 14 UTF-8 bytes and 11 UTF-16 units; the key after it starts at column 26.
        let text =
            #"{"screen": "Aufträge 📦", "colour": 1, "orientations": ["portrait"], "layouts": [ { "components": [] } ] }"#
        let diagnostic = try #require(decodeDiagnostics(text).first)
        #expect(diagnostic.location.start == SourcePosition(line: 1, column: 26))
        #expect(diagnostic.location.end == SourcePosition(line: 1, column: 34))
        #expect(diagnostic.location.pointer == "/colour")
    }

    @Test func linesEndAtCRLF() throws {
        let text =
            "{\r\n  \"screen\": \"Orders\",\r\n  \"orientations\": [\"portrait\"],\r\n  \"layouts\": [ { \"components\": 3 } ]\r\n}\r\n"
        let diagnostic = try #require(decodeDiagnostics(text).first)
        #expect(diagnostic.message == "expected an array for 'components', found a number")
        #expect(diagnostic.location.start == SourcePosition(line: 4, column: 32))
        #expect(diagnostic.location.lineText == #"  "layouts": [ { "components": 3 } ]"#)
    }

    @Test func invalidJSONIsNotReportedAsASpecProblem() throws {
        let diagnostic = try #require(decodeDiagnostics(#"{ "screen": "Orders", }"#).first)
        #expect(diagnostic.ruleID == "invalid-json")
    }
}

import AdaptJSON
import Testing

@testable import AdaptLintCore

/// Decodes a spec with one component whose extra keys are `componentTail`.
private func decode(_ componentTail: String) throws -> Result<ScreenSpec, SpecProblems> {
    let text = """
        {"screen": "S", "orientations": ["portrait"], "layouts": [{"components": [
          {"id": "c", "type": "text", "size": {"width": 343, "height": 44}\(componentTail)}
        ]}]}
        """
    return SpecDecoder.decode(try JSONParser.parse(Array(text.utf8)))
}

private func problems(_ componentTail: String) throws -> [String] {
    switch try decode(componentTail) {
    case .success: return []
    case .failure(let failure): return failure.problems.map(\.message)
    }
}

@Test func versionOneComponentWithoutResizingStillDecodes() throws {
    let spec = try decode("").get()
    #expect(spec.layouts[0].components[0].resizing == nil)
}

@Test func resizingDecodesEveryKey() throws {
    let spec = try decode(#", "resizing": {"width": "fill", "minWidth": 200, "maxWidth": 672, "span": "edges"}"#).get()
    let resizing = try #require(spec.layouts[0].components[0].resizing)
    #expect(resizing.width.value == .fill)
    #expect(resizing.minWidth?.value == 200)
    #expect(resizing.maxWidth?.value == 672)
    #expect(resizing.span?.value == .edges)
}

/// Valid values, with keys in any order or written with escapes, decode the same on the direct
/// path and the full one.
@Test(arguments: [
    #", "resizing": {"maxWidth": 672, "width": "fill"}"#,
    #", "resizing": {"width": "f\u0069ll", "maxWidth": 672}"#,
    #", "resizing": {"max\u0057idth": 672, "width": "fill"}"#,
])
func resizingDecodesInAnyForm(tail: String) throws {
    let spec = try decode(tail).get()
    let resizing = try #require(spec.layouts[0].components[0].resizing)
    #expect(resizing.width.value == .fill)
    #expect(resizing.minWidth == nil)
    #expect(resizing.maxWidth?.value == 672)
    #expect(resizing.span == nil)
}

@Test func fixedWidthAloneDecodes() throws {
    let spec = try decode(#", "resizing": {"width": "fixed"}"#).get()
    #expect(spec.layouts[0].components[0].resizing?.width.value == .fixed)
}

@Test(arguments: [
    (
        #", "resizing": {"width": "stretch"}"#,
        ["'stretch' is not a valid value for 'width'; expected 'fill' or 'fixed'"]
    ),
    (
        #", "resizing": {"minWidth": 10}"#,
        ["missing required key 'width' in 'resizing' of component 'c'; use \"fill\" or \"fixed\""]
    ),
    (
        #", "resizing": {"width": "fill", "minwidth": 10}"#,
        ["unknown key 'minwidth' in 'resizing' of component 'c'; did you mean 'minWidth'?"]
    ),
    (
        #", "resizing": {"width": "fixed", "minWidth": 10, "span": "margins"}"#,
        [
            "'minWidth' only applies to a filling width; remove it or use \"width\": \"fill\"",
            "'span' only applies to a filling width; remove it or use \"width\": \"fill\"",
        ]
    ),
    (
        #", "resizing": {"width": "fill", "minWidth": 400, "maxWidth": 300}"#,
        ["'maxWidth' 300 is less than 'minWidth' 400"]
    ),
    (#", "resizing": {"width": "fill", "maxWidth": -1}"#, ["'maxWidth' is -1; a length in points cannot be negative"]),
    (#", "resizing": "fill""#, ["expected an object for 'resizing', found a string"]),
    (
        #", "resizing": {"width": "fill", "span": "screen"}"#,
        ["'screen' is not a valid value for 'span'; expected 'margins' or 'edges'"]
    ),
    // Duplicate keys and values of the wrong kind.
    (
        #", "resizing": {"width": "fill", "minWidth": 10, "minWidth": 20}"#,
        ["duplicate key 'minWidth' in 'resizing' of component 'c'; JSON readers disagree on which value wins"]
    ),
    (#", "resizing": {"width": "fill", "minWidth": true}"#, ["expected a number for 'minWidth', found a boolean"]),
    (#", "resizing": {"width": 1}"#, ["expected a string for 'width', found a number"]),
])
func badResizingIsReported(tail: String, expected: [String]) throws {
    #expect(try problems(tail) == expected)
}

@Test func schemaAndDecoderAgreeOnTheResizingKeys() {
    let schema = SpecSchema.text
    for key in SpecDecoder.Keys.resizing { #expect(schema.contains("\"\(key)\":"), "\(key)") }
    #expect(SpecDecoder.Keys.component.contains("resizing"))
    #expect(schema.contains(##""resizing": { "$ref": "#/$defs/resizing" }"##))
}

/// Small objects read one after another, whole or member by member: a member of one object (the
/// `height` of `size`) never shows up in the next (`hitArea`, which has none).
@Test func membersOfOneObjectDoNotCarryIntoTheNext() throws {
    #expect(
        try problems(#", "hitArea": {"width": 44}, "resizing": {"width": "fixed"}, "font": {}"#) == [
            "missing required key 'height' in 'hitArea'",
            "'font' of component 'c' is empty; name a 'style', a 'size' or 'scales'",
        ])
}

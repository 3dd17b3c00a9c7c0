import AdaptLintCore
import Testing

/// spec-format.md promises every problem of a file in one pass: a problem never hides another
/// that a second run would then report.
struct OnePassCase: Sendable, CustomTestStringConvertible {
    var testDescription: String
    /// The spec, with a `↓` before each value a problem is reported at.
    var spec: String
    /// The messages, in file order.
    var messages: [String]
}

let onePassCases: [OnePassCase] = [
    OnePassCase(
        testDescription: "an invalid type does not hide a duplicate of its component's id",
        spec: specWith(component: #"{ "id": "approve", "type": ↓"buton" }, { "id": ↓"approve", "type": "button" }"#),
        messages: [
            "'buton' is not a valid value for 'type'; did you mean 'button'?",
            "duplicate component id 'approve' in layout 1",
        ]),
    OnePassCase(
        testDescription: "the duplicate may be the component with the invalid type",
        spec: specWith(component: #"{ "id": "approve", "type": "button" }, { "id": ↓"approve", "type": ↓"buton" }"#),
        messages: [
            "duplicate component id 'approve' in layout 1",
            "'buton' is not a valid value for 'type'; did you mean 'button'?",
        ]),
    OnePassCase(
        testDescription: "the children of a component with an invalid type are still checked for duplicates",
        spec: specWith(
            component:
                #"{ "id": "bar", "type": ↓"toolbarr", "children": [ { "id": "x", "type": "button" }, { "id": ↓"x", "type": "button" } ] }"#
        ),
        messages: [
            "'toolbarr' is not a valid value for 'type'; did you mean 'toolbar'?",
            "duplicate component id 'x' in layout 1",
        ]),
    OnePassCase(
        testDescription: "a component without an id takes no part, and hides nothing",
        spec: specWith(
            component: #"↓{ "type": "button" }, { "id": "a", "type": "button" }, { "id": ↓"a", "type": "button" }"#),
        messages: [
            "missing required key 'id' in a component",
            "duplicate component id 'a' in layout 1",
        ]),
    OnePassCase(
        testDescription: "a zero contentSize width is reported beside a negative height",
        spec: specWith(
            component: #"{ "id": "hero", "type": "image", "contentSize": { "width": ↓0, "height": ↓-1 } }"#),
        messages: [
            "'width' of 'contentSize' must be greater than 0; give the image's natural size in points",
            "'height' is -1; a length in points cannot be negative",
        ]),
    OnePassCase(
        testDescription: "children that are not an array are named 'children'",
        spec: specWith(component: #"{ "id": "a", "type": ↓"nope", "children": ↓5 }"#),
        messages: [
            "'nope' is not a valid value for 'type'; expected 'button', 'link', 'toggle', 'slider', 'stepper', 'segmentedControl', 'textField', 'searchBar', 'picker', 'datePicker', 'menu', 'cell', 'text', 'image', 'header', 'card', 'carousel', 'list', 'table', 'grid', 'section', 'stack', 'map', 'chart', 'custom', 'tabBar', 'tabItem', 'sidebar', 'navigationBar', 'toolbar', 'sheet', 'nonmodalSheet', 'formSheet', 'popover', 'fullScreenModal', 'inspector', 'scrollView' or 'webView'",
            "expected an array for 'children', found a number",
        ]),
]

@Test(arguments: onePassCases)
func everyProblemOfAFileIsReportedInOnePass(_ testCase: OnePassCase) {
    let marked = MarkedSpec(testCase.spec)
    let diagnostics = decodeDiagnostics(marked.text)
    #expect(diagnostics.map(\.message) == testCase.messages)
    #expect(diagnostics.map(\.location.start) == marked.markers)
    #expect(diagnostics.allSatisfy { $0.ruleID == "invalid-spec" })
}

/// Above ``SpecDecoder/linearIDScanLimit`` components a layout's ids are checked with a table:
/// the same problems come out.
@Test func aLargeLayoutReportsADuplicateOfAComponentWithAnInvalidType() {
    let filler = (0..<30).map { #"{ "id": "c\#($0)", "type": "text" }"# }.joined(separator: ", ")
    let spec = specWith(
        component: #"{ "id": "dup", "type": "buton" }, "# + filler + #", { "id": "dup", "type": "text" }"#)
    let messages = decodeDiagnostics(spec).map(\.message)
    #expect(
        messages == [
            "'buton' is not a valid value for 'type'; did you mean 'button'?",
            "duplicate component id 'dup' in layout 1",
        ])
}

import AdaptJSON
import AdaptLintCore
import Testing

/// A spec text with `↓` markers before the values that diagnostics must point at.
///
/// The expected line and column of each marker are computed here, independently of
/// ``LineIndex``: lines are counted at `\n`, columns in Unicode code points, both from 1.
struct MarkedSpec {
    /// The spec with the markers removed.
    let text: String
    /// Where each marker was, in order.
    let markers: [SourcePosition]

    init(_ marked: String) {
        var text = ""
        var markers: [SourcePosition] = []
        var line = 1
        var column = 1
        for scalar in marked.unicodeScalars {
            if scalar == "↓" {
                markers.append(SourcePosition(line: line, column: column))
                continue
            }
            text.unicodeScalars.append(scalar)
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        self.text = text
        self.markers = markers
    }
}

/// Lints a spec with no guideline rules, so only `invalid-json` and `invalid-spec` can appear.
func decodeDiagnostics(_ text: String) -> [Diagnostic] {
    Linter(rules: []).lint(Array(text.utf8), path: "spec.json").diagnostics
}

/// Parses and decodes a spec that must be valid.
func decodeValid(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> ScreenSpec {
    let document = try JSONParser.parse(Array(text.utf8))
    switch SpecDecoder.decode(document) {
    case .success(let spec):
        return spec
    case .failure(let problems):
        Issue.record("unexpected problems: \(problems.problems.map(\.message))", sourceLocation: sourceLocation)
        throw problems
    }
}

/// The opening of a minimal valid spec whose first layout's components follow; close with ``componentsTail``.
let componentsHead = #"{ "screen": "Orders", "orientations": ["portrait"], "layouts": [ { "components": ["#
let componentsTail = "] } ] }"

/// A minimal valid spec around one component.
func specWith(component: String) -> String {
    componentsHead + component + componentsTail
}

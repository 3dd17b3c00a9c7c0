import AdaptJSON
import AdaptLintCore
import Testing

/// A test rule with a safe numeric fix, shaped like tap-target-size's: any frame or size
/// height under 44 is raised to 44.
private struct ShortHeightRule: Rule {
    static let description = RuleDescription(
        identifier: "short-height", title: "Short height", summary: "Heights are at least 44pt.",
        rationale: "Test rule.",
        guideline: GuidelineCitation(document: "-", source: "test", section: "test", paraphrase: "test"),
        defaultSeverity: .error)

    func check(_ screen: ScreenSpec, context: RuleContext) -> [Finding] {
        screen.layouts.flatMap(\.allComponents).compactMap { component in
            guard let box = component.visibleBox, box.height.value < 44 else { return nil }
            return Finding(
                node: box.height.node,
                message: "'\(component.id.value)' is \(Int(box.height.value))pt high; make it 44pt",
                fixes: [NodeFix(node: box.height.node, replacement: "44", description: "set the height to 44")])
        }
    }
}

private let spec = """
    {\r
      "screen": "Bestellung – Übersicht 🧾",\r
      "orientations": ["portrait", "landscapeLeft", "landscapeRight"],\r
      "layouts": [ { "components": [\r
        { "id": "a", "type": "button", "frame": {"x":0,"y":0,"width":100,"height":30.5} },\r
        { "id": "b", "type": "button",\t"size": { "height": 12, "width": 80 } },\r
        { "id": "c", "type": "button", "size": { "width": 80, "height": 44 } }\r
      ] } ]\r
    }\r

    """

@Test func everyRuleFixRemovesItsFindingAndChangesNothingElse() throws {
    let linter = Linter(rules: [EnabledRule(rule: ShortHeightRule())])
    let original = Array(spec.utf8)
    let before = linter.lint(original, path: "a.json")
    #expect(before.diagnostics.map(\.message) == ["'a' is 30pt high; make it 44pt", "'b' is 12pt high; make it 44pt"])
    for diagnostic in before.diagnostics {
        let outcome = FixApplier.apply(diagnostic.fixes, to: original)
        #expect(outcome.applied == diagnostic.fixes)
        // Only the fixed range differs.
        let range = try #require(diagnostic.fixes.first?.byteRange)
        #expect(Array(outcome.bytes[..<range.lowerBound]) == Array(original[..<range.lowerBound]))
        #expect(Array(outcome.bytes[(range.lowerBound + 2)...]) == Array(original[range.upperBound...]))
        // The finding is gone; the other one is still there.
        let after = linter.lint(outcome.bytes, path: "a.json").diagnostics.map(\.message)
        #expect(!after.contains(diagnostic.message))
        #expect(after.count == 1)
    }
    let all = FixApplier.apply(before.diagnostics.flatMap(\.fixes), to: original)
    #expect(linter.lint(all.bytes, path: "a.json").diagnostics.isEmpty)
    #expect(
        String(decoding: all.bytes, as: UTF8.self)
            == spec.replacingOccurrences(of: "30.5", with: "44").replacingOccurrences(
                of: "\"height\": 12", with: "\"height\": 44"))
}

@Test func fixPositionsPointAtTheReplacedText() throws {
    let diagnostics = Linter(rules: [EnabledRule(rule: ShortHeightRule())]).lint(Array(spec.utf8), path: "a.json")
        .diagnostics
    let fix = try #require(diagnostics.first?.fixes.first)
    #expect(fix.start == SourcePosition(line: 5, column: 79))
    #expect(fix.end == SourcePosition(line: 5, column: 83))
}

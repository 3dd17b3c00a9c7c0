import AdaptJSON
import AdaptLintCore
import AdaptLintRules
import Foundation

/// A test-only rule that reports every `"idiom"` key with a related location (the screen name)
/// and a two-part fix (`"idiom": "pad"` -> `"width": "regular"`), so related locations and fixes
/// go through the real ``Linter`` and location resolver.
struct IdiomFixFixtureRule: Rule {
    static let description = RuleDescription(
        identifier: "fixture-idiom-fix", title: "Fixture: idiom with a fix",
        summary: "Test-only rule that reports idiom conditions with a related location and a fix.",
        rationale: "Exercises related locations and fixes through the real linter.",
        guideline: GuidelineCitation(
            document: "002", source: "Apple, The Adaptive Model", section: "Traits",
            paraphrase: "Size classes, not idioms."),
        defaultSeverity: .warning)

    func check(_ screen: ScreenSpec, context: RuleContext) -> [Finding] {
        screen.layouts.compactMap { layout in
            guard let condition = layout.when, let idiom = condition.idiom, let key = condition.idiomKeyNode else {
                return nil
            }
            return Finding(
                node: key, message: "layout \(layout.index + 1) uses idiom '\(idiom.value.rawValue)'",
                related: [
                    RelatedNode(node: screen.screen.node, message: "screen '\(screen.screen.value)' is named here")
                ],
                fixes: [
                    NodeFix(
                        node: idiom.node, replacement: "\"regular\"", description: "use the regular width size class"),
                    NodeFix(node: key, replacement: "\"width\"", description: "condition on width"),
                ])
        }
    }
}

/// Lint reports used by the golden and validation tests: real specs through the real linter,
/// plus hand-made diagnostics for what the rules on this branch cannot produce yet.
enum Fixtures {
    /// The working directory the reports are rendered against (a space, to test URI encoding).
    static let workingDirectory = "/home/dev/adapt lint"

    /// The rules of every fixture report: the input rules, `no-idiom-layout` and the fixture rule.
    /// Fixed here (not the whole registry) so that rules merged later do not change the goldens.
    static var rules: [RuleDescription] {
        var rules = InputRules.all
        if let idiom = RuleRegistry.rule("no-idiom-layout") { rules.append(idiom.description) }
        rules.append(IdiomFixFixtureRule.description)
        return rules
    }

    static let linter: Linter = {
        var enabled = [EnabledRule(rule: IdiomFixFixtureRule())]
        if let idiom = RuleRegistry.rule("no-idiom-layout") { enabled.insert(EnabledRule(rule: idiom.init()), at: 0) }
        return Linter(rules: enabled)
    }()

    /// A pretty spec with one idiom layout and one idiom component.
    static let idiomSpec = """
        {
          "screen": "Order Details",
          "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
          "layouts": [
            { "when": { "idiom": "pad" }, "components": [] },
            { "components": [
              { "id": "hint", "type": "text", "when": { "idiom": "phone" } }
            ] }
          ]
        }

        """

    /// Minified, with multibyte text (two-byte, three-byte and an emoji outside the BMP)
    /// before the finding, so columns differ from byte offsets and UTF-16 offsets.
    static let multibyteSpec =
        #"{"screen":"Détails 📦 注文","orientations":["portrait","portraitUpsideDown"],"layouts":[{"when":{"idiom":"pad"},"components":[]}]}"#

    static let crlfSpec = idiomSpec.replacingOccurrences(of: "\n", with: "\r\n")

    static let invalidJSON = "{\n  \"screen\": \"Broken\",\n  \"orientations\": [\"portrait\",]\n}\n"

    static let invalidSpec = """
        {
          "screen": "Typo",
          "orientations": ["portrait"],
          "layouts": [ { "compnents": [] } ]
        }

        """

    static let cleanSpec = """
        {
          "screen": "Clean",
          "orientations": ["portrait", "portraitUpsideDown"],
          "layouts": [ { "when": { "width": "compact" }, "components": [] } ]
        }

        """

    /// The spec files of the real-linter part, by path (paths with spaces and non-ASCII letters).
    static let specFiles: [(path: String, text: String)] = [
        ("Specs/order details.json", idiomSpec),
        ("Specs/Übersicht/détails.json", multibyteSpec),
        ("Specs/crlf.json", crlfSpec),
        ("Specs/broken.json", invalidJSON),
        ("Specs/typo.json", invalidSpec),
        ("Specs/clean.json", cleanSpec),
    ]

    /// Real specs linted by the real linter, plus hand-made results.
    static var mixed: LintReport {
        var files = specFiles.map { linter.lint(Array($0.text.utf8), path: $0.path) }
        files += handMade
        return LintReport(files: files, rules: rules)
    }

    /// A run over clean files only.
    static var clean: LintReport {
        LintReport(files: [linter.lint(Array(cleanSpec.utf8), path: "clean.json")], rules: rules)
    }

    /// A run with no files at all.
    static var empty: LintReport { LintReport(files: [], rules: rules) }

    /// Results the rules cannot produce on this branch: an unreadable file, a file outside the
    /// working directory, a note of an unregistered rule, and a message with control characters.
    static var handMade: [FileResult] {
        let outside = Location(
            path: "/elsewhere/too big.json", start: SourcePosition(line: 1, column: 1),
            end: SourcePosition(line: 1, column: 1), pointer: "", byteRange: 0..<0)
        let hostileLine = "  \"layouts\": [ { \"a\u{1B}[31m\\\"b\": 1 } ]"
        let hostile = Location(
            path: "Specs/hostile.json", start: SourcePosition(line: 4, column: 19),
            end: SourcePosition(line: 4, column: 32), pointer: "/layouts/0/a\u{1B}[31m\"b",
            byteRange: 80..<93, lineText: hostileLine, lineHash: "1234abcd:1")
        let noteLocation = Location(
            path: "Specs/hostile.json", start: SourcePosition(line: 2, column: 3),
            end: SourcePosition(line: 2, column: 11), pointer: "/screen", byteRange: 4..<12,
            lineText: "  \"screen\": \"Tab\tbed\",", lineHash: "5678:2")
        return [
            FileResult(
                path: "Specs/missing one.json", diagnostics: [], readError: "cannot open: No such file or directory"),
            FileResult(
                path: "/elsewhere/too big.json",
                diagnostics: [
                    Diagnostic(
                        ruleID: "invalid-json", severity: .error,
                        message: "the file is 17000000 bytes; adaptlint reads at most 16777216", location: outside)
                ]),
            FileResult(
                path: "Specs/hostile.json",
                diagnostics: [
                    Diagnostic(
                        ruleID: "example-unregistered", severity: .note,
                        message: "a note from a rule the report does not list", location: noteLocation),
                    Diagnostic(
                        ruleID: "invalid-spec", severity: .error,
                        message: "unknown key 'a\u{1B}[31m\"b' in layout 1; use one of \\ 'components'",
                        location: hostile),
                ]),
        ]
    }
}

import AdaptLintCore
import AdaptLintRules
import AdaptTestSupport
import Foundation
import Testing

/// Rules must not contradict each other (issue 16, item 2): applying the fix a finding offers
/// must not make any rule report something it did not report before.
///
/// For every screen spec of `Samples/` (and of the realistic corpora in `Samples/realworld*/`, or
/// the folder `ADAPTLINT_CORPUS` names), the spec is linted with every screen rule; then, one
/// finding at a time, its fixes are applied and the result linted again. Every finding after the
/// fix must have been there before (same rule, same message): the fixed finding may go, others
/// may stay, none may appear. Advice that is machine-applicable is offered as a fix (for example
/// readable-width's `"resizing": { "width": "fill", "maxWidth": 672 }`), so it is checked too.
@Suite struct AdviceTests {
    /// Every screen rule at its default severity and parameters.
    static let linter = Linter(rules: RuleRegistry.rules.map { EnabledRule(rule: $0.init()) })

    /// The screen specs (files with `layouts`) under `folder`, sorted; app descriptions and the
    /// corpus's answer key are left out.
    static func specs(under folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return []
        }
        return walker.compactMap { $0 as? URL }
            .filter { $0.pathExtension == "json" }
            .filter { (try? String(contentsOf: $0, encoding: .utf8))?.contains("\"layouts\"") ?? false }
            .sorted { $0.path < $1.path }
    }

    /// A finding as compared before and after a fix: rule and message.
    struct Key: Hashable, CustomStringConvertible {
        var rule: String
        var message: String
        var description: String { "[\(rule)] \(message)" }
    }

    static func findings(_ text: String) -> [Diagnostic] {
        linter.lint(Array(text.utf8), path: "spec.json").diagnostics
    }

    /// A fix that made findings appear.
    struct Problem: CustomStringConvertible {
        var fixRule: String
        var appeared: [Key]
        var description: String
    }

    /// Records `problems` of `file` as failures.
    static func record(_ problems: [Problem], of file: URL) {
        for problem in problems {
            Issue.record("\(file.lastPathComponent): \(problem)")
        }
    }

    /// The findings that applying each fixable finding's fixes to `text` makes appear, with the
    /// finding whose fix caused them; and how many fixes were tried.
    static func contradictions(in text: String) -> (tried: Int, problems: [Problem]) {
        let before = findings(text)
        let known = Set(before.map { Key(rule: $0.ruleID, message: $0.message) })
        // The same rule at the same place is the same problem, its advice updated by the fix (margins that
        // were "16pt or 48pt" for a layout serving both widths are "48pt" once it serves regular width only).
        let places = Set(before.map { "\($0.ruleID) \($0.location.pointer)" })
        var problems: [Problem] = []
        var tried = 0
        for finding in before where !finding.fixes.isEmpty {
            tried += 1
            let fixed = RuleHarness.apply(finding.fixes, to: text)
            let appeared = findings(fixed).filter { !places.contains("\($0.ruleID) \($0.location.pointer)") }
                .map { Key(rule: $0.ruleID, message: $0.message) }.filter { !known.contains($0) }
            if !appeared.isEmpty {
                problems.append(
                    Problem(
                        fixRule: finding.ruleID, appeared: appeared,
                        description: "fixing [\(finding.ruleID)] \(finding.message) made \(appeared.map(\.description))"
                    ))
            }
        }
        return (tried, problems)
    }

    @Test func fixesOnTheSamplesMakeNoNewFinding() throws {
        let files = Self.specs(under: Repository.root.appendingPathComponent("Samples"))
        #expect(files.count > 30)
        var tried = 0
        for file in files {
            let result = Self.contradictions(in: try String(contentsOf: file, encoding: .utf8))
            tried += result.tried
            Self.record(result.problems, of: file)
        }
        // The samples offer fixes (layout-margins, readable-width, ...): the test checks something.
        #expect(tried > 0)
    }

    @Test func fixesOnTheRealisticCorpusMakeNoNewFinding() throws {
        let environment = ProcessInfo.processInfo.environment
        let folders =
            environment["ADAPTLINT_CORPUS"].map { [URL(fileURLWithPath: $0)] }
            ?? ["Samples/realworld", "Samples/realworld2", "Samples/realworld3"].map {
                Repository.root.appendingPathComponent($0)
            }
        let files = folders.flatMap { Self.specs(under: $0) }
        guard !files.isEmpty else {
            let names = folders.map(\.path).joined(separator: ", ")
            if Integration.isCI {
                Issue.record("the realistic corpus is missing: no screen specs in \(names)")
            } else {
                print("AdviceTests: skipped the realistic corpus: no screen specs in \(names)")
            }
            return
        }
        for file in files {
            let result = Self.contradictions(in: try String(contentsOf: file, encoding: .utf8))
            Self.record(result.problems, of: file)
        }
    }

    /// The check itself can fail: a fix that leads into another rule's finding is caught. A
    /// fixed 672pt text on a layout that also runs in 678pt Split View panes would overflow.
    @Test func aFixThatLeadsIntoAnotherRuleIsCaught() {
        let spec = """
            {
              "screen": "Notes",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "regular" }, "margins": { "leading": 20, "trailing": 20 }, "components": [
                  { "id": "notes", "type": "text", "frame": { "x": 20, "y": 100, "width": 704, "height": 120 },
                    "shows": ["order.notes"] }
                ] },
                { "when": { "width": "compact" }, "components": [] }
              ]
            }
            """
        #expect(Self.contradictions(in: spec).problems.isEmpty)
        // The old advice, a fixed 672pt width, as a fix: device-overflow reports it. Pinned with
        // "fixed": drawn at 672pt from the margin without a key, it follows the readable width.
        let pinned = spec.replacingOccurrences(
            of: "\"width\": 704, \"height\": 120 }",
            with: "\"width\": 672, \"height\": 120 }, \"resizing\": { \"width\": \"fixed\" }")
        #expect(Self.findings(pinned).contains { $0.ruleID == "device-overflow" })
    }
}

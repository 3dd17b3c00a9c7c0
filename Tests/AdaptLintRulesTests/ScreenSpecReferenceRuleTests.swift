import AdaptLintCore
import AdaptLintRules
import Foundation
import Testing

@Suite struct ScreenSpecReferenceRuleTests {
    /// Paths are read from the app file's folder (`RuleHarness.appPath` is in `Samples/clean/`).
    @Test(arguments: [
        ("home.json", true), ("./home.json", true), ("../clean/home.json", true),
        ("../violations/column-count.json", true),
        ("Home.json", false), ("clean/home.json", false), ("../home.json", false), ("missing.json", false),
        // A folder is not a spec.
        ("../clean", false),
    ])
    func pathsAreRelativeToTheAppFile(_ path: String, _ exists: Bool) throws {
        let text = TestApp.screens([#"{ "id": "a", "spec": "\#(path)" }"#])
        let diagnostics = try RuleHarness.findings(text, appRule: ScreenSpecReferenceRule.self)
        #expect(diagnostics.map(\.location.pointer) == (exists ? [] : ["/screens/0/spec"]))
        #expect(diagnostics.allSatisfy { $0.severity == .error })
    }

    /// Without a file system (no `fileExists`), nothing can be checked and nothing is reported.
    @Test func unknownFilesAreNotReported() {
        let text = TestApp.screens([#"{ "id": "a", "spec": "missing.json" }"#])
        let linter = Linter(rules: [], appRules: [EnabledAppRule(rule: ScreenSpecReferenceRule())])
        #expect(linter.lint(Array(text.utf8), path: RuleHarness.appPath).diagnostics.isEmpty)
    }

    @Test(arguments: [
        ("a.json", "dir/app.json", "dir/a.json"), ("a.json", "app.json", "a.json"),
        ("/x/a.json", "dir/app.json", "/x/a.json"),
        ("../a.json", "/p/q/app.json", "/p/q/../a.json"),
    ])
    func referencesResolveFromTheAppFilesFolder(_ reference: String, _ path: String, _ expected: String) {
        #expect(Linter.resolve(reference, relativeTo: path) == expected)
    }
}

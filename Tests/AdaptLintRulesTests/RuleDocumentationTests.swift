import AdaptLintCore
import AdaptLintRules
import Foundation
import Testing

/// The checked-in rule pages and index are what `RuleDocumentation` renders from the rule
/// descriptions. With `ADAPTLINT_RECORD=1` the test rewrites them instead of comparing.
@Suite struct RuleDocumentationTests {
    static var recording: Bool { ProcessInfo.processInfo.environment["ADAPTLINT_RECORD"] == "1" }
    static var docs: URL { Repository.rules.appendingPathComponent("docs") }

    @Test(arguments: RuleRegistry.descriptions.map(\.identifier))
    func rulePageIsCurrent(_ identifier: String) throws {
        let description = try #require(RuleRegistry.descriptions.first { $0.identifier == identifier })
        try Self.check(
            Self.docs.appendingPathComponent("\(identifier).md"), RuleDocumentation.markdown(for: description))
    }

    @Test func indexIsCurrent() throws {
        try Self.check(
            Repository.rules.appendingPathComponent("README.md"),
            RuleDocumentation.index(for: RuleRegistry.descriptions))
    }

    @Test func indexListsEveryRuleWithItsSeverity() {
        let index = RuleDocumentation.index(for: RuleRegistry.descriptions)
        for description in RuleRegistry.descriptions {
            #expect(
                index.contains(
                    "| [`\(description.identifier)`](docs/\(description.identifier).md) | \(description.defaultSeverity.rawValue) |"
                ))
        }
    }

    /// No page is left behind for a rule that no longer exists.
    @Test(.disabled(if: recording, "the pages are being written"))
    func noStalePages() throws {
        let pages = try FileManager.default.contentsOfDirectory(atPath: Self.docs.path).filter { $0.hasSuffix(".md") }
        #expect(Set(pages) == Set(RuleRegistry.descriptions.map { "\($0.identifier).md" }))
    }

    /// A page shows each example's findings with their own severity, so a note reads as a note.
    @Test func pagesShowPerFindingSeverity() throws {
        let page = RuleDocumentation.markdown(for: OrientationVariantsRule.description)
        #expect(page.contains("> note: the screen supports only portrait orientations"))
        #expect(page.contains("> error: the screen supports only 'portrait'"))
    }

    static func check(_ file: URL, _ expected: String) throws {
        if recording {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try expected.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        let actual = try? String(contentsOf: file, encoding: .utf8)
        #expect(
            actual == expected,
            "\(file.lastPathComponent) is stale; run ADAPTLINT_RECORD=1 swift test --filter RuleDocumentationTests")
    }
}

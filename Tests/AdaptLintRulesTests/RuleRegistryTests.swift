import AdaptLintCore
import AdaptLintRules
import AdaptTestSupport
import Foundation
import Testing

/// The registry lists every rule file, once, with complete documentation.
@Suite struct RuleRegistryTests {
    /// The published identifiers, in documentation order: a public contract.
    static let contract = [
        "tap-target-size", "orientation-variants", "information-parity", "no-idiom-layout", "carousel-reach",
        "no-applicable-layout", "device-overflow", "layout-margins", "readable-width", "tap-target-overlap",
        "carousel-regular-shows-more", "rotation-keeps-components", "no-popover-in-compact", "presentation-adapts",
        "tab-bar-adapts", "column-count", "dynamic-type",
        "principal-compact-height", "principal-upper-half", "popover-anchor", "column-widths",
        "spacing-adapts", "fits-without-scrolling", "primary-image-size",
    ]

    /// The published app rule identifiers, in documentation order.
    static let appContract = [
        "mixed-split-view-columns", "list-detail-side-by-side", "deep-hierarchy-sidebar", "secondary-destinations",
        "sidebar-deployment-target", "multi-window-optional", "screen-spec-reference", "split-view-matches-spec",
    ]

    @Test func everyRuleFileIsRegistered() throws {
        let enumerator = try #require(FileManager.default.enumerator(atPath: Repository.rules.path))
        var files: [String] = []
        for case let path as String in enumerator where path.hasSuffix("Rule.swift") {
            files.append(URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent)
        }
        #expect(!files.isEmpty, "no rule files found under \(Repository.rules.path)")
        let registered = RuleRegistry.guidelineRules.map { String(describing: $0) }
        #expect(Set(files) == Set(registered))
        #expect(registered.count == Set(registered).count, "a rule is registered twice")
    }

    @Test func identifiersAreTheContractInDocumentationOrder() {
        #expect(RuleRegistry.rules.map { $0.description.identifier } == Self.contract)
        #expect(RuleRegistry.appRules.map { $0.description.identifier } == Self.appContract)
        #expect(RuleRegistry.identifiers == Self.contract + Self.appContract)
    }

    @Test func identifiersAreUniqueAndKebabCase() {
        let identifiers = RuleRegistry.descriptions.map(\.identifier)
        #expect(identifiers.count == Set(identifiers).count)
        for identifier in identifiers {
            #expect(identifier.wholeMatch(of: /[a-z]+(-[a-z]+)*/) != nil, "'\(identifier)' is not kebab-case")
        }
    }

    @Test(arguments: RuleRegistry.identifiers)
    func ruleIsFullyDescribed(_ identifier: String) throws {
        let description = try RuleHarness.description(identifier)
        #expect(!description.title.isEmpty)
        #expect(!description.summary.isEmpty)
        #expect(!description.rationale.isEmpty)
        #expect(["000", "001", "002", "003", "004"].contains(description.guideline.document))
        #expect(!description.guideline.source.isEmpty)
        #expect(!description.guideline.section.isEmpty)
        #expect(!description.guideline.paraphrase.isEmpty)
        #expect(description.triggeringExamples.count >= 2)
        #expect(description.nonTriggeringExamples.count >= 2)
        for example in description.triggeringExamples {
            #expect(!example.messages.isEmpty, "'\(example.title)' triggers nothing")
        }
        for parameter in description.parameters {
            #expect(parameter.defaultValue > 0 && !parameter.unit.isEmpty && !parameter.summary.isEmpty)
        }
    }

    /// A rule's text is written in adaptlint's own words: no run of eight words from a guideline
    /// document appears in a title, summary, rationale, paraphrase or example title.
    @Test(.integration(.shared("guidelines")), arguments: RuleRegistry.identifiers)
    func textDoesNotCopyTheGuidelines(_ identifier: String) throws {
        let description = try RuleHarness.description(identifier)
        let folder = try Integration.shared("guidelines")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".txt") }
        try #require(files.count == 5, "expected the five guideline documents in \(folder.path)")
        var guidelineRuns = Set<String>()
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            guidelineRuns.formUnion(Self.wordRuns(text, length: 8))
        }
        let examples = description.triggeringExamples + description.nonTriggeringExamples
        let ours =
            [description.title, description.summary, description.rationale, description.guideline.paraphrase]
            + examples.map(\.title)
        for text in ours {
            let copied = Self.wordRuns(text, length: 8).intersection(guidelineRuns)
            #expect(copied.isEmpty, "copied from a guideline: \(copied.sorted())")
        }
    }

    /// The copy check finds a sentence taken from a guideline, whatever its case and punctuation.
    @Test(.integration(.shared("guidelines"))) func copyCheckFindsACopiedSentence() throws {
        let file = try Integration.shared("guidelines/003_583a35ffa2b48fd4.txt")
        let text = try String(contentsOf: file, encoding: .utf8)
        let line = try #require(text.split(separator: "\n").first { $0.contains("44pt") })
        let copied = "Note: " + line.uppercased() + "!"
        #expect(!Self.wordRuns(copied, length: 8).intersection(Self.wordRuns(text, length: 8)).isEmpty)
    }

    /// Every run of `length` consecutive words, lower-cased, punctuation ignored.
    static func wordRuns(_ text: String, length: Int) -> Set<String> {
        let words = text.lowercased().split { !$0.isLetter && !$0.isNumber }
        guard words.count >= length else { return [] }
        return Set((0...(words.count - length)).map { words[$0..<($0 + length)].joined(separator: " ") })
    }
}

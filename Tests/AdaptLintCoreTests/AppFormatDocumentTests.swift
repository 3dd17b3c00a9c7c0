import AdaptJSON
import AdaptLintCore
import Foundation
import Testing

/// docs/app-format.md is the written contract of app descriptions: its key tables list exactly the keys
/// the decoder accepts, its style table the navigation styles, and its example decodes.
@Suite struct AppFormatDocumentTests {
    static func document() throws -> String {
        try String(contentsOf: Repository.root.appendingPathComponent("docs/app-format.md"), encoding: .utf8)
    }

    /// The first cell of each table row (`| `x` | ... |`) of the section under `heading`, without backticks.
    static func names(under heading: String) throws -> [String] {
        let lines = try document().components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: heading), "no '\(heading)' in docs/app-format.md")
        var names: [String] = []
        for line in lines[(start + 1)...] {
            if line.hasPrefix("#") { break }
            guard line.hasPrefix("| `") else { continue }
            let cell = line.split(separator: "|", omittingEmptySubsequences: false)[1]
            names.append(
                cell.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "`")))
        }
        return names
    }

    struct SectionCase: Sendable, CustomTestStringConvertible {
        let heading: String
        let keys: [String]
        var testDescription: String { heading }
    }

    static let sections: [SectionCase] = [
        SectionCase(heading: "### App (top level)", keys: AppDecoder.Keys.app),
        SectionCase(heading: "### Multi-window (`multiWindow`)", keys: AppDecoder.Keys.multiWindow),
        SectionCase(heading: "### Destination", keys: AppDecoder.Keys.destination),
        SectionCase(heading: "### Screen", keys: AppDecoder.Keys.screen),
        SectionCase(heading: "### Split view (`splitView`)", keys: AppDecoder.Keys.splitView),
    ]

    @Test(arguments: sections)
    func keyTablesListExactlyTheDecodersKeys(_ section: SectionCase) throws {
        let names = try Self.names(under: section.heading)
        #expect(names.sorted() == section.keys.sorted())
    }

    /// The navigation section holds the key table and then the table of styles.
    @Test func theNavigationSectionListsItsKeysAndEveryStyle() throws {
        let names = try Self.names(under: "### Navigation")
        let styles = NavigationStyle.allCases.map(\.rawValue)
        #expect(names.filter { !styles.contains($0) }.sorted() == AppDecoder.Keys.navigation.sorted())
        #expect(names.filter { styles.contains($0) } == styles)
    }

    @Test func theRuleTableNamesEveryAppRule() throws {
        let names = try Self.names(under: "## The app rules")
        #expect(
            names == [
                "mixed-split-view-columns", "list-detail-side-by-side", "deep-hierarchy-sidebar",
                "secondary-destinations", "sidebar-deployment-target", "multi-window-optional",
                "screen-spec-reference", "split-view-matches-spec",
            ])
    }

    @Test func theExampleDecodes() throws {
        let text = try Self.document()
        let start = try #require(text.range(of: "```json\n"))
        let end = try #require(text.range(of: "\n```", range: start.upperBound..<text.endIndex))
        let example = String(text[start.upperBound..<end.lowerBound])
        #expect(example.contains(#""app""#))
        let document = try JSONParser.parse(Array(example.utf8))
        #expect(AppDecoder.isAppDescription(document))
        let diagnostics = decodeDiagnostics(example)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    }
}

import AdaptLintCore
import Foundation
import Testing

/// docs/spec-format.md is the written contract of format version 1: its tables must list exactly
/// the keys the decoder accepts and the vocabulary it knows, so the page cannot drift from the code.
@Suite struct SpecFormatDocumentTests {
    static func document() throws -> String {
        try String(contentsOf: Repository.root.appendingPathComponent("docs/spec-format.md"), encoding: .utf8)
    }

    /// The table rows (`| `x` | ... |`) of the section under `heading`, split into trimmed cells.
    static func rows(under heading: String) throws -> [[String]] {
        let lines = try document().components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: heading), "no '\(heading)' in docs/spec-format.md")
        var rows: [[String]] = []
        for line in lines[(start + 1)...] {
            if line.hasPrefix("#") { break }
            guard line.hasPrefix("| `") else { continue }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
            rows.append(cells.map { $0.trimmingCharacters(in: .whitespaces) })
        }
        return rows
    }

    /// The first cell of each row without its backticks.
    static func names(under heading: String) throws -> [String] {
        try rows(under: heading).map { $0[0].trimmingCharacters(in: CharacterSet(charactersIn: "`")) }
    }

    struct SectionCase: Sendable, CustomTestStringConvertible {
        let heading: String
        let keys: [String]
        var testDescription: String { heading }
    }

    static let sections: [SectionCase] = [
        SectionCase(heading: "### Screen (top level)", keys: SpecDecoder.Keys.screen),
        SectionCase(heading: "### Layout", keys: SpecDecoder.Keys.layout),
        SectionCase(heading: "### Condition (`when`)", keys: SpecDecoder.Keys.condition),
        SectionCase(heading: "### Margins", keys: SpecDecoder.Keys.margins),
        SectionCase(heading: "### Frame", keys: SpecDecoder.Keys.frame),
        SectionCase(heading: "### Size and hit area", keys: SpecDecoder.Keys.size),
        SectionCase(heading: "### Component", keys: SpecDecoder.Keys.component),
        SectionCase(heading: "### Orientations per device family", keys: SpecDecoder.Keys.orientationFamilies),
    ]

    /// The rows of a section's key table (five cells), leaving out value tables such as the text styles.
    static func keyNames(under heading: String) throws -> [String] {
        try rows(under: heading).filter { $0.count == 5 }.map {
            $0[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
        }
    }

    @Test func theFontSectionListsItsKeysAndEveryTextStyleWithItsSize() throws {
        #expect(try Self.keyNames(under: "### Font") == SpecDecoder.Keys.font)
        let styles = try Self.rows(under: "### Font").filter { $0.count == 2 }
        #expect(styles.map { $0[0] } == TextStyle.allCases.map { "`\($0.rawValue)`" })
        for (row, style) in zip(styles, TextStyle.allCases) {
            #expect(row[1].hasPrefix("\(Int(style.defaultSize))pt"), "\(style)")
        }
    }

    @Test(arguments: sections)
    func keyTablesListExactlyTheDecodersKeys(_ section: SectionCase) throws {
        let names = try Self.names(under: section.heading)
        // The screen section also tabulates orientation names; keep only the key table's rows.
        let keys =
            section.heading == "### Screen (top level)"
            ? names.filter { !Orientation.allCases.map(\.rawValue).contains($0) } : names
        #expect(keys.sorted() == section.keys.sorted())
        #expect(Set(keys).count == keys.count, "a key is listed twice")
    }

    @Test func requiredColumnsMatchTheDecoder() throws {
        let required = try Self.rows(under: "### Component").filter { $0[2] == "yes" }.map { $0[0] }
        #expect(required == ["`id`", "`type`"])
        let screen = try Self.rows(under: "### Screen (top level)").filter { $0.count == 5 && $0[2] == "yes" }.map {
            $0[0]
        }
        #expect(screen == ["`screen`", "`orientations`", "`layouts`"])
    }

    @Test func theOrientationTableListsEveryOrientationWithItsFamily() throws {
        let rows = try Self.rows(under: "### Screen (top level)").filter { $0.count == 2 }
        let listed = rows.map { $0[0].trimmingCharacters(in: CharacterSet(charactersIn: "`")) }
        #expect(listed == Orientation.allCases.map(\.rawValue))
        for (row, orientation) in zip(rows, Orientation.allCases) {
            #expect(row[1] == orientation.family.rawValue)
        }
    }

    @Test func theVocabularyTableListsEveryTypeWithItsInteractiveDefault() throws {
        let rows = try Self.rows(under: "## Component types")
        let types = rows.map { $0[0].trimmingCharacters(in: CharacterSet(charactersIn: "`")) }
        #expect(types == ComponentType.allCases.map(\.rawValue))
        for row in rows {
            let name = row[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            guard let type = ComponentType(rawValue: name) else { continue }
            #expect(row[2] == (type.isInteractiveByDefault ? "yes" : "no"), "\(name)")
            #expect((row[1] == "presentation") == type.isPresentation, "\(name)")
        }
    }

    @Test func theEnvironmentTableIsTheRealizableSet() throws {
        let lines = try Self.document().components(separatedBy: "\n")
        let rows = lines.filter { $0.hasPrefix("| compact |") || $0.hasPrefix("| regular |") }.map { line in
            line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        let documented = rows.map { "\($0[0]) \($0[1]) \($0[2])" }
        let known = Environment.realizable.map {
            "\($0.width.rawValue) \($0.height.rawValue) \($0.orientation.rawValue)"
        }
        #expect(documented == known)
    }

    @Test func theSchemaIdentifierIsTheOneDocumented() throws {
        #expect(try Self.document().contains("`$id` is `\(SpecSchema.identifier)`"))
    }
}

/// Every complete spec shown in the README and the format page (a ```json block with a "screen" key) decodes.
@Suite struct DocumentedExampleTests {
    static func examples(in file: String) throws -> [String] {
        let text = try String(contentsOf: Repository.root.appendingPathComponent(file), encoding: .utf8)
        var examples: [String] = []
        var current: [String]?
        for line in text.components(separatedBy: "\n") {
            if line == "```json" {
                current = []
            } else if line == "```", let block = current {
                let example = block.joined(separator: "\n")
                if example.contains("\"screen\"") { examples.append(example) }
                current = nil
            } else {
                current?.append(line)
            }
        }
        return examples
    }

    @Test(arguments: ["README.md", "docs/spec-format.md"])
    func specExamplesAreValid(_ file: String) throws {
        let examples = try Self.examples(in: file)
        #expect(!examples.isEmpty)
        for example in examples {
            let diagnostics = decodeDiagnostics(example)
            #expect(diagnostics.isEmpty, "\(file): \(diagnostics.map(\.message))")
        }
    }
}

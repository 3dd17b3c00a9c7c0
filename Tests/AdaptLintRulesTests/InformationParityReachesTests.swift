import AdaptLintCore
import AdaptLintRules
import Testing

/// A secondary destination that compact width opens from another screen brings its actions with
/// it (guidelines 001 and 004): a regular-width sidebar section whose names compact width reaches
/// offers nothing compact lacks, and `reaches` may name actions.
@Suite struct InformationParityReachesTests {
    /// A regular-width sidebar of `sections` (each a `shows` list and an action) and a compact
    /// tab item that reaches `reaches`.
    static func spec(sections: [(shows: [String], action: String)], reaches: [String]) -> String {
        func quoted(_ names: [String]) -> String { names.map { "\"\($0)\"" }.joined(separator: ", ") }
        let cells = sections.enumerated().map { number, section in
            #"{ "id": "section\#(number)", "type": "cell", "size": { "width": 288, "height": 44 }, "shows": [\#(quoted(section.shows))], "actions": ["\#(section.action)"] }"#
        }
        return TestSpec.screen([
            TestSpec.layout(
                when: #"{ "width": "regular" }"#,
                [
                    #"{ "id": "sidebar", "type": "sidebar", "size": { "width": 320, "height": 800 }, "children": [\#(cells.joined(separator: ", "))] }"#
                ]
            ),
            TestSpec.layout(
                when: #"{ "width": "compact" }"#,
                [
                    #"{ "id": "browseTab", "type": "tabItem", "size": { "width": 130, "height": 49 }, "reaches": [\#(quoted(reaches))] }"#
                ]
            ),
        ])
    }

    static func messages(_ spec: String) throws -> [String] {
        try RuleHarness.findings(spec, rule: InformationParityRule.self).map(\.message)
    }

    @Test func actionsOfReachedSectionsAreReachedWithThem() throws {
        let spec = Self.spec(
            sections: [
                (["storage.locations"], "location.open"), (["favorites"], "favorite.open"), (["tags"], "tag.open"),
            ],
            reaches: ["storage.locations", "favorites", "tags"])
        #expect(try Self.messages(spec) == [])
    }

    @Test func aSectionThatShowsSomethingUnreachedKeepsItsActionMissing() throws {
        let spec = Self.spec(sections: [(["favorites", "favorites.count"], "favorite.open")], reaches: ["favorites"])
        #expect(
            try Self.messages(spec) == [
                "'favorites.count' and action 'favorite.open' are offered in regular width but missing in compact width"
            ])
    }

    @Test func anUnreachedSectionIsStillMissing() throws {
        let spec = Self.spec(
            sections: [(["favorites"], "favorite.open"), (["tags"], "tag.open")], reaches: ["favorites"])
        #expect(
            try Self.messages(spec) == [
                "'tags' and action 'tag.open' are offered in regular width but missing in compact width"
            ])
    }

    @Test func reachesMayNameAnAction() throws {
        // A section that shows nothing: its action is reached when `reaches` names it.
        let spec = TestSpec.screen([
            TestSpec.layout(
                when: #"{ "width": "regular" }"#,
                [
                    #"{ "id": "newFolder", "type": "button", "size": { "width": 120, "height": 44 }, "actions": ["folder.create"] }"#
                ]
            ),
            TestSpec.layout(
                when: #"{ "width": "compact" }"#,
                [
                    #"{ "id": "browseTab", "type": "tabItem", "size": { "width": 130, "height": 49 }, "reaches": ["folder.create"] }"#
                ]
            ),
        ])
        #expect(try Self.messages(spec) == [])
        let unnamed = spec.replacingOccurrences(of: #""reaches": ["folder.create"]"#, with: #""reaches": ["folders"]"#)
        #expect(
            try Self.messages(unnamed) == [
                "'folders' is shown in compact width but missing in regular width",
                "action 'folder.create' is available in regular width but missing in compact width",
            ])
    }
}

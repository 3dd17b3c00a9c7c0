import AdaptJSON
import Testing

@testable import AdaptLintCore

/// The decoder matches keys and keywords on the source bytes; these cases pin down that the
/// matching is exact: escapes, long names, duplicates in big objects.
struct KeyMatchingTests {
    struct Case: Sendable, CustomStringConvertible {
        var description: String
        var component: String
        /// Expected invalid-spec messages, sorted; empty means the spec decodes.
        var problems: [String]
    }

    static let cases: [Case] = [
        Case(description: "plain keys", component: #"{"id": "a", "type": "button"}"#, problems: []),
        Case(
            description: "an escaped key means the same key", component: #"{"id": "a", "\u0074ype": "button"}"#,
            problems: []),
        Case(
            description: "an escaped duplicate is a duplicate",
            component: #"{"id": "a", "type": "button", "\u0074ype": "text"}"#,
            problems: ["duplicate key 'type' in a component; JSON readers disagree on which value wins"]),
        Case(
            description: "a key that shares its first 16 bytes with another",
            component: #"{"id": "a", "type": "button", "visibleItemsAndMore": 1, "visibleItemsAndMost": 2}"#,
            problems: [
                "unknown key 'visibleItemsAndMore' in component 'a'; expected one of 'id', 'type', 'frame', 'size', 'hitArea', 'interactive', 'shows', 'actions', 'children', 'when', 'items', 'visibleItems', 'rows', 'description', 'resizing', 'font', 'principal', 'anchor', 'spacing', 'contentSize', 'purpose', 'reaches' or 'margins'",
                "unknown key 'visibleItemsAndMost' in component 'a'; expected one of 'id', 'type', 'frame', 'size', 'hitArea', 'interactive', 'shows', 'actions', 'children', 'when', 'items', 'visibleItems', 'rows', 'description', 'resizing', 'font', 'principal', 'anchor', 'spacing', 'contentSize', 'purpose', 'reaches' or 'margins'",
            ]),
        Case(
            description: "a long unknown key repeated",
            component: #"{"id": "a", "type": "button", "aVeryLongUnknownKeyName": 1, "aVeryLongUnknownKeyName": 2}"#,
            problems: [
                "duplicate key 'aVeryLongUnknownKeyName' in a component; JSON readers disagree on which value wins",
                "unknown key 'aVeryLongUnknownKeyName' in component 'a'; expected one of 'id', 'type', 'frame', 'size', 'hitArea', 'interactive', 'shows', 'actions', 'children', 'when', 'items', 'visibleItems', 'rows', 'description', 'resizing', 'font', 'principal', 'anchor', 'spacing', 'contentSize', 'purpose', 'reaches' or 'margins'",
            ]),
        Case(
            description: "a keyword longer than 16 bytes",
            component: #"{"id": "a", "type": "segmentedControlX"}"#,
            problems: ["'segmentedControlX' is not a valid value for 'type'; did you mean 'segmentedControl'?"]),
        Case(
            description: "a keyword spelt with an escape",
            component: #"{"id": "a", "type": "butto\u006E"}"#, problems: []),
        Case(
            description: "a key with a NUL escape is not the key without it",
            component: #"{"id": "a", "type": "button", "type\u0000": 1}"#,
            problems: [
                "unknown key 'type\u{0}' in component 'a'; did you mean 'type'?"
            ]),
    ]

    @Test(arguments: cases)
    func componentKeys(_ testCase: Case) throws {
        let spec =
            #"{"screen": "S", "orientations": ["portrait"], "layouts": [{"components": ["#
            + testCase.component + "]}]}"
        #expect(try problems(spec) == testCase.problems)
    }

    @Test func duplicatesAreFoundInObjectsWithManyKeys() throws {
        let unknown = (0..<40).map { #""k\#($0)": 0"# }.joined(separator: ", ")
        let spec =
            #"{"screen": "S", "orientations": ["portrait"], "layouts": [{"components": [{"id": "a", "type": "text", "#
            + unknown + #", "k7": 1, "type": "link"}]}]}"#
        let found = try problems(spec)
        #expect(
            found.filter { $0.hasPrefix("duplicate") } == [
                "duplicate key 'k7' in a component; JSON readers disagree on which value wins",
                "duplicate key 'type' in a component; JSON readers disagree on which value wins",
            ])
        #expect(found.filter { $0.hasPrefix("unknown key") }.count == 40)
    }

    /// A document numbers at most 128 distinct keys; keys seen first after that are matched on
    /// their bytes, with the same result.
    @Test func keysPastTheNumberedOnesMatchTheSame() throws {
        let unknown = (0..<140).map { #""k\#($0)": 0"# }.joined(separator: ", ")
        let layout =
            #"{"screen": "S", "orientations": ["portrait"], "layouts": [{"components": [{"# + unknown
            + #", "id": "a", "type": "text", "frame": {"x": 0, "y": 0, "width": 1, "height": -1}, "id": "b"}]}]}"#
        let document = try JSONParser.parse(Array(layout.utf8))
        // The screen's and the layout's keys and the first unknown ones take every number.
        #expect(document.numberedKeys.count == 128)
        #expect(document.members(document.root).compactMap { document.keyNumber($0.key) } == [1, 2, 3])
        let inLayout = try problems(layout)
        #expect(inLayout.filter { $0.hasPrefix("unknown key 'k") }.count == 140)
        #expect(
            inLayout.filter { !$0.hasPrefix("unknown key 'k") } == [
                "'height' is -1; a length in points cannot be negative",
                "duplicate key 'id' in a component; JSON readers disagree on which value wins",
            ])
    }

    /// Duplicate ids are found on packed bytes in small layouts and with a hash table in large
    /// ones; both point every repeat at the first use, escapes included.
    @Test(arguments: [3, 40])
    func duplicateIDsInSmallAndLargeLayouts(_ unique: Int) throws {
        let components = (0..<unique).map { #"{"id": "c\#($0)", "type": "text"}"# }
        let repeats = [#"{"id": "c1", "type": "text"}"#, #"{"id": "\u0063\u0031", "type": "text"}"#]
        let spec =
            #"{"screen": "S", "orientations": ["portrait"], "layouts": [{"components": ["#
            + (components + repeats).joined(separator: ", ") + "]}]}"
        #expect(try problems(spec) == Array(repeating: "duplicate component id 'c1' in layout 1", count: 2))
    }

    @Test func positionalKeysFollowTheKeyLists() {
        #expect(ResizingKey.allCases.map { "\($0)" } == SpecDecoder.Keys.resizing)
        #expect(FontKey.allCases.map { "\($0)" } == SpecDecoder.Keys.font)
        #expect(ScreenKey.allCases.map { $0 == .schema ? "$schema" : "\($0)" } == SpecDecoder.Keys.screen)
        #expect(LayoutKey.allCases.map { "\($0)" } == SpecDecoder.Keys.layout)
        #expect(ConditionKey.allCases.map { "\($0)" } == SpecDecoder.Keys.condition)
        #expect(MarginsKey.allCases.map { "\($0)" } == SpecDecoder.Keys.margins)
    }

    @Test func componentKeyPositionsFollowTheKeyList() throws {
        let names = ComponentKey.allCases.map { "\($0)" }
        #expect(names == Array(SpecDecoder.Keys.component.prefix(names.count)))
        let text = "[" + SpecDecoder.Keys.component.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        let document = try JSONParser.parse(Array(text.utf8))
        for (position, element) in document.elements(document.root).enumerated() {
            #expect(SpecDecoder.KeySets.component.position(of: SpecDecoder.Keys.component[position]) == position)
            #expect(SpecDecoder.KeySets.component.position(ofString: element, in: document) == position)
        }
    }

    /// A numbered key is looked up by its vocabulary word: every key set of the format finds each
    /// word where its byte matching finds it.
    @Test func keySetsFindEveryWordWhereTheirBytesDo() throws {
        let sets: [KeySet] = [
            SpecDecoder.KeySets.screen, SpecDecoder.KeySets.layout, SpecDecoder.KeySets.condition,
            SpecDecoder.KeySets.margins, SpecDecoder.KeySets.frame, SpecDecoder.KeySets.size,
            SpecDecoder.KeySets.component, SpecDecoder.KeySets.resizing, SpecDecoder.KeySets.font,
            SpecDecoder.KeySets.orientationFamilies, AppDecoder.KeySets.app, AppDecoder.KeySets.multiWindow,
            AppDecoder.KeySets.navigation, AppDecoder.KeySets.destination, AppDecoder.KeySets.screen,
            AppDecoder.KeySets.splitView,
        ]
        for keys in sets {
            let byWord = try #require(keys.positionByWord, "\(keys.names)")
            for (word, name) in KeySet.vocabulary.names.enumerated() {
                #expect(byWord[word] == keys.position(of: name), "\(name) in \(keys.names)")
            }
        }
        #expect(KeySet(["type", "notAKey"]).positionByWord == nil)
    }

    /// Keys match on whole UTF-8 texts: a prefix, a longer text or a canonically equivalent
    /// spelling is not the key.
    @Test func keysMatchWholeUTF8Texts() throws {
        let keys = KeySet(["type", "caf\u{E9}"])
        let document = try JSONParser.parse(Array(#"["typ", "types", "type", "cafe\u0301", "caf\u00e9", 1]"#.utf8))
        let positions = document.elements(document.root).map { keys.position(ofString: $0, in: document) }
        #expect(positions == [nil, nil, 0, nil, 1, nil])
    }

    private func problems(_ spec: String) throws -> [String] {
        let document = try JSONParser.parse(Array(spec.utf8))
        switch SpecDecoder.decode(document) {
        case .success: return []
        case .failure(let failure): return failure.problems.map(\.message).sorted()
        }
    }
}

import AdaptJSON
import Testing

@testable import AdaptLintCore

/// What every spec goes through whatever it holds: an unsized name table, the shared empty
/// store, layouts moved to their store in place, keyword and root-key matching on source bytes.
/// Each must give what the long way gives.
struct PerFileFastPathTests {
    private func decode(_ text: String) throws -> ScreenSpec? {
        let document = try JSONParser.parse(Array(text.utf8))
        if case .success(let spec) = SpecDecoder.decode(document) { return spec }
        return nil
    }

    /// A name table never sized still numbers every name, and names are compared by UTF-8 bytes:
    /// an escaped spelling is the same name, a canonically equivalent one is not.
    @Test func unsizedNameNumberingGrows() throws {
        let names = (0..<100).map { "name\($0)" } + ["a name longer than sixteen bytes"]
        let text = "[" + names.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        let document = try JSONParser.parse(Array(text.utf8))
        var numbering = NameNumbering()
        let elements = Array(document.elements(document.root))
        let first = elements.map { numbering.number(of: $0, in: document) }
        #expect(first == Array(0..<names.count))
        #expect(elements.map { numbering.number(of: $0, in: document) } == first)
        #expect(numbering.names == names)

        let spellings = try JSONParser.parse(Array(#"["caf\u00e9", "café", "cafe\u0301"]"#.utf8))
        var other = NameNumbering()
        #expect(spellings.elements(spellings.root).map { other.number(of: $0, in: spellings) } == [0, 0, 1])
    }

    /// Specs without components share one empty store; a spec with components has its own, and
    /// every layout's list is in it, with the right members.
    @Test func storesAndLayoutLists() throws {
        let empty = #"{"screen": "S", "orientations": ["portrait"], "layouts": [{"components": []}]}"#
        let first = try #require(try decode(empty))
        let second = try #require(try decode(empty))
        #expect(first.store === second.store)
        #expect(first.store.count == 0)

        let full = #"""
            {"screen": "S", "orientations": ["portrait"], "layouts": [
                {"when": {"width": "compact"}, "components": []},
                {"when": {"width": "regular"}, "components": [
                    {"id": "a", "type": "text", "children": [{"id": "b", "type": "button"}]},
                    {"id": "c", "type": "image"}]},
                {"components": [{"id": "d", "type": "text"}]}
            ]}
            """#
        let spec = try #require(try decode(full))
        #expect(spec.store !== first.store)
        #expect(spec.layouts.allSatisfy { $0.components.store === spec.store })
        #expect(spec.layouts.map { $0.components.map(\.id.value) } == [[], ["a", "c"], ["d"]])
        #expect(spec.layouts[1].components[0].children.map(\.id.value) == ["b"])
    }

    /// Keywords match with or without escapes, and only exactly.
    @Test func keywordsMatchExactly() throws {
        let escaped = #"{"screen": "S", "orientations": ["portr\u0061it"], "layouts": [{"components": []}]}"#
        #expect(try decode(escaped)?.orientations.value.map(\.value) == [.portrait])
        let near = #"{"screen": "S", "orientations": ["portraits"], "layouts": [{"components": []}]}"#
        #expect(try decode(near) == nil)
    }

    /// The root key `app` is found with or without escapes, and not in keys that only start with it.
    @Test func appDescriptionRootKey() throws {
        #expect(AppDecoder.isAppDescription(try JSONParser.parse(Array(#"{"\u0061pp": "A"}"#.utf8))))
        #expect(!AppDecoder.isAppDescription(try JSONParser.parse(Array(#"{"apps": "A", "ap": 1}"#.utf8))))
        #expect(!AppDecoder.isAppDescription(try JSONParser.parse(Array(#"{"x": {"app": 1}}"#.utf8))))
        #expect(AppDecoder.isAppDescription(try JSONParser.parse(Array(#"{"x": {"app": 1}, "app": 2}"#.utf8))))
    }
}

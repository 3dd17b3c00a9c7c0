import AdaptJSON
import AdaptLintCore
import Foundation
import Testing

/// The decoder keeps a spec's components in one ``ComponentStore``: names numbered by text, lists
/// as views. What rules read through ``Component`` must be what the spec says.
@Suite struct ComponentStoreTests {
    /// Names of every length and spelling, some written twice (once with escapes).
    static let names = [
        "a", "approve", "order.total.16by", "order.total.17byt", "customer.address.line1",
        "item.é", "item.\u{1F600}", String(repeating: "long.name.", count: 30),
    ]

    /// Escapes every character of `text` as \uXXXX (surrogate pairs for astral characters).
    static func escaped(_ text: String) -> String {
        text.utf16.map { "\\u" + String(format: "%04X", $0) }.joined()
    }

    @Test func equalTextsGetEqualNumbersAndDistinctTextsDistinctOnes() throws {
        let items = Self.names + Self.names.map(Self.escaped)
        let shows = items.map { "\"\($0)\"" }.joined(separator: ", ")
        let spec = try decodeValid(specWith(component: #"{ "id": "list", "type": "list", "shows": [\#(shows)] }"#))
        let list = spec.layouts[0].components[0].shows
        #expect(list.map(\.value) == Self.names + Self.names)
        let numbers = list.indices.map { list.number(at: $0) }
        #expect(Array(numbers[..<Self.names.count]) == Array(numbers[Self.names.count...]))
        #expect(Set(numbers).count == Self.names.count)
        for index in list.indices {
            #expect(spec.store.names[list.number(at: index)] == list[index].value)
        }
    }

    @Test func namesAreComparedByTheirBytesNotByUnicodeEquivalence() throws {
        // "é" precomposed (U+00E9) and decomposed (e + U+0301): equal Strings, different bytes.
        let component = #"{ "id": "a", "type": "list", "shows": ["caf\u00e9", "cafe\u0301"] }"#
        let list = try decodeValid(specWith(component: component)).layouts[0].components[0].shows
        #expect(list.number(at: 0) != list.number(at: 1))
    }

    @Test func childrenAndItemsBelongToTheirOwnComponent() throws {
        let component = #"""
            { "id": "card", "type": "card", "shows": ["card.title"], "actions": ["open"], "children": [
                { "id": "inner", "type": "stack", "children": [
                    { "id": "leaf", "type": "text", "shows": ["leaf.text"] } ] },
                { "id": "button", "type": "button", "actions": ["buy", "share"] } ] }
            """#
        let spec = try decodeValid(specWith(component: component))
        let card = spec.layouts[0].components[0]
        #expect(card.shows.map(\.value) == ["card.title"])
        #expect(card.actions.map(\.value) == ["open"])
        #expect(card.children.map(\.id.value) == ["inner", "button"])
        #expect(card.children[0].children.map(\.id.value) == ["leaf"])
        #expect(card.children[0].children[0].shows.map(\.value) == ["leaf.text"])
        #expect(card.children[1].actions.map(\.value) == ["buy", "share"])
        #expect(card.children[1].children.isEmpty && !card.children[1].hasChildren)
        #expect(spec.layouts[0].allComponents.map(\.id.value) == ["card", "inner", "leaf", "button"])
        #expect(spec.componentIndex.components.map(\.position) == [0, 1, 2, 3])
        #expect(spec.componentIndex.subtreeEnds == [4, 3, 3, 4])
    }

    /// Small layouts compare ids one by one, large ones use a table: both report each later use
    /// of an id, pointing at its first, children included, and so are a component with an invalid
    /// `type` and its children (every problem in one pass, spec-format.md).
    @Test(arguments: [3, 23, 24, 25, 60])
    func duplicateIDsAreReportedAlikeInSmallAndLargeLayouts(_ count: Int) {
        var components = (0..<count).map { #"{ "id": "c\#($0 % 3)", "type": "text" }"# }
        components[count / 2] = #"{ "id": "c0", "type": "card", "children": [ { "id": "c1", "type": "text" } ] }"#
        components.append(#"{ "id": "c2", "type": "nonsense", "children": [ { "id": "c0", "type": "text" } ] }"#)
        let diagnostics = decodeDiagnostics(componentsHead + components.joined(separator: ", ") + componentsTail)
        let duplicates = diagnostics.filter { $0.message.hasPrefix("duplicate component id") }
        // `count` top-level ids, the card's child, the invalid component and its child, over three
        // distinct ids: every use after the first of each is reported.
        #expect(duplicates.count == count + 3 - 3, "\(duplicates.map(\.message))")
        #expect(diagnostics.contains { $0.message.hasPrefix("'nonsense' is not a valid value for 'type'") })
        // Each points at the first use of its id, one of the first three components (c1 is used
        // only once when there are three components: the card's child is its first use).
        let firstUses = Set(duplicates.flatMap { $0.related.map(\.location.start.column) })
        #expect(firstUses.count == (count == 3 ? 2 : 3))
        #expect(duplicates.allSatisfy { $0.related.count == 1 && $0.related[0].location.start < $0.location.start })
    }

    @Test func duplicateIDsAreFoundWhateverTheSpelling() {
        let ids = ["header", #"he\u0061der"#]
        let components = ids.map { #"{ "id": "\#($0)", "type": "text" }"# }.joined(separator: ", ")
        let messages = decodeDiagnostics(componentsHead + components + componentsTail).map(\.message)
        #expect(messages == ["duplicate component id 'header' in layout 1"])
    }
}

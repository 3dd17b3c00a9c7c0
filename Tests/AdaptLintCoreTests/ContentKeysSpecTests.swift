import AdaptJSON
import Testing

@testable import AdaptLintCore

/// The optional component keys that content rules read: `font`, `principal`, `anchor`, `spacing`, `contentSize`.
@Suite struct ContentKeysSpecTests {
    static func component(_ tail: String) throws -> Component {
        let spec = try decodeValid(specWith(component: #"{ "id": "c", "type": "text"\#(tail) }"#))
        return try #require(spec.layouts.first?.components.first)
    }

    @Test func aComponentWithoutTheNewKeysHasNone() throws {
        let component = try Self.component("")
        #expect(component.font == nil)
        #expect(component.principal == nil)
        #expect(component.anchor == nil)
        #expect(component.spacing == nil)
        #expect(component.contentSize == nil)
    }

    @Test func fontDecodesEveryKey() throws {
        let font = try #require(
            try Self.component(#", "font": { "style": "title3", "size": 20, "scales": false }"#).font)
        #expect(font.style?.value == .title3)
        #expect(font.size?.value == 20)
        #expect(font.scales?.value == false)
    }

    @Test func fontKeysAreOptionalOneByOne() throws {
        #expect(try Self.component(#", "font": { "style": "body" }"#).font?.size == nil)
        #expect(try Self.component(#", "font": { "size": 12.5 }"#).font?.size?.value == 12.5)
        #expect(try Self.component(#", "font": { "scales": true }"#).font?.style == nil)
    }

    @Test(arguments: [true, false])
    func principalDecodes(_ value: Bool) throws {
        #expect(try Self.component(#", "principal": \#(value)"#).principal?.value == value)
    }

    @Test(arguments: [0.0, 8, 12.5])
    func spacingDecodes(_ value: Double) throws {
        #expect(try Self.component(#", "spacing": \#(value)"#).spacing?.value == value)
    }

    @Test(arguments: [true, false])
    func layoutScrollsDecodes(_ value: Bool) throws {
        let text =
            #"{ "screen": "S", "orientations": ["portrait"], "layouts": [ { "scrolls": \#(value), "components": [] } ] }"#
        #expect(try decodeValid(text).layouts.first?.scrolls?.value == value)
        #expect(try decodeValid(specWith(component: #"{ "id": "c", "type": "text" }"#)).layouts.first?.scrolls == nil)
    }

    @Test func contentSizeDecodesOnAnImage() throws {
        let spec = try decodeValid(
            specWith(component: #"{ "id": "i", "type": "image", "contentSize": { "width": 1200, "height": 900.5 } }"#))
        let size = try #require(spec.layouts.first?.components.first?.contentSize)
        #expect(size.width.value == 1200)
        #expect(size.height.value == 900.5)
        #expect(size.x == nil)
    }

    @Test func anchorDecodesOnAPopover() throws {
        let spec = try decodeValid(specWith(component: #"{ "id": "p", "type": "popover", "anchor": "open" }"#))
        #expect(spec.layouts.first?.components.first?.anchor?.value == "open")
    }

    @Test(arguments: [
        (#", "font": "body""#, "expected an object for 'font', found a string"),
        (#", "font": { "size": -1 }"#, "'size' is -1; a length in points cannot be negative"),
        (#", "font": { "syle": "body" }"#, "unknown key 'syle' in 'font' of component 'c'; did you mean 'style'?"),
    ])
    func badFontsAreReported(_ tail: String, _ message: String) throws {
        let text = specWith(component: #"{ "id": "c", "type": "text"\#(tail) }"#)
        guard case .failure(let failure) = SpecDecoder.decode(try JSONParser.parse(Array(text.utf8))) else {
            Issue.record("'\(tail)' decoded without problems")
            return
        }
        #expect(failure.problems.map(\.message) == [message])
    }
}

import AdaptJSON
import Testing

@testable import AdaptLintCore

/// Locations from the resolver, which builds its indexes lazily and hashes lines only as far as
/// asked, against the same answers computed directly for the whole file.
struct LocationResolverTests {
    /// A spec-like text with CRLF line ends, multi-byte text and one wide object, so that the
    /// pointer walks outgrow their budget and the resolver switches to parent links midway.
    static let text: String = {
        let wide = (0..<300).map { "    \"k\($0)\": [\($0), \"\u{E9}\u{1F4E6}\"]" }.joined(separator: ",\r\n")
        return "{\r\n  \"screen\": \"Caf\u{E9}\",\r\n  \"wide\": {\r\n" + wide
            + "\r\n  },\r\n  \"tail\": [true, null]\r\n}\r\n"
    }()

    @Test(arguments: [false, true])
    func everyNodeResolvesLikeTheWholeFileIndexes(backwards: Bool) throws {
        let bytes = Array(Self.text.utf8)
        let document = try JSONParser.parse(bytes)
        let resolver = LocationResolver(document: document, path: "spec.json")
        let lines = LineIndex(bytes)
        let hashes = LineHashes(bytes: bytes)
        let nodes = Array(0..<document.valueCount)
        for node in backwards ? nodes.reversed() : nodes {
            let location = resolver.location(of: node)
            let range = document.byteRange(node)
            #expect(location.pointer == document.pointer(to: node), "node \(node)")
            #expect(location.start == lines.position(of: range.lowerBound), "node \(node)")
            #expect(location.end == lines.position(of: range.upperBound), "node \(node)")
            #expect(location.lineText == lines.lineText(location.start.line), "node \(node)")
            #expect(location.lineHash == hashes.hash(ofLine: location.start.line), "node \(node)")
        }
    }

    @Test func withoutLineHashesLocationsDifferInNothingElse() throws {
        // Only SARIF reports line hashes: a linter for other reports leaves them out, nothing else.
        let bytes = Array(Self.text.utf8)
        let document = try JSONParser.parse(bytes)
        let hashing = LocationResolver(document: document, path: "spec.json")
        let plain = LocationResolver(document: document, path: "spec.json", lineHashes: false)
        for node in 0..<document.valueCount {
            var location = plain.location(of: node)
            #expect(location.lineHash == nil)
            location.lineHash = hashing.location(of: node).lineHash
            #expect(location == hashing.location(of: node), "node \(node)")
        }
    }
}

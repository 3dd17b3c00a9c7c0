import AdaptJSON
import Testing

@testable import AdaptLintCore

/// What a finding costs to hold: a record of fixed size, and for the text of its line either a copy
/// (while a file's copies hold less than the file) or nothing, the line then cut from the file's
/// bytes (shared by the file's locations) when a report asks for it.
struct FindingFootprintTests {
    @Test func aFindingsRecordIsSmall() {
        // A location: path and pointer (16 bytes each), positions and range (48), and its start
        // line: the shared file, the line's offset and its hash's value and occurrence (29).
        #expect(MemoryLayout<Location>.stride <= 112)
        // A diagnostic: rule id and message (16 each), severity, its location, and one reference
        // each for related locations, fixes, and the rare suppression and baseline state.
        #expect(MemoryLayout<Diagnostic>.stride <= 176)
    }

    /// A file with a byte order mark, CRLF ends, a C1 control character and a line over the excerpt
    /// bound: every location shows the line the whole-file index gives.
    @Test func linesCutFromTheFileMatchTheLineIndex() throws {
        let long = String(repeating: "x", count: LineIndex.maximumLineTextBytes + 10)
        let text = "\u{FEFF}{\r\n  \"a\": \"b\u{85}c\",\r\n  \"long\": \"\(long)\",\r  \"n\": [1,\n 2]\n}"
        let bytes = Array(text.utf8)
        let document = try JSONParser.parse(bytes)
        let resolver = LocationResolver(document: document, path: "spec.json")
        let lines = LineIndex(bytes)
        let texts = TextLocations(bytes: bytes, path: "spec.json")
        for node in 0..<document.valueCount {
            let location = resolver.location(of: node)
            #expect(location.lineText == lines.lineText(location.start.line), "node \(node)")
            let range = document.byteRange(node)
            #expect(texts.location(of: range).lineText == lines.lineText(location.start.line), "node \(node)")
        }
        #expect(resolver.location(of: 0).lineText == "{")
    }

    @Test func equalLocationsAreEqualHoweverTheirLineIsHeld() throws {
        let bytes = Array("{\n  \"a\": 1\n}\n".utf8)
        let document = try JSONParser.parse(bytes)
        let resolved = LocationResolver(document: document, path: "spec.json").location(of: 2)
        var given = resolved
        given.lineText = resolved.lineText
        #expect(given == resolved)
        #expect(given.hashValue == resolved.hashValue)
        given.lineText = "other"
        #expect(given != resolved)
    }
}

/// A reader reuses one buffer for small files, grown to the largest so far: a finding of a small
/// file read into it keeps a buffer of its file's size, not the reader's.
@Test func aFindingKeepsNoMoreThanItsFile() throws {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(1 << 20)
    bytes += Array("{\n  \"a\": [1, 2]\n}\n".utf8)
    let document = try JSONParser.parse(bytes)
    // A copy of a line of this 18-byte file would hold more than the file: its locations share it,
    // kept at the file's size.
    let location = LocationResolver(document: document, path: "spec.json").location(of: 2)
    #expect(location.keptCapacity >= bytes.count)
    #expect(location.keptCapacity < 4_096)
    #expect(location.lineText == "  \"a\": [1, 2]")
    let text = TextLocations(bytes: bytes, path: "spec.json").location(of: 5..<8)
    #expect(text.keptCapacity < 4_096)
    // A file read into an array of its own size is kept as it is, not copied.
    let own = Array("{\n  \"a\": [1, 2]\n}\n".utf8)
    #expect(Location.kept(own).capacity == own.capacity)
}

/// A file's locations copy their lines only while the copies hold less than an eighth of the file,
/// then share the file: a file with one finding keeps one line through a run, and one with
/// thousands keeps its text once. Counted in bytes held, not timed.
@Test func aFilesLocationsCopyLinesUpToAnEighthOfTheFile() throws {
    let members = (0..<2_000).map { "  \"key\($0)\": \($0)" }.joined(separator: ",\n")
    let bytes = Array("{\n\(members)\n}\n".utf8)
    let document = try JSONParser.parse(bytes)
    let resolver = LocationResolver(document: document, path: "spec.json")
    var copied = 0
    var sharing = 0
    for node in stride(from: 2, to: document.valueCount, by: 2) {
        let location = resolver.location(of: node)
        if location.keptCapacity > 0 {
            sharing += 1
        } else {
            copied += location.lineText.utf8.count + LocationResolver.stringOverhead
        }
    }
    #expect(copied <= bytes.count / LocationResolver.copiedShare)
    #expect(copied > bytes.count / LocationResolver.copiedShare / 2)
    #expect(sharing > 1_000)
    // A file with one finding holds one line, not its text.
    let one = LocationResolver(document: document, path: "spec.json").location(of: 2)
    #expect(one.keptCapacity == 0 && one.lineText == "  \"key0\": 0,")
}

import AdaptLintCore
import AdaptTestSupport
import Foundation
import Testing

/// GitHub's published test vectors for `primaryLocationLineHash` (github/codeql-action
/// `src/fingerprints.test.ts`, as collected in `../shared/reference/line_hash.py`).
struct LineHashVector: CustomTestStringConvertible, Sendable {
    var name: String
    var text: String
    var hashes: [String]
    var testDescription: String { name }
}

let gitHubVectors: [LineHashVector] = [
    LineHashVector(name: "empty file", text: "", hashes: ["c129715d7a2bc9a3:1"]),
    LineHashVector(
        name: "short lines", text: " a\nb\n  \t\tc\n d",
        hashes: ["271789c17abda88f:1", "54703d4cd895b18:1", "180aee12dab6264:1", "a23a3dc5e078b07b:1"]),
    LineHashVector(
        name: "no final newline", text: " hello; \t\nworld!!!\n\n\n  \t\tGreetings\n End",
        hashes: [
            "8b7cf3e952e7aeb2:1", "b1ae1287ec4718d9:1", "bff680108adb0fcc:1", "c6805c5e1288b612:1",
            "b86d3392aea1be30:1", "e6ceba753e1a442:1",
        ]),
    LineHashVector(
        name: "LF", text: " hello; \t\nworld!!!\n\n\n  \t\tGreetings\n End\n", hashes: greetings),
    LineHashVector(
        name: "CR", text: " hello; \t\nworld!!!\r\r\r  \t\tGreetings\r End\r", hashes: greetings),
    LineHashVector(
        name: "CRLF", text: " hello; \t\r\nworld!!!\r\n\r\n\r\n  \t\tGreetings\r\n End\r\n", hashes: greetings),
    LineHashVector(
        name: "repeated lines", text: String(repeating: "Lorem ipsum dolor sit amet.\n", count: 10),
        hashes: [
            "a7f2ff13bc495cf2:1", "a7f2ff13bc495cf2:2", "a7f2ff13bc495cf2:3", "a7f2ff13bc495cf2:4",
            "a7f2ff13bc495cf2:5", "a7f2ff13bc495cf2:6", "a7f2ff1481e87703:1", "a9cf91f7bbf1862b:1",
            "55ec222b86bcae53:1", "cc97dc7b1d7d8f7b:1", "c129715d7a2bc9a3:1",
        ]),
    LineHashVector(
        name: "python program", text: "x = 2\nx = 1\nprint(x)\nx = 3\nprint(x)\nx = 4\nprint(x)\n",
        hashes: [
            "e54938cc54b302f1:1", "bb609acbe9138d60:1", "1131fd5871777f34:1", "5c482a0f8b35ea28:1",
            "54517377da7028d2:1", "2c644846cb18d53e:1", "f1b89f20de0d133:1", "c129715d7a2bc9a3:1",
        ]),
]

private let greetings = [
    "e9496ae3ebfced30:1", "fb7c023a8b9ccb3f:1", "ce8ba1a563dcdaca:1", "e20e36e16fcb0cc8:1",
    "b3edc88f2938467e:1", "c8e28b0b4002a3a0:1", "c129715d7a2bc9a3:1",
]

@Test(arguments: gitHubVectors)
func lineHashesMatchGitHubsTestVectors(_ vector: LineHashVector) {
    let hashes = LineHashes(text: vector.text)
    #expect(hashes.all == vector.hashes)
    #expect(LineHashes(bytes: Array(vector.text.utf8)).all == vector.hashes)
}

@Test func lineHashOutsideTheFileIsNil() {
    let hashes = LineHashes(text: "a\nb")
    #expect(hashes.count == 2)
    #expect(hashes.hash(ofLine: 0) == nil)
    #expect(hashes.hash(ofLine: 3) == nil)
    #expect(hashes.hash(ofLine: 2) == hashes.all.last)
}

/// Files whose every line hash must equal what `line_hash.py` prints for them.
struct LineHashSample: CustomTestStringConvertible, Sendable {
    var name: String
    var bytes: [UInt8]
    var testDescription: String { name }

    init(_ name: String, _ text: String) {
        self.name = name
        bytes = Array(text.utf8)
    }
}

let lineHashSamples: [LineHashSample] = [
    LineHashSample("pretty spec", Fixtures.idiomSpec),
    LineHashSample("CRLF spec", Fixtures.crlfSpec),
    LineHashSample("minified multibyte spec", Fixtures.multibyteSpec),
    LineHashSample("byte order mark", "\u{FEFF}{\n  \"screen\": \"BOM\"\n}\n"),
    LineHashSample(
        "emoji and CJK on many lines", (1...30).map { "  \"k\($0)\": \"📦 注文 é \($0)\"," }.joined(separator: "\n")),
    LineHashSample("lone CR and mixed endings", "{\r\"a\": 1,\r\n\"b\": 2,\n\r\n\t\"c\": 3\r}"),
    LineHashSample("long line", "{\"a\": \"" + String(repeating: "xy ", count: 150) + "\"}\n{}\n"),
    LineHashSample("blank lines only", "\n\n  \n\t\n"),
    LineHashSample("repeated lines", String(repeating: "  \"same\": true,\n", count: 250)),
    LineHashSample(
        "long file with repeats",
        (0..<5_000).map { "  \"k\($0 % 7)\": \($0 % 3 == 0 ? "true" : "\"x\"")," }.joined(separator: "\n")),
]

@Test(
    .integration(.shared("reference/line_hash.py"), .python),
    arguments: lineHashSamples)
func lineHashesMatchTheReferenceScript(_ sample: LineHashSample) throws {
    let scratch = try ScratchDirectory()
    let file = scratch.url.appendingPathComponent("sample.json")
    try Data(sample.bytes).write(to: file)
    let output = try Python.run([Python.reference.appendingPathComponent("line_hash.py").path, file.path])
    try #require(output.status == 0, "line_hash.py exited with \(output.status)")
    let expected = output.stdout.split(separator: "\n").map { line in
        String(line.split(separator: " ").last ?? "")
    }
    let hashes = LineHashes(bytes: sample.bytes)
    #expect(hashes.all == expected)
    #expect(hashes.count == expected.count)
}

@Test(.integration(.shared("reference/line_hash.py"), .python))
func linterPutsTheStartLinesHashOnEveryLocation() throws {
    let scratch = try ScratchDirectory()
    let bytes = Array(Fixtures.idiomSpec.utf8)
    let file = scratch.url.appendingPathComponent("spec.json")
    try Data(bytes).write(to: file)
    let result = Fixtures.linter.lint(bytes, path: "spec.json")
    let locations = result.diagnostics.flatMap { [$0.location] + $0.related.map(\.location) }
    try #require(locations.count >= 3)
    for location in locations {
        let output = try Python.run(
            [Python.reference.appendingPathComponent("line_hash.py").path, file.path, String(location.start.line)])
        // A failing script prints an error, not a hash: stop there rather than compare the two.
        try #require(output.status == 0, "line_hash.py exited with \(output.status)")
        #expect(location.lineHash == output.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}

@Test func syntaxErrorsCarryTheLineHashToo() throws {
    let result = Fixtures.linter.lint(Array(Fixtures.invalidJSON.utf8), path: "broken.json")
    let diagnostic = try #require(result.diagnostics.first)
    #expect(diagnostic.ruleID == "invalid-json")
    #expect(
        diagnostic.location.lineHash
            == LineHashes(text: Fixtures.invalidJSON).hash(ofLine: diagnostic.location.start.line))
    #expect(diagnostic.location.lineHash != nil)
}

@Test(
    arguments: [
        [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xE2, 0x82], [0x80], [0xF4, 0x90, 0x80, 0x80],
        [0xE0, 0x9F, 0xBF], [0xF0, 0x8F, 0xBF, 0xBF], [0xF0, 0x9F, 0x93, 0xA6], [0xE2, 0x82, 0xAC], [0xC3, 0xA9],
        [0xF4, 0x8F, 0xBF, 0xBF], [0xED, 0x9F, 0xBF], [0xEF, 0xBF, 0xBD],
    ] as [[UInt8]])
func bytesHashLikeTheTextStringsDecodeThemTo(_ sequence: [UInt8]) {
    // Valid sequences take the byte transcoder, ill-formed ones the String fallback; both must
    // hash what String(decoding:) makes of the bytes, in the middle of lines and at the end.
    let bytes = Array("{\n  \"a\": \"x".utf8) + sequence + Array("y\",\n  \"b\": 1\n}\n".utf8) + sequence
    #expect(LineHashes(bytes: bytes).all == LineHashes(text: String(decoding: bytes, as: UTF8.self)).all)
}

import AdaptTestSupport
import Testing

@testable import AdaptJSON

/// The string decoder's work is linear in the string: a document sent to the language server is
/// one JSON string holding a whole spec, with an escape for each of its quotes and line breaks.
struct StringDecoderWorkTests {
    /// The body of a JSON string that writes a spec of `lines` lines, as an editor sends it.
    static func escapedSpec(lines: Int) -> [UInt8] {
        let line =
            #"    { \"id\": \"button\", \"type\": \"button\", \"frame\": [16, 40, 120, 32], \"label\": \"caf\u00e9 \uD83D\uDE00\" },\n"#
        return Array(String(repeating: line, count: lines).utf8)
    }

    /// Decodes the body `bytes` as the document does and returns the text with the work counted.
    static func decode(_ bytes: [UInt8]) -> (text: [UInt8], work: JSONStringDecoder.Work) {
        var work = JSONStringDecoder.Work()
        let text = JSONStringDecoder.decodeUTF8(bytes, from: 0, to: bytes.count, work: &work)
        return (text, work)
    }

    @Test(arguments: [1_000, 8_000, 64_000])
    func decodingWritesEachByteOnceIntoOneBuffer(lines: Int) {
        let body = Self.escapedSpec(lines: lines)
        let (text, work) = Self.decode(body)
        // The output never outgrows the buffer reserved for it, so nothing written is copied again;
        // a decoder that grew its text per escape would move the text written so far each time.
        #expect(work.reallocations == 0)
        #expect(work.bytesMoved == 0)
        #expect(work.bytesWritten == text.count)
        #expect(text.count <= body.count)
    }

    @Test func aDecodedSpecReadsBackAsTheText() throws {
        let body = Self.escapedSpec(lines: 3)
        let document = try JSONParser.parse([UInt8(ascii: "\"")] + body + [UInt8(ascii: "\"")])
        let line =
            "    { \"id\": \"button\", \"type\": \"button\", \"frame\": [16, 40, 120, 32], \"label\": \"caf\u{E9} \u{1F600}\" },\n"
        #expect(document.string(document.root) == String(repeating: line, count: 3))
    }

    /// Random text, each scalar written raw or escaped in every way JSON allows, decodes to itself.
    @Test func randomTextWithEveryKindOfEscapeDecodesToItself() throws {
        var random = SplitMix64(seed: 29)
        let pool: [Unicode.Scalar] = [
            "a", "Z", " ", "\"", "\\", "/", "\u{08}", "\u{0C}", "\n", "\r", "\t", "\u{0}", "\u{1F}", "\u{7F}",
            "\u{80}", "\u{E9}", "\u{7FF}", "\u{800}", "\u{2028}", "\u{FFFD}", "\u{FFFF}", "\u{10000}", "\u{1F600}",
            "\u{10FFFF}",
        ]
        for _ in 0..<200 {
            var scalars = String.UnicodeScalarView()
            var json = "\""
            for _ in 0..<random.below(40) {
                let scalar = random.pick(pool)
                scalars.append(scalar)
                json += Self.written(scalar, escaped: random.chance(60), random: &random)
            }
            json += "\""
            let document = try JSONParser.parse(Array(json.utf8))
            #expect(document.string(document.root) == String(scalars), "\(json)")
        }
    }

    /// `scalar` as JSON string text: raw where JSON allows it, else (or when `escaped`) as an escape.
    static func written(_ scalar: Unicode.Scalar, escaped: Bool, random: inout SplitMix64) -> String {
        let short: [Unicode.Scalar: String] = [
            "\"": "\\\"", "\\": "\\\\", "/": "\\/", "\u{08}": "\\b", "\u{0C}": "\\f", "\n": "\\n", "\r": "\\r",
            "\t": "\\t",
        ]
        let mustEscape = scalar.value < 0x20 || scalar == "\"" || scalar == "\\"
        guard escaped || mustEscape else { return String(Character(scalar)) }
        if let text = short[scalar], random.chance(50) { return text }
        let uppercase = random.chance(50)
        func hex(_ value: UInt32) -> String {
            let digits = String(value, radix: 16, uppercase: uppercase)
            return "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
        }
        guard scalar.value >= 0x10000 else { return hex(scalar.value) }
        let offset = scalar.value - 0x10000
        return hex(0xD800 + (offset >> 10)) + hex(0xDC00 + (offset & 0x3FF))
    }
}

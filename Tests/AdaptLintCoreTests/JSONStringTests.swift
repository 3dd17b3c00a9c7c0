import Foundation
import Testing

@testable import AdaptLintCore

/// ``JSONString``, the one JSON string escaper (reports, baselines, imported specs, the
/// language server), against a reference that escapes a character at a time.
@Suite struct JSONStringTests {
    /// Escapes a character at a time: what the eight-bytes-at-a-time scan must agree with.
    static func reference(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case "\u{00}"..."\u{1F}", "\u{7F}"..."\u{9F}":
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    @Test func escapesWhatJSONRequiresAndTheControlsATerminalWouldRun() {
        #expect(JSONString.quoted("a\"b\\c\nd\u{01}é") == #""a\"b\\c\nd\u0001é""#)
        #expect(JSONString.quoted("\u{1B}[2J\u{7F}\u{9B}31m") == #""\u001b[2J\u007f\u009b31m""#)
        #expect(JSONString.quoted("\u{A0}©Â\u{2028}📦") == "\"\u{A0}©Â\u{2028}📦\"")
    }

    @Test func everyControlCharacterRoundTripsThroughAJSONReader() throws {
        let scalars = (0..<0x20).compactMap(Unicode.Scalar.init) + (0x7F...0xA0).compactMap(Unicode.Scalar.init)
        let all = String(String.UnicodeScalarView(scalars))
        let quoted = JSONString.quoted(all)
        #expect(!quoted.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        let decoded = try JSONSerialization.jsonObject(with: Data("[\(quoted)]".utf8)) as? [String]
        #expect(decoded == [all])
    }

    @Test func escapesAreFoundAtEveryPlaceInAWord() {
        // Every special character at every offset of strings up to 19 characters long, among
        // plain ASCII, bytes just around the special ones, and characters whose UTF-8 starts
        // with 0xC2 (the lead byte of C1 controls) but that are not controls.
        let specials: [Character] = ["\"", "\\", "\n", "\u{00}", "\u{1F}", "\u{01}", "\u{7F}", "\u{80}", "\u{9F}"]
        let neighbours = "\u{20}\u{21}\u{23}\u{5B}\u{5D}\u{7E}é\u{A0}©\u{C2}"
        for length in 1..<20 {
            for offset in 0..<length {
                for special in specials {
                    var characters = Array(String(repeating: neighbours, count: 4).prefix(length))
                    characters[offset] = special
                    let text = String(characters)
                    #expect(JSONString.quoted(text) == Self.reference(text), "\(Array(text.utf8))")
                }
            }
        }
        let long = String(repeating: "plain text © ", count: 50) + "\u{85}" + String(repeating: "é\"", count: 9)
        #expect(JSONString.quoted(long) == Self.reference(long))
    }

    @Test func appendsToWhatTheBufferHolds() {
        var buffer = Array("[".utf8)
        JSONString.write("a\u{9B}", into: &buffer)
        #expect(String(decoding: buffer, as: UTF8.self) == #"["a\u009b""#)
    }
}

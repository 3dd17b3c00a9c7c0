import Testing

@testable import AdaptJSON

/// `stringWords` reads a string's first 16 bytes with word loads where the input has room and
/// byte by byte near its end; both must give the same words as packing the bytes one at a time.
struct StringWordsTests {
    /// The words packed byte by byte, as the decoder's PackedName does.
    static func expectedWords(_ text: String) -> (low: UInt64, high: UInt64, length: Int) {
        let bytes = Array(text.utf8)
        var low: UInt64 = 0
        var high: UInt64 = 0
        for (offset, byte) in bytes.prefix(16).enumerated() {
            if offset < 8 {
                low |= UInt64(byte) << UInt64(8 * offset)
            } else {
                high |= UInt64(byte) << UInt64(8 * (offset - 8))
            }
        }
        return (low, high, bytes.count)
    }

    @Test(arguments: [0, 1, 7, 8, 9, 15, 16, 17, 30])
    func wordsMatchBytePackingAtEveryLength(_ length: Int) throws {
        let text = String((0..<length).map { Character(Unicode.Scalar(UInt8(97 + $0 % 26))) })
        // Near the end of the input (byte by byte) and far from it (word loads).
        for json in ["[\"\(text)\"]", "[\"\(text)\", \"\(String(repeating: " ", count: 40))\"]"] {
            let document = try JSONParser.parse(Array(json.utf8))
            let words = try #require(document.stringWords(1))
            let expected = Self.expectedWords(text)
            #expect(words.low == expected.low && words.high == expected.high && words.length == expected.length)
        }
    }

    @Test func stringsWithEscapesAndOtherValuesHaveNoWords() throws {
        let document = try JSONParser.parse(Array(#"["a\nb", 1, true]"#.utf8))
        #expect(document.stringWords(1) == nil)
        #expect(document.stringWords(2) == nil)
        #expect(document.stringWords(3) == nil)
    }

    @Test func multiByteUTF8IsPackedAsBytes() throws {
        let document = try JSONParser.parse(Array("[\"é€\", 0, 0, 0, 0, 0, 0, 0, 0, 0]".utf8))
        let words = try #require(document.stringWords(1))
        let expected = Self.expectedWords("é€")
        #expect(words.low == expected.low && words.high == expected.high && words.length == 5)
    }
}

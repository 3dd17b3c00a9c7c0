import Testing

@testable import AdaptJSON

/// Keys numbered by their source text as the scanner reads them: equal texts share a number,
/// numbers follow first sight, and the table's limits leave keys without a number rather than
/// costing more than a few slots a key.
struct KeyNumberingTests {
    @Test func equalKeysShareANumberInOrderOfFirstSight() throws {
        let text = #"{"type": 1, "a": {"type": "type", "typeface": [{"a": 2}], "\u0074ype": 3}, "visibleItems": 4}"#
        let document = try JSONParser.parse(Array(text.utf8))
        var numbers: [String: Int] = [:]
        var keyNodes: [Int] = []
        for node in 0..<document.valueCount where document.kind(node) == .string {
            guard let number = document.keyNumber(node) else {
                // Only values are left without a number in so small a document.
                #expect(document.string(node) == "type")
                continue
            }
            keyNodes.append(node)
            let key = String(decoding: document.bytes[document.byteRange(node)], as: UTF8.self)
            #expect(numbers[key, default: number] == number, "\(key)")
            numbers[key] = number
            #expect(document.count(node) == 0)
        }
        #expect(keyNodes.count == 7)
        #expect(numbers == [#""type""#: 1, #""a""#: 2, #""typeface""#: 3, #""\u0074ype""#: 4, #""visibleItems""#: 5])
        // The first key node of each number, in order.
        #expect(document.numberedKeys == [1, 3, 7, 12, 14])
    }

    @Test func keysPastTheTableAreLeftWithoutANumber() throws {
        let count = KeyNumbering.maximumKeys + 40
        let members = (0..<count).map { #""key\#($0)": \#($0)"# }
        let text = "[{" + members.joined(separator: ", ") + "}, {" + members.joined(separator: ", ") + "}]"
        let document = try JSONParser.parse(Array(text.utf8))
        #expect(document.numberedKeys.count == KeyNumbering.maximumKeys)
        let objects = Array(document.elements(document.root))
        let first = document.members(objects[0]).map { document.keyNumber($0.key) }
        let second = document.members(objects[1]).map { document.keyNumber($0.key) }
        // The same text gets the same number, or none, every time it occurs.
        #expect(first == second)
        #expect(first.prefix(KeyNumbering.maximumKeys) == ArraySlice((1...KeyNumbering.maximumKeys).map { $0 }))
        #expect(first.dropFirst(KeyNumbering.maximumKeys).allSatisfy { $0 == nil })
    }

    /// Many keys that share their first and last 8 bytes: each text keeps one number (or none)
    /// however the table fills, and the table stops at its limit.
    @Test func collidingKeysKeepTheirNumbers() {
        var numbering = KeyNumbering()
        let texts = (0..<10_000).map { Array("a key \($0 % 3_000) whose middle bytes differ".utf8) }
        var numbers: [String: UInt32] = [:]
        for text in texts {
            text.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                let number = numbering.number(
                    text: base, length: buffer.count, base: base, end: base + buffer.count, node: 0)
                let key = String(decoding: text, as: UTF8.self)
                if number != 0 { #expect(numbers[key, default: number] == number) }
                numbers[key] = number
            }
        }
        #expect(numbering.firstNodes.count == KeyNumbering.maximumKeys)
    }
}

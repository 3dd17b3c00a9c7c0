import AdaptJSON

/// Numbers the distinct names of one spec (ids, `shows` and `actions` items, anchors) as the
/// decoder meets them, building each name's String once.
///
/// Names are the same when their UTF-8 bytes are (RFC 8259, section 8.3: code unit by code unit),
/// escapes decoded; canonically equivalent spellings are different names. A name without escapes
/// is looked up by its bytes in the source, so a name seen before builds no String.
struct NameNumbering {
    /// The names, by number.
    private(set) var names: [String] = []
    /// The number of each name, by its UTF-8.
    private var numbers: [ArraySlice<UInt8>: Int] = [:]

    /// An empty numbering; it allocates nothing until ``reserve(expected:)`` or the first name.
    init() {}

    /// Sizes the numbering for about `expected` distinct names.
    mutating func reserve(expected: Int) {
        names.reserveCapacity(expected)
        numbers.reserveCapacity(expected)
    }

    /// The number of the string at `node` of `document`, which must be a string.
    ///
    /// - Complexity: O(length) expected.
    mutating func number(of node: Int, in document: JSONDocument) -> Int {
        let utf8 =
            document.unescapedStringContent(node).map { document.bytes[$0] }
            ?? ArraySlice((document.string(node) ?? "").utf8)
        if let number = numbers[utf8] { return number }
        let number = names.count
        names.append(String(decoding: utf8, as: UTF8.self))
        numbers[utf8] = number
        return number
    }
}

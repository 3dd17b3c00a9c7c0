/// The byte-level reader behind ``JSONParser``: peek, advance, skip whitespace, and one
/// function per grammar production. Writes nodes onto a flat tape in pre-order.
struct JSONScanner {
    typealias Node = JSONDocument.Node

    let input: UnsafeBufferPointer<UInt8>
    let limits: JSONParser.Limits
    var cursor = 0
    var depth = 0
    var nodes: NodeTape

    init(_ input: UnsafeBufferPointer<UInt8>, limits: JSONParser.Limits) {
        self.input = input
        self.limits = limits
        nodes = NodeTape(capacity: min(input.count / 6 + 16, limits.maximumValues))
    }

    // MARK: - Document

    mutating func parseDocument() throws(JSONSyntaxError) {
        try skipByteOrderMark()
        skipWhitespace()
        guard cursor < input.count else {
            throw JSONSyntaxError(.empty, at: cursor)
        }
        try parseValue()
        skipWhitespace()
        if cursor < input.count {
            throw JSONSyntaxError(.trailingContent(found: describe(at: cursor)), at: cursor)
        }
    }

    private mutating func skipByteOrderMark() throws(JSONSyntaxError) {
        let count = input.count
        if count >= 4, input[0] == 0, input[1] == 0, input[2] == 0xFE, input[3] == 0xFF {
            throw JSONSyntaxError(.unsupportedEncoding("UTF-32BE"), at: 0)
        }
        if count >= 4, input[0] == 0xFF, input[1] == 0xFE, input[2] == 0, input[3] == 0 {
            throw JSONSyntaxError(.unsupportedEncoding("UTF-32LE"), at: 0)
        }
        if count >= 2, input[0] == 0xFE, input[1] == 0xFF {
            throw JSONSyntaxError(.unsupportedEncoding("UTF-16BE"), at: 0)
        }
        if count >= 2, input[0] == 0xFF, input[1] == 0xFE {
            throw JSONSyntaxError(.unsupportedEncoding("UTF-16LE"), at: 0)
        }
        if count >= 3, input[0] == 0xEF, input[1] == 0xBB, input[2] == 0xBF {
            cursor = 3
            return
        }
        // No mark: a JSON text starts with an ASCII character, so a NUL among the first two
        // bytes means UTF-16 or UTF-32 (RFC 4627 section 3). Such input is refused either way;
        // this only gives it a clearer message than "found a NUL byte".
        if count >= 4, input[0] != 0, input[1] == 0, input[2] == 0, input[3] == 0 {
            throw JSONSyntaxError(.unsupportedEncoding("UTF-32LE"), at: 0)
        }
        if count >= 4, input[0] == 0, input[1] == 0, input[2] == 0, input[3] != 0 {
            throw JSONSyntaxError(.unsupportedEncoding("UTF-32BE"), at: 0)
        }
        if count >= 2, (input[0] == 0) != (input[1] == 0) {
            throw JSONSyntaxError(.unsupportedEncoding(input[0] == 0 ? "UTF-16BE" : "UTF-16LE"), at: 0)
        }
    }

    // MARK: - Values

    private mutating func parseValue() throws(JSONSyntaxError) {
        guard cursor < input.count else {
            throw JSONSyntaxError(.unexpectedEnd(expected: "a JSON value"), at: cursor)
        }
        switch input[cursor] {
        case UInt8(ascii: "{"): try parseObject()
        case UInt8(ascii: "["): try parseArray()
        case UInt8(ascii: "\""): try parseString()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try parseNumber()
        case UInt8(ascii: "t"): try parseLiteral("true", .true)
        case UInt8(ascii: "f"): try parseLiteral("false", .false)
        case UInt8(ascii: "n"): try parseLiteral("null", .null)
        default:
            // describeWord quotes a whole bare word ('True', 'NaN'), else the one character.
            throw JSONSyntaxError(.unexpected(found: describeWord(at: cursor), expected: "a JSON value"), at: cursor)
        }
    }

    mutating func append(_ kind: JSONDocument.Kind, start: Int, end: Int, escapes: Bool = false) throws(JSONSyntaxError)
    {
        guard nodes.count < limits.maximumValues else {
            throw JSONSyntaxError(.tooManyValues(limit: limits.maximumValues), at: start)
        }
        let index = UInt32(nodes.count)
        nodes.append(
            Node(start: UInt32(start), end: UInt32(end), next: index + 1, count: 0, kind: kind, hasEscapes: escapes))
    }

    private mutating func enterContainer() throws(JSONSyntaxError) {
        depth += 1
        guard depth <= limits.maximumDepth else {
            throw JSONSyntaxError(.tooDeep(limit: limits.maximumDepth), at: cursor)
        }
    }

    private mutating func closeContainer(_ index: Int, count: Int) {
        nodes[index].end = UInt32(cursor)
        nodes[index].next = UInt32(nodes.count)
        nodes[index].count = UInt32(count)
        depth -= 1
    }

    private mutating func parseObject() throws(JSONSyntaxError) {
        try enterContainer()
        let index = nodes.count
        try append(.object, start: cursor, end: cursor)
        cursor += 1
        skipWhitespace()
        var count = 0
        if peek() == UInt8(ascii: "}") {
            cursor += 1
            closeContainer(index, count: 0)
            return
        }
        while true {
            guard cursor < input.count else {
                throw JSONSyntaxError(.unexpectedEnd(expected: count == 0 ? "a key or '}'" : "a key"), at: cursor)
            }
            guard input[cursor] == UInt8(ascii: "\"") else {
                let expected = count == 0 ? "a string key or '}'" : "a string key (trailing commas are not allowed)"
                throw JSONSyntaxError(.unexpected(found: describeWord(at: cursor), expected: expected), at: cursor)
            }
            try parseString()
            skipWhitespace()
            if cursor < input.count, input[cursor] == UInt8(ascii: ":") {
                cursor += 1
            } else {
                try expect(UInt8(ascii: ":"), "':' after the key")
            }
            skipWhitespace()
            try parseValue()
            count += 1
            skipWhitespace()
            guard cursor < input.count else {
                throw JSONSyntaxError(.unexpectedEnd(expected: "',' or '}'"), at: cursor)
            }
            if input[cursor] == UInt8(ascii: ",") {
                cursor += 1
                skipWhitespace()
                continue
            }
            if input[cursor] == UInt8(ascii: "}") {
                cursor += 1
                closeContainer(index, count: count)
                return
            }
            throw JSONSyntaxError(
                .unexpected(found: describe(at: cursor), expected: "',' or '}' after an object member"), at: cursor)
        }
    }

    private mutating func parseArray() throws(JSONSyntaxError) {
        try enterContainer()
        let index = nodes.count
        try append(.array, start: cursor, end: cursor)
        cursor += 1
        skipWhitespace()
        var count = 0
        if peek() == UInt8(ascii: "]") {
            cursor += 1
            closeContainer(index, count: 0)
            return
        }
        while true {
            if peek() == UInt8(ascii: "]") && count > 0 {
                throw JSONSyntaxError(
                    .unexpected(found: "']'", expected: "a value (trailing commas are not allowed)"), at: cursor)
            }
            try parseValue()
            count += 1
            skipWhitespace()
            guard cursor < input.count else {
                throw JSONSyntaxError(.unexpectedEnd(expected: "',' or ']'"), at: cursor)
            }
            if input[cursor] == UInt8(ascii: ",") {
                cursor += 1
                skipWhitespace()
                continue
            }
            if input[cursor] == UInt8(ascii: "]") {
                cursor += 1
                closeContainer(index, count: count)
                return
            }
            throw JSONSyntaxError(
                .unexpected(found: describe(at: cursor), expected: "',' or ']' after an array element"), at: cursor)
        }
    }

    private mutating func parseLiteral(_ word: StaticString, _ kind: JSONDocument.Kind) throws(JSONSyntaxError) {
        let start = cursor
        let length = word.utf8CodeUnitCount
        let matches = word.withUTF8Buffer { expected -> Bool in
            guard start + length <= input.count else { return false }
            for offset in 0..<length where input[start + offset] != expected[offset] { return false }
            return true
        }
        guard matches else {
            throw JSONSyntaxError(.unexpected(found: describeWord(at: start), expected: "a JSON value"), at: start)
        }
        cursor += length
        try append(kind, start: start, end: cursor)
    }

    // MARK: - Helpers

    @inline(__always) func peek() -> UInt8? {
        cursor < input.count ? input[cursor] : nil
    }

    /// Skips whitespace. Pretty-printed specs indent every line, so a run of spaces is skipped
    /// eight bytes at a time: the first byte of a word that is not a space ends the run.
    @inline(__always) mutating func skipWhitespace() {
        while cursor < input.count {
            let byte = input[cursor]
            // Most calls find a token at once (`"key":`, `1,`): one comparison settles it.
            if byte > 0x20 { return }
            switch byte {
            case 0x20:
                if cursor + 8 <= input.count, let base = input.baseAddress {
                    let word = UnsafeRawPointer(base).loadUnaligned(fromByteOffset: cursor, as: UInt64.self)
                        .littleEndian
                    let other = word ^ 0x2020_2020_2020_2020
                    cursor += other == 0 ? 8 : other.trailingZeroBitCount >> 3
                } else {
                    cursor += 1
                }
            case 0x0A, 0x0D, 0x09: cursor += 1
            default: return
            }
        }
    }

    private mutating func expect(_ byte: UInt8, _ expected: String) throws(JSONSyntaxError) {
        guard cursor < input.count else {
            throw JSONSyntaxError(.unexpectedEnd(expected: expected), at: cursor)
        }
        guard input[cursor] == byte else {
            throw JSONSyntaxError(.unexpected(found: describe(at: cursor), expected: expected), at: cursor)
        }
        cursor += 1
    }

    /// A short, quoted description of the input at `offset` for messages.
    func describe(at offset: Int) -> String {
        guard offset < input.count else { return "end of file" }
        let byte = input[offset]
        switch byte {
        case 0x21...0x7E: return "'\(Character(Unicode.Scalar(byte)))'"
        case 0x00: return "a NUL byte"
        case 0x01..<0x20, 0x7F: return "control character 0x\(String(byte, radix: 16, uppercase: true))"
        default:
            if let scalar = decodeScalar(at: offset) {
                return "'\(Character(scalar))' (U+\(String(scalar.value, radix: 16, uppercase: true)))"
            }
            return "byte 0x\(String(byte, radix: 16, uppercase: true)), which is not UTF-8"
        }
    }

    /// The bare word at `offset` (for messages like "found 'True'").
    func describeWord(at offset: Int) -> String {
        var end = offset
        while end < input.count, end - offset < 16 {
            let byte = input[end]
            let isWordByte =
                (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            guard isWordByte else { break }
            end += 1
        }
        guard end > offset else { return describe(at: offset) }
        return "'" + String(decoding: UnsafeBufferPointer(rebasing: input[offset..<end]), as: UTF8.self) + "'"
    }

    func decodeScalar(at offset: Int) -> Unicode.Scalar? {
        var iterator = UnsafeBufferPointer(rebasing: input[offset..<min(offset + 4, input.count)]).makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
        return nil
    }
}

/// A small, tolerant reader of OpenStep-style property list text, the format of `project.pbxproj`:
/// `{ key = value; }` dictionaries, `( a, b, )` arrays, quoted or bare strings, `/* */` and `//` comments.
///
/// Every key keeps its byte range. A missing `;` before `}` and a trailing `,` are accepted, as Xcode
/// accepts them; anything else that breaks the grammar is an error at its byte.
public struct OpenStepReader {
    /// Nesting deeper than this is refused (pbxproj files nest four or five levels).
    public static let maximumDepth = 128

    private let bytes: [UInt8]
    private var index = 0

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Reads `bytes`.
    ///
    /// - Returns: The root value.
    /// - Throws: ``PropertyListError`` at the byte where the text stops being a property list.
    /// - Complexity: O(n) in the file size.
    public static func read(_ bytes: [UInt8]) throws(PropertyListError) -> PropertyListNode {
        var reader = OpenStepReader(bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }
        let root = try reader.value(depth: 0)
        try reader.skipBlanks()
        guard reader.index >= bytes.count else {
            throw PropertyListError("unexpected text after the property list", offset: reader.index)
        }
        return root
    }

    /// Skips spaces, line breaks and comments.
    private mutating func skipBlanks() throws(PropertyListError) {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                let start = index
                index += 2
                while index + 1 < bytes.count,
                    !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
                {
                    index += 1
                }
                guard index + 1 < bytes.count else { throw PropertyListError("unterminated comment", offset: start) }
                index += 2
            } else {
                return
            }
        }
    }

    private mutating func value(depth: Int) throws(PropertyListError) -> PropertyListNode {
        try skipBlanks()
        guard index < bytes.count else {
            throw PropertyListError("the text ends where a value was expected", offset: index)
        }
        guard depth < Self.maximumDepth else {
            throw PropertyListError("the property list nests deeper than \(Self.maximumDepth) levels", offset: index)
        }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try dictionary(depth: depth)
        case UInt8(ascii: "("): return try array(depth: depth)
        default:
            let (text, range) = try string()
            return PropertyListNode(.string(text), range: range)
        }
    }

    private mutating func dictionary(depth: Int) throws(PropertyListError) -> PropertyListNode {
        let start = index
        index += 1
        var entries: [PropertyListEntry] = []
        while true {
            try skipBlanks()
            guard index < bytes.count else { throw PropertyListError("unterminated dictionary '{'", offset: start) }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return PropertyListNode(.dictionary(entries), range: start..<start + 1)
            }
            let (key, keyRange) = try string()
            try expect("=", after: "key '\(key)'")
            let value = try value(depth: depth + 1)
            entries.append(PropertyListEntry(key: key, keyRange: keyRange, value: value))
            try skipBlanks()
            if index < bytes.count, bytes[index] == UInt8(ascii: ";") {
                index += 1
            } else if index < bytes.count, bytes[index] != UInt8(ascii: "}") {
                throw PropertyListError("expected ';' after the value of key '\(key)'", offset: index)
            }
        }
    }

    private mutating func array(depth: Int) throws(PropertyListError) -> PropertyListNode {
        let start = index
        index += 1
        var elements: [PropertyListNode] = []
        while true {
            try skipBlanks()
            guard index < bytes.count else { throw PropertyListError("unterminated array '('", offset: start) }
            if bytes[index] == UInt8(ascii: ")") {
                index += 1
                return PropertyListNode(.array(elements), range: start..<start + 1)
            }
            elements.append(try value(depth: depth + 1))
            try skipBlanks()
            if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if index < bytes.count, bytes[index] != UInt8(ascii: ")") {
                throw PropertyListError("expected ',' or ')' in an array", offset: index)
            }
        }
    }

    private mutating func expect(_ character: Character, after what: String) throws(PropertyListError) {
        try skipBlanks()
        guard index < bytes.count, let ascii = character.asciiValue, bytes[index] == ascii else {
            throw PropertyListError("expected '\(character)' after \(what)", offset: min(index, bytes.count))
        }
        index += 1
    }

    /// A quoted string (with backslash escapes), `<hex data>`, or a bare word; with its bytes.
    private mutating func string() throws(PropertyListError) -> (String, Range<Int>) {
        let start = index
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") { return try quoted() }
        if byte == UInt8(ascii: "<") {
            while index < bytes.count, bytes[index] != UInt8(ascii: ">") { index += 1 }
            guard index < bytes.count else { throw PropertyListError("unterminated data '<'", offset: start) }
            index += 1
            return (String(decoding: bytes[start..<index], as: UTF8.self), start..<index)
        }
        while index < bytes.count, Self.isBare(bytes[index]) { index += 1 }
        guard index > start else {
            let shown = byte >= 0x20 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "byte \(byte)"
            throw PropertyListError("unexpected \(shown) where a string was expected", offset: start)
        }
        return (String(decoding: bytes[start..<index], as: UTF8.self), start..<index)
    }

    private mutating func quoted() throws(PropertyListError) -> (String, Range<Int>) {
        let start = index
        index += 1
        var text: [UInt8] = []
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
                index += 1
                switch bytes[index] {
                case UInt8(ascii: "n"): text.append(0x0A)
                case UInt8(ascii: "t"): text.append(0x09)
                case UInt8(ascii: "r"): text.append(0x0D)
                default: text.append(bytes[index])
                }
            } else {
                text.append(bytes[index])
            }
            index += 1
        }
        guard index < bytes.count else { throw PropertyListError("unterminated string '\"'", offset: start) }
        index += 1
        return (String(decoding: text, as: UTF8.self), start + 1..<index - 1)
    }

    /// Bytes of an unquoted string: anything but blanks, quotes and the punctuation of the grammar.
    private static func isBare(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x00...0x20, UInt8(ascii: "\""), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "("),
            UInt8(ascii: ")"), UInt8(ascii: "="), UInt8(ascii: ";"), UInt8(ascii: ","), UInt8(ascii: "<"):
            return false
        default: return true
        }
    }
}

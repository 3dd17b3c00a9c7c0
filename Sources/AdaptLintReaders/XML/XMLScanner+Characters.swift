extension XMLScanner {
    /// The byte `ahead` bytes after `index`, or nil past the end; counted in ``work``.
    mutating func peek(_ ahead: Int = 0) -> UInt8? {
        work += 1
        let offset = index + ahead
        return offset < bytes.count ? bytes[offset] : nil
    }

    /// Whether the bytes at `index` are `literal`'s UTF-8.
    func starts(with literal: String) -> Bool {
        var offset = index
        for byte in literal.utf8 {
            guard offset < bytes.count, bytes[offset] == byte else { return false }
            offset += 1
        }
        return true
    }

    /// Whether `byte` is XML white space: space, tab, line feed or carriage return.
    func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// Steps over white space at `index`.
    ///
    /// - Returns: Whether there was any.
    @discardableResult mutating func skipWhitespace() -> Bool {
        let start = index
        while let byte = peek(), isWhitespace(byte) { index += 1 }
        return index > start
    }

    /// Whether a name can start at `offset`: a letter, `_`, `:` or another character XML 1.0 allows
    /// there.
    func isNameStart(at offset: Int) -> Bool {
        guard case (let value, _)? = decode(at: offset) else { return false }
        return Self.isNameStart(value)
    }

    /// Reads a name (element, attribute, entity or target) at `index`, which ``isNameStart(at:)``.
    mutating func readName() -> String {
        let start = index
        while case (let value, let length)? = decode(at: index),
            index == start ? Self.isNameStart(value) : Self.isName(value)
        {
            work += length
            index += length
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// Checks every character from `index` on: UTF-8, and a character XML 1.0 allows (no NUL, no
    /// C0 control but tab and line breaks, no U+FFFE or U+FFFF). The rest of the reader can then take
    /// every byte sequence as a well-formed character.
    ///
    /// - Throws: ``XMLSyntaxError`` at the first byte that is not.
    /// - Complexity: O(n).
    mutating func checkCharacters() throws(XMLSyntaxError) {
        var offset = index
        while offset < bytes.count {
            work += 1
            let byte = bytes[offset]
            if byte >= 0x20 && byte < 0x80 || isWhitespace(byte) {
                offset += 1
                continue
            }
            guard case (let value, let length)? = decode(at: offset) else {
                throw XMLSyntaxError("a byte that is not UTF-8; adaptlint reads XML in UTF-8 only", at: offset)
            }
            guard Self.isAllowedCharacter(value) else {
                let name = value == 0 ? "a NUL byte" : "the character \(Self.codePoint(value))"
                throw XMLSyntaxError("\(name) is not allowed in XML", at: offset)
            }
            offset += length
        }
    }

    /// The code point of the UTF-8 sequence at `offset` and its length in bytes, or nil when the bytes
    /// there are not UTF-8 (an overlong form, a surrogate, a stray or missing continuation byte).
    func decode(at offset: Int) -> (value: UInt32, length: Int)? {
        guard offset < bytes.count else { return nil }
        let byte = bytes[offset]
        if byte < 0x80 { return (UInt32(byte), 1) }
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch byte {
        case 0xC2...0xDF: length = 2
        case 0xE0: (length, low) = (3, 0xA0)
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: (length, high) = (3, 0x9F)
        case 0xF0: (length, low) = (4, 0x90)
        case 0xF1...0xF3: length = 4
        case 0xF4: (length, high) = (4, 0x8F)
        default: return nil
        }
        guard offset + length <= bytes.count, bytes[offset + 1] >= low, bytes[offset + 1] <= high else { return nil }
        var value = UInt32(byte) & (0xFF >> (length + 1))
        for next in (offset + 1)..<(offset + length) {
            guard bytes[next] & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(bytes[next] & 0x3F)
        }
        return (value, length)
    }

    /// Whether XML 1.0 allows the code point `value` in a document (production 2, `Char`).
    static func isAllowedCharacter(_ value: UInt32) -> Bool {
        switch value {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x1_0000...0x10_FFFF: true
        default: false
        }
    }

    /// Whether a name may start with the code point `value` (XML 1.0 fifth edition, `NameStartChar`).
    static func isNameStart(_ value: UInt32) -> Bool {
        switch value {
        case 0x3A, 0x41...0x5A, 0x5F, 0x61...0x7A, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x2FF, 0x370...0x37D,
            0x37F...0x1FFF, 0x200C...0x200D, 0x2070...0x218F, 0x2C00...0x2FEF, 0x3001...0xD7FF, 0xF900...0xFDCF,
            0xFDF0...0xFFFD, 0x1_0000...0xE_FFFF:
            true
        default: false
        }
    }

    /// Whether a name may go on with the code point `value` (`NameChar`).
    static func isName(_ value: UInt32) -> Bool {
        switch value {
        case 0x2D, 0x2E, 0x30...0x39, 0xB7, 0x300...0x36F, 0x203F...0x2040: true
        default: isNameStart(value)
        }
    }

    /// `U+0001`-style text for a code point, for messages.
    static func codePoint(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}

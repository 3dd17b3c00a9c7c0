extension XMLScanner {
    /// Reads character data from `index` up to the next `<` or the end, replacing references and
    /// turning `\r\n` and a lone `\r` into `\n` (XML 1.0, section 2.11).
    ///
    /// - Throws: ``XMLSyntaxError`` at a bad reference or at `]]>`, which text may not contain.
    /// - Complexity: O(n) in the bytes read.
    mutating func readCharacterData() throws(XMLSyntaxError) -> String {
        var text: [UInt8] = []
        var segment = index
        while let byte = peek(), byte != UInt8(ascii: "<") {
            if byte == UInt8(ascii: "&") {
                text += bytes[segment..<index]
                text += try readReference()
                segment = index
            } else if byte == 0x0D {
                text += bytes[segment..<index]
                text.append(0x0A)
                index += peek(1) == 0x0A ? 2 : 1
                segment = index
            } else if byte == UInt8(ascii: "]"), peek(1) == UInt8(ascii: "]"), peek(2) == UInt8(ascii: ">") {
                throw XMLSyntaxError("']]>' in text: write ']]&gt;'", at: index)
            } else {
                index += 1
            }
        }
        text += bytes[segment..<index]
        return String(decoding: text, as: UTF8.self)
    }

    /// Reads `<![CDATA[ ... ]]>` at `index`: its text as written, line breaks normalized.
    mutating func readCDATA() throws(XMLSyntaxError) -> String {
        let start = index
        index += 9
        var text: [UInt8] = []
        var segment = index
        while let byte = peek() {
            if byte == UInt8(ascii: "]"), peek(1) == UInt8(ascii: "]"), peek(2) == UInt8(ascii: ">") {
                text += bytes[segment..<index]
                index += 3
                return String(decoding: text, as: UTF8.self)
            }
            if byte == 0x0D {
                text += bytes[segment..<index]
                text.append(0x0A)
                index += peek(1) == 0x0A ? 2 : 1
                segment = index
            } else {
                index += 1
            }
        }
        throw XMLSyntaxError("the CDATA section is never closed with ']]>'", at: start)
    }

    /// Reads a quoted attribute value at `index`: references replaced, and each tab, line feed,
    /// carriage return or `\r\n` written in the value turned into one space, as XML 1.0 (section 3.3.3)
    /// says for attributes a reader knows no type of. A character reference such as `&#10;` keeps
    /// its character.
    ///
    /// - Throws: ``XMLSyntaxError`` at a `<`, a bad reference, or a value that is never closed.
    mutating func readAttributeValue() throws(XMLSyntaxError) -> String {
        let start = index
        guard let quote = peek(), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
            throw XMLSyntaxError("expected a value in quotes", at: index)
        }
        index += 1
        var value: [UInt8] = []
        var segment = index
        while true {
            guard let byte = peek() else { throw XMLSyntaxError("the attribute value is never closed", at: start) }
            if byte == quote { break }
            switch byte {
            case UInt8(ascii: "<"):
                throw XMLSyntaxError("'<' in an attribute value: write '&lt;'", at: index)
            case UInt8(ascii: "&"):
                value += bytes[segment..<index]
                value += try readReference()
                segment = index
            case 0x09, 0x0A, 0x0D:
                value += bytes[segment..<index]
                value.append(0x20)
                index += byte == 0x0D && peek(1) == 0x0A ? 2 : 1
                segment = index
            default:
                index += 1
            }
        }
        value += bytes[segment..<index]
        index += 1
        return String(decoding: value, as: UTF8.self)
    }

    /// Reads a reference at `index` (its `&`): one of the five predefined entities or a character
    /// reference, decimal or hexadecimal, to a character XML allows.
    ///
    /// - Returns: The UTF-8 bytes it stands for.
    /// - Throws: ``XMLSyntaxError`` at the `&` for anything else: no other entity is defined, since no
    ///   DTD is read.
    mutating func readReference() throws(XMLSyntaxError) -> [UInt8] {
        let start = index
        index += 1
        if peek() == UInt8(ascii: "#") {
            index += 1
            let radix: UInt32 = peek() == UInt8(ascii: "x") ? 16 : 10
            if radix == 16 { index += 1 }
            var value: UInt32 = 0
            var digits = 0
            while let byte = peek(), let digit = Self.digit(byte, radix: radix) {
                // Saturates above the last code point, so a long run of digits cannot overflow.
                value = min(value * radix + digit, 0x11_0000)
                digits += 1
                index += 1
            }
            guard digits > 0, peek() == UInt8(ascii: ";") else {
                throw XMLSyntaxError("a character reference is written '&#NNN;' or '&#xHHH;'", at: start)
            }
            index += 1
            guard Self.isAllowedCharacter(value), let scalar = Unicode.Scalar(value) else {
                let written = String(decoding: bytes[start..<index].prefix(32), as: UTF8.self)
                throw XMLSyntaxError(
                    "the character reference '\(written)' names a character XML does not allow", at: start)
            }
            return Array(String(Character(scalar)).utf8)
        }
        guard isNameStart(at: index) else {
            throw XMLSyntaxError("a bare '&': write '&amp;' for the character '&'", at: start)
        }
        let name = readName()
        guard peek() == UInt8(ascii: ";") else {
            throw XMLSyntaxError("the entity reference '&\(name)' is not closed with ';'", at: start)
        }
        index += 1
        switch name {
        case "lt": return [UInt8(ascii: "<")]
        case "gt": return [UInt8(ascii: ">")]
        case "amp": return [UInt8(ascii: "&")]
        case "apos": return [UInt8(ascii: "'")]
        case "quot": return [UInt8(ascii: "\"")]
        default:
            throw XMLSyntaxError(
                "the entity '&\(name);' is not defined: adaptlint expands only XML's five predefined entities "
                    + "(&lt; &gt; &amp; &apos; &quot;) and character references, never entities a DTD declares",
                at: start)
        }
    }

    /// The value of a digit in `radix` (10 or 16), or nil.
    static func digit(_ byte: UInt8, radix: UInt32) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16: UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16: UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}

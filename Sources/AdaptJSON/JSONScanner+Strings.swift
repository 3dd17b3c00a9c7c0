extension JSONScanner {
    /// Parses a string starting at the opening quote, validating escapes and UTF-8.
    mutating func parseString() throws(JSONSyntaxError) {
        let start = cursor
        cursor += 1
        var escapes = false
        while true {
            // Fast scan over plain ASCII: eight bytes at a time, then byte by byte.
            skipPlainWords()
            while cursor < input.count {
                let byte = input[cursor]
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { break }
                cursor += 1
            }
            guard cursor < input.count else {
                throw JSONSyntaxError(.unexpectedEnd(expected: "'\"' to close the string that starts here"), at: start)
            }
            let byte = input[cursor]
            switch byte {
            case UInt8(ascii: "\""):
                let length = cursor - start - 1
                guard length <= limits.maximumStringBytes else {
                    throw JSONSyntaxError(.stringTooLong(bytes: length, limit: limits.maximumStringBytes), at: start)
                }
                cursor += 1
                try append(.string, start: start, end: cursor, escapes: escapes)
                return
            case UInt8(ascii: "\\"):
                escapes = true
                try parseEscape()
            case 0..<0x20:
                throw JSONSyntaxError(.controlCharacterInString(byte), at: cursor)
            default:
                try skipUTF8Sequence()
            }
        }
    }

    /// Advances over plain string bytes (printable ASCII other than `"` and `\\`) eight at a
    /// time, stopping at the first other byte, or where fewer than eight bytes are left.
    ///
    /// Each word is tested with the classic SWAR tricks: a byte is flagged when it is zero after
    /// an XOR with `"` or `\\`, below 0x20, or has its high bit set. The lowest flagged byte is
    /// exact (borrows only ever flag bytes above a true one), so the cursor moves straight to it.
    /// Keys and values in specs are mostly 5 to 30 bytes: a few steps where the byte loop took
    /// dozens.
    @inline(__always)
    private mutating func skipPlainWords() {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        guard let base = input.baseAddress else { return }
        let raw = UnsafeRawPointer(base)
        while cursor + 8 <= input.count {
            let word = raw.loadUnaligned(fromByteOffset: cursor, as: UInt64.self).littleEndian
            let quote = word ^ (ones &* 0x22)
            let backslash = word ^ (ones &* 0x5C)
            let special =
                ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | ((word &- ones &* 0x20) & ~word)
                | word
            let flagged = special & highs
            guard flagged == 0 else {
                cursor += flagged.trailingZeroBitCount >> 3
                return
            }
            cursor += 8
        }
    }

    private mutating func parseEscape() throws(JSONSyntaxError) {
        let start = cursor
        cursor += 1
        guard cursor < input.count else {
            throw JSONSyntaxError(.unexpectedEnd(expected: "an escape character after '\\'"), at: cursor)
        }
        switch input[cursor] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
            UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            cursor += 1
        case UInt8(ascii: "u"):
            cursor += 1
            let code = try hex4()
            if (0xDC00..<0xE000).contains(code) {
                throw JSONSyntaxError(.loneSurrogate(escapeText(start)), at: start)
            }
            if (0xD800..<0xDC00).contains(code) {
                let second = cursor
                guard cursor + 1 < input.count, input[cursor] == UInt8(ascii: "\\"),
                    input[cursor + 1] == UInt8(ascii: "u")
                else {
                    throw JSONSyntaxError(.loneSurrogate(escapeText(start)), at: start)
                }
                cursor += 2
                let low = try hex4()
                guard (0xDC00..<0xE000).contains(low) else {
                    throw JSONSyntaxError(.loneSurrogate(escapeText(start) + escapeText(second)), at: start)
                }
            }
        default:
            let text = "\\" + describeEscapeCharacter(at: cursor)
            throw JSONSyntaxError(.invalidEscape(text), at: start)
        }
    }

    private func escapeText(_ start: Int) -> String {
        let end = min(start + 6, input.count)
        return String(decoding: UnsafeBufferPointer(rebasing: input[start..<end]), as: UTF8.self)
    }

    private func describeEscapeCharacter(at offset: Int) -> String {
        let byte = input[offset]
        if byte >= 0x21 && byte <= 0x7E { return String(Character(Unicode.Scalar(byte))) }
        return "<0x\(String(byte, radix: 16, uppercase: true))>"
    }

    private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard cursor < input.count else {
                throw JSONSyntaxError(.unexpectedEnd(expected: "four hexadecimal digits after '\\u'"), at: cursor)
            }
            guard let digit = JSONStringDecoder.hexValue(input[cursor]) else {
                throw JSONSyntaxError(.invalidUnicodeEscape, at: cursor)
            }
            value = value << 4 | UInt32(digit)
            cursor += 1
        }
        return value
    }

    /// Validates one multi-byte UTF-8 sequence (RFC 3629: no overlongs, no surrogates, <= U+10FFFF).
    private mutating func skipUTF8Sequence() throws(JSONSyntaxError) {
        let lead = input[cursor]
        let length: Int
        var lower: UInt8 = 0x80
        var upper: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            lower = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            upper = 0x9F
        case 0xF0:
            length = 4
            lower = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            upper = 0x8F
        default: throw JSONSyntaxError(.invalidUTF8, at: cursor)
        }
        guard cursor + length <= input.count else { throw JSONSyntaxError(.invalidUTF8, at: cursor) }
        let second = input[cursor + 1]
        guard second >= lower && second <= upper else { throw JSONSyntaxError(.invalidUTF8, at: cursor) }
        for offset in 2..<max(length, 2) where input[cursor + offset] & 0xC0 != 0x80 {
            throw JSONSyntaxError(.invalidUTF8, at: cursor)
        }
        cursor += length
    }

    /// Parses a number per RFC 8259 section 6: `-? int frac? exp?`.
    mutating func parseNumber() throws(JSONSyntaxError) {
        let start = cursor
        if input[cursor] == UInt8(ascii: "-") { cursor += 1 }
        guard cursor < input.count, isDigit(input[cursor]) else {
            throw JSONSyntaxError(.invalidNumber("expected a digit after '-'"), at: cursor)
        }
        if input[cursor] == UInt8(ascii: "0") {
            cursor += 1
            if cursor < input.count, isDigit(input[cursor]) {
                throw JSONSyntaxError(.invalidNumber("leading zeros are not allowed"), at: start)
            }
        } else {
            skipDigits()
        }
        if cursor < input.count, input[cursor] == UInt8(ascii: ".") {
            cursor += 1
            guard cursor < input.count, isDigit(input[cursor]) else {
                throw JSONSyntaxError(.invalidNumber("expected a digit after '.'"), at: cursor)
            }
            skipDigits()
        }
        if cursor < input.count, input[cursor] == UInt8(ascii: "e") || input[cursor] == UInt8(ascii: "E") {
            cursor += 1
            if cursor < input.count, input[cursor] == UInt8(ascii: "+") || input[cursor] == UInt8(ascii: "-") {
                cursor += 1
            }
            guard cursor < input.count, isDigit(input[cursor]) else {
                throw JSONSyntaxError(.invalidNumber("expected a digit in the exponent"), at: cursor)
            }
            skipDigits()
        }
        try append(.number, start: start, end: cursor)
    }

    @inline(__always) private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    @inline(__always) private mutating func skipDigits() {
        while cursor < input.count, isDigit(input[cursor]) { cursor += 1 }
    }
}

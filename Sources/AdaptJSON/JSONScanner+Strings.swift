// Raw pointer and inlining attributes: see ``JSONScanner`` (BENCHMARKS.md, items 23 and 33).
extension JSONScanner {
    /// Parses a string (or key) starting at its opening quote, validating escapes and UTF-8.
    ///
    /// Inlined: the fast path is a string of printable ASCII whose closing quote is found by the
    /// word scan (keys and values in specs are short and plain), which ends with one node store.
    /// Anything else, an escape, a non-ASCII byte, a control character or the last 8 bytes of the
    /// input, continues in ``finishString(from:)``, which reports exactly what the byte loop did.
    @inline(__always)
    mutating func parseString() throws(JSONSyntaxError) {
        let start = position
        var scan = start + 1
        while end - scan >= 8 {
            let special = Self.specialBytes(UnsafeRawPointer(scan).loadUnaligned(as: UInt64.self).littleEndian)
            guard special == 0 else {
                scan += special.trailingZeroBitCount >> 3
                guard scan.pointee == UInt8(ascii: "\"") else { break }
                let length = scan - (start + 1)
                guard length <= limits.maximumStringBytes else {
                    throw JSONSyntaxError(
                        .stringTooLong(bytes: length, limit: limits.maximumStringBytes), at: start - base)
                }
                position = scan + 1
                try append(.string, from: start, to: position)
                return
            }
            scan += 8
        }
        position = scan
        try finishString(from: start)
    }

    /// The bytes of `word` (little-endian, so byte 0 is the lowest) that end a run of plain string
    /// text: `"`, `\\`, a control character below 0x20, or a byte of 0x80 or more. Each such
    /// byte has its high bit set in the result, and nothing else below the first of them.
    ///
    /// The classic SWAR tests: `(x - 0x01...) & ~x` flags a zero byte (after an XOR with `"` or
    /// `\\`), `(x - 0x20...) & ~x` a byte below 0x20. Borrows only ever flag bytes above a true
    /// one, so the lowest flagged byte is exact.
    @inline(__always)
    static func specialBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let special =
            ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | ((word &- ones &* 0x20) & ~word) | word
        return special & (ones &* 0x80)
    }

    /// Parses the rest of a string from `position`, which is inside it: the general loop over
    /// plain runs, escapes and multi-byte UTF-8, up to the node for the closing quote.
    ///
    /// - Parameter start: The opening quote.
    @inline(never)
    private mutating func finishString(from start: UnsafePointer<UInt8>) throws(JSONSyntaxError) {
        var flags: UInt8 = 0
        while true {
            while end - position >= 8 {
                let special = Self.specialBytes(UnsafeRawPointer(position).loadUnaligned(as: UInt64.self).littleEndian)
                guard special == 0 else {
                    position += special.trailingZeroBitCount >> 3
                    break
                }
                position += 8
            }
            while position < end {
                let byte = position.pointee
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { break }
                position += 1
            }
            guard position < end else {
                throw JSONSyntaxError(
                    .unexpectedEnd(expected: "'\"' to close the string that starts here"), at: start - base)
            }
            let byte = position.pointee
            switch byte {
            case UInt8(ascii: "\""):
                let length = position - start - 1
                guard length <= limits.maximumStringBytes else {
                    throw JSONSyntaxError(
                        .stringTooLong(bytes: length, limit: limits.maximumStringBytes), at: start - base)
                }
                position += 1
                try append(.string, from: start, to: position, flags: flags)
                return
            case UInt8(ascii: "\\"):
                flags = Node.escapesFlag
                try parseEscape()
            case 0..<0x20:
                throw JSONSyntaxError(.controlCharacterInString(byte), at: cursor)
            default:
                try skipUTF8Sequence()
            }
        }
    }

    private mutating func parseEscape() throws(JSONSyntaxError) {
        let start = cursor
        position += 1
        guard position < end else {
            throw JSONSyntaxError(.unexpectedEnd(expected: "an escape character after '\\'"), at: cursor)
        }
        switch position.pointee {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
            UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            position += 1
        case UInt8(ascii: "u"):
            position += 1
            let code = try hex4()
            if (0xDC00..<0xE000).contains(code) {
                throw JSONSyntaxError(.loneSurrogate(escapeText(start)), at: start)
            }
            if (0xD800..<0xDC00).contains(code) {
                let second = cursor
                guard end - position >= 2, position[0] == UInt8(ascii: "\\"), position[1] == UInt8(ascii: "u") else {
                    throw JSONSyntaxError(.loneSurrogate(escapeText(start)), at: start)
                }
                position += 2
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
        // Rebased buffer: the plain slice changes the scanner's code, +0.5 % on the guard corpus
        // (BENCHMARKS.md, item 40).
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
            guard position < end else {
                throw JSONSyntaxError(.unexpectedEnd(expected: "four hexadecimal digits after '\\u'"), at: cursor)
            }
            guard let digit = JSONStringDecoder.hexValue(position.pointee) else {
                throw JSONSyntaxError(.invalidUnicodeEscape, at: cursor)
            }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }

    /// Validates one multi-byte UTF-8 sequence (RFC 3629: no overlongs, no surrogates, <= U+10FFFF).
    private mutating func skipUTF8Sequence() throws(JSONSyntaxError) {
        let lead = position.pointee
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
        guard end - position >= length else { throw JSONSyntaxError(.invalidUTF8, at: cursor) }
        let second = position[1]
        guard second >= lower && second <= upper else { throw JSONSyntaxError(.invalidUTF8, at: cursor) }
        for offset in 2..<max(length, 2) where position[offset] & 0xC0 != 0x80 {
            throw JSONSyntaxError(.invalidUTF8, at: cursor)
        }
        position += length
    }
}

extension JSONScanner {
    /// Parses a number per RFC 8259 section 6: `-? int frac? exp?`.
    ///
    /// Inlined for the common case, an integer: its value is accumulated while the digits are
    /// checked, and one of at most five digits and at most 65,535 is stored in the node, so
    /// ``JSONDocument/number(_:)`` does not read the digits again. A fraction or an exponent
    /// continues in ``finishNumber(from:)``.
    @inline(__always)
    mutating func parseNumber() throws(JSONSyntaxError) {
        let start = position
        var scan = start
        var flags = Node.smallIntegerFlag
        if scan.pointee == UInt8(ascii: "-") {
            scan += 1
            flags |= Node.negativeFlag
        }
        guard scan < end, Self.isDigit(scan.pointee) else {
            throw JSONSyntaxError(.invalidNumber("expected a digit after '-'"), at: scan - base)
        }
        let digits = scan
        var value: UInt32 = 0
        if scan.pointee == UInt8(ascii: "0") {
            scan += 1
            if scan < end, Self.isDigit(scan.pointee) {
                throw JSONSyntaxError(.invalidNumber("leading zeros are not allowed"), at: start - base)
            }
        } else {
            // Wrapping arithmetic: a value of more than five digits is not kept anyway.
            repeat {
                value = value &* 10 &+ UInt32(scan.pointee &- UInt8(ascii: "0"))
                scan += 1
            } while scan < end && Self.isDigit(scan.pointee)
        }
        position = scan
        if scan < end && (scan.pointee == UInt8(ascii: ".") || scan.pointee | 0x20 == UInt8(ascii: "e")) {
            try finishNumber(from: start)
            return
        }
        if scan - digits > 5 || value > UInt32(UInt16.max) {
            flags = 0
            value = 0
        }
        try append(.number, from: start, to: scan, flags: flags, small: UInt16(truncatingIfNeeded: value))
    }

    /// Parses the fraction and exponent of a number whose integer part ends at `position`.
    ///
    /// - Parameter start: The number's first byte.
    @inline(never)
    private mutating func finishNumber(from start: UnsafePointer<UInt8>) throws(JSONSyntaxError) {
        if position < end, position.pointee == UInt8(ascii: ".") {
            position += 1
            guard position < end, Self.isDigit(position.pointee) else {
                throw JSONSyntaxError(.invalidNumber("expected a digit after '.'"), at: cursor)
            }
            skipDigits()
        }
        if position < end, position.pointee == UInt8(ascii: "e") || position.pointee == UInt8(ascii: "E") {
            position += 1
            if position < end, position.pointee == UInt8(ascii: "+") || position.pointee == UInt8(ascii: "-") {
                position += 1
            }
            guard position < end, Self.isDigit(position.pointee) else {
                throw JSONSyntaxError(.invalidNumber("expected a digit in the exponent"), at: cursor)
            }
            skipDigits()
        }
        try append(.number, from: start, to: position)
    }

    @inline(__always) static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    @inline(__always) private mutating func skipDigits() {
        while position < end, Self.isDigit(position.pointee) { position += 1 }
    }
}

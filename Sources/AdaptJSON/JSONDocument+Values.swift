extension JSONDocument {
    /// The decoded text of the string value (or object key) at `index`, or nil if it is not a string.
    ///
    /// The parser has already validated UTF-8 and escapes, so decoding cannot fail.
    /// - Complexity: O(length of the string).
    public func string(_ index: Int) -> String? {
        let node = nodes[index]
        guard node.kind == .string else { return nil }
        let start = Int(node.start) + 1
        let end = Int(node.end) - 1
        if !node.hasEscapes { return String(decoding: bytes[start..<end], as: UTF8.self) }
        return JSONStringDecoder.decode(bytes, from: start, to: end)
    }

    /// Whether the string at `index` is exactly `text`, compared without allocating.
    public func stringEquals(_ index: Int, _ text: StaticString) -> Bool {
        let node = nodes[index]
        guard node.kind == .string, !node.hasEscapes else {
            return string(index) == text.description
        }
        let start = Int(node.start) + 1
        let length = Int(node.end) - 1 - start
        guard length == text.utf8CodeUnitCount else { return false }
        return text.withUTF8Buffer { expected in bytes[start..<(start + length)].elementsEqual(expected) }
    }

    /// The numeric value at `index`, or nil if it is not a number.
    ///
    /// Numbers outside Double's range come back as infinity (or zero for underflow); callers
    /// that need finite values check `isFinite`.
    ///
    /// The parser has already stored the value of an integer of up to five digits (nearly every
    /// number in a spec), so that case is a load and a conversion.
    /// - Complexity: O(1) for such integers, else O(length of the number).
    public func number(_ index: Int) -> Double? {
        let node = nodes[index]
        guard node.kind == .number else { return nil }
        guard node.flags & Node.smallIntegerFlag != 0 else { return numberFromText(node) }
        let magnitude = Double(node.small)
        // `-0` is negative zero, as the text parser reads it.
        return node.flags & Node.negativeFlag != 0 ? -magnitude : magnitude
    }

    /// The Boolean value at `index`, or nil if it is not `true` or `false`.
    public func bool(_ index: Int) -> Bool? {
        switch nodes[index].kind {
        case .true: true
        case .false: false
        default: nil
        }
    }

    /// The raw source text of the value at `index`, exactly as written.
    public func sourceText(_ index: Int) -> String {
        String(decoding: bytes[byteRange(index)], as: UTF8.self)
    }

    /// The value of a number node the parser did not store, read from its text.
    func numberFromText(_ node: Node) -> Double {
        parseDouble(bytes[Int(node.start)..<Int(node.end)])
    }

    private func parseDouble(_ digits: ArraySlice<UInt8>) -> Double {
        // Integers of up to nine characters, which Int and Double hold exactly, without a String.
        if digits.count <= 9 {
            var offset = digits.startIndex
            let negative = digits.first == UInt8(ascii: "-")
            if negative { offset += 1 }
            var value = 0
            while offset < digits.endIndex {
                let digit = digits[offset] &- UInt8(ascii: "0")
                guard digit <= 9 else { break }
                value = value &* 10 &+ Int(digit)
                offset += 1
            }
            // `-0` is negative zero, which Int cannot carry.
            if offset == digits.endIndex { return negative ? -Double(value) : Double(value) }
        }
        // Swift's parser is locale-independent (strtod follows LC_NUMERIC) and rounds correctly;
        // out-of-range magnitudes become infinity or zero. The grammar is already validated.
        return Double(String(decoding: digits, as: UTF8.self)) ?? .nan
    }
}

/// Decodes the body of a JSON string that contains escapes. Input is already validated.
///
/// The UTF-8 of the text is written into one byte buffer reserved at the body's length (no escape
/// decodes to more bytes than it takes to write it), runs without escapes are copied whole, and the
/// String is made once at the end, so the work is linear in the body: a document sent over the
/// language server is one string with an escape for every quote of the document.
enum JSONStringDecoder {
    /// The work one decode did, for tests that bound it.
    struct Work: Equatable {
        /// Bytes appended to the output.
        var bytesWritten = 0
        /// How many times the output's storage was replaced by a larger one.
        var reallocations = 0
        /// Bytes those replacements copied.
        var bytesMoved = 0
    }

    static func decode(_ bytes: [UInt8], from start: Int, to end: Int) -> String {
        var work = Work()
        return String(decoding: decodeUTF8(bytes, from: start, to: end, work: &work), as: UTF8.self)
    }

    /// The UTF-8 of the text of the string body `bytes[start..<end]`, counting what it costs in `work`.
    ///
    /// - Complexity: O(n) in the length of the body.
    static func decodeUTF8(_ bytes: [UInt8], from start: Int, to end: Int, work: inout Work) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(end - start)
        var capacity = output.capacity
        /// Records the bytes just appended and whether the storage had to grow for them.
        func count(_ appended: Int) {
            work.bytesWritten += appended
            if output.capacity != capacity {
                work.reallocations += 1
                work.bytesMoved += output.count - appended
                capacity = output.capacity
            }
        }
        var index = start
        while index < end {
            var run = index
            while run < end, bytes[run] != UInt8(ascii: "\\") { run += 1 }
            if run > index {
                output.append(contentsOf: bytes[index..<run])
                count(run - index)
            }
            index = run
            guard index < end else { break }
            let escape = bytes[index + 1]
            index += 2
            let before = output.count
            switch escape {
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "u"):
                var code = hex4(bytes, index)
                index += 4
                // The parser refused unpaired surrogates: a high one is followed by `\uDC00`-`\uDFFF`.
                if (0xD800..<0xDC00).contains(code), index + 6 <= end, bytes[index] == UInt8(ascii: "\\") {
                    let low = hex4(bytes, index + 2)
                    code = 0x10000 + ((code - 0xD800) << 10) + (low &- 0xDC00)
                    index += 6
                }
                appendUTF8(Unicode.Scalar(code) ?? "\u{FFFD}", to: &output)
            default: output.append(escape)  // `\"`, `\\` and `\/`
            }
            count(output.count - before)
        }
        return output
    }

    /// Appends the UTF-8 encoding of `scalar`.
    private static func appendUTF8(_ scalar: Unicode.Scalar, to output: inout [UInt8]) {
        let value = scalar.value
        switch value {
        case 0..<0x80:
            output.append(UInt8(value))
        case 0x80..<0x800:
            output.append(UInt8(0xC0 | value >> 6))
            output.append(UInt8(0x80 | value & 0x3F))
        case 0x800..<0x10000:
            output.append(UInt8(0xE0 | value >> 12))
            output.append(UInt8(0x80 | value >> 6 & 0x3F))
            output.append(UInt8(0x80 | value & 0x3F))
        default:
            output.append(UInt8(0xF0 | value >> 18))
            output.append(UInt8(0x80 | value >> 12 & 0x3F))
            output.append(UInt8(0x80 | value >> 6 & 0x3F))
            output.append(UInt8(0x80 | value & 0x3F))
        }
    }

    static func hex4(_ bytes: [UInt8], _ index: Int) -> UInt32 {
        var value: UInt32 = 0
        for offset in 0..<4 {
            value = value << 4 | UInt32(hexValue(bytes[index + offset]) ?? 0)
        }
        return value
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

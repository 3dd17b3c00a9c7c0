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
        if !node.hasEscapes {
            return bytes.withUnsafeBufferPointer { buffer in
                let text = UnsafeBufferPointer(rebasing: buffer[start..<end])
                // Up to 15 bytes a String is stored inline, and this initializer fills it in place
                // and checks it for ASCII with two word tests (non-ASCII text is validated as
                // usual), where String(decoding:) validates a copy first.
                guard text.count <= 15 else { return String(decoding: text, as: UTF8.self) }
                return String(unsafeUninitializedCapacity: text.count) { $0.initialize(fromContentsOf: text) }
            }
        }
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
        return text.withUTF8Buffer { expected in
            bytes.withUnsafeBufferPointer { buffer in
                for offset in 0..<length where buffer[start + offset] != expected[offset] {
                    return false
                }
                return true
            }
        }
    }

    /// The numeric value at `index`, or nil if it is not a number.
    ///
    /// Numbers outside Double's range come back as infinity (or zero for underflow); callers
    /// that need finite values check `isFinite`.
    ///
    /// Inlinable: the parser has already stored the value of an integer of up to five digits
    /// (nearly every number in a spec), so the common case is a load and a conversion.
    /// - Complexity: O(1) for such integers, else O(length of the number).
    @inlinable
    public func number(_ index: Int) -> Double? {
        let node = nodes[index]
        guard node.kind == .number else { return nil }
        guard node.flags & Node.smallIntegerFlag != 0 else { return numberFromText(node) }
        let magnitude = Double(node.small)
        // `-0` is negative zero, as the text parser reads it.
        return node.flags & Node.negativeFlag != 0 ? -magnitude : magnitude
    }

    /// The Boolean value at `index`, or nil if it is not `true` or `false`.
    @inlinable
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
    @usableFromInline
    func numberFromText(_ node: Node) -> Double {
        bytes.withUnsafeBufferPointer { buffer in
            parseDouble(UnsafeBufferPointer(rebasing: buffer[Int(node.start)..<Int(node.end)]))
        }
    }

    private func parseDouble(_ digits: UnsafeBufferPointer<UInt8>) -> Double {
        // Fast path: integers of up to nine characters (Int and Double hold them exactly).
        if digits.count <= 9 {
            var offset = 0
            let negative = digits.first == UInt8(ascii: "-")
            if negative { offset = 1 }
            var value = 0
            while offset < digits.count {
                let digit = digits[offset] &- UInt8(ascii: "0")
                guard digit <= 9 else { break }
                value = value &* 10 &+ Int(digit)
                offset += 1
            }
            // `-0` is negative zero, which Int cannot carry.
            if offset == digits.count { return negative ? -Double(value) : Double(value) }
        }
        // Swift's parser is locale-independent (strtod follows LC_NUMERIC) and rounds correctly;
        // out-of-range magnitudes become infinity or zero. The grammar is already validated.
        return Double(String(decoding: digits, as: UTF8.self)) ?? .nan
    }
}

/// Decodes the body of a JSON string that contains escapes. Input is already validated.
enum JSONStringDecoder {
    static func decode(_ bytes: [UInt8], from start: Int, to end: Int) -> String {
        var scalars = String.UnicodeScalarView()
        var utf8 = [UInt8]()
        var index = start
        func flush() {
            if !utf8.isEmpty {
                scalars.append(contentsOf: String(decoding: utf8, as: UTF8.self).unicodeScalars)
                utf8.removeAll(keepingCapacity: true)
            }
        }
        while index < end {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\\") else {
                utf8.append(byte)
                index += 1
                continue
            }
            flush()
            let escape = bytes[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                var code = hex4(bytes, index)
                index += 4
                if (0xD800..<0xDC00).contains(code), index + 6 <= end, bytes[index] == UInt8(ascii: "\\") {
                    let low = hex4(bytes, index + 2)
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    index += 6
                }
                scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
            default: scalars.append(Unicode.Scalar(escape))
            }
        }
        flush()
        return String(scalars)
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

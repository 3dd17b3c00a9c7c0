/// Why a JSON text was refused, and where.
public struct JSONSyntaxError: Error, Sendable, Equatable {
    /// What went wrong; each case renders its own message.
    public enum Reason: Sendable, Equatable {
        /// The input has no JSON value at all.
        case empty
        /// A byte that cannot start or continue what the grammar expects here.
        case unexpected(found: String, expected: String)
        /// The input ended while `expected` was still needed.
        case unexpectedEnd(expected: String)
        /// A value is followed by more than whitespace.
        case trailingContent(found: String)
        /// A `//` or `/*` comment, which JSON does not have.
        case comment
        /// A control character (U+0000 to U+001F) appears raw inside a string.
        case controlCharacterInString(UInt8)
        /// `\x` where x is not one of `" \ / b f n r t u`.
        case invalidEscape(String)
        /// `\u` not followed by four hex digits.
        case invalidUnicodeEscape
        /// A `\uD800`-`\uDFFF` escape without its partner.
        case loneSurrogate(String)
        /// Bytes that are not UTF-8.
        case invalidUTF8
        /// The file starts with a UTF-16 or UTF-32 byte order mark.
        case unsupportedEncoding(String)
        /// A number that does not follow the grammar (leading zeros, missing digits...).
        case invalidNumber(String)
        /// Nesting deeper than ``JSONParser/Limits/maximumDepth``.
        case tooDeep(limit: Int)
        /// More values than ``JSONParser/Limits/maximumValues``.
        case tooManyValues(limit: Int)
        /// The text is longer than ``JSONParser/Limits/maximumBytes``.
        case tooLarge(bytes: Int, limit: Int)
        /// A string's source text is longer than ``JSONParser/Limits/maximumStringBytes``.
        case stringTooLong(bytes: Int, limit: Int)
    }

    public var reason: Reason
    /// Byte offset of the problem in the input.
    public var offset: Int

    public init(_ reason: Reason, at offset: Int) {
        self.reason = reason
        self.offset = offset
    }

    /// This error, or ``Reason/comment`` when a grammar error stopped at a `//` or `/*` in
    /// `input`: "JSON has no comments" says more than "found '/'".
    func explainingComments(in input: [UInt8]) -> JSONSyntaxError {
        switch reason {
        case .unexpected, .trailingContent, .empty: break
        default: return self
        }
        guard offset + 1 < input.count, input[offset] == UInt8(ascii: "/"),
            input[offset + 1] == UInt8(ascii: "/") || input[offset + 1] == UInt8(ascii: "*")
        else { return self }
        return JSONSyntaxError(.comment, at: offset)
    }

    /// Whether this is a named limit of adaptlint rather than a grammar violation.
    public var isLimit: Bool { limit != nil }

    /// The limit that was hit, or nil for a grammar violation.
    public var limit: JSONParser.Limits.Name? {
        switch reason {
        case .tooDeep: .nestingDepth
        case .tooManyValues: .valueCount
        case .tooLarge: .fileSize
        case .stringTooLong: .stringLength
        default: nil
        }
    }

    /// A one-line description saying what was found and what was expected.
    public var message: String {
        switch reason {
        case .empty:
            "file has no JSON value (it is empty or only whitespace); expected a screen spec object"
        case .unexpected(let found, let expected):
            "expected \(expected), found \(found)"
        case .unexpectedEnd(let expected):
            "unexpected end of file; expected \(expected)"
        case .comment:
            "JSON has no comments; remove this one (a spec can say it in a \"description\")"
        case .trailingContent(let found):
            "unexpected \(found) after the end of the JSON value"
        case .controlCharacterInString(let byte):
            "control character U+\(hex(byte)) must be escaped inside a string"
        case .invalidEscape(let text):
            "invalid escape '\(text)' in string; use one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX"
        case .invalidUnicodeEscape:
            "'\\u' must be followed by four hexadecimal digits"
        case .loneSurrogate(let text):
            "unpaired UTF-16 surrogate '\(text)'; a high surrogate \\uD800-\\uDBFF must be followed by a low one \\uDC00-\\uDFFF"
        case .invalidUTF8:
            "invalid UTF-8 byte sequence; adaptlint reads UTF-8 specs"
        case .unsupportedEncoding(let name):
            "file is \(name)-encoded; adaptlint reads UTF-8 specs (convert it, e.g. with iconv -f \(name) -t UTF-8)"
        case .invalidNumber(let detail):
            "invalid number: \(detail)"
        case .tooDeep(let limit):
            "arrays and objects nest deeper than \(limit.formatted) levels here; "
                + "this exceeds adaptlint's nesting-depth limit of \(limit.formatted)"
        case .tooManyValues(let limit):
            "the file holds more than \(limit.formatted) JSON values (keys count too); "
                + "this exceeds adaptlint's value-count limit of \(limit.formatted)"
        case .tooLarge(let bytes, let limit):
            "file is \(bytes.formatted) bytes; this exceeds adaptlint's file-size limit of \(limit.formatted) bytes"
        case .stringTooLong(let bytes, let limit):
            "string is \(bytes.formatted) bytes long; "
                + "this exceeds adaptlint's string-length limit of \(limit.formatted) bytes"
        }
    }

    private func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }
}

extension Int {
    /// Digits grouped in thousands with commas, independent of locale: 1,048,576.
    var formatted: String {
        let digits = String(self.magnitude)
        var out = ""
        for (offset, character) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { out.append(",") }
            out.append(character)
        }
        return self < 0 ? "-" + out : out
    }
}

extension JSONScanner {
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
        // Rebased buffer: the plain slice changes the scanner's code, +0.5 % on the guard corpus
        // (BENCHMARKS.md, item 40).
        return "'" + String(decoding: UnsafeBufferPointer(rebasing: input[offset..<end]), as: UTF8.self) + "'"
    }

    func decodeScalar(at offset: Int) -> Unicode.Scalar? {
        // Rebased buffer: the plain slice changes the scanner's code, +0.5 % on the guard corpus
        // (BENCHMARKS.md, item 40).
        var iterator = UnsafeBufferPointer(rebasing: input[offset..<min(offset + 4, input.count)]).makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
        return nil
    }
}

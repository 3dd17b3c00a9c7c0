/// A JSON value whose objects keep their keys in the order they were built, so that a
/// reporter fixes its key order in code and the output is byte-stable.
///
/// Only what reports need: no floating-point numbers, so no locale or rounding questions.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([JSONValue])
    /// Members in output order. Keys must be unique; the builder is responsible.
    case object([Member])

    /// One key and its value.
    public struct Member: Sendable, Equatable {
        public var key: String
        public var value: JSONValue

        public init(_ key: String, _ value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// A string, or `null` when `value` is nil.
    public static func optional(_ value: String?) -> JSONValue {
        value.map(JSONValue.string) ?? .null
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// Keeps the literal's order.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(elements.map { Member($0.0, $0.1) })
    }
}

/// Writes ``JSONValue``s as UTF-8 JSON (RFC 8259), indented by two spaces, with a final newline.
///
/// Strings escape `"`, `\` and every control character below U+0020 (as `\n`, `\t`... or
/// `\u00XX`); all other characters, including non-ASCII, are written as UTF-8. Empty arrays and
/// objects are written as `[]` and `{}`.
public enum JSONWriter {
    /// Renders a value as a complete JSON text.
    ///
    /// - Parameter value: The document.
    /// - Returns: The JSON text, ending in a newline.
    /// - Complexity: O(n) in the size of the output.
    public static func render(_ value: JSONValue) -> String {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(4096)
        write(value, indent: 0, into: &buffer)
        buffer.append(0x0A)
        return String(decoding: buffer, as: UTF8.self)
    }

    private static func write(_ value: JSONValue, indent: Int, into buffer: inout [UInt8]) {
        switch value {
        case .null: buffer += Array("null".utf8)
        case .bool(let flag): buffer += Array((flag ? "true" : "false").utf8)
        case .int(let number): buffer += Array(String(number).utf8)
        case .string(let text): writeString(text, into: &buffer)
        case .array(let elements):
            guard !elements.isEmpty else {
                buffer += Array("[]".utf8)
                return
            }
            buffer.append(UInt8(ascii: "["))
            for (offset, element) in elements.enumerated() {
                if offset > 0 { buffer.append(UInt8(ascii: ",")) }
                newline(indent + 1, into: &buffer)
                write(element, indent: indent + 1, into: &buffer)
            }
            newline(indent, into: &buffer)
            buffer.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else {
                buffer += Array("{}".utf8)
                return
            }
            buffer.append(UInt8(ascii: "{"))
            for (offset, member) in members.enumerated() {
                if offset > 0 { buffer.append(UInt8(ascii: ",")) }
                newline(indent + 1, into: &buffer)
                writeString(member.key, into: &buffer)
                buffer += Array(": ".utf8)
                write(member.value, indent: indent + 1, into: &buffer)
            }
            newline(indent, into: &buffer)
            buffer.append(UInt8(ascii: "}"))
        }
    }

    private static func newline(_ indent: Int, into buffer: inout [UInt8]) {
        buffer.append(0x0A)
        buffer += repeatElement(UInt8(ascii: " "), count: indent * 2)
    }

    /// Writes a quoted, escaped string.
    ///
    /// - Complexity: O(n) in the UTF-8 length of `text`.
    static func writeString(_ text: String, into buffer: inout [UInt8]) {
        buffer.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): buffer += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): buffer += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case 0x0A: buffer += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case 0x0D: buffer += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case 0x09: buffer += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0x08: buffer += [UInt8(ascii: "\\"), UInt8(ascii: "b")]
            case 0x0C: buffer += [UInt8(ascii: "\\"), UInt8(ascii: "f")]
            case 0x00..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                buffer += Array("\\u00".utf8)
                buffer += [hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            default: buffer.append(byte)
            }
        }
        buffer.append(UInt8(ascii: "\""))
    }
}

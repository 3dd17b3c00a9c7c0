import AdaptJSON
import AdaptLintCore

/// A JSON value as the language server reads and writes it: the params of a message, a result.
///
/// Incoming messages are parsed by the project's own parser (``AdaptJSON/JSONParser``) and
/// turned into this tree; outgoing ones are written by ``LSPValue/serialized()`` with object keys
/// sorted, so the bytes the server sends are the same for the same answer.
public indirect enum LSPValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([LSPValue])
    case object([String: LSPValue])

    /// An integer value.
    public static func int(_ value: Int) -> LSPValue { .number(Double(value)) }

    /// The member `key` of an object; nil for a missing key or a value that is not an object.
    public subscript(key: String) -> LSPValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The value as an integer, when it is a number with no fraction in `Int`'s range.
    public var intValue: Int? {
        guard case .number(let number) = self, number.rounded() == number, abs(number) < 9e15 else { return nil }
        return Int(number)
    }

    public var arrayValue: [LSPValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// Converts the value at `index` of a parsed document.
    ///
    /// - Complexity: O(n) in the size of the subtree.
    public init(_ document: JSONDocument, at index: Int) {
        switch document.kind(index) {
        case .object:
            var members: [String: LSPValue] = [:]
            for (key, value) in document.members(index) {
                members[document.string(key) ?? ""] = LSPValue(document, at: value)
            }
            self = .object(members)
        case .array: self = .array(document.elements(index).map { LSPValue(document, at: $0) })
        case .string: self = .string(document.string(index) ?? "")
        case .number: self = .number(document.number(index) ?? 0)
        case .true: self = .bool(true)
        case .false: self = .bool(false)
        case .null: self = .null
        }
    }

    /// The limits of a message: a document's whole text is one string of it.
    public static let messageLimits = JSONParser.Limits(
        maximumBytes: MessageChannel.maximumMessageBytes, maximumStringBytes: MessageChannel.maximumMessageBytes)

    /// Parses a JSON text.
    ///
    /// - Throws: ``AdaptJSON/JSONSyntaxError`` when the text is not JSON or exceeds a limit.
    public static func parse(_ bytes: [UInt8], limits: JSONParser.Limits = messageLimits) throws(JSONSyntaxError)
        -> LSPValue
    {
        let document = try JSONParser.parse(bytes, limits: limits)
        return LSPValue(document, at: document.root)
    }

    /// The value as compact JSON text (UTF-8), keys sorted.
    ///
    /// - Complexity: O(n) in the size of the output, plus sorting each object's keys.
    public func serialized() -> [UInt8] {
        var output: [UInt8] = []
        write(into: &output)
        return output
    }

    private func write(into output: inout [UInt8]) {
        switch self {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
        case .number(let number):
            if number.rounded() == number, abs(number) < 9e15 {
                output.append(contentsOf: String(Int(number)).utf8)
            } else if number.isFinite {
                output.append(contentsOf: String(number).utf8)
            } else {
                output.append(contentsOf: "null".utf8)
            }
        case .string(let text): JSONString.write(text, into: &output)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (position, element) in elements.enumerated() {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                element.write(into: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            for (position, key) in members.keys.sorted().enumerated() {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                JSONString.write(key, into: &output)
                output.append(UInt8(ascii: ":"))
                members[key]?.write(into: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }
}

extension LSPValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(arrayLiteral elements: LSPValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, LSPValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { $1 }))
    }
}

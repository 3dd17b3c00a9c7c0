/// A property list value with the bytes it was read from.
///
/// XML property lists give every dictionary key its byte range, so findings land on the key's line;
/// binary property lists carry no positions and every range is `0..<0` (1:1 in reports).
public struct PropertyListNode: Sendable {
    /// The kinds of value a property list holds. Numbers, dates and data keep their text: the
    /// app-level facts never compute with them.
    public enum Value: Sendable {
        case dictionary([PropertyListEntry])
        case array([PropertyListNode])
        case string(String)
        case boolean(Bool)
        /// `<integer>`, `<real>`, `<date>` or `<data>`, as written (binary: as Foundation describes it).
        case scalar(String)
    }

    public var value: Value
    /// The bytes of the value's start tag (XML), or `0..<0`.
    public var range: Range<Int>

    public init(_ value: Value, range: Range<Int>) {
        self.value = value
        self.range = range
    }

    /// The member named `key`, when this is a dictionary that has one (the last one if repeated, as
    /// Foundation reads it).
    public subscript(key: String) -> PropertyListEntry? {
        guard case .dictionary(let entries) = value else { return nil }
        return entries.last { $0.key == key }
    }

    /// The elements, when this is an array.
    public var elements: [PropertyListNode]? {
        if case .array(let elements) = value { return elements }
        return nil
    }

    /// The text, when this is a string.
    public var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// The value as a boolean: `<true/>`, `<false/>`, or a string Foundation's `boolValue` reads
    /// (`YES`, `NO`, `true`, `false`, `1`, `0`, any case); nil for anything else, such as `$(VARIABLE)`.
    public var boolean: Bool? {
        switch value {
        case .boolean(let flag): return flag
        case .string(let text), .scalar(let text): return Self.boolean(text)
        default: return nil
        }
    }

    /// `YES`/`NO`, `true`/`false` and `1`/`0` in any case; nil otherwise.
    public static func boolean(_ text: String) -> Bool? {
        switch text.trimmingSpaces().lowercased() {
        case "yes", "true", "1": return true
        case "no", "false", "0": return false
        default: return nil
        }
    }
}

/// One key of a dictionary, with the bytes of the key's text.
public struct PropertyListEntry: Sendable {
    public var key: String
    public var keyRange: Range<Int>
    public var value: PropertyListNode

    public init(key: String, keyRange: Range<Int>, value: PropertyListNode) {
        self.key = key
        self.keyRange = keyRange
        self.value = value
    }
}

/// Why a property list or project file could not be read.
public struct PropertyListError: Error, Sendable, Equatable {
    /// What is wrong (lowercase, no final period).
    public var message: String
    /// The byte offset where reading stopped; 0 when unknown.
    public var offset: Int

    public init(_ message: String, offset: Int = 0) {
        self.message = message
        self.offset = offset
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and line breaks.
    func trimmingSpaces() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}

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
    /// An array whose elements are built one at a time while it is written: a report's long
    /// lists (one result per finding, one artifact per file) never sit in memory as a tree.
    case lazyArray(LazyElements)

    /// The elements of a ``lazyArray(_:)``: how many, and how to build the one at an index.
    public struct LazyElements: Sendable, Equatable {
        public let count: Int
        public let element: @Sendable (Int) -> JSONValue
        /// Appends the element at an index as JSON text, byte for byte what ``JSONWriter``
        /// writes for `element(index)` at the indent level it is given; nil: the element is
        /// built and written. For long lists of one shape (a SARIF log's artifacts, one per
        /// file), where building a tree per element costs several times more than its bytes.
        public let write: (@Sendable (_ index: Int, _ indent: Int, _ buffer: inout [UInt8]) -> Void)?

        public init(count: Int, element: @escaping @Sendable (Int) -> JSONValue) {
            self.count = count
            self.element = element
            self.write = nil
        }

        /// Elements written straight as text by `write`; `element` builds the same elements
        /// as values (for comparisons and tests).
        public init(
            count: Int, element: @escaping @Sendable (Int) -> JSONValue,
            write: @escaping @Sendable (_ index: Int, _ indent: Int, _ buffer: inout [UInt8]) -> Void
        ) {
            self.count = count
            self.element = element
            self.write = write
        }

        /// Equal when they build equal elements.
        public static func == (lhs: LazyElements, rhs: LazyElements) -> Bool {
            lhs.count == rhs.count && (0..<lhs.count).allSatisfy { lhs.element($0) == rhs.element($0) }
        }
    }

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

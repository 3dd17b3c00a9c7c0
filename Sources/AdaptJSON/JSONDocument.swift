/// A parsed JSON text: the source bytes and a flat, pre-order tape of nodes.
///
/// Every node keeps its byte range in the source, so any value can be turned back into a
/// line and column (see ``LineIndex``) or a JSON pointer (see ``pointer(to:)``) when a
/// diagnostic needs one. Containers record where their subtree ends, so skipping a value
/// is O(1).
public struct JSONDocument: Sendable {
    /// The kind of a JSON value.
    public enum Kind: UInt8, Sendable, CustomStringConvertible {
        case object, array, string, number, `true`, `false`, null

        /// The name used in messages: "an object", "a string"...
        public var description: String {
            switch self {
            case .object: "an object"
            case .array: "an array"
            case .string: "a string"
            case .number: "a number"
            case .true, .false: "a boolean"
            case .null: "null"
            }
        }
    }

    /// One value on the tape.
    struct Node: Sendable {
        /// Byte offset of the first byte of the value (the quote of a string).
        var start: UInt32
        /// Byte offset just past the value.
        var end: UInt32
        /// Index of the first node after this value's subtree.
        var next: UInt32
        /// Members of an object, elements of an array; for an object's key, its key number
        /// (``JSONDocument/keyNumber(_:)``), 0 when it has none; 0 for other scalars.
        var count: UInt32
        var kind: Kind
        /// ``escapesFlag``, ``smallIntegerFlag`` and ``negativeFlag``.
        var flags: UInt8
        /// For a number with ``smallIntegerFlag``: its magnitude. It fills what would otherwise be
        /// padding (the node stays 20 bytes) and spares ``JSONDocument/number(_:)`` from reading
        /// the digits again.
        var small: UInt16

        /// For strings: the raw text contains a backslash escape.
        static let escapesFlag: UInt8 = 1
        /// For numbers: an integer of at most five digits, at most 65,535, whose magnitude is ``small``.
        static let smallIntegerFlag: UInt8 = 2
        /// For numbers with ``smallIntegerFlag``: written with a minus sign (`-0` included).
        static let negativeFlag: UInt8 = 4

        /// For strings: the raw text contains a backslash escape.
        var hasEscapes: Bool { flags & Self.escapesFlag != 0 }
    }

    /// The bytes the document was parsed from.
    public let bytes: [UInt8]
    var nodes: [Node]
    /// The first key node of each key number, number n at n - 1 (``keyNumber(_:)``).
    public let numberedKeys: [Int]

    /// The index of the root value.
    public var root: Int { 0 }

    /// The number of values in the document.
    public var valueCount: Int { nodes.count }

    /// The kind of the value at `index`.
    public func kind(_ index: Int) -> Kind { nodes[index].kind }

    /// The byte range of the value at `index` in ``bytes``.
    public func byteRange(_ index: Int) -> Range<Int> {
        Int(nodes[index].start)..<Int(nodes[index].end)
    }

    /// The number of members (object) or elements (array); 0 for scalars.
    public func count(_ index: Int) -> Int {
        let node = nodes[index]
        return node.kind == .object || node.kind == .array ? Int(node.count) : 0
    }

    /// The number the parser gave the key at `index`: keys with the same source text (escapes
    /// as written) have the same number, from 1 to ``numberedKeys``'s count, so that a reader can
    /// match each distinct key once, at ``numberedKeys``. Nil for a key left without a number
    /// (a document has at most 128 numbered keys) and for any node that is not a key.
    public func keyNumber(_ index: Int) -> Int? {
        let node = nodes[index]
        guard node.kind == .string, node.count != 0 else { return nil }
        return Int(node.count)
    }

    /// The index of the first value after the subtree rooted at `index`.
    public func subtreeEnd(_ index: Int) -> Int { Int(nodes[index].next) }

    /// The members of the object at `index`, as (key node, value node) index pairs in source order.
    ///
    /// - Complexity: O(1) to create; iterating is O(members).
    public func members(_ index: Int) -> Members {
        precondition(nodes[index].kind == .object, "members(_:) needs an object")
        return Members(nodes: nodes, first: index + 1, count: Int(nodes[index].count))
    }

    /// The elements of the array at `index`, as value node indices in order.
    public func elements(_ index: Int) -> Elements {
        precondition(nodes[index].kind == .array, "elements(_:) needs an array")
        return Elements(nodes: nodes, first: index + 1, count: Int(nodes[index].count))
    }

    /// The object members of a container, each a key node followed by its value node.
    public struct Members: Sequence, Sendable {
        let siblings: Siblings
        public var count: Int { siblings.remaining }

        init(nodes: [Node], first: Int, count: Int) {
            siblings = Siblings(nodes: nodes, cursor: first, remaining: count, step: 1)
        }

        public func makeIterator() -> Iterator { Iterator(siblings: siblings) }

        public struct Iterator: IteratorProtocol {
            var siblings: Siblings

            public mutating func next() -> (key: Int, value: Int)? {
                siblings.next().map { ($0, $0 + 1) }
            }
        }
    }

    /// The elements of an array.
    public struct Elements: Sequence, Sendable {
        let siblings: Siblings
        public var count: Int { siblings.remaining }

        init(nodes: [Node], first: Int, count: Int) {
            siblings = Siblings(nodes: nodes, cursor: first, remaining: count, step: 0)
        }

        public func makeIterator() -> Siblings { siblings }
    }

    /// Walks the children of one container along the tape's `next` links: an element's `next`
    /// is the following element; a member's key is followed by its value, whose `next` is the
    /// following key (`step` 1 reads the link one node further on).
    public struct Siblings: IteratorProtocol, Sendable {
        let nodes: [Node]
        var cursor: Int
        var remaining: Int
        let step: Int

        /// The next child's node (a member's key node).
        public mutating func next() -> Int? {
            guard remaining > 0 else { return nil }
            remaining -= 1
            let node = cursor
            cursor = Int(nodes[node + step].next)
            return node
        }
    }
}

/// The tape under construction: nodes written straight into the uninitialized storage of the
/// `[Node]` array that becomes ``JSONDocument``'s tape.
///
/// ``JSONParser/parse(_:limits:)`` creates the array with `Array(unsafeUninitializedCapacity:)`
/// and lets the scanner fill it, so the finished tape is never copied out of a private buffer
/// (a copy that would be a large share of the parser's work). The array cannot grow while it
/// is being filled: when the tape runs out of room below the value-count limit, the scanner stops
/// with ``JSONScanner/outOfRoom`` set and the parser starts again with a tape that must fit.
/// Nodes are plain values, so abandoning a partly written tape leaks nothing. The tape written in
/// place is measured in BENCHMARKS.md, item 23, and its inlining attributes in item 33.
struct NodeTape {
    typealias Node = JSONDocument.Node

    private let base: UnsafeMutablePointer<Node>
    /// How many nodes may be written: the buffer's size, or the value-count limit if lower.
    let limit: Int
    private(set) var count = 0

    /// A tape over `count` nodes of uninitialized storage at `base`, which must stay valid while
    /// the tape is used.
    ///
    /// - Parameters:
    ///   - base: The storage.
    ///   - count: How many nodes the storage holds.
    ///   - maximumValues: The value-count limit; the tape takes no more nodes than this.
    init(_ base: UnsafeMutablePointer<Node>, count: Int, maximumValues: Int) {
        self.base = base
        limit = max(0, min(count, maximumValues))
    }

    /// Appends `node`; false, with nothing written, when the tape is full.
    @inline(__always)
    mutating func append(_ node: Node) -> Bool {
        guard count < limit else { return false }
        (base + count).initialize(to: node)
        count &+= 1
        return true
    }

    /// Records where the container at `index` ends once its last child is on the tape: its end
    /// offset, the index just past its subtree, and its member or element count.
    @inline(__always)
    mutating func close(_ index: Int, end: UInt32, count children: Int) {
        precondition(index >= 0 && index < count, "node index out of range")
        base[index].end = end
        base[index].next = UInt32(truncatingIfNeeded: count)
        base[index].count = UInt32(truncatingIfNeeded: children)
    }

    /// Stores a key number (``KeyNumbering``) in the `count` of the last node, the key just
    /// appended; `count` is 0 for other scalars.
    mutating func numberLastKey(_ number: UInt32) {
        precondition(count > 0, "no node to number")
        base[count - 1].count = number
    }
}

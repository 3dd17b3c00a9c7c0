/// The tape under construction: nodes in a buffer the scanner owns outright.
///
/// `Array.append` asks the runtime whether the array's storage is uniquely referenced on every
/// call, which was a fifth of the cost of appending a short string's node. The scanner is the
/// only owner of this buffer, so appending is a capacity check and a store. The buffer is freed
/// by ``finish()`` or ``discard()``; ``JSONParser/parse(_:limits:)`` calls one of them on every
/// path, and nothing else holds the pointer.
struct NodeTape {
    typealias Node = JSONDocument.Node

    private var base: UnsafeMutablePointer<Node>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    @inline(__always)
    mutating func append(_ node: Node) {
        if count == capacity { grow() }
        (base + count).initialize(to: node)
        count += 1
    }

    /// The node at `index`, which must already be on the tape.
    subscript(index: Int) -> Node {
        get {
            precondition(index >= 0 && index < count, "node index out of range")
            return base[index]
        }
        set {
            precondition(index >= 0 && index < count, "node index out of range")
            base[index] = newValue
        }
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<Node>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }

    /// The nodes as an array; frees the buffer.
    func finish() -> [Node] {
        defer { base.deallocate() }
        return Array(UnsafeBufferPointer(start: base, count: count))
    }

    /// Frees the buffer of a tape that is not needed (the input had an error).
    func discard() {
        base.deallocate()
    }
}

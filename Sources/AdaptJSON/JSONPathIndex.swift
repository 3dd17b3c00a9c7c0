/// Parent links for every value of a document, so that JSON pointers and key lookups cost
/// O(depth) instead of the O(depth x siblings) walk of ``JSONDocument/pointer(to:)``.
///
/// Build one when a document needs many pointers (a report with thousands of findings in
/// one large object); for one pointer, ``JSONDocument/pointer(to:)`` needs no extra memory.
/// Both give the same result for every node.
public struct JSONPathIndex: Sendable {
    private let document: JSONDocument
    /// The parent container of each node; `UInt32.max` for the root.
    private let parents: [UInt32]
    /// The element position in an array parent, or the member position in an object parent.
    private let positions: [UInt32]

    /// Records the parent and position of every node.
    ///
    /// - Parameter document: The parsed document.
    /// - Complexity: O(n) time and 8 bytes per value.
    public init(_ document: JSONDocument) {
        self.document = document
        var parents = [UInt32](repeating: UInt32.max, count: document.valueCount)
        var positions = [UInt32](repeating: 0, count: document.valueCount)
        for index in 0..<document.valueCount {
            switch document.kind(index) {
            case .object:
                for (position, member) in document.members(index).enumerated() {
                    parents[member.key] = UInt32(index)
                    parents[member.value] = UInt32(index)
                    positions[member.key] = UInt32(position)
                    positions[member.value] = UInt32(position)
                }
            case .array:
                for (position, element) in document.elements(index).enumerated() {
                    parents[element] = UInt32(index)
                    positions[element] = UInt32(position)
                }
            default: break
            }
        }
        self.parents = parents
        self.positions = positions
    }

    /// The container holding the value (or key) at `index`, or nil for the root.
    public func parent(of index: Int) -> Int? {
        let parent = parents[index]
        return parent == UInt32.max ? nil : Int(parent)
    }

    /// If `index` is the value of an object member, the index of its key node.
    ///
    /// - Complexity: O(1).
    public func keyNode(ofValue index: Int) -> Int? {
        guard let parent = parent(of: index), document.kind(parent) == .object else { return nil }
        // Keys and values alternate on the tape; a value's key is the node just before it,
        // and a key is never preceded by a node of the same member.
        let key = index - 1
        guard key > parent, parents[key] == UInt32(parent), positions[key] == positions[index] else { return nil }
        return key
    }

    /// The RFC 6901 pointer of the value at `index`; for a key node, the pointer of its member.
    ///
    /// - Complexity: O(depth + length of the pointer).
    public func pointer(to index: Int) -> String {
        var tokens: [String] = []
        var current = index
        while let parent = parent(of: current) {
            if document.kind(parent) == .array {
                tokens.append(String(positions[current]))
            } else {
                let key = keyNode(ofValue: current) ?? current
                tokens.append(JSONDocument.escapePointerToken(document.string(key) ?? ""))
            }
            current = parent
        }
        var path = ""
        for token in tokens.reversed() {
            path += "/" + token
        }
        return path
    }
}

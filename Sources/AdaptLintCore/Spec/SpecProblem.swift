/// A structural problem in a spec: reported as `invalid-spec`.
public struct SpecProblem: Sendable, Hashable {
    /// The node the problem is about (for unknown or duplicate keys, the key itself).
    public var node: Int
    public var message: String
    /// Another place worth showing, such as the first of two duplicate keys.
    public var related: [RelatedNode]

    public init(node: Int, message: String, related: [RelatedNode] = []) {
        self.node = node
        self.message = message
        self.related = related
    }
}

/// A secondary node with a short explanation, resolved to a location when reported.
public struct RelatedNode: Sendable, Hashable {
    public var node: Int
    public var message: String

    public init(node: Int, message: String) {
        self.node = node
        self.message = message
    }
}

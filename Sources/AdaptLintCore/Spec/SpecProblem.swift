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
    /// The file the node belongs to when it is not the file being linted: the ``ReferencedSpec/path``
    /// of a screen spec an app description names. Nil for the linted file itself.
    public var file: String?

    public init(node: Int, message: String) {
        self.node = node
        self.message = message
        self.file = nil
    }

    /// A node of a screen spec that an app description names, for app rules that point into it.
    public init(node: Int, message: String, in spec: ReferencedSpec) {
        self.node = node
        self.message = message
        self.file = spec.path
    }
}

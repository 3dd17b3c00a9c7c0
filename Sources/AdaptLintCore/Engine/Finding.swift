/// What a rule reports: a node of the spec and a message. The engine turns findings into
/// ``Diagnostic``s with positions, pointers and the configured severity.
public struct Finding: Sendable, Hashable {
    /// The node the finding points at.
    public var node: Int
    public var message: String
    /// A severity that differs from the rule's, e.g. a warning for "cannot check" cases
    /// of an error rule. Nil means the rule's configured severity.
    public var severity: Severity?
    public var related: [RelatedNode]
    /// A replacement for the source text of `node` that fixes the finding, when one is safe.
    public var fix: NodeFix?

    public init(node: Int, message: String, severity: Severity? = nil, related: [RelatedNode] = [], fix: NodeFix? = nil) {
        self.node = node
        self.message = message
        self.severity = severity
        self.related = related
        self.fix = fix
    }
}

/// A fix expressed on the spec tree: replace the source text of `node` with `replacement`.
public struct NodeFix: Sendable, Hashable {
    public var node: Int
    public var replacement: String
    public var description: String

    public init(node: Int, replacement: String, description: String) {
        self.node = node
        self.replacement = replacement
        self.description = description
    }
}

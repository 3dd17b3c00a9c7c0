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
    /// Replacements of source text that together fix the finding, when that is safe and mechanical.
    public var fixes: [NodeFix]

    public init(
        node: Int, message: String, severity: Severity? = nil, related: [RelatedNode] = [], fixes: [NodeFix] = []
    ) {
        self.node = node
        self.message = message
        self.severity = severity
        self.related = related
        self.fixes = fixes
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

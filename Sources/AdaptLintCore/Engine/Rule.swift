/// A guideline rule: a pure function from a decoded spec to findings.
///
/// Rules never print and never touch the file system. Each rule is one type in one file of
/// `Rules/`, with a stable kebab-case identifier in its ``RuleDescription``.
public protocol Rule: Sendable {
    /// What the rule is, where it comes from, and its examples.
    static var description: RuleDescription { get }

    init()

    /// Checks one screen.
    ///
    /// - Parameters:
    ///   - screen: The decoded spec.
    ///   - context: Parameter values for this run (defaults or configuration).
    /// - Returns: Findings in any order; the engine sorts them.
    func check(_ screen: ScreenSpec, context: RuleContext) -> [Finding]
}

/// What a rule may read while it checks: its parameters.
public struct RuleContext: Sendable {
    public var parameters: [String: Double]

    public init(parameters: [String: Double]) {
        self.parameters = parameters
    }

    /// The value of a declared parameter.
    public func value(_ parameter: RuleParameter) -> Double {
        parameters[parameter.name] ?? parameter.defaultValue
    }
}

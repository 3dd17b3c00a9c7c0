/// A guideline rule about a whole app: a pure function from a decoded app description to findings.
///
/// The app-level member of the ``GuidelineRule`` family, beside ``Rule``; its description's
/// examples are app descriptions. What an app rule needs to know about files comes through
/// ``AppRuleContext``.
public protocol AppRule: GuidelineRule {
    /// Checks one app description.
    ///
    /// - Parameters:
    ///   - app: The decoded app description.
    ///   - context: Parameter values for this run, and what is known about the referenced files.
    /// - Returns: Findings in any order; the engine sorts them.
    func check(_ app: AppSpec, context: AppRuleContext) -> [Finding]
}

/// What an app rule may read while it checks: its parameters, which referenced specs exist and
/// the referenced specs that could be read and decoded.
public struct AppRuleContext: Sendable {
    public var parameters: [String: Double]
    /// Whether the screen spec at a path relative to the app file exists; nil when unknown
    /// (no file system access, e.g. in tests or for standard input).
    public var specExists: @Sendable (String) -> Bool?
    /// The referenced screen specs, by the path as the app description writes it. A reference
    /// is missing when its file does not exist, cannot be read, is not valid JSON, is not a valid
    /// screen spec, or when the linter reads no files (see ``Linter/readFile``).
    public var specs: [String: ReferencedSpec]

    public init(
        parameters: [String: Double] = [:], specExists: @escaping @Sendable (String) -> Bool? = { _ in nil },
        specs: [String: ReferencedSpec] = [:]
    ) {
        self.parameters = parameters
        self.specExists = specExists
        self.specs = specs
    }

    /// The decoded screen spec at `reference` (a path as the app description writes it), if it
    /// could be read.
    public func spec(_ reference: String) -> ReferencedSpec? { specs[reference] }

    /// The value of a declared parameter.
    public func value(_ parameter: RuleParameter) -> Double {
        parameters[parameter.name] ?? parameter.defaultValue
    }
}

/// An app rule switched on for a run, with its effective severity and parameters.
///
/// A struct rather than a tuple of an existential and its settings, so that arrays of it are
/// plain values for Swift Testing and `Sendable` checking.
public struct EnabledAppRule: Sendable {
    public var rule: any AppRule
    public var severity: Severity
    public var parameters: [String: Double]

    public init(rule: any AppRule, severity: Severity? = nil, parameters: [String: Double] = [:]) {
        self.rule = rule
        self.severity = severity ?? type(of: rule).description.defaultSeverity
        self.parameters = parameters
    }

    public var identifier: String { type(of: rule).description.identifier }
}

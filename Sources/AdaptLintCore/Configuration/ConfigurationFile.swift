/// One configuration layer as written: a `.adaptlint.json` file, or the command-line options.
/// Only the values it sets are present; ``EffectiveConfiguration`` merges the layers.
public struct ConfigurationFile: Sendable {
    /// The file as displayed (relative to the working directory when inside it), or `command line`.
    public var path: String
    /// Absolute directory that the file's `include` and `exclude` patterns are relative to.
    public var directory: String
    /// `"root": true` stops the search for configuration files in parent directories.
    public var root: Configured<Bool>?
    public var failOn: Configured<Severity>?
    public var include: Configured<[Glob]>?
    public var exclude: Configured<[Glob]>?
    /// Settings per rule id, as written.
    public var rules: [String: RuleSettings]
    /// Suppressions of findings in files that cannot carry one (``ConfiguredSuppression``).
    public var suppressions: [ConfiguredSuppression] = []

    public init(
        path: String, directory: String, root: Configured<Bool>? = nil, failOn: Configured<Severity>? = nil,
        include: Configured<[Glob]>? = nil, exclude: Configured<[Glob]>? = nil, rules: [String: RuleSettings] = [:]
    ) {
        self.path = path
        self.directory = directory
        self.root = root
        self.failOn = failOn
        self.include = include
        self.exclude = exclude
        self.rules = rules
    }

    /// The name adaptlint looks for in each directory.
    public static let fileName = ".adaptlint.json"

    /// The top-level keys of a configuration file.
    public static let keys = ["$schema", "root", "failOn", "include", "exclude", "rules", "suppressions"]
}

/// What one layer says about one rule. Every field is optional: unset fields come from
/// farther layers, then from the rule's defaults.
public struct RuleSettings: Sendable, Hashable {
    public var enabled: Configured<Bool>?
    public var severity: Configured<Severity>?
    /// Parameter values by name (names are validated against the rule's declared parameters).
    public var parameters: [String: Configured<Double>]

    public init(
        enabled: Configured<Bool>? = nil, severity: Configured<Severity>? = nil,
        parameters: [String: Configured<Double>] = [:]
    ) {
        self.enabled = enabled
        self.severity = severity
        self.parameters = parameters
    }

    /// The keys of a rule's object form, besides its parameter names.
    public static let keys = ["enabled", "severity"]
    /// The string shorthand: a severity, or `off`.
    public static let shorthands = ["off", "error", "warning", "note"]
}

/// The rules a configuration may name: id, default severity and parameters.
public struct ConfigurableRule: Sendable {
    public var identifier: String
    public var defaultSeverity: Severity
    public var parameters: [RuleParameter]

    public init(identifier: String, defaultSeverity: Severity, parameters: [RuleParameter]) {
        self.identifier = identifier
        self.defaultSeverity = defaultSeverity
        self.parameters = parameters
    }

    public init(_ description: RuleDescription) {
        self.init(
            identifier: description.identifier, defaultSeverity: description.defaultSeverity,
            parameters: description.parameters)
    }
}

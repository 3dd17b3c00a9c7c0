/// Everything a rule says about itself: the source of its docs, its SARIF metadata and its tests.
public struct RuleDescription: Sendable {
    /// Stable kebab-case id, part of the public contract: never renamed.
    public var identifier: String
    /// A short title: "Tap target size".
    public var title: String
    /// One sentence: what the rule checks.
    public var summary: String
    /// Why it matters, in a paragraph or two.
    public var rationale: String
    public var guideline: GuidelineCitation
    public var defaultSeverity: Severity
    public var parameters: [RuleParameter]
    /// Specs that must trigger, with `↓` before each value a finding points at.
    public var triggeringExamples: [RuleExample]
    /// Specs that must not trigger.
    public var nonTriggeringExamples: [RuleExample]

    public init(
        identifier: String, title: String, summary: String, rationale: String, guideline: GuidelineCitation,
        defaultSeverity: Severity, parameters: [RuleParameter] = [], triggeringExamples: [RuleExample] = [],
        nonTriggeringExamples: [RuleExample] = []
    ) {
        self.identifier = identifier
        self.title = title
        self.summary = summary
        self.rationale = rationale
        self.guideline = guideline
        self.defaultSeverity = defaultSeverity
        self.parameters = parameters
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
    }
}

/// The guideline document and section a rule enforces, paraphrased.
public struct GuidelineCitation: Sendable {
    /// The document number in `guidelines/`: "000" to "004".
    public var document: String
    /// The document's title: "Apple Human Interface Guidelines, Layout".
    public var source: String
    /// The section: "Provide ample spacing for interactive elements".
    public var section: String
    /// What the section asks for, in adaptlint's own words.
    public var paraphrase: String

    public init(document: String, source: String, section: String, paraphrase: String) {
        self.document = document
        self.source = source
        self.section = section
        self.paraphrase = paraphrase
    }
}

/// A numeric rule parameter, configurable in `.adaptlint.json`.
public struct RuleParameter: Sendable, Hashable {
    public var name: String
    public var defaultValue: Double
    /// "pt", "swipes", ...
    public var unit: String
    public var summary: String

    public init(name: String, defaultValue: Double, unit: String, summary: String) {
        self.name = name
        self.defaultValue = defaultValue
        self.unit = unit
        self.summary = summary
    }
}

/// A spec used as documentation and as a test.
///
/// In triggering examples, `↓` marks the first character of each value a finding points at.
/// `messages` lists the expected messages in report order (line, then column).
public struct RuleExample: Sendable {
    public var title: String
    public var spec: String
    public var messages: [String]
    /// The expected severity of each message, parallel to `messages`, for findings whose severity
    /// differs from the rule's default (a note or a "cannot check" warning). Empty, or nil at an
    /// index, means the rule's default severity.
    public var severities: [Severity?]

    public init(_ title: String, _ spec: String, messages: [String] = [], severities: [Severity?] = []) {
        self.title = title
        self.spec = spec
        self.messages = messages
        self.severities = severities
    }

    /// The severity expected for the message at `index`, with the rule's configured default.
    ///
    /// - Parameters:
    ///   - index: A position in `messages`.
    ///   - defaultSeverity: The rule's severity, used when the example names none.
    /// - Returns: The expected severity. An override never exceeds `defaultSeverity`, as in the engine.
    public func severity(ofMessage index: Int, default defaultSeverity: Severity) -> Severity {
        guard severities.indices.contains(index), let severity = severities[index] else { return defaultSeverity }
        return min(severity, defaultSeverity)
    }

    /// The marker that precedes each expected finding.
    public static let marker: Character = "↓"
}

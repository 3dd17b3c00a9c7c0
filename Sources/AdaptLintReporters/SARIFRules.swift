import AdaptLintCore

/// The rule table of a run (`tool.driver.rules`) and each rule's index in it.
///
/// The report's rules come first, in their order, each id once; a diagnostic whose rule the
/// report does not list (which the CLI never produces) gets a plain descriptor at the end,
/// so every result still resolves.
struct SARIFRules: Sendable {
    private(set) var rules: [RuleDescription] = []
    private var indices: [String: Int] = [:]

    init(report: LintReport) {
        for rule in report.rules { add(rule) }
        var unknown: [String: Severity] = [:]
        // File by file: `report.diagnostics` would copy every diagnostic into one array first.
        for file in report.files {
            for diagnostic in file.diagnostics where indices[diagnostic.ruleID] == nil {
                unknown[diagnostic.ruleID] = max(unknown[diagnostic.ruleID] ?? .note, diagnostic.severity)
            }
        }
        for (identifier, severity) in unknown.sorted(by: { $0.key < $1.key }) {
            add(Self.placeholder(identifier, severity: severity))
        }
    }

    private mutating func add(_ rule: RuleDescription) {
        guard indices[rule.identifier] == nil else { return }
        indices[rule.identifier] = rules.count
        rules.append(rule)
    }

    /// The index of a rule id in ``descriptors``; every diagnostic's rule is present.
    func index(of identifier: String) -> Int { indices[identifier] ?? 0 }

    /// The `reportingDescriptor` objects.
    var descriptors: [JSONValue] { rules.map(Self.descriptor) }

    static func descriptor(_ rule: RuleDescription) -> JSONValue {
        [
            "id": .string(rule.identifier),
            "name": .string(pascalCase(rule.identifier)),
            "shortDescription": ["text": .string(limited(rule.summary))],
            "fullDescription": ["text": .string(limited(rule.summary + " " + rule.rationale))],
            "help": ["text": .string(helpText(rule)), "markdown": .string(RuleDocumentation.markdown(for: rule))],
            "defaultConfiguration": ["level": .string(rule.defaultSeverity.rawValue)],
            "properties": ["tags": .array(tags(rule).map(JSONValue.string)), "precision": "very-high"],
        ]
    }

    /// `tap-target-size` -> `TapTargetSize`.
    static func pascalCase(_ identifier: String) -> String {
        identifier.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined()
    }

    /// Plain-text help: the summary, the guideline and why it matters.
    static func helpText(_ rule: RuleDescription) -> String {
        """
        \(rule.summary)

        Guideline: \(RuleDocumentation.citation(rule.guideline)). \(rule.guideline.paraphrase)

        Why: \(rule.rationale)
        """
    }

    /// Tags GitHub shows and filters by: where the rule comes from.
    static func tags(_ rule: RuleDescription) -> [String] {
        guard rule.guideline.document != "-" else { return ["input-validation"] }
        var tags = ["adaptive-design", "guideline-\(rule.guideline.document)"]
        if rule.guideline.source.contains("SAP") { tags.append("sap-fiori") }
        if rule.guideline.source.contains("Apple") { tags.append("apple") }
        return tags
    }

    /// GitHub limits descriptions to 1024 characters: longer text is cut at a word and ends in `…`.
    static func limited(_ text: String, to limit: Int = 1024) -> String {
        // A text of at most `limit` bytes has at most `limit` characters: most descriptions,
        // which then skip building the array of their scalars.
        if text.utf8.count <= limit { return text }
        let scalars = Array(text.unicodeScalars)
        guard scalars.count > limit else { return text }
        var cut = limit - 1
        while cut > 0 && scalars[cut] != " " { cut -= 1 }
        if cut == 0 { cut = limit - 1 }
        // A slice of the text's own scalars: no scalar is copied one at a time into a new view.
        let end = text.unicodeScalars.index(text.unicodeScalars.startIndex, offsetBy: cut)
        return String(text.unicodeScalars[..<end]) + "…"
    }

    private static func placeholder(_ identifier: String, severity: Severity) -> RuleDescription {
        RuleDescription(
            identifier: identifier, title: identifier,
            summary: "Findings reported under the id '\(identifier)'.",
            rationale: "This id is not one of adaptlint's registered rules; see the result messages for details.",
            guideline: GuidelineCitation(document: "-", source: "adaptlint", section: "Other findings", paraphrase: ""),
            defaultSeverity: severity)
    }
}

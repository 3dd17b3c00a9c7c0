/// The two ids for input problems. They are not guideline rules: they cannot be disabled,
/// are always errors, and make the exit code 2.
public enum InputRules {
    public static let invalidJSON = RuleDescription(
        identifier: "invalid-json",
        title: "Invalid JSON",
        summary: "The file is not valid JSON (RFC 8259) in UTF-8, or exceeds one of adaptlint's input limits.",
        rationale: """
            A spec that does not parse cannot be checked, and a CI gate that skips it silently would pass \
            a broken design. adaptlint stops at the first syntax error in a file, says where it is and what was \
            expected, and still lints every other file.
            """,
        guideline: GuidelineCitation(
            document: "-", source: "RFC 8259, The JavaScript Object Notation (JSON) Data Interchange Format",
            section: "Grammar", paraphrase: "Specs are strict JSON: no comments, no trailing commas, UTF-8 only."),
        defaultSeverity: .error)

    public static let invalidSpec = RuleDescription(
        identifier: "invalid-spec",
        title: "Invalid spec",
        summary:
            "The JSON does not follow format version 1 of screen specs or app descriptions: wrong types, missing or unknown keys, duplicates, or out-of-range numbers.",
        rationale: """
            A misspelt key would otherwise switch a check off without anyone noticing: a `hitarea` that is \
            ignored means a tap target is measured by the wrong box. Every structural problem is reported, with \
            a suggestion when a known key or value is close.
            """,
        guideline: GuidelineCitation(
            document: "-",
            source:
                "adaptlint format version 1: screen specs (docs/spec-format.md), app descriptions (docs/app-format.md)",
            section: "Structure",
            paraphrase: "Every key, type and value of a screen spec or app description is checked against the format."),
        defaultSeverity: .error)

    public static let all = [invalidJSON, invalidSpec]

    /// A document of another input format (an Interface Builder `.storyboard` or `.xib`) that is not
    /// well-formed XML or exceeds the XML input limits: an error, exit code 2, like invalid JSON.
    public static let invalidXML = RuleDescription(
        identifier: "invalid-xml",
        title: "Invalid XML",
        summary: "An Interface Builder file is not well-formed XML, or exceeds one of adaptlint's XML input limits.",
        rationale: """
            A storyboard or xib that does not parse cannot be checked; adaptlint says where the XML breaks and \
            still lints every other file.
            """,
        guideline: GuidelineCitation(
            document: "-", source: "W3C, Extensible Markup Language (XML) 1.0", section: "Well-formed documents",
            paraphrase: "Interface Builder files are XML documents and must be well-formed."),
        defaultSeverity: .error)

    /// A file adaptlint recognises but does not read (a macOS, tvOS or watchOS Interface Builder document, or
    /// the legacy `<archive>` format): a note, never a failure.
    public static let unsupportedInput = RuleDescription(
        identifier: "unsupported-input",
        title: "Unsupported input",
        summary:
            "A file that adaptlint recognises but does not read: an Interface Builder document for another platform, or in a legacy format.",
        rationale: """
            Projects keep Mac, tvOS and watchOS documents and old archived xibs beside their iOS ones; adaptlint \
            says it skipped them rather than judging them by iOS guidance.
            """,
        guideline: GuidelineCitation(
            document: "-", source: "adaptlint, docs/ios-projects.md", section: "What is read",
            paraphrase: "Only iOS and iPadOS Interface Builder documents are read."),
        defaultSeverity: .note)
}

/// Renders a rule's Markdown page from its ``RuleDescription``: the single source for
/// `adaptlint rules ID`, `Rules/docs/ID.md` and SARIF's `help.markdown`.
public enum RuleDocumentation {
    public static func markdown(for rule: RuleDescription) -> String {
        var out = "# \(rule.title) (`\(rule.identifier)`)\n\n"
        out += "\(rule.summary)\n\n"
        out += "- Default severity: **\(rule.defaultSeverity.rawValue)**\n"
        out += "- Guideline: \(citation(rule.guideline))\n\n"
        out += "## What the guideline asks\n\n\(rule.guideline.paraphrase)\n\n"
        out += "## Why\n\n\(rule.rationale)\n\n"
        if !rule.parameters.isEmpty {
            out += "## Parameters\n\n| name | default | meaning |\n| --- | --- | --- |\n"
            for parameter in rule.parameters {
                out +=
                    "| `\(parameter.name)` | \(format(parameter.defaultValue)) \(parameter.unit) | \(parameter.summary) |\n"
            }
            out += "\n"
        }
        if !rule.triggeringExamples.isEmpty {
            out += "## Triggering examples\n\n`↓` marks where each finding points.\n\n"
            for example in rule.triggeringExamples {
                out += "### \(example.title)\n\n```json\n\(example.spec)\n```\n\n"
                for (index, message) in example.messages.enumerated() {
                    let severity = example.severity(ofMessage: index, default: rule.defaultSeverity)
                    out += "> \(severity.rawValue): \(message)\n>\n"
                }
                if !example.messages.isEmpty { out.removeLast(2) }
                out += "\n"
            }
        }
        if !rule.nonTriggeringExamples.isEmpty {
            out += "## Non-triggering examples\n\n"
            for example in rule.nonTriggeringExamples {
                out += "### \(example.title)\n\n```json\n\(example.spec)\n```\n\n"
            }
        }
        return out
    }

    /// Renders the rule index, `Rules/README.md`: one table row per rule, linking its page in `docs/`.
    ///
    /// - Parameter rules: The rules in documentation order (input rules first).
    /// - Returns: Markdown.
    /// - Complexity: O(rules).
    public static func index(for rules: [RuleDescription]) -> String {
        var out = "# adaptlint rules\n\n"
        out += "Generated from each rule's description (`RuleRegistry.descriptions`); do not edit by hand. "
        out += "Run `ADAPTLINT_RECORD=1 swift test --filter RuleDocumentationTests` to regenerate.\n\n"
        out += "| id | default severity | summary | guideline |\n| --- | --- | --- | --- |\n"
        for rule in rules {
            let cells = [
                "[`\(rule.identifier)`](docs/\(rule.identifier).md)", rule.defaultSeverity.rawValue,
                tableCell(rule.summary), tableCell(citation(rule.guideline)),
            ]
            out += "| " + cells.joined(separator: " | ") + " |\n"
        }
        return out
    }

    /// Escapes the pipes of a Markdown table cell.
    static func tableCell(_ text: String) -> String {
        text.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
    }

    /// "003 Apple Human Interface Guidelines, Layout: section"
    public static func citation(_ guideline: GuidelineCitation) -> String {
        guideline.document == "-"
            ? "\(guideline.source), \(guideline.section)"
            : "guideline \(guideline.document), \(guideline.source): \(guideline.section)"
    }

    static func format(_ value: Double) -> String {
        value.rounded() == value ? String(Int(value)) : String(value)
    }
}

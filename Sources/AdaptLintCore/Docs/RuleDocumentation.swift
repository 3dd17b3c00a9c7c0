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
                out += "| `\(parameter.name)` | \(format(parameter.defaultValue)) \(parameter.unit) | \(parameter.summary) |\n"
            }
            out += "\n"
        }
        if !rule.triggeringExamples.isEmpty {
            out += "## Triggering examples\n\n`↓` marks where each finding points.\n\n"
            for example in rule.triggeringExamples {
                out += "### \(example.title)\n\n```json\n\(example.spec)\n```\n\n"
                for message in example.messages { out += "> \(rule.defaultSeverity.rawValue): \(message)\n>\n" }
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

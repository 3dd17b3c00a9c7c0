import AdaptLintCore

/// A Markdown summary for a pull-request comment or `$GITHUB_STEP_SUMMARY`: the totals, a
/// table per rule, then the findings with their file and line.
///
/// GitHub limits a comment to 65,536 characters, so the findings table stops after
/// ``maximumFindings`` rows and says how many were left out. Table cells are escaped (`|`,
/// line breaks, HTML) so that a message cannot break the table.
public struct MarkdownReporter: Reporter {
    public static let name = "markdown"

    /// Rows in the findings table before it is cut short.
    public static let maximumFindings = 200

    public init() {}

    /// Renders the summary: its size is bounded by the rules and ``maximumFindings`` rows (plus
    /// one row per unreadable file), and the findings are counted file by file, without a flat
    /// copy of every diagnostic.
    ///
    /// - Complexity: O(files + diagnostics) time; memory O(rules + shown rows).
    public func render(_ report: LintReport, context: ReportContext) -> String {
        let counts = report.counts
        let total = counts.values.reduce(0, +)
        var out = "## adaptlint\n\n"
        out += "**\(Self.cell(report.summaryLine))**\n\n"
        let unreadable = report.files.filter { $0.readError != nil }
        guard total > 0 || !unreadable.isEmpty else {
            return out + "No findings.\n"
        }
        out += "| Severity | Findings |\n| --- | ---: |\n"
        for severity in Severity.allCases.reversed() {
            out += "| \(severity.rawValue) | \(counts[severity] ?? 0) |\n"
        }
        out += "\n| Rule | Errors | Warnings | Notes |\n| --- | ---: | ---: | ---: |\n"
        var perRule: [String: [Severity: Int]] = [:]
        for file in report.files {
            for diagnostic in file.diagnostics {
                perRule[diagnostic.ruleID, default: [:]][diagnostic.severity, default: 0] += 1
            }
        }
        for rule in perRule.keys.sorted() {
            let row = perRule[rule] ?? [:]
            out += "| `\(rule)` | \(row[.error] ?? 0) | \(row[.warning] ?? 0) | \(row[.note] ?? 0) |\n"
        }
        out += "\n### Findings\n\n| Location | Severity | Rule | Message |\n| --- | --- | --- | --- |\n"
        for file in unreadable {
            out += "| `\(Self.code(file.path))` | error | `io-error` | \(Self.cell(file.readError ?? "")) |\n"
        }
        for diagnostic in report.files.lazy.flatMap(\.diagnostics).prefix(Self.maximumFindings) {
            let start = diagnostic.location.start
            out +=
                "| `\(Self.code(diagnostic.location.path)):\(start.line):\(start.column)` | \(diagnostic.severity.rawValue) "
            out += "| `\(diagnostic.ruleID)` | \(Self.cell(diagnostic.message)) |\n"
        }
        if total > Self.maximumFindings {
            out += "\n\(total - Self.maximumFindings) more findings are not shown; see the full report.\n"
        }
        return out
    }

    /// Escapes a table cell: HTML, pipes and line breaks; other control characters (C0, C1,
    /// DEL, ESC) are written as `\u{XX}`.
    public static func cell(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "|": out += "\\|"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "\n", "\r", "\r\n": out += " "
            case "\\", "*", "_", "`", "[", "]": out += "\\" + String(character)
            default:
                if character.unicodeScalars.contains(where: Printable.isControl) {
                    out += Printable.escape(String(character))
                } else {
                    out.append(character)
                }
            }
        }
        return out
    }

    /// Text inside a code span in a table: a backtick cannot be escaped there, so it becomes `'`;
    /// a line break or other control character (a file name may hold one) is written as
    /// `\u{XX}` (``Printable/escape(_:)``), so it cannot end the table row. `<` and `>` stay
    /// literal inside a code span.
    static func code(_ text: String) -> String {
        Printable.escape(text).replacingBackticks.replacingPipes
    }
}

extension String {
    fileprivate var replacingBackticks: String { String(map { $0 == "`" ? "'" : $0 }) }
    fileprivate var replacingPipes: String {
        var out = ""
        for character in self { out += character == "|" ? "\\|" : String(character) }
        return out
    }
}

import AdaptLintCore

/// JUnit XML, which CI servers (GitLab, Jenkins, Azure DevOps, CircleCI) show as test results:
/// a `testsuite` per file and a `testcase` per rule in that file.
///
/// A rule with findings is a `failure` listing each finding; input problems (unreadable,
/// invalid JSON, invalid spec) are `error`s, JUnit's word for a test that could not run.
/// Rules without findings are passing test cases. Text is escaped for XML, and characters XML
/// cannot carry (most control characters) are replaced with U+FFFD.
public struct JUnitReporter: Reporter {
    public static let name = "junit"

    public init() {}

    public func render(_ report: LintReport, context: ReportContext) -> String {
        let guidelineRules = report.rules.map(\.identifier).filter { !InputRules.all.map(\.identifier).contains($0) }
        var suites: [String] = []
        var totals = (tests: 0, failures: 0, errors: 0)
        for file in report.files {
            var byRule: [String: [Diagnostic]] = [:]
            for diagnostic in file.diagnostics { byRule[diagnostic.ruleID, default: []].append(diagnostic) }
            var ids = guidelineRules.filter {
                !SuppressionRules.all.map(\.identifier).contains($0) || byRule[$0] != nil
            }
            ids += byRule.keys.filter { !ids.contains($0) }.sorted()
            var cases = ""
            var counts = (tests: 0, failures: 0, errors: 0)
            if let error = file.readError {
                counts.tests += 1
                counts.errors += 1
                cases += "    <testcase classname=\(Self.attribute(file.path)) name=\"io-error\">\n"
                cases +=
                    "      <error type=\"io-error\" message=\(Self.attribute(error))>\(Self.text("\(file.path): \(error)"))</error>\n"
                cases += "    </testcase>\n"
            }
            for id in ids {
                counts.tests += 1
                cases += "    <testcase classname=\(Self.attribute(file.path)) name=\(Self.attribute(id))"
                guard let findings = byRule[id] else {
                    cases += "/>\n"
                    continue
                }
                let isInput = InputRules.all.contains { $0.identifier == id }
                let element = isInput ? "error" : "failure"
                if isInput { counts.errors += 1 } else { counts.failures += 1 }
                let worst = findings.map(\.severity).max() ?? .error
                let summary =
                    findings.count == 1
                    ? findings[0].message : "\(findings.count) findings; first: \(findings[0].message)"
                var body = ""
                for finding in findings {
                    let start = finding.location.start
                    body +=
                        "\(finding.location.path):\(start.line):\(start.column): \(finding.severity.rawValue): \(finding.message)\n"
                }
                cases +=
                    ">\n      <\(element) type=\(Self.attribute(worst.rawValue)) message=\(Self.attribute(summary))>"
                cases += Self.text(body) + "</\(element)>\n    </testcase>\n"
            }
            totals.tests += counts.tests
            totals.failures += counts.failures
            totals.errors += counts.errors
            suites.append(
                "  <testsuite name=\(Self.attribute(file.path)) tests=\"\(counts.tests)\" failures=\"\(counts.failures)\" errors=\"\(counts.errors)\">\n"
                    + cases + "  </testsuite>\n")
        }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out +=
            "<testsuites name=\"adaptlint\" tests=\"\(totals.tests)\" failures=\"\(totals.failures)\" errors=\"\(totals.errors)\">\n"
        out += suites.joined()
        out += "</testsuites>\n"
        return out
    }

    /// A quoted attribute value.
    static func attribute(_ value: String) -> String {
        "\"" + escape(value, attribute: true) + "\""
    }

    /// Element text.
    static func text(_ value: String) -> String { escape(value, attribute: false) }

    /// Escapes `&`, `<`, `>` and quotes, and replaces characters XML 1.0 does not allow.
    public static func escape(_ value: String, attribute: Bool) -> String {
        var out = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where attribute: out += "&quot;"
            case "'" where attribute: out += "&apos;"
            case "\n" where attribute: out += "&#10;"
            case "\r": out += "&#13;"
            case "\t" where attribute: out += "&#9;"
            case "\t", "\n": out.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                let allowed = value >= 0x20 && !(0xFFFE...0xFFFF).contains(value)
                out.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
            }
        }
        return out
    }
}

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
        let inputRules = InputRules.all.map(\.identifier)
        let guidelineRules = report.rules.map(\.identifier).filter { !inputRules.contains($0) }
        var suites = ""
        var totals = Counts()
        for file in report.files {
            let (suite, counts) = self.suite(file, guidelineRules: guidelineRules)
            suites += suite
            totals.tests += counts.tests
            totals.failures += counts.failures
            totals.errors += counts.errors
        }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"adaptlint\" \(totals.attributes)>\n"
        out += suites
        out += "</testsuites>\n"
        return out
    }

    /// Test, failure and error counts of a suite or of the whole run.
    struct Counts {
        var tests = 0
        var failures = 0
        var errors = 0

        var attributes: String { "tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\"" }
    }

    /// The test suite of one file: a case per guideline rule (suppression warnings only when
    /// they fire), plus one per other id that fired.
    private func suite(_ file: FileResult, guidelineRules: [String]) -> (String, Counts) {
        var byRule: [String: [Diagnostic]] = [:]
        for diagnostic in file.diagnostics { byRule[diagnostic.ruleID, default: []].append(diagnostic) }
        let suppressionRules = SuppressionRules.all.map(\.identifier)
        var ids = guidelineRules.filter { !suppressionRules.contains($0) || byRule[$0] != nil }
        ids += byRule.keys.filter { !ids.contains($0) }.sorted()
        var cases = ""
        var counts = Counts()
        if let error = file.readError {
            counts.tests += 1
            counts.errors += 1
            cases += "    <testcase classname=\(Self.attribute(file.path)) name=\"io-error\">\n"
            cases += "      <error type=\"io-error\" message=\(Self.attribute(error))>"
            cases += Self.text("\(file.path): \(error)") + "</error>\n    </testcase>\n"
        }
        for id in ids {
            counts.tests += 1
            cases += "    <testcase classname=\(Self.attribute(file.path)) name=\(Self.attribute(id))"
            guard let findings = byRule[id] else {
                cases += "/>\n"
                continue
            }
            let isInput = InputRules.all.contains { $0.identifier == id }
            if isInput { counts.errors += 1 } else { counts.failures += 1 }
            cases += ">\n" + Self.problem(findings, element: isInput ? "error" : "failure") + "    </testcase>\n"
        }
        let suite =
            "  <testsuite name=\(Self.attribute(file.path)) \(counts.attributes)>\n" + cases + "  </testsuite>\n"
        return (suite, counts)
    }

    /// A `failure` or `error` element listing every finding of one rule in one file.
    private static func problem(_ findings: [Diagnostic], element: String) -> String {
        let worst = findings.map(\.severity).max() ?? .error
        let first = findings.first?.message ?? ""
        let summary = findings.count == 1 ? first : "\(findings.count) findings; first: \(first)"
        var body = ""
        for finding in findings {
            let start = finding.location.start
            body +=
                "\(finding.location.path):\(start.line):\(start.column): \(finding.severity.rawValue): \(finding.message)\n"
        }
        return "      <\(element) type=\(attribute(worst.rawValue)) message=\(attribute(summary))>" + text(body)
            + "</\(element)>\n"
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

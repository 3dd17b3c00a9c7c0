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
        var bytes: [UInt8] = []
        write(report, context: context) { bytes += $0 }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Streams the report: the totals first (counted without rendering), then one file's test
    /// suite at a time, so a run over many files never holds the whole XML.
    ///
    /// - Complexity: O(n) in the number of files times the rules, plus the findings.
    public func write(_ report: LintReport, context: ReportContext, to sink: (ArraySlice<UInt8>) -> Void) {
        let inputRules = InputRules.all.map(\.identifier)
        let guidelineRules = report.rules.map(\.identifier).filter { !inputRules.contains($0) }
        var totals = Counts()
        for file in report.files {
            let counts = Self.counts(file, ids: Self.ids(file, guidelineRules: guidelineRules).ids)
            totals.tests += counts.tests
            totals.failures += counts.failures
            totals.errors += counts.errors
        }
        var head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        head += "<testsuites name=\"adaptlint\" \(totals.attributes)>\n"
        sink(Array(head.utf8)[...])
        for file in report.files {
            sink(Array(suite(file, guidelineRules: guidelineRules).0.utf8)[...])
        }
        sink(Array("</testsuites>\n".utf8)[...])
    }

    /// The ids a file's suite has a case for, and its findings by rule.
    private static func ids(_ file: FileResult, guidelineRules: [String]) -> (
        ids: [String], byRule: [String: [Diagnostic]]
    ) {
        var byRule: [String: [Diagnostic]] = [:]
        for diagnostic in file.diagnostics { byRule[diagnostic.ruleID, default: []].append(diagnostic) }
        let suppressionRules = SuppressionRules.all.map(\.identifier)
        var ids = guidelineRules.filter { !suppressionRules.contains($0) || byRule[$0] != nil }
        ids += byRule.keys.filter { !ids.contains($0) }.sorted()
        return (ids, byRule)
    }

    /// The counts of a file's suite, as ``suite(_:guidelineRules:)`` renders it.
    private static func counts(_ file: FileResult, ids: [String]) -> Counts {
        var counts = Counts()
        if file.readError != nil {
            counts.tests += 1
            counts.errors += 1
        }
        let fired = Set(file.diagnostics.map(\.ruleID))
        for id in ids {
            counts.tests += 1
            guard fired.contains(id) else { continue }
            if InputRules.all.contains(where: { $0.identifier == id }) {
                counts.errors += 1
            } else {
                counts.failures += 1
            }
        }
        return counts
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
        let (ids, byRule) = Self.ids(file, guidelineRules: guidelineRules)
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

    /// Escapes `&`, `<`, `>` and quotes, writes line breaks, DEL and C1 controls as character
    /// references, and replaces the characters XML 1.0 does not allow (other C0 controls, ESC
    /// among them) with U+FFFD.
    ///
    /// Line breaks are references in text too, so a report printed in a CI log has no line that
    /// starts with text from an input (`::error::` would be a workflow command there); readers
    /// of the XML see the same text.
    public static func escape(_ value: String, attribute: Bool) -> String {
        var out = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where attribute: out += "&quot;"
            case "'" where attribute: out += "&apos;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case "\t" where attribute: out += "&#9;"
            case "\t": out.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                if (0x7F...0x9F).contains(value) {
                    out += "&#\(value);"
                    continue
                }
                let allowed = value >= 0x20 && !(0xFFFE...0xFFFF).contains(value)
                out.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
            }
        }
        return out
    }
}

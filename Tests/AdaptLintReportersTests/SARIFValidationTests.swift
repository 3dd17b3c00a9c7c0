import AdaptLintCore
import AdaptLintRules
import AdaptTestSupport
import Foundation
import Testing

@testable import AdaptLintReporters

/// Every SARIF log the tests can produce goes through `validate_sarif.py` (OASIS schema plus the
/// GitHub profile), and through a real consumer when one is installed.
struct SARIFValidationCase: CustomTestStringConvertible, Sendable {
    var name: String
    var report: @Sendable () -> LintReport
    /// Warnings the validator may give (the check ids), e.g. for a file outside the working directory.
    var allowedWarnings: Set<String> = []
    var testDescription: String { name }
}

let sarifValidationCases: [SARIFValidationCase] = [
    SARIFValidationCase(
        name: "mixed", report: { Fixtures.mixed },
        // The file outside the working directory has an absolute URI, and as it was too large
        // to read there is no line text to hash.
        allowedWarnings: ["GH-URI-ABSFILE", "GH-FINGERPRINT"]),
    SARIFValidationCase(
        name: "real specs only",
        report: {
            LintReport(
                files: Fixtures.specFiles.map { Fixtures.linter.lint(Array($0.text.utf8), path: $0.path) },
                rules: Fixtures.rules)
        }),
    SARIFValidationCase(name: "clean", report: { Fixtures.clean }),
    SARIFValidationCase(name: "empty", report: { Fixtures.empty }),
    SARIFValidationCase(
        name: "whole registry, no files", report: { LintReport(files: [], rules: RuleRegistry.descriptions) }),
]

private func validatorWarnings(_ output: String) -> Set<String> {
    Set(
        output.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ", omittingEmptySubsequences: true)
            return words.count >= 2 && words[0] == "warning" ? String(words[1]) : nil
        })
}

@Test(sarifValidator, arguments: sarifValidationCases)
func sarifPassesTheValidator(_ testCase: SARIFValidationCase) throws {
    let scratch = try ScratchDirectory()
    let text = SARIFReporter().render(
        testCase.report(), context: ReportContext(workingDirectory: Fixtures.workingDirectory))
    let file = try scratch.write("\(testCase.name.replacingOccurrences(of: " ", with: "-")).sarif", text)
    let output = try Python.validateSARIF([file])
    #expect(output.status == 0, "validate_sarif.py: \(output.stdout)\(output.stderr)")
    #expect(output.stdout.contains("OK (0 error(s)"), "\(output.stdout)")
    let warnings = validatorWarnings(output.stdout)
    #expect(warnings.isSubset(of: testCase.allowedWarnings), "unexpected warnings: \(output.stdout)")
}

@Test(sarifValidator) func severalLogsValidateTogether() throws {
    let scratch = try ScratchDirectory()
    var files: [URL] = []
    for (offset, testCase) in sarifValidationCases.enumerated() {
        let text = SARIFReporter().render(testCase.report(), context: ReportContext(workingDirectory: "/w"))
        files.append(try scratch.write("log\(offset).sarif", text))
    }
    let output = try Python.validateSARIF(files)
    #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
    #expect(output.stdout.components(separatedBy: ": OK (0 error(s)").count == files.count + 1, "\(output.stdout)")
}

/// The validator must be able to fail: a log without `results` is rejected.
@Test(sarifValidator) func theValidatorRejectsABrokenLog() throws {
    let scratch = try ScratchDirectory()
    let text = SARIFReporter().render(Fixtures.empty, context: ReportContext(workingDirectory: "/w"))
        .replacingOccurrences(of: "\"results\": []", with: "\"resultz\": []")
    let output = try Python.validateSARIF([try scratch.write("broken.sarif", text)])
    #expect(output.status == 1)
    #expect(output.stdout.contains("GH-RESULTS-ARRAY"))
}

/// The shared SARIF validator: schema plus GitHub's profile, with python's jsonschema.
private let sarifValidator: ConditionTrait = .integration(
    .shared("reference/validate_sarif.py"), .shared("reference/sarif-schema-2.1.0.json"),
    .pythonModule("jsonschema", package: "jsonschema"))

/// sarif-tools (PyPI) reads the log: it crashes on results without `ruleId`.
@Test(.integration(.pythonModule("sarif", package: "sarif-tools")))
func sarifToolsSummarisesTheLog() throws {
    let scratch = try ScratchDirectory()
    let text = SARIFReporter().render(
        Fixtures.mixed, context: ReportContext(workingDirectory: Fixtures.workingDirectory))
    let file = try scratch.write("mixed.sarif", text)
    let output = try Python.run(["-m", "sarif", "summary", file.path])
    #expect(output.status == 0, "\(output.stderr)")
    let counts = Fixtures.mixed.counts
    #expect(output.stdout.contains("error: \(counts[.error] ?? 0)"), "\(output.stdout)")
    #expect(output.stdout.contains("warning: \(counts[.warning] ?? 0)"), "\(output.stdout)")
    #expect(output.stdout.contains("note: \(counts[.note] ?? 0)"), "\(output.stdout)")
}

import AdaptLintCore
import Foundation
import Testing

@testable import AdaptLintReporters

private func json(_ report: LintReport) throws -> [String: Any] {
    let text = JSONReporter().render(report, context: ReportContext(workingDirectory: Fixtures.workingDirectory))
    return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
}

@Test func headerNamesTheToolAndTheReportVersion() throws {
    let document = try json(Fixtures.empty)
    #expect(document["version"] as? Int == AdaptLint.jsonReportVersion)
    #expect(document["tool"] as? [String: String] == ["name": "adaptlint", "version": AdaptLint.version])
    #expect((document["diagnostics"] as? [Any])?.isEmpty == true)
    #expect((document["files"] as? [Any])?.isEmpty == true)
}

@Test func summaryCountsAgreeWithTheReport() throws {
    let report = Fixtures.mixed
    let summary = try #require(try json(report)["summary"] as? [String: Int])
    #expect(summary["files"] == report.files.count)
    #expect(summary["errors"] == report.counts[.error])
    #expect(summary["warnings"] == report.counts[.warning])
    #expect(summary["notes"] == report.counts[.note])
    #expect(summary["unreadableFiles"] == report.files.filter { $0.readError != nil }.count)
    #expect(summary["invalidFiles"] == report.files.filter { $0.isInvalidInput && $0.readError == nil }.count)
    #expect(
        summary["filesWithFindings"] == report.files.filter { !$0.diagnostics.isEmpty || $0.readError != nil }.count)
}

struct StatusCase: CustomTestStringConvertible, Sendable {
    var path: String
    var status: String
    var testDescription: String { "\(path) is \(status)" }
}

@Test(arguments: [
    StatusCase(path: "Specs/clean.json", status: "ok"),
    StatusCase(path: "Specs/order details.json", status: "findings"),
    StatusCase(path: "Specs/broken.json", status: "invalid"),
    StatusCase(path: "Specs/typo.json", status: "invalid"),
    StatusCase(path: "Specs/missing one.json", status: "unreadable"),
])
func everyFileHasAStatus(_ testCase: StatusCase) throws {
    let files = try #require(try json(Fixtures.mixed)["files"] as? [[String: Any]])
    let file = try #require(files.first { $0["path"] as? String == testCase.path })
    #expect(file["status"] as? String == testCase.status)
    #expect((file["readError"] is NSNull) == (testCase.status != "unreadable"))
}

@Test func everyDiagnosticCarriesItsFieldsFromTheLinter() throws {
    let report = Fixtures.mixed
    let entries = try #require(try json(report)["diagnostics"] as? [[String: Any]])
    try #require(entries.count == report.diagnostics.count)
    for (entry, diagnostic) in zip(entries, report.diagnostics) {
        #expect(entry["path"] as? String == diagnostic.location.path)
        #expect(entry["rule"] as? String == diagnostic.ruleID)
        #expect(entry["severity"] as? String == diagnostic.severity.rawValue)
        #expect(entry["message"] as? String == diagnostic.message)
        #expect(entry["pointer"] as? String == diagnostic.location.pointer)
        #expect(
            entry["start"] as? [String: Int] == [
                "line": diagnostic.location.start.line, "column": diagnostic.location.start.column,
            ])
        #expect(
            entry["end"] as? [String: Int] == [
                "line": diagnostic.location.end.line, "column": diagnostic.location.end.column,
            ])
        #expect((entry["related"] as? [Any])?.count == diagnostic.related.count)
        #expect((entry["fixes"] as? [Any])?.count == diagnostic.fixes.count)
    }
}

@Test func fixesAreInFileOrderAndApplyToTheSpec() throws {
    let file = Fixtures.linter.lint(Array(Fixtures.idiomSpec.utf8), path: "a.json")
    let entries = try #require(
        try json(LintReport(files: [file], rules: Fixtures.rules))["diagnostics"] as? [[String: Any]])
    let withFixes = try #require(entries.first { !(($0["fixes"] as? [Any]) ?? []).isEmpty })
    let fixes = try #require(withFixes["fixes"] as? [[String: Any]])
    var bytes = Array(Fixtures.idiomSpec.utf8)
    // Apply from the end so earlier offsets stay valid.
    for fix in fixes.reversed() {
        let offset = try #require(fix["offset"] as? Int)
        let length = try #require(fix["length"] as? Int)
        let replacement = try #require(fix["replacement"] as? String)
        bytes.replaceSubrange(offset..<offset + length, with: Array(replacement.utf8))
    }
    let offsets = fixes.compactMap { $0["offset"] as? Int }
    #expect(offsets == offsets.sorted())
    let fixed = String(decoding: bytes, as: UTF8.self)
    #expect(fixed.contains(#"{ "when": { "width": "regular" }, "components": [] }"#))
    #expect(
        Fixtures.linter.lint(bytes, path: "a.json").diagnostics.filter {
            $0.ruleID == IdiomFixFixtureRule.description.identifier
        }.isEmpty)
}

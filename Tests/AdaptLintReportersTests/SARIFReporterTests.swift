import AdaptJSON
import AdaptLintCore
import AdaptLintRules
import AdaptTestSupport
import Foundation
import Testing

@testable import AdaptLintReporters

/// Renders `report` as SARIF and parses it back.
private func sarif(_ report: LintReport, workingDirectory: String = Fixtures.workingDirectory) throws -> [String: Any] {
    let text = SARIFReporter().render(report, context: ReportContext(workingDirectory: workingDirectory))
    return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
}

private func run(_ log: [String: Any]) throws -> [String: Any] {
    let runs = try #require(log["runs"] as? [[String: Any]])
    try #require(runs.count == 1)
    return runs[0]
}

@Test func everyResultPointsAtItsRuleByIdAndIndex() throws {
    let run = try run(try sarif(Fixtures.mixed))
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    let rules = try #require(driver["rules"] as? [[String: Any]])
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.count == Fixtures.mixed.diagnostics.count)
    for result in results {
        let index = try #require(result["ruleIndex"] as? Int)
        #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
    }
    #expect(
        rules.map { $0["id"] as? String }
            == (Fixtures.rules.map(\.identifier) + ["example-unregistered"]).map(Optional.some))
}

@Test func theRuleTableDescribesEveryRegisteredRule() throws {
    let report = LintReport(files: [], rules: RuleRegistry.descriptions)
    let run = try run(try sarif(report))
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "adaptlint")
    #expect(driver["version"] as? String == AdaptLint.version)
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.count == RuleRegistry.descriptions.count)
    for (rule, description) in zip(rules, RuleRegistry.descriptions) {
        #expect(rule["id"] as? String == description.identifier)
        let help = try #require(rule["help"] as? [String: String])
        #expect(help["markdown"] == RuleDocumentation.markdown(for: description))
        #expect(help["text"]?.hasPrefix(description.summary) == true)
        let level = (rule["defaultConfiguration"] as? [String: String])?["level"]
        #expect(level == description.defaultSeverity.rawValue)
    }
}

struct PascalCase: Sendable {
    var id: String
    var name: String
}

@Test(arguments: [
    PascalCase(id: "tap-target-size", name: "TapTargetSize"), PascalCase(id: "invalid-json", name: "InvalidJson"),
    PascalCase(id: "no-idiom-layout", name: "NoIdiomLayout"), PascalCase(id: "x", name: "X"),
])
func ruleNamesArePascalCaseOfTheId(_ testCase: PascalCase) {
    #expect(SARIFRules.pascalCase(testCase.id) == testCase.name)
}

@Test func longDescriptionsAreCutAtAWordWithinGitHubsLimit() {
    let text = String(repeating: "word ", count: 400)
    let limited = SARIFRules.limited(text)
    #expect(limited.unicodeScalars.count <= 1024)
    #expect(limited.hasSuffix("word…"))
    #expect(SARIFRules.limited("short") == "short")
}

@Test func ownFingerprintSurvivesReformattingButTheLineHashDoesNot() throws {
    let pretty = Fixtures.linter.lint(Array(Fixtures.idiomSpec.utf8), path: "specs/a.json")
    let minifiedText =
        #"{"screen":"Order Details","orientations":["portrait","landscapeLeft","landscapeRight"],"layouts":[{"when":{"idiom":"pad"},"components":[]},{"components":[{"id":"hint","type":"text","when":{"idiom":"phone"}}]}]}"#
    let minified = Fixtures.linter.lint(Array(minifiedText.utf8), path: "./specs/a.json")
    func fingerprints(_ file: FileResult) throws -> [[String: String]] {
        let results = try #require(
            try run(try sarif(LintReport(files: [file], rules: Fixtures.rules)))["results"] as? [[String: Any]])
        return results.compactMap { $0["partialFingerprints"] as? [String: String] }
    }
    let before = try fingerprints(pretty)
    let after = try fingerprints(minified)
    try #require(before.count == 3 && after.count == 3)
    #expect(before.map { $0["adaptlintFingerprint/v1"] } == after.map { $0["adaptlintFingerprint/v1"] })
    #expect(before.map { $0["primaryLocationLineHash"] } != after.map { $0["primaryLocationLineHash"] })
    #expect(Set(before.compactMap { $0["adaptlintFingerprint/v1"] }).count == 3)
}

@Test func repeatedFindingsAtOneValueAreNumbered() {
    let location = Location(
        path: "a.json", start: SourcePosition(line: 1, column: 1), end: SourcePosition(line: 1, column: 2),
        pointer: "/layouts/0", byteRange: 0..<1)
    let diagnostics = ["x", "y", "z"].map {
        Diagnostic(ruleID: "information-parity", severity: .error, message: "missing '\($0)'", location: location)
    }
    let values = Fingerprint.fingerprints(of: diagnostics, paths: ReportPaths(workingDirectory: "/repo"))
    #expect(values.map { $0.split(separator: ":").last.map(String.init) } == ["1", "2", "3"])
    #expect(Set(values.map { $0.split(separator: ":").first }).count == 1)
}

@Test func unreadableAndInvalidInputsBecomeErrorNotifications() throws {
    let report = Fixtures.mixed
    let run = try run(try sarif(report))
    let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
    #expect(invocation["executionSuccessful"] as? Bool == true)
    let notifications = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
    let inputIDs = Set(InputRules.all.map(\.identifier))
    let expected =
        report.files.filter { $0.readError != nil }.count
        + report.diagnostics.filter { inputIDs.contains($0.ruleID) }.count
    #expect(notifications.count == expected)
    #expect(notifications.allSatisfy { $0["level"] as? String == "error" })
    let messages = notifications.compactMap { ($0["message"] as? [String: String])?["text"] }
    #expect(messages.contains("'Specs/missing one.json' could not be read: cannot open: No such file or directory"))
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    let descriptors = try #require(driver["notifications"] as? [[String: Any]])
    for notification in notifications {
        if let descriptor = notification["descriptor"] as? [String: Any], let index = descriptor["index"] as? Int {
            #expect(descriptors[index]["id"] as? String == descriptor["id"] as? String)
        } else {
            let rule = try #require(notification["associatedRule"] as? [String: Any])
            #expect(inputIDs.contains(rule["id"] as? String ?? ""))
        }
    }
}

@Test func anEmptyRunStillHasAResultsArray() throws {
    let run = try run(try sarif(Fixtures.empty))
    #expect((run["results"] as? [Any])?.isEmpty == true)
    #expect(run["columnKind"] as? String == "unicodeCodePoints")
    let base = (run["originalUriBaseIds"] as? [String: [String: String]])?["%SRCROOT%"]?["uri"]
    #expect(base == "file:///home/dev/adapt%20lint/")
}

@Test func multibyteColumnsCountCodePoints() throws {
    let file = Fixtures.linter.lint(Array(Fixtures.multibyteSpec.utf8), path: "m.json")
    let results = try #require(
        try run(try sarif(LintReport(files: [file], rules: Fixtures.rules)))["results"] as? [[String: Any]])
    let region = try #require(
        ((results.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"]
            as? [String: Int])
    let prefix = try #require(Fixtures.multibyteSpec.range(of: "\"idiom\""))
    let expectedColumn = Fixtures.multibyteSpec[..<prefix.lowerBound].unicodeScalars.count + 1
    #expect(region["startColumn"] == expectedColumn)
    #expect(region["endColumn"] == expectedColumn + 7)
    #expect(
        expectedColumn != Fixtures.multibyteSpec.utf8.distance(
            from: Fixtures.multibyteSpec.utf8.startIndex, to: prefix.lowerBound) + 1)
}

@Test(.integration(.python)) func ownFingerprintIsFNV1aAsDocumented() throws {
    // The same hash computed independently in Python, as docs/sarif.md describes it.
    let script = """
        h = 0xcbf29ce484222325
        for b in b'no-idiom-layout\\0specs/order.json\\0/layouts/0/when/idiom\\0':
            h ^= b; h = (h * 0x100000001b3) & (2**64 - 1)
        print(format(h, '016x'))
        """
    let output = try Python.run(["-c", script])
    let expected = output.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    let location = Location(
        path: "./specs/order.json", start: SourcePosition(line: 5, column: 17),
        end: SourcePosition(line: 5, column: 24),
        pointer: "/layouts/0/when/idiom", byteRange: 0..<1)
    let diagnostic = Diagnostic(ruleID: "no-idiom-layout", severity: .error, message: "m", location: location)
    let value = Fingerprint.fingerprints(of: [diagnostic], paths: ReportPaths(workingDirectory: "/repo"))
    #expect(value == [expected + ":1"])
    #expect(expected.count == 16)
}

@Test func streamingGivesTheRenderedBytesInChunksThatEndOnCharacters() {
    // Enough files and findings to pass the writer's 64 KiB chunk size several times.
    let files = (0..<100).flatMap { copy in
        Fixtures.mixed.files.map { file in
            var file = file
            file.path = "copy \(copy)/é \(file.path)"
            return file
        }
    }
    let report = LintReport(files: files, rules: Fixtures.rules)
    let context = ReportContext(workingDirectory: Fixtures.workingDirectory)
    var chunks: [[UInt8]] = []
    SARIFReporter().write(report, context: context) { chunks.append(Array($0)) }
    #expect(chunks.count > 3)
    #expect(chunks.allSatisfy { String(validating: $0, as: UTF8.self) != nil })
    #expect(chunks.flatMap { $0 } == Array(SARIFReporter().render(report, context: context).utf8))
}

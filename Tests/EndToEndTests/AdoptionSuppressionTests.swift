import AdaptLintCLI
import AdaptTestSupport
import Foundation
import Testing

private let suppressed = AdoptionSpecs.idiom(
    extra:
        #", "suppressions": [{ "rule": "no-idiom-layout", "reason": "iPad layout is redesigned in Q3", "expires": "2027-03-31" }]"#
)

@Test func aSuppressedFindingLeavesTheTextReportAndIsCounted() throws {
    let directory = try TemporaryDirectory()
    try directory.write("a.json", suppressed)
    let output = try Binary.run(["a.json"], in: directory.url, environment: ["ADAPTLINT_TODAY": "2027-03-31"])
    #expect(output.status == 1)  // the phone layout is not suppressed
    #expect(AdoptionSpecs.findingLines(output.stdout) == ["a.json:6:17: error: " + AdoptionSpecs.phoneMessage])
    #expect(output.stderr == "1 error, 0 warnings and 0 notes in 1 file (1 with findings); 1 suppressed\n")
}

@Test func anExpiredSuppressionHidesNothingAndIsReported() throws {
    let directory = try TemporaryDirectory()
    try directory.write("a.json", suppressed)
    let output = try Binary.run(["a.json"], in: directory.url, environment: ["ADAPTLINT_TODAY": "2027-04-01"])
    #expect(output.status == 1)
    #expect(
        AdoptionSpecs.findingLines(output.stdout) == [
            "a.json:5:17: error: " + AdoptionSpecs.padMessage,
            "a.json:5:155: warning: the suppression of 'no-idiom-layout' expired on 2027-03-31; fix what it hides, or give a new date with a reason [expired-suppression]",
            "a.json:6:17: error: " + AdoptionSpecs.phoneMessage,
        ])
}

@Test func malformedAndUnusedSuppressionsAreReported() throws {
    let directory = try TemporaryDirectory()
    try directory.write(
        "a.json",
        AdoptionSpecs.idiom(
            extra:
                #", "margins": { "leading": 16, "trailing": 16, "suppressions": [{ "rule": "no-idiom-layout", "reason": "old" }] }"#,
            rootExtra: #" "suppressions": [{ "rule": "no-idiom-layuot" }],"#))
    let output = try Binary.run(["a.json"], in: directory.url)
    #expect(output.status == 1)
    let lines = AdoptionSpecs.findingLines(output.stdout)
    #expect(
        lines.contains(
            "a.json:2:50: error: 'no-idiom-layuot' is not a rule that can be suppressed; did you mean 'no-idiom-layout'? [invalid-suppression]"
        ))
    #expect(
        lines.contains(
            "a.json:2:40: error: a suppression needs a 'reason' saying why the finding is acceptable [invalid-suppression]"
        ))
    #expect(
        lines.contains(
            "a.json:5:114: warning: the suppression of 'no-idiom-layout' matches no finding in its object; remove it [unused-suppression]"
        ))
    // Neither suppression hid anything.
    #expect(lines.filter { $0.hasSuffix("[no-idiom-layout]") }.count == 2)
}

@Test func unusedSuppressionWarningsCanBeTurnedOff() throws {
    let directory = try TemporaryDirectory()
    try directory.write(
        "a.json",
        AdoptionSpecs.clean.replacingOccurrences(
            of: "\"screen\": \"Clean\",",
            with: #""screen": "Clean", "suppressions": [{ "rule": "no-idiom-layout", "reason": "x" }],"#))
    #expect(try Binary.run(["--fail-on", "warning", "a.json"], in: directory.url).status == 1)
    let off = try Binary.run(["--fail-on", "warning", "--rule", "unused-suppression=off", "a.json"], in: directory.url)
    #expect(off.status == 0)
    #expect(off.stdout == "")
}

@Test func aBadTodayOverrideIsAnError() throws {
    let output = try Binary.run(["."], environment: ["ADAPTLINT_TODAY": "tomorrow"])
    #expect(output.status == 2)
    #expect(output.stderr == "error: ADAPTLINT_TODAY must be a date written YYYY-MM-DD, found 'tomorrow'\n")
}

/// SARIF comes from the reporters branch; once it is merged, suppressed findings must be
/// results with an in-source suppression and every other result an empty `suppressions` array.
@Test(
    .enabled(if: CommandLineParser.formats.contains("sarif")),
    .integration(
        .shared("reference/validate_sarif.py"), .shared("reference/sarif-schema-2.1.0.json"),
        .pythonModule("jsonschema", package: "jsonschema")))
func sarifCarriesSuppressionsWithTheirJustification() throws {
    let directory = try TemporaryDirectory()
    try directory.write("a.json", suppressed)
    let output = try Binary.run(
        ["--format", "sarif", "--output", "out.sarif", "a.json"], in: directory.url,
        environment: ["ADAPTLINT_TODAY": "2027-01-01"])
    #expect(output.status == 1)
    let data = try Data(contentsOf: directory.url.appendingPathComponent("out.sarif"))
    let log = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.count == 2)
    let suppressions = results.map { $0["suppressions"] as? [[String: Any]] }
    #expect(suppressions.allSatisfy { $0 != nil })
    let hidden = suppressions.compactMap { $0 }.filter { !$0.isEmpty }
    #expect(hidden.count == 1)
    #expect(hidden.first?.first?["kind"] as? String == "inSource")
    #expect(hidden.first?.first?["justification"] as? String == "iPad layout is redesigned in Q3")
    let check = try AdoptionValidator.validateSARIF(directory.url.appendingPathComponent("out.sarif"))
    #expect(check.status == 0, "\(check.output)")
}

@Test(.enabled(if: CommandLineParser.formats.contains("json")))
func jsonKeepsSuppressedFindings() throws {
    let directory = try TemporaryDirectory()
    try directory.write("a.json", suppressed)
    let output = try Binary.run(
        ["--format", "json", "a.json"], in: directory.url, environment: ["ADAPTLINT_TODAY": "2027-01-01"])
    #expect(output.stdout.contains("iPad layout is redesigned in Q3"))
}

@Test func omitSuppressedLeavesThemOutOfEveryReport() throws {
    let directory = try TemporaryDirectory()
    try directory.write("a.json", suppressed)
    let environment = ["ADAPTLINT_TODAY": "2027-01-01"]
    let kept = try Binary.run(["--format", "markdown", "a.json"], in: directory.url, environment: environment)
    let omitted = try Binary.run(
        ["--format", "markdown", "--omit-suppressed", "a.json"], in: directory.url, environment: environment)
    #expect(kept.stdout.contains("**1 error, 0 warnings and 0 notes in 1 file (1 with findings); 1 suppressed**"))
    #expect(omitted.stdout.contains("**1 error, 0 warnings and 0 notes in 1 file (1 with findings)**"))
    // The run itself still counts what it suppressed.
    #expect(omitted.stderr == "1 error, 0 warnings and 0 notes in 1 file (1 with findings); 1 suppressed\n")
}

/// Runs the shared SARIF validator (schema and GitHub profile).
enum AdoptionValidator {
    static func validateSARIF(_ file: URL) throws -> (status: Int32, output: String) {
        let reference = Repository.shared.appendingPathComponent("reference")
        let output = try Python.run([
            reference.appendingPathComponent("validate_sarif.py").path,
            reference.appendingPathComponent("sarif-schema-2.1.0.json").path, file.path,
        ])
        return (output.status, output.stdout + output.stderr)
    }
}

@Test func suppressionIDsAreDocumentedLikeRules() throws {
    let output = try Binary.run(["rules", "unused-suppression"])
    #expect(output.status == 0)
    #expect(output.stdout.hasPrefix("# Unused suppression (`unused-suppression`)\n"))
}

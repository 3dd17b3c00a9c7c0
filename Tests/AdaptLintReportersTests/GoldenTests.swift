import AdaptLintCore
import Testing

@testable import AdaptLintReporters

/// One golden file: a report rendered by one reporter.
struct GoldenCase: CustomTestStringConvertible, Sendable {
    var file: String
    var format: String
    var report: @Sendable () -> LintReport
    var colors = false

    var testDescription: String { file }
}

let goldenCases: [GoldenCase] = [
    GoldenCase(file: "mixed.txt", format: "text", report: { Fixtures.mixed }),
    GoldenCase(file: "mixed-color.txt", format: "text", report: { Fixtures.mixed }, colors: true),
    GoldenCase(file: "mixed.json", format: "json", report: { Fixtures.mixed }),
    GoldenCase(file: "mixed.sarif", format: "sarif", report: { Fixtures.mixed }),
    GoldenCase(file: "clean.txt", format: "text", report: { Fixtures.clean }),
    GoldenCase(file: "clean.json", format: "json", report: { Fixtures.clean }),
    GoldenCase(file: "clean.sarif", format: "sarif", report: { Fixtures.clean }),
    GoldenCase(file: "empty.json", format: "json", report: { Fixtures.empty }),
    GoldenCase(file: "empty.sarif", format: "sarif", report: { Fixtures.empty }),
]

@Test(arguments: goldenCases)
func renderedReportMatchesGoldenFile(_ golden: GoldenCase) throws {
    let reporter = try #require(Reporters.reporter(named: golden.format))
    let context = ReportContext(workingDirectory: Fixtures.workingDirectory, colors: golden.colors)
    try Golden.check(reporter.render(golden.report(), context: context), named: golden.file)
}

@Test(arguments: ["text", "json", "sarif"])
func renderingTwiceGivesTheSameBytes(_ format: String) throws {
    let reporter = try #require(Reporters.reporter(named: format))
    let context = ReportContext(workingDirectory: Fixtures.workingDirectory)
    let first = reporter.render(Fixtures.mixed, context: context)
    // Shuffled input files: LintReport sorts them, so the bytes must not change.
    let shuffled = LintReport(files: Fixtures.mixed.files.reversed(), rules: Fixtures.rules)
    #expect(reporter.render(shuffled, context: context) == first)
}

@Test func everyFormatNameResolvesToItsReporter() {
    #expect(Reporters.names == ["text", "json", "sarif", "html", "github", "junit", "markdown"])
    #expect(Reporters.reporter(named: "html") is HTMLReporter)
    #expect(Reporters.reporter(named: "json") is JSONReporter)
    #expect(Reporters.reporter(named: "sarif") is SARIFReporter)
    #expect(Reporters.reporter(named: "xml") == nil)
}

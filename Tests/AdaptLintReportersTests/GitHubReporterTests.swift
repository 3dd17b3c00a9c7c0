import AdaptJSON
import AdaptLintCore
import AdaptLintReporters
import Testing

/// A small report shared by the adoption reporter tests: two files, an error with a related
/// location, a warning with characters every format must escape, and an unreadable file.
enum AdoptionReportFixture {
    static func location(_ path: String, _ line: Int, _ column: Int, _ endColumn: Int, pointer: String = "/layouts/0")
        -> Location
    {
        Location(
            path: path, start: SourcePosition(line: line, column: column),
            end: SourcePosition(line: line, column: endColumn),
            pointer: pointer, byteRange: 0..<1)
    }

    static var report: LintReport {
        let error = Diagnostic(
            ruleID: "tap-target-size", severity: .error,
            message: "tap target 'approve' is 120x32pt; make it at least 44pt high",
            location: location("specs/a.json", 3, 5, 9),
            related: [
                RelatedLocation(location: location("specs/a.json", 7, 9, 12), message: "shown here in regular width")
            ])
        let warning = Diagnostic(
            ruleID: "carousel-reach", severity: .warning, message: "50% of 'a,b: <c> & \"d\"'\nsecond line | pipe",
            location: location("specs/b,c:d.json", 1, 2, 3))
        var suppressed = error
        suppressed.suppression = SuppressionRecord(
            justification: "legacy", expires: nil, location: location("specs/a.json", 2, 1, 2))
        return LintReport(
            files: [
                FileResult(path: "specs/a.json", diagnostics: [error], readError: nil),
                FileResult(path: "specs/b,c:d.json", diagnostics: [warning]),
                FileResult(path: "specs/locked.json", diagnostics: [], readError: "cannot open: Permission denied"),
                {
                    var file = FileResult(path: "specs/quiet.json", diagnostics: [])
                    file.silenced = [suppressed]
                    return file
                }(),
            ],
            rules: InputRules.all + SuppressionRules.all)
    }

    static let context = ReportContext(workingDirectory: "/repo")
}

@Test func githubWritesOneEscapedCommandPerFinding() {
    let output = GitHubReporter().render(AdoptionReportFixture.report, context: AdoptionReportFixture.context)
    #expect(
        output == """
            ::error file=specs/a.json,line=3,col=5,endLine=3,endColumn=9,title=tap-target-size::tap target 'approve' is 120x32pt; make it at least 44pt high%0Aspecs/a.json:7:9: note: shown here in regular width
            ::warning file=specs/b%2Cc%3Ad.json,line=1,col=2,endLine=1,endColumn=3,title=carousel-reach::50%25 of 'a,b: <c> & "d"'%0Asecond line | pipe
            ::error file=specs/locked.json,title=io-error::specs/locked.json: cannot open: Permission denied

            """)
}

struct GitHubEscapeCase: Sendable, CustomTestStringConvertible {
    var input: String
    var data: String
    var property: String
    var testDescription: String { input.debugDescription }
}

@Test(arguments: [
    GitHubEscapeCase(input: "100%", data: "100%25", property: "100%25"),
    GitHubEscapeCase(input: "a\r\nb", data: "a%0D%0Ab", property: "a%0D%0Ab"),
    GitHubEscapeCase(input: "x: y, z", data: "x: y, z", property: "x%3A y%2C z"),
    GitHubEscapeCase(input: "%0A", data: "%250A", property: "%250A"),
])
func githubEscaping(_ example: GitHubEscapeCase) {
    #expect(GitHubReporter.data(example.input) == example.data)
    #expect(GitHubReporter.property(example.input) == example.property)
}

@Test func githubMakesAbsolutePathsRelativeToTheWorkspace() {
    let diagnostic = Diagnostic(
        ruleID: "no-idiom-layout", severity: .note, message: "m",
        location: AdoptionReportFixture.location("/repo/specs/x.json", 1, 1, 2))
    let report = LintReport(files: [FileResult(path: "/repo/specs/x.json", diagnostics: [diagnostic])], rules: [])
    #expect(
        GitHubReporter().render(report, context: AdoptionReportFixture.context)
            == "::notice file=specs/x.json,line=1,col=1,endLine=1,endColumn=2,title=no-idiom-layout::m\n")
}

@Test func aLongGitHubReportIsWrittenInPiecesNotWhole() {
    // 3,000 findings make about 400 KB of workflow commands: handed on in pieces of about 64 KB,
    // each ending with a command's line, and together they are the rendered report.
    let diagnostics = (0..<3_000).map { index in
        Diagnostic(
            ruleID: "tap-target-size", severity: .error, message: "finding \(index)",
            location: AdoptionReportFixture.location("specs/a.json", index + 1, 2, 5))
    }
    let report = LintReport(files: [FileResult(path: "specs/a.json", diagnostics: diagnostics)], rules: [])
    let context = ReportContext(workingDirectory: "/w")
    var pieces: [[UInt8]] = []
    GitHubReporter().write(report, context: context) { pieces.append(Array($0)) }
    #expect(pieces.count > 2)
    #expect(pieces.allSatisfy { $0.count <= 64 * 1_024 + 1_024 })
    #expect(pieces.allSatisfy { $0.last == UInt8(ascii: "\n") })
    #expect(pieces.flatMap { $0 } == Array(GitHubReporter().render(report, context: context).utf8))
}

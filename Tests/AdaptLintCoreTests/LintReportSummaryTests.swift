import AdaptJSON
import AdaptLintCore
import Testing

/// The report's counts read results in place and skip what cannot count: they must answer as
/// the walks over every result did.
struct LintReportSummaryTests {
    static func diagnostic(_ path: String, baseline: BaselineState? = nil) -> Diagnostic {
        var diagnostic = Diagnostic(
            ruleID: "tap-target-size", severity: .warning, message: "small",
            location: Location(
                path: path, start: SourcePosition(line: 1, column: 1), end: SourcePosition(line: 1, column: 1),
                pointer: "", byteRange: 0..<0))
        diagnostic.baselineState = baseline
        return diagnostic
    }

    @Test func silencedFindingsAreSummarizedOnlyWhenThereAreAny() {
        var files = [
            FileResult(path: "a.json", diagnostics: []), FileResult(path: "b.json", diagnostics: []),
            FileResult(path: "c.json", diagnostics: [], readError: "cannot open: No such file or directory"),
        ]
        var report = LintReport(files: files, rules: [])
        #expect(!report.hasSilenced)
        #expect(report.invalidInputCount == 1)
        #expect(
            report.summaryLine
                == "0 errors, 0 warnings and 0 notes in 3 files (1 with findings); 1 file could not be read")
        files[1].silenced = [Self.diagnostic("b.json", baseline: .unchanged)]
        files[0].diagnostics = [Self.diagnostic("a.json")]
        report = LintReport(files: files, rules: [])
        #expect(report.hasSilenced)
        #expect(report.baselinedCount == 1)
        #expect(
            report.summaryLine
                == "0 errors, 1 warning and 0 notes in 3 files (2 with findings); 1 file could not be read; 1 in the baseline"
        )
    }
}

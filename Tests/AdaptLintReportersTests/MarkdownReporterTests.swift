import AdaptLintCore
import AdaptLintReporters
import Testing

@Test func markdownSummarisesThenListsFindings() {
    let output = MarkdownReporter().render(AdoptionReportFixture.report, context: AdoptionReportFixture.context)
    #expect(
        output == """
            ## adaptlint

            **1 error, 1 warning and 0 notes in 4 files (3 with findings); 1 file could not be read; 1 suppressed**

            | Severity | Findings |
            | --- | ---: |
            | error | 1 |
            | warning | 1 |
            | note | 0 |

            | Rule | Errors | Warnings | Notes |
            | --- | ---: | ---: | ---: |
            | `carousel-reach` | 0 | 1 | 0 |
            | `tap-target-size` | 1 | 0 | 0 |

            ### Findings

            | Location | Severity | Rule | Message |
            | --- | --- | --- | --- |
            | `specs/locked.json` | error | `io-error` | cannot open: Permission denied |
            | `specs/a.json:3:5` | error | `tap-target-size` | tap target 'approve' is 120x32pt; make it at least 44pt high |
            | `specs/b,c:d.json:1:2` | warning | `carousel-reach` | 50% of 'a,b: &lt;c&gt; &amp; "d"' second line \\| pipe |

            """)
}

@Test func markdownSaysSoWhenThereIsNothingToFix() {
    let report = LintReport(files: [FileResult(path: "a.json", diagnostics: [])], rules: [])
    #expect(
        MarkdownReporter().render(report, context: AdoptionReportFixture.context)
            == "## adaptlint\n\n**0 errors, 0 warnings and 0 notes in 1 file**\n\nNo findings.\n")
}

@Test func markdownCutsLongListsShort() {
    let diagnostics = (1...250).map { line in
        Diagnostic(
            ruleID: "r", severity: .warning, message: "m",
            location: AdoptionReportFixture.location("a.json", line, 1, 2))
    }
    let output = MarkdownReporter().render(
        LintReport(files: [FileResult(path: "a.json", diagnostics: diagnostics)], rules: []),
        context: AdoptionReportFixture.context)
    #expect(output.components(separatedBy: "| warning | `r` |").count - 1 == MarkdownReporter.maximumFindings)
    #expect(output.hasSuffix("\n50 more findings are not shown; see the full report.\n"))
}

@Test func markdownCellsCannotBreakTheTable() {
    #expect(MarkdownReporter.cell("a|b\nc <d> *e* [f](g)") == "a\\|b c &lt;d&gt; \\*e\\* \\[f\\](g)")
}

import AdaptLintCore
import AdaptLintReporters
import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Test func junitHasASuitePerFileAndACasePerRule() {
    let output = JUnitReporter().render(AdoptionReportFixture.report, context: AdoptionReportFixture.context)
    #expect(
        output == """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="adaptlint" tests="3" failures="2" errors="1">
              <testsuite name="specs/a.json" tests="1" failures="1" errors="0">
                <testcase classname="specs/a.json" name="tap-target-size">
                  <failure type="error" message="tap target &apos;approve&apos; is 120x32pt; make it at least 44pt high">specs/a.json:3:5: error: tap target 'approve' is 120x32pt; make it at least 44pt high&#10;</failure>
                </testcase>
              </testsuite>
              <testsuite name="specs/b,c:d.json" tests="1" failures="1" errors="0">
                <testcase classname="specs/b,c:d.json" name="carousel-reach">
                  <failure type="warning" message="50% of &apos;a,b: &lt;c&gt; &amp; &quot;d&quot;&apos;&#10;second line | pipe">specs/b,c:d.json:1:2: warning: 50% of 'a,b: &lt;c&gt; &amp; "d"'&#10;second line | pipe&#10;</failure>
                </testcase>
              </testsuite>
              <testsuite name="specs/locked.json" tests="1" failures="0" errors="1">
                <testcase classname="specs/locked.json" name="io-error">
                  <error type="io-error" message="cannot open: Permission denied">specs/locked.json: cannot open: Permission denied</error>
                </testcase>
              </testsuite>
              <testsuite name="specs/quiet.json" tests="0" failures="0" errors="0">
              </testsuite>
            </testsuites>

            """)
}

@Test func junitListsPassingRulesAsPassingCases() {
    let report = LintReport(
        files: [FileResult(path: "a.json", diagnostics: [])], rules: InputRules.all + [SuppressionRules.unused])
    let output = JUnitReporter().render(report, context: AdoptionReportFixture.context)
    // Input rules and suppression warnings only appear when they fire; there is no guideline rule here.
    #expect(output.contains("<testsuite name=\"a.json\" tests=\"0\""))
}

@Test func junitReplacesCharactersXMLCannotCarry() {
    #expect(JUnitReporter.escape("a\u{01}b\u{0B}c\td", attribute: false) == "a\u{FFFD}b\u{FFFD}c\td")
    #expect(JUnitReporter.escape("a\tb\nc", attribute: true) == "a&#9;b&#10;c")
    // Text nodes too: no line of the report starts with text from an input.
    #expect(
        JUnitReporter.escape("a\n::error::b\r\u{7F}\u{85}\u{1B}", attribute: false)
            == "a&#10;::error::b&#13;&#127;&#133;\u{FFFD}")
}

@Test func junitOutputIsWellFormedXML() throws {
    let output = JUnitReporter().render(AdoptionReportFixture.report, context: AdoptionReportFixture.context)
    let document = try XMLDocument(data: Data(output.utf8))
    let suites = try document.nodes(forXPath: "/testsuites/testsuite")
    #expect(suites.count == 4)
    let message = try document.nodes(forXPath: "//testcase[@name='carousel-reach']/failure/@message").first?.stringValue
    #expect(message == "50% of 'a,b: <c> & \"d\"'\nsecond line | pipe")
}

import Foundation
import Testing

@Test func githubFormatPrintsWorkflowCommands() throws {
    let directory = try TemporaryDirectory()
    try directory.write("specs/a.json", AdoptionSpecs.idiom())
    let output = try Binary.run(["--format", "github", "specs"], in: directory.url)
    #expect(output.status == 1)
    #expect(
        output.stdout == """
            ::error file=specs/a.json,line=5,col=17,endLine=5,endColumn=24,title=no-idiom-layout::layout 1 is chosen by device idiom 'pad'; use "width": "regular" instead, so Split View and large iPhones get the right layout
            ::error file=specs/a.json,line=6,col=17,endLine=6,endColumn=24,title=no-idiom-layout::layout 2 is chosen by device idiom 'phone'; use "width": "compact" instead, so Split View and large iPhones get the right layout

            """)
}

@Test func junitGoesToItsOutputFile() throws {
    let directory = try TemporaryDirectory()
    try directory.write("specs/a.json", AdoptionSpecs.idiom())
    try directory.write("specs/b.json", AdoptionSpecs.clean)
    let output = try Binary.run(["--format", "junit", "--output", "lint.xml", "specs"], in: directory.url)
    #expect(output.status == 1)
    #expect(output.stdout == "")
    let xml = try String(contentsOf: directory.url.appendingPathComponent("lint.xml"), encoding: .utf8)
    #expect(xml.contains(#"<testsuites name="adaptlint" tests=""#))
    #expect(xml.contains(#"failures="1" errors="0">"#))  // one failing rule in the whole run
    #expect(xml.components(separatedBy: "<testsuite name=").count - 1 == 2)
    #expect(xml.contains(#"<testcase classname="specs/b.json" name="no-idiom-layout"/>"#))
    #expect(
        xml.contains(
            #"<failure type="error" message="2 findings; first: layout 1 is chosen by device idiom &apos;pad&apos;"#))
}

@Test func severalReportsInOneRun() throws {
    let directory = try TemporaryDirectory()
    try directory.write("specs/a.json", AdoptionSpecs.idiom())
    let output = try Binary.run(
        ["--report", "junit:reports/lint.xml", "--report", "markdown:summary.md", "specs"], in: directory.url)
    #expect(output.status == 2)  // a report that cannot be written fails the run
    #expect(AdoptionSpecs.findingLines(output.stdout).count == 2)  // text stays on the terminal
    // The folder must exist: a report is not written into a folder that is not there.
    #expect(output.stderr.contains("error: Cannot write the report to 'reports/lint.xml'"))
    try FileManager.default.createDirectory(
        at: directory.url.appendingPathComponent("reports"), withIntermediateDirectories: true)
    let again = try Binary.run(
        ["--report", "junit:reports/lint.xml", "--report", "markdown:summary.md", "specs"], in: directory.url)
    #expect(again.status == 1)
    #expect(
        try String(contentsOf: directory.url.appendingPathComponent("reports/lint.xml"), encoding: .utf8).hasPrefix(
            "<?xml"))
    #expect(
        try String(contentsOf: directory.url.appendingPathComponent("summary.md"), encoding: .utf8).hasPrefix(
            "## adaptlint\n\n**2 errors"))
    // Reports are not linted as specs on the next run.
    try directory.write("reports/old-report.json", "{ not a spec }")
    let next = try Binary.run(["--report", "markdown:reports/old-report.json", "specs", "reports"], in: directory.url)
    #expect(!next.stdout.contains("old-report.json"))
}

@Test func githubOnStdoutWithTextInAFile() throws {
    let directory = try TemporaryDirectory()
    try directory.write("a.json", AdoptionSpecs.idiom())
    let output = try Binary.run(["--format", "github", "--report", "text:lint.txt", "a.json"], in: directory.url)
    #expect(output.stdout.hasPrefix("::error file=a.json,line=5,col=17"))
    #expect(
        try String(contentsOf: directory.url.appendingPathComponent("lint.txt"), encoding: .utf8).hasPrefix(
            "a.json:5:17: error: "))
}

struct AdoptionUsageCase: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var message: String
    var testDescription: String { arguments.joined(separator: " ") }
}

@Test(arguments: [
    AdoptionUsageCase(
        arguments: ["--report", "xml:out.xml"],
        message: "error: The value 'xml' is invalid for '--report <format:file>'. Please provide one of "),
    AdoptionUsageCase(
        arguments: ["--report", "junit"],
        message:
            "error: The value 'junit' is invalid for '--report <format:file>'. Please write it as FORMAT:FILE, e.g. 'sarif:adaptlint.sarif' ('-' as FILE is standard output)."
    ),
    AdoptionUsageCase(
        arguments: ["--report", "junit:"],
        message:
            "error: The value 'junit:' is invalid for '--report <format:file>'. The file name is missing after ':'."),
    AdoptionUsageCase(
        arguments: ["--report", "junit:-"],
        message:
            "error: '--report <format>:-' cannot be used together with the main report, which already goes to standard output; give --output <file> for it"
    ),
    AdoptionUsageCase(
        arguments: ["--max-warnings", "-1"],
        message:
            "error: The value '-1' is invalid for '--max-warnings <count>'. Please provide a whole number of at least 0."
    ),
    AdoptionUsageCase(
        arguments: ["--stdin", "a.json"], message: "error: '--stdin' cannot be used together with the path 'a.json'"),
    AdoptionUsageCase(
        arguments: ["--stdin", "--fix"], message: "error: '--stdin' cannot be used together with '--fix'"),
    AdoptionUsageCase(arguments: ["--stdin-filename", "a.json"], message: "error: '--stdin-filename' needs '--stdin'"),
])
func adoptionUsageErrors(_ example: AdoptionUsageCase) throws {
    let output = try Binary.run(example.arguments)
    #expect(output.status == 2)
    #expect(output.stderr.hasPrefix(example.message))
}

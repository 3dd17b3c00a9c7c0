import AdaptTestSupport
import Foundation
import Testing

/// Runs the binary with `input` on standard input.
private func run(_ arguments: [String], in directory: URL, input: String) throws -> Binary.Output {
    try Subprocess.run(
        try Binary.url, arguments: arguments, in: directory, environment: ["NO_COLOR": "1"], input: Data(input.utf8))
}

@Test func stdinIsLintedAsTheNamedFile() throws {
    let directory = try TemporaryDirectory()
    let output = try run(
        ["--stdin", "--stdin-filename", "specs/a.json"], in: directory.url, input: AdoptionSpecs.idiom())
    #expect(output.status == 1)
    #expect(
        AdoptionSpecs.findingLines(output.stdout) == [
            "specs/a.json:5:17: error: " + AdoptionSpecs.padMessage,
            "specs/a.json:6:17: error: " + AdoptionSpecs.phoneMessage,
        ])
    // The configuration is looked up from the named file's folder, which need not exist yet.
    try directory.write("specs/.adaptlint.json", #"{ "rules": { "no-idiom-layout": "off" } }"#)
    let configured = try run(
        ["--stdin", "--stdin-filename", "specs/a.json"], in: directory.url, input: AdoptionSpecs.idiom())
    #expect(configured.status == 0)
    #expect(configured.stderr == "0 errors, 0 warnings and 0 notes in 1 file\n")
}

@Test func stdinWithoutANameAndWithBadJSON() throws {
    let directory = try TemporaryDirectory()
    let output = try run(["--stdin"], in: directory.url, input: "{\"screen\": }")
    #expect(output.status == 2)
    #expect(output.stdout.hasPrefix("<stdin>:1:12: error: expected a JSON value, found '}' [invalid-json]\n"))
}

@Test func stdinHonoursExcludes() throws {
    let directory = try TemporaryDirectory()
    try directory.write(".adaptlint.json", #"{ "exclude": ["drafts"] }"#)
    let output = try run(["--stdin", "--stdin-filename", "drafts/x.json"], in: directory.url, input: "not json")
    #expect(output.status == 0)
    #expect(
        output.stderr
            == "note: skipping 'drafts/x.json': excluded by 'drafts' (.adaptlint.json:1:14)\n0 errors, 0 warnings and 0 notes in 0 files\n"
    )
}

struct AdoptionMaxWarningsCase: Sendable, CustomTestStringConvertible {
    var maximum: String
    var status: Int32
    var testDescription: String { "--max-warnings \(maximum)" }
}

@Test(arguments: [
    AdoptionMaxWarningsCase(maximum: "0", status: 1), AdoptionMaxWarningsCase(maximum: "1", status: 1),
    AdoptionMaxWarningsCase(maximum: "2", status: 0),
])
func maxWarningsFailsWhenWarningsExceedIt(_ example: AdoptionMaxWarningsCase) throws {
    let directory = try TemporaryDirectory()
    try directory.write("a.json", AdoptionSpecs.idiom())
    let output = try Binary.run(
        ["--rule", "no-idiom-layout=warning", "--max-warnings", example.maximum, "a.json"], in: directory.url)
    #expect(output.status == example.status)
    if example.status == 1 {
        #expect(output.stderr.hasSuffix("error: 2 warnings, more than --max-warnings \(example.maximum) allows\n"))
    }
}

@Test func quietShowsErrorsOnly() throws {
    let directory = try TemporaryDirectory()
    try directory.write(
        "a.json",
        AdoptionSpecs.idiom(
            extra:
                #", "margins": { "leading": 16, "trailing": 16, "suppressions": [{ "rule": "no-idiom-layout", "reason": "old" }] }"#
        ))
    let loud = try Binary.run(["a.json"], in: directory.url)
    #expect(loud.stdout.contains("[unused-suppression]"))
    let quiet = try Binary.run(["--quiet", "a.json"], in: directory.url)
    #expect(quiet.status == 1)
    #expect(!quiet.stdout.contains("[unused-suppression]"))
    #expect(AdoptionSpecs.findingLines(quiet.stdout).count == 2)
    #expect(
        quiet.stderr
            == "2 errors, 1 warning and 0 notes in 1 file (1 with findings); warnings and notes hidden by --quiet\n")
}

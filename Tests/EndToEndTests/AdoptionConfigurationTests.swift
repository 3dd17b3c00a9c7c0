import Foundation
import Testing

/// Specs and helpers shared by the adoption end-to-end tests.
enum AdoptionSpecs {
    /// Two layouts chosen by idiom: `no-idiom-layout` errors at 5:17 and 6:17. `extra` is
    /// spliced into the first layout object, `rootExtra` into the root object.
    static func idiom(extra: String = "", rootExtra: String = "") -> String {
        """
        {
          "screen": "Orders",\(rootExtra)
          "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
          "layouts": [
            { "when": { "idiom": "pad" }, "components": []\(extra) },
            { "when": { "idiom": "phone" }, "components": [] }
          ]
        }

        """
    }

    /// A spec with no findings.
    static let clean = """
        {
          "screen": "Clean",
          "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
          "layouts": [ { "components": [] } ]
        }

        """

    static let padMessage =
        "layout 1 is chosen by device idiom 'pad'; use \"width\": \"regular\" instead, so Split View and large iPhones get the right layout [no-idiom-layout]"
    static let phoneMessage =
        "layout 2 is chosen by device idiom 'phone'; use \"width\": \"compact\" instead, so Split View and large iPhones get the right layout [no-idiom-layout]"

    /// The first line of each finding in a text report.
    static func findingLines(_ stdout: String) -> [String] {
        stdout.split(separator: "\n").map(String.init).filter {
            $0.contains(": error: ") || $0.contains(": warning: ") || $0.contains(": note: ")
        }
    }

    /// The last line of standard error: the summary.
    static func summary(_ stderr: String) -> String {
        stderr.split(separator: "\n").last.map(String.init) ?? ""
    }
}

@Test func aConfigurationFileTurnsARuleOff() throws {
    let directory = try TemporaryDirectory()
    try directory.write("specs/a.json", AdoptionSpecs.idiom())
    try directory.write(".adaptlint.json", #"{ "rules": { "no-idiom-layout": "off" } }"#)
    let output = try Binary.run(["specs"], in: directory.url)
    #expect(output.status == 0)
    #expect(output.stdout == "")
    #expect(output.stderr == "0 errors, 0 warnings and 0 notes in 1 file\n")
}

@Test func theNearestConfigurationWinsValueByValue() throws {
    let directory = try TemporaryDirectory()
    try directory.write(".git/HEAD", "ref: refs/heads/main\n")  // the search stops at the repository root
    try directory.write(".adaptlint.json", #"{ "failOn": "warning", "rules": { "no-idiom-layout": "warning" } }"#)
    try directory.write("specs/strict/.adaptlint.json", #"{ "rules": { "no-idiom-layout": { "severity": "error" } } }"#)
    try directory.write("specs/a.json", AdoptionSpecs.idiom())
    try directory.write("specs/strict/b.json", AdoptionSpecs.idiom())
    let output = try Binary.run(["specs"], in: directory.url)
    #expect(output.status == 1)  // failOn: warning from the outer file applies to both
    #expect(
        AdoptionSpecs.findingLines(output.stdout) == [
            "specs/a.json:5:17: warning: " + AdoptionSpecs.padMessage,
            "specs/a.json:6:17: warning: " + AdoptionSpecs.phoneMessage,
            "specs/strict/b.json:5:17: error: " + AdoptionSpecs.padMessage,
            "specs/strict/b.json:6:17: error: " + AdoptionSpecs.phoneMessage,
        ])
}

@Test func rootTrueAndTheRepositoryRootStopTheSearch() throws {
    let directory = try TemporaryDirectory()
    try directory.write(".adaptlint.json", #"{ "rules": { "no-idiom-layout": "off" } }"#)
    try directory.write("repo/.git/HEAD", "ref: refs/heads/main\n")
    try directory.write("repo/a.json", AdoptionSpecs.idiom())
    try directory.write("project/.adaptlint.json", #"{ "root": true }"#)
    try directory.write("project/a.json", AdoptionSpecs.idiom())
    try directory.write("plain/a.json", AdoptionSpecs.idiom())
    let output = try Binary.run(["repo", "project", "plain"], in: directory.url)
    #expect(
        AdoptionSpecs.findingLines(output.stdout).map { String($0.prefix(while: { $0 != ":" })) } == [
            "project/a.json", "project/a.json", "repo/a.json", "repo/a.json",
        ])
}

@Test func anInvalidConfigurationStopsTheRunWithPositionsAndSuggestions() throws {
    let directory = try TemporaryDirectory()
    try directory.write("a.json", AdoptionSpecs.clean)
    try directory.write(
        ".adaptlint.json", "{\n  \"rules\": {\n    \"no-idiom-layuot\": \"of\"\n  },\n  \"failon\": \"error\"\n}\n")
    let output = try Binary.run(["a.json"], in: directory.url)
    #expect(output.status == 2)
    #expect(output.stdout == "")
    #expect(
        output.stderr == """
            .adaptlint.json:3:5: error: unknown key 'no-idiom-layuot' in 'rules'; did you mean 'no-idiom-layout'? [invalid-config]
                    "no-idiom-layuot": "of"
                    ^
            .adaptlint.json:5:3: error: unknown key 'failon' in the configuration; did you mean 'failOn'? [invalid-config]
                  "failon": "error"
                  ^

            """)
}

@Test func ruleParametersAreCheckedAgainstTheRule() throws {
    let directory = try TemporaryDirectory()
    try directory.write("a.json", AdoptionSpecs.clean)
    try directory.write(".adaptlint.json", #"{ "rules": { "no-idiom-layout": { "minimumSize": 48 } } }"#)
    let output = try Binary.run(["a.json"], in: directory.url)
    #expect(output.status == 2)
    #expect(
        output.stderr.hasPrefix(
            ".adaptlint.json:1:35: error: unknown key 'minimumSize' in rule 'no-idiom-layout'; expected one of 'enabled' or 'severity' [invalid-config]\n"
        ))
}

@Test func anExplicitConfigReplacesTheLookup() throws {
    let directory = try TemporaryDirectory()
    try directory.write("specs/.adaptlint.json", #"{ "rules": { "no-idiom-layout": "off" } }"#)
    try directory.write("ci.json.config", #"{ "rules": { "no-idiom-layout": "note" } }"#)
    try directory.write("specs/a.json", AdoptionSpecs.idiom())
    let output = try Binary.run(["--config", "ci.json.config", "specs"], in: directory.url)
    #expect(output.status == 0)
    #expect(AdoptionSpecs.findingLines(output.stdout).first == "specs/a.json:5:17: note: " + AdoptionSpecs.padMessage)
    let missing = try Binary.run(["--config", "nope.json", "specs"], in: directory.url)
    #expect(missing.status == 2)
    #expect(missing.stderr == "nope.json: error: cannot read the configuration file: no such file [invalid-config]\n")
}

@Test func includeAndExcludeChooseTheFiles() throws {
    let directory = try TemporaryDirectory()
    try directory.write(".adaptlint.json", #"{ "include": ["specs/**/*.json"], "exclude": ["specs/legacy"] }"#)
    try directory.write("specs/a.json", AdoptionSpecs.clean)
    try directory.write("specs/legacy/old.json", "not even JSON")
    try directory.write("package.json", #"{ "name": "web" }"#)
    let walked = try Binary.run(["."], in: directory.url)
    #expect(walked.status == 0)
    #expect(walked.stderr == "0 errors, 0 warnings and 0 notes in 1 file\n")
    // Files named on the command line (as pre-commit does) follow the same patterns, with a note.
    let named = try Binary.run(
        ["specs/legacy/old.json", "package.json", "specs/a.json", ".adaptlint.json"], in: directory.url)
    #expect(named.status == 0)
    #expect(
        named.stderr == """
            note: skipping '.adaptlint.json': it is adaptlint's configuration, not a spec
            note: skipping 'package.json': not matched by 'include' (.adaptlint.json:1:14)
            note: skipping 'specs/legacy/old.json': excluded by 'specs/legacy' (.adaptlint.json:1:46)
            0 errors, 0 warnings and 0 notes in 1 file

            """)
}

@Test func configCommandShowsEveryValueAndItsOrigin() throws {
    let directory = try TemporaryDirectory()
    try directory.write(".git/HEAD", "ref: refs/heads/main\n")
    try directory.write(".adaptlint.json", "{\n  \"failOn\": \"warning\",\n  \"exclude\": [\"drafts\"]\n}\n")
    try directory.write("specs/.adaptlint.json", "{ \"rules\": { \"unused-suppression\": \"off\" } }\n")
    let output = try Binary.run(["config", "--rule", "no-idiom-layout=note", "specs"], in: directory.url)
    #expect(output.status == 0)
    let lines = output.stdout.split(separator: "\n").map {
        $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }
    #expect(
        Array(lines.prefix(4)) == [
            "Effective configuration for 'specs'",
            "Configuration files, farthest first (nearer files override farther ones):",
            ".adaptlint.json", "specs/.adaptlint.json",
        ])
    #expect(lines.contains("failOn: warning .adaptlint.json:2:13"))
    #expect(lines.contains("exclude: 'drafts' .adaptlint.json:3:14"))
    #expect(lines.contains("no-idiom-layout: note command line (--rule no-idiom-layout=note)"))
    #expect(lines.contains("unused-suppression: off specs/.adaptlint.json:1:36"))
    #expect(lines.contains("expired-suppression: warning default"))
    #expect(lines.contains("rules:"))
}

@Test func configCommandReportsBadFilesAndBadOverrides() throws {
    let directory = try TemporaryDirectory()
    try directory.write(".adaptlint.json", #"{ "failOn": 1 }"#)
    let bad = try Binary.run(["config"], in: directory.url)
    #expect(bad.status == 2)
    #expect(
        bad.stderr.hasPrefix(
            ".adaptlint.json:1:13: error: expected a string for 'failOn', found a number; use 'error', 'warning' or 'note' [invalid-config]"
        ))
    let override = try Binary.run(["--rule", "no-idiom-layot=off", "."], in: directory.url)
    #expect(override.status == 2)
    #expect(
        override.stderr.hasPrefix(
            "error: The value 'no-idiom-layot=off' is invalid for '--rule <setting>'. Unknown rule 'no-idiom-layot'; did you mean 'no-idiom-layout'?\n"
        ))
}

@Test func commandLineFailOnOverridesTheFile() throws {
    let directory = try TemporaryDirectory()
    try directory.write(".adaptlint.json", #"{ "failOn": "note", "rules": { "no-idiom-layout": "warning" } }"#)
    try directory.write("a.json", AdoptionSpecs.idiom())
    #expect(try Binary.run(["a.json"], in: directory.url).status == 1)
    #expect(try Binary.run(["--fail-on", "error", "a.json"], in: directory.url).status == 0)
}

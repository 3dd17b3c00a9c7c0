import AdaptTestSupport
import Foundation
import Testing

/// Subcommand help, "did you mean" for mistyped subcommands, and the complete rule list (issue 17).
@Suite struct SubcommandTests {
    @Test(arguments: [
        (["rules", "--help"], "USAGE: adaptlint rules [<rule-id>]"),
        (["rules", "-h"], "USAGE: adaptlint rules [<rule-id>]"),
        (["schema", "--help"], "USAGE: adaptlint schema"),
        (["devices", "--help"], "USAGE: adaptlint devices [--devices <devices>]"),
        (
            ["config", "--help"],
            "USAGE: adaptlint config [--config <file>] [--rule <setting>] [--fail-on <severity>] [<path>]"
        ),
        (["help", "rules"], "USAGE: adaptlint rules [<rule-id>]"),
        (
            ["help", "config"],
            "USAGE: adaptlint config [--config <file>] [--rule <setting>] [--fail-on <severity>] [<path>]"
        ),
        (["import", "--help"], "USAGE: adaptlint import [--output-dir <dir>] <path> ..."),
        (["help", "import"], "USAGE: adaptlint import [--output-dir <dir>] <path> ..."),
        (["help"], "USAGE: adaptlint [<options>] [<path> ...]"),
    ])
    func subcommandHelpPrintsUsageAndExitsZero(_ arguments: [String], usage: String) throws {
        let output = try Binary.run(arguments)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stderr == "")
        #expect(output.stdout.contains(usage), "\(output.stdout)")
        #expect(output.stdout.hasPrefix("OVERVIEW: "))
    }

    @Test(arguments: [
        (["rulse"], "rules"), (["rule", "tap-target-size"], "rules"), (["shema"], "schema"),
        (["device"], "devices"), (["conifg", "specs"], "config"), (["hepl"], "help"), (["imprt"], "import"),
    ])
    func aMistypedSubcommandSuggestsTheRightOne(_ arguments: [String], suggestion: String) throws {
        let directory = try TemporaryDirectory()
        let output = try Binary.run(arguments, in: directory.url)
        #expect(output.status == 2)
        #expect(output.stdout == "")
        #expect(
            output.stderr.hasPrefix(
                "error: Unknown command '\(arguments[0])'; did you mean '\(suggestion)'? (no file or folder is named '\(arguments[0])' either)\n"
            ), "\(output.stderr)")
        #expect(!output.stderr.contains("io-error"))
    }

    @Test func anExistingPathNamedLikeASubcommandIsLinted() throws {
        let directory = try TemporaryDirectory()
        try directory.write("rule/spec.json", CLITests.cleanSpec)
        let output = try Binary.run(["rule"], in: directory.url)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stderr == "0 errors, 0 warnings and 0 notes in 1 file\n")
    }

    @Test func helpForAnUnknownSubcommandSuggestsOne() throws {
        let output = try Binary.run(["help", "rulse"])
        #expect(output.status == 2)
        #expect(output.stderr.hasPrefix("error: Unknown command 'rulse'; did you mean 'rules'?"), "\(output.stderr)")
    }

    /// Every id a report can carry is listed and documented: the rules, the input checks, the
    /// suppression checks and io-error.
    @Test func rulesListsEveryIdAReportCanCarry() throws {
        let listed = try CLITests.registeredRules()
        for id in [
            "invalid-json", "invalid-spec", "io-error", "invalid-suppression", "unused-suppression",
            "expired-suppression", "tap-target-size",
        ] {
            #expect(listed.contains(id), "\(id) is not listed")
            let page = try Binary.run(["rules", id])
            #expect(page.status == 0, "rules \(id): \(page.stderr)")
            #expect(page.stdout.contains(id))
        }
    }

    @Test func anUnreadablePathIsReportedAsIoErrorWhichIsDocumented() throws {
        let directory = try TemporaryDirectory()
        let output = try Binary.run(["missing.json"], in: directory.url)
        #expect(output.status == 2)
        #expect(output.stdout.contains("[io-error]"))
        let page = try Binary.run(["rules", "io-error"])
        #expect(page.stdout.contains("could not be read"), "\(page.stdout)")
    }
}

import AdaptLintCore
import AdaptLintReporters
import Foundation
import Testing

/// The command line through the built binary: exit codes, what goes to stdout and what to stderr.
@Suite struct CLITests {
    // MARK: - Fixtures

    /// A valid spec with one `no-idiom-layout` finding at line 5, column 17.
    static let idiomSpec = """
        {
          "screen": "Orders",
          "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
          "layouts": [
            { "when": { "idiom": "pad" }, "components": [] },
            { "components": [] }
          ]
        }

        """
    static let idiomFinding = """
        spec.json:5:17: error: layout 1 is chosen by device idiom 'pad'; use "width": "regular" instead, so Split View and large iPhones get the right layout [no-idiom-layout]
                { "when": { "idiom": "pad" }, "components": [] },
                            ^~~~~~~

        """
    /// The text report of ``idiomSpec``: its finding, which `--fix` can fix, and the line saying so.
    static let idiomReport = idiomFinding + "1 finding can be fixed with --fix\n"
    /// A valid spec with nothing to report under any rule of the contract.
    static let cleanSpec = """
        {
          "screen": "Orders",
          "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
          "layouts": [ { "components": [] } ]
        }

        """
    static let usage = "USAGE: adaptlint [<options>] [<path> ...]"

    /// Rule ids at the end of finding lines (`path:line:col: severity: message [rule-id]`), in order.
    static func ruleIDs(in report: String) -> [String] {
        report.split(separator: "\n").compactMap { line -> String? in
            guard line.contains(": error: ") || line.contains(": warning: ") || line.contains(": note: "),
                line.hasSuffix("]"), let open = line.lastIndex(of: "[")
            else { return nil }
            let id = line[line.index(after: open)..<line.index(before: line.endIndex)]
            return id.contains(" ") ? nil : String(id)
        }
    }

    /// The ids `adaptlint rules` lists.
    static func registeredRules() throws -> Set<String> {
        let output = try Binary.run(["rules"])
        return Set(output.stdout.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) })
    }

    // MARK: - Exit codes and the stdout/stderr split

    @Test func aCleanSpecExitsZeroWithOnlyTheSummary() throws {
        let directory = try TemporaryDirectory()
        try directory.write("spec.json", Self.cleanSpec)
        let output = try Binary.run(["spec.json"], in: directory.url)
        #expect(output.status == 0)
        #expect(output.stdout == "")
        #expect(output.stderr == "0 errors, 0 warnings and 0 notes in 1 file\n")
    }

    @Test func findingsExitOneWithTheReportOnStdoutAndTheSummaryOnStderr() throws {
        let directory = try TemporaryDirectory()
        try directory.write("spec.json", Self.idiomSpec)
        let output = try Binary.run(["spec.json"], in: directory.url)
        #expect(output.status == 1)
        #expect(output.stdout == Self.idiomReport)
        #expect(output.stderr == "1 error, 0 warnings and 0 notes in 1 file (1 with findings)\n")
    }

    @Test func invalidInputExitsTwoAndEveryOtherFileIsStillReported() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a-broken.json", #"{ "screen": "Orders", "layouts": [], }"#)
        try directory.write(
            "b-unknown-key.json",
            #"{"screen": "Orders", "orientations": ["portrait"], "layouts": [{"components": [], "colour": 1}]}"#)
        try directory.write("c-spec.json", Self.idiomSpec)
        try directory.write("d-clean.json", Self.cleanSpec)
        let output = try Binary.run(["."], in: directory.url)
        #expect(output.status == 2)
        #expect(
            output.stdout == """
                a-broken.json:1:38: error: expected a string key (trailing commas are not allowed), found '}' [invalid-json]
                    { "screen": "Orders", "layouts": [], }
                                                         ^
                b-unknown-key.json:1:83: error: unknown key 'colour' in layout 1; expected one of 'when', 'margins', 'components', 'description' or 'scrolls' [invalid-spec]
                    {"screen": "Orders", "orientations": ["portrait"], "layouts": [{"components": [], "colour": 1}]}
                                                                                                      ^~~~~~~~

                """ + Self.idiomReport.replacingOccurrences(of: "spec.json", with: "c-spec.json"))
        #expect(output.stderr == "3 errors, 0 warnings and 0 notes in 4 files (3 with findings)\n")
    }

    @Test func aMissingPathExitsTwoAndTheOthersAreStillLinted() throws {
        let directory = try TemporaryDirectory()
        try directory.write("spec.json", Self.idiomSpec)
        let output = try Binary.run(["spec.json", "missing.json"], in: directory.url)
        #expect(output.status == 2)
        #expect(output.stdout.hasPrefix("missing.json: error: cannot open: No such file or directory [io-error]\n"))
        #expect(output.stdout.hasSuffix(Self.idiomReport))
        #expect(output.stderr.hasSuffix("; 1 file could not be read\n"))
    }

    struct ThresholdCase: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let spec: String
        let failOn: String?
        let status: Int32
    }

    static let thresholdCases: [ThresholdCase] = [
        ThresholdCase(testDescription: "error finding, default threshold", spec: idiomSpec, failOn: nil, status: 1),
        ThresholdCase(testDescription: "error finding, --fail-on error", spec: idiomSpec, failOn: "error", status: 1),
        ThresholdCase(
            testDescription: "error finding, --fail-on warning", spec: idiomSpec, failOn: "warning", status: 1),
        ThresholdCase(testDescription: "error finding, --fail-on note", spec: idiomSpec, failOn: "note", status: 1),
        ThresholdCase(testDescription: "clean spec, --fail-on note", spec: cleanSpec, failOn: "note", status: 0),
        ThresholdCase(testDescription: "clean spec, --fail-on warning", spec: cleanSpec, failOn: "warning", status: 0),
    ]

    @Test(arguments: thresholdCases)
    func failOnSetsTheThreshold(_ testCase: ThresholdCase) throws {
        let directory = try TemporaryDirectory()
        try directory.write("spec.json", testCase.spec)
        let options = testCase.failOn.map { ["--fail-on", $0] } ?? []
        let output = try Binary.run(options + ["spec.json"], in: directory.url)
        #expect(output.status == testCase.status)
    }

    /// A note (portrait only) and a warning (an unreachable carousel item) fail only at or below their severity.
    @Test(.enabled(if: (try? registeredRules())?.isSuperset(of: ["orientation-variants", "carousel-reach"]) ?? false))
    func notesAndWarningsFailOnlyWhenTheThresholdIsLowEnough() throws {
        let portraitOnly = try Binary.run(
            ["Samples/violations/orientation-variants-portrait-only.json"], in: Repository.root)
        #expect(Self.ruleIDs(in: portraitOnly.stdout) == ["orientation-variants"])
        #expect(portraitOnly.stdout.contains(": note: "))
        #expect(portraitOnly.status == 0)
        #expect(
            try Binary.run(
                ["--fail-on", "warning", "Samples/violations/orientation-variants-portrait-only.json"],
                in: Repository.root
            ).status == 0)
        #expect(
            try Binary.run(
                ["--fail-on", "note", "Samples/violations/orientation-variants-portrait-only.json"], in: Repository.root
            ).status == 1)

        let carousel = try Binary.run(["Samples/violations/carousel-reach.json"], in: Repository.root)
        #expect(carousel.stdout.contains(": warning: "))
        #expect(carousel.status == 0)
        #expect(
            try Binary.run(["--fail-on", "warning", "Samples/violations/carousel-reach.json"], in: Repository.root)
                .status == 1)
    }

    // MARK: - --output

    @Test func outputWritesTheReportToAFileAndTheSummaryStillToStderr() throws {
        let directory = try TemporaryDirectory()
        try directory.write("spec.json", Self.idiomSpec)
        let output = try Binary.run(["--output", "report.txt", "spec.json"], in: directory.url)
        #expect(output.status == 1)
        #expect(output.stdout == "")
        #expect(output.stderr == "1 error, 0 warnings and 0 notes in 1 file (1 with findings)\n")
        let written = try String(contentsOf: directory.url.appendingPathComponent("report.txt"), encoding: .utf8)
        #expect(written == Self.idiomReport)
    }

    @Test func anUnwritableOutputIsAnError() throws {
        let directory = try TemporaryDirectory()
        try directory.write("spec.json", Self.cleanSpec)
        let output = try Binary.run(["-o", "no/such/dir/report.txt", "spec.json"], in: directory.url)
        #expect(output.status == 2)
        #expect(output.stderr.hasPrefix("error: Cannot write the report to 'no/such/dir/report.txt': "))
    }

    // MARK: - Finding the files

    @Test func directoriesAreWalkedRecursivelySkippingHiddenFilesAndFolders() throws {
        let directory = try TemporaryDirectory()
        try directory.write("specs/orders/deep/spec.json", Self.idiomSpec)
        try directory.write("specs/clean.json", Self.cleanSpec)
        try directory.write("specs/.hidden.json", "not json")
        try directory.write("specs/.git/config.json", "not json")
        try directory.write("specs/orders/.cache/spec.json", "not json")
        try directory.write("specs/notes.txt", "not json")
        try directory.write("specs/spec.json.bak", "not json")
        let output = try Binary.run(["specs"], in: directory.url)
        #expect(output.status == 1)
        #expect(
            output.stdout
                == Self.idiomReport.replacingOccurrences(of: "spec.json:", with: "specs/orders/deep/spec.json:"))
        #expect(output.stderr == "1 error, 0 warnings and 0 notes in 2 files (1 with findings)\n")
    }

    @Test func noPathMeansTheCurrentDirectory() throws {
        let directory = try TemporaryDirectory()
        try directory.write("spec.json", Self.idiomSpec)
        try directory.write("nested/clean.json", Self.cleanSpec)
        let output = try Binary.run([], in: directory.url)
        #expect(output.status == 1)
        #expect(output.stdout == Self.idiomReport)
        #expect(output.stderr == "1 error, 0 warnings and 0 notes in 2 files (1 with findings)\n")
    }

    @Test func aFileNamedExplicitlyIsLintedWhateverItsExtension() throws {
        let directory = try TemporaryDirectory()
        try directory.write("spec.txt", Self.idiomSpec)
        let output = try Binary.run(["spec.txt"], in: directory.url)
        #expect(output.status == 1)
        #expect(output.stdout == Self.idiomReport.replacingOccurrences(of: "spec.json", with: "spec.txt"))
    }

    // MARK: - Subcommands

    @Test func rulesListsEveryRuleWithItsSeverityAndSummary() throws {
        let output = try Binary.run(["rules"])
        #expect(output.status == 0)
        #expect(output.stderr == "")
        let lines = output.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(output.stdout.hasSuffix("\n"))
        for line in lines {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            #expect(fields.count >= 3, "\(line)")
            #expect(["error", "warning", "note"].contains(String(fields.dropFirst().first ?? "")), "\(line)")
        }
        #expect(lines.first?.hasPrefix("invalid-json ") == true)
        #expect(lines.dropFirst().first?.hasPrefix("invalid-spec ") == true)
        #expect(
            lines.contains {
                $0.hasPrefix("no-idiom-layout ")
                    && $0.hasSuffix(
                        "  error    Layouts and components are chosen by size class, never by device idiom.")
            })
        // Columns line up: every severity starts at the same offset.
        let severityColumns = Set(
            lines.map { line -> Int in
                let id = line.prefix { $0 != " " }
                return id.count + line.dropFirst(id.count).prefix { $0 == " " }.count
            })
        #expect(severityColumns.count == 1)
    }

    @Test func rulesWithAnIDPrintsItsDocumentation() throws {
        let output = try Binary.run(["rules", "no-idiom-layout"])
        #expect(output.status == 0)
        #expect(output.stderr == "")
        #expect(output.stdout.hasPrefix("# No idiom-based layout (`no-idiom-layout`)\n\n"))
        #expect(output.stdout.contains("- Default severity: **error**\n"))
        #expect(output.stdout.contains("## Triggering examples"))
    }

    struct UnknownRuleCase: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let id: String
        let message: String
    }

    static let unknownRuleCases: [UnknownRuleCase] = [
        UnknownRuleCase(
            testDescription: "nothing close", id: "nope",
            message: "error: Unknown rule 'nope'. Run 'adaptlint rules' to list them.\n"),
        UnknownRuleCase(
            testDescription: "a typo", id: "no-idiom-layot",
            message: "error: Unknown rule 'no-idiom-layot'; did you mean 'no-idiom-layout'?\n"),
        UnknownRuleCase(
            testDescription: "wrong case", id: "Invalid-JSON",
            message: "error: Unknown rule 'Invalid-JSON'; did you mean 'invalid-json'?\n"),
    ]

    @Test(arguments: unknownRuleCases)
    func rulesWithAnUnknownIDSuggestsTheClosest(_ testCase: UnknownRuleCase) throws {
        let output = try Binary.run(["rules", testCase.id])
        #expect(output.status == 2)
        #expect(output.stdout == "")
        #expect(output.stderr == testCase.message)
    }

    @Test func schemaPrintsTheJSONSchema() throws {
        let output = try Binary.run(["schema"])
        #expect(output.status == 0)
        #expect(output.stderr == "")
        #expect(output.stdout == SpecSchema.text)
        let object = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
        #expect(object?["$id"] as? String == "https://adaptlint.dev/schema/screen-spec-v1.json")
    }

    @Test(arguments: ["--help", "-h"])
    func helpPrintsUsageOptionsAndExitCodes(_ flag: String) throws {
        let output = try Binary.run([flag, "ignored.json"])
        #expect(output.status == 0)
        #expect(output.stderr == "")
        #expect(output.stdout.hasPrefix("OVERVIEW: "))
        for needle in [
            Self.usage, "--format <format>", "--output <file>", "--fail-on <severity>", "rules <rule-id>", "schema",
            "EXIT CODES:",
        ] {
            #expect(output.stdout.contains(needle), "\(needle)")
        }
    }

    @Test func versionPrintsTheVersion() throws {
        let output = try Binary.run(["--version"])
        #expect(output.status == 0)
        #expect(output.stdout == AdaptLint.version + "\n")
        #expect(output.stderr == "")
    }

    // MARK: - Usage errors

    struct UsageCase: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let arguments: [String]
        let message: String
    }

    static let usageCases: [UsageCase] = [
        UsageCase(
            testDescription: "unknown option", arguments: ["--frobnicate", "."],
            message: "Unknown option '--frobnicate'"),
        UsageCase(testDescription: "unknown short option", arguments: ["-x"], message: "Unknown option '-x'"),
        UsageCase(
            testDescription: "missing --format value", arguments: ["--format"],
            message: "Missing value for '--format <format>'"),
        UsageCase(
            testDescription: "missing --output value", arguments: [".", "-o"], message: "Missing value for '-o <file>'"),
        UsageCase(
            testDescription: "missing --fail-on value", arguments: ["--fail-on"],
            message: "Missing value for '--fail-on <severity>'"),
        UsageCase(
            testDescription: "invalid --fail-on value", arguments: ["--fail-on", "fatal"],
            message:
                "The value 'fatal' is invalid for '--fail-on <severity>'. Please provide one of 'error', 'warning' or 'note'."
        ),
        UsageCase(
            testDescription: "invalid --format value", arguments: ["--format=xml"],
            message:
                "The value 'xml' is invalid for '--format <format>'. Please provide one of 'text', 'json', 'sarif', 'html', 'github', 'junit' or 'markdown'."
        ),
        UsageCase(
            testDescription: "invalid --jobs value", arguments: ["--jobs", "0"],
            message: "The value '0' is invalid for '--jobs'. Please provide a whole number of at least 1."),
        UsageCase(
            testDescription: "extra argument to rules", arguments: ["rules", "a", "b"],
            message: "Unexpected argument 'b' for 'adaptlint rules'"),
        UsageCase(
            testDescription: "argument to schema", arguments: ["schema", "x"],
            message: "Unexpected argument 'x' for 'adaptlint schema'"),
    ]

    @Test(arguments: usageCases)
    func usageErrorsExitTwoWithTheMessageAndTheUsageLine(_ testCase: UsageCase) throws {
        let output = try Binary.run(testCase.arguments)
        #expect(output.status == 2)
        #expect(output.stdout == "")
        #expect(
            output.stderr
                == "error: \(testCase.message)\n\(Self.usage)\n  See 'adaptlint --help' for more information.\n")
    }

    // MARK: - Samples/ and determinism

    @Test(arguments: Reporters.names)
    func theOutputIsTheSameWhateverTheThreadCount(_ format: String) throws {
        let one = try Binary.run(["--format", format, "--jobs", "1", "Samples"], in: Repository.root)
        let four = try Binary.run(["--format", format, "--jobs", "4", "Samples"], in: Repository.root)
        #expect(one.status == four.status)
        #expect([0, 1].contains(one.status), "the demo must not hit an invalid input: \(one.stderr)")
        #expect(one.stdout == four.stdout)
        #expect(one.stderr == four.stderr)
        let sampleCount = try FileManager.default.subpathsOfDirectory(atPath: Repository.samples.path)
            .filter { $0.hasSuffix(".json") }.count
        #expect(one.stderr.contains(" in \(sampleCount) files"))
    }

    @Test func cleanSamplesHaveNoFindingsAtAnySeverity() throws {
        let output = try Binary.run(["--fail-on", "note", "Samples/clean"], in: Repository.root)
        #expect(output.status == 0)
        #expect(output.stdout == "")
        #expect(output.stderr == "0 errors, 0 warnings and 0 notes in 7 files\n")
    }

    /// Each violation sample breaks the rule in its name and nothing else. Until a rule is registered
    /// (the rules land on separate branches) its sample can only be checked for having no other findings.
    @Test(arguments: [
        "tap-target-size", "orientation-variants", "orientation-variants-portrait-only", "information-parity",
        "no-idiom-layout", "carousel-reach", "no-applicable-layout", "device-overflow", "layout-margins",
        "readable-width", "tap-target-overlap", "carousel-regular-shows-more", "rotation-keeps-components",
        "no-popover-in-compact", "presentation-adapts", "tab-bar-adapts", "column-count", "dynamic-type",
        "principal-compact-height", "principal-upper-half", "popover-anchor", "column-widths",
        "spacing-adapts", "fits-without-scrolling", "primary-image-size",
        "no-popover-in-compact", "presentation-adapts", "tab-bar-adapts", "column-count",
        "mixed-split-view-columns", "list-detail-side-by-side", "deep-hierarchy-sidebar", "secondary-destinations",
        "sidebar-deployment-target", "multi-window-optional", "screen-spec-reference", "split-view-matches-spec",
    ])
    func eachViolationSampleBreaksOnlyItsRule(_ name: String) throws {
        let rule = name.replacingOccurrences(of: "-portrait-only", with: "")
        let output = try Binary.run(["Samples/violations/\(name).json"], in: Repository.root)
        let found = Set(Self.ruleIDs(in: output.stdout))
        if try Self.registeredRules().contains(rule) {
            #expect(found == [rule], "\(output.stdout)")
        } else {
            #expect(found.isEmpty, "\(output.stdout)")
        }
        #expect([0, 1].contains(output.status))
    }
}

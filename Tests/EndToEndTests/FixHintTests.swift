import AdaptTestSupport
import Foundation
import Testing

/// The text report ends by counting the findings `--fix` can fix, as ESLint's does; only when
/// there are some, and never after `--fix` ran or for standard input (which is never rewritten).
@Suite struct FixHintTests {
    /// Two `no-idiom-layout` errors, resolved by one fix that rewrites both conditions, and one
    /// `invalid-suppression` error without a fix.
    static let spec = AdoptionSpecs.idiom(rootExtra: #" "suppressions": [{ "rule": "no-idiom-layout" }],"#)

    /// One `no-idiom-layout` error (layout 1, `"idiom": "pad"`), with a fix.
    static let onePad = AdoptionSpecs.idiom().replacingOccurrences(
        of: #"{ "when": { "idiom": "phone" }, "components": [] }"#,
        with: #"{ "when": { "width": "compact" }, "components": [] }"#)

    @Test func textOutputEndsByCountingTheFindingsThatFixCanFix() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.json", Self.spec)
        let output = try Binary.run(["a.json"], in: directory.url)
        #expect(output.status == 1)
        #expect(AdoptionSpecs.findingLines(output.stdout).count == 3)
        #expect(
            output.stdout.hasSuffix(
                #"{ "idiom": "phone" }, "components": [] }"# + "\n" + String(repeating: " ", count: 20)
                    + "^~~~~~~\n2 findings can be fixed with --fix\n"))
        #expect(output.stdout.components(separatedBy: "can be fixed").count == 2)
        // The summary on standard error is unchanged.
        #expect(output.stderr == "3 errors, 0 warnings and 0 notes in 1 file (1 with findings)\n")
    }

    @Test func oneFixableFindingIsSingularAndQuietCountsOnlyWhatItShows() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.json", Self.onePad)
        let one = try Binary.run(["a.json"], in: directory.url)
        #expect(one.status == 1)
        #expect(one.stdout.hasSuffix("^~~~~~~\n1 finding can be fixed with --fix\n"))
        try directory.write(".adaptlint.json", #"{ "rules": { "no-idiom-layout": "warning" } }"#)
        let warning = try Binary.run(["a.json"], in: directory.url)
        #expect(warning.stdout.hasSuffix("\n1 finding can be fixed with --fix\n"))
        // The layouts leave Plus-size iPhones in landscape uncovered: an error without a fix,
        // which --quiet keeps while it hides the fixable warning.
        let quiet = try Binary.run(["--quiet", "a.json"], in: directory.url)
        #expect(AdoptionSpecs.findingLines(quiet.stdout).count == 1)
        #expect(quiet.stdout.contains("[no-applicable-layout]") && !quiet.stdout.contains("--fix"))
    }

    @Test func noHintForACleanRunOtherFormatsAfterFixOrStandardInput() throws {
        let directory = try TemporaryDirectory()
        try directory.write("clean.json", AdoptionSpecs.clean)
        try directory.write("a.json", Self.spec)
        let clean = try Binary.run(["clean.json"], in: directory.url)
        #expect(clean.status == 0 && clean.stdout.isEmpty)
        let json = try Binary.run(["--format", "json", "a.json"], in: directory.url)
        #expect(json.status == 1 && !json.stdout.contains("can be fixed with --fix"))
        let standardInput = try Subprocess.run(
            try Binary.url, arguments: ["--stdin"], in: directory.url, environment: ["NO_COLOR": "1"],
            input: Data(Self.spec.utf8))
        #expect(standardInput.status == 1 && standardInput.stdout.contains("[no-idiom-layout]"))
        #expect(!standardInput.stdout.contains("can be fixed with --fix"))
        let fixed = try Binary.run(["--fix", "a.json"], in: directory.url)
        #expect(fixed.stderr.hasPrefix("note: fixed 1 finding in 1 file\n"))
        #expect(fixed.stdout.contains("[invalid-suppression]"))
        #expect(!fixed.stdout.contains("can be fixed with --fix"))
    }

    /// The build-tool plugin runs with `--build-stamp`: a build log cannot act on the hint.
    @Test func noHintInABuild() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.json", Self.spec)
        let build = try Binary.run(["--build-stamp", "stamp.swift", "a.json"], in: directory.url)
        #expect(build.status == 1 && build.stdout.contains("[no-idiom-layout]"))
        #expect(!build.stdout.contains("can be fixed with --fix"))
    }
}

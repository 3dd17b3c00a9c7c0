import AdaptLintCLI
import Foundation
import Testing

/// The idiom spec minified with every object's keys in another order: same findings, other positions.
private let reordered = """
    {"layouts":[{"components":[],"when":{"idiom":"pad"}},{"components":[],"when":{"idiom":"phone"}}],"orientations":["portrait","landscapeLeft","landscapeRight"],"screen":"Orders"}
    """

private func read(_ directory: TemporaryDirectory, _ name: String) throws -> String {
    try String(contentsOf: directory.url.appendingPathComponent(name), encoding: .utf8)
}

@Test func aBaselineSurvivesReformattingAndReorderedKeys() throws {
    let directory = try TemporaryDirectory()
    try directory.write("specs/a.json", AdoptionSpecs.idiom())
    let write = try Binary.run(["--write-baseline", ".adaptlint-baseline.json", "specs"], in: directory.url)
    #expect(write.status == 0)
    #expect(
        write.stderr
            == "note: recorded 2 findings in '.adaptlint-baseline.json'\n0 errors, 0 warnings and 0 notes in 1 file; 2 in the baseline\n"
    )
    let baseline = try read(directory, ".adaptlint-baseline.json")
    #expect(
        baseline == """
            {
              "version": 1,
              "tool": "adaptlint",
              "entries": [
                {
                  "file": "specs/a.json",
                  "rule": "no-idiom-layout",
                  "pointer": "/layouts/0/when/idiom",
                  "count": 1,
                  "messages": ["layout 1 is chosen by device idiom 'pad'; use \\"width\\": \\"regular\\" instead, so Split View and large iPhones get the right layout"]
                },
                {
                  "file": "specs/a.json",
                  "rule": "no-idiom-layout",
                  "pointer": "/layouts/1/when/idiom",
                  "count": 1,
                  "messages": ["layout 2 is chosen by device idiom 'phone'; use \\"width\\": \\"compact\\" instead, so Split View and large iPhones get the right layout"]
                }
              ]
            }

            """)
    try directory.write("specs/a.json", reordered)
    let check = try Binary.run(["--baseline", ".adaptlint-baseline.json", "specs"], in: directory.url)
    #expect(check.status == 0)
    #expect(check.stdout == "")
    #expect(check.stderr == "0 errors, 0 warnings and 0 notes in 1 file; 2 in the baseline\n")
    // Writing again from the reordered file gives the same bytes.
    _ = try Binary.run(["--write-baseline", ".adaptlint-baseline.json", "specs"], in: directory.url)
    #expect(try read(directory, ".adaptlint-baseline.json") == baseline)
}

@Test func onlyNewFindingsFailAndStaleEntriesCanBePruned() throws {
    let directory = try TemporaryDirectory()
    try directory.write("specs/a.json", AdoptionSpecs.idiom())
    _ = try Binary.run(["--write-baseline", "baseline.json", "specs"], in: directory.url)
    // Fix the phone layout, break a new spec.
    try directory.write(
        "specs/a.json",
        AdoptionSpecs.idiom().replacingOccurrences(
            of: #"{ "when": { "idiom": "phone" }, "components": [] }"#, with: #"{ "components": [] }"#))
    try directory.write("specs/b.json", AdoptionSpecs.idiom())
    let check = try Binary.run(["--baseline", "baseline.json", "specs"], in: directory.url)
    #expect(check.status == 1)
    #expect(
        AdoptionSpecs.findingLines(check.stdout) == [
            "specs/b.json:5:17: error: " + AdoptionSpecs.padMessage,
            "specs/b.json:6:17: error: " + AdoptionSpecs.phoneMessage,
        ])
    #expect(
        check.stderr == """
            baseline.json:12:5: note: baseline entry for 'no-idiom-layout' at '/layouts/1/when/idiom' in 'specs/a.json' is no longer found (1x); --prune-baseline removes it
            2 errors, 0 warnings and 0 notes in 2 files (1 with findings); 1 in the baseline; 1 baseline entry no longer found

            """)
    let prune = try Binary.run(["--baseline", "baseline.json", "--prune-baseline", "specs/a.json"], in: directory.url)
    #expect(prune.status == 0)
    #expect(
        prune.stderr
            == "note: pruned 1 stale entry from 'baseline.json'\n0 errors, 0 warnings and 0 notes in 1 file; 1 in the baseline\n"
    )
    let pruned = try read(directory, "baseline.json")
    #expect(pruned.contains("/layouts/0/when/idiom"))
    #expect(!pruned.contains("/layouts/1/when/idiom"))
}

@Test func aPartialRunKeepsTheOtherFilesEntries() throws {
    let directory = try TemporaryDirectory()
    try directory.write("specs/a.json", AdoptionSpecs.idiom())
    try directory.write("specs/b.json", AdoptionSpecs.idiom())
    _ = try Binary.run(["--write-baseline", "baseline.json", "specs"], in: directory.url)
    let before = try read(directory, "baseline.json")
    // Linting one file neither reports the other's entries as stale nor drops them.
    let one = try Binary.run(["--baseline", "baseline.json", "--prune-baseline", "specs/a.json"], in: directory.url)
    #expect(one.status == 0)
    #expect(try read(directory, "baseline.json") == before)
    _ = try Binary.run(["--write-baseline", "baseline.json", "specs/b.json"], in: directory.url)
    #expect(try read(directory, "baseline.json") == before)
    // A deleted file's entries are stale.
    try FileManager.default.removeItem(at: directory.url.appendingPathComponent("specs/b.json"))
    let gone = try Binary.run(["--baseline", "baseline.json", "specs"], in: directory.url)
    #expect(gone.stderr.contains("in 'specs/b.json' is no longer found"))
}

@Test func baselinePathsAreRelativeToTheBaselineFile() throws {
    let directory = try TemporaryDirectory()
    try directory.write("app/specs/a.json", AdoptionSpecs.idiom())
    _ = try Binary.run(["--write-baseline", "app/baseline.json", "app/specs"], in: directory.url)
    #expect(try read(directory, "app/baseline.json").contains(#""file": "specs/a.json""#))
    // Run from inside app/: the same entries match.
    let inside = try Binary.run(
        ["--baseline", "baseline.json", "specs"], in: directory.url.appendingPathComponent("app"))
    #expect(inside.status == 0)
    #expect(inside.stderr.hasSuffix("; 2 in the baseline\n"))
}

@Test func aBrokenBaselineIsAnErrorWithItsPosition() throws {
    let directory = try TemporaryDirectory()
    try directory.write("a.json", AdoptionSpecs.clean)
    try directory.write("baseline.json", "{\n  \"version\": 1,\n  \"entries\": [{ \"file\": \"a.json\" }]\n}\n")
    let output = try Binary.run(["--baseline", "baseline.json", "a.json"], in: directory.url)
    #expect(output.status == 2)
    #expect(
        output.stderr.hasPrefix(
            "baseline.json:3:15: error: a baseline entry needs a string 'rule' [invalid-baseline]\n"))
    let missing = try Binary.run(["--baseline", "nope.json", "a.json"], in: directory.url)
    #expect(missing.status == 2)
    #expect(
        missing.stderr.hasPrefix(
            "nope.json: error: cannot read the baseline: cannot open: No such file or directory [invalid-baseline]"))
    let usage = try Binary.run(["--prune-baseline", "a.json"], in: directory.url)
    #expect(usage.status == 2)
    #expect(usage.stderr.hasPrefix("error: '--prune-baseline' needs '--baseline <file>'\n"))
}

@Test func theBaselineFileIsNeverLintedAsASpec() throws {
    let directory = try TemporaryDirectory()
    try directory.write("specs/a.json", AdoptionSpecs.idiom())
    _ = try Binary.run(["--write-baseline", "specs/baseline.json", "specs"], in: directory.url)
    let output = try Binary.run(["--baseline", "specs/baseline.json", "specs"], in: directory.url)
    #expect(output.status == 0)
    #expect(output.stderr == "0 errors, 0 warnings and 0 notes in 1 file; 2 in the baseline\n")
}

@Test(
    .enabled(if: CommandLineParser.formats.contains("sarif")),
    .integration(
        .shared("reference/validate_sarif.py"), .shared("reference/sarif-schema-2.1.0.json"),
        .pythonModule("jsonschema", package: "jsonschema")))
func sarifCarriesBaselineStates() throws {
    let directory = try TemporaryDirectory()
    try directory.write("specs/a.json", AdoptionSpecs.idiom())
    _ = try Binary.run(["--write-baseline", "baseline.json", "specs"], in: directory.url)
    try directory.write(
        "specs/a.json",
        AdoptionSpecs.idiom().replacingOccurrences(
            of: #"{ "when": { "idiom": "phone" }, "components": [] }"#, with: #"{ "components": [] }"#))
    try directory.write("specs/b.json", AdoptionSpecs.idiom())
    _ = try Binary.run(
        ["--baseline", "baseline.json", "--format", "sarif", "--output", "out.sarif", "specs"], in: directory.url)
    let data = try Data(contentsOf: directory.url.appendingPathComponent("out.sarif"))
    let log = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let results = try #require(((log["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
    let states = results.compactMap { $0["baselineState"] as? String }.sorted()
    #expect(states == ["absent", "new", "new", "unchanged"])
    let check = try AdoptionValidator.validateSARIF(directory.url.appendingPathComponent("out.sarif"))
    #expect(check.status == 0, "\(check.output)")
}

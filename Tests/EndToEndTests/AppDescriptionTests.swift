import AdaptTestSupport
import Foundation
import Testing

/// App descriptions (root key `"app"`) through the binary: found by the directory walk, checked
/// against the files beside them, configured and suppressed like screen specs, in every report format.
@Suite struct AppDescriptionTests {
    /// An app description with one finding of `list-detail-side-by-side` (4:62, warning) and one of
    /// `screen-spec-reference` (5:30, error). `extra` is spliced into the root object.
    static func app(extra: String = "") -> String {
        """
        {
          "app": "Sales",\(extra)
          "screens": [
            { "id": "orders", "spec": "specs/orders.json", "opens": ["order"] },
            { "id": "order", "spec": "specs/order.json", "role": "detail" }
          ]
        }

        """
    }

    static func project() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("app.json", app())
        try directory.write("specs/orders.json", AdoptionSpecs.clean)
        return directory
    }

    @Test func findingsPointIntoTheAppFile() throws {
        let directory = try Self.project()
        let output = try Binary.run(["."], in: directory.url)
        #expect(output.status == 1)
        #expect(
            AdoptionSpecs.findingLines(output.stdout) == [
                "app.json:4:62: warning: screen 'orders' opens detail screen 'order' but has no split view; add \"splitView\": { \"columns\": 2 } so that regular width shows the list beside the detail [list-detail-side-by-side]",
                "app.json:5:58: note: 'order' is a detail screen",
                "app.json:5:30: error: the screen spec 'specs/order.json' of screen 'order' does not exist; fix the path, which is relative to the app file, or add the spec [screen-spec-reference]",
            ])
        #expect(output.stderr == "1 error, 1 warning and 0 notes in 2 files (1 with findings)\n")
    }

    /// Paths are relative to the app file, not to the working directory.
    @Test func referencesAreReadFromTheAppFilesFolder() throws {
        let directory = try Self.project()
        try directory.write("specs/order.json", AdoptionSpecs.clean)
        let nested = try Binary.run(["."], in: directory.url)
        #expect(!nested.stdout.contains("[screen-spec-reference]"))
        let fromElsewhere = try Binary.run(
            [directory.url.lastPathComponent + "/app.json"], in: directory.url.deletingLastPathComponent())
        #expect(!fromElsewhere.stdout.contains("[screen-spec-reference]"), "\(fromElsewhere.stdout)")
    }

    /// Standard input is placed by `--stdin-filename`; without one there is no folder to read
    /// references from, so they are not checked.
    @Test func standardInputChecksReferencesOnlyWithAFileName() throws {
        let directory = try Self.project()
        func run(_ arguments: [String]) throws -> Binary.Output {
            try Subprocess.run(
                try Binary.url, arguments: ["--stdin"] + arguments, in: directory.url, environment: ["NO_COLOR": "1"],
                input: Data(Self.app().utf8))
        }
        let named = try run(["--stdin-filename", "app.json"])
        #expect(AdoptionSpecs.findingLines(named.stdout).filter { $0.hasSuffix("[screen-spec-reference]") }.count == 1)
        let elsewhere = try run(["--stdin-filename", "specs/app.json"])
        #expect(elsewhere.stdout.components(separatedBy: "[screen-spec-reference]").count == 3, "\(elsewhere.stdout)")
        let unnamed = try run([])
        #expect(!unnamed.stdout.contains("[screen-spec-reference]"))
        #expect(unnamed.stdout.contains("<stdin>:4:62: warning: screen 'orders' opens detail screen 'order'"))
    }

    @Test func configurationDisablesAndRetunesAppRules() throws {
        let directory = try Self.project()
        try directory.write(
            ".adaptlint.json",
            #"{ "rules": { "screen-spec-reference": "off", "list-detail-side-by-side": { "severity": "error" } } }"#)
        let output = try Binary.run(["app.json"], in: directory.url)
        #expect(output.status == 1)
        // Findings end with their rule id; the related location's note line does not.
        let lines = AdoptionSpecs.findingLines(output.stdout).filter { $0.hasSuffix("]") }
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("app.json:4:62: error: screen 'orders' opens detail screen 'order'") == true)
        try directory.write(".adaptlint.json", #"{ "rules": { "screen-spec-refrence": "off" } }"#)
        let typo = try Binary.run(["app.json"], in: directory.url)
        #expect(typo.status == 2)
        #expect(typo.stderr.contains("did you mean 'screen-spec-reference'?"))
    }

    @Test func suppressionsWorkInAppDescriptions() throws {
        let directory = try Self.project()
        try directory.write(
            "app.json",
            Self.app(
                extra:
                    #" "suppressions": [ { "rule": "screen-spec-reference", "reason": "the order spec is generated" } ],"#
            ))
        let output = try Binary.run(["app.json"], in: directory.url)
        #expect(output.status == 0)
        #expect(!output.stdout.contains("[screen-spec-reference]"))
        #expect(output.stdout.contains("[list-detail-side-by-side]"))
    }

    @Test func anInvalidAppDescriptionIsAnInputError() throws {
        let directory = try TemporaryDirectory()
        try directory.write("app.json", #"{ "app": "Sales", "navigaton": {} }"#)
        let output = try Binary.run(["app.json"], in: directory.url)
        #expect(output.status == 2)
        #expect(
            AdoptionSpecs.findingLines(output.stdout) == [
                "app.json:1:19: error: unknown key 'navigaton' in the app description; did you mean 'navigation'? [invalid-spec]"
            ])
    }

    @Test(arguments: ["json", "sarif", "html", "markdown", "junit", "github"])
    func everyReportFormatCarriesAppFindings(_ format: String) throws {
        let directory = try Self.project()
        let output = try Binary.run(["--format", format, "app.json"], in: directory.url)
        #expect(output.status == 1, "\(output.stderr)")
        if format == "sarif" {
            // The rule table lists every rule; the results must name the two found here.
            let sarif = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
            let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
            let results = try #require(run["results"] as? [[String: Any]])
            #expect(
                results.compactMap { $0["ruleId"] as? String }.sorted() == [
                    "list-detail-side-by-side", "screen-spec-reference",
                ])
        }
        #expect(output.stdout.contains("list-detail-side-by-side"))
        #expect(output.stdout.contains("screen-spec-reference"))
        if format == "html" {
            #expect(output.stdout.contains("An app description: it has no layouts to draw"))
            #expect(output.stdout.contains(">Sales</"))
        }
    }
}

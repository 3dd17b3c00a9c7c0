import AdaptTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// App rules that read the screen specs an app names (`split-view-matches-spec`), through the binary:
/// specs read from the app file's folder, a related location in the spec file, unreadable and
/// invalid specs skipped, standard input only with `--stdin-filename`.
@Suite struct AppSpecCrossCheckTests {
    /// A two-column split view (columns at 4:78) for a spec that draws one column.
    static let app = """
        {
          "app": "Sales",
          "screens": [
            { "id": "orders", "spec": "specs/orders.json", "splitView": { "columns": 2 } }
          ]
        }

        """

    /// One navigation bar in each width; the regular one's id is at 8:15.
    static let oneColumn = """
        {
          "screen": "Orders",
          "orientations": ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"],
          "layouts": [
            { "when": { "width": "compact" }, "components": [
              { "id": "bar", "type": "navigationBar", "frame": { "x": 0, "y": 44, "width": 375, "height": 50 } } ] },
            { "when": { "width": "regular" }, "components": [
              { "id": "bar", "type": "navigationBar", "frame": { "x": 0, "y": 24, "width": 744, "height": 50 } } ] }
          ]
        }

        """

    static let rule = "[split-view-matches-spec]"

    static func project(spec: String = oneColumn) throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("app.json", app)
        try directory.write("specs/orders.json", spec)
        return directory
    }

    @Test func aSplitViewIsComparedWithItsSpec() throws {
        let directory = try Self.project()
        let output = try Binary.run(["app.json"], in: directory.url)
        #expect(output.status == 0, "a warning does not fail the run: \(output.stderr)")
        #expect(
            AdoptionSpecs.findingLines(output.stdout) == [
                "app.json:4:78: warning: screen 'orders' has a 2-column split view but its spec 'specs/orders.json' shows at most 1 column in regular width ('bar' in layout 2); draw 2 columns side by side in the spec's regular-width layout, or remove \"splitView\" if the screen has one column \(Self.rule)",
                "specs/orders.json:8:15: note: the spec's only column in regular width",
            ])
        // The note quotes the spec's own line.
        #expect(output.stdout.contains(#"{ "id": "bar", "type": "navigationBar", "frame": { "x": 0, "y": 24"#))
    }

    @Test func theAppFileMayBeAnywhere() throws {
        let directory = try Self.project()
        let parent = directory.url.deletingLastPathComponent()
        let name = directory.url.lastPathComponent
        let output = try Binary.run([name + "/app.json"], in: parent)
        #expect(
            output.stdout.contains("\(name)/specs/orders.json:8:15: note: the spec's only column"), "\(output.stdout)")
    }

    @Test func aMatchingSpecIsQuiet() throws {
        let twoColumns = Self.oneColumn.replacingOccurrences(
            of: #"{ "x": 0, "y": 24, "width": 744, "height": 50 } } ] }"#,
            with:
                #"{ "x": 0, "y": 24, "width": 320, "height": 50 } }, { "id": "detailBar", "type": "navigationBar", "frame": { "x": 321, "y": 24, "width": 423, "height": 50 } } ] }"#
        )
        #expect(twoColumns != Self.oneColumn)
        let directory = try Self.project(spec: twoColumns)
        let output = try Binary.run(["."], in: directory.url)
        #expect(!output.stdout.contains(Self.rule), "\(output.stdout)")
    }

    /// A spec that is not JSON, not a valid spec or over the file-size limit is reported by its own
    /// lint, once, and the app says nothing about it.
    @Test(arguments: ["not JSON", "unknown key", "too large"])
    func unusableSpecsAreReportedOnlyByTheirOwnLint(_ kind: String) throws {
        let directory = try Self.project()
        switch kind {
        case "not JSON": try directory.write("specs/orders.json", "{ \"screen\": \"Orders\", \"orientations\": ")
        case "unknown key":
            let invalid = Self.oneColumn.replacingOccurrences(
                of: #""screen": "Orders","#, with: #""screen": "Orders", "colour": 1,"#)
            #expect(invalid != Self.oneColumn)
            try directory.write("specs/orders.json", invalid)
        default:
            let handle = try FileHandle(forWritingTo: directory.url.appendingPathComponent("specs/orders.json"))
            try handle.truncate(atOffset: 17 * 1024 * 1024)
            try handle.close()
        }
        let output = try Binary.run(["."], in: directory.url)
        #expect(output.status == 2)
        let lines = AdoptionSpecs.findingLines(output.stdout)
        #expect(!lines.isEmpty && lines.allSatisfy { $0.hasPrefix("specs/orders.json:") }, "\(lines)")
        #expect(lines.contains { $0.contains(": error: ") })
    }

    /// A named pipe where the spec should be is refused by type, without waiting for a writer.
    @Test func aSpecThatIsAFIFOIsSkippedWithoutBlocking() throws {
        let directory = try Self.project()
        let spec = directory.url.appendingPathComponent("specs/orders.json")
        try FileManager.default.removeItem(at: spec)
        #expect(mkfifo(spec.path, 0o644) == 0)
        let output = try Binary.run(["app.json"], in: directory.url, timeout: 60)
        #expect(!output.timedOut)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(!output.stdout.contains(Self.rule), "\(output.stdout)")
    }

    @Test func standardInputReadsSpecsOnlyWithAFileName() throws {
        let directory = try Self.project()
        func run(_ arguments: [String]) throws -> Binary.Output {
            try Subprocess.run(
                try Binary.url, arguments: ["--stdin"] + arguments, in: directory.url, environment: ["NO_COLOR": "1"],
                input: Data(Self.app.utf8))
        }
        let named = try run(["--stdin-filename", "app.json"])
        #expect(named.stdout.contains("app.json:4:78: warning: screen 'orders' has a 2-column split view"))
        #expect(named.stdout.contains("specs/orders.json:8:15: note:"))
        let unnamed = try run([])
        #expect(!unnamed.stdout.contains(Self.rule))
    }

    /// Machine-readable reports carry the related location with the spec's path.
    @Test func reportsNameTheSpecFileOfTheRelatedLocation() throws {
        let directory = try Self.project()
        let json = try Binary.run(["--format", "json", "app.json"], in: directory.url)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(report["diagnostics"] as? [[String: Any]])
        let related = diagnostics.flatMap { ($0["related"] as? [[String: Any]]) ?? [] }
        #expect(related.map { $0["path"] as? String } == ["specs/orders.json"])
        #expect(related.map { $0["pointer"] as? String } == ["/layouts/1/components/0/id"])

        let sarif = try Binary.run(["--format", "sarif", "app.json"], in: directory.url)
        #expect(sarif.stdout.contains("specs/orders.json"), "\(sarif.stdout)")
    }
}

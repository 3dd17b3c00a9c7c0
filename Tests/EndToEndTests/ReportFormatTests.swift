import AdaptTestSupport
import Foundation
import Testing

/// `--format json` and `--format sarif` through the built binary: where the report goes, what
/// goes to stderr, the exit code, and that the SARIF passes `validate_sarif.py` and carries
/// GitHub's line hashes exactly as `line_hash.py` computes them.
@Suite struct ReportFormatTests {
    static let idiomSpec = """
        {
          "screen": "Order Details",
          "orientations": ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"],
          "layouts": [
            { "when": { "idiom": "pad" }, "components": [] },
            { "components": [] }
          ]
        }

        """

    static let cleanSpec = """
        {
          "screen": "Settings",
          "orientations": ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"],
          "layouts": [ { "components": [] } ]
        }

        """

    // The specs are clean for every rule of issue 2 except `no-idiom-layout` (all four
    // orientations, no components), so rules merged later do not change these expectations.

    /// A folder with a finding, a clean spec, a syntax error, a structural error and a broken
    /// link, with spaces and non-ASCII letters in the names.
    static func project() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("specs/order details.json", idiomSpec)
        try directory.write("specs/Übersicht/réglages.json", cleanSpec)
        try directory.write("specs/broken.json", "{\n  \"screen\": \"x\",\n  \"orientations\": [\"portrait\",]\n}\n")
        try directory.write(
            "specs/typo.json",
            "{\"screen\": \"x\", \"orientations\": [\"portrait\"], \"layouts\": [{\"compnents\": []}]}\n")
        try FileManager.default.createSymbolicLink(
            atPath: directory.url.appendingPathComponent("specs/gone.json").path, withDestinationPath: "nowhere.json")
        return directory
    }

    static func python(_ arguments: [String]) throws -> (status: Int32, stdout: String) {
        let output = try Python.run(arguments)
        return (output.status, output.stdout + output.stderr)
    }

    static func validate(_ file: URL) throws -> (status: Int32, stdout: String) {
        let reference = Repository.shared.appendingPathComponent("reference")
        return try python([
            reference.appendingPathComponent("validate_sarif.py").path,
            reference.appendingPathComponent("sarif-schema-2.1.0.json").path, file.path,
        ])
    }

    static func object(_ url: URL) throws -> [String: Any] {
        let data = try Data(contentsOf: url)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test(
        .integration(
            .shared("reference/validate_sarif.py"), .shared("reference/sarif-schema-2.1.0.json"),
            .pythonModule("jsonschema", package: "jsonschema")))
    func sarifToAFileIsValidAndTheSummaryGoesToStderr() throws {
        let project = try Self.project()
        let output = try Binary.run(["--format", "sarif", "--output", "out.sarif", "specs"], in: project.url)
        #expect(output.status == 2)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.hasSuffix("in 5 files (4 with findings); 1 file could not be read\n"), "\(output.stderr)")
        let file = project.url.appendingPathComponent("out.sarif")
        let validation = try Self.validate(file)
        #expect(validation.status == 0, "\(validation.stdout)")
        #expect(validation.stdout.contains("OK (0 error(s), 0 warning(s))"), "\(validation.stdout)")

        let run = try #require((try Self.object(file)["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        let ruleIDs = results.compactMap { $0["ruleId"] as? String }
        #expect(ruleIDs == ["invalid-json", "no-idiom-layout", "invalid-spec", "invalid-spec"])
        let base = (run["originalUriBaseIds"] as? [String: [String: String]])?["%SRCROOT%"]?["uri"] ?? ""
        #expect(base.hasPrefix("file:///") && base.hasSuffix(project.url.lastPathComponent + "/"))
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        let notifications = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
        #expect(notifications.count == 4)  // gone.json, broken.json and the two problems of typo.json
        let artifacts = try #require(run["artifacts"] as? [[String: Any]])
        let uris = artifacts.compactMap { ($0["location"] as? [String: String])?["uri"] }
        #expect(uris.contains("specs/%C3%9Cbersicht/r%C3%A9glages.json"))
        #expect(uris.contains("specs/order%20details.json"))
    }

    @Test func sarifCarriesLineHashesWhateverTheOtherReports() throws {
        // Only SARIF reports line hashes, so the linter finds them only when a SARIF report is
        // written: as the main format or as one of several reports beside text.
        let directory = try TemporaryDirectory()
        try directory.write("specs/order details.json", Self.idiomSpec)
        for arguments in [
            ["--format", "sarif", "-o", "main.sarif", "specs"],
            ["--report", "json:report.json", "--report", "sarif:report.sarif", "specs"],
        ] {
            _ = try Binary.run(arguments, in: directory.url)
        }
        for name in ["main.sarif", "report.sarif"] {
            let text = try String(contentsOf: directory.url.appendingPathComponent(name), encoding: .utf8)
            #expect(text.contains("\"primaryLocationLineHash\""), "\(name)")
        }
        let json = try String(contentsOf: directory.url.appendingPathComponent("report.json"), encoding: .utf8)
        #expect(json.contains("no-idiom-layout"))
    }

    @Test(.integration(.shared("reference/line_hash.py"), .python))
    func lineHashesMatchGitHubsAlgorithmOnTheLintedFiles() throws {
        let project = try Self.project()
        _ = try Binary.run(["--format", "sarif", "-o", "out.sarif", "specs"], in: project.url)
        let run = try #require(
            (try Self.object(project.url.appendingPathComponent("out.sarif"))["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        try #require(!results.isEmpty)
        for result in results {
            let physical = try #require(
                (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let uri = try #require((physical["artifactLocation"] as? [String: String])?["uri"])
            let line = try #require((physical["region"] as? [String: Int])?["startLine"])
            let path = project.url.appendingPathComponent(try #require(uri.removingPercentEncoding)).path
            let script = try Integration.shared("reference/line_hash.py").path
            let hash = try Self.python([script, path, String(line)])
            // A failing script prints an error, not a hash: stop there rather than compare the two.
            try #require(hash.status == 0, "line_hash.py exited with \(hash.status)")
            let expected = hash.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
            let fingerprints = try #require(result["partialFingerprints"] as? [String: String])
            #expect(fingerprints["primaryLocationLineHash"] == expected, "\(uri):\(line)")
            #expect(fingerprints["adaptlintFingerprint/v1"] != nil)
        }
    }

    @Test func jsonToAFileHasEveryFieldAndExitsOneOnFindings() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.json", Self.idiomSpec)
        try directory.write("b.json", Self.cleanSpec)
        let output = try Binary.run(
            ["--format", "json", "--output", "report.json", "a.json", "b.json"], in: directory.url)
        #expect(output.status == 1)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr == "1 error, 0 warnings and 0 notes in 2 files (1 with findings)\n")
        let report = try Self.object(directory.url.appendingPathComponent("report.json"))
        #expect(report["version"] as? Int == 1)
        #expect((report["tool"] as? [String: String])?["name"] == "adaptlint")
        let files = try #require(report["files"] as? [[String: Any]])
        #expect(files.compactMap { $0["status"] as? String } == ["findings", "ok"])
        let diagnostic = try #require((report["diagnostics"] as? [[String: Any]])?.first)
        #expect(diagnostic["path"] as? String == "a.json")
        #expect(diagnostic["rule"] as? String == "no-idiom-layout")
        #expect(diagnostic["severity"] as? String == "error")
        #expect(diagnostic["pointer"] as? String == "/layouts/0/when/idiom")
        #expect(diagnostic["start"] as? [String: Int] == ["line": 5, "column": 17])
        #expect(diagnostic["end"] as? [String: Int] == ["line": 5, "column": 24])
    }

    @Test func jsonOnStdoutWhenNoOutputFileIsGiven() throws {
        let directory = try TemporaryDirectory()
        try directory.write("b.json", Self.cleanSpec)
        let output = try Binary.run(["--format", "json", "b.json"], in: directory.url)
        #expect(output.status == 0)
        #expect(output.stderr == "0 errors, 0 warnings and 0 notes in 1 file\n")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        #expect((report["diagnostics"] as? [Any])?.isEmpty == true)
    }

    @Test(
        .integration(
            .shared("reference/validate_sarif.py"), .shared("reference/sarif-schema-2.1.0.json"),
            .pythonModule("jsonschema", package: "jsonschema")))
    func cleanRunGivesAnEmptyResultsArrayAndExitsZero() throws {
        let directory = try TemporaryDirectory()
        try directory.write("b.json", Self.cleanSpec)
        let output = try Binary.run(["--format", "sarif", "-o", "clean.sarif", "."], in: directory.url)
        #expect(output.status == 0)
        let file = directory.url.appendingPathComponent("clean.sarif")
        let run = try #require((try Self.object(file)["runs"] as? [[String: Any]])?.first)
        #expect((run["results"] as? [Any])?.isEmpty == true)
        let validation = try Self.validate(file)
        #expect(validation.stdout.contains("OK (0 error(s), 0 warning(s))"), "\(validation.stdout)")
    }

    @Test(arguments: ["json", "sarif"])
    func outputIsTheSameBytesForAnyThreadCount(_ format: String) throws {
        let project = try Self.project()
        for index in 0..<12 {
            try project.write("specs/more/\(index).json", index % 2 == 0 ? Self.idiomSpec : Self.cleanSpec)
        }
        let one = try Binary.run(["--format", format, "--jobs", "1", "specs"], in: project.url)
        let four = try Binary.run(["--format", format, "--jobs", "4", "specs"], in: project.url)
        #expect(one.status == 2)
        #expect(!one.stdout.isEmpty)
        #expect(one.stdout == four.stdout)
    }

    @Test func anUnwritableOutputIsAnErrorWithExitCodeTwo() throws {
        let directory = try TemporaryDirectory()
        try directory.write("b.json", Self.cleanSpec)
        let output = try Binary.run(
            ["--format", "sarif", "--output", "no/such/dir/out.sarif", "b.json"], in: directory.url)
        #expect(output.status == 2)
        #expect(
            output.stderr.hasPrefix("error: Cannot write the report to 'no/such/dir/out.sarif'"), "\(output.stderr)")
    }
}

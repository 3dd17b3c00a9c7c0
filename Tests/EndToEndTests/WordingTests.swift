import AdaptTestSupport
import Foundation
import Testing

/// Wording a new user meets in the first hour (issue 17, section 4), through the built binary.
@Suite struct WordingTests {
    /// A clean spec with one suppression that matches nothing: exactly one warning.
    static let oneWarningSpec = """
        {
          "screen": "Orders",
          "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
          "suppressions": [ { "rule": "tap-target-size", "reason": "legacy control" } ],
          "layouts": [ { "components": [] } ]
        }

        """

    @Test func maxWarningsCountsOneWarningInTheSingular() throws {
        let directory = try TemporaryDirectory()
        try directory.write("spec.json", Self.oneWarningSpec)
        let output = try Binary.run(["--max-warnings", "0", "spec.json"], in: directory.url)
        #expect(output.status == 1)
        #expect(output.stderr.hasSuffix("error: 1 warning, more than --max-warnings 0 allows\n"), "\(output.stderr)")
    }

    @Test func quietSummaryReadsAsOneSentence() throws {
        let directory = try TemporaryDirectory()
        try directory.write("spec.json", Self.oneWarningSpec)
        let output = try Binary.run(["--quiet", "spec.json"], in: directory.url)
        #expect(output.status == 0)
        #expect(
            output.stderr
                == "0 errors, 1 warning and 0 notes in 1 file (1 with findings); warnings and notes hidden by --quiet\n"
        )
    }

    @Test func aSingleLetterKeySuggestsTheKeyItAbbreviates() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "spec.json",
            """
            {
              "screen": "Orders",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [ { "components": [
                { "id": "ok", "type": "button", "frame": { "x": 16, "y": 100, "w": 120, "height": 44 }, "actions": ["ok"] }
              ] } ]
            }

            """)
        let output = try Binary.run(["spec.json"], in: directory.url)
        #expect(output.status == 2)
        #expect(output.stdout.contains("unknown key 'w' in"), "\(output.stdout)")
        #expect(output.stdout.contains("did you mean 'width'?"), "\(output.stdout)")
        #expect(!output.stdout.contains("did you mean 'x'?"))
    }

    @Test func aLongIndentedLineIsCutWithoutAnEllipsisInItsIndentation() throws {
        let directory = try TemporaryDirectory()
        // Longer than the 100-character excerpt only because of its indentation.
        let indent = String(repeating: " ", count: 40)
        let line = #"{ "id": "a", "type": "button", "frame": { "x": 16, "y": 86, "width": 343, "height": 32 },"#
        try directory.write(
            "spec.json",
            """
            {
              "screen": "Settings",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [ { "components": [
            \(indent)\(line)
                "actions": ["a"] }
              ] } ]
            }

            """)
        let output = try Binary.run(["spec.json"], in: directory.url)
        #expect(output.status == 1)
        let excerpt = output.stdout.split(separator: "\n").dropFirst().first.map(String.init) ?? ""
        #expect(!excerpt.hasPrefix("    … "), "\(output.stdout)")
        #expect(excerpt == "    " + line, "\(output.stdout)")
    }

    @Test func configNamesListedDevicesAsACountOfNames() throws {
        let directory = try TemporaryDirectory()
        let output = try Binary.run(["config"], in: directory.url)
        #expect(output.status == 0)
        #expect(output.stdout.contains("listedDevices: 2 device names"), "\(output.stdout)")
        #expect(!output.stdout.contains("listedDevices: 2 devices"))
    }
}

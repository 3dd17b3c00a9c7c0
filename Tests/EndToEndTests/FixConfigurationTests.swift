import Foundation
import Testing

@testable import AdaptLintCLI

/// `--fix` lints each file with the run's whole configuration: a finding silenced by a suppression in
/// the configuration file is not fixed, the rules keep their settings, and the report after fixing
/// silences what the lint before it did.
@Suite struct FixConfigurationTests {
    static let spec = """
        {
          "screen": "Order Details",
          "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
          "layouts": [
            {
              "components": [
                { "id": "approve", "type": "button", "frame": { "x": 16, "y": 600, "width": 343, "height": 32 }, "actions": ["approve"] },
                { "id": "cancel", "type": "button", "frame": { "x": 16, "y": 700, "width": 343, "height": 32 }, "actions": ["cancel"] }
              ]
            }
          ]
        }

        """

    static let configuration = """
        {
          "rules": { "tap-target-size": { "minimumSize": 48 } },
          "suppressions": [
            { "path": "a.json", "rule": "tap-target-size", "key": "/layouts/0/components/1/frame/height",
              "reason": "cancel takes taps on its whole row in code" }
          ]
        }
        """

    @Test func aFindingSuppressedInTheConfigurationIsNotFixed() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.json", Self.spec)
        try directory.write(".adaptlint.json", Self.configuration)
        let before = try Binary.run(["--format", "json", "a.json"], in: directory.url)
        #expect(before.stdout.contains("cancel takes taps on its whole row in code"), "\(before.stdout)")
        let output = try Binary.run(["--fix", "--format", "json", "a.json"], in: directory.url)
        #expect(output.stderr.hasPrefix("note: fixed 1 finding in 1 file\n"), "\(output.stderr)")
        let fixed = try String(contentsOf: directory.url.appendingPathComponent("a.json"), encoding: .utf8)
        // The rule's setting, 48pt, and only the finding that is not suppressed.
        let approve = #""frame": { "x": 16, "y": 600, "width": 343, "height": 32 }"#
        let cancel = #""frame": { "x": 16, "y": 700, "width": 343, "height": 32 }"#
        #expect(
            fixed
                == Self.spec.replacingOccurrences(
                    of: approve, with: approve + #", "hitArea": { "width": 343, "height": 48 }"#))
        // The report after fixing still silences the suppressed finding, and the suppression is used.
        #expect(output.stdout.contains("cancel takes taps on its whole row in code"), "\(output.stdout)")
        #expect(!output.stdout.contains("unused-suppression"), "\(output.stdout)")
        #expect(fixed.contains(cancel + #", "actions""#))
        #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
    }
}

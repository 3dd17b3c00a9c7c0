import AdaptLintCore
import AdaptLintRules
import Foundation
import Testing

@testable import AdaptLintCLI

private func bytes(_ directory: TemporaryDirectory, _ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: directory.url.appendingPathComponent(name)))
}

@Test func fixLeavesAFileWithoutFixesUntouched() throws {
    let directory = try TemporaryDirectory()
    // A malformed suppression is an error no fix can resolve. Odd formatting, CRLF line ends and
    // non-ASCII text must all survive byte for byte.
    let original = AdoptionSpecs.clean
        .replacingOccurrences(
            of: "\"screen\": \"Clean\",",
            with: #""screen":    "Aufträge 🧾", "suppressions": [{ "rule": "no-idiom-layout" }],"#
        )
        .replacingOccurrences(of: "\n", with: "\r\n")
    try directory.write("a.json", original)
    let output = try Binary.run(["--fix", "a.json"], in: directory.url)
    #expect(output.status == 1)
    #expect(AdoptionSpecs.findingLines(output.stdout).count == 1)
    #expect(output.stdout.contains("[invalid-suppression]"))
    #expect(!output.stderr.contains("fixed"))
    #expect(try bytes(directory, "a.json") == Array(original.utf8))
}

/// Whether no-idiom-layout proposes fixes in this build (it does once the rule branch that adds
/// them is merged).
private var idiomRuleHasFixes: Bool {
    let linter = Linter(rules: [EnabledRule(rule: NoIdiomLayoutRule())])
    return linter.lint(Array(AdoptionSpecs.idiom().utf8), path: "a.json").diagnostics.contains { !$0.fixes.isEmpty }
}

@Test(.enabled(if: idiomRuleHasFixes))
func fixReplacesIdiomConditionsAndNothingElse() throws {
    let directory = try TemporaryDirectory()
    let original = AdoptionSpecs.idiom().replacingOccurrences(of: "\n", with: "\r\n")
    try directory.write("a.json", original)
    let output = try Binary.run(["--fix", "a.json"], in: directory.url)
    // The first finding carries the fix of both conditions (one scheme, one fix); both are gone.
    #expect(output.stderr.hasPrefix("note: fixed 1 finding in 1 file\n"))
    #expect(!output.stdout.contains("[no-idiom-layout]"))
    let expected =
        original
        .replacingOccurrences(of: #""idiom": "pad""#, with: #""width": "regular""#)
        .replacingOccurrences(of: #""idiom": "phone""#, with: #""width": "compact""#)
    #expect(try bytes(directory, "a.json") == Array(expected.utf8))
}

/// With the tap-target-size rule merged, `--fix` gives a short tap target a 44pt-high hit area
/// centred on its frame (the drawing stays): the finding goes away and the only bytes that change
/// are the added `hitArea`.
@Test(.enabled(if: RuleRegistry.rule("tap-target-size") != nil))
func fixGrowsAShortTapTargetAndChangesNothingElse() throws {
    let directory = try TemporaryDirectory()
    let original = """
        {
          "screen": "Order Details",
          "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
          "layouts": [
            {
              "components": [
                { "id": "approve", "type": "button",   "frame": { "x": 16, "y": 600, "width": 343, "height": 32 }, "actions": ["approve"] }
              ]
            }
          ]
        }

        """.replacingOccurrences(of: "\n", with: "\r\n")
    try directory.write("a.json", original)
    let before = try Binary.run(["a.json"], in: directory.url)
    #expect(before.stdout.contains("[tap-target-size]"))
    let output = try Binary.run(["--fix", "a.json"], in: directory.url)
    #expect(!output.stdout.contains("[tap-target-size]"))
    #expect(output.stderr.hasPrefix("note: fixed 1 finding in 1 file\n"))
    let frame = #""frame": { "x": 16, "y": 600, "width": 343, "height": 32 }"#
    let expected = original.replacingOccurrences(
        of: frame, with: frame + #", "hitArea": { "width": 343, "height": 44 }"#)
    #expect(try bytes(directory, "a.json") == Array(expected.utf8))
    // Linting the fixed file again finds nothing of that rule.
    #expect(!(try Binary.run(["a.json"], in: directory.url)).stdout.contains("[tap-target-size]"))
}

@Test func atomicWritesKeepPermissionsAndSymbolicLinks() throws {
    let directory = try TemporaryDirectory()
    let file = try directory.write("specs/a.json", "old")
    chmod(file.path, 0o640)
    let link = directory.url.appendingPathComponent("link.json")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "specs/a.json")
    try AtomicFile.write(Array("new contents".utf8), to: link.path)
    #expect(try String(contentsOf: file, encoding: .utf8) == "new contents")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "specs/a.json")
    let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o640)
    let leftovers = try FileManager.default.contentsOfDirectory(
        atPath: directory.url.appendingPathComponent("specs").path)
    #expect(leftovers == ["a.json"])
    #expect(throws: AtomicFile.Failure.self) {
        try AtomicFile.write([1], to: directory.url.appendingPathComponent("missing/x.json").path)
    }
}

import Foundation
import Testing

/// `adaptlint import` and a run over both the documents and the imported specs, from small documents
/// written for these tests.
@Suite struct InterfaceBuilderImportTests {
    /// A storyboard whose scene holds `body` in its root view's subviews.
    static func storyboard(_ body: String) -> String {
        AppFactsTests.storyboard.replacingOccurrences(
            of:
                #"<button opaque="NO" userLabel="Back" id="bt-00-one"><rect key="frame" x="8" y="20" width="24" height="24"/></button>"#,
            with: body)
    }

    @Test func aRootRunAfterImportReportsEachProblemOnce() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/Main.storyboard", AppFactsTests.storyboard)
        let before = try Binary.run(["--format", "text", "."], in: directory.url)
        #expect(AppFactsTests.findings(before).count == 1, "\(before.stdout)")
        let imported = try Binary.run(["import", "--output-dir", "specs", "App"], in: directory.url)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stderr.contains("wrote 1 spec from 1 document to 'specs'"), "\(imported.stderr)")
        let spec = try String(
            contentsOf: directory.url.appendingPathComponent("specs/App/Main.vc-00-one.json"), encoding: .utf8)
        #expect(spec.contains(#""importedFrom": "../../App/Main.storyboard""#), "\(spec)")
        let after = try Binary.run(["--format", "text", "."], in: directory.url)
        #expect(after.status == 1)
        let findings = AppFactsTests.findings(after)
        #expect(findings.count == 1 && findings[0].hasPrefix("App/Main.storyboard:"), "\(after.stdout)")
        // The specs alone, without their documents, are linted in full.
        let alone = try Binary.run(["--format", "text", "specs"], in: directory.url)
        #expect(AppFactsTests.findings(alone).count == 1, "\(alone.stdout)")
    }

    @Test func anAbsoluteInputIsMirroredFromItsOwnFolder() throws {
        let directory = try TemporaryDirectory()
        let document = try directory.write("Shop/Main.storyboard", AppFactsTests.storyboard)
        let folder = document.deletingLastPathComponent().path
        let output = try Binary.run(["import", "--output-dir", "specs", folder], in: directory.url)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout == "specs/Shop/Main.vc-00-one.json\n", "\(output.stdout)")
    }

    static let standardSwitch =
        #"<switch opaque="NO" id="sw-00-one"><rect key="frame" x="300" y="100" width="51" height="31"/></switch>"#

    @Test func aStandardSwitchGetsTheSameVerdictFromASpecAStoryboardAndAnImportedSpec() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Doc/Main.storyboard", Self.storyboard(Self.standardSwitch))
        try directory.write(
            "Spec/settings.json",
            """
            { "screen": "Settings", "orientations": ["portrait"], "layouts": [ { "components": [
              { "id": "sw-00-one", "type": "toggle", "frame": { "x": 300, "y": 100, "width": 51, "height": 31 } }
            ] } ] }
            """)
        let imported = try Binary.run(["import", "--output-dir", "specs", "Doc"], in: directory.url)
        #expect(imported.status == 0, "\(imported.stderr)")
        var verdicts: [String] = []
        for path in ["Spec", "Doc", "specs"] {
            let output = try Binary.run(["--format", "text", path], in: directory.url)
            let findings = AppFactsTests.findings(output).filter { $0.hasSuffix("[tap-target-size]") }
            #expect(findings.count == 1, "\(path): \(output.stdout)")
            // The same severity and advice, whatever names the switch.
            let verdict = findings.first.map {
                $0.replacingOccurrences(of: "switch (sw-00-one)", with: "'sw-00-one'")
                    .split(separator: ":", maxSplits: 3).dropFirst(3).joined()
            }
            verdicts.append(verdict ?? "")
        }
        #expect(Set(verdicts).count == 1, "\(verdicts)")
        #expect(verdicts.first?.hasPrefix(" note: 'sw-00-one' is a switch drawn at 51x31pt") == true, "\(verdicts)")
    }
}

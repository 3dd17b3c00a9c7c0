import Foundation
import Testing

/// Interface Builder findings suppressed by configuration per folder and rule, and by baseline (documents
/// have no place for suppression comments: Xcode rewrites them).
@Suite struct InterfaceBuilderAdoptionTests {
    @Test func aFolderConfigurationTurnsTheRuleOffForItsDocumentsOnly() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Shop/Base.lproj/Main.storyboard", AppFactsTests.storyboard)
        try directory.write("Other/Main.storyboard", AppFactsTests.storyboard)
        try directory.write("Shop/.adaptlint.json", #"{ "rules": { "tap-target-size": "off" } }"#)
        let output = try Binary.run(["--format", "text", "."], in: directory.url)
        #expect(output.status == 1)
        let findings = AppFactsTests.findings(output)
        #expect(findings.count == 1 && findings[0].hasPrefix("Other/Main.storyboard:11:29:"), "\(output.stdout)")
    }

    @Test func aBaselineKeepsItsFindingsWhenXcodeMovesTheElement() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Shop/Main.storyboard", AppFactsTests.storyboard)
        let write = try Binary.run(["--write-baseline", "baseline.json", "Shop"], in: directory.url)
        #expect(write.status == 0, "\(write.stderr)")
        let same = try Binary.run(["--format", "text", "--baseline", "baseline.json", "Shop"], in: directory.url)
        #expect(same.status == 0, "\(same.stdout)\(same.stderr)")
        // Xcode rewrites the document: the button moves down two lines and gains an attribute.
        let moved = AppFactsTests.storyboard
            .replacingOccurrences(of: "<scenes>\n", with: "<scenes>\n\n\n")
            .replacingOccurrences(
                of: "<button opaque=\"NO\"", with: "<button opaque=\"NO\" contentMode=\"scaleToFill\"")
        try directory.write("Shop/Main.storyboard", moved)
        let after = try Binary.run(["--format", "text", "--baseline", "baseline.json", "Shop"], in: directory.url)
        #expect(after.status == 0, "\(after.stdout)\(after.stderr)")
        // A new small button is a new finding.
        let added = moved.replacingOccurrences(
            of: "</subviews>",
            with:
                "<button opaque=\"NO\" userLabel=\"Next\" id=\"bt-00-two\"><rect key=\"frame\" x=\"80\" y=\"20\" width=\"20\" height=\"20\"/></button>\n</subviews>"
        )
        try directory.write("Shop/Main.storyboard", added)
        let new = try Binary.run(["--format", "text", "--baseline", "baseline.json", "Shop"], in: directory.url)
        #expect(new.status == 1)
        #expect(AppFactsTests.findings(new).count == 1 && new.stdout.contains("'Next' (bt-00-two)"), "\(new.stdout)")
    }
}

import AdaptTestSupport
import Foundation
import Testing

/// Baselines and configured suppressions that name the element of a storyboard or the key of a
/// property list a finding is about, so that a new finding on another element is new. All fixtures
/// are written here.
@Suite struct ElementIdentityTests {
    /// A storyboard with two buttons of the given sizes (points), ids `bt-00-one` and `bt-00-two`.
    static func storyboard(first: Int, second: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="1" targetRuntime="iOS.CocoaTouch" initialViewController="vc-00-one">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>
                <scene sceneID="sc-00-one">
                    <objects>
                        <viewController id="vc-00-one" userLabel="Player" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="vw-00-one">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <button opaque="NO" userLabel="Back" id="bt-00-one"><rect key="frame" x="8" y="20" width="\(first)" height="\(first)"/></button>
                                    <button opaque="NO" userLabel="Play" id="bt-00-two"><rect key="frame" x="8" y="300" width="\(second)" height="\(second)"/></button>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """
    }

    static func findings(_ output: Binary.Output) -> [String] {
        AppFactsTests.findings(output)
    }

    @Test func aBaselineOverAStoryboardKeysFindingsByElement() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/Main.storyboard", Self.storyboard(first: 24, second: 44))
        let written = try Binary.run(["--write-baseline", "baseline.json", "App"], in: directory.url)
        #expect(written.status == 0, "\(written.stdout)\(written.stderr)")
        let baseline = try String(contentsOf: directory.url.appendingPathComponent("baseline.json"), encoding: .utf8)
        #expect(baseline.contains(##""pointer": "#bt-00-one""##), "\(baseline)")
        // Unchanged: the finding stays in the baseline.
        let same = try Binary.run(["--format", "text", "--baseline", "baseline.json", "App"], in: directory.url)
        #expect(same.status == 0, "\(same.stdout)\(same.stderr)")
        // Fixing one button and shrinking the other is a new finding, and the old entry is stale.
        try directory.write("App/Main.storyboard", Self.storyboard(first: 44, second: 24))
        let moved = try Binary.run(["--format", "text", "--baseline", "baseline.json", "App"], in: directory.url)
        #expect(moved.status == 1, "\(moved.stdout)\(moved.stderr)")
        #expect(Self.findings(moved).count == 1, "\(moved.stdout)")
        #expect(Self.findings(moved).first?.contains("(bt-00-two)") == true, "\(moved.stdout)")
    }

    static func configuration(element: String, expires: String? = nil) -> String {
        let expiry = expires.map { #", "expires": "\#($0)""# } ?? ""
        return """
            {
              "suppressions": [
                { "path": "App/Main.storyboard", "rule": "tap-target-size", "element": "\(element)",
                  "reason": "the hit area is enlarged in code"\(expiry) }
              ]
            }

            """
    }

    @Test func aConfiguredSuppressionSilencesExactlyOneElement() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/Main.storyboard", Self.storyboard(first: 24, second: 24))
        try directory.write(".adaptlint.json", Self.configuration(element: "bt-00-one"))
        let output = try Binary.run(["--format", "text", "."], in: directory.url)
        #expect(output.status == 1, "\(output.stdout)\(output.stderr)")
        let findings = Self.findings(output)
        #expect(findings.count == 1, "\(output.stdout)")
        #expect(findings.first?.contains("(bt-00-two)") == true, "\(output.stdout)")
        // The JSON report carries the reason of the one suppressed finding.
        let json = try Binary.run(["--format", "json", "."], in: directory.url)
        #expect(json.stdout.contains("the hit area is enlarged in code"), "\(json.stdout)")
    }

    @Test func aConfiguredSuppressionReportsItselfWhenStale() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/Main.storyboard", Self.storyboard(first: 44, second: 24))
        try directory.write(".adaptlint.json", Self.configuration(element: "bt-00-one"))
        let output = try Binary.run(["--format", "text", "."], in: directory.url)
        let findings = Self.findings(output)
        #expect(
            findings.contains { $0.hasPrefix(".adaptlint.json:3:") && $0.hasSuffix("[unused-suppression]") },
            "\(output.stdout)")
        #expect(findings.contains { $0.contains("(bt-00-two)") }, "\(output.stdout)")
        // An expired one hides nothing and says so at its date.
        try directory.write("App/Main.storyboard", Self.storyboard(first: 24, second: 44))
        try directory.write(".adaptlint.json", Self.configuration(element: "bt-00-one", expires: "2020-01-31"))
        let expired = try Binary.run(["--format", "text", "."], in: directory.url)
        #expect(expired.status == 1)
        #expect(Self.findings(expired).contains { $0.contains("(bt-00-one)") }, "\(expired.stdout)")
        #expect(Self.findings(expired).contains { $0.hasSuffix("[expired-suppression]") }, "\(expired.stdout)")
    }

    @Test func aConfiguredSuppressionNeedsAReason() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/Main.storyboard", Self.storyboard(first: 24, second: 24))
        try directory.write(
            ".adaptlint.json",
            #"{ "suppressions": [{ "path": "App/Main.storyboard", "rule": "tap-target-size", "element": "bt-00-one" }] }"#
        )
        let output = try Binary.run(["--format", "text", "."], in: directory.url)
        #expect(output.status == 2, "\(output.stdout)\(output.stderr)")
        #expect(output.stderr.contains("a suppression needs 'reason'"), "\(output.stderr)")
    }

    @Test func aPropertyListFindingIsSuppressedByItsKey() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/Info.plist", ProjectFileTests.infoPlist)
        let before = try Binary.run(["--format", "text", "."], in: directory.url)
        #expect(before.status == 1, "\(before.stdout)")
        try directory.write(
            ".adaptlint.json",
            #"{ "suppressions": [{ "path": "App/Info.plist", "rule": "orientation-variants", "key": "UISupportedInterfaceOrientations~ipad", "reason": "landscape right is rotated in code" }] }"#
        )
        let after = try Binary.run(["--format", "text", "."], in: directory.url)
        #expect(after.status == 0, "\(after.stdout)\(after.stderr)")
        #expect(!after.stdout.contains("[orientation-variants]"), "\(after.stdout)")
    }
}

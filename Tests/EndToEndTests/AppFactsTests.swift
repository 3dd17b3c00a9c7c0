import AdaptTestSupport
import Foundation
import Testing

/// Info.plist facts reaching the specs and Interface Builder documents beside them, standard input read
/// by the reader its name implies, and `adaptlint import` carrying the facts into the specs it writes.
/// All fixtures are written here.
@Suite struct AppFactsTests {
    /// The shared board spec (``BoardSpec``): it fits every iPad's full screen, not a regular-width
    /// Split View pane.
    static let board = BoardSpec.text()

    static func plist(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \(body)
        </dict>
        </plist>

        """
    }

    static let fullScreen = plist("\t<key>UIRequiresFullScreen</key>\n\t<true/>")

    /// A storyboard with one scene holding a 24x24pt button, designed on an iPhone 8.
    static let storyboard = """
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
                                    <button opaque="NO" userLabel="Back" id="bt-00-one"><rect key="frame" x="8" y="20" width="24" height="24"/></button>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """

    static func findings(_ output: Binary.Output) -> [String] {
        output.stdout.split(separator: "\n").map(String.init).filter { $0.hasSuffix("]") && !$0.hasPrefix(" ") }
    }

    @Test func aSpecThatOverflowsOnlyInSplitViewPassesBesideAFullScreenInfoPlist() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Game/Specs/board.json", Self.board)
        let alone = try Binary.run(["--format", "text", "Game"], in: directory.url)
        #expect(alone.status == 1)
        #expect(Self.findings(alone).count == 1 && alone.stdout.contains("Split View"), "\(alone.stdout)")
        // The plist in a folder above the spec applies to it.
        try directory.write("Game/Info.plist", Self.fullScreen)
        let beside = try Binary.run(["--format", "text", "Game"], in: directory.url)
        #expect(beside.status == 0, "\(beside.stdout)")
        // Only the plist's own note: keeping out of Split View is itself worth a word.
        #expect(Self.findings(beside).map { $0.hasSuffix("[multi-window-optional]") } == [true], "\(beside.stdout)")
        // A plist that does not require full screen leaves the panes in.
        try directory.write("Game/Info.plist", Self.plist("\t<key>UIRequiresFullScreen</key>\n\t<false/>"))
        #expect(try Binary.run(["--format", "text", "Game"], in: directory.url).status == 1)
    }

    /// `--fix` re-lints the files it fixes with the same Info.plist facts as the run.
    @Test func aFixedSpecIsStillJudgedWithItsInfoPlist() throws {
        let directory = try TemporaryDirectory()
        let short = Self.board.replacingOccurrences(
            of: #"{ "id": "title", "type": "text", "frame": { "x": 16, "y": 60, "width": 280, "height": 30 } }"#,
            with: #"{ "id": "go", "type": "button", "frame": { "x": 16, "y": 60, "width": 280, "height": 32 } }"#)
        #expect(short != Self.board)
        try directory.write("Game/board.json", short)
        try directory.write("Game/Info.plist", Self.fullScreen)
        let output = try Binary.run(["--format", "text", "--fix", "Game"], in: directory.url)
        #expect(output.stderr.contains("fixed 1 finding"), "\(output.stderr)")
        #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
        #expect(!output.stdout.contains("device-overflow"), "\(output.stdout)")
    }

    @Test func aPlistInAnotherFolderDoesNotApply() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Game/board.json", Self.board)
        try directory.write("Widget/Info.plist", Self.fullScreen)
        let output = try Binary.run(["--format", "text", "."], in: directory.url)
        #expect(output.status == 1)
        #expect(output.stdout.contains("Game/board.json:") && output.stdout.contains("[device-overflow]"))
    }

    @Test(arguments: [
        ("App/Info.plist", "App/Info.plist:4:7: error: 'UISupportedInterfaceOrientations~ipad' lists only"),
        ("Other.plist", "Other.plist:4:7: error: 'UISupportedInterfaceOrientations~ipad' lists only"),
    ])
    func stdinNamedAsAPropertyListIsReadAsOne(name: String, expected: String) throws {
        let directory = try TemporaryDirectory()
        let body = Self.plist(
            "\t<key>UISupportedInterfaceOrientations~ipad</key>\n\t<array>\n\t\t<string>UIInterfaceOrientationPortrait</string>\n\t</array>"
        )
        let output = try Subprocess.run(
            try Binary.url, arguments: ["--format", "text", "--stdin", "--stdin-filename", name], in: directory.url,
            environment: ["NO_COLOR": "1"], input: Data(body.utf8))
        #expect(output.status == 1, "\(output.stdout)\(output.stderr)")
        #expect(output.stdout.contains(expected), "\(output.stdout)")
        #expect(!output.stdout.contains("invalid-json"))
    }

    @Test(arguments: ["Player.storyboard", "Views/Player.xib"])
    func stdinNamedAsAnInterfaceBuilderDocumentIsReadAsOne(name: String) throws {
        let directory = try TemporaryDirectory()
        let output = try Subprocess.run(
            try Binary.url, arguments: ["--format", "text", "--stdin", "--stdin-filename", name], in: directory.url,
            environment: ["NO_COLOR": "1"], input: Data(Self.storyboard.utf8))
        #expect(output.status == 1, "\(output.stdout)\(output.stderr)")
        #expect(
            output.stdout.contains(
                "\(name):11:29: error: tap target button 'Back' (bt-00-one) is 24x24pt"), "\(output.stdout)")
        let broken = try Subprocess.run(
            try Binary.url, arguments: ["--format", "text", "--stdin", "--stdin-filename", name], in: directory.url,
            environment: ["NO_COLOR": "1"], input: Data("<document><".utf8))
        #expect(broken.status == 2)
        #expect(broken.stdout.contains("\(name):1:") && broken.stdout.contains("[invalid-xml]"), "\(broken.stdout)")
    }

    @Test func importCarriesThePlistIntoTheSpecsAndAnAppDescription() throws {
        let directory = try TemporaryDirectory()
        let body = [
            "\t<key>UISupportedInterfaceOrientations</key>\n\t<array>\n\t\t<string>UIInterfaceOrientationPortrait</string>\n\t</array>",
            "\t<key>UISupportedInterfaceOrientations~ipad</key>\n\t<array>\n\t\t<string>UIInterfaceOrientationPortrait</string>\n\t\t<string>UIInterfaceOrientationPortraitUpsideDown</string>\n\t\t<string>UIInterfaceOrientationLandscapeLeft</string>\n\t\t<string>UIInterfaceOrientationLandscapeRight</string>\n\t</array>",
            "\t<key>UIRequiresFullScreen</key>\n\t<true/>",
            "\t<key>UIApplicationSceneManifest</key>\n\t<dict>\n\t\t<key>UIApplicationSupportsMultipleScenes</key>\n\t\t<false/>\n\t</dict>",
        ].joined(separator: "\n")
        try directory.write("Shop/Info.plist", Self.plist(body))
        try directory.write("Shop/Base.lproj/Main.storyboard", Self.storyboard)
        let imported = try Binary.run(["import", "--output-dir", "specs", "Shop"], in: directory.url)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout == "specs/Shop/Base.lproj/Main.vc-00-one.json\nspecs/Shop/app.json\n")
        #expect(imported.stderr.contains("wrote 1 spec and 1 app description from 1 document"), "\(imported.stderr)")
        let spec = try String(
            contentsOf: directory.url.appendingPathComponent("specs/Shop/Base.lproj/Main.vc-00-one.json"),
            encoding: .utf8)
        #expect(
            spec.contains(
                #""orientations": { "phone": ["portrait"], "pad": ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"] },"#
            ))
        #expect(spec.contains(#""requiresFullScreen": true,"#))
        let app = try String(contentsOf: directory.url.appendingPathComponent("specs/Shop/app.json"), encoding: .utf8)
        #expect(app.contains(#""multiWindow": { "supported": false }"#), "\(app)")

        // Linting the imported specs finds what linting the document with its Info.plist finds.
        let original = try Binary.run(["--format", "text", "Shop"], in: directory.url)
        let specs = try Binary.run(["--format", "text", "specs"], in: directory.url)
        #expect(!specs.stdout.contains("invalid-spec"), "\(specs.stdout)")
        func rules(_ lines: [String]) -> [String] {
            lines.compactMap { line in line.range(of: " [", options: .backwards).map { String(line[$0.upperBound...]) }
            }
            .sorted()
        }
        let documentRules = rules(Self.findings(original).filter { $0.contains(".storyboard:") })
        #expect(documentRules == ["tap-target-size]"], "\(original.stdout)")
        #expect(
            rules(Self.findings(specs).filter { $0.contains(".json:") && !$0.contains("app.json") }) == documentRules)
        // The plist's single-window note comes back from the imported app description.
        #expect(
            Self.findings(original).contains { $0.contains("Info.plist") && $0.hasSuffix("[multi-window-optional]") })
        #expect(
            Self.findings(specs).contains { $0.contains("app.json") && $0.hasSuffix("[multi-window-optional]") },
            "\(specs.stdout)")
    }
}

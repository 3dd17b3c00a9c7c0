import AdaptTestSupport
import Foundation
import Testing

/// Info.plist facts reaching specs and documents through the target that holds them in
/// `project.pbxproj`, as Xcode ties them: `INFOPLIST_FILE` wherever the plist lies and whatever its
/// name, no facts from watchOS targets, and configuration plists (`GoogleService-Info.plist`) never
/// read. All fixtures are written here.
@Suite struct TargetFactsTests {
    static let board = BoardSpec.text()

    /// An app target whose Info.plist is `plist`, and a project that holds the board spec at `Game/Specs`.
    static func project(plist: String, files: [String] = []) -> String {
        XcodeProjectFixture.text([
            .init(
                name: "Game", settings: [("INFOPLIST_FILE", plist), ("TARGETED_DEVICE_FAMILY", "\"1,2\"")],
                files: files)
        ])
    }

    static func findings(_ output: Binary.Output) -> [String] {
        AppFactsTests.findings(output)
    }

    /// The board overflows a Split View pane: only an Info.plist that requires full screen keeps it in.
    static func expectFullScreenApplied(_ output: Binary.Output, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(output.status == 0, "\(output.stdout)\(output.stderr)", sourceLocation: sourceLocation)
        #expect(!output.stdout.contains("device-overflow"), "\(output.stdout)", sourceLocation: sourceLocation)
    }

    @Test func aPlistInASiblingFolderNamedByInfoPlistFileApplies() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Game/Specs/board.json", Self.board)
        try directory.write("Game/Resources/Info.plist", AppFactsTests.fullScreen)
        // Without a project the folder rule does not reach a sibling folder.
        let alone = try Binary.run(["--format", "text", "."], in: directory.url)
        #expect(alone.status == 1 && alone.stdout.contains("[device-overflow]"), "\(alone.stdout)")
        try directory.write(
            "Game.xcodeproj/project.pbxproj", Self.project(plist: "Game/Resources/Info.plist"))
        Self.expectFullScreenApplied(try Binary.run(["--format", "text", "."], in: directory.url))
    }

    /// A storyboard the target uses takes the orientations of the target's Info.plist in a sibling folder.
    @Test func aStoryboardGetsItsTargetsOrientations() throws {
        let directory = try TemporaryDirectory()
        let body = [
            "\t<key>CFBundleIdentifier</key>\n\t<string>com.example.shop</string>",
            "\t<key>UISupportedInterfaceOrientations</key>\n\t<array>\n\t\t<string>UIInterfaceOrientationPortrait</string>\n\t</array>",
            "\t<key>UISupportedInterfaceOrientations~ipad</key>\n\t<array>\n\t\t<string>UIInterfaceOrientationPortrait</string>\n\t\t<string>UIInterfaceOrientationPortraitUpsideDown</string>\n\t\t<string>UIInterfaceOrientationLandscapeLeft</string>\n\t\t<string>UIInterfaceOrientationLandscapeRight</string>\n\t</array>",
        ].joined(separator: "\n")
        try directory.write("Shop/Resources/Info.plist", AppFactsTests.plist(body))
        try directory.write("Shop/Base.lproj/Main.storyboard", AppFactsTests.storyboard)
        try directory.write(
            "Shop.xcodeproj/project.pbxproj",
            XcodeProjectFixture.text([
                .init(
                    name: "Shop", settings: [("INFOPLIST_FILE", "Shop/Resources/Info.plist")],
                    files: ["Shop/Base.lproj/Main.storyboard"])
            ]))
        let imported = try Binary.run(["import", "--output-dir", "specs", "."], in: directory.url)
        #expect(imported.status == 0, "\(imported.stderr)")
        let spec = try String(
            contentsOf: directory.url.appendingPathComponent("specs/Shop/Base.lproj/Main.vc-00-one.json"),
            encoding: .utf8)
        #expect(
            spec.contains(
                #""orientations": { "phone": ["portrait"], "pad": ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"] },"#
            ), "\(spec)")
    }

    /// A portrait-only Info.plist is judged for the devices its target builds for: Xcode writes
    /// `UIDeviceFamily` from `TARGETED_DEVICE_FAMILY`, so an iPhone-only target's plist says nothing
    /// of the iPad, while a universal target's does.
    @Test func anInfoPlistIsJudgedForItsTargetsDeviceFamilies() throws {
        let body = [
            "\t<key>CFBundleIdentifier</key>\n\t<string>com.example.chat</string>",
            "\t<key>UISupportedInterfaceOrientations</key>\n\t<array>\n\t\t<string>UIInterfaceOrientationPortrait</string>\n\t</array>",
        ].joined(separator: "\n")
        func orientationLines(family: String) throws -> [String] {
            let directory = try TemporaryDirectory()
            try directory.write("Chat/Info.plist", AppFactsTests.plist(body))
            try directory.write(
                "Chat.xcodeproj/project.pbxproj",
                XcodeProjectFixture.text([
                    .init(
                        name: "Chat",
                        settings: [("INFOPLIST_FILE", "Chat/Info.plist"), ("TARGETED_DEVICE_FAMILY", family)])
                ]))
            let output = try Binary.run(["--format", "text", "--no-color", "."], in: directory.url)
            return output.stdout.split(separator: "\n").map(String.init).filter {
                $0.hasPrefix("Chat/Info.plist") && $0.contains("[orientation-variants]")
            }
        }
        let phoneOnly = try orientationLines(family: "1")
        #expect(!phoneOnly.isEmpty && phoneOnly.allSatisfy { !$0.contains("iPad") }, "\(phoneOnly)")
        let universal = try orientationLines(family: "\"1,2\"")
        #expect(universal.contains { $0.contains("iPad") }, "\(universal)")
    }

    /// A file named Info.plist that the project covering it does not use is linted only when its
    /// content is an app's: a fragment of keys is passed over, while without a project the name
    /// alone makes it an Info.plist whose error is reported.
    @Test func anInfoPlistNoTargetUsesIsLintedOnlyForAnAppsContent() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Game/Info.plist", AppFactsTests.fullScreen)
        try directory.write("Game/Extras/Info.plist", "<key>UIFileSharingEnabled</key>\n<true/>\n")
        let alone = try Binary.run(["--format", "text", "--no-color", "."], in: directory.url)
        #expect(alone.status == 2 && alone.stdout.contains("Game/Extras/Info.plist:1:1"), "\(alone.stdout)")
        try directory.write("Game.xcodeproj/project.pbxproj", Self.project(plist: "Game/Info.plist"))
        let covered = try Binary.run(["--format", "text", "--no-color", "."], in: directory.url)
        #expect(covered.status != 2 && !covered.stdout.contains("Extras"), "\(covered.stdout)\(covered.stderr)")
        #expect(covered.stdout.contains("Game/Info.plist:"), "the Info.plist the target names is still linted")
    }

    @Test func aPlistNamedOtherwiseThroughInfoPlistFileApplies() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Game/Specs/board.json", Self.board)
        try directory.write("Game/Config/Info-Release.plist", AppFactsTests.fullScreen)
        try directory.write(
            "Game.xcodeproj/project.pbxproj", Self.project(plist: "\"$(SRCROOT)/Game/Config/Info-Release.plist\""))
        Self.expectFullScreenApplied(try Binary.run(["--format", "text", "."], in: directory.url))
    }

    @Test func theTargetThatUsesAFileGivesItsFacts() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Shared/board.json", Self.board)
        try directory.write("Game/Info.plist", AppFactsTests.fullScreen)
        try directory.write(
            "Viewer/Info.plist", AppFactsTests.plist("\t<key>CFBundleIdentifier</key>\n\t<string>v</string>"))
        func project(boardIn target: String) -> String {
            XcodeProjectFixture.text([
                .init(
                    name: "Game", settings: [("INFOPLIST_FILE", "Game/Info.plist")],
                    files: target == "Game" ? ["Shared/board.json"] : []),
                .init(
                    name: "Viewer", settings: [("INFOPLIST_FILE", "Viewer/Info.plist")],
                    files: target == "Viewer" ? ["Shared/board.json"] : []),
            ])
        }
        try directory.write("Apps.xcodeproj/project.pbxproj", project(boardIn: "Game"))
        Self.expectFullScreenApplied(try Binary.run(["--format", "text", "."], in: directory.url))
        try directory.write("Apps.xcodeproj/project.pbxproj", project(boardIn: "Viewer"))
        let viewer = try Binary.run(["--format", "text", "."], in: directory.url)
        #expect(viewer.status == 1 && viewer.stdout.contains("[device-overflow]"), "\(viewer.stdout)")
    }

    @Test func aSynchronizedFolderGivesItsTargetsFacts() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Game/Screens/board.json", Self.board)
        try directory.write("Support/Info.plist", AppFactsTests.fullScreen)
        try directory.write(
            "Game.xcodeproj/project.pbxproj",
            XcodeProjectFixture.text([
                .init(name: "Game", settings: [("INFOPLIST_FILE", "Support/Info.plist")], folders: ["Game"]),
                .init(name: "Other", settings: [("INFOPLIST_FILE", "Other/Info.plist")]),
            ]))
        Self.expectFullScreenApplied(try Binary.run(["--format", "text", "."], in: directory.url))
    }

    @Test func aWatchTargetDrawsNothing() throws {
        let directory = try TemporaryDirectory()
        let watch: [(String, String)] = [
            ("SDKROOT", "watchos"), ("GENERATE_INFOPLIST_FILE", "YES"),
            ("INFOPLIST_KEY_UISupportedInterfaceOrientations", "UIInterfaceOrientationPortrait"),
            ("TARGETED_DEVICE_FAMILY", "4"),
        ]
        try directory.write(
            "Watch.xcodeproj/project.pbxproj",
            XcodeProjectFixture.text([.init(name: "Watch", settings: watch)]))
        let output = try Binary.run(["--format", "text", "."], in: directory.url)
        #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
        #expect(Self.findings(output).isEmpty, "\(output.stdout)")
        // The same settings on an iOS target do draw the portrait-only finding.
        try directory.write(
            "Watch.xcodeproj/project.pbxproj",
            XcodeProjectFixture.text([.init(name: "Phone", settings: Array(watch[1...2]))]))
        let phone = try Binary.run(["--format", "text", "."], in: directory.url)
        #expect(Self.findings(phone).contains { $0.contains("project.pbxproj:") }, "\(phone.stdout)")
    }

    @Test func aWatchTargetGivesNoFactsToTheFilesItUses() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Shared/board.json", Self.board)
        try directory.write("Watch/Info.plist", AppFactsTests.fullScreen)
        try directory.write(
            "Apps.xcodeproj/project.pbxproj",
            XcodeProjectFixture.text([
                .init(
                    name: "Watch", settings: [("SDKROOT", "watchos"), ("INFOPLIST_FILE", "Watch/Info.plist")],
                    files: ["Shared/board.json"])
            ]))
        let output = try Binary.run(["--format", "text", "."], in: directory.url)
        #expect(output.stdout.contains("[device-overflow]"), "\(output.stdout)")
    }

    /// A `GoogleService-Info.plist` beside the app's Info.plist, plain or encrypted, changes neither
    /// the facts nor the exit code, with or without a project.
    @Test(arguments: [false, true], [false, true])
    func aGoogleServicePlistIsNeverReadAsTheAppsInfoPlist(encrypted: Bool, withProject: Bool) throws {
        let directory = try TemporaryDirectory()
        try directory.write("Game/board.json", Self.board)
        try directory.write("Game/Info.plist", AppFactsTests.fullScreen)
        if encrypted {
            var state: UInt32 = 0x9E37_79B9
            var bytes: [UInt8] = Array("U2FsdGVkX1".utf8)
            for _ in 0..<2_048 {
                state ^= state << 13
                state ^= state >> 17
                state ^= state << 5
                bytes.append(UInt8(truncatingIfNeeded: state))
            }
            try directory.write("Game/GoogleService-Info.plist", Data(bytes))
        } else {
            try directory.write(
                "Game/GoogleService-Info.plist",
                AppFactsTests.plist(
                    "\t<key>API_KEY</key>\n\t<string>k</string>\n\t<key>BUNDLE_ID</key>\n\t<string>com.example.game</string>"
                ))
        }
        if withProject {
            try directory.write("Game.xcodeproj/project.pbxproj", Self.project(plist: "Game/Info.plist"))
        }
        let output = try Binary.run(["--format", "text", "."], in: directory.url)
        Self.expectFullScreenApplied(output)
        #expect(!output.stdout.contains("GoogleService"), "\(output.stdout)")
        #expect(!output.stderr.contains("GoogleService"), "\(output.stderr)")
    }
}

import Foundation
import Testing

/// `adaptlint DIR` on a folder with an Info.plist, a project.pbxproj and other plists: what the walk
/// picks up, where findings land, and the exit codes.
@Suite struct ProjectFileTests {
    static let infoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>UISupportedInterfaceOrientations~ipad</key>
        \t<array>
        \t\t<string>UIInterfaceOrientationPortrait</string>
        \t\t<string>UIInterfaceOrientationPortraitUpsideDown</string>
        \t\t<string>UIInterfaceOrientationLandscapeLeft</string>
        \t</array>
        </dict>
        </plist>

        """

    @Test func walksLintInfoPlistsAndProjectsAndSkipOtherPlists() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/Info.plist", Self.infoPlist)
        // Not an app's Info.plist: never read by a walk, so its broken text does not matter.
        try directory.write("App/Settings.plist", "not a plist")
        try directory.write(
            "App.xcodeproj/project.pbxproj",
            "// !$*UTF8*$!\n{\n\tobjects = {\n\t};\n\trootObject = P1;\n}\n")
        // Walks skip `*.xcodeproj` folders by default (docs/configuration.md): the project is linted when named.
        let output = try Binary.run(["--format", "text", ".", "App.xcodeproj/project.pbxproj"], in: directory.url)
        #expect(output.status == 1, "\(output.stdout)\(output.stderr)")
        #expect(
            output.stdout.contains(
                "App/Info.plist:4:7: error: 'UISupportedInterfaceOrientations~ipad' lists 'UIInterfaceOrientationLandscapeLeft' without 'UIInterfaceOrientationLandscapeRight' on iPad"
            ), "\(output.stdout)")
        #expect(!output.stdout.contains("Settings.plist"))
        #expect(output.stderr.contains("in 2 files"), "\(output.stderr)")
    }

    @Test func aBrokenProjectFileIsInvalidInputAndTheOthersAreStillLinted() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/Info.plist", Self.infoPlist)
        try directory.write("App.xcodeproj/project.pbxproj", "{\n\tobjects = {\n\t\tA = (1 2);\n\t};\n}\n")
        let output = try Binary.run(["--format", "text", ".", "App.xcodeproj/project.pbxproj"], in: directory.url)
        #expect(output.status == 2)
        #expect(
            output.stdout.contains(
                "App.xcodeproj/project.pbxproj:3:10: error: expected ',' or ')' in an array [invalid-plist]"),
            "\(output.stdout)")
        #expect(output.stdout.contains("App/Info.plist:4:7: error:"))
    }

    @Test func theRuleCanBeSwitchedOffForProjectFiles() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/Info.plist", Self.infoPlist)
        try directory.write(".adaptlint.json", #"{ "rules": { "orientation-variants": "off" } }"#)
        let output = try Binary.run(["--format", "text", "App/Info.plist"], in: directory.url)
        #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
    }
}

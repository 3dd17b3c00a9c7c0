import AdaptTestSupport
import Foundation
import Testing

/// `adaptlint` at the root of a small iOS repository as a team has it: an Xcode project whose
/// Info.plist sits in a sibling folder, an encrypted `GoogleService-Info.plist`, JSON fixtures that
/// resemble specs, and one storyboard with one small button. The run fails on the storyboard only.
/// Everything is written here.
@Suite struct FirstRunAcceptanceTests {
    static func repository() throws -> TemporaryDirectory {
        let root = try TemporaryDirectory()
        try root.write(
            "Shop.xcodeproj/project.pbxproj",
            XcodeProjectFixture.text([
                .init(
                    name: "Shop", settings: [("INFOPLIST_FILE", "Shop/Resources/Info.plist")],
                    files: ["Shop/Base.lproj/Main.storyboard", "Shop/GoogleService-Info.plist"]),
                .init(
                    name: "ShopWatch",
                    settings: [
                        ("SDKROOT", "watchos"), ("GENERATE_INFOPLIST_FILE", "YES"),
                        ("INFOPLIST_KEY_UISupportedInterfaceOrientations", "UIInterfaceOrientationPortrait"),
                    ]),
            ]))
        try root.write(
            "Shop/Resources/Info.plist",
            AppFactsTests.plist(
                """
                \t<key>CFBundleIdentifier</key>
                \t<string>com.example.shop</string>
                \t<key>UISupportedInterfaceOrientations</key>
                \t<array>
                \t\t<string>UIInterfaceOrientationPortrait</string>
                \t\t<string>UIInterfaceOrientationLandscapeLeft</string>
                \t\t<string>UIInterfaceOrientationLandscapeRight</string>
                \t</array>
                \t<key>UISupportedInterfaceOrientations~ipad</key>
                \t<array>
                \t\t<string>UIInterfaceOrientationPortrait</string>
                \t\t<string>UIInterfaceOrientationPortraitUpsideDown</string>
                \t\t<string>UIInterfaceOrientationLandscapeLeft</string>
                \t\t<string>UIInterfaceOrientationLandscapeRight</string>
                \t</array>
                """))
        // An encrypted configuration plist (as git-crypt leaves it without the key).
        var state: UInt32 = 0x2545_F491
        var secret: [UInt8] = [0x00] + Array("GITCRYPT".utf8) + [0x00]
        for _ in 0..<1_500 {
            state ^= state << 13
            state ^= state >> 17
            state ^= state << 5
            secret.append(UInt8(truncatingIfNeeded: state))
        }
        try root.write("Shop/GoogleService-Info.plist", Data(secret))
        try root.write("Shop/Base.lproj/Main.storyboard", ElementIdentityTests.storyboard(first: 24, second: 44))
        for lookAlike in RepositoryWalkTests.lookAlikes { try root.write(lookAlike.path, lookAlike.text) }
        try root.write("ShopTests/Fixtures/endpoint.json", #""https://example.com/api/v1/screen""#)
        try root.write("Shop/Assets.xcassets/Contents.json", #"{ "info" : { "author" : "xcode", "version" : 1 } }"#)
        return root
    }

    @Test func aRootRunFailsOnTheStoryboardOnly() throws {
        let root = try Self.repository()
        let output = try Binary.run(["--format", "text"], in: root.url)
        #expect(output.status == 1, "\(output.stdout)\(output.stderr)")
        let findings = AppFactsTests.findings(output)
        let errors = findings.filter { $0.contains(": error: ") }
        #expect(errors.count == 1, "\(output.stdout)")
        #expect(errors.allSatisfy { $0.hasPrefix("Shop/Base.lproj/Main.storyboard:") }, "\(output.stdout)")
        #expect(errors.first?.contains("(bt-00-one)") == true, "\(output.stdout)")
        #expect(!output.stdout.contains("GoogleService"), "\(output.stdout)")
        #expect(!output.stdout.contains("invalid-"), "\(output.stdout)")
        // No finding drawn from the watch target's settings.
        #expect(!findings.contains { $0.contains("project.pbxproj:") }, "\(output.stdout)")
        // At most one note per look-alike file, on stderr, and none for anything else.
        let notes = output.stderr.split(separator: "\n").filter { $0.hasPrefix("note: ") }
        for lookAlike in RepositoryWalkTests.lookAlikes {
            #expect(notes.filter { $0.contains("'\(lookAlike.path)'") }.count == 1, "\(output.stderr)")
        }
        #expect(notes.count == RepositoryWalkTests.lookAlikes.count, "\(output.stderr)")
    }
}

import AdaptTestSupport
import Foundation
import Testing

/// `adaptlint` at the root of an iOS repository (issue 17): a directory walk lints screen specs
/// and app descriptions and passes over the repository's other JSON.
@Suite struct RepositoryWalkTests {
    /// A repository root as Xcode, SwiftPM, CocoaPods and npm leave it, with one violating spec.
    static func repository() throws -> TemporaryDirectory {
        let root = try TemporaryDirectory()
        try root.write(
            "App/Assets.xcassets/Contents.json", #"{ "info" : { "author" : "xcode", "version" : 1 } }"#)
        try root.write(
            "App/Assets.xcassets/AppIcon.appiconset/Contents.json",
            #"{ "images" : [ { "idiom" : "universal", "platform" : "ios", "size" : "1024x1024" } ], "info" : { "author" : "xcode", "version" : 1 } }"#
        )
        try root.write("Package.resolved", #"{ "pins" : [ ], "version" : 2 }"#)
        try root.write("package.json", #"{ "name": "app-tools", "version": "1.0.0", "scripts": { "lint": "x" } }"#)
        try root.write("tsconfig.json", "{ // TypeScript allows comments\n \"compilerOptions\": {} }\n")
        try root.write("reports/adaptlint.sarif.json", #"{ "version": "2.1.0", "runs": [] }"#)
        // Spec-shaped JSON inside folders a walk never enters.
        try root.write("node_modules/some-kit/specs/screen.json", CLITests.idiomSpec)
        try root.write("DerivedData/App/Build/screen.json", CLITests.idiomSpec)
        try root.write("Pods/Kit/screen.json", CLITests.idiomSpec)
        try root.write("specs/orders.json", CLITests.idiomSpec)
        return root
    }

    @Test func aRepositoryRootReportsOnlyTheSpec() throws {
        let root = try Self.repository()
        let output = try Binary.run([], in: root.url)
        #expect(output.status == 1, "\(output.stderr)")
        #expect(CLITests.ruleIDs(in: output.stdout) == ["no-idiom-layout"])
        #expect(output.stdout.hasPrefix("specs/orders.json:5:17: error: "), "\(output.stdout)")
        #expect(output.stderr == "1 error, 0 warnings and 0 notes in 1 file (1 with findings)\n")
    }

    @Test func aFileNamedOnTheCommandLineIsLintedWhateverItHolds() throws {
        let root = try Self.repository()
        let output = try Binary.run(["package.json"], in: root.url)
        #expect(output.status == 2)
        #expect(output.stdout.contains("package.json:1:"), "\(output.stdout)")
        #expect(output.stdout.contains("[invalid-spec]"))
    }

    @Test func aFolderNamedOnTheCommandLineIsWalkedEvenWhenExcludedByDefault() throws {
        let root = try Self.repository()
        let output = try Binary.run(["Pods"], in: root.url)
        #expect(output.status == 1, "\(output.stderr)")
        #expect(output.stdout.hasPrefix("Pods/Kit/screen.json:5:17: error: "), "\(output.stdout)")
    }

    @Test(arguments: ["screens", "Screen", "scren", "layuots", "apps"])
    func aNearMissIsReportedNotPassedOver(_ key: String) throws {
        let root = try TemporaryDirectory()
        try root.write(
            "specs/typo.json",
            #"{ "\#(key)": "Orders", "orientations": ["portrait"], "components": [] }"# + "\n")
        let output = try Binary.run([], in: root.url)
        #expect(output.status == 2, "\(output.stderr)")
        #expect(output.stdout.contains("specs/typo.json:1:"), "\(output.stdout)")
        #expect(output.stdout.contains("[invalid-spec]"))
        #expect(output.stderr.contains("in 1 file"))
    }

    @Test func aSchemaNamingAdaptlintMarksASpec() throws {
        let root = try TemporaryDirectory()
        try root.write("a.json", #"{ "$schema": "https://example.com/adaptlint.schema.json", "title": 1 }"#)
        let output = try Binary.run([], in: root.url)
        #expect(output.status == 2)
        #expect(output.stdout.contains("a.json:1:"))
    }

    @Test func pathsWithoutAnySpecSaySoOnStderr() throws {
        let root = try TemporaryDirectory()
        try root.write("App/Assets.xcassets/Contents.json", #"{ "info" : { "version" : 1 } }"#)
        try root.write("package.json", #"{ "name": "x" }"#)
        try root.write("config/settings.json", #"{ "theme": "dark" }"#)
        let output = try Binary.run([], in: root.url)
        #expect(output.status == 0)
        #expect(output.stdout == "")
        #expect(
            output.stderr
                == "warning: no screen spec or app description found in '.'; 2 JSON files were passed over as not adaptlint's (a spec's root object names 'screen', 'layouts' or 'app'; see docs/configuration.md)\n0 errors, 0 warnings and 0 notes in 0 files\n"
        )
    }

    @Test func aSpecWithAJSONCommentIsStillFoundAndTheCommentReported() throws {
        let root = try TemporaryDirectory()
        try root.write("specs/a.json", "{\n  // the orders screen\n  \"screen\": \"Orders\"\n}\n")
        let output = try Binary.run([], in: root.url)
        #expect(output.status == 2)
        #expect(output.stdout.contains("specs/a.json:2:3: error: JSON has no comments"), "\(output.stdout)")
    }
}

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
    func aNearMissGetsOneNoteAndIsLintedWhenNamed(_ key: String) throws {
        let root = try TemporaryDirectory()
        try root.write(
            "specs/typo.json",
            #"{ "\#(key)": "Orders", "orientations": ["portrait"], "components": [] }"# + "\n")
        let walked = try Binary.run([], in: root.url)
        #expect(walked.status == 0, "\(walked.stderr)")
        #expect(walked.stdout == "")
        let notes = walked.stderr.split(separator: "\n").filter { $0.hasPrefix("note: ") }
        #expect(notes.count == 1, "\(walked.stderr)")
        #expect(notes.first?.contains("'specs/typo.json': its root names '\(key)'") == true, "\(walked.stderr)")
        let named = try Binary.run(["specs/typo.json"], in: root.url)
        #expect(named.status == 2, "\(named.stderr)")
        #expect(named.stdout.contains("specs/typo.json:1:"), "\(named.stdout)")
        #expect(named.stdout.contains("[invalid-spec]"))
    }

    /// JSON of a real repository that resembles a spec: each gets exactly one note on stderr, which
    /// names why it was picked and the `exclude` that silences it, and the exit code stays 0.
    static let lookAlikes: [(path: String, text: String, member: String)] = [
        ("Tests/Fixtures/analytics-event.json", #"{"screen": "home", "event": "tap"}"#, "screen"),
        ("Onboarding/onboarding.json", #"{"screens": [{"title": "Welcome"}, {"title": "Sign in"}]}"#, "screens"),
        ("Config/remote.json", #"{"App": {"minimumVersion": "2.1"}}"#, "App"),
        ("Tests/Fixtures/grid.json", #"{"layout": "grid", "columns": 3}"#, "layout"),
    ]

    @Test func lookAlikesGetOneNoteEachAndNeverChangeTheExitCode() throws {
        let root = try TemporaryDirectory()
        for lookAlike in Self.lookAlikes { try root.write(lookAlike.path, lookAlike.text) }
        try root.write("Tests/Fixtures/endpoint.json", #""https://example.com/api/v1/screens""#)
        try root.write("Tests/Fixtures/count.json", "42")
        try root.write("Tests/Fixtures/screens-list.json", #"[{"screen": "home"}]"#)
        let output = try Binary.run([], in: root.url)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout == "")
        let notes = output.stderr.split(separator: "\n").filter { $0.hasPrefix("note: ") }
        #expect(notes.count == Self.lookAlikes.count, "\(output.stderr)")
        for lookAlike in Self.lookAlikes {
            let note = notes.filter { $0.contains("'\(lookAlike.path)'") }
            #expect(note.count == 1, "\(lookAlike.path): \(output.stderr)")
            #expect(note.first?.contains("its root names '\(lookAlike.member)'") == true, "\(note)")
            #expect(note.first?.contains(#""exclude": ["\#(lookAlike.path)"]"#) == true, "\(note)")
        }
        // Non-object roots are passed over without a word.
        #expect(!output.stderr.contains("endpoint.json"))
        #expect(!output.stderr.contains("count.json"))
        #expect(!output.stderr.contains("screens-list.json"))
    }

    @Test func theExcludeANoteNamesSilencesIt() throws {
        let root = try TemporaryDirectory()
        try root.write("Tests/Fixtures/analytics-event.json", #"{"screen": "home", "event": "tap"}"#)
        try root.write("specs/orders.json", CLITests.idiomSpec)
        try root.write(".adaptlint.json", #"{ "exclude": ["Tests/Fixtures/analytics-event.json"] }"#)
        let output = try Binary.run([], in: root.url)
        #expect(output.status == 1, "\(output.stderr)")
        #expect(!output.stderr.contains("note: "), "\(output.stderr)")
    }

    @Test func aLookAlikeNamedOnTheCommandLineKeepsItsErrors() throws {
        let root = try TemporaryDirectory()
        try root.write("analytics-event.json", #"{"screen": "home", "event": "tap"}"#)
        let output = try Binary.run(["analytics-event.json"], in: root.url)
        #expect(output.status == 2)
        #expect(output.stdout.contains("[invalid-spec]"), "\(output.stdout)")
    }

    @Test(arguments: [
        #"{"screen": "Orders", "layouts": [{"components": [], "colour": 1}]}"#,
        #"{"orientations": ["portrait"], "layouts": [{"components": [], "colour": 1}], "screen": 7}"#,
        #"{"app": "Sales", "screens": [{"id": "a", "spec": "a.json", "colour": 1}]}"#,
    ])
    func clearEvidenceMarksASpecOrAppDescription(_ text: String) throws {
        let root = try TemporaryDirectory()
        try root.write("specs/a.json", text)
        let output = try Binary.run([], in: root.url)
        #expect(output.status == 2, "\(output.stderr)")
        #expect(output.stdout.contains("specs/a.json:1:"), "\(output.stdout)")
        #expect(!output.stderr.contains("note: passing over"), "\(output.stderr)")
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
                == "warning: no screen spec or app description found in '.'; 2 JSON files were passed over as not adaptlint's (a spec's root names two of 'screen', 'layouts' and 'orientations', an app description's 'app' and 'screens' or 'navigation'; see docs/configuration.md)\n0 errors, 0 warnings and 0 notes in 0 files\n"
        )
    }

    @Test func aSpecWithAJSONCommentIsStillFoundAndTheCommentReported() throws {
        let root = try TemporaryDirectory()
        try root.write(
            "specs/a.json", "{\n  // the orders screen\n  \"screen\": \"Orders\",\n  \"layouts\": []\n}\n")
        let output = try Binary.run([], in: root.url)
        #expect(output.status == 2)
        #expect(output.stdout.contains("specs/a.json:2:3: error: JSON has no comments"), "\(output.stdout)")
    }
}

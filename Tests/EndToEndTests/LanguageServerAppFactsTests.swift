import AdaptTestSupport
import Foundation
import Testing

@testable import AdaptLintCLI

/// `adaptlint lsp` gives each open file the Info.plist facts the command line gives it
/// (docs/ios-projects.md, "The Info.plist beside specs and documents"), and reads them again when a
/// property list changes. All fixtures are written here.
extension LanguageServerTests {
    /// `(code, message)` of each published diagnostic, in order.
    static func findings(_ diagnostics: [[String: Any]]) -> [String] {
        diagnostics.map { "\($0["code"] as? String ?? "?"): \($0["message"] as? String ?? "?")" }
    }

    @Test func anInfoPlistThatRequiresFullScreenKeepsSplitViewFindingsAwayUntilItChanges() throws {
        let directory = try TemporaryDirectory()
        let plist = try directory.write("Game/Info.plist", AppFactsTests.fullScreen)
        let spec = try directory.write("Game/Specs/board.json", BoardSpec.text())
        let uri = spec.absoluteString
        let client = try LSPClient(in: directory.url)
        try Self.initialize(client, root: directory.url)
        try Self.open(client, uri, BoardSpec.text())
        // The plist in a folder above the spec applies to it: no Split View pane is judged.
        #expect(try client.diagnostics(for: uri).isEmpty)

        // The app no longer requires full screen: the pane's overflow is reported once notified.
        try directory.write("Game/Info.plist", AppFactsTests.plist("\t<key>UIRequiresFullScreen</key>\n\t<false/>"))
        try client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": plist.absoluteString, "type": 2]]])
        let panes = try client.diagnostics(for: uri)
        #expect(panes.count == 1 && Self.findings(panes).allSatisfy { $0.contains("Split View") }, "\(panes)")

        // Saved as full screen again (didSave of the plist), then broken: a plist that does not parse
        // gives no facts, as on the command line, and its own finding shows on it once opened.
        try directory.write("Game/Info.plist", AppFactsTests.fullScreen)
        try client.notify("textDocument/didSave", ["textDocument": ["uri": plist.absoluteString]])
        #expect(try client.diagnostics(for: uri).isEmpty)
        let broken = "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict><key>UIRequiresFullScreen</key>"
        try directory.write("Game/Info.plist", broken)
        try client.notify(
            "textDocument/didOpen",
            ["textDocument": ["uri": plist.absoluteString, "languageId": "xml", "version": 1, "text": broken]])
        let onPlist = try client.diagnostics(for: plist.absoluteString)
        #expect(onPlist.map { $0["code"] as? String } == ["invalid-plist"], "\(onPlist)")
        #expect(try client.diagnostics(for: uri).count == 1)
        let cli = try Binary.run(["--format", "text", "Game"], in: directory.url)
        #expect(cli.status == 2 && cli.stdout.contains("[invalid-plist]") && cli.stdout.contains("Split View"))

        _ = try client.request("shutdown", [:])
        try client.notify("exit", [:])
        #expect(client.closeAndWait() == 0)
    }

    /// Every file of a folder, opened in the editor, gets the diagnostics `adaptlint --format json`
    /// reports for it: rule, message and range.
    @Test func theServerAndTheCommandLineAgreeOnAFolderWithAnInfoPlist() throws {
        let directory = try TemporaryDirectory()
        let plistText = AppFactsTests.plist(
            """
            \t<key>UIRequiresFullScreen</key>
            \t<true/>
            \t<key>UISupportedInterfaceOrientations</key>
            \t<array><string>UIInterfaceOrientationPortrait</string></array>
            """)
        var files: [(path: String, text: String)] = [
            ("App/Info.plist", plistText), ("App/Specs/board.json", BoardSpec.text()),
            ("App/Specs/approve.json", Self.spec), ("Other/board.json", BoardSpec.text()),
        ]
        files.sort { $0.path < $1.path }
        for file in files { try directory.write(file.path, file.text) }
        let output = try Binary.run(["--format", "json", "."], in: directory.url)
        let report = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
        let reported = (report?["diagnostics"] as? [[String: Any]]) ?? []
        // The plist keeps the Split View finding off the spec beside it, not off the one elsewhere.
        func rules(_ suffix: String) -> [String] {
            reported.filter { ($0["path"] as? String)?.hasSuffix(suffix) == true }.compactMap { $0["rule"] as? String }
        }
        #expect(!rules("App/Info.plist").isEmpty && !rules("App/Specs/approve.json").isEmpty)
        #expect(rules("App/Specs/board.json").isEmpty && rules("Other/board.json").count == 1, "\(output.stdout)")

        let client = try LSPClient(in: directory.url)
        try Self.initialize(client, root: directory.url)
        for file in files {
            let url = directory.url.appendingPathComponent(file.path)
            try Self.open(client, url.absoluteString, file.text)
            let published = try client.diagnostics(for: url.absoluteString)
            let expected = reported.filter { ($0["path"] as? String).map { $0.hasSuffix(file.path) } ?? false }
            let lines = file.text.components(separatedBy: "\n")
            func position(_ value: Any?) -> [Int] {
                let position = value as? [String: Any]
                let line = (position?["line"] as? Int ?? 1) - 1
                let column = (position?["column"] as? Int ?? 1) - 1
                let prefix = String(String.UnicodeScalarView(lines[line].unicodeScalars.prefix(column)))
                return [line, prefix.utf16.count]
            }
            #expect(
                Self.findings(published)
                    == expected.map { "\($0["rule"] as? String ?? "?"): \($0["message"] as? String ?? "?")" },
                "\(file.path)")
            let severities = ["error": 1, "warning": 2, "note": 3]
            #expect(
                published.map { $0["severity"] as? Int }
                    == expected.map { severities[$0["severity"] as? String ?? ""] }, "\(file.path)")
            #expect(
                Self.ranges(published) == expected.map { position($0["start"]) + position($0["end"]) }, "\(file.path)")
        }
        _ = try client.request("shutdown", [:])
        try client.notify("exit", [:])
        #expect(client.closeAndWait() == 0)
    }
}

extension LanguageServerTests {
    /// An Info.plist in the workspace that is a link to one outside it is not read, as a walk of
    /// the workspace leaves it out: the spec beside it is judged without its facts.
    @Test func anInfoPlistLinkLeadingOutOfTheWorkspaceIsNotRead() throws {
        let directory = try TemporaryDirectory()
        try directory.write("outside/Info.plist", AppFactsTests.fullScreen)
        let spec = try directory.write("ws/Game/Specs/board.json", BoardSpec.text())
        let workspace = directory.url.appendingPathComponent("ws")
        #expect(symlink("../../outside/Info.plist", workspace.appendingPathComponent("Game/Info.plist").path) == 0)
        let client = try LSPClient(in: workspace)
        try Self.initialize(client, root: workspace)
        try Self.open(client, spec.absoluteString, BoardSpec.text())
        // Without the full-screen facts, the Split View pane is judged and reported.
        #expect(!(try client.diagnostics(for: spec.absoluteString)).isEmpty)
        // A link that stays in the workspace is read, as the walk reads it.
        try directory.write("ws/shared/Info.plist", AppFactsTests.fullScreen)
        let linked = workspace.appendingPathComponent("Game/Info.plist").path
        #expect(unlink(linked) == 0 && symlink("../shared/Info.plist", linked) == 0)
        try client.notify(
            "workspace/didChangeWatchedFiles",
            ["changes": [["uri": URL(fileURLWithPath: linked).absoluteString, "type": 2]]])
        #expect(try client.diagnostics(for: spec.absoluteString).isEmpty)
        _ = try client.request("shutdown", [:])
        try client.notify("exit", [:])
        #expect(client.closeAndWait() == 0)
    }
}

/// Which folders the language server looks in for a file's Info.plist.
@Suite struct LanguageServerPlistFoldersTests {
    @Test func aFileInsideTheWorkspaceLooksUpToTheRootAndOneOutsideOnlyInItsOwnFolder() {
        typealias Environment = ConfiguredLintEnvironment
        #expect(Environment.folders(from: "/w/App/Specs", upTo: "/w") == ["/w/App/Specs", "/w/App", "/w"])
        #expect(Environment.folders(from: "/w", upTo: "/w/") == ["/w"])
        // A sibling whose name starts like the root is outside it.
        #expect(Environment.folders(from: "/wx/App", upTo: "/w") == ["/wx/App"])
        #expect(Environment.folders(from: "/elsewhere/App", upTo: "/w") == ["/elsewhere/App"])
        #expect(Environment.folders(from: "/a/b", upTo: "/") == ["/a/b", "/a", "/"])
    }
}

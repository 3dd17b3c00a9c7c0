import Foundation
import Testing

/// `adaptlint lsp` as editors meet it: whole fixes, file watching only where the client offers
/// it, rule links, and hover over overlapping findings and suppressions.
@Suite struct LanguageServerEditorTests {
    /// Regular-width margins in a compact-width layout: one layout-margins finding whose fix sets
    /// both margins.
    static let margins = """
        {
          "screen": "Order Details",
          "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
          "layouts": [
            { "when": { "width": "compact" }, "margins": { "leading": 20, "trailing": 20 }, "components": [
              { "id": "header", "type": "header", "frame": { "x": 20, "y": 100, "width": 335, "height": 112 } }
            ] }
          ]
        }

        """

    static func initialize(_ client: LSPClient, root: URL, capabilities: [String: Any] = [:], options: Any? = nil)
        throws
    {
        var params: [String: Any] = ["rootUri": root.absoluteString, "capabilities": capabilities]
        if let options { params["initializationOptions"] = options }
        _ = try client.request("initialize", params)
        try client.notify("initialized", [:])
    }

    static func end(_ client: LSPClient) throws {
        _ = try client.request("shutdown", [:])
        try client.notify("exit", [:])
        #expect(client.closeAndWait() == 0)
    }

    @Test func aFindingsWholeFixIsOneCodeAction() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("margins.json", Self.margins)
        let uri = file.absoluteString
        let client = try LSPClient(in: directory.url)
        try Self.initialize(client, root: directory.url)
        try LanguageServerTests.open(client, uri, Self.margins)
        // The layout covers compact width only: no-applicable-layout findings come too.
        let opened = try client.diagnostics(for: uri).filter { $0["code"] as? String == "layout-margins" }
        #expect(opened.count == 1)

        let range = try #require(opened.first?["range"] as? [String: Any])
        let actions =
            try client.request(
                "textDocument/codeAction",
                ["textDocument": ["uri": uri], "range": range, "context": ["diagnostics": opened]])["result"]
            as? [[String: Any]] ?? []
        let fixes = actions.filter { ($0["title"] as? String)?.hasPrefix("Suppress") == false }
        #expect(fixes.map { $0["title"] as? String } == ["set the leading and trailing margins to 16pt"])
        let edits =
            ((fixes.first?["edit"] as? [String: Any])?["changes"] as? [String: Any])?[uri] as? [[String: Any]] ?? []
        #expect(edits.count == 2, "both margins in one action")

        // Applied, the one action leaves no finding, as `--fix` does.
        let fixed = LanguageServerTests.apply(edits, to: Self.margins)
        #expect(fixed.contains(#""margins": { "leading": 16, "trailing": 16 }"#))
        try client.notify(
            "textDocument/didChange",
            ["textDocument": ["uri": uri, "version": 2], "contentChanges": [["text": fixed]]])
        #expect(try client.diagnostics(for: uri).allSatisfy { $0["code"] as? String != "layout-margins" })
        try Self.end(client)
    }

    @Test func fileWatchingIsRegisteredOnlyWithAClientThatOffersIt() throws {
        let directory = try TemporaryDirectory()
        let isRegistration: ([String: Any]) -> Bool = { ($0["method"] as? String) == "client/registerCapability" }

        let offering = try LSPClient(in: directory.url)
        try Self.initialize(
            offering, root: directory.url,
            capabilities: ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]])
        let registration = try offering.waitFor("the file watching registration", isRegistration)
        let params = registration["params"] as? [String: Any]
        let registrations = params?["registrations"] as? [[String: Any]]
        #expect(registrations?.first?["method"] as? String == "workspace/didChangeWatchedFiles")
        try Self.end(offering)

        let plain = try LSPClient(in: directory.url)
        try Self.initialize(
            plain, root: directory.url, capabilities: ["workspace": ["didChangeWatchedFiles": [:]]])
        // The shutdown answer comes after anything `initialized` made the server send.
        _ = try plain.request("shutdown", [:])
        #expect(!plain.received.contains(where: isRegistration))
        try plain.notify("exit", [:])
        #expect(plain.closeAndWait() == 0)
    }

    /// Without file watching, configuration files are read again at every open and save: a
    /// change made outside the editor shows at the next one.
    @Test func withoutFileWatchingAConfigurationChangeShowsAtTheNextSaveOrOpen() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".git/HEAD", "ref: refs/heads/main\n")
        try directory.write(".adaptlint.json", #"{ "rules": { "tap-target-size": "warning" } }"#)
        let file = try directory.write("approve.json", LanguageServerTests.spec)
        let uri = file.absoluteString
        let client = try LSPClient(in: directory.url)
        try Self.initialize(client, root: directory.url)
        try LanguageServerTests.open(client, uri, LanguageServerTests.spec)
        #expect(try client.diagnostics(for: uri).map { $0["severity"] as? Int } == [2, 2])

        try directory.write(".adaptlint.json", #"{ "rules": { "tap-target-size": "note" } }"#)
        try client.notify("textDocument/didSave", ["textDocument": ["uri": uri]])
        #expect(try client.diagnostics(for: uri).map { $0["severity"] as? Int } == [3, 3])

        try directory.write(".adaptlint.json", #"{ "rules": { "tap-target-size": "off" } }"#)
        let other = try directory.write("other.json", "{}")
        try LanguageServerTests.open(client, other.absoluteString, "{}")
        #expect(try client.diagnostics(for: uri).isEmpty)
        try Self.end(client)
    }

    /// The href of the first diagnostic of ``LanguageServerTests/spec`` from a server started so.
    static func ruleLink(byName: Bool, options: Any? = nil) throws -> String? {
        let directory = try TemporaryDirectory()
        let file = try directory.write("approve.json", LanguageServerTests.spec)
        let client = try LSPClient(in: directory.url, byName: byName)
        try initialize(client, root: directory.url, options: options)
        try LanguageServerTests.open(client, file.absoluteString, LanguageServerTests.spec)
        let diagnostics = try client.diagnostics(for: file.absoluteString)
        try end(client)
        return (diagnostics.first?["codeDescription"] as? [String: Any])?["href"] as? String
    }

    @Test func ruleLinksDoNotDependOnHowTheServerWasStarted() throws {
        let byPath = try Self.ruleLink(byName: false)
        let byName = try Self.ruleLink(byName: true)
        #expect(byPath?.hasSuffix("/tap-target-size.md") == true)
        #expect(byName == byPath)
        // A base without its final slash still names a page inside it.
        let configured = try Self.ruleLink(byName: true, options: ["ruleDocumentationURL": "https://example.com/rules"])
        #expect(configured == "https://example.com/rules/tap-target-size.md")
    }

    /// A layout for compact width and regular height only: four `no-applicable-layout` findings
    /// on its `when`, one per size class left uncovered; and a suppression naming a rule.
    static let overlapping = """
        { "screen": "S", "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
          "layouts": [ { "when": { "width": "compact", "height": "regular" }, "components": [
            { "id": "a", "type": "button", "frame": { "x": 16, "y": 100, "width": 200, "height": 44 },
              "suppressions": [{ "rule": "tap-target-overlap", "reason": "test" }] }
          ] } ] }

        """

    @Test func hoverSaysEachRuleOnceAndDescribesARuleNamedInSuppressions() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("hover.json", Self.overlapping)
        let uri = file.absoluteString
        let client = try LSPClient(in: directory.url)
        try Self.initialize(client, root: directory.url)
        try LanguageServerTests.open(client, uri, Self.overlapping)
        let diagnostics = try client.diagnostics(for: uri)
        #expect(diagnostics.filter { $0["code"] as? String == "no-applicable-layout" }.count == 4)

        // On the four findings' `when`: the rule once.
        let when = try client.request(
            "textDocument/hover", ["textDocument": ["uri": uri], "position": ["line": 1, "character": 25]])
        let whenText = ((when["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String
        #expect(whenText?.components(separatedBy: "(`no-applicable-layout`, error)").count == 2, "\(whenText ?? "nil")")

        // On the rule id inside `suppressions`: the rule, not the `rule` key.
        let line = Self.overlapping.components(separatedBy: "\n")[3]
        let column = try #require(line.range(of: "tap-target-overlap")).lowerBound.utf16Offset(in: line) + 3
        let hover = try client.request(
            "textDocument/hover", ["textDocument": ["uri": uri], "position": ["line": 3, "character": column]])
        let text = ((hover["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String
        #expect(text?.hasPrefix("**Tap target overlap** (`tap-target-overlap`)") == true, "\(text ?? "nil")")
        #expect(text?.contains("**rule**") == false)
        try Self.end(client)
    }
}

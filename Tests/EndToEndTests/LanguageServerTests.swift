import Foundation
import Testing

/// `adaptlint lsp` driven by a scripted client over pipes (docs/editors.md).
@Suite struct LanguageServerTests {
    /// Two buttons too short to tap. The first line with a finding has an astral character before
    /// the value (two UTF-16 units, one column), so LSP positions must be converted.
    static let spec = """
        {
          "screen": "Approve",
          "orientations": ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"],
          "layouts": [
            {
              "components": [
                { "id": "approve", "type": "button", "description": "👍 send", "resizing": { "width": "fill" }, "frame": { "x": 16, "y": 100, "width": 200, "height": 32 } },
                { "id": "reject", "type": "button", "resizing": { "width": "fill" }, "frame": { "x": 16, "y": 150, "width": 200, "height": 30 } }
              ]
            }
          ]
        }

        """

    static func initialize(_ client: LSPClient, root: URL) throws {
        let response = try client.request("initialize", ["rootUri": root.absoluteString, "capabilities": [:]])
        let capabilities = (response["result"] as? [String: Any])?["capabilities"] as? [String: Any]
        #expect(capabilities?["hoverProvider"] as? Bool == true)
        try client.notify("initialized", [:])
    }

    static func open(_ client: LSPClient, _ uri: String, _ text: String) throws {
        try client.notify(
            "textDocument/didOpen",
            ["textDocument": ["uri": uri, "languageId": "json", "version": 1, "text": text]])
    }

    /// The LSP ranges the command line's JSON report gives for `text`, converted from 1-based
    /// code-point columns to 0-based UTF-16 units with the line's own text.
    static func commandLineRanges(_ text: String, in directory: TemporaryDirectory) throws -> [[Int]] {
        let file = try directory.write("cli/copy.json", text)
        let output = try Binary.run(["--format", "json", file.path])
        let report = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
        let lines = text.components(separatedBy: "\n")
        func utf16(_ position: [String: Any]?) -> [Int] {
            let line = (position?["line"] as? Int ?? 1) - 1
            let column = (position?["column"] as? Int ?? 1) - 1
            let prefix = String(String.UnicodeScalarView(lines[line].unicodeScalars.prefix(column)))
            return [line, prefix.utf16.count]
        }
        return ((report?["diagnostics"] as? [[String: Any]]) ?? []).map { diagnostic in
            utf16(diagnostic["start"] as? [String: Any]) + utf16(diagnostic["end"] as? [String: Any])
        }
    }

    static func ranges(_ diagnostics: [[String: Any]]) -> [[Int]] {
        diagnostics.map { diagnostic in
            let range = diagnostic["range"] as? [String: Any]
            let start = range?["start"] as? [String: Int]
            let end = range?["end"] as? [String: Int]
            return [start?["line"] ?? -1, start?["character"] ?? -1, end?["line"] ?? -1, end?["character"] ?? -1]
        }
    }

    /// Applies LSP text edits (UTF-16 ranges) to `text`, from the last to the first.
    static func apply(_ edits: [[String: Any]], to text: String) -> String {
        var lines = text.components(separatedBy: "\n").map { Array($0.utf16) }
        let sorted = edits.sorted { first, second in
            let a = (first["range"] as? [String: Any])?["start"] as? [String: Int] ?? [:]
            let b = (second["range"] as? [String: Any])?["start"] as? [String: Int] ?? [:]
            return (a["line"] ?? 0, a["character"] ?? 0) > (b["line"] ?? 0, b["character"] ?? 0)
        }
        for edit in sorted {
            let range = edit["range"] as? [String: Any]
            let start = range?["start"] as? [String: Int] ?? [:]
            let end = range?["end"] as? [String: Int] ?? [:]
            let line = start["line"] ?? 0
            #expect(line == end["line"], "the test applies single-line edits only")
            let newText = Array((edit["newText"] as? String ?? "").utf16)
            lines[line].replaceSubrange((start["character"] ?? 0)..<(end["character"] ?? 0), with: newText)
        }
        return lines.map { String(decoding: $0, as: UTF16.self) }.joined(separator: "\n")
    }

    @Test func diagnosticsCodeActionsHoverAndCompletionOverPipes() throws {
        let directory = try TemporaryDirectory()
        // The file on disk is clean: the diagnostics must come from the editor's text.
        let file = try directory.write("specs/approve.json", "{}")
        let uri = file.absoluteString
        let client = try LSPClient(in: directory.url)
        try Self.initialize(client, root: directory.url)
        try Self.open(client, uri, Self.spec)

        let opened = try client.diagnostics(for: uri)
        #expect(opened.map { $0["code"] as? String } == ["tap-target-size", "tap-target-size"])
        #expect(opened.map { $0["severity"] as? Int } == [1, 1])
        #expect(opened.first?["message"] as? String == "tap target 'approve' is 200x32pt; make it at least 44pt high")
        #expect(
            ((opened.first?["codeDescription"] as? [String: Any])?["href"] as? String)?.hasSuffix(
                "tap-target-size.md") == true)
        #expect(Self.ranges(opened) == (try Self.commandLineRanges(Self.spec, in: directory)))
        // The astral character before the first finding counts two units: 30 would be 32.
        let firstLine = Self.spec.components(separatedBy: "\n")[6]
        let heightColumn = firstLine.utf16.count - " } },".utf16.count - "32".utf16.count
        #expect(Self.ranges(opened).first == [6, heightColumn, 6, heightColumn + 2])

        // An incremental change: the second button gets 40pt, still too short.
        let rejectLine = Self.spec.components(separatedBy: "\n")[7]
        let thirty = rejectLine.utf16.count - " } }".utf16.count - "30".utf16.count
        try client.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": uri, "version": 2],
                "contentChanges": [
                    [
                        "range": [
                            "start": ["line": 7, "character": thirty], "end": ["line": 7, "character": thirty + 2],
                        ],
                        "text": "40",
                    ]
                ],
            ])
        var text = Self.spec.replacingOccurrences(of: "\"height\": 30", with: "\"height\": 40")
        let changed = try client.diagnostics(for: uri)
        #expect(changed.last?["message"] as? String == "tap target 'reject' is 200x40pt; make it at least 44pt high")
        #expect(Self.ranges(changed) == (try Self.commandLineRanges(text, in: directory)))

        // The quick fix of the first finding adds a hit area after its frame and keeps the frame.
        let position = ["line": 6, "character": heightColumn]
        let actions =
            try client.request(
                "textDocument/codeAction",
                [
                    "textDocument": ["uri": uri], "range": ["start": position, "end": position],
                    "context": ["diagnostics": [opened[0]]],
                ])["result"] as? [[String: Any]] ?? []
        #expect(
            actions.map { $0["title"] as? String } == [
                "give 'approve' a 200x44pt hit area centred on its frame",
                "Suppress 'tap-target-size' in component 'approve' with a reason (edit the reason)",
            ])
        let fixEdits =
            ((actions.first?["edit"] as? [String: Any])?["changes"] as? [String: Any])?[uri] as? [[String: Any]] ?? []
        #expect(fixEdits.count == 1)
        #expect(
            fixEdits.first?["newText"] as? String
                == #"{ "x": 16, "y": 100, "width": 200, "height": 32 }, "hitArea": { "width": 200, "height": 44 }"#)
        text = Self.apply(fixEdits, to: text)
        try client.notify(
            "textDocument/didChange", ["textDocument": ["uri": uri, "version": 3], "contentChanges": [["text": text]]])
        let fixed = try client.diagnostics(for: uri)
        #expect(
            fixed.map { $0["message"] as? String } == ["tap target 'reject' is 200x40pt; make it at least 44pt high"])

        // The suppression action on the remaining finding silences it.
        let rejectPosition = ["line": 7, "character": thirty + 1]
        let rejectActions =
            try client.request(
                "textDocument/codeAction",
                [
                    "textDocument": ["uri": uri], "range": ["start": rejectPosition, "end": rejectPosition],
                    "context": [:],
                ]
            )["result"] as? [[String: Any]] ?? []
        let suppress = rejectActions.first { ($0["title"] as? String)?.hasPrefix("Suppress") == true }
        let suppressEdits =
            ((suppress?["edit"] as? [String: Any])?["changes"] as? [String: Any])?[uri] as? [[String: Any]] ?? []
        text = Self.apply(suppressEdits, to: text)
        #expect(text.contains("\"suppressions\": [{ \"rule\": \"tap-target-size\", \"reason\": "))
        try client.notify(
            "textDocument/didChange", ["textDocument": ["uri": uri, "version": 4], "contentChanges": [["text": text]]])
        #expect(try client.diagnostics(for: uri).isEmpty)

        // Hover on a key: the schema's account; on a finding: the rule and its guideline.
        let keyHover = try client.request(
            "textDocument/hover", ["textDocument": ["uri": uri], "position": ["line": 2, "character": 5]])
        let keyText = ((keyHover["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String
        #expect(keyText?.contains("**orientations**") == true)
        #expect(keyText?.contains("\"landscapeLeft\"") == true)
        try client.notify(
            "textDocument/didChange",
            ["textDocument": ["uri": uri, "version": 5], "contentChanges": [["text": Self.spec]]])
        _ = try client.diagnostics(for: uri)
        let findingHover = try client.request(
            "textDocument/hover", ["textDocument": ["uri": uri], "position": position])
        let findingText =
            ((findingHover["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String
        #expect(findingText?.contains("**Tap target size** (`tap-target-size`, error)") == true)
        #expect(findingText?.contains("Guideline: Apple Human Interface Guidelines") == true)

        // Completion of an enumerated value and of keys, in a document that does not parse yet.
        let typing = "{ \"screen\": \"S\", \"layouts\": [ { \"when\": { \"width\": \"\n"
        try client.notify(
            "textDocument/didChange",
            ["textDocument": ["uri": uri, "version": 6], "contentChanges": [["text": typing]]])
        let values = try client.request(
            "textDocument/completion", ["textDocument": ["uri": uri], "position": ["line": 0, "character": 54]])
        let valueLabels = ((values["result"] as? [String: Any])?["items"] as? [[String: Any]])?.compactMap {
            $0["label"] as? String
        }
        #expect(valueLabels == ["compact", "regular"])
        let keys = try client.request(
            "textDocument/completion", ["textDocument": ["uri": uri], "position": ["line": 0, "character": 18]])
        let keyLabels = ((keys["result"] as? [String: Any])?["items"] as? [[String: Any]])?.compactMap {
            $0["label"] as? String
        }
        #expect(keyLabels?.contains("orientations") == true)
        #expect(keyLabels?.contains("screen") == false)

        let shutdown = try client.request("shutdown", [:])
        #expect(shutdown.keys.contains("result") && shutdown["error"] == nil)
        try client.notify("exit", [:])
        #expect(client.closeAndWait() == 0)
    }
}

extension LanguageServerTests {
    @Test func configurationIsHonouredReloadedAndABrokenOneIsADiagnosticOnIt() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".git/HEAD", "ref: refs/heads/main\n")
        let configuration = try directory.write(".adaptlint.json", #"{ "rules": { "tap-target-size": "warning" } }"#)
        let file = try directory.write("approve.json", Self.spec)
        let client = try LSPClient(in: directory.url)
        try Self.initialize(client, root: directory.url)
        try Self.open(client, file.absoluteString, Self.spec)
        #expect(try client.diagnostics(for: file.absoluteString).map { $0["severity"] as? Int } == [2, 2])

        // Turned off, then broken: the broken file is reported on itself, and the spec is linted
        // without it (every rule at its default).
        try directory.write(".adaptlint.json", #"{ "rules": { "tap-target-size": "off" } }"#)
        try client.notify(
            "workspace/didChangeWatchedFiles", ["changes": [["uri": configuration.absoluteString, "type": 2]]])
        #expect(try client.diagnostics(for: file.absoluteString).isEmpty)
        try directory.write(".adaptlint.json", #"{ "rules": { "tap-target-sise": "off" } }"#)
        try client.notify("textDocument/didSave", ["textDocument": ["uri": configuration.absoluteString]])
        #expect(try client.diagnostics(for: file.absoluteString).count == 2)
        let problems = try client.diagnostics(for: configuration.absoluteString)
        #expect(problems.count == 1)
        #expect((problems.first?["message"] as? String)?.contains("tap-target-sise") == true)
        #expect(problems.first?["code"] as? String == "invalid-config")

        // Repaired: the problem is cleared.
        try directory.write(".adaptlint.json", #"{ "rules": { "tap-target-size": "off" } }"#)
        try client.notify(
            "workspace/didChangeWatchedFiles", ["changes": [["uri": configuration.absoluteString, "type": 2]]])
        #expect(try client.diagnostics(for: file.absoluteString).isEmpty)
        #expect(try client.diagnostics(for: configuration.absoluteString).isEmpty)
        _ = try client.request("shutdown", [:])
        try client.notify("exit", [:])
        #expect(client.closeAndWait() == 0)
    }

    @Test func malformedMessagesUnknownMethodsAndAVanishingClientNeverStopTheServer() throws {
        let directory = try TemporaryDirectory()
        let client = try LSPClient(in: directory.url)
        // Before initialize, a request is refused and a notification ignored.
        let early = try client.request("textDocument/hover", [:])
        #expect((early["error"] as? [String: Any])?["code"] as? Int == -32002)
        try Self.initialize(client, root: directory.url)
        client.sendRaw(Array("Content-Length: 5\r\n\r\n{oops".utf8))
        let parseError = try client.waitFor("a parse error") { $0["error"] != nil }
        #expect((parseError["error"] as? [String: Any])?["code"] as? Int == -32700)
        client.sendRaw(Array("X-Header: nothing\r\n\r\n".utf8))
        client.sendRaw(Array("Content-Length: 2\r\n\r\n[]".utf8))
        let invalid = try client.waitFor("an invalid request") { $0["error"] != nil }
        #expect((invalid["error"] as? [String: Any])?["code"] as? Int == -32600)
        try client.notify("workspace/somethingNew", ["x": 1])
        let unknown = try client.request("workspace/somethingNew", [:])
        #expect((unknown["error"] as? [String: Any])?["code"] as? Int == -32601)
        // Documents of any content: binary bytes, deep nesting, not a spec at all.
        let uri = directory.url.appendingPathComponent("odd.json").absoluteString
        try Self.open(client, uri, String(repeating: "[", count: 100_000) + "\u{0}\u{FFFD}")
        let deep = try client.diagnostics(for: uri)
        #expect(deep.map { $0["code"] as? String } == ["invalid-json"])
        let hover = try client.request(
            "textDocument/hover", ["textDocument": ["uri": uri], "position": ["line": 0, "character": 99_999]])
        #expect(hover["error"] == nil)
        // A message larger than the limit is skipped, and the server keeps answering.
        client.sendRaw(Array("Content-Length: 999999999999\r\n\r\n".utf8) + [UInt8](repeating: 0x20, count: 1000))
        // The client disappears without shutdown: the server ends with 1, promptly.
        #expect(client.closeAndWait() == 1)
        #expect(client.standardError.contains("skipped a message of 999999999999 bytes"))
    }
}

extension LanguageServerTests {
    /// The named spec's text in the editor, not on disk, is what the app description is checked
    /// against, and the app's diagnostics follow every change of it.
    @Test func anAppDescriptionIsRecheckedWhenASpecItNamesChanges() throws {
        let directory = try TemporaryDirectory()
        let specText = try String(
            contentsOf: Repository.samples.appendingPathComponent("clean/reports.json"), encoding: .utf8)
        let spec = try directory.write("reports.json", specText)
        let appText = """
            { "app": "Sales", "screens": [
              { "id": "reports", "spec": "reports.json", "role": "list", "splitView": { "columns": 2 } } ] }
            """
        let app = try directory.write("app.json", appText)
        let client = try LSPClient(in: directory.url)
        try Self.initialize(client, root: directory.url)
        try Self.open(client, app.absoluteString, appText)
        let fromDisk = try client.diagnostics(for: app.absoluteString)
        #expect(fromDisk.map { $0["code"] as? String } == ["split-view-matches-spec"])

        // The spec opened with a text that is no valid spec: the app rule no longer sees 3 columns.
        try Self.open(client, spec.absoluteString, "{}")
        let specDiagnostics = try client.diagnostics(for: spec.absoluteString)
        #expect(specDiagnostics.first?["code"] as? String == "invalid-spec")
        #expect(try client.diagnostics(for: app.absoluteString).isEmpty)

        // Typed back: the finding returns, and again when the spec is closed (read from disk).
        try client.notify(
            "textDocument/didChange",
            ["textDocument": ["uri": spec.absoluteString, "version": 2], "contentChanges": [["text": specText]]])
        #expect(try client.diagnostics(for: app.absoluteString).count == 1)
        try client.notify("textDocument/didClose", ["textDocument": ["uri": spec.absoluteString]])
        #expect(try client.diagnostics(for: app.absoluteString).count == 1)
        _ = try client.request("shutdown", [:])
        try client.notify("exit", [:])
        #expect(client.closeAndWait() == 0)
    }
}

extension LanguageServerTests {
    @Test func aBrokenConfigurationOpenedAloneIsReportedOnItself() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".git/HEAD", "ref: refs/heads/main\n")
        let text = #"{ "failOn": "sometimes" }"#
        let configuration = try directory.write(".adaptlint.json", text)
        let client = try LSPClient(in: directory.url)
        try Self.initialize(client, root: directory.url)
        try Self.open(client, configuration.absoluteString, text)
        let problems = try client.diagnostics(for: configuration.absoluteString)
        #expect(problems.count == 1)
        #expect((problems.first?["message"] as? String)?.contains("sometimes") == true)
        let range = problems.first?["range"] as? [String: Any]
        #expect((range?["start"] as? [String: Int]) == ["line": 0, "character": 12], "the quote of the value")
        _ = try client.request("shutdown", [:])
        try client.notify("exit", [:])
        #expect(client.closeAndWait() == 0)
    }
}

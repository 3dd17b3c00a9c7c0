import AdaptLintCore
import Foundation

extension LanguageServer {
    /// The answer to `initialize`: the capabilities, after taking the workspace root as the folder that
    /// configuration files and relative paths are found from (as the working directory is on the command
    /// line; the process's working directory is left as it is).
    func initialize(_ params: LSPValue) -> LSPValue {
        initialized = true
        let root = params["rootUri"]?.stringValue.flatMap(DocumentURI.path(of:)) ?? params["rootPath"]?.stringValue
        var isFolder: ObjCBool = false
        if let root, FileManager.default.fileExists(atPath: root, isDirectory: &isFolder), isFolder.boolValue {
            environment.workspaceRoot = LexicalPath.normalize(root)
        }
        if let base = params["initializationOptions"]?["ruleDocumentationURL"]?.stringValue, !base.isEmpty {
            ruleDocumentationBase = Self.documentationBase(base)
        }
        let watchedFiles = params["capabilities"]?["workspace"]?["didChangeWatchedFiles"]
        watchesFiles = watchedFiles?["dynamicRegistration"]?.boolValue == true
        return [
            "capabilities": [
                "positionEncoding": "utf-16",
                "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]],
                "hoverProvider": true,
                "completionProvider": ["triggerCharacters": ["\"", ":"], "resolveProvider": false],
                "codeActionProvider": ["codeActionKinds": ["quickfix"]],
            ],
            "serverInfo": ["name": "adaptlint", "version": .string(AdaptLint.version)],
        ]
    }

    /// Asks the client to report changes of configuration files and property lists, when it
    /// declared that it can be asked (`workspace.didChangeWatchedFiles.dynamicRegistration`). A
    /// client that cannot is never sent the request; the server then reads configuration files
    /// and property lists again whenever a document is opened or saved (``didOpen(_:)``,
    /// ``didSave(_:)``), so a change made outside the editor shows at the next open or save.
    func registerWatchers() {
        guard watchesFiles else { return }
        defer { nextRequestID += 1 }
        channel.send([
            "jsonrpc": "2.0", "id": .string("adaptlint-\(nextRequestID)"), "method": "client/registerCapability",
            "params": [
                "registrations": [
                    [
                        "id": "adaptlint-configuration", "method": "workspace/didChangeWatchedFiles",
                        "registerOptions": [
                            "watchers": [
                                ["globPattern": .string("**/\(ConfigurationFile.fileName)")],
                                ["globPattern": "**/*.plist"],
                            ]
                        ],
                    ]
                ]
            ],
        ])
    }

    func didOpen(_ params: LSPValue) {
        guard let item = params["textDocument"], let uri = item["uri"]?.stringValue,
            let text = item["text"]?.stringValue
        else { return }
        let document = OpenDocument(uri: uri, version: item["version"]?.intValue ?? 0, text: Array(text.utf8))
        documents[uri] = document
        // An opened property list is read again from disk: it may have changed unwatched. Without
        // file watching, so is every configuration file, at any open.
        if document.isConfiguration || document.isPropertyList || !watchesFiles { configurationChanged() }
    }

    func didChange(_ params: LSPValue) {
        guard let uri = params["textDocument"]?["uri"]?.stringValue, var document = documents[uri],
            let changes = params["contentChanges"]?.arrayValue
        else { return }
        for change in changes where !document.apply(change) {
            log("adaptlint lsp: ignored a malformed change of \(uri)\n")
        }
        if let version = params["textDocument"]?["version"]?.intValue { document.version = version }
        document.isDirty = true
        documents[uri] = document
    }

    func didClose(_ params: LSPValue) {
        guard let uri = params["textDocument"]?["uri"]?.stringValue, let document = documents.removeValue(forKey: uri)
        else { return }
        if !document.isConfiguration {
            notify("textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": []])
        }
        // App descriptions that name this spec now read it from disk again.
        markAppDescriptionsDirty()
    }

    /// A saved configuration file or property list is read again; without file watching, any save
    /// reads every one again (the fallback for changes made outside the editor).
    func didSave(_ params: LSPValue) {
        guard let uri = params["textDocument"]?["uri"]?.stringValue else { return }
        let path = DocumentURI.path(of: uri)
        let isSettings = path.map {
            LexicalPath.lastComponent(of: $0) == ConfigurationFile.fileName || $0.hasSuffix(".plist")
        }
        guard isSettings == true || !watchesFiles else { return }
        configurationChanged()
    }

    /// A rule documentation base as given, ending in `/` so that `<rule-id>.md` is a page in it.
    static func documentationBase(_ base: String) -> String {
        base.hasSuffix("/") ? base : base + "/"
    }

    /// Reads configuration files and property lists again and relints every open document.
    func configurationChanged() {
        environment.reload()
        for uri in documents.keys { documents[uri]?.isDirty = true }
    }

    func markAppDescriptionsDirty() {
        for uri in documents.keys where documents[uri]?.isConfiguration == false {
            if documents[uri]?.isAppDescription == true { documents[uri]?.isDirty = true }
        }
    }
}

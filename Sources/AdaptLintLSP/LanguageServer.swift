import AdaptLintCore
import Foundation

/// `adaptlint lsp`: a Language Server Protocol server over a ``MessageChannel``.
///
/// One thread reads a message, handles it and answers, in order. Diagnostics are published when
/// no further message is waiting (a burst of edits is linted once, for its last text) and before
/// any request that reads them. Nothing a client sends (malformed frames or JSON, unknown methods,
/// documents of any content) stops the server; the end of its input does.
public final class LanguageServer {
    /// JSON-RPC error codes the server answers with.
    enum ErrorCode: Int {
        case parseError = -32700
        case invalidRequest = -32600
        case methodNotFound = -32601
        case invalidParams = -32602
        case serverNotInitialized = -32002
    }

    let channel: MessageChannel
    let environment: LintEnvironment
    let log: (String) -> Void
    var documents: [String: OpenDocument] = [:]
    var initialized = false
    var shutdownRequested = false
    /// Where rule pages are linked from: `codeDescription.href` is this plus `<rule-id>.md`.
    var ruleDocumentationBase: String
    /// What was last published for each configuration file with problems, by URI.
    var publishedConfigurationProblems: [String: LSPValue] = [:]
    /// The id of the next request the server sends to the client.
    var nextRequestID = 1
    /// Whether the client can be asked to report file changes (dynamic registration of
    /// `workspace/didChangeWatchedFiles`), from `initialize`.
    var watchesFiles = false

    /// Creates a server.
    ///
    /// - Parameters:
    ///   - channel: Where messages come from and go to.
    ///   - environment: The configuration machinery that picks each file's linter.
    ///   - ruleDocumentationBase: The URL prefix of rule pages.
    ///   - log: Where the server writes notes for humans (standard error).
    public init(
        channel: MessageChannel, environment: LintEnvironment, ruleDocumentationBase: String,
        log: @escaping (String) -> Void
    ) {
        self.channel = channel
        self.environment = environment
        self.ruleDocumentationBase = Self.documentationBase(ruleDocumentationBase)
        self.log = log
    }

    /// Serves until `exit` or the end of input.
    ///
    /// - Returns: The exit code: 0 after `shutdown` then `exit` (or the end of input after
    ///   `shutdown`), 1 otherwise, as the protocol asks.
    public func run() -> Int32 {
        while true {
            if !channel.hasPendingInput { publishDirtyDocuments() }
            switch channel.next() {
            case .endOfInput:
                return shutdownRequested ? 0 : 1
            case .malformedHeader:
                log("adaptlint lsp: skipped a message without a valid Content-Length header\n")
            case .oversized(let length):
                log(
                    "adaptlint lsp: skipped a message of \(length) bytes (the limit is \(MessageChannel.maximumMessageBytes))\n"
                )
            case .message(let body):
                if let code = handle(body) { return code }
            }
        }
    }

    /// Handles one message body; returns an exit code when the message was `exit`.
    func handle(_ body: [UInt8]) -> Int32? {
        let message: LSPValue
        do {
            message = try LSPValue.parse(body)
        } catch {
            respondError(id: .null, .parseError, "the message is not valid JSON: \(error.message)")
            return nil
        }
        guard case .object = message, let method = message["method"]?.stringValue else {
            // A response to a request of ours (registerCapability) needs nothing; anything else is invalid.
            if message["id"] != nil, message["result"] != nil || message["error"] != nil { return nil }
            respondError(id: message["id"] ?? .null, .invalidRequest, "a request needs a 'method' string")
            return nil
        }
        let id = message["id"]
        let params = message["params"] ?? .null
        if method == "exit" { return shutdownRequested ? 0 : 1 }
        guard initialized || method == "initialize" else {
            if let id { respondError(id: id, .serverNotInitialized, "the server is not initialized yet") }
            return nil
        }
        if let id {
            handleRequest(method, id: id, params: params)
        } else {
            handleNotification(method, params: params)
        }
        return nil
    }

    private func handleRequest(_ method: String, id: LSPValue, params: LSPValue) {
        switch method {
        case "initialize": respond(id: id, initialize(params))
        case "shutdown":
            shutdownRequested = true
            respond(id: id, .null)
        case "textDocument/codeAction": respond(id: id, codeActions(params))
        case "textDocument/hover": respond(id: id, hover(params))
        case "textDocument/completion": respond(id: id, completion(params))
        default: respondError(id: id, .methodNotFound, "unknown method '\(method)'")
        }
    }

    private func handleNotification(_ method: String, params: LSPValue) {
        switch method {
        case "initialized": registerWatchers()
        case "textDocument/didOpen": didOpen(params)
        case "textDocument/didChange": didChange(params)
        case "textDocument/didClose": didClose(params)
        case "textDocument/didSave": didSave(params)
        case "workspace/didChangeWatchedFiles": configurationChanged()
        default: break  // $/cancelRequest, $/setTrace and unknown notifications are ignored
        }
    }

    func respond(id: LSPValue, _ result: LSPValue) {
        channel.send(["jsonrpc": "2.0", "id": id, "result": result])
    }

    func respondError(id: LSPValue, _ code: ErrorCode, _ message: String) {
        channel.send(["jsonrpc": "2.0", "id": id, "error": ["code": .int(code.rawValue), "message": .string(message)]])
    }

    func notify(_ method: String, _ params: LSPValue) {
        channel.send(["jsonrpc": "2.0", "method": .string(method), "params": params])
    }
}

import AdaptLintCore
import Foundation

/// A document the editor has open: its text as the editor has it (not the file on disk), and the
/// diagnostics of its last lint.
struct OpenDocument {
    let uri: String
    /// The absolute file path of a `file:` URI; nil for other schemes (unsaved buffers).
    let path: String?
    var version: Int
    var text: [UInt8] {
        didSet {
            positionsCache = nil
            appDescriptionCache = nil
        }
    }
    /// The diagnostics published for the current text.
    var diagnostics: [Diagnostic] = []
    /// The text changed since the last lint.
    var isDirty = true
    private var positionsCache: TextPositions?
    /// ``isAppDescription`` of the current text, once asked.
    private var appDescriptionCache: Bool?

    init(uri: String, version: Int, text: [UInt8]) {
        self.uri = uri
        self.path = DocumentURI.path(of: uri)
        self.version = version
        self.text = text
    }

    /// Byte offsets and LSP positions of the current text (built once per text).
    var positions: TextPositions {
        mutating get {
            if let positionsCache { return positionsCache }
            let built = TextPositions(text)
            positionsCache = built
            return built
        }
    }

    /// Whether the document is adaptlint's configuration file rather than a spec.
    var isConfiguration: Bool { path.map { LexicalPath.lastComponent(of: $0) == ConfigurationFile.fileName } ?? false }

    /// Whether the document is a property list (`Info.plist`...), whose facts reach the specs beside it.
    var isPropertyList: Bool { path?.hasSuffix(".plist") ?? false }

    /// Whether the document is an app description (a root key `app`); scanned once per text.
    var isAppDescription: Bool {
        mutating get {
            if let appDescriptionCache { return appDescriptionCache }
            let found = CursorContext.rootKeys(in: text).contains("app")
            appDescriptionCache = found
            return found
        }
    }

    /// The path the linter reports and reads configuration for: the file's, or for a document that is
    /// not a file, its name in the workspace's root folder.
    func lintPath(root: String) -> String { path ?? root + "/" + DocumentURI.name(of: uri) }

    /// Applies one entry of `didChange`'s `contentChanges`: a range and its new text, or the whole text.
    ///
    /// - Returns: false when the change is malformed (nothing is changed then).
    mutating func apply(_ change: LSPValue) -> Bool {
        guard let newText = change["text"]?.stringValue else { return false }
        guard let range = change["range"] else {
            text = Array(newText.utf8)
            return true
        }
        guard let start = LSPPosition(range["start"]), let end = LSPPosition(range["end"]), start <= end else {
            return false
        }
        let positions = self.positions
        let lower = positions.offset(of: start)
        let upper = max(lower, positions.offset(of: end))
        text.replaceSubrange(lower..<upper, with: Array(newText.utf8))
        return true
    }
}

/// `file:` URIs and paths.
enum DocumentURI {
    /// The path of a `file:` URI, percent-decoded and normalized; nil for other schemes.
    static func path(of uri: String) -> String? {
        guard uri.hasPrefix("file://") else { return nil }
        var rest = String(uri.dropFirst("file://".count))
        // file://host/path: only an empty host or localhost is a local file.
        if rest.hasPrefix("localhost/") { rest = String(rest.dropFirst("localhost".count)) }
        guard rest.hasPrefix("/"), let decoded = rest.removingPercentEncoding else { return nil }
        return LexicalPath.normalize(decoded)
    }

    /// The `file:` URI of an absolute path.
    static func uri(of path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#[]@!$&'()*+,;=")
        return "file://" + (path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path)
    }

    /// A file name for a document that is not a file (its URI without the scheme, or `untitled.json`).
    static func name(of uri: String) -> String {
        let last = uri.split(separator: "/").last.map(String.init) ?? ""
        return last.isEmpty ? "untitled.json" : last.replacingOccurrences(of: ":", with: "_")
    }
}

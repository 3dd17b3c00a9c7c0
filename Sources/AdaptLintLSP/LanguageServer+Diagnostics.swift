import AdaptLintCore
import Foundation

extension LanguageServer {
    /// Lints every document whose text changed since its last lint and publishes its diagnostics;
    /// when a screen spec changed, the open app descriptions (which may name it) are linted too.
    ///
    /// - Complexity: O(size of the changed documents), plus what their rules cost.
    func publishDirtyDocuments() {
        var dirty = documents.values.filter(\.isDirty).map(\.uri).sorted()
        guard !dirty.isEmpty else { return }
        if dirty.contains(where: { isScreenSpec($0) }) {
            markAppDescriptionsDirty()
            dirty = documents.values.filter(\.isDirty).map(\.uri).sorted()
        }
        // Specs first, then app descriptions, which read the specs' current text.
        let (apps, specs) = dirty.reduce(into: ([String](), [String]())) { parts, uri in
            if documents[uri]?.isAppDescription ?? false { parts.0.append(uri) } else { parts.1.append(uri) }
        }
        for uri in specs + apps { lintAndPublish(uri) }
        publishConfigurationProblems()
    }

    /// Whether the open document at `uri` is a screen spec (not an app description or configuration).
    func isScreenSpec(_ uri: String) -> Bool {
        guard documents[uri]?.isConfiguration == false else { return false }
        return documents[uri]?.isAppDescription == false
    }

    /// Lints one open document from its text in the editor and publishes the result.
    func lintAndPublish(_ uri: String) {
        guard var document = documents[uri] else { return }
        document.isDirty = false
        guard !document.isConfiguration else {
            // Asking for a linter in its folder reads the file, so its problems are published
            // even when no spec under it is open.
            if let path = document.path { _ = environment.linter(forFile: LexicalPath.directory(of: path) + "/_.json") }
            documents[uri] = document
            return
        }
        if var linter = environment.linter(forFile: document.lintPath(root: environment.workspaceRoot)) {
            readOpenDocuments(into: &linter)
            // The Info.plist on disk that applies to the file; an unsaved buffer has none, as standard input.
            let app = document.path.flatMap { environment.appFacts(forFile: $0) }
            document.diagnostics = environment.lint(
                document.text, path: document.lintPath(root: environment.workspaceRoot), with: linter, app: app)
        } else {
            document.diagnostics = []
        }
        let published = document.diagnostics.map { lspDiagnostic($0, in: &document) }
        documents[uri] = document
        notify(
            "textDocument/publishDiagnostics",
            ["uri": .string(uri), "version": .int(document.version), "diagnostics": .array(published)])
    }

    /// Lets an app description's rules read the specs it names from the editor's text when they
    /// are open, and from disk otherwise.
    private func readOpenDocuments(into linter: inout Linter) {
        var open: [String: [UInt8]] = [:]
        for document in documents.values {
            if let path = document.path, !document.isConfiguration { open[path] = document.text }
        }
        guard !open.isEmpty else { return }
        let disk = linter.readFile
        let exists = linter.fileExists
        let snapshot = open
        let directory = environment.workspaceRoot
        let absolute: @Sendable (String) -> String = { path in
            LexicalPath.normalize(path.hasPrefix("/") ? path : directory + "/" + path)
        }
        linter.readFile = { path, maximumBytes in
            if let bytes = snapshot[absolute(path)] { return bytes.count <= maximumBytes ? bytes : nil }
            return disk?(path, maximumBytes)
        }
        if let exists {
            linter.fileExists = { path in snapshot[absolute(path)] != nil || exists(path) }
        }
    }

    /// An LSP diagnostic for one of `document`'s diagnostics.
    func lspDiagnostic(_ diagnostic: Diagnostic, in document: inout OpenDocument) -> LSPValue {
        var value: [String: LSPValue] = [
            "range": range(diagnostic.location.byteRange, in: &document),
            "severity": .int(Self.severity(diagnostic.severity)),
            "code": .string(diagnostic.ruleID),
            "codeDescription": ["href": .string(ruleDocumentationBase + diagnostic.ruleID + ".md")],
            "source": "adaptlint",
            "message": .string(diagnostic.message),
        ]
        if !diagnostic.related.isEmpty {
            value["relatedInformation"] = .array(
                diagnostic.related.map { related in
                    let location = related.location
                    let uri = DocumentURI.uri(of: absolutePath(location.path))
                    // In another file (a spec an app description names) the columns are the
                    // command line's code points, the same as UTF-16 units outside the astral planes.
                    let range: LSPValue =
                        uri == document.uri
                        ? self.range(location.byteRange, in: &document)
                        : [
                            "start": LSPPosition(line: location.start.line - 1, character: location.start.column - 1)
                                .json,
                            "end": LSPPosition(line: location.end.line - 1, character: location.end.column - 1).json,
                        ]
                    return ["location": ["uri": .string(uri), "range": range], "message": .string(related.message)]
                })
        }
        return .object(value)
    }

    /// The LSP range of a byte range of `document`'s text.
    func range(_ bytes: Range<Int>, in document: inout OpenDocument) -> LSPValue {
        let positions = document.positions
        return [
            "start": positions.position(of: bytes.lowerBound).json,
            "end": positions.position(of: bytes.upperBound).json,
        ]
    }

    /// LSP's DiagnosticSeverity: 1 error, 2 warning, 3 information.
    static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
    }

    func absolutePath(_ path: String) -> String {
        LexicalPath.normalize(path.hasPrefix("/") ? path : environment.workspaceRoot + "/" + path)
    }

    /// Publishes the problems of configuration files as their diagnostics, and clears those of
    /// files that no longer have any. A broken configuration file is left out of linting (the
    /// other layers still apply), as the problem shows on it.
    func publishConfigurationProblems() {
        var byURI: [String: [LSPValue]] = [:]
        for (path, problem) in environment.configurationProblems {
            let start = LSPPosition(line: max((problem.line ?? 1) - 1, 0), character: max((problem.column ?? 1) - 1, 0))
            let end = LSPPosition(line: start.line, character: start.character + (problem.line == nil ? 0 : 1))
            byURI[DocumentURI.uri(of: absolutePath(path)), default: []].append([
                "range": ["start": start.json, "end": end.json], "severity": 1, "code": .string(problem.kind),
                "source": "adaptlint", "message": .string(problem.message),
            ])
        }
        let previous = publishedConfigurationProblems
        for uri in Set(previous.keys).union(byURI.keys).sorted() {
            let diagnostics = LSPValue.array(byURI[uri] ?? [])
            guard previous[uri] != diagnostics else { continue }
            notify("textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": diagnostics])
            publishedConfigurationProblems[uri] = (byURI[uri] ?? []).isEmpty ? nil : diagnostics
        }
    }
}

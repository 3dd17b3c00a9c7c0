import AdaptLintCore

/// GitHub Actions workflow commands: one `::error`, `::warning` or `::notice` line per finding,
/// which GitHub shows as an annotation on the file and line in the pull request.
///
/// Values are escaped as the Actions runner expects: `%`, `\r` and `\n` everywhere, and also
/// `:` and `,` inside properties. Paths are relative to the working directory (the repository
/// root in a workflow). Suppressed and baselined findings are left out, like in the text report.
public struct GitHubReporter: Reporter {
    public static let name = "github"

    public init() {}

    public func render(_ report: LintReport, context: ReportContext) -> String {
        var out = ""
        write(report, context: context) { out += String(decoding: $0, as: UTF8.self) }
        return out
    }

    /// Streams ``render(_:context:)``'s lines in pieces of about ``TextReporter/chunkBytes``, each
    /// ending at the end of a line, instead of building the whole report.
    public func write(_ report: LintReport, context: ReportContext, to sink: (ArraySlice<UInt8>) -> Void) {
        var out = ""
        func flush(ifAbove bytes: Int) { TextReporter.hand(&out, to: sink, ifAbove: bytes) }
        for file in report.files {
            let path = Self.relative(file.path, to: context.workingDirectory)
            if let error = file.readError {
                out += "::error file=\(Self.property(path)),title=io-error::\(Self.data("\(file.path): \(error)"))\n"
            }
            for diagnostic in file.diagnostics {
                out += command(diagnostic, path: path)
                flush(ifAbove: TextReporter.chunkBytes)
            }
        }
        flush(ifAbove: 0)
    }

    private func command(_ diagnostic: Diagnostic, path: String) -> String {
        let location = diagnostic.location
        var properties = "file=\(Self.property(path)),line=\(location.start.line),col=\(location.start.column)"
        properties += ",endLine=\(location.end.line),endColumn=\(location.end.column)"
        properties += ",title=\(Self.property(diagnostic.ruleID))"
        var message = diagnostic.message
        for related in diagnostic.related {
            let place = related.location
            message += "\n\(place.path):\(place.start.line):\(place.start.column): note: \(related.message)"
        }
        return "::\(Self.level(diagnostic.severity)) \(properties)::\(Self.data(message))\n"
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }

    /// Escapes a command's message: `%` and line breaks as the runner decodes them, and every
    /// other control character (C0, C1, DEL, ESC) as `\u{XX}`, as the text format writes it, so
    /// none reaches the log raw.
    public static func data(_ text: String) -> String {
        var out = ""
        for character in text.unicodeScalars {
            switch character {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default:
                if Printable.isControl(character) {
                    out += Printable.escape(String(character))
                } else {
                    out.unicodeScalars.append(character)
                }
            }
        }
        return out
    }

    /// Escapes a property value: also `:` and `,`, which separate properties.
    public static func property(_ text: String) -> String {
        var out = ""
        for character in data(text).unicodeScalars {
            switch character {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }

    /// `path` relative to `directory` when it is an absolute path inside it.
    static func relative(_ path: String, to directory: String) -> String {
        guard path.hasPrefix("/") else { return path }
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }
}

import AdaptLintCore

/// `path:line:col: severity: message [rule-id]`, the form GCC, Clang and Xcode read, each
/// followed by the spec line with a caret under the spot and any related locations as notes.
public struct TextReporter: Reporter {
    public static let name = "text"

    public init() {}

    public func render(_ report: LintReport, context: ReportContext) -> String {
        var out = ""
        let style = Style(enabled: context.colors)
        for file in report.files {
            if let error = file.readError {
                out += style.bold("\(file.path): ") + style.severity(.error) + style.bold(" \(error) [io-error]") + "\n"
            }
            for diagnostic in file.diagnostics {
                out += line(diagnostic, style: style)
            }
        }
        return out
    }

    private func line(_ diagnostic: Diagnostic, style: Style) -> String {
        let location = diagnostic.location
        var out = style.bold("\(location.path):\(location.start.line):\(location.start.column): ")
        out += style.severity(diagnostic.severity)
        out += style.bold(" \(diagnostic.message) [\(diagnostic.ruleID)]") + "\n"
        out += excerpt(location, style: style)
        for related in diagnostic.related {
            let place = related.location
            out += style.bold("\(place.path):\(place.start.line):\(place.start.column): ")
            out += style.note("note:") + " \(related.message)\n"
            out += excerpt(place, style: style)
        }
        return out
    }

    /// The start line, then a caret under the start column (tabs kept so the caret lines up).
    private func excerpt(_ location: Location, style: Style) -> String {
        guard !location.lineText.isEmpty else { return "" }
        let text = location.lineText
        var padding = ""
        for (offset, scalar) in text.unicodeScalars.enumerated() {
            guard offset < location.start.column - 1 else { break }
            padding.append(scalar == "\t" ? "\t" : " ")
        }
        var underline = "^"
        if location.start.line == location.end.line {
            let width = location.end.column - location.start.column
            if width > 1 { underline += String(repeating: "~", count: min(width - 1, 60)) }
        }
        return "    " + text + "\n" + "    " + padding + style.caret(underline) + "\n"
    }
}

/// ANSI styling, or none.
struct Style {
    let enabled: Bool

    private func wrap(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    func bold(_ text: String) -> String { wrap(text, "1") }
    func note(_ text: String) -> String { wrap(text, "1;36") }
    func caret(_ text: String) -> String { wrap(text, "1;32") }

    func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: wrap("error:", "1;31")
        case .warning: wrap("warning:", "1;35")
        case .note: wrap("note:", "1;36")
        }
    }
}

import AdaptLintCore

/// `path:line:col: severity: message [rule-id]`, the form GCC, Clang and Xcode read, each
/// followed by the spec line with a caret under the spot and any related locations as notes.
///
/// A file that could not be read gets `path: error: reason [io-error]`. Control characters
/// from the input (in paths, messages or excerpts) are shown escaped, so a hostile spec cannot
/// send terminal escape sequences; long lines (minified specs) are cut to a window around the
/// column. Colours are used only when ``ReportContext/colors`` is set.
public struct TextReporter: Reporter {
    public static let name = "text"

    /// The widest excerpt shown, in characters; longer lines are cut around the column.
    static let excerptWidth = 100
    /// How many characters an excerpt keeps before the column when it cuts a long line.
    static let excerptLead = 40

    public init() {}

    /// Renders the report.
    ///
    /// - Parameters:
    ///   - report: What the run found.
    ///   - context: Whether to colour the output.
    /// - Returns: One block per finding, in report order, then (when ``ReportContext/fixHint``
    ///   is set) a line saying how many of them `--fix` can fix, if any; empty for a clean run.
    /// - Complexity: O(n) in the number of diagnostics times the excerpt width.
    public func render(_ report: LintReport, context: ReportContext) -> String {
        var out = ""
        write(report, context: context) { out += String(decoding: $0, as: UTF8.self) }
        return out
    }

    /// The most bytes of report held before they are handed on: a report of many findings is
    /// written in pieces of about this size instead of being built whole.
    static let chunkBytes = 1 << 16

    /// Hands `text` to `sink` and empties it once it holds more than `bytes` bytes: the text and
    /// github reports are handed on in pieces this way, never built whole.
    static func hand(_ text: inout String, to sink: (ArraySlice<UInt8>) -> Void, ifAbove bytes: Int) {
        guard text.utf8.count > bytes else { return }
        sink(Array(text.utf8)[...])
        text = ""
    }

    /// Streams ``render(_:context:)``'s text in pieces of about ``chunkBytes``, each ending at the
    /// end of a finding's block.
    ///
    /// - Complexity: O(n) in the number of diagnostics times the excerpt width; holds one piece.
    public func write(_ report: LintReport, context: ReportContext, to sink: (ArraySlice<UInt8>) -> Void) {
        var out = ""
        func flush(ifAbove bytes: Int) { TextReporter.hand(&out, to: sink, ifAbove: bytes) }
        let style = Style(enabled: context.colors)
        var fixable = 0
        for file in report.files {
            if let error = file.readError {
                out += style.bold("\(Self.printablePath(file.path)): ") + style.severity(.error)
                out += style.bold(" \(Self.printable(error)) [io-error]") + "\n"
            }
            for diagnostic in file.diagnostics {
                out += block(diagnostic, style: style)
                flush(ifAbove: Self.chunkBytes)
            }
            fixable += Self.fixableCount(file.diagnostics)
        }
        if context.fixHint, let hint = Self.fixHint(fixable) { out += hint }
        flush(ifAbove: 0)
    }

    /// How many of one file's findings `--fix` resolves: each finding with a fix of its own, and
    /// each finding whose value a fix of the same rule replaces. A rule gives one fix for findings
    /// that must change together (every idiom condition of a screen, rewritten as one scheme), and
    /// that fix resolves each of them.
    /// - Complexity: O(n) in the findings and their fixes.
    static func fixableCount(_ diagnostics: [Diagnostic]) -> Int {
        struct Edit: Hashable {
            var rule: String
            var range: Range<Int>
        }
        var edits = Set<Edit>()
        for diagnostic in diagnostics {
            for fix in diagnostic.fixes { edits.insert(Edit(rule: diagnostic.ruleID, range: fix.byteRange)) }
        }
        guard !edits.isEmpty else { return 0 }
        var count = 0
        for diagnostic in diagnostics
        where !diagnostic.fixes.isEmpty
            || edits.contains(Edit(rule: diagnostic.ruleID, range: diagnostic.location.byteRange))
        {
            count += 1
        }
        return count
    }

    /// "2 findings can be fixed with --fix", as ESLint ends its report with the problems its
    /// `--fix` option can fix; nil when none can.
    static func fixHint(_ fixable: Int) -> String? {
        guard fixable > 0 else { return nil }
        return fixable == 1
            ? "1 finding can be fixed with --fix\n" : "\(fixable) findings can be fixed with --fix\n"
    }

    private func block(_ diagnostic: Diagnostic, style: Style) -> String {
        var out = style.bold(Self.place(diagnostic.location) + ": ")
        out += style.severity(diagnostic.severity)
        out += style.bold(" \(Self.printable(diagnostic.message)) [\(diagnostic.ruleID)]") + "\n"
        out += excerpt(diagnostic.location, style: style)
        for related in diagnostic.related {
            out += style.bold(Self.place(related.location) + ": ")
            out += style.note("note:") + " \(Self.printable(related.message))\n"
            out += excerpt(related.location, style: style)
        }
        return out
    }

    static func place(_ location: Location) -> String {
        "\(printablePath(location.path)):\(location.start.line):\(location.start.column)"
    }

    /// The start line (cut to a window when long), then a caret under the start column and `~`
    /// under the rest of a value that ends on the same line. Tabs are kept so the caret lines up.
    ///
    /// - Complexity: O(n) in the length of the line.
    private func excerpt(_ location: Location, style: Style) -> String {
        let lineText = location.lineText
        let scalars = Array(lineText.unicodeScalars)
        guard !scalars.isEmpty else { return "" }
        let column = min(max(location.start.column - 1, 0), scalars.count)
        var lower = 0
        var upper = scalars.count
        var cutText = false
        if scalars.count > Self.excerptWidth {
            lower = max(0, min(column - Self.excerptLead, scalars.count - Self.excerptWidth))
            // Only indentation is cut: start at the text, without an ellipsis in the indentation.
            let indentation = scalars.prefix { $0 == " " || $0 == "\t" }.count
            if lower > 0, lower <= indentation {
                lower = min(indentation, column)
            } else if lower > 0 {
                cutText = true
            }
            upper = min(scalars.count, lower + Self.excerptWidth)
        }
        // The shown text cut from the line in one piece unless it holds a control character, and
        // the padding as one run of spaces when it holds no tab: a report builds these per finding.
        let shown = scalars[lower..<upper]
        var text = cutText ? "…" : ""
        if shown.contains(where: { Self.isControl($0) && $0 != "\t" }) {
            for scalar in shown {
                text.unicodeScalars.append(Self.isControl(scalar) && scalar != "\t" ? "\u{FFFD}" : scalar)
            }
        } else {
            let line = lineText.unicodeScalars
            let first = line.index(line.startIndex, offsetBy: lower)
            text += String(line[first..<line.index(first, offsetBy: shown.count)])
        }
        let before = scalars[lower..<min(upper, max(lower, column))]
        var padding = cutText ? " " : ""
        if before.contains("\t") {
            for scalar in before { padding.append(scalar == "\t" ? "\t" : " ") }
        } else {
            padding += String(repeating: " ", count: before.count)
        }
        if upper < scalars.count { text += "…" }
        var underline = "^"
        if location.start.line == location.end.line {
            let width = min(location.end.column - 1, upper) - column
            if width > 1 { underline += String(repeating: "~", count: min(width - 1, 60)) }
        }
        return "    " + text + "\n" + "    " + padding + style.caret(underline) + "\n"
    }

    /// C0 and C1 control characters and DEL (``Printable/isControl(_:)``).
    static func isControl(_ scalar: Unicode.Scalar) -> Bool { Printable.isControl(scalar) }

    /// The text with every control character written as `\u{XX}` (``Printable/escape(_:)``).
    static func printable(_ text: String) -> String { Printable.escape(text) }

    /// A path that starts a line: escaped, and written `./::name` when it starts with `:`, so
    /// a file named `::error::x.json` cannot start a workflow command in a CI log.
    static func printablePath(_ path: String) -> String {
        path.hasPrefix(":") ? "./" + printable(path) : printable(path)
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

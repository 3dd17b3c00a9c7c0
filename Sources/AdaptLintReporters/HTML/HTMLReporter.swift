import AdaptLintCore

/// One self-contained HTML page: a summary, then every screen with an SVG wireframe per layout
/// and its findings drawn in place, linked both ways with the list of findings.
///
/// The page loads nothing from the network: the style sheet and a small script are inline.
/// Every string from a spec, a path or a message is escaped, and the bytes depend only on the
/// report (no dates, no unordered iteration). The markup is also well-formed XML, so tests
/// and tools can parse it strictly. Layouts are drawn only for files whose spec the
/// linter retained (``Linter/retainSpecs``); other files are listed with their findings.
public struct HTMLReporter: Reporter {
    public static let name = "html"

    public init() {}

    /// Renders the page.
    ///
    /// - Parameters:
    ///   - report: The lint report, ideally with specs retained.
    ///   - context: Unused: the page needs no working directory and has no ANSI colours.
    /// - Returns: The HTML document.
    /// - Complexity: O(files + components + diagnostics × rules).
    public func render(_ report: LintReport, context: ReportContext) -> String {
        let entries = ScreenEntry.entries(for: report)
        var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n"
        out += "<meta name=\"generator\" content=\"adaptlint \(AdaptLint.version)\"/>\n"
        out += "<title>adaptlint report: \(HTMLText.escape(report.summaryLine))</title>\n"
        out += "<style>/*<![CDATA[*/\n\(HTMLAssets.style)\n/*]]>*/</style>\n</head>\n<body>\n"
        out += "<header id=\"top\">\n<h1>adaptlint report</h1>\n"
        out += "<p class=\"muted\">adaptlint \(AdaptLint.version) · \(HTMLText.plural(report.files.count, "file")) · "
        out += "Apple Human Interface Guidelines and SAP Fiori for iOS adaptive design</p>\n</header>\n<main>\n"
        out += HTMLSummary(report: report, entries: entries).render()
        out += HTMLLegend.render()
        for entry in entries { out += HTMLScreenSection(entry: entry).render() }
        out += "</main>\n<script>//<![CDATA[\n\(HTMLAssets.script)\n//]]></script>\n</body>\n</html>\n"
        return out
    }
}

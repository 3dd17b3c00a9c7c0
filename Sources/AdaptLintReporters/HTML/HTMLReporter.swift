import AdaptLintCore

/// One self-contained HTML page: a summary, then every screen with an SVG wireframe per layout
/// and its findings drawn in place, linked both ways with the list of findings.
///
/// The page loads nothing from the network: the style sheet and a small script are inline.
/// Every string from a spec, a path or a message is escaped, and the bytes depend only on the
/// report (no dates, no unordered iteration). The markup is also well-formed XML, so tests
/// and tools can parse it strictly. Layouts are drawn only for files whose spec (or, for a
/// storyboard or xib, whose screens: ``FileResult/screens``) the linter retained
/// (``Linter/retainSpecs``); other files are listed with their findings.
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
        var bytes: [UInt8] = []
        write(report, context: context) { bytes += $0 }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Streams the page: the summary, then one screen's section at a time, each built (its
    /// findings numbered and placed) only when it is written, so a run over many files never
    /// holds the whole page.
    ///
    /// - Complexity: as ``render(_:context:)``; memory O(largest section + the summary's
    ///   rule table + a chunk).
    public func write(_ report: LintReport, context: ReportContext, to sink: (ArraySlice<UInt8>) -> Void) {
        ChunkedOutput.write(to: sink) { out in
            var head = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n"
            head += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n"
            head += "<meta name=\"generator\" content=\"adaptlint \(AdaptLint.version)\"/>\n"
            head += "<title>adaptlint report: \(HTMLText.escape(report.summaryLine))</title>\n"
            head += "<style>/*<![CDATA[*/\n\(HTMLAssets.style)\n/*]]>*/</style>\n</head>\n<body>\n"
            head += "<header id=\"top\">\n<h1>adaptlint report</h1>\n"
            head +=
                "<p class=\"muted\">adaptlint \(AdaptLint.version) · \(HTMLText.plural(report.files.count, "file")) · "
            head += "Apple Human Interface Guidelines and SAP Fiori for iOS adaptive design</p>\n</header>\n<main>\n"
            out.append(head)
            HTMLSummary(report: report).write(into: &out)
            out.append(HTMLLegend.render())
            var numbered = 0
            for (index, file) in report.files.enumerated() {
                let entry = ScreenEntry(index: index, file: file, numberedBefore: numbered)
                numbered += file.diagnostics.count
                out.append(HTMLScreenSection(entry: entry).render())
            }
            out.append("</main>\n<script>//<![CDATA[\n\(HTMLAssets.script)\n//]]></script>\n</body>\n</html>\n")
        }
    }
}

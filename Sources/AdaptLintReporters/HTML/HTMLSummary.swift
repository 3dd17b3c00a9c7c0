import AdaptLintCore

/// The top of the report: totals by severity, a table of findings by rule and severity, the
/// screens with most findings, links to every screen, and the legend of the drawings.
struct HTMLSummary {
    /// How many screens "most findings" lists.
    static let topScreens = 5

    let report: LintReport

    /// Appends the summary's HTML to `output`: its list of every screen a line at a time.
    ///
    /// - Complexity: O(files + diagnostics × rules).
    func write(into output: inout ChunkedOutput) {
        var out = "<section class=\"summary\" aria-labelledby=\"summary-h\">\n<h2 id=\"summary-h\">Summary</h2>\n"
        out += "<p>\(HTMLText.escape(report.summaryLine)).</p>\n<ul class=\"totals\">"
        let counts = report.counts
        for severity in [Severity.error, .warning, .note] {
            let count = counts[severity] ?? 0
            out +=
                "<li class=\"sev-\(severity.rawValue)\"><strong>\(count)</strong>\(count == 1 ? severity.rawValue : severity.rawValue + "s")</li>"
        }
        out += "</ul>\n"
        out += "<div class=\"filters\" id=\"filters\" hidden=\"hidden\">Show: "
        for severity in [Severity.error, .warning, .note] {
            out +=
                "<button type=\"button\" aria-pressed=\"true\" data-severity=\"\(severity.rawValue)\">\(severity.rawValue)s</button> "
        }
        out += "</div>\n<div class=\"summary-grid\">\n<div>\n" + ruleTable() + "</div>\n<div>\n" + topList()
        output.append(out)
        writeScreenList(into: &output)
        output.append("</div>\n</div>\n</section>\n")
    }

    /// Rows for every rule that ran, then any other rule id found, each with counts per severity.
    ///
    /// Counted file by file, without a flat copy of every diagnostic.
    private func ruleTable() -> String {
        var perRule: [String: [Severity: Int]] = [:]
        for file in report.files {
            for diagnostic in file.diagnostics {
                perRule[diagnostic.ruleID, default: [:]][diagnostic.severity, default: 0] += 1
            }
        }
        var ids = report.rules.map(\.identifier)
        ids += Set(perRule.keys).subtracting(ids).sorted()
        var out = "<table>\n<caption>Findings by rule and severity</caption>\n"
        out += "<thead><tr><th scope=\"col\">Rule</th><th scope=\"col\">Errors</th><th scope=\"col\">Warnings</th>"
        out += "<th scope=\"col\">Notes</th><th scope=\"col\">Total</th></tr></thead>\n<tbody>\n"
        for id in ids {
            let counts = perRule[id] ?? [:]
            out += "<tr><th scope=\"row\"><code>\(HTMLText.escape(id))</code></th>"
            for severity in [Severity.error, .warning, .note] { out += cell(counts[severity] ?? 0) }
            out += cell(counts.values.reduce(0, +)) + "</tr>\n"
        }
        return out + "</tbody>\n</table>\n"
    }

    private func cell(_ count: Int) -> String {
        count == 0 ? "<td class=\"zero\">0</td>" : "<td>\(count)</td>"
    }

    private func topList() -> String {
        let files = report.files
        let ranked = files.indices.filter { !files[$0].diagnostics.isEmpty }
            .sorted {
                let (left, right) = (files[$0].diagnostics.count, files[$1].diagnostics.count)
                return left != right ? left > right : $0 < $1
            }
            .prefix(Self.topScreens)
        guard !ranked.isEmpty else { return "<p>No screen has findings.</p>\n" }
        var out = "<h3>Screens with most findings</h3>\n<ol>\n"
        for index in ranked {
            out += "<li>\(link(index)) — \(HTMLText.plural(files[index].diagnostics.count, "finding"))</li>\n"
        }
        return out + "</ol>\n"
    }

    private func writeScreenList(into output: inout ChunkedOutput) {
        output.append("<h3>All screens</h3>\n<ul class=\"screens\">\n")
        for (index, file) in report.files.enumerated() {
            let status = file.readError != nil ? "unreadable" : HTMLText.plural(file.diagnostics.count, "finding")
            let named = file.spec != nil || file.appName != nil
            let path = !named ? "" : " <code class=\"path\">\(HTMLText.escape(file.path))</code>"
            output.append("<li>\(link(index))\(path) — \(status)</li>\n")
        }
        output.append("</ul>\n")
    }

    /// A link to the section of the file at `index`.
    private func link(_ index: Int) -> String {
        let title = ScreenEntry.title(of: report.files[index])
        return "<a href=\"#\(ScreenEntry.sectionID(index))\">\(HTMLText.escape(title))</a>"
    }
}

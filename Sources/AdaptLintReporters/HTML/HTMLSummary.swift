import AdaptLintCore

/// The top of the report: totals by severity, a table of findings by rule and severity, the
/// screens with most findings, links to every screen, and the legend of the drawings.
struct HTMLSummary {
    /// How many screens "most findings" lists.
    static let topScreens = 5

    let report: LintReport
    let entries: [ScreenEntry]

    /// The summary's HTML.
    ///
    /// - Complexity: O(files + diagnostics × rules).
    func render() -> String {
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
        out +=
            "</div>\n<div class=\"summary-grid\">\n<div>\n" + ruleTable() + "</div>\n<div>\n" + topList() + screenList()
        return out + "</div>\n</div>\n</section>\n"
    }

    /// Rows for every rule that ran, then any other rule id found, each with counts per severity.
    private func ruleTable() -> String {
        var ids = report.rules.map(\.identifier)
        let extra = Set(report.diagnostics.map(\.ruleID)).subtracting(ids).sorted()
        ids += extra
        var out = "<table>\n<caption>Findings by rule and severity</caption>\n"
        out += "<thead><tr><th scope=\"col\">Rule</th><th scope=\"col\">Errors</th><th scope=\"col\">Warnings</th>"
        out += "<th scope=\"col\">Notes</th><th scope=\"col\">Total</th></tr></thead>\n<tbody>\n"
        let diagnostics = report.diagnostics
        for id in ids {
            let matching = diagnostics.filter { $0.ruleID == id }
            out += "<tr><th scope=\"row\"><code>\(HTMLText.escape(id))</code></th>"
            for severity in [Severity.error, .warning, .note] {
                out += cell(matching.filter { $0.severity == severity }.count)
            }
            out += cell(matching.count) + "</tr>\n"
        }
        return out + "</tbody>\n</table>\n"
    }

    private func cell(_ count: Int) -> String {
        count == 0 ? "<td class=\"zero\">0</td>" : "<td>\(count)</td>"
    }

    private func topList() -> String {
        let ranked = entries.filter { !$0.findings.isEmpty }
            .sorted {
                $0.findings.count != $1.findings.count ? $0.findings.count > $1.findings.count : $0.index < $1.index
            }
            .prefix(Self.topScreens)
        guard !ranked.isEmpty else { return "<p>No screen has findings.</p>\n" }
        var out = "<h3>Screens with most findings</h3>\n<ol>\n"
        for entry in ranked {
            out += "<li>\(link(entry)) — \(HTMLText.plural(entry.findings.count, "finding"))</li>\n"
        }
        return out + "</ol>\n"
    }

    private func screenList() -> String {
        var out = "<h3>All screens</h3>\n<ul class=\"screens\">\n"
        for entry in entries {
            let status = entry.file.readError != nil ? "unreadable" : HTMLText.plural(entry.findings.count, "finding")
            let named = entry.file.spec != nil || entry.file.appName != nil
            let path = !named ? "" : " <code class=\"path\">\(HTMLText.escape(entry.file.path))</code>"
            out += "<li>\(link(entry))\(path) — \(status)</li>\n"
        }
        return out + "</ul>\n"
    }

    private func link(_ entry: ScreenEntry) -> String {
        "<a href=\"#\(entry.sectionID)\">\(HTMLText.escape(entry.title))</a>"
    }
}

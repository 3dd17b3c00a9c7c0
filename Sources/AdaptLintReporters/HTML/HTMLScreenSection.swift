import AdaptLintCore

/// One `<section>` per file: its title and counts, the orientation strip, one wireframe per
/// layout, and the list of its findings with links to and from the drawings.
struct HTMLScreenSection {
    let entry: ScreenEntry

    /// The section's HTML.
    ///
    /// - Complexity: O(components + findings) over the file's layouts.
    func render() -> String {
        let file = entry.file
        let id = entry.sectionID
        var out = "<section class=\"screen\" id=\"\(id)\" aria-labelledby=\"\(id)-h\">\n"
        out += "<h2 id=\"\(id)-h\">\(HTMLText.escape(entry.title))</h2>\n"
        out += "<p class=\"meta\"><code class=\"path\">\(HTMLText.escape(file.path))</code> · \(countsText)"
        out += " · <a href=\"#top\">back to the summary</a></p>\n"
        if let error = file.readError {
            out += "<p class=\"not-drawn\">Not drawn: the file could not be read (\(HTMLText.escape(error))).</p>\n"
        } else if let spec = file.spec {
            out += drawings(spec)
        } else if file.appName != nil {
            out +=
                "<p class=\"not-drawn\">An app description: it has no layouts to draw; its findings are listed below.</p>\n"
        } else {
            out += "<p class=\"not-drawn\">\(HTMLText.escape(Self.notDrawn(file)))</p>\n"
        }
        out += findingList()
        return out + "</section>\n"
    }

    /// Why a file with no spec to draw is not drawn, in words true of that file.
    static func notDrawn(_ file: FileResult) -> String {
        let rules = Set(file.diagnostics.map(\.ruleID))
        let path = file.path
        if path.hasSuffix(".storyboard") || path.hasSuffix(".xib") {
            if rules.contains("invalid-xml") {
                return "Not drawn: the document is not well-formed XML; the findings below say where."
            }
            if rules.contains("unsupported-input") {
                return "Not drawn: adaptlint does not read this kind of document; the note below says why."
            }
            return
                "Not drawn: this report draws screen specs, and an Interface Builder document holds one screen per scene; its findings are listed below at their elements. The specs that 'adaptlint import' writes from it are drawn."
        }
        if path.hasSuffix(".plist") || path.hasSuffix(".pbxproj") {
            if rules.contains("invalid-plist") {
                return
                    "Not drawn: the file could not be read as a property list or project; the findings below say why."
            }
            return
                "Not drawn: a property list or project file holds settings, not a screen; its findings are listed below."
        }
        if rules.contains("invalid-json") || rules.contains("invalid-spec") {
            return "Not drawn: the file is not a valid screen spec; the findings below say why."
        }
        return "Not drawn: the file holds no screen spec to draw."
    }

    private var countsText: String {
        let findings = entry.findings.map(\.diagnostic.severity)
        let parts = [Severity.error, .warning, .note].map { severity in
            HTMLText.plural(findings.filter { $0 == severity }.count, severity.rawValue)
        }
        return parts.joined(separator: ", ")
    }

    private func drawings(_ spec: ScreenSpec) -> String {
        var out = ""
        let screenFindings = entry.findings.filter { $0.place == .screen }
        let strip = OrientationStripSVG(screenIndex: entry.index, spec: spec, findings: screenFindings)
        out += "<div class=\"orientation-strip\">\n" + strip.render() + "</div>\n"
        out += "<div class=\"layouts\">\n"
        for layout in spec.layouts {
            let findings = entry.findings.filter { finding in
                switch finding.place {
                case .layout(let index), .component(let index, _): index == layout.index
                default: false
                }
            }
            let svg = WireframeSVG(
                screenIndex: entry.index, wireframe: Wireframe(layout: layout), findings: findings, spec: spec,
                path: entry.file.path)
            out += svg.render()
        }
        return out + "</div>\n"
    }

    private func findingList() -> String {
        guard !entry.findings.isEmpty else { return "<p class=\"clean\">No findings.</p>\n" }
        var out = "<h3>Findings</h3>\n<ol class=\"findings\">\n"
        for finding in entry.findings { out += item(finding) }
        return out + "</ol>\n"
    }

    private func item(_ finding: NumberedFinding) -> String {
        let diagnostic = finding.diagnostic
        let severity = diagnostic.severity.rawValue
        let location = diagnostic.location
        var out = "<li class=\"finding sev-\(severity)\" id=\"\(finding.listID)\" data-severity=\"\(severity)\">"
        out +=
            "<span class=\"number\">#\(finding.number)</span> <span class=\"badge sev-\(severity)\">\(severity)</span>"
        out += " <code class=\"rule\">\(HTMLText.escape(diagnostic.ruleID))</code> "
        out += "<span class=\"message\">\(HTMLText.escape(diagnostic.message))</span>\n"
        out +=
            "<div class=\"where\"><code>\(HTMLText.escape("\(location.path):\(location.start.line):\(location.start.column)"))</code>"
        if !location.pointer.isEmpty { out += " <code class=\"pointer\">\(HTMLText.escape(location.pointer))</code>" }
        if finding.place != .notDrawn {
            out += " <a class=\"show\" href=\"#\(finding.markerID)\">show in the drawing</a>"
        }
        out += "</div>"
        if !diagnostic.related.isEmpty {
            out += "<ul class=\"related\">"
            for related in diagnostic.related { out += relatedItem(related) }
            out += "</ul>"
        }
        return out + "</li>\n"
    }

    private func relatedItem(_ related: RelatedLocation) -> String {
        let location = related.location
        var out =
            "<li><code>\(HTMLText.escape("\(location.path):\(location.start.line):\(location.start.column)"))</code> "
        out += HTMLText.escape(related.message)
        if location.path == entry.file.path {
            switch FindingPlace.locate(location.pointer, in: entry.file.spec) {
            case .component(let layout, let path):
                let id = WireframeSVG.componentID(screen: entry.index, layout: layout, path: path)
                out += " <a href=\"#\(id)\">show</a>"
            case .layout(let layout):
                out += " <a href=\"#l-\(entry.index)-\(layout)\">show</a>"
            default: break
            }
        }
        return out + "</li>"
    }
}

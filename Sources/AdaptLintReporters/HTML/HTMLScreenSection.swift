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
        } else if let map = entry.screenMap {
            out += screenDrawings(map)
        } else if file.appName != nil {
            out +=
                "<p class=\"not-drawn\">An app description: it has no layouts to draw; its findings are listed below.</p>\n"
        } else {
            let settings = Self.holdsNoScreen(file)
            out += "<p class=\"not-drawn\(settings ? " quiet" : "")\">\(HTMLText.escape(Self.notDrawn(file)))</p>\n"
        }
        out += findingList()
        return out + "</section>\n"
    }

    /// Why a file with no spec to draw is not drawn, in words true of that file.
    static func notDrawn(_ file: FileResult) -> String {
        let rules = Set(file.diagnostics.map(\.ruleID))
        let path = file.path
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if path.hasSuffix(".storyboard") || path.hasSuffix(".xib") {
            if rules.contains("invalid-xml") {
                return "Not drawn: the document is not well-formed XML; the findings below say where."
            }
            if rules.contains("unsupported-input") {
                return "Not drawn: adaptlint does not read this kind of document; the note below says why."
            }
            return "Not drawn: the document holds no scene or top-level view to draw."
        }
        if name == "project.pbxproj" {
            if rules.contains("invalid-plist") {
                return "Not drawn: the file could not be read as an Xcode project; the findings below say why."
            }
            return "An Xcode project file holds targets and build settings, not a screen: nothing to draw."
        }
        if path.hasSuffix(".plist") {
            if rules.contains("invalid-plist") {
                return "Not drawn: the file could not be read as a property list; the findings below say why."
            }
            return name.hasSuffix("Info.plist")
                ? "An Info.plist holds app settings, not a screen: nothing to draw."
                : "A property list holds settings, not a screen: nothing to draw."
        }
        if rules.contains("invalid-json") || rules.contains("invalid-spec") {
            return "Not drawn: the file is not a valid screen spec; the findings below say why."
        }
        return "Not drawn: the file holds no screen spec to draw."
    }

    /// Whether the file was read and is of a kind that never holds a screen (a property list or
    /// project file): its sentence is not a problem, and is not styled as one.
    static func holdsNoScreen(_ file: FileResult) -> Bool {
        let path = file.path
        return (path.hasSuffix(".plist") || path.hasSuffix("/project.pbxproj") || path == "project.pbxproj")
            && !file.diagnostics.contains { $0.ruleID == "invalid-plist" }
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

    /// The screens of a file that holds several (a storyboard's scenes, a xib's root views): for
    /// each drawn one, its name, what its frames stand for and one wireframe per layout; then a line
    /// naming the screens past ``ScreenMap``'s bounds.
    ///
    /// - Complexity: O(drawn components + findings × drawn screens).
    private func screenDrawings(_ map: ScreenMap) -> String {
        let screens = entry.file.screens
        var out = ""
        for (scene, screen) in screens.prefix(map.drawnCount).enumerated() {
            let key = WireframeSVG.key(screen: entry.index, scene: scene)
            let findings = entry.findings.filter { $0.scene == scene && $0.place != .notDrawn }
            var flagged: [String: Severity] = [:]
            for finding in findings {
                guard case .component(let layout, let path) = finding.place,
                    let component = screen.spec.layouts[layout].component(at: path)
                else { continue }
                let id = component.id.value
                flagged[id] = max(flagged[id] ?? .note, finding.diagnostic.severity)
            }
            out += "<section class=\"drawn-screen\" id=\"d-\(key)\" aria-labelledby=\"d-\(key)-h\">\n"
            out += "<h3 id=\"d-\(key)-h\">\(HTMLText.escape(screen.spec.screen.value))</h3>\n"
            out += "<p class=\"design-note\">\(HTMLText.escape(screen.note))</p>\n<div class=\"layouts\">\n"
            for layout in screen.spec.layouts {
                let here = findings.filter { finding in
                    switch finding.place {
                    case .layout(let index), .component(let index, _): index == layout.index
                    default: false
                    }
                }
                let svg = WireframeSVG(
                    screenIndex: entry.index, wireframe: Wireframe(layout: layout), findings: here, spec: screen.spec,
                    path: entry.file.path, scene: scene, flaggedIDs: flagged)
                out += svg.render()
            }
            out += "</div>\n</section>\n"
        }
        if map.drawnCount < screens.count {
            out +=
                "<p class=\"not-drawn quiet\">\(HTMLText.escape(Self.undrawnLine(screens, drawn: map.drawnCount)))</p>\n"
        }
        return out
    }

    /// Screens listed by name in the line about the screens that are not drawn, at most.
    static let maximumUndrawnNames = 20

    /// "Not drawn: 3 more screens ('A', 'B', 'C'); the report draws at most 50 screens and 10,000
    /// components of one document. Their findings are listed below."
    static func undrawnLine(_ screens: [DrawableScreen], drawn: Int) -> String {
        let rest = screens.dropFirst(drawn)
        var names = rest.prefix(maximumUndrawnNames).map { "'\($0.spec.screen.value)'" }.joined(separator: ", ")
        if rest.count > maximumUndrawnNames { names += " and \(rest.count - maximumUndrawnNames) more" }
        let more =
            drawn == 0
            ? "the document's \(HTMLText.plural(rest.count, "screen"))" : HTMLText.plural(rest.count, "more screen")
        return
            "Not drawn: \(more) (\(names)); the report draws at most \(ScreenMap.maximumScreens) screens and \(HTMLText.grouped(ScreenMap.maximumComponents)) components (counted in every layout) of one document. Their findings are listed below."
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
            let pointer = location.pointer
            var key = WireframeSVG.key(screen: entry.index, scene: nil)
            var place = FindingPlace.locate(pointer, in: entry.file.spec)
            if let map = entry.screenMap {
                let found = map.place(pointer)
                key = WireframeSVG.key(screen: entry.index, scene: found.scene)
                place = found.place
            }
            switch place {
            case .component(let layout, let path):
                out += " <a href=\"#\(WireframeSVG.componentID(screen: key, layout: layout, path: path))\">show</a>"
            case .layout(let layout):
                out += " <a href=\"#l-\(key)-\(layout)\">show</a>"
            default: break
            }
        }
        return out + "</li>"
    }
}

import AdaptLintCore

/// Findings drawn where they are: the tap target a control needs, a carousel's unreachable
/// cards, idiom flags, the band of layout-level findings (such as missing information), and
/// the numbered markers that link each drawing to its entry in the findings list.
extension WireframeSVG {
    /// Apple's minimum comfortable tap target, in points, drawn around undersized targets.
    static let minimumTapTarget = 44.0
    /// Swipes a carousel's cards must be reachable within (guideline 001's figure).
    static let carouselSwipes = 4.0
    /// At most this many cards are drawn in a carousel's reach strip.
    static let maximumDrawnCards = 120

    /// The overlays of every finding, by rule id; findings of other rules get a marker only.
    func overlays() -> String {
        var out = ""
        for finding in findings {
            switch finding.place {
            case .component(_, let path):
                guard let item = wireframe.placed(at: path) else { continue }
                switch finding.diagnostic.ruleID {
                case "tap-target-size": out += neededTarget(item)
                case "carousel-reach": out += reachStrip(item)
                case "no-idiom-layout": out += idiomTag(item)
                default: break
                }
            case .layout where finding.diagnostic.ruleID == "no-idiom-layout":
                out += idiomBanner()
            default: break
            }
        }
        return out
    }

    /// The tap target (its `hitArea` centred on the component, else its box) and, dashed, the
    /// smallest box of at least 44×44pt around it.
    func neededTarget(_ item: PlacedComponent) -> String {
        let n = HTMLText.number
        var out = "<g class=\"tap-target\">"
        var target = item.rect
        if let hit = item.component.hitArea {
            target = Rect(
                x: item.rect.midX - hit.width.value / 2, y: item.rect.midY - hit.height.value / 2,
                width: hit.width.value, height: hit.height.value)
            out += rect(target, class: "hit-area")
        }
        if item.placement == .unsized { target = Rect(x: item.rect.x, y: item.rect.y, width: 0, height: 0) }
        let minimum = Self.minimumTapTarget
        let needed = Rect(
            x: target.midX - max(target.width, minimum) / 2, y: target.midY - max(target.height, minimum) / 2,
            width: max(target.width, minimum), height: max(target.height, minimum))
        out +=
            "<title>\(HTMLText.escape("tap target \(n(target.width))×\(n(target.height))pt; needs at least \(n(minimum))×\(n(minimum))pt"))</title>"
        out += rect(needed, class: "needed")
        out +=
            "<text class=\"note-text\" x=\"\(n(needed.x))\" y=\"\(n(needed.maxY + 12))\">needs \(n(needed.width))×\(n(needed.height))pt</text>"
        return out + "</g>"
    }

    /// A strip of one small card per carousel item along the carousel's bottom edge: the cards
    /// reachable within 4 swipes (visible × rows × 4) outlined, the rest greyed out.
    func reachStrip(_ item: PlacedComponent) -> String {
        let component = item.component
        guard let items = component.items?.value, let visible = component.visibleItems?.value, items >= 1,
            item.rect.width > 4
        else { return "" }
        let n = HTMLText.number
        func limit(_ value: Double) -> Double { min(max(value, 0), 1_000_000) }
        let total = Int(limit(items).rounded(.up))
        let drawn = min(total, Self.maximumDrawnCards)
        let rows = max(limit(component.rows?.value ?? 1), 1)
        let reachable = Int(limit(limit(visible) * rows * Self.carouselSwipes).rounded(.down))
        let height = min(16, max(item.rect.height * 0.3, 6))
        let strip = Rect(x: item.rect.x + 2, y: item.rect.maxY - height - 2, width: item.rect.width - 4, height: height)
        let cardWidth = strip.width / Double(drawn)
        var out =
            "<g class=\"reach\"><title>\(HTMLText.escape(reachSummary(total: total, reachable: reachable, drawn: drawn)))</title>"
        for index in 0..<drawn {
            let card = Rect(
                x: strip.x + Double(index) * cardWidth + 0.5, y: strip.y, width: max(cardWidth - 1, 0.5),
                height: strip.height)
            out += rect(card, class: index < reachable ? "card reachable" : "card unreachable")
        }
        if reachable < total {
            out +=
                "<text class=\"note-text\" x=\"\(n(strip.x))\" y=\"\(n(strip.y - 3))\">\(HTMLText.escape(reachSummary(total: total, reachable: reachable, drawn: drawn)))</text>"
        }
        return out + "</g>"
    }

    private func reachSummary(total: Int, reachable: Int, drawn: Int) -> String {
        let first =
            "cards \(min(reachable, total) + 1)–\(total) of \(total) out of reach in \(HTMLText.number(Self.carouselSwipes)) swipes"
        let text = reachable < total ? first : "all \(total) cards reachable"
        return drawn < total ? text + " (first \(drawn) drawn)" : text
    }

    /// A small flag naming the idiom a component is chosen by, inside its top-right corner
    /// (left of where its marker goes).
    func idiomTag(_ item: PlacedComponent) -> String {
        let n = HTMLText.number
        let idiom = item.component.when?.idiom?.value.rawValue ?? "?"
        let x = item.rect.maxX - 30 - 124
        let y = item.rect.y + 2
        return "<g class=\"idiom-flag\"><rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"124\" height=\"16\" rx=\"3\"/>"
            + "<text x=\"\(n(x + 4))\" y=\"\(n(y + 12))\">\(HTMLText.escape(HTMLText.truncate("⚑ idiom '\(idiom)'", to: 16)))</text></g>"
    }

    /// A flag just above the canvas for a layout chosen by idiom.
    func idiomBanner() -> String {
        let n = HTMLText.number
        let idiom = layout.when?.idiom?.value.rawValue ?? "?"
        let y = -(Self.bannerHeight + 22)
        return
            "<g class=\"idiom-flag\"><rect x=\"0\" y=\"\(n(y))\" width=\"\(n(wireframe.canvas.width))\" height=\"\(n(Self.bannerHeight))\" rx=\"4\"/>"
            + "<text x=\"8\" y=\"\(n(y + 15))\">⚑ layout chosen by device idiom \(HTMLText.escape("'\(idiom)'")), not by size class</text></g>"
    }

    /// One row per layout-level finding under the canvas, each with its marker and its text
    /// wrapped to the drawing's width.
    func band(top: Double) -> String {
        let rows = layoutFindings
        guard !rows.isEmpty else { return "" }
        let n = HTMLText.number
        let left = wireframe.bounds.x
        var y = top + 12
        var out = "<g class=\"band\">"
        for finding in rows {
            out += Self.marker(finding, x: left + 11, y: y)
            out +=
                "<text class=\"band-text sev-\(finding.diagnostic.severity.rawValue)\" x=\"\(n(left + 28))\" y=\"\(n(y + 4.5))\">"
            let lines = bandLines(finding)
            for (index, line) in lines.enumerated() {
                let dy = index == 0 ? "" : " dy=\"\(n(Self.bandLineHeight))\""
                // A trailing space keeps words apart when the lines are read as one text.
                let text = index == lines.count - 1 ? line : line + " "
                out += "<tspan x=\"\(n(left + 28))\"\(dy)>\(HTMLText.escape(text))</tspan>"
            }
            out += "</text>"
            y += Self.bandRowHeight + Double(lines.count - 1) * Self.bandLineHeight
        }
        return out + "</g>\n"
    }

    /// The row text of a layout-level finding, wrapped to at most 3 lines.
    func bandLines(_ finding: NumberedFinding) -> [String] {
        let width = Int(min(max(wireframe.bounds.width - 32, 0), 10_000) / (Self.bandFontSize * 0.55))
        return HTMLText.wrap(bandText(finding), width: max(width, 12), maxLines: 3)
    }

    /// What a layout-level row says: the missing items for information parity (named from the
    /// related locations), the idiom for idiom findings, else the message.
    func bandText(_ finding: NumberedFinding) -> String {
        let diagnostic = finding.diagnostic
        switch diagnostic.ruleID {
        case "information-parity":
            let shown = diagnostic.related.compactMap { relatedName($0.location) }
            return shown.isEmpty
                ? "missing here: \(diagnostic.message)" : "missing here: " + shown.joined(separator: ", ")
        case "no-idiom-layout":
            return "chosen by device idiom '\(layout.when?.idiom?.value.rawValue ?? "?")'"
        default:
            return diagnostic.message
        }
    }

    /// "'total' (text, layout 2)" for a related location that points at a component.
    func relatedName(_ location: Location) -> String? {
        guard location.path == path else { return nil }
        switch FindingPlace.locate(location.pointer, in: spec) {
        case .component(let index, let componentPath):
            guard let component = spec.layouts[index].component(at: componentPath) else { return nil }
            return "'\(component.id.value)' (\(component.type.value.rawValue), shown in layout \(index + 1))"
        case .layout(let index): return "layout \(index + 1)"
        default: return nil
        }
    }

    /// Numbered markers at the top-right corner of each component with findings.
    func markers() -> String {
        var out = ""
        var perComponent: [[Int]: Int] = [:]
        for finding in findings {
            guard case .component(_, let path) = finding.place, let item = wireframe.placed(at: path) else { continue }
            let slot = perComponent[path, default: 0]
            perComponent[path] = slot + 1
            let x = min(item.rect.maxX, wireframe.bounds.maxX + 4) - 4 - Double(slot) * 24
            let y = max(item.rect.y, wireframe.bounds.y - 4) + 4
            out += Self.marker(finding, x: x, y: y) + "\n"
        }
        return out
    }

    /// A numbered circle linking to the finding's list entry; its `id` is the target of the
    /// entry's "show in the drawing" link.
    static func marker(_ finding: NumberedFinding, x: Double, y: Double) -> String {
        let n = HTMLText.number
        let diagnostic = finding.diagnostic
        let label = HTMLText.escape(
            "Finding \(finding.number), \(diagnostic.severity.rawValue) [\(diagnostic.ruleID)]: \(diagnostic.message)")
        return
            "<a class=\"marker sev-\(diagnostic.severity.rawValue)\" id=\"\(finding.markerID)\" href=\"#\(finding.listID)\" aria-label=\"\(label)\">"
            + "<title>\(label)</title><circle cx=\"\(n(x))\" cy=\"\(n(y))\" r=\"10\"/>"
            + "<text x=\"\(n(x))\" y=\"\(n(y + 4))\">\(finding.number)</text></a>"
    }
}

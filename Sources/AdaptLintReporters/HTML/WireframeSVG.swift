import AdaptLintCore

/// Draws one layout as an SVG wireframe inside a `<figure>`: the representative canvas, the
/// margins, the readable width (regular layouts), every component outlined and labelled, and
/// the findings that point into the layout (see `WireframeSVG+Findings.swift`).
struct WireframeSVG {
    /// CSS pixels per point: compact and regular layouts share one scale, so they compare.
    static let scale = 0.7
    static let labelSize = 14.0
    static let padding = 16.0
    static let bandRowHeight = 26.0
    static let bannerHeight = 22.0
    static let bandLineHeight = 18.0
    static let bandFontSize = 15.0

    let screenIndex: Int
    let wireframe: Wireframe
    /// The findings placed on this layout or on one of its components.
    let findings: [NumberedFinding]
    let spec: ScreenSpec
    /// The file's path, to tell related locations in this file from others.
    let path: String
    /// The screen's position among the drawn screens of a file that holds several; nil for a spec.
    var scene: Int? = nil
    /// The most severe finding on each component id that has one, from every layout of the screen:
    /// a component flagged in one layout is outlined in that colour in the others too (its marker
    /// is drawn once, where the finding is placed).
    var flaggedIDs: [String: Severity] = [:]

    var layout: Layout { wireframe.layout }
    var figureID: String { "l-\(key)-\(layout.index)" }
    /// The part of every `id` in the drawing that names the screen (``key(screen:scene:)``).
    var key: String { Self.key(screen: screenIndex, scene: scene) }

    /// `3` for the spec of the file at index 3 of the report; `3s1` for the second drawn screen of a
    /// file with several.
    static func key(screen: Int, scene: Int?) -> String {
        scene.map { "\(screen)s\($0)" } ?? String(screen)
    }

    /// The `id` of a drawn component.
    static func componentID(screen: String, layout: Int, path: [Int]) -> String {
        "c-\(screen)-\(layout)-" + path.map(String.init).joined(separator: "-")
    }

    /// Findings on the layout itself, drawn as rows of a band under the canvas.
    var layoutFindings: [NumberedFinding] {
        findings.filter { if case .layout = $0.place { true } else { false } }
    }

    /// Whether the layout itself is flagged for choosing by idiom (a banner above the canvas).
    var hasIdiomBanner: Bool {
        layoutFindings.contains { $0.diagnostic.ruleID == "no-idiom-layout" }
    }

    /// The area the SVG shows: the wireframe's bounds, padding, room above for the readable
    /// width label and an idiom banner, and the band of layout-level findings below.
    var viewBox: Rect {
        let bounds = wireframe.bounds
        let lines = layoutFindings.map { bandLines($0).count }
        let band =
            lines.isEmpty ? 0 : 8 + lines.map { Self.bandRowHeight + Double($0 - 1) * Self.bandLineHeight }.reduce(0, +)
        let above = Self.padding + 8 + (hasIdiomBanner ? Self.bannerHeight + 8 : 0)
        return Rect(
            x: bounds.x - Self.padding, y: bounds.y - above, width: bounds.width + 2 * Self.padding,
            height: bounds.height + Self.padding + above + band)
    }

    /// The `<figure>` with the SVG and its caption.
    ///
    /// - Complexity: O(components + findings).
    func render() -> String {
        let box = viewBox
        let n = HTMLText.number
        var svg = "<figure class=\"layout\" id=\"\(figureID)\" style=\"width: \(n(box.width * Self.scale))px\">\n"
        svg += "<svg class=\"wireframe\" xmlns=\"http://www.w3.org/2000/svg\" role=\"group\""
        svg += " viewBox=\"\(n(box.x)) \(n(box.y)) \(n(box.width)) \(n(box.height))\""
        svg += " width=\"\(n(box.width * Self.scale))\" height=\"\(n(box.height * Self.scale))\""
        svg += " aria-labelledby=\"\(figureID)-t\">\n"
        svg += "<title id=\"\(figureID)-t\">\(HTMLText.escape(accessibleTitle))</title>\n"
        svg += canvas()
        var worst: [[Int]: Severity] = [:]
        for finding in findings {
            guard case .component(_, let path) = finding.place else { continue }
            worst[path] = max(worst[path] ?? .note, finding.diagnostic.severity)
        }
        for item in wireframe.components {
            let flagged = [worst[item.path], flaggedIDs[item.component.id.value]].compactMap { $0 }.max()
            svg += component(item, worst: flagged)
        }
        svg += overlays()
        svg += band(top: wireframe.bounds.maxY + Self.padding)
        svg += markers()
        svg += "</svg>\n<figcaption>\(caption)</figcaption>\n</figure>\n"
        return svg
    }

    /// "Layout 2 (width: regular)".
    var name: String {
        let condition = layout.when?.summary ?? ""
        return "Layout \(layout.index + 1)" + (condition.isEmpty ? " (applies everywhere)" : " (\(condition))")
    }

    private var canvasDescription: String {
        let canvas = wireframe.canvas
        let inferred = wireframe.widthClassInferred ? ", inferred" : ""
        return
            "\(wireframe.widthClass.rawValue) width\(inferred), \(HTMLText.number(canvas.width))×\(HTMLText.number(canvas.height))pt"
    }

    private var accessibleTitle: String {
        let count = wireframe.components.count
        return
            "\(name): wireframe on a \(canvasDescription) canvas with \(HTMLText.plural(count, "component")) and \(HTMLText.plural(findings.count, "finding"))"
    }

    private var caption: String {
        var text =
            "<strong>\(HTMLText.escape(name))</strong> <span class=\"muted\">\(HTMLText.escape(canvasDescription))</span>"
        if !findings.isEmpty {
            let links = findings.map { "<a href=\"#\($0.listID)\">#\($0.number)</a>" }.joined(separator: " ")
            text += " <span class=\"caption-findings\">findings: \(links)</span>"
        }
        return text
    }

    /// The canvas, margins and readable-width guides.
    private func canvas() -> String {
        let n = HTMLText.number
        let canvas = wireframe.canvas
        var out =
            "<rect class=\"canvas\" x=\"0\" y=\"0\" width=\"\(n(canvas.width))\" height=\"\(n(canvas.height))\" rx=\"12\"/>\n"
        if let margins = layout.margins {
            var bands = [
                Rect(x: 0, y: 0, width: margins.leading.value, height: canvas.height),
                Rect(
                    x: canvas.width - margins.trailing.value, y: 0, width: margins.trailing.value, height: canvas.height
                ),
            ]
            if let top = margins.top?.value { bands.append(Rect(x: 0, y: 0, width: canvas.width, height: top)) }
            if let bottom = margins.bottom?.value {
                bands.append(Rect(x: 0, y: canvas.height - bottom, width: canvas.width, height: bottom))
            }
            out +=
                "<g class=\"margins\"><title>margins: leading \(n(margins.leading.value))pt, trailing \(n(margins.trailing.value))pt</title>"
            for band in bands where band.width > 0 && band.height > 0 { out += rect(band, class: "margin") }
            out += "</g>\n"
        }
        if wireframe.widthClass == .regular {
            let left = (canvas.width - Wireframe.readableWidth) / 2
            let right = left + Wireframe.readableWidth
            out += "<g class=\"readable\"><title>readable width: \(n(Wireframe.readableWidth))pt, centred</title>"
            out += "<line x1=\"\(n(left))\" y1=\"0\" x2=\"\(n(left))\" y2=\"\(n(canvas.height))\"/>"
            out += "<line x1=\"\(n(right))\" y1=\"0\" x2=\"\(n(right))\" y2=\"\(n(canvas.height))\"/>"
            out += "<text x=\"\(n(left + 4))\" y=\"-4\">readable width \(n(Wireframe.readableWidth))pt</text></g>\n"
        }
        return out
    }

    /// One component: outline, label and an accessible title.
    ///
    /// - Parameters:
    ///   - item: The placed component.
    ///   - worst: The most severe finding on it, if any: its outline takes that colour.
    private func component(_ item: PlacedComponent, worst: Severity?) -> String {
        let component = item.component
        var classes = ["component", "depth-\(min(item.depth, 3))"]
        if item.placement != .frame { classes.append(item.placement == .stacked ? "stacked" : "unsized") }
        if component.when != nil { classes.append("conditional") }
        if let worst { classes.append("flagged sev-\(worst.rawValue)") }
        let id = Self.componentID(screen: key, layout: layout.index, path: item.path)
        var out = "<g class=\"\(classes.joined(separator: " "))\" id=\"\(id)\">"
        out += "<title>\(HTMLText.escape(describe(item)))</title>"
        out += rect(item.rect, class: "outline")
        out += label(item)
        if component.type.value == .carousel { out += carouselCards(item) }
        return out + "</g>\n"
    }

    private func describe(_ item: PlacedComponent) -> String {
        let component = item.component
        let n = HTMLText.number
        var text = "\(component.type.value.rawValue) '\(component.id.value)', "
        switch item.placement {
        case .frame:
            text += "frame \(n(item.rect.width))×\(n(item.rect.height))pt at (\(n(item.rect.x)), \(n(item.rect.y)))"
        case .stacked: text += "size \(n(item.rect.width))×\(n(item.rect.height))pt, stacked (no frame)"
        case .unsized: text += "no frame or size (placeholder)"
        }
        if let when = component.when { text += "; only where \(when.summary)" }
        return text
    }

    /// "id · type" inside the box's top-left corner, or above a box too small to hold it.
    private func label(_ item: PlacedComponent) -> String {
        let n = HTMLText.number
        let text = "\(item.component.id.value) · \(item.component.type.value.rawValue)"
        let inside =
            item.rect.height >= Self.labelSize + 4 && item.rect.width >= 40 && !wireframe.crowded.contains(item.path)
        let room = inside ? item.rect.width - 8 : max(item.rect.width, 160)
        let limit = Int(min(max(room, 0), 10_000) / (Self.labelSize * 0.58))
        let x = item.rect.x + (inside ? 4 : 0)
        let y = inside ? item.rect.y + Self.labelSize : item.rect.y - 3
        return
            "<text class=\"label\" x=\"\(n(x))\" y=\"\(n(y))\">\(HTMLText.escape(HTMLText.truncate(text, to: max(limit, 3))))</text>"
    }

    /// Thin dividers showing how many cards a carousel shows at once, per row.
    private func carouselCards(_ item: PlacedComponent) -> String {
        guard let visible = item.component.visibleItems?.value, visible > 0 else { return "" }
        let n = HTMLText.number
        let rows = Int(min(max(item.component.rows?.value ?? 1, 1), 8))
        let cardWidth = item.rect.width / visible
        let rowHeight = item.rect.height / Double(rows)
        var out = "<g class=\"cards\">"
        var divider = 1
        while Double(divider) < visible, divider < 64 {
            let x = item.rect.x + Double(divider) * cardWidth
            out += "<line x1=\"\(n(x))\" y1=\"\(n(item.rect.y))\" x2=\"\(n(x))\" y2=\"\(n(item.rect.maxY))\"/>"
            divider += 1
        }
        for row in 1..<rows {
            let y = item.rect.y + Double(row) * rowHeight
            out += "<line x1=\"\(n(item.rect.x))\" y1=\"\(n(y))\" x2=\"\(n(item.rect.maxX))\" y2=\"\(n(y))\"/>"
        }
        return out + "</g>"
    }

    func rect(_ rect: Rect, class name: String, extra: String = "") -> String {
        let n = HTMLText.number
        return
            "<rect class=\"\(name)\" x=\"\(n(rect.x))\" y=\"\(n(rect.y))\" width=\"\(n(max(rect.width, 0)))\" height=\"\(n(max(rect.height, 0)))\"\(extra)/>"
    }
}

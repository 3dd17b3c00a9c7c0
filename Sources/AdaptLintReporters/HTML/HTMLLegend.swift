/// The legend: what the canvas sizes are and what each mark in the drawings means.
enum HTMLLegend {
    /// The legend's HTML (fixed text; nothing from the report): a `<details>` element, closed
    /// on screen and opened by the page script before printing.
    static func render() -> String {
        let compact = HTMLText.number(Wireframe.compactWidth)
        let regular = HTMLText.number(Wireframe.regularWidth)
        let readable = HTMLText.number(Wireframe.readableWidth)
        let minimum = HTMLText.number(WireframeSVG.minimumTapTarget)
        let rows: [(swatch: String, text: String)] = [
            (
                "<rect class=\"canvas\" x=\"1\" y=\"1\" width=\"34\" height=\"19\" rx=\"3\"/>",
                "Each layout is drawn to scale on a representative screen: \(compact)pt wide for compact width, \(regular)pt for regular width (a layout without a width condition is drawn compact unless a frame reaches further). The canvas is 812pt high (768pt in regular width, 375pt for compact height) and grows with taller content. Components with only a size are stacked top to bottom, 8pt apart."
            ),
            (
                "<rect class=\"margin\" x=\"0\" y=\"0\" width=\"10\" height=\"21\"/><rect class=\"margin\" x=\"26\" y=\"0\" width=\"10\" height=\"21\"/>",
                "Shaded bands: the layout's margins."
            ),
            (
                "<g class=\"readable\"><line x1=\"8\" y1=\"0\" x2=\"8\" y2=\"21\"/><line x1=\"28\" y1=\"0\" x2=\"28\" y2=\"21\"/></g>",
                "Dashed purple lines in regular layouts: the \(readable)pt readable width (SAP Fiori), centred."
            ),
            (
                "<g class=\"component\"><rect class=\"outline\" x=\"2\" y=\"3\" width=\"32\" height=\"15\"/></g>",
                "A component, labelled with its id and type; dashed when it has no size or its own condition."
            ),
            (
                "<rect class=\"needed\" x=\"3\" y=\"2\" width=\"30\" height=\"17\"/>",
                "Dashed red box: the tap target a control needs, at least \(minimum)×\(minimum)pt."
            ),
            (
                "<rect class=\"card reachable\" x=\"2\" y=\"6\" width=\"10\" height=\"9\"/><rect class=\"card unreachable\" x=\"13\" y=\"6\" width=\"10\" height=\"9\"/><rect class=\"card unreachable\" x=\"24\" y=\"6\" width=\"10\" height=\"9\"/>",
                "A carousel's cards: grey ones cannot be reached within 4 swipes."
            ),
            (
                "<g class=\"idiom-flag\"><rect x=\"1\" y=\"3\" width=\"34\" height=\"15\" rx=\"3\"/></g>",
                "Red flag: a layout or component chosen by device idiom instead of size class."
            ),
            (
                "<g class=\"marker sev-error\"><circle cx=\"18\" cy=\"10.5\" r=\"9\"/><text x=\"18\" y=\"14\">1</text></g>",
                "Numbered marker: a finding; it links to its entry in the list, and the entry links back. Findings about the whole layout (such as information missing in it) are listed under its canvas."
            ),
        ]
        var out = "<details class=\"legend\">\n<summary><h2>How to read the drawings</h2></summary>\n<dl>\n"
        for row in rows {
            out +=
                "<dt><svg viewBox=\"0 0 36 21\" aria-hidden=\"true\">\(row.swatch)</svg></dt><dd>\(HTMLText.escape(row.text))</dd>\n"
        }
        return out + "</dl>\n</details>\n"
    }
}

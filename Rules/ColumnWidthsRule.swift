import AdaptLintCore

/// Reports, in regular width, a list column that stretches or a detail column with a fixed width.
public struct ColumnWidthsRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "column-widths",
        title: "Column widths",
        summary: "In regular width, list columns keep a fixed width and the detail column stretches with the window.",
        rationale: """
            When a split view shows a list beside its detail, the list stays as wide as it is on every iPad and \
            window size, and the detail column takes whatever width remains; a stretching list wastes the \
            extra room of a large iPad, and a fixed detail column leaves a gap or overflows on a small one. \
            adaptlint finds columns as `column-count` does: framed navigation bars and sidebars side by side, \
            outside presentations, from left to right. In every regular-width environment with two or more \
            columns, the last one is the detail column and the others are list columns (a sidebar included). \
            It reads their `resizing`: a list column with `"width": "fill"` and a detail column with \
            `"width": "fixed"` are reported. Columns without `resizing` are left alone, since the spec does \
            not say how they resize.
            """,
        guideline: GuidelineCitation(
            document: "004", source: "SAP Fiori for iOS, Multi-Column Layout",
            section: "Intro",
            paraphrase: """
                Each column's size matters when a layout has several: in a list and detail layout the list \
                column keeps a fixed width while the detail column adapts to the space left, so the layout \
                holds up across size classes.
                """),
        defaultSeverity: .warning,
        triggeringExamples: ColumnWidthsRuleExamples.triggering,
        nonTriggeringExamples: ColumnWidthsRuleExamples.nonTriggering)

    public func check(_ screen: ScreenSpec, context: RuleContext) -> [Finding] {
        // Most screens have no navigation bar or sidebar with a frame: no columns.
        guard ColumnLayout.mayHaveColumns(screen.componentIndex) else { return [] }
        var reported = Set<Int>()
        var findings: [Finding] = []
        // The columns of each distinct component list, worked out once (``ColumnLayout/columnsByList(_:)``).
        let columnsByList = ColumnLayout.columnsByList(screen)
        let lists = screen.componentIndex.realizableListIDs
        for (position, environment) in Environment.realizable.enumerated() where environment.width == .regular {
            let columns = columnsByList[lists[position]]
            guard columns.count >= 2, let detail = columns.last else { continue }
            for list in columns.dropLast() {
                guard let resizing = list.resizing, resizing.width.value == .fill,
                    reported.insert(resizing.width.node).inserted
                else { continue }
                findings.append(
                    Finding(
                        node: resizing.width.node,
                        message:
                            "list column '\(list.id.value)' stretches in regular width beside the detail column '\(detail.id.value)'; give it \"width\": \"fixed\" so that the detail column takes the extra space",
                        related: [RelatedNode(node: detail.id.node, message: "the detail column")]))
            }
            if let resizing = detail.resizing, resizing.width.value == .fixed,
                reported.insert(resizing.width.node).inserted
            {
                let list = columns[columns.count - 2]
                findings.append(
                    Finding(
                        node: resizing.width.node,
                        message:
                            "detail column '\(detail.id.value)' has a fixed width in regular width; let it stretch with \"width\": \"fill\" so that it takes the space beside the list column '\(list.id.value)'",
                        related: [RelatedNode(node: list.id.node, message: "the list column")]))
            }
        }
        return findings
    }
}

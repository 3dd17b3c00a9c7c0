import AdaptLintCore

/// Reports more than one column side by side in compact width, or more than three in regular width.
public struct ColumnCountRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "column-count",
        title: "Column count",
        summary: "Compact width shows one column; regular width shows at most three side by side.",
        rationale: """
            A split view arranges a screen in columns (sidebar, list, detail), and each column carries its own \
            navigation bar. In compact width there is room for one column: the others collapse into a \
            navigation stack and are pushed when needed. Regular width fits two columns, and large screens \
            three; a fourth leaves every column too narrow. adaptlint counts columns as navigation bars and \
            sidebars placed side by side: components with a `frame` whose horizontal extents do not overlap \
            (a 1pt hairline between them is allowed). A navigation bar inside a sidebar belongs to that \
            sidebar's column, and bars inside sheets, popovers and other presentations are not columns. Lists \
            or tables side by side within one column, such as two sections of an object page, are not counted: \
            format version 1 cannot tell them from columns, so they are left alone.
            """,
        guideline: GuidelineCitation(
            document: "004", source: "SAP Fiori for iOS, Multi-Column Layout",
            section: "Intro",
            paraphrase: """
                Layouts use one column in the compact size class and two or three in the regular size class; on \
                narrow widths the columns of a split view collapse into one stack, and each column has a \
                navigation bar of its own.
                """),
        defaultSeverity: .warning,
        triggeringExamples: ColumnCountRuleExamples.triggering,
        nonTriggeringExamples: ColumnCountRuleExamples.nonTriggering)

    /// The most columns each width may show side by side.
    static func maximum(for width: SizeClass) -> Int { width == .compact ? 1 : 3 }

    public func check(_ screen: ScreenSpec, context: RuleContext) -> [Finding] {
        // Most screens have no navigation bar or sidebar with a frame: nothing to lay side by side.
        guard ColumnLayout.mayHaveColumns(screen.componentIndex) else { return [] }
        var reported = Set<Int>()
        var findings: [Finding] = []
        let lists = screen.componentIndex.realizableListIDs
        let columnsByList = ColumnLayout.columnsByList(screen)
        for (position, environment) in Environment.realizable.enumerated() {
            let columns = columnsByList[lists[position]]
            let maximum = Self.maximum(for: environment.width)
            guard columns.count > maximum else { continue }
            let extra = columns[maximum]
            guard reported.insert(extra.node).inserted else { continue }
            let names = columns.map { "'\($0.id.value)'" }.joined(separator: ", ")
            let advice =
                environment.width == .compact
                ? "show one column there and push the others onto its navigation stack"
                : "show at most 3 columns side by side there"
            findings.append(
                Finding(
                    node: extra.id.node,
                    message:
                        "\(environment.width.rawValue) width shows \(columns.count) columns side by side (\(names)); \(advice)",
                    related: [RelatedNode(node: columns[0].id.node, message: "first column")]))
        }
        return findings
    }
}

import AdaptLintCore

/// Reports a split view in an app description whose screen spec shows a different number of columns
/// in regular width.
public struct SplitViewMatchesSpecRule: AppRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "split-view-matches-spec",
        title: "Split views match their screen specs",
        summary:
            "A screen's `splitView.columns` is the number of columns its screen spec shows side by side in regular width.",
        rationale: """
            An app description and the screen specs it names describe one design twice. When the app gives a \
            screen a two-column split view while the screen's spec draws a single column in regular width, or \
            three, one of the two is out of date, and the app rules reason about a layout nobody drew. adaptlint \
            reads the spec of every screen with a `splitView` and counts its columns as `column-count` does: \
            framed navigation bars and sidebars side by side, outside presentations, with a navigation bar inside \
            a sidebar counted as part of its sidebar. It takes the most columns that any regular-width environment \
            shows, since a three-column split view may hide its sidebar in portrait, and reports the split view \
            when that number is not `columns`. Screens without a `splitView` are left to \
            `list-detail-side-by-side`. Specs that draw no framed navigation bar or sidebar in regular width are \
            left alone, as are specs that are missing (`screen-spec-reference` reports them) or invalid (their own \
            lint reports them). Standard input without `--stdin-filename` has no folder to read specs from, so \
            nothing is reported for it.
            """,
        guideline: GuidelineCitation(
            document: "001", source: "SAP Fiori for iOS, Adaptive Apps (with 004, Multi-Column Layout, Intro)",
            section: "Identifying and Merging Related List Detail Screens",
            paraphrase: """
                Regular width joins a list and its detail into a single multi-column screen, the list in one \
                column and the selected item in another; there are two or three such columns, and every column \
                carries its own navigation bar.
                """),
        defaultSeverity: .warning,
        triggeringExamples: SplitViewMatchesSpecRuleExamples.triggering,
        nonTriggeringExamples: SplitViewMatchesSpecRuleExamples.nonTriggering)

    public func check(_ app: AppSpec, context: AppRuleContext) -> [Finding] {
        var findings: [Finding] = []
        for screen in app.screens {
            guard let view = screen.splitView, let referenced = context.spec(screen.spec.value),
                let columns = Self.mostColumns(in: referenced.spec), columns.count != view.columns.value
            else { continue }
            let expected = view.columns.value
            let shown = columns.count == 1 ? "1 column" : "\(columns.count) columns side by side"
            let names = columns.map { "'\($0.id.value)'" }.joined(separator: ", ")
            let layouts = Self.layoutNumbers(of: columns, in: referenced.spec)
            let place =
                layouts.count > 1 ? "layouts " + Self.list(layouts.map(String.init)) : "layout \(layouts.first ?? 0)"
            var advice = "draw \(expected) columns side by side in the spec's regular-width layout"
            if columns.count == 1 {
                advice += #", or remove "splitView" if the screen has one column"#
            } else if columns.count <= 3 {
                advice += #", or set "columns" to \#(columns.count)"#
            }
            findings.append(
                Finding(
                    node: view.columns.node,
                    message: """
                        screen '\(screen.id.value)' has a \(expected)-column split view but its spec \
                        '\(screen.spec.value)' shows \(columns.count < expected ? "at most " : "")\(shown) in \
                        regular width (\(names) in \(place)); \(advice)
                        """,
                    related: [
                        RelatedNode(
                            node: columns[0].id.node,
                            message: columns.count == 1
                                ? "the spec's only column in regular width"
                                : "the first of the spec's \(columns.count) columns in regular width",
                            in: referenced)
                    ]))
        }
        return findings
    }

    /// The columns of the regular-width environment that shows the most side by side (the first such
    /// environment in catalog order), counted as column-count counts them (``ColumnLayout``); nil when no
    /// regular-width environment shows any.
    static func mostColumns(in screen: ScreenSpec) -> [Component]? {
        var most: [Component] = []
        for environment in WidthPairs.environments(width: .regular) {
            let columns = ColumnLayout.sideBySide(ColumnLayout.columnCandidates(screen, in: environment))
            if columns.count > most.count { most = columns }
        }
        return most.isEmpty ? nil : most
    }

    /// The 1-based numbers of the layouts that hold `components`, in order, each once.
    ///
    /// - Complexity: O(components of the spec).
    static func layoutNumbers(of components: [Component], in screen: ScreenSpec) -> [Int] {
        var layoutOf: [Int: Int] = [:]
        func visit(_ list: ComponentList, layout: Int) {
            for component in list {
                layoutOf[component.node] = layout
                visit(component.children, layout: layout)
            }
        }
        for layout in screen.layouts { visit(layout.components, layout: layout.index + 1) }
        var numbers: [Int] = []
        for component in components {
            if let number = layoutOf[component.node], !numbers.contains(number) { numbers.append(number) }
        }
        return numbers
    }

    /// "1", "1 and 2", "1, 2 and 3".
    static func list(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        return items.count == 1 ? last : items.dropLast().joined(separator: ", ") + " and " + last
    }
}

import AdaptLintCore

/// Reports text, cells and text lists wider than SAP Fiori's 672pt readable width in regular width.
public struct ReadableWidthRule: Rule {
    public init() {}

    static let readableWidth = RuleParameter(
        name: "readableWidth", defaultValue: 672, unit: "pt",
        summary: "Widest a text-bearing component may be in regular width.")

    public static let description = RuleDescription(
        identifier: "readable-width",
        title: "Readable width",
        summary: "Text, cells and lists that show information are at most 672pt wide in regular width.",
        rationale: """
            On a large iPad a paragraph or a table row that runs from margin to margin is hard to follow: the \
            eye loses its place on the way back to the start of the next line. In regular width the rule checks \
            every component whose content is read as text: `text`, `cell`, and a `list` that itself `shows` \
            information (its rows are lines of text). It measures the drawn width (`frame` or `size`); a \
            component that stretches with `"resizing": {"width": "fill"}` must carry a `maxWidth` of at most the \
            limit, because every regular-width environment includes windows wider than 672pt plus margins. \
            Headers, tables, grids, carousels and images are not checked: their content is not running text, \
            and a spec cannot say how wide the text inside them is. UIKit's own readable content guide is a \
            little narrower (664pt); the limit here is SAP Fiori's.
            """,
        guideline: GuidelineCitation(
            document: "000", source: "SAP Fiori for iOS, Adaptive Design", section: "Readable Regular Width",
            paraphrase: """
                Regular width has a readable sub-variant that caps the inner width of components at 672pt, \
                the widest text people still read comfortably.
                """),
        defaultSeverity: .warning,
        parameters: [readableWidth],
        triggeringExamples: ReadableWidthRuleExamples.triggering,
        nonTriggeringExamples: ReadableWidthRuleExamples.nonTriggering)

    public func check(_ screen: ScreenSpec, context: RuleContext) -> [Finding] {
        let index = screen.componentIndex
        guard index.contains(anyOf: Self.textTypes) else { return [] }
        // Read after the guard: most screens have no text to measure.
        let limit = context.value(Self.readableWidth)
        let list = index.components
        var findings: [Finding] = []
        for (position, range) in index.layoutRanges.enumerated() {
            // The regular-width environments in which the layout applies, as bits.
            let regular = index.layoutEnvironments[position].bits & RealizableBits.regularWidth
            guard regular != 0 else { continue }
            // Shown in one of them: the component's and its ancestors' conditions hold there.
            for at in range where Self.bearsText(list[at]) && index.conditions(at: at).bits & regular != 0 {
                if let finding = finding(for: list[at], limit: limit) {
                    findings.append(finding)
                }
            }
        }
        return findings
    }

    /// The types of ``bearsText(_:)``.
    static let textTypes = ComponentTypeSet(.text, .cell, .list)

    /// Whether people read the component's content as text.
    static func bearsText(_ component: Component) -> Bool {
        switch component.type.value {
        case .text, .cell: true
        case .list: !component.shows.isEmpty
        default: false
        }
    }

    /// The finding for one text-bearing component shown in regular width, if it can get too wide.
    private func finding(for component: Component, limit: Double) -> Finding? {
        // Built only for a finding: most text fits.
        var name: String { "\(component.type.value.rawValue) '\(component.id.value)'" }
        var reason: String { "\(Points.format(limit))pt is SAP Fiori's readable-width limit" }
        if let resizing = component.resizing, resizing.width.value == .fill {
            guard let maximum = resizing.maxWidth else {
                return Finding(
                    node: resizing.width.node,
                    message:
                        "\(name) stretches with the window in regular width without a 'maxWidth'; add \"maxWidth\": \(Points.format(limit)), since \(reason)"
                )
            }
            guard maximum.value > limit else { return nil }
            return Finding(
                node: maximum.node,
                message:
                    "\(name) may stretch to \(Points.format(maximum.value))pt in regular width; lower its 'maxWidth' to \(Points.format(limit))pt, since \(reason)"
            )
        }
        guard let width = component.visibleBox?.width, width.value > limit else { return nil }
        return Finding(
            node: width.node,
            message:
                "\(name) is \(Points.format(width.value))pt wide in regular width; make it at most \(Points.format(limit))pt, since \(reason)"
        )
    }
}

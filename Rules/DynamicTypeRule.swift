import AdaptLintCore

/// Reports text whose font does not follow the text size people choose: a fixed point size without
/// a Dynamic Type text style, or `"scales": false`.
public struct DynamicTypeRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "dynamic-type",
        title: "Dynamic Type",
        summary:
            "Text uses a Dynamic Type text style and scales with the text size people choose, not a fixed point size.",
        rationale: """
            People pick a text size in Settings (and larger accessibility sizes), and apps that use Dynamic \
            Type follow it: each text style grows and shrinks from its default size, and layouts make room. \
            A font given only as a point size, or marked `"scales": false`, keeps its size whatever people \
            chose, so text stays too small for some readers. adaptlint reads the optional `font` of the \
            components that carry text (`text`, `header`, `cell`, `card`, `button`, `link`, `textField`, \
            `searchBar`, `segmentedControl`, `menu`, `picker`, `datePicker`, `tabItem`) and suggests the \
            text style whose default size (at the Large setting) is nearest to the fixed size: largeTitle \
            34pt, title1 28pt, title2 22pt, title3 20pt, headline and body 17pt, callout 16pt, subheadline \
            15pt, footnote 13pt, caption1 12pt, caption2 11pt. A `size` next to a `style` is the size at the \
            default setting and is fine. Components without a `font` are not checked.
            """,
        guideline: GuidelineCitation(
            document: "003", source: "Apple Human Interface Guidelines, Layout",
            section: "Be prepared for text size changes",
            paraphrase: """
                Most people expect an app to react when they change the text size in Settings; the layout may \
                have to adapt so that larger or smaller text still fits.
                """),
        defaultSeverity: .warning,
        triggeringExamples: DynamicTypeRuleExamples.triggering,
        nonTriggeringExamples: DynamicTypeRuleExamples.nonTriggering)

    /// The component types whose `font` the rule reads.
    static let textTypes: Set<ComponentType> = [
        .text, .header, .cell, .card, .button, .link, .textField, .searchBar, .segmentedControl, .menu, .picker,
        .datePicker, .tabItem,
    ]

    public func check(_ screen: ScreenSpec, context: RuleContext) -> [Finding] {
        // Every layout's components, in order. The font first: most components have none, and
        // the set lookup hashes.
        let index = screen.componentIndex
        // Most screens give no font: the index knows without a scan.
        guard index.features.contains(.font) else { return [] }
        let texts = index.positions { $0.font != nil && Self.textTypes.contains($0.type.value) }
        // One finding per cause: the same component (id) with the same font in several layouts
        // is one fixed font, reported at its first occurrence with the others as related locations.
        var findings: [Finding] = []
        var causes: [String: Int] = [:]
        for at in texts {
            let component = index.components[at]
            guard let font = component.font, let finding = finding(for: component, font: font) else { continue }
            let cause = "\(component.idNumber) \(finding.message)"
            if let first = causes[cause] {
                findings[first].related.append(RelatedNode(node: finding.node, message: "the same font here"))
                continue
            }
            causes[cause] = findings.count
            findings.append(finding)
        }
        return findings
    }

    /// The finding for one font, if it does not follow the text size setting.
    private func finding(for component: Component, font: Font) -> Finding? {
        let name = "'\(component.id.value)'"
        if let scales = font.scales, !scales.value {
            let size = font.size?.value ?? font.style?.value.defaultSize
            let sized = size.map { " \(Points.format($0))pt" } ?? ""
            let advice =
                font.style == nil
                ? "remove \"scales\": false and use \(Self.suggestion(for: size ?? TextStyle.body.defaultSize))"
                : "remove \"scales\": false"
            return Finding(
                node: scales.node,
                message:
                    "text of \(name) keeps its\(sized) font size whatever text size people choose (\"scales\": false); \(advice)"
            )
        }
        guard font.style == nil, let size = font.size else { return nil }
        return Finding(
            node: size.node,
            message:
                "text of \(name) has a fixed \(Points.format(size.value))pt font that ignores the text size people choose; use \(Self.suggestion(for: size.value)) instead"
        )
    }

    /// "the subheadline text style (15pt at the default size)".
    static func suggestion(for size: Double) -> String {
        let style = TextStyle.nearest(to: size)
        return "the \(style.rawValue) text style (\(Points.format(style.defaultSize))pt at the default size)"
    }
}

import AdaptLintCore

/// Reports a principal image drawn so much smaller than its natural size that people would zoom
/// to see it.
public struct PrimaryImageSizeRule: Rule {
    public init() {}

    static let minimumPercent = RuleParameter(
        name: "minimumPercent", defaultValue: 50, unit: "percent",
        summary: "The smallest share of its content size, in each dimension, at which a principal image is shown.")

    public static let description = RuleDescription(
        identifier: "primary-image-size",
        title: "Primary image size",
        summary: "An image marked principal is shown at no less than half its content size in either dimension.",
        rationale: """
            A screen's primary image, such as a product photo, a floor plan or a scanned receipt, should \
            be readable as the screen shows it. The optional component key `contentSize` gives an \
            image's natural size in points; an `image` marked `"principal": true` that has one is \
            compared with its `frame` (or `size`). Shown below `minimumPercent` of that size in width \
            or in height (50% by default: the image scaled to less than half), its details are too \
            small to make out and people would have to zoom in. The guideline gives no figure: half is \
            adaptlint's choice, the point past which fine detail such as text in a photo or lines in a \
            drawing is usually lost; set `minimumPercent` to change it. Images that are not marked \
            principal are decoration or thumbnails and are not checked; neither are images without a \
            `contentSize` or without a frame or size.
            """,
        guideline: GuidelineCitation(
            document: "003", source: "Apple Human Interface Guidelines, Layout",
            section: "Ensure primary content is clear at its default size",
            paraphrase: """
                At the size it is first shown, primary content is readable on its own: nobody should need \
                to zoom to make out a primary image, or to scroll sideways to read important text, \
                unless they decide to enlarge it.
                """),
        defaultSeverity: .warning,
        parameters: [minimumPercent],
        triggeringExamples: PrimaryImageSizeRuleExamples.triggering,
        nonTriggeringExamples: PrimaryImageSizeRuleExamples.nonTriggering)

    public func check(_ screen: ScreenSpec, context: RuleContext) -> [Finding] {
        // Every layout's components, in order: the principal images, which most screens lack.
        let index = screen.componentIndex
        guard index.features.contains(.principal), index.types.contains(.image) else { return [] }
        let images = index.positions { $0.type.value == .image && $0.principal?.value == true }
        guard !images.isEmpty else { return [] }
        let minimum = context.value(Self.minimumPercent) / 100
        var findings: [Finding] = []
        for at in images {
            let component = index.components[at]
            guard let content = component.contentSize, let shown = component.visibleBox,
                content.width.value > 0, content.height.value > 0
            else { continue }
            let scale = min(shown.width.value / content.width.value, shown.height.value / content.height.value)
            guard scale < minimum else { continue }
            findings.append(Self.finding(component, shown: shown, content: content, scale: scale, minimum: minimum))
        }
        return findings
    }

    private static func finding(_ component: Component, shown: Box, content: Box, scale: Double, minimum: Double)
        -> Finding
    {
        let percent = Int((scale * 100 + 1e-9).rounded(.down))
        let width = Points.format(Points.roundedUpToHundredths(content.width.value * minimum))
        let height = Points.format(Points.roundedUpToHundredths(content.height.value * minimum))
        return Finding(
            node: shown.node,
            message: "principal image '\(component.id.value)' is shown at "
                + "\(Points.format(shown.width.value))x\(Points.format(shown.height.value))pt, "
                + "\(percent)% of its \(Points.format(content.width.value))x\(Points.format(content.height.value))pt "
                + "content, so people would zoom to see it; show it at least \(width)x\(height)pt",
            related: [RelatedNode(node: content.node, message: "the content size of '\(component.id.value)' is here")])
    }
}

import AdaptLintCore

/// Notes a principal component drawn entirely in the lower half, or the trailing half, of its layout.
public struct PrincipalUpperHalfRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "principal-upper-half",
        title: "Principal content in the upper half",
        summary: "A component marked principal sits in the upper half of its layout and toward the leading side.",
        rationale: """
            People look at the top of a screen first, and in left-to-right languages at its left side; big, \
            high items read as the important ones. A component marked `"principal": true` (the screen's main \
            action or content) that lies wholly in the lower half, or wholly in the trailing half, is easy to \
            overlook. A spec declares no canvas size, so adaptlint measures against what each layout draws: \
            the right edge of its rightmost frame, leaving out presentations (sheets, popovers...), and, for \
            heights, the screen of that width in the device catalog (the lowest one the drawing fits, else the \
            highest: content drawn below it is off screen), or the bottom edge of the lowest frame when no \
            screen is that wide. A principal component inside a presentation with a `frame` \
            is measured against that presentation instead. A component without a `frame` has no position \
            and is not checked; one that crosses the middle line is fine. It is a note: the guideline says \
            "in general", and a trailing Done button in a navigation bar is a common, accepted choice. A control pinned to the \
            bottom of the screen (a Pay button of a checkout) is standard iOS too, yet the guideline makes no \
            exception for it, so it is still noted, with a word saying so.
            """,
        guideline: GuidelineCitation(
            document: "003", source: "Apple Human Interface Guidelines, Layout",
            section: "Use visual weight and balance",
            paraphrase: """
                Size and position signal importance: large items draw attention and are easier to hit, and the \
                principal items of a screen usually belong in its top half and, when text reads from left to \
                right, close to its left edge.
                """),
        defaultSeverity: .note,
        triggeringExamples: PrincipalUpperHalfRuleExamples.triggering,
        nonTriggeringExamples: PrincipalUpperHalfRuleExamples.nonTriggering)

    public func check(_ screen: ScreenSpec, context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        // Layouts without a principal component have nothing to check: neither placed nor measured.
        // Most screens mark nothing principal.
        let index = screen.componentIndex
        guard index.features.contains(.principal) else { return [] }
        for (position, layout) in screen.layouts.enumerated()
        where index.anyComponent(in: index.layoutRanges[position], where: { $0.principal?.value == true }) {
            let placed = screen.placedComponents(ofLayoutAt: position)
            let drawing = DrawnArea.drawing(of: placed)
            for component in placed where component.component.principal?.value == true {
                guard let frame = component.component.frame, let x = frame.x?.value, let y = frame.y?.value else {
                    continue
                }
                let reference: DrawnArea?
                if let layer = component.layer {
                    reference = placed.first { $0.component.node == layer }.flatMap(DrawnArea.presentation)
                } else {
                    reference = drawing
                }
                guard let reference, reference.width > 0, reference.height > 0 else { continue }
                if let finding = finding(
                    component.component, frame: frame, x: x, y: y, in: layout, reference: reference)
                {
                    findings.append(finding)
                }
            }
        }
        return findings
    }

    private func finding(
        _ component: Component, frame: Box, x: Double, y: Double, in layout: Layout, reference: DrawnArea
    ) -> Finding? {
        let middleY = reference.minY + reference.height / 2
        let middleX = reference.minX + reference.width / 2
        let lower = y >= middleY
        let trailing = x >= middleX
        guard lower || trailing else { return nil }
        let owner = reference.owner.map { " of \($0)" } ?? " of the layout's drawing"
        let widthOwner = reference.isScreen ? " of the layout's drawing" : owner
        var parts: [String] = []
        if lower {
            parts.append(
                "starts at y=\(PointFormat.string(y))pt, below the middle (\(PointFormat.string(middleY))pt) of the \(PointFormat.string(reference.height))pt height\(owner)"
            )
        }
        if trailing {
            parts.append(
                "starts at x=\(PointFormat.string(x))pt, past the middle (\(PointFormat.string(middleX))pt) of the \(PointFormat.string(reference.width))pt width\(widthOwner)"
            )
        }
        let advice =
            lower && trailing
            ? "place it in the upper half, near the leading side"
            : lower ? "place it in the upper half" : "place it near the leading side"
        // A control pinned to the bottom of the screen (a Pay button above the home indicator)
        // is a common iOS placement, but guideline 003 makes no exception for it: say so.
        let pinned =
            lower && reference.isScreen && component.type.value.isInteractiveByDefault
            && y + frame.height.value >= reference.minY + reference.height - DrawnArea.bottomBand
        let aside =
            pinned
            ? " (a primary action pinned to the bottom edge is a common iOS placement, but guideline 003 makes no exception for it; suppress this note where it is deliberate)"
            : ""
        return Finding(
            node: frame.node,
            message:
                "principal component '\(component.id.value)' in \(layout.label) \(parts.joined(separator: " and ")); \(advice)\(aside)"
        )
    }
}

import AdaptLintCore

/// Reports a popover that does not name, in `anchor`, an interactive component shown with it.
public struct PopoverAnchorRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "popover-anchor",
        title: "Popover anchor",
        summary:
            "A popover names, in `anchor`, the control it opens from, shown on the same screen and able to take taps.",
        rationale: """
            A popover points at the control that opened it, which is what tells it apart from a form sheet: \
            people see where it came from and where to tap to open it again. A spec says which control that is \
            with `"anchor": "<id>"` on the popover. adaptlint reports a popover without an `anchor`, an anchor \
            that names no component shown together with the popover (in its own layout, or in another layout \
            that applies at the same time), an anchor inside the popover itself, and an anchor that does not \
            take taps (a `text`, or any component marked `"interactive": false`).
            """,
        guideline: GuidelineCitation(
            document: "004", source: "SAP Fiori for iOS, Multi-Column Layout",
            section: "Sheet in Compact and Popover in Regular",
            paraphrase: """
                Quick tasks that affect the screen underneath, such as filters, slide up as a sheet in compact \
                width; in regular width they open as a popover placed beside the element that triggered it.
                """),
        defaultSeverity: .warning,
        triggeringExamples: PopoverAnchorRuleExamples.triggering,
        nonTriggeringExamples: PopoverAnchorRuleExamples.nonTriggering)

    public func check(_ screen: ScreenSpec, context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        // Layouts without a popover have nothing to check: their components are not placed.
        // Most screens have no popover at all.
        let index = screen.componentIndex
        guard index.types.contains(.popover) else { return [] }
        for (position, layout) in screen.layouts.enumerated()
        where index.anyComponent(in: index.layoutRanges[position], where: { $0.type.value == .popover }) {
            let placed = screen.placedComponents(ofLayoutAt: position)
            for popover in placed where popover.component.type.value == .popover {
                if let finding = finding(for: popover, in: layout, placed: placed, of: screen) {
                    findings.append(finding)
                }
            }
        }
        return findings
    }

    private func finding(
        for popover: PlacedComponent, in layout: Layout, placed: [PlacedComponent], of screen: ScreenSpec
    ) -> Finding? {
        let name = "popover '\(popover.component.id.value)' in \(layout.label)"
        guard let anchor = popover.component.anchor else {
            return Finding(
                node: popover.component.id.node,
                message: "\(name) has no 'anchor'; name the control it opens from with \"anchor\": \"<id>\"")
        }
        if let inside = placed.first(where: { popover.contains($0) && $0.component.id.value == anchor.value }) {
            return Finding(
                node: anchor.node,
                message:
                    "\(name) is anchored to '\(anchor.value)', which is inside the popover; name the control on the screen that opens it",
                related: [RelatedNode(node: inside.component.id.node, message: "'\(anchor.value)' is here")])
        }
        let shown = Self.shownWith(popover, in: layout, placed: placed, of: screen)
        let matches = shown.filter { $0.id.value == anchor.value && $0.node != popover.component.node }
        guard let first = matches.first else {
            let ids = shown.filter { $0.isInteractive }.map(\.id.value)
            let hint = Suggestion.hint(for: anchor.value, in: ids)
            let tail = hint.isEmpty ? "; name the control that opens it" : hint
            return Finding(
                node: anchor.node,
                message: "\(name) is anchored to '\(anchor.value)', which is not shown with it\(tail)")
        }
        guard !matches.contains(where: \.isInteractive) else { return nil }
        return Finding(
            node: anchor.node,
            message:
                "\(name) is anchored to '\(anchor.value)', a \(first.type.value.rawValue) that does not take taps; anchor it to the control that opens it",
            related: [RelatedNode(node: first.id.node, message: "'\(anchor.value)' is here")])
    }

    /// The components shown together with `popover`: those of every layout that applies where the
    /// popover is shown, or its own layout's when no real environment shows it.
    ///
    /// - Complexity: O(environments x components).
    static func shownWith(
        _ popover: PlacedComponent, in layout: Layout, placed: [PlacedComponent], of screen: ScreenSpec
    ) -> [Component] {
        var result: [Component] = []
        var seen = Set<Int>()
        for environment in Environment.realizable
        where layout.applies(in: environment) && popover.isShown(in: environment) {
            for component in screen.components(in: environment) where seen.insert(component.node).inserted {
                result.append(component)
            }
        }
        return seen.isEmpty ? placed.map(\.component) : result
    }
}

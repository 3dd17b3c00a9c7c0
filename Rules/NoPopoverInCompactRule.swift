import AdaptLintCore

/// Reports popovers in layouts that apply in compact width, where a sheet belongs instead.
public struct NoPopoverInCompactRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "no-popover-in-compact",
        title: "No popover in compact width",
        summary: "Compact width presents with sheets; a popover is a regular-width presentation.",
        rationale: """
            A popover floats beside the control that opened it, which needs room on both sides of that \
            control. Compact width (every iPhone in portrait, most iPhones in landscape, narrow iPad Split \
            View and Slide Over panes) has no such room: there, modal and nonmodal sheets take the place of \
            popovers, and a quick task such as a filter slides up as a sheet. A popover in a layout that \
            applies in compact width, including a layout without any width condition, describes a \
            presentation the screen should not have there. Where layouts overlap, the most specific layout wins \
            per component (see the spec format): a popover that a compact-width layout redefines, as a sheet \
            with the same id, is not shown in compact width. When the popover appears only in compact width, \
            the fix turns it into a sheet; otherwise give compact and regular width layouts of their own.
            """,
        guideline: GuidelineCitation(
            document: "004", source: "SAP Fiori for iOS, Multi-Column Layout",
            section: "Modal Sheet, Form Sheet, Fullscreen Modal, and Popover",
            paraphrase: """
                Compact width offers modal and nonmodal sheets; popovers, form sheets and full-screen modals \
                belong to regular width. A quick task like filtering is a sheet in compact width and a popover \
                in regular width, and a nonmodal sheet turns into a popover in regular width.
                """),
        defaultSeverity: .error,
        triggeringExamples: NoPopoverInCompactRuleExamples.triggering,
        nonTriggeringExamples: NoPopoverInCompactRuleExamples.nonTriggering)

    public func check(_ screen: ScreenSpec, context: RuleContext) -> [Finding] {
        // Most screens have no popover at all.
        let index = screen.componentIndex
        guard index.types.contains(.popover) else { return [] }
        var findings: [Finding] = []
        for (position, range) in index.layoutRanges.enumerated() {
            let applies = index.layoutEnvironments[position].bits
            // Where each occurrence is shown: the most specific layout wins per component, so a
            // popover that a compact-width layout redefines (as a sheet) is not shown there.
            for at in range where index.components[at].type.value == .popover {
                let shown = index.conditions(at: at).bits & applies
                guard shown & RealizableBits.compactWidth != 0 else { continue }
                findings.append(
                    finding(
                        for: index.components[at], in: screen.layouts[position],
                        shownInRegular: shown & RealizableBits.regularWidth != 0))
            }
        }
        return findings
    }

    /// The finding for one popover shown in compact width, with a fix when it is not also shown
    /// in regular width.
    private func finding(for popover: Component, in layout: Layout, shownInRegular: Bool) -> Finding {
        // A sheet takes no `anchor`: with one, the type alone cannot be changed into a valid spec, so
        // the advice names both edits and no fix is offered.
        let fixes =
            shownInRegular || popover.anchor != nil
            ? []
            : [NodeFix(node: popover.type.node, replacement: "\"sheet\"", description: "present it as a sheet")]
        let advice =
            shownInRegular
            ? "give compact width a sheet and keep the popover for regular width"
            : popover.anchor != nil
                ? "present it as a sheet there, without its 'anchor'" : "present it as a sheet there"
        return Finding(
            node: popover.type.node,
            message: "popover '\(popover.id.value)' in \(layout.label) is shown in compact width; \(advice)",
            fixes: fixes)
    }
}

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

    /// The "did you mean" hints one spec computes for anchors that name nothing: each compares
    /// the anchor with every control shown, so a spec of thousands of popovers stops suggesting.
    static let maximumHints = 20

    public func check(_ screen: ScreenSpec, context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        // Layouts without a popover have nothing to check: their components are not placed.
        // Most screens have no popover at all.
        let index = screen.componentIndex
        guard index.types.contains(.popover) else { return [] }
        var hints = Self.maximumHints
        for (position, layout) in screen.layouts.enumerated()
        where index.anyComponent(in: index.layoutRanges[position], where: { $0.type.value == .popover }) {
            let placed = screen.placedComponents(ofLayoutAt: position)
            // What is shown with a popover depends only on where it is shown: one lookup per set.
            var shown: [UInt64: ShownComponents] = [:]
            for popover in placed where popover.component.type.value == .popover {
                let key = Self.environments(of: popover, in: layout)
                if shown[key] == nil {
                    shown[key] = ShownComponents(Self.shownWith(environments: key, placed: placed, of: screen))
                }
                if let lookup = shown[key],
                    let finding = finding(for: popover, in: layout, placed: placed, shown: lookup, hints: &hints)
                {
                    findings.append(finding)
                }
            }
        }
        return findings
    }

    private func finding(
        for popover: PlacedComponent, in layout: Layout, placed: [PlacedComponent], shown: ShownComponents,
        hints: inout Int
    ) -> Finding? {
        let name = "popover '\(popover.component.id.value)' in \(layout.label)"
        guard let anchor = popover.component.anchor else {
            return Finding(
                node: popover.component.id.node,
                message: "\(name) has no 'anchor'; name the control it opens from with \"anchor\": \"<id>\"")
        }
        // Its descendants follow it in layout order.
        let descendants = placed[(popover.index + 1)..<popover.subtreeEnd]
        if let inside = descendants.first(where: { $0.component.id.value == anchor.value }) {
            return Finding(
                node: anchor.node,
                message:
                    "\(name) is anchored to '\(anchor.value)', which is inside the popover; name the control on the screen that opens it",
                related: [RelatedNode(node: inside.component.id.node, message: "'\(anchor.value)' is here")])
        }
        let matches = shown.named(anchor.value).filter { $0.node != popover.component.node }
        guard let first = matches.first else {
            var hint = ""
            if hints > 0 {
                hints -= 1
                hint = Suggestion.hint(for: anchor.value, in: shown.interactiveIDs)
            }
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

    /// The realizable environments, as bits, in which `popover` is shown and its layout applies.
    static func environments(of popover: PlacedComponent, in layout: Layout) -> UInt64 {
        var bits: UInt64 = 0
        for (environment, bit) in zip(Environment.realizable, RealizableBits.each)
        where layout.applies(in: environment) && popover.isShown(in: environment) {
            bits |= bit
        }
        return bits
    }

    /// The components shown together with a popover shown in `environments`: those of every
    /// layout that applies there, or its own layout's (`placed`) when no real environment shows it.
    ///
    /// - Complexity: O(environments x components).
    static func shownWith(environments: UInt64, placed: [PlacedComponent], of screen: ScreenSpec) -> [Component] {
        var result: [Component] = []
        var seen = Set<Int>()
        for (environment, bit) in zip(Environment.realizable, RealizableBits.each) where environments & bit != 0 {
            for component in screen.components(in: environment) where seen.insert(component.node).inserted {
                result.append(component)
            }
        }
        return seen.isEmpty ? placed.map(\.component) : result
    }
}

/// The components shown with a popover, looked up by id.
struct ShownComponents {
    private var byID: [String: [Component]] = [:]
    /// The ids of the interactive ones, in order: the candidates of a "did you mean".
    private(set) var interactiveIDs: [String] = []

    /// - Complexity: O(components).
    init(_ components: [Component]) {
        for component in components {
            byID[component.id.value, default: []].append(component)
            if component.isInteractive { interactiveIDs.append(component.id.value) }
        }
    }

    /// The components with id `id`, in order.
    func named(_ id: String) -> [Component] { byID[id] ?? [] }
}

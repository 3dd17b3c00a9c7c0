import AdaptLintCore

/// Reports interactive components of one layout whose tap areas overlap.
public struct TapTargetOverlapRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "tap-target-overlap",
        title: "Tap target overlap",
        summary: "The tap areas of interactive components shown together in a layout do not overlap.",
        rationale: """
            Where two tap areas overlap, a finger on the shared strip may trigger either control, and people \
            cannot tell which one will respond. The rule compares, within each layout, the interactive \
            components that have a `frame`, are neighbours at the same level, and can be shown at the same time \
            (in at least one trait environment that real devices produce, given the `when` of the layout, the \
            components and their ancestors). The tap area is the model's tap area of the component (its \
            `hitArea`) centred on the frame, or the frame itself. Components with only a `size` have no \
            position and are not compared. Two components are at the same level when they lie in the same \
            presentation (or both on the screen itself) and in the same bar (or both in the content). So these \
            pairs are left alone: one component inside the other (a control in a tappable cell); a sheet, \
            popover or other presentation above the screen; a `navigationBar`, `toolbar` or `tabBar`, with its \
            items, pinned above content that scrolls beneath it; and a control on a larger surface whose tap area \
            holds the control's, like buttons floating over a map (the surfaces are `map`, `image`, `chart`, \
            `card`, `list`, `table`, `grid`, `carousel`, `section`, `stack`, `scrollView`, `webView` and `custom`, which may be a paged \
            view); and a component drawn after a surface sibling with its centre on it, which floats over \
            that surface's content (a section index over a list's rows, a basket bar pinned over a scrolling \
            menu), as later subviews are drawn over earlier ones; what sits on a floating surface or bar floats \
            with it (a record button on a bar pinned over a list is not compared with the rows). A control drawn \
            before a surface that then \
            covers it is still compared. Two buttons of one bar are still compared. Edges that touch, or overlap by half a point or less (rounding in design tools), are not \
            reported. Each pair is reported once, at the later of the two. A layout reports its first 10 \
            overlaps (in document order of the later component) one by one and one more finding that counts \
            the rest. The check sorts tap areas by their top edge and compares only pairs whose areas \
            overlap, so rows and grids of controls with room between them cost no comparison at all; after \
            1,000,000 comparisons in one spec it stops with a warning where it stopped. So a spec that \
            stacks thousands of controls in one spot gives 12 findings, not millions: 10 pairs, the count and \
            the warning.
            """,
        guideline: GuidelineCitation(
            document: "003", source: "Apple Human Interface Guidelines, Layout",
            section: "Provide ample spacing for interactive elements",
            paraphrase: """
                Give controls enough room: every control needs a tappable area of about 44x44pt, and the areas \
                of neighbouring controls, the controls side by side at one level, should be kept apart.
                """),
        defaultSeverity: .error,
        triggeringExamples: TapTargetOverlapRuleExamples.triggering,
        nonTriggeringExamples: TapTargetOverlapRuleExamples.nonTriggering)

    /// The overlaps reported one by one in a layout; the rest are counted in one more finding.
    public static let maximumFindingsPerLayout = 10

    /// The pairs of tap areas compared in one spec before the check stops and says so
    /// (``TapTargetSweep/comparisonBudget``).
    public static let comparisonBudget = TapTargetSweep.comparisonBudget

    public func check(_ screen: ScreenSpec, context: RuleContext) -> [Finding] {
        let index = screen.componentIndex
        // Only components that take taps have tap areas.
        guard index.features.contains(.interactive) else { return [] }
        var findings: [Finding] = []
        var sweep = TapTargetSweep()
        // One collector for every layout's targets: its arrays keep their capacity.
        var collector = TapTargetCollector()
        for (position, range) in index.layoutRanges.enumerated() {
            // The realizable environments in which the layout applies, as bits.
            let environments = index.layoutEnvironments[position].bits & RealizableBits.all
            guard environments != 0, !sweep.isStopped else { continue }
            collector.collect(index, range: range)
            let overlaps = sweep.overlaps(
                in: &collector.targets, environments: environments, keeping: Self.maximumFindingsPerLayout + 1)
            findings += Self.findings(for: overlaps, in: screen)
        }
        if let stop = sweep.stoppedAt {
            findings.append(
                Finding(
                    node: stop,
                    message:
                        "tap-target-overlap stopped here after comparing \(Self.grouped(Self.comparisonBudget)) pairs of tap areas in this spec; overlaps further on were not checked",
                    severity: .warning))
        }
        return findings
    }

    /// The findings for one layout's overlaps: the first ``maximumFindingsPerLayout`` one by
    /// one, then one finding that counts the rest.
    static func findings(for overlaps: LayoutOverlaps, in screen: ScreenSpec) -> [Finding] {
        let components = screen.componentIndex.components
        let name = { (target: TapTarget) in components[target.at].id.value }
        var findings = overlaps.first.prefix(maximumFindingsPerLayout).map { overlap in
            let (first, second) = (name(overlap.earlier), name(overlap.later))
            let apart = Points.format(min(overlap.width, overlap.height))
            return Finding(
                node: overlap.later.boxNode,
                message:
                    "tap areas of '\(first)' and '\(second)' overlap by \(Points.format(overlap.width))x\(Points.format(overlap.height))pt; move them at least \(apart)pt apart or make a hit area smaller",
                related: [RelatedNode(node: overlap.earlier.boxNode, message: "'\(first)' takes taps here")])
        }
        if overlaps.count > maximumFindingsPerLayout, let next = overlaps.first.last {
            let rest = overlaps.count - maximumFindingsPerLayout
            let (first, second) = (name(next.earlier), name(next.later))
            let counted = (overlaps.isComplete ? "" : "at least ") + grouped(rest)
            findings.append(
                Finding(
                    node: next.later.boxNode,
                    message:
                        "\(counted) more pairs of tap areas overlap in this layout, starting with '\(first)' and '\(second)'; only the first \(maximumFindingsPerLayout) of a layout are reported one by one: move the controls apart",
                    related: [RelatedNode(node: next.earlier.boxNode, message: "'\(first)' takes taps here")]))
        }
        return findings
    }

    /// `1234567` as "1,234,567".
    static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        var text = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return text
    }
}

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
            cannot tell which one will respond. The rule compares, within each layout, every pair of \
            interactive components that have a `frame` and can be shown at the same time (in at least one trait \
            environment that real devices produce, given the `when` of the layout, the components and their \
            ancestors). The tap area is the `hitArea` centred on the frame, or the frame itself. Pairs in which \
            one component contains the other (a control inside a tappable cell) are left alone, as are pairs on \
            different layers: a sheet, popover or other presentation lies above the screen, so its controls \
            take the touches there. Components with only a `size` have no position and are not compared. Edges \
            that touch, or overlap by half a point or less (rounding in design tools), are not reported. Each \
            pair is reported once, at the later of the two.
            """,
        guideline: GuidelineCitation(
            document: "003", source: "Apple Human Interface Guidelines, Layout",
            section: "Provide ample spacing for interactive elements",
            paraphrase: """
                Give controls enough room: every control needs a tappable area of about 44x44pt, and the areas \
                of neighbouring controls should be kept apart.
                """),
        defaultSeverity: .error,
        triggeringExamples: TapTargetOverlapRuleExamples.triggering,
        nonTriggeringExamples: TapTargetOverlapRuleExamples.nonTriggering)

    /// Overlaps up to this many points in either direction are taken as rounding.
    static let tolerance = 0.5

    /// One interactive component with a position and its tap area.
    ///
    /// Small on purpose: targets are sorted and compared pairwise, and the component with its
    /// ancestry is only looked up (in the screen's ``ComponentIndex``) for pairs that overlap.
    struct Target {
        /// Position in the ``ComponentIndex``.
        var at: Int
        /// The node of the box that takes the taps: the hit area, else the frame.
        var boxNode: Int
        var minX, minY, maxX, maxY: Double
    }

    public func check(_ screen: ScreenSpec, context: RuleContext) -> [Finding] {
        let index = screen.componentIndex
        // Only components that take taps have tap areas.
        guard index.features.contains(.interactive) else { return [] }
        var findings: [Finding] = []
        let largest = index.layoutRanges.reduce(0) { max($0, $1.count) }
        // Each layout's targets in one temporary buffer: writing to it frees nothing, so reading the
        // components retains nothing either (appending to an array did, for every component).
        withUnsafeTemporaryAllocation(of: Target.self, capacity: largest) { buffer in
            for (position, range) in index.layoutRanges.enumerated() {
                // The realizable environments in which the layout applies, as bits.
                let environments = index.layoutEnvironments[position].bits & RealizableBits.all
                guard environments != 0 else { continue }
                var targets = Self.targets(index, range: range, into: buffer)
                // Sorted by top edge, then position (a total order); usually drawn so already.
                let inOrder = { (a: Target, b: Target) in (a.minY, a.at) < (b.minY, b.at) }
                if !targets.indices.dropFirst().allSatisfy({ inOrder(targets[$0 - 1], targets[$0]) }) {
                    targets.sort(by: inOrder)
                }
                for (offset, first) in targets.enumerated() {
                    // Sorted by top edge: later targets starting below this bottom edge cannot overlap it.
                    for second in targets[(offset + 1)...] {
                        if second.minY >= first.maxY - Self.tolerance { break }
                        if let finding = finding(
                            first, second, in: screen, layoutAt: position, environments: environments)
                        {
                            findings.append(finding)
                        }
                    }
                }
            }
        }
        return findings
    }

    /// The tap areas of the components at `range` of the index, in index order, written to the
    /// start of `buffer` (at least as long as `range`).
    ///
    /// - Complexity: O(components in `range`).
    static func targets(_ index: ComponentIndex, range: Range<Int>, into buffer: UnsafeMutableBufferPointer<Target>)
        -> UnsafeMutableBufferPointer<Target>
    {
        let list = index.components
        var count = 0
        for at in range {
            // Only interactive components have tap areas.
            guard let target = target(list[at], at: at) else { continue }
            precondition(count < buffer.count, "more targets than components")
            buffer[count] = target
            count += 1
        }
        return UnsafeMutableBufferPointer(rebasing: buffer[0..<count])
    }

    /// The tap area of an interactive component with a frame: its hit area centred on the frame, or the frame.
    static func target(_ component: Component, at: Int) -> Target? {
        guard component.isInteractive, let frame = component.frame, let x = frame.x?.value, let y = frame.y?.value
        else { return nil }
        guard let hitArea = component.hitArea else {
            return Target(
                at: at, boxNode: frame.node, minX: x, minY: y, maxX: x + frame.width.value,
                maxY: y + frame.height.value)
        }
        let centreX = x + frame.width.value / 2
        let centreY = y + frame.height.value / 2
        let halfWidth = hitArea.width.value / 2
        let halfHeight = hitArea.height.value / 2
        return Target(
            at: at, boxNode: hitArea.node, minX: centreX - halfWidth, minY: centreY - halfHeight,
            maxX: centreX + halfWidth, maxY: centreY + halfHeight)
    }

    /// The finding for two targets whose top edges come in this order, if their areas overlap and
    /// they can be tapped at the same time.
    private func finding(
        _ a: Target, _ b: Target, in screen: ScreenSpec, layoutAt position: Int, environments: UInt64
    ) -> Finding? {
        let width = min(a.maxX, b.maxX) - max(a.minX, b.minX)
        let height = min(a.maxY, b.maxY) - max(a.minY, b.minY)
        guard width > Self.tolerance, height > Self.tolerance else { return nil }
        let (earlier, later) = a.at < b.at ? (a, b) : (b, a)
        let placedEarlier = screen.placedComponent(at: earlier.at, inLayoutAt: position)
        let placedLater = screen.placedComponent(at: later.at, inLayoutAt: position)
        guard !placedEarlier.contains(placedLater), placedEarlier.layer == placedLater.layer,
            // Both shown in one environment where the layout applies.
            placedEarlier.conditions.bits & placedLater.conditions.bits & environments != 0
        else { return nil }
        let first = placedEarlier.component.id.value
        let second = placedLater.component.id.value
        let apart = Points.format(min(width, height))
        return Finding(
            node: later.boxNode,
            message:
                "tap areas of '\(first)' and '\(second)' overlap by \(Points.format(width))x\(Points.format(height))pt; move them at least \(apart)pt apart or make a hit area smaller",
            related: [RelatedNode(node: earlier.boxNode, message: "'\(first)' takes taps here")])
    }
}

import AdaptLintCore

/// Reports interactive components whose tap target is smaller than 44x44pt, in every layout.
public struct TapTargetSizeRule: Rule {
    public init() {}

    /// Judges specs read from Interface Builder too: a control's drawn size (or its standard touch area) is
    /// in the document, and size constraints keep it on every device.
    public static let needs: SpecKnowledge = []

    /// The smallest tap target, in points, on either side.
    public static let minimumSize = RuleParameter(
        name: "minimumSize", defaultValue: 44, unit: "pt",
        summary: "Smallest width and height of the area that takes a tap.")

    public static let description = RuleDescription(
        identifier: "tap-target-size",
        title: "Tap target size",
        summary: "Every interactive component can be tapped on an area of at least 44x44pt in every layout.",
        rationale: """
            A finger covers far more than a pixel. Controls smaller than about 44pt on a side are missed or \
            hit by accident, most of all for people with limited dexterity or on the move. The check uses the \
            area that really takes the tap: `hitArea` when the spec gives one (a small glyph may have a larger \
            touch area); for a standard control that UIKit gives a larger tap area than it draws (a bar \
            button item, from a sourced table in the spec format), that area; else the `frame` or `size`. A tab \
            bar item or search bar drawn smaller than the minimum gets a note instead of an error: UIKit gives \
            them a larger tap area than they draw, but no source says how large, so only a measurement on a \
            device (recorded as `hitArea`) can settle it; the items of one tab bar are one note. A switch drawn at the \
            51x31pt UIKit fixes for it gets a note that advises a larger touch area around it (let its row \
            toggle it), since the app cannot make the switch larger; drawn smaller than that, it is an \
            error. Each layout is checked on its own, because a control \
            that is big enough in regular width is often squeezed in compact width; the occurrences of one \
            component that are too small in the same way are one finding, the others its related locations. The fix leaves the drawing alone: a framed control gets a `hitArea` of \
            the minimum size, which tap-target-overlap centres on its frame (a `size` or `hitArea` grows). \
            When that area would overlap the tap area of a neighbour at the same level, growing it would only \
            trade this finding for a tap-target-overlap one: no fix is offered, and the message names the \
            neighbour to move away first, unless the control as drawn already overlaps it (then growing is \
            not what brings them together: tap-target-overlap reports the pair, and in a storyboard such \
            controls are alternates the app shows one at a time).
            """,
        guideline: GuidelineCitation(
            document: "003", source: "Apple Human Interface Guidelines, Layout",
            section: "Provide ample spacing for interactive elements",
            paraphrase: """
                Every control should offer a touch area of no less than 44 by 44 points, so that it can be \
                hit reliably.
                """),
        defaultSeverity: .error,
        parameters: [minimumSize],
        triggeringExamples: TapTargetSizeRuleExamples.triggering,
        nonTriggeringExamples: TapTargetSizeRuleExamples.nonTriggering)

    public func check(_ screen: ScreenSpec, context: RuleContext) -> [Finding] {
        // Only screens with interactive components have tap targets; the minimum is read for those.
        guard screen.componentIndex.features.contains(.interactive) else { return [] }
        return Self.inspect(screen, minimum: context.value(Self.minimumSize)).findings
    }

    /// The findings for `screen`, and the work the room checks took (``TapAreaGrid/work``, summed
    /// over the layouts), which the tests bound.
    static func inspect(_ screen: ScreenSpec, minimum: Double) -> (findings: [Finding], roomWork: Int) {
        // Every layout's components, in order: the interactive ones whose tap target is missing
        // or too small, which most screens lack.
        let index = screen.componentIndex
        guard index.features.contains(.interactive) else { return ([], 0) }
        let small = index.positions { component in
            guard component.isInteractive else { return false }
            // The drawn or declared box; a standard control's larger tap area
            // (``Component/tapArea``) is looked up only for the few too small here.
            guard let box = component.hitArea ?? component.frame ?? component.size else { return true }
            return box.width.value < minimum || box.height.value < minimum
        }
        guard !small.isEmpty else { return ([], 0) }
        var roomWork = 0
        var findings: [Finding] = []
        var occurrences: [Occurrence] = []
        // The bar found for the previous tab item: the items of one bar come one after another.
        var lastBar: Int?
        // The layout's tap areas, as tap-target-overlap sees them: a fix must not run into one.
        var collector = TapTargetCollector()
        var next = small.startIndex
        for (position, range) in index.layoutRanges.enumerated() {
            guard next < small.endIndex, range.contains(small[next]) else { continue }
            collector.collect(index, range: range)
            let targets = collector.targets
            // Each component's place among the targets: both are in index order, so one cursor
            // walks the targets once per layout.
            var cursor = 0
            let environments = index.layoutEnvironments[position].bits & RealizableBits.all
            var grid = TapAreaGrid(
                targets.map { TapAreaGrid.Box(minX: $0.minX, minY: $0.minY, maxX: $0.maxX, maxY: $0.maxY) },
                base: minimum, tolerance: TapTarget.tolerance)
            while next < small.endIndex, range.contains(small[next]) {
                let at = small[next]
                next += 1
                guard let area = index.components[at].tapArea else {
                    // A bar button item takes taps on its standard area whatever it draws.
                    if let standard = index.components[at].standardControl?.minimumTapArea,
                        standard.width >= minimum, standard.height >= minimum
                    {
                        continue
                    }
                    findings.append(unmeasurable(index.components[at]))
                    continue
                }
                guard area.width < minimum || area.height < minimum else { continue }
                while cursor < targets.count, targets[cursor].at < at { cursor += 1 }
                let own = cursor < targets.count && targets[cursor].at == at ? cursor : nil
                let room = Self.room(
                    at: at, own: own, area: area, index: index, targets: targets, grid: &grid,
                    environments: environments, minimum: minimum)
                var occurrence = Occurrence(component: index.components[at], area: area, room: room)
                if case .drawingOfStandard(.tabBarItem) = area.origin,
                    let bar = Self.enclosing(at, index: index, last: &lastBar)
                {
                    occurrence.bar = index.components[bar].id.value
                }
                occurrences.append(occurrence)
            }
            roomWork += grid.work
        }
        return (findings + Self.byCause(occurrences, minimum: minimum), roomWork)
    }

    /// The index position of the component that encloses the one at `at`; `last`, the previous answer,
    /// is tried first and updated, so consecutive children of one parent cost O(1) each.
    static func enclosing(_ at: Int, index: ComponentIndex, last: inout Int?) -> Int? {
        if let last, last < at, index.subtreeEnd(at: last) > at { return last }
        var candidate = at - 1
        while candidate >= 0 {
            if index.subtreeEnd(at: candidate) > at {
                last = candidate
                return candidate
            }
            candidate -= 1
        }
        return nil
    }

    /// The warning for an interactive component without a `frame`, `size` or `hitArea`.
    private static func unmeasurable(_ component: Component) -> Finding {
        Finding(
            node: component.id.node,
            message: "tap target of \(component.displayName) cannot be checked; give it a 'frame', 'size' or 'hitArea'",
            severity: .warning)
    }
}

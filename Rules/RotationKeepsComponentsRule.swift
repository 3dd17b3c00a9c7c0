import AdaptLintCore

/// Reports components that disappear, appear or change type when the device rotates but the width
/// class stays the same.
public struct RotationKeepsComponentsRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "rotation-keeps-components",
        title: "Rotation keeps components",
        summary:
            "Rotating a device within one width class keeps the same components, each of the same type: a grid stays a grid.",
        rationale: """
            Turning a device should not turn the screen into a different one: people lose their place when a \
            grid becomes a list or a section vanishes. The rule takes each device kind (iPhone, iPad) in \
            portrait and in landscape wherever the width class stays the same, over the trait environments \
            that real devices produce, and compares the components shown by id. A component whose `type` \
            changes is reported whenever the width class stays, and so is a collection (`grid`, `list`, \
            `table`, `carousel`) that the other orientation replaces with a collection of another type under \
            another id showing the same information (the same `shows` names over it and its descendants): the \
            grid of files in portrait that becomes a list of the same files in landscape is guideline 003's own \
            example, on an iPhone too, since guideline 000 asks compact height for smaller paddings and spacings, \
            not for other components. A component shown in one orientation only is \
            reported where both size classes stay the same (iPad full screen, iPad Split View and Slide Over \
            panes): when an iPhone rotates, its height becomes compact, and guideline 000 asks for a \
            compact-height variant, so bars and sections may be rearranged there; `information-parity` still \
            checks that the content stays. A sidebar shown in landscape that portrait replaces with a control \
            opening it is not reported, nor is that control: guidelines 001 and 004 ("Tab Bar and Sidebar") \
            collapse the sidebar to an icon in portrait. The control is told from the structure: portrait \
            shows no sidebar, and the control shows nothing, names the sidebar in each of its actions (the \
            word "sidebar" or the sidebar's id) and reaches only what the sidebar shows and does. The spec \
            cannot tell whether focus and scroll position survive a rotation, nor whether a grid's dimensions \
            merely adapt; those parts of the guideline are left to review.
            """,
        guideline: GuidelineCitation(
            document: "003", source: "Apple Human Interface Guidelines, Layout",
            section: "Avoid gratuitous layout changes",
            paraphrase: """
                Rotation alone is no reason to rebuild a layout. A grid of images shown in portrait should stay \
                a grid in landscape, with adjusted dimensions, so the experience stays comparable everywhere.
                """),
        defaultSeverity: .warning,
        triggeringExamples: RotationKeepsComponentsRuleExamples.triggering,
        nonTriggeringExamples: RotationKeepsComponentsRuleExamples.nonTriggering)

    /// The same device kind in portrait and in landscape, where the width class does not change.
    static let rotations: [(portrait: Environment, landscape: Environment)] = Environment.realizable.filter {
        $0.orientation == .portrait
    }.flatMap { portrait in
        Environment.realizable.filter {
            $0.orientation == .landscape && $0.idiom == portrait.idiom && $0.width == portrait.width
        }.map { (portrait: portrait, landscape: $0) }
    }

    /// The positions of ``rotations``' environments in ``Environment/realizable``.
    static let rotationPositions: [(portrait: Int, landscape: Int)] = rotations.map { rotation in
        (
            Environment.realizable.firstIndex(of: rotation.portrait) ?? 0,
            Environment.realizable.firstIndex(of: rotation.landscape) ?? 0
        )
    }

    /// The conditions that can make orientations show different components.
    static let rotatingConditions: ComponentIndex.Features = [.orientationCondition, .heightCondition, .idiomCondition]

    public func check(_ screen: ScreenSpec, context: RuleContext) -> [Finding] {
        let index = screen.componentIndex
        // Without conditions on orientation, height or idiom, both orientations show the same
        // components: the index knows (``ScreenSpec/hasCondition(where:)`` without a scan).
        guard !index.features.isDisjoint(with: Self.rotatingConditions) else { return [] }
        let orientations = screen.orientations.value
        let lists = index.realizableListIDs
        // Where both orientations show the very same components, nothing changes type or goes
        // missing; most screens show the same components in every rotation.
        guard orientations.contains(where: { $0.value.family == .portrait }),
            orientations.contains(where: { $0.value.family == .landscape }),
            Self.rotationPositions.contains(where: { lists[$0.portrait] != lists[$0.landscape] }),
            Self.anyChange(index)
        else { return [] }
        return changes(screen, index: index)
    }

    /// Whether some rotation with different component lists changes the type of the first
    /// component of an id, shows an id in one orientation only where the size classes stay, or
    /// shows collections of different types under ids of one orientation only: whenever
    /// ``changes(_:index:)`` has something to report (it may then find that a sidebar collapses
    /// to its control, or that the collections show different information, and report nothing).
    ///
    /// Shaped for speed: the type of the first component of each id, one byte per id and
    /// orientation, compared id by id; no component lists, sets or messages.
    ///
    /// - Complexity: O(components + names) per rotation whose orientations show different lists.
    static func anyChange(_ index: ComponentIndex) -> Bool {
        let lists = index.realizableListIDs
        let names = index.components.store.names.count
        var types = [ComponentType?](repeating: nil, count: 2 * names)
        for (rotation, positions) in zip(rotations, rotationPositions)
        where lists[positions.portrait] != lists[positions.landscape] {
            for slot in types.indices { types[slot] = nil }
            // Portrait in the first half, landscape in the second.
            for (half, list) in [lists[positions.portrait], lists[positions.landscape]].enumerated() {
                for position in index.positions(inList: list) {
                    let slot = half * names + index.components[position].idNumber
                    if types[slot] == nil { types[slot] = index.components[position].type.value }
                }
            }
            let sameHeight = rotation.portrait.height == rotation.landscape.height
            // The types of the collections shown in one orientation only, on each side: a pair of
            // different types may be a replacement (``replacements(portrait:landscape:lists:index:ids:)``).
            var upright = ComponentTypeSet()
            var turned = ComponentTypeSet()
            for id in 0..<names {
                switch (types[id], types[names + id]) {
                case (let before?, let after?): if before != after { return true }
                case (nil, nil): continue
                case (let before?, nil):
                    if sameHeight { return true }
                    if collections.contains(before) { upright.insert(before) }
                case (nil, let after?):
                    if sameHeight { return true }
                    if collections.contains(after) { turned.insert(after) }
                }
            }
            // Some type on one side differs from some type on the other.
            if upright.bits != 0, turned.bits != 0, upright.bits != turned.bits || upright.bits.nonzeroBitCount > 1 {
                return true
            }
        }
        return false
    }

    /// The findings of a screen whose orientations show different components: components whose
    /// type changes, and those shown in one orientation only where the size classes stay.
    func changes(_ screen: ScreenSpec, index: ComponentIndex) -> [Finding] {
        let lists = index.realizableListIDs
        // Ids are numbered by the decoder (equal ids, equal numbers); a component is then found by
        // id with an array lookup.
        let ids = index.components.map(\.idNumber)
        let idCount = screen.store.names.count
        var reported: Set<[Int]> = []
        var findings: [Finding] = []
        for (rotation, positions) in zip(Self.rotations, Self.rotationPositions) {
            // Both orientations show the very same components: nothing changes type or goes missing.
            if lists[positions.portrait] == lists[positions.landscape] { continue }
            let portrait = FirstByID(
                index.positions(inList: lists[positions.portrait]), index: index, ids: ids, count: idCount)
            let landscape = FirstByID(
                index.positions(inList: lists[positions.landscape]), index: index, ids: ids, count: idCount)
            let sameHeight = rotation.portrait.height == rotation.landscape.height
            let classes =
                "\(rotation.portrait.width.rawValue) width"
                + (sameHeight ? ", \(rotation.portrait.height.rawValue) height" : "")
            // Ids accounted for by a finding of their own or by the guidelines: not reported as
            // shown in one orientation only.
            var accounted: Set<Int> = []
            for replacement in Self.replacements(
                portrait: portrait, landscape: landscape,
                lists: (lists[positions.portrait], lists[positions.landscape]),
                index: index, ids: ids)
            {
                accounted.formUnion(replacement.upright.ids)
                accounted.formUnion(replacement.turned.ids)
                let node = index.components[replacement.turned.position].type.node
                guard reported.insert([node]).inserted else { continue }
                findings.append(Self.finding(replacement, classes: classes, index: index))
            }
            for uprightAt in portrait.firstByNode {
                let id = ids[uprightAt]
                guard let turnedAt = landscape.first[id] else { continue }
                let upright = index.components[uprightAt]
                let turned = index.components[turnedAt]
                // A popover in compact width is no-popover-in-compact's finding (guideline 004: compact
                // width presents with sheets): asking to keep it a popover would contradict that rule.
                let compactPopover =
                    rotation.portrait.width == .compact
                    && (upright.type.value == .popover || turned.type.value == .popover)
                guard upright.type.value != turned.type.value, !compactPopover,
                    reported.insert([turned.type.node, upright.type.node]).inserted
                else { continue }
                let name = upright.id.value
                let before = upright.type.value.rawValue
                findings.append(
                    Finding(
                        node: turned.type.node,
                        message:
                            "'\(name)' is a '\(before)' in portrait but a '\(turned.type.value.rawValue)' in landscape (\(classes)); keep it a '\(before)' and adjust its size instead",
                        related: [
                            RelatedNode(node: upright.type.node, message: "'\(name)' is a '\(before)' in portrait here")
                        ]))
            }
            guard sameHeight else { continue }
            accounted.formUnion(
                Self.collapsedSidebar(
                    portrait: lists[positions.portrait], landscape: lists[positions.landscape], index: index, ids: ids))
            for (shown, missing, other) in [
                (portrait, landscape, OrientationFamily.landscape), (landscape, portrait, OrientationFamily.portrait),
            ] {
                for position in shown.firstByNode
                where missing.first[ids[position]] == nil && !accounted.contains(ids[position]) {
                    let component = index.components[position]
                    guard reported.insert([component.id.node]).inserted else { continue }
                    let here = other == .landscape ? "portrait" : "landscape"
                    findings.append(
                        Finding(
                            node: component.id.node,
                            message:
                                "'\(component.id.value)' is shown in \(here) but not in \(other.rawValue) (\(classes)); keep it when the device rotates"
                        ))
                }
            }
        }
        return findings
    }
}

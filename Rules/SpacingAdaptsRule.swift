import AdaptLintCore

/// Reports a component whose inner spacing shrinks from compact to regular width, or grows from
/// regular to compact height.
public struct SpacingAdaptsRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "spacing-adapts",
        title: "Spacing adapts to the size class",
        summary:
            "A component's inner spacing is no smaller in regular than in compact width, and no larger in compact than in regular height.",
        rationale: """
            The optional component key `spacing` gives the room, in points, between a component's own \
            elements and around them. Regular width has room to spare, so the same component usually \
            breathes more there; compact height is short, so its spacing tightens to let more content \
            show. The rule compares the `spacing` of one component id across trait environments that \
            differ in a single size class. For width: environments with the same height class and \
            orientation (an iPhone and an iPad in portrait, a landscape iPhone and a landscape Plus or \
            Max iPhone, an iPad pane and the full-screen iPad); the regular-width spacing must not be \
            smaller. For height: each compact-height environment (an iPhone in landscape) with the \
            regular-height environments of the same width class (the same iPhone in portrait, iPad \
            panes, the full-screen iPad); the compact-height spacing must not be larger. Equal spacing \
            passes: fixed spacing is allowed. A component declared once for both environments, and a \
            component that gives `spacing` in only one of them, is not compared. The guideline says \
            "generally", so a finding is a note.
            """,
        guideline: GuidelineCitation(
            document: "000", source: "SAP Fiori for iOS, Adaptive Design",
            section: "Regular Width; Compact Height",
            paraphrase: """
                In regular width the room between the elements inside a component is usually larger than \
                in compact width; in compact height, which only some iPhones reach in landscape, inner \
                paddings and spacing get smaller so that more content fits on screen.
                """),
        defaultSeverity: .note,
        triggeringExamples: SpacingAdaptsRuleExamples.triggering,
        nonTriggeringExamples: SpacingAdaptsRuleExamples.nonTriggering)

    /// Each compact-height environment with the regular-height environments of the same width class.
    ///
    /// - Complexity: O(environments²), computed once.
    static let heightPairs: [(compact: Environment, regular: Environment)] = Environment.realizable.filter {
        $0.height == .compact
    }.flatMap { compact in
        Environment.realizable.filter { $0.height == .regular && $0.width == compact.width }.map {
            (compact: compact, regular: $0)
        }
    }

    public func check(_ screen: ScreenSpec, context: RuleContext) -> [Finding] {
        guard screen.componentIndex.features.contains(.spacing) else { return [] }
        var spaced: [Environment: [String: Component]] = [:]
        func components(in environment: Environment) -> [String: Component] {
            if let known = spaced[environment] { return known }
            let found = Self.spacedComponents(of: screen, in: environment)
            spaced[environment] = found
            return found
        }
        // Each checked component once, against the strictest reference: the largest compact-width
        // spacing for a regular-width component, the smallest regular-height one for a compact-height one.
        var width: [Int: (checked: Component, reference: Component)] = [:]
        for pair in WidthPairs.pairs {
            let compact = components(in: pair.compact)
            for wide in components(in: pair.regular).values {
                guard let narrow = compact[wide.id.value], narrow.node != wide.node else { continue }
                if let known = width[wide.node], spacing(known.reference) >= spacing(narrow) { continue }
                width[wide.node] = (wide, narrow)
            }
        }
        var height: [Int: (checked: Component, reference: Component)] = [:]
        for pair in Self.heightPairs {
            let regular = components(in: pair.regular)
            for short in components(in: pair.compact).values {
                guard let tall = regular[short.id.value], tall.node != short.node else { continue }
                if let known = height[short.node], spacing(known.reference) <= spacing(tall) { continue }
                height[short.node] = (short, tall)
            }
        }
        let widthFindings = width.values.compactMap { Self.compare($0.checked, $0.reference, axis: .width) }
        let heightFindings = height.values.compactMap { Self.compare($0.checked, $0.reference, axis: .height) }
        return widthFindings + heightFindings
    }

    private func spacing(_ component: Component) -> Double { component.spacing?.value ?? 0 }

    enum Axis {
        case width, height
    }

    /// The finding when `checked` (regular width, or compact height) has the wrong spacing next to
    /// `reference` (compact width, or regular height); nil when it is right or they are one component.
    static func compare(_ checked: Component, _ reference: Component, axis: Axis) -> Finding? {
        guard checked.node != reference.node, let spacing = checked.spacing, let other = reference.spacing else {
            return nil
        }
        let id = checked.id.value
        let value = Points.format(spacing.value)
        let expected = Points.format(other.value)
        switch axis {
        case .width:
            guard spacing.value < other.value else { return nil }
            return Finding(
                node: spacing.node,
                message:
                    "component '\(id)' has \(value)pt spacing in regular width, less than the \(expected)pt in compact width; use at least \(expected)pt in regular width",
                related: [
                    RelatedNode(node: other.node, message: "'\(id)' has \(expected)pt spacing in compact width here")
                ])
        case .height:
            guard spacing.value > other.value else { return nil }
            return Finding(
                node: spacing.node,
                message:
                    "component '\(id)' has \(value)pt spacing in compact height, more than the \(expected)pt in regular height; use at most \(expected)pt in compact height",
                related: [
                    RelatedNode(node: other.node, message: "'\(id)' has \(expected)pt spacing in regular height here")
                ])
        }
    }

    /// The components shown in `environment` that give a spacing, by id: the first of each id.
    static func spacedComponents(of screen: ScreenSpec, in environment: Environment) -> [String: Component] {
        var result: [String: Component] = [:]
        for component in screen.components(in: environment)
        where component.spacing != nil && result[component.id.value] == nil {
            result[component.id.value] = component
        }
        return result
    }
}

import AdaptLintCore

/// Reports screens that support one landscape variant without the other, single-family screens
/// without both variants of their family, and (as a note) screens limited to one family.
public struct OrientationVariantsRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "orientation-variants",
        title: "Orientation variants",
        summary:
            "A screen with one landscape variant supports the other too, a screen locked to one orientation family supports both of its variants, and both families are preferred.",
        rationale: """
            People hold their devices in whatever way suits them at the moment. A screen that rotates to \
            landscape with the camera on the left but not on the right feels broken, and a screen locked to a \
            single orientation family should at least follow the device when it is turned around. Supporting \
            both portrait and landscape is better still, so a screen limited to one family gets a note.
            """,
        guideline: GuidelineCitation(
            document: "003", source: "Apple Human Interface Guidelines, Layout",
            section:
                "If possible, support both portrait and landscape orientations; If your app supports only one orientation, support both variants",
            paraphrase: """
                Offer portrait and landscape where you can, since people like to choose. When a screen must \
                stay in one orientation family, it should still work in both of that family's variants, \
                rotating its content when the device is turned by 180 degrees.
                """),
        defaultSeverity: .error,
        triggeringExamples: OrientationVariantsRuleExamples.triggering,
        nonTriggeringExamples: OrientationVariantsRuleExamples.nonTriggering)

    public func check(_ screen: ScreenSpec, context: RuleContext) -> [Finding] {
        let listed = screen.orientations.value
        // Most screens list both families and both landscape variants: nothing to report, found
        // by counting, before any set or filtered list is built.
        var portraitCount = 0
        var landscapeCount = 0
        for orientation in listed {
            if orientation.value.family == .portrait { portraitCount += 1 } else { landscapeCount += 1 }
        }
        guard portraitCount == 0 || landscapeCount == 0 || landscapeCount == 1 else { return [] }
        return variantFindings(screen)
    }

    /// The findings about the orientations `screen` lists: a lone landscape variant, a lone
    /// portrait variant of a portrait-only screen, a single family.
    func variantFindings(_ screen: ScreenSpec) -> [Finding] {
        let listed = screen.orientations.value
        let families = Set(listed.map(\.value.family))
        var findings: [Finding] = []
        let landscape = listed.filter { $0.value.family == .landscape }
        if landscape.count == 1, let lone = landscape.first, let missing = Self.otherVariant(of: lone.value) {
            findings.append(
                Finding(
                    node: lone.node,
                    message:
                        "'\(lone.value.rawValue)' is supported without '\(missing.rawValue)'; support both landscape variants so the screen follows the device whichever way it is turned",
                    fixes: Self.adding(missing, to: listed)))
        }
        guard families.count == 1, let family = families.first else { return findings }
        let variants = listed.filter { $0.value.family == family }
        // A lone landscape variant is reported above, at the element itself.
        if family == .portrait, variants.count == 1, let only = variants.first,
            let missing = Self.otherVariant(of: only.value)
        {
            findings.append(
                Finding(
                    node: screen.orientations.node,
                    message:
                        "the screen supports only '\(only.value.rawValue)'; a screen limited to one orientation must support both of its variants, so add '\(missing.rawValue)'",
                    fixes: Self.adding(missing, to: listed)))
        }
        let other = family == .portrait ? OrientationFamily.landscape : .portrait
        findings.append(
            Finding(
                node: screen.orientations.node,
                message:
                    "the screen supports only \(family.rawValue) orientations; supporting \(other.rawValue) as well is preferred",
                severity: .note))
        return findings
    }

    /// The other variant of the same family: `landscapeRight` for `landscapeLeft`.
    static func otherVariant(of orientation: Orientation) -> Orientation? {
        orientation.family.variants.first { $0 != orientation }
    }

    /// A fix that appends `missing` after the last listed orientation, keeping the list's formatting.
    static func adding(_ missing: Orientation, to listed: [Located<Orientation>]) -> [NodeFix] {
        guard let last = listed.last else { return [] }
        return [
            NodeFix(
                node: last.node, replacement: "\"\(last.value.rawValue)\", \"\(missing.rawValue)\"",
                description: "add '\(missing.rawValue)' to 'orientations'")
        ]
    }
}

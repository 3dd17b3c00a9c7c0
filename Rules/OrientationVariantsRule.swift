import AdaptLintCore

/// Reports screens that support one landscape variant without the other, single-family screens
/// without both variants of their family where a device that shows them can turn upside down, and
/// (as a note) screens limited to one family; per device family when the spec gives orientations
/// per family.
public struct OrientationVariantsRule: DeviceAwareRule {
    /// The devices the screen may be shown on (`--devices`): "add 'portraitUpsideDown'" is asked
    /// only where one of them can show it.
    let devices: [Device]

    public init() { self.init(devices: DeviceCatalog.all) }
    public init(devices: [Device]) { self.devices = devices }

    public static let description = RuleDescription(
        identifier: "orientation-variants",
        title: "Orientation variants",
        summary:
            "A screen with one landscape variant supports the other too, a screen locked to one orientation family supports both of its variants where its devices can, and both families are preferred.",
        rationale: """
            People hold their devices in whatever way suits them at the moment. A screen that rotates to \
            landscape with the camera on the left but not on the right feels broken, and a screen locked to a \
            single orientation family should at least follow the device when it is turned around. Supporting \
            both portrait and landscape is better still, so a screen limited to one family gets a note. \
            Orientations may be given per device family (`{ "phone": [...], "pad": [...] }`, as Info.plist \
            does); each family is then checked on its own. Portrait upside down is asked for only when a \
            device that shows the screen can turn to it: iPhones with Face ID never do, so adding it to them \
            is advice nobody can follow.
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
        guard let byFamily = screen.orientationsByFamily else {
            return variantFindings(screen.orientations, families: [.iphone, .ipad], prefix: "")
        }
        return (byFamily.phone.map { variantFindings($0, families: [.iphone], prefix: "on iPhone ") } ?? [])
            + (byFamily.pad.map { variantFindings($0, families: [.ipad], prefix: "on iPad ") } ?? [])
    }

    /// The findings about one list of orientations, shown on devices of `families`: a lone
    /// landscape variant, a lone portrait variant of a portrait-only list, a single family.
    /// `prefix` names the family in messages ("on iPhone "), empty for the v1 array.
    func variantFindings(
        _ orientations: Located<[Located<Orientation>]>, families: [DeviceFamily], prefix: String
    ) -> [Finding] {
        let listed = orientations.value
        let gaps = Gaps(listed.map(\.value))
        var findings: [Finding] = []
        if let gap = gaps.loneLandscape {
            let lone = listed[gap.at]
            let missing = gap.missing
            findings.append(
                Finding(
                    node: lone.node,
                    message:
                        "\(prefix)'\(lone.value.rawValue)' is supported without '\(missing.rawValue)'; support both landscape variants so the screen follows the device whichever way it is turned",
                    fixes: Self.adding(missing, to: listed)))
        }
        guard let kind = gaps.onlyFamily else { return findings }
        // A lone landscape variant is reported above, at the element itself.
        if let missing = gaps.missingPortrait, let only = listed.first, let able = devicesShowing(missing, on: families)
        {
            let subject = prefix.isEmpty ? "the screen" : "\(prefix)the screen"
            findings.append(
                Finding(
                    node: orientations.node,
                    message:
                        "\(subject) supports only '\(only.value.rawValue)'; a screen limited to one orientation must support both of its variants, so add '\(missing.rawValue)'\(able)",
                    fixes: Self.adding(missing, to: listed)))
        }
        let other = kind == .portrait ? OrientationFamily.landscape : .portrait
        let subject = prefix.isEmpty ? "the screen" : "\(prefix)the screen"
        findings.append(
            Finding(
                node: orientations.node,
                message:
                    "\(subject) supports only \(kind.rawValue) orientations; supporting \(other.rawValue) as well is preferred",
                severity: .note))
        return findings
    }

    /// What one list of orientations lacks: the facts the rule reports, about a spec's list and
    /// about a project setting's alike.
    struct Gaps {
        /// The position of the only landscape variant listed, and the variant it lacks.
        var loneLandscape: (at: Int, missing: Orientation)?
        /// The family of every listed orientation, when they all have one.
        var onlyFamily: OrientationFamily?
        /// For a list of a single portrait variant, the other portrait variant.
        var missingPortrait: Orientation?

        init(_ listed: [Orientation]) {
            let landscape = listed.indices.filter { listed[$0].family == .landscape }
            if landscape.count == 1, let missing = OrientationVariantsRule.otherVariant(of: listed[landscape[0]]) {
                loneLandscape = (landscape[0], missing)
            }
            if let first = listed.first, landscape.isEmpty || landscape.count == listed.count {
                onlyFamily = first.family
            }
            if onlyFamily == .portrait, listed.count == 1 {
                missingPortrait = OrientationVariantsRule.otherVariant(of: listed[0])
            }
        }
    }

    /// Whether some device of `families` among the rule's devices can be turned to `orientation`:
    /// nil when none can; else what a message adds, empty when every one of them can, or the
    /// devices that can ("for the devices that can be turned to it: iPhone SE (1st generation),
    /// iPhone 8 and 3 more").
    func devicesShowing(_ orientation: Orientation, on families: [DeviceFamily]) -> String? {
        guard orientation == .portraitUpsideDown else { return "" }
        let showing = devices.filter { families.contains($0.family) }
        let able = showing.filter(Self.supportsUpsideDown)
        guard !able.isEmpty else { return nil }
        guard able.count < showing.count else { return "" }
        return " for the devices that can be turned to it: " + LabelList.summary(able.map(\.name), limit: 2)
    }

    /// Whether `device` can show portrait upside down: the device catalog's sourced fact.
    static func supportsUpsideDown(_ device: Device) -> Bool {
        device.supportsPortraitUpsideDown
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

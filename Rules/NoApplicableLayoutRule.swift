import AdaptLintCore

/// Reports trait environments of real devices in which no layout of a screen applies.
public struct NoApplicableLayoutRule: DeviceAwareRule {
    let scope: DeviceRuleScope

    public init() { self.init(devices: DeviceCatalog.all) }
    public init(devices: [Device]) { scope = DeviceRuleScope(devices: devices) }

    static let listedDevices = DeviceRuleScope.listedDevices

    public static let description = RuleDescription(
        identifier: "no-applicable-layout",
        title: "No applicable layout",
        summary: "Every device, orientation and iPad multitasking pane a screen supports gets at least one layout.",
        rationale: """
            Layouts are chosen by size class, and size classes do not follow the device: an iPhone held \
            sideways is compact in both directions unless it is a Plus or Max model, which turns regular \
            width; an iPad is regular in full screen but compact in Slide Over and in most Split View panes. \
            A spec whose layouts cover only the combinations its author pictured leaves the screen empty on \
            the others. adaptlint walks every window of its device catalog (full screen and every Split View \
            and Slide Over pane, in each orientation the screen supports) and names the ones no layout reaches. \
            Narrow the run with `--devices` when an app ships only to iPhone or only to iPad.
            """,
        guideline: GuidelineCitation(
            document: "002", source: "Apple, View Controller Programming Guide for iOS, The Adaptive Model",
            section:
                "Default Size Classes for Different Devices (Table 12-2), and its warning that a device may get other size classes",
            paraphrase: """
                Each device has default size classes per orientation: iPads are regular both ways, Plus-size \
                iPhones are regular width in landscape, other iPhones compact in both directions in landscape. \
                An app cannot count on any one size class for a device, so it has to handle every combination \
                it can be given.
                """),
        defaultSeverity: .error,
        parameters: [listedDevices],
        triggeringExamples: NoApplicableLayoutRuleExamples.triggering,
        nonTriggeringExamples: NoApplicableLayoutRuleExamples.nonTriggering)

    public func check(_ screen: ScreenSpec, context: RuleContext) -> [Finding] {
        let gaps = DeviceChecks.uncoveredEnvironments(of: screen, in: scope.windows)
        guard !gaps.isEmpty else { return [] }
        let limit = LabelList.limit(context.value(Self.listedDevices))
        return gaps.compactMap { gap in
            guard let when = gap.closest.when else { return nil }
            let environment = gap.environment
            let windows = gap.windows
            let names = LabelList.summary(count: windows.count, limit: limit) { windows[$0].label }
            let requirement = gap.mismatches.joined(separator: " and ")
            return Finding(
                node: when.node,
                message:
                    "no layout applies in \(environment.width.rawValue) width, \(environment.height.rawValue) height "
                    + "(\(environment.orientation.rawValue)): \(names); layout "
                    + "\(gap.closest.index + 1) comes closest but requires \(requirement)")
        }
    }
}

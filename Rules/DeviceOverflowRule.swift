import AdaptLintCore

/// Reports components, and rows of side-by-side components, wider than the space a real device
/// leaves between the layout margins.
public struct DeviceOverflowRule: DeviceAwareRule {
    let scope: DeviceRuleScope

    public init() { self.init(devices: DeviceCatalog.all) }
    public init(devices: [Device]) { scope = DeviceRuleScope(devices: devices) }

    static let compactMargin = RuleParameter(
        name: "compactMargin", defaultValue: 16, unit: "pt",
        summary: "Leading and trailing margin assumed in compact width when a layout declares no 'margins'.")
    static let regularMargin = RuleParameter(
        name: "regularMargin", defaultValue: 20, unit: "pt",
        summary: "Leading and trailing margin assumed in regular width when a layout declares no 'margins'.")
    static let minimumSpacing = RuleParameter(
        name: "minimumSpacing", defaultValue: 8, unit: "pt",
        summary: "Gaps between side-by-side components shrink down to this spacing, no further.")
    static let fullWidthMargin = RuleParameter(
        name: "fullWidthMargin", defaultValue: 48, unit: "pt",
        summary:
            "A declared margin of this size applies only in windows at least 'fullWidthContainer' wide; narrower regular windows get 'regularMargin'."
    )
    static let fullWidthContainer = RuleParameter(
        name: "fullWidthContainer", defaultValue: 768, unit: "pt",
        summary: "Narrowest window that keeps a declared full-width margin.")
    static let listedDevices = DeviceRuleScope.listedDevices

    public static let description = RuleDescription(
        identifier: "device-overflow",
        title: "Device overflow",
        summary: "Components fit between the layout margins on every device and multitasking pane they are shown on.",
        rationale: """
            A spec is drawn at one width, but a layout for compact width runs on screens from 320pt (iPhone SE, \
            1st generation) to 440pt, and in iPad Slide Over; a regular-width layout runs on 1366pt iPads and on \
            678pt Split View panes. adaptlint shows every layout on every window of its device catalog where it \
            applies and adds up what each row needs: fixed widths as drawn, stretching components at their \
            minimum, gaps down to `minimumSpacing`. Margins follow the window, as guideline 000 gives them per \
            container: a declared 20pt or 48pt margin is 16pt in a compact-width window, and a declared 48pt \
            margin is 20pt in a regular window narrower than 768pt (iPad mini, Split View panes). A component \
            drawn against its window stretches: from margin to margin or edge to edge of a real screen width, \
            from the leading margin to the trailing edge of its drawing (a carousel whose cards peek in), with the \
            same 8pt inset on both sides, or between the landscape safe areas of an iPhone; one drawn exactly at the \
            672pt readable width, centred or from a margin, stretches up to that width (guideline 000 makes it a \
            maximum); so do the \
            members of a row drawn that way that are not buttons, links, switches, steppers, menus, date pickers \
            or images (a text field beside its button, a title beside a switch), and all the members of a row of \
            equal columns that fill it, whatever their type (two 343pt fields 16pt apart from margin to margin, \
            or two 176pt cards rounded a point short of the margin), and a title beside its icon that runs to the \
            trailing margin. In a \
            split view drawn as columns, the last column, which reaches the trailing edge, takes what the others \
            leave: it stretches, and so does a component drawn against its edges or margins. Say so explicitly \
            with `"resizing": {"width": "fill", "minWidth": N}`, or pin a width with `"width": "fixed"`. Content that \
            does not fit is clipped or forces sideways scrolling.
            """,
        guideline: GuidelineCitation(
            document: "002", source: "Apple, View Controller Programming Guide for iOS, The Adaptive Model",
            section: "The Role of Traits, tips on size classes: a size class is not a width",
            paraphrase: """
                A size class says how roomy an interface is, not how many points it has; the same class \
                covers windows of very different widths. Also guideline 000 (SAP Fiori for iOS, Adaptive \
                Design): full-width components keep 16pt margins in compact and 20pt in regular width; and \
                guideline 003 (Apple HIG, Layout): primary content never makes people scroll sideways.
                """),
        defaultSeverity: .error,
        parameters: [compactMargin, regularMargin, minimumSpacing, fullWidthMargin, fullWidthContainer, listedDevices],
        triggeringExamples: DeviceOverflowExamples.triggering,
        nonTriggeringExamples: DeviceOverflowExamples.nonTriggering)

    public func check(_ screen: ScreenSpec, context: RuleContext) -> [Finding] {
        // Overflows are rows of components: a spec without any has none, known before the
        // parameters are read and the windows grouped.
        guard !screen.componentIndex.components.isEmpty else { return [] }
        let geometry = DeviceGeometry(
            compactMargin: context.value(Self.compactMargin), regularMargin: context.value(Self.regularMargin),
            minimumSpacing: context.value(Self.minimumSpacing), fullWidthMargin: context.value(Self.fullWidthMargin),
            fullWidthContainer: context.value(Self.fullWidthContainer))
        let overflows = DeviceChecks.overflows(of: screen, in: scope.windows, geometry: geometry)
        guard !overflows.isEmpty else { return [] }
        let limit = LabelList.limit(context.value(Self.listedDevices))
        return overflows.compactMap { finding($0, limit: limit) }
    }

    private static func isFill(_ behavior: WidthBehavior) -> Bool {
        if case .fill = behavior { return true }
        return false
    }

    private func finding(_ overflow: RowOverflow, limit: Int) -> Finding? {
        let windows = overflow.windows
        let amounts = Set(windows.map { PointFormat.string($0.amount) })
        let by =
            amounts.count == 1
            ? "by \(PointFormat.string(overflow.worst))pt" : "by up to \(PointFormat.string(overflow.worst))pt"
        // One finding per row: in one orientation it is named once, in both each window says its own.
        let orientations = overflow.orientations
        let place =
            orientations.count == 1
            ? "on \(LabelList.summary(count: windows.count, limit: limit) { windows[$0].window.label }) in \(overflow.orientation.rawValue)"
            : "on \(LabelList.summary(count: windows.count, limit: limit) { "\(windows[$0].window.label) in \(windows[$0].window.orientation.rawValue)" })"
        let room = PointFormat.string(overflow.leastAvailable)
        let row = overflow.row
        guard let last = row.members.last else { return nil }
        if row.members.count > 1 {
            let names = LabelList.summary(row.members.map { "'\($0.id.value)'" }, limit: row.members.count)
            let related = row.members.dropLast().compactMap { member in
                member.frame.map { RelatedNode(node: $0.node, message: "'\(member.id.value)' is on the same row") }
            }
            return Finding(
                node: last.frame?.node ?? last.node,
                message: "components \(names) side by side overflow \(by) \(place); they need "
                    + "\(PointFormat.string(row.requiredWidth))pt but only \(room)pt fit, so stack them or "
                    + (row.behaviors.contains(where: Self.isFill)
                        ? "make the fixed ones narrower or lower a 'minWidth'"
                        : "let one stretch with \"resizing\": {\"width\": \"fill\"}"),
                related: Array(related))
        }
        let subject = "component '\(last.id.value)' overflows \(by) \(place)"
        if let minWidth = last.resizing?.minWidth, case .fill = row.behaviors[0] {
            return Finding(node: minWidth.node, message: "\(subject); lower its 'minWidth' to at most \(room)pt")
        }
        guard let width = last.visibleBox?.width else { return nil }
        return Finding(
            node: width.node,
            message:
                "\(subject); make it at most \(room)pt wide or let it stretch with \(Self.stretching(last, drawn: width.value, in: overflow.layout))"
        )
    }

    /// The `resizing` that lets `component`, drawn `drawn` points wide, stretch: text shown in
    /// regular width stretches up to the readable width, at most its drawn width, so that
    /// following the advice does not trade this finding for a `readable-width` one (guideline 000,
    /// Readable Regular Width: 672pt at most).
    static func stretching(_ component: Component, drawn: Double, in layout: Layout) -> String {
        guard ReadText.isRead(component),
            Environment.realizable.contains(where: { $0.width == .regular && layout.applies(in: $0) })
        else { return "\"resizing\": {\"width\": \"fill\"}" }
        let maximum = PointFormat.string(min(drawn, DeviceGeometry.readableWidth))
        return "\"resizing\": {\"width\": \"fill\", \"maxWidth\": \(maximum)}"
    }
}

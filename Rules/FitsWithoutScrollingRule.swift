import AdaptLintCore

/// Reports a layout marked `"scrolls": false` whose content ends below the bottom of a window it
/// is shown in.
public struct FitsWithoutScrollingRule: DeviceAwareRule {
    let scope: DeviceRuleScope

    public init() { self.init(devices: DeviceCatalog.all) }
    public init(devices: [Device]) { scope = DeviceRuleScope(devices: devices) }

    static let listedDevices = DeviceRuleScope.listedDevices

    public static let description = RuleDescription(
        identifier: "fits-without-scrolling",
        title: "Fits without scrolling",
        summary: "A layout marked \"scrolls\": false fits the height of every window it is shown in.",
        rationale: """
            Some screens are designed to show everything at once: a camera, a scanner, a dashboard, a \
            compact-height variant without a scroll view. The optional layout key `"scrolls": false` \
            says so (the default, `true`, lets content scroll and is not checked). adaptlint then shows \
            the layout on every window of the run (`--devices`) where it applies, in the orientations \
            the screen supports, and measures the lowest frame: the largest `y + height` of the \
            components drawn on the screen itself, with the layout's `bottom` margin added when it has \
            one. When that is more than the window's height, part of the layout is cut off on that \
            device, because nothing scrolls it into view. Frames are measured from the top of the \
            screen, bars included, as in the rest of the format; a window is as tall as the device's \
            screen in that orientation, also for iPad Split View and Slide Over panes. Presentations \
            (sheets, popovers, ...) and their contents are left out: they have their own height. \
            Components with only a `size` have no position and are not measured. What scrolls in UIKit (a \
            `list`, `table`, `grid`, `scrollView` or `webView`, and a `textField` taller than 88pt, a \
            multi-line text view) scrolls its own content even in a layout that does not scroll, and its \
            height follows the window: it counts with its first row only (44pt, or its height when smaller), and the components inside it not at \
            all.
            """,
        guideline: GuidelineCitation(
            document: "002", source: "Apple, View Controller Programming Guide for iOS, The Adaptive Model",
            section: "The Role of Traits (Table 12-1, verticalSizeClass)",
            paraphrase: """
                The vertical size class describes how much height the interface has; a design that needs \
                all of its content on screen without scrolling should decide its layout by it. Also \
                guideline 000 (SAP Fiori for iOS, Adaptive Design, Vertical Space): components take the \
                height that the current screen offers, and compact height exists only on some iPhones in \
                landscape. So a list, table or grid that adapts its height to the window may be drawn \
                taller than a short one, as long as its start is on screen.
                """),
        defaultSeverity: .warning,
        parameters: [listedDevices],
        triggeringExamples: FitsWithoutScrollingRuleExamples.triggering,
        nonTriggeringExamples: FitsWithoutScrollingRuleExamples.nonTriggering)

    /// The component that ends lowest in one environment, and how far down the layout needs.
    struct Lowest {
        var component: Component
        var frame: Box
        /// The bottom of the frame, in points from the top of the screen.
        var bottom: Double
    }

    /// One window that cuts the layout off.
    struct Cut {
        var window: DeviceWindow
        var height: Double
        var lowest: Lowest
        var overflow: Double
    }

    public func check(_ screen: ScreenSpec, context: RuleContext) -> [Finding] {
        guard screen.layouts.contains(where: { $0.scrolls?.value == false }) else { return [] }
        let group = scope.windows.group(for: screen)
        let limit = LabelList.limit(context.value(Self.listedDevices))
        var findings: [Finding] = []
        for (position, layout) in screen.layouts.enumerated() where layout.scrolls?.value == false {
            guard let scrolls = layout.scrolls else { continue }
            let placed = screen.placedComponents(ofLayoutAt: position).filter { $0.layer == nil }
            let margin = layout.margins?.bottom?.value ?? 0
            var lowest: [Environment: Lowest?] = [:]
            var cuts: [Cut] = []
            for window in group.windows where layout.applies(in: window.environment) {
                let environment = window.environment
                if lowest[environment] == nil { lowest[environment] = .some(Self.lowest(of: placed, in: environment)) }
                guard let found = lowest[environment] ?? nil else { continue }
                let height = window.device.size(in: window.orientation).height
                let overflow = found.bottom + margin - height
                if overflow > 0 { cuts.append(Cut(window: window, height: height, lowest: found, overflow: overflow)) }
            }
            guard let worst = cuts.max(by: { $0.overflow < $1.overflow }) else { continue }
            findings.append(
                Self.finding(layout, scrolls: scrolls, margin: margin, cuts: cuts, worst: worst, limit: limit))
        }
        return findings
    }

    /// The framed component shown in `environment` whose frame ends lowest; the first of equals.
    ///
    /// A body that scrolls (``ScrollingBody``) counts with its first row only, and what is inside
    /// it not at all: its rows scroll within it.
    static func lowest(of placed: [PlacedComponent], in environment: Environment) -> Lowest? {
        var result: Lowest?
        // Entries before this layout position lie inside a scrolling body.
        var insideBodyUntil = -1
        for entry in placed where entry.index >= insideBodyUntil && entry.isShown(in: environment) {
            if ScrollingBody.scrolls(entry.component) { insideBodyUntil = entry.subtreeEnd }
            guard let frame = entry.component.frame, let y = frame.y else { continue }
            let bottom = ScrollingBody.bottom(of: entry.component, y: y.value, height: frame.height.value)
            if bottom > result?.bottom ?? -Double.infinity {
                result = Lowest(component: entry.component, frame: frame, bottom: bottom)
            }
        }
        return result
    }

    private static func finding(
        _ layout: Layout, scrolls: Located<Bool>, margin: Double, cuts: [Cut], worst: Cut, limit: Int
    ) -> Finding {
        let by =
            Set(cuts.map { PointFormat.string($0.overflow) }).count == 1
            ? "\(PointFormat.string(worst.overflow))pt" : "up to \(PointFormat.string(worst.overflow))pt"
        var names: [String] = []
        for cut in cuts where !names.contains(cut.window.device.name) { names.append(cut.window.device.name) }
        let orientations = Set(cuts.map(\.window.orientation))
        let place = orientations.count == 1 ? " in \(worst.window.orientation.rawValue)" : ""
        let bottom = PointFormat.string(worst.lowest.bottom)
        let withMargin =
            margin > 0 ? " (\(PointFormat.string(worst.lowest.bottom + margin))pt with the bottom margin)" : ""
        let shortest = cuts.map(\.height).min() ?? worst.height
        return Finding(
            node: worst.lowest.frame.node,
            message: "\(layout.label) does not scroll, but \(Self.ends(worst.lowest)) \(bottom)pt "
                + "from the top\(withMargin), \(by) below the bottom of the screen on "
                + "\(LabelList.summary(names, limit: limit))\(place); "
                + "fit the layout within \(PointFormat.string(shortest))pt there or let it scroll",
            related: [RelatedNode(node: scrolls.node, message: "\"scrolls\": false is set here")])
    }

    /// What ends lowest: "'shutter' ends", or for a body that scrolls, "the first 44pt of
    /// 'results', which scrolls, end".
    private static func ends(_ lowest: Lowest) -> String {
        let name = lowest.component.id.value
        guard ScrollingBody.scrolls(lowest.component) else { return "'\(name)' ends" }
        let row = PointFormat.string(min(lowest.frame.height.value, ScrollingBody.firstRow))
        return "the first \(row)pt of '\(name)', which scrolls, end"
    }
}

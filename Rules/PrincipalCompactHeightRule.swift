import AdaptLintCore

/// Reports a principal component that a layout applying in compact height draws below the bottom
/// of the shortest landscape iPhone screen of the run.
public struct PrincipalCompactHeightRule: DeviceAwareRule {
    let scope: DeviceRuleScope

    public init() { self.init(devices: DeviceCatalog.all) }
    public init(devices: [Device]) { scope = DeviceRuleScope(devices: devices) }

    public static let description = RuleDescription(
        identifier: "principal-compact-height",
        title: "Principal content in compact height",
        summary: "A component marked principal stays on screen in compact height, on every iPhone held in landscape.",
        rationale: """
            Compact height is an iPhone held in landscape: between 320pt (iPhone SE, 1st generation) and \
            440pt of height. A layout that applies there, including a compact-width layout drawn on a tall \
            portrait canvas, must keep the screen's principal action or content within that height, or \
            people have to scroll to find what the screen is for. adaptlint checks every component marked \
            `"principal": true` that has a `frame`, on every iPhone of the run (`--devices`) whose landscape \
            window has compact height and where the layout and the component are shown: the bottom of the \
            frame must not lie below the screen's height in landscape. Frames are measured from the top of \
            the screen and bars are components of the spec, so nothing is subtracted for a navigation bar; \
            the status bar is hidden on iPhones in landscape, and the home indicator overlays content \
            without taking height from it. A principal component that scrolls in UIKit (a `list`, `table`, \
            `grid`, `scrollView` or `webView`, and a `textField` taller than 88pt, which is a multi-line text view such as a note body) \
            scrolls its own content and its height follows the window, so it may run past the bottom: only its \
            first row (44pt, or its height when smaller) must be on screen. A component drawn near the bottom edge of a landscape \
            iPhone screen (within 100pt of it, a Confirm button above the home indicator, on a drawing that \
            stops at the screen's bottom) is pinned there: on a shorter iPhone it keeps its distance to the \
            bottom edge, as a bottom constraint does, and is reported only when that distance plus its height \
            exceed the screen. A portrait drawing does not say whether its last button is pinned or ends the \
            page, so it is measured from the top.
            """,
        guideline: GuidelineCitation(
            document: "000", source: "SAP Fiori for iOS, Adaptive Design",
            section: "Vertical Space; Compact Height",
            paraphrase: """
                Components take the height the screen offers; compact height occurs only on some iPhones in \
                landscape, where paddings and spacing shrink so that more fits. Also guideline 003 (Apple HIG, \
                Layout, Use visual weight and balance): the most important items belong where people see \
                them first. A list, table, grid, scroll view or web view is a scrolling body whose height adapts to the space the \
                screen offers (000, Vertical Space); only a design that must show all of its content at once \
                has to fit without scrolling (guideline 002, The Role of Traits, Table 12-1).
                """),
        defaultSeverity: .warning,
        triggeringExamples: PrincipalCompactHeightRuleExamples.triggering,
        nonTriggeringExamples: PrincipalCompactHeightRuleExamples.nonTriggering)

    public func check(_ screen: ScreenSpec, context: RuleContext) -> [Finding] {
        // Most screens mark nothing principal: the index knows without a scan.
        guard screen.componentIndex.features.contains(.principal) else { return [] }
        let windows = scope.windows.group(for: screen).compactHeightWindows
        guard !windows.isEmpty else { return [] }
        let index = screen.componentIndex
        let list = index.components
        var findings: [Finding] = []
        for (position, range) in index.layoutRanges.enumerated() {
            for at in range where list[at].principal?.value == true {
                if let finding = finding(at: at, inLayoutAt: position, of: screen, windows: windows) {
                    findings.append(finding)
                }
            }
        }
        return findings
    }

    /// The finding for the principal component at `at` in the index, of the layout at `position`:
    /// the compact-height windows that cut it off, if any.
    private func finding(at: Int, inLayoutAt position: Int, of screen: ScreenSpec, windows: [DeviceWindow])
        -> Finding?
    {
        let layout = screen.layouts[position]
        let placed = screen.placedComponent(at: at, inLayoutAt: position)
        guard let frame = placed.component.frame, let y = frame.y else { return nil }
        let bottom = ScrollingBody.bottom(of: placed.component, y: y.value, height: frame.height.value)
        // Pinned to the bottom of the screen it is drawn for, it keeps its distance to the bottom
        // edge on a shorter screen: it is cut off only when the screen is shorter than that
        // distance plus its own height.
        let needed = pinnedHeight(placed, y: y.value, height: frame.height.value, of: screen, inLayoutAt: position)
        var cut: [(window: DeviceWindow, height: Double)] = []
        for window in windows
        where layout.applies(in: window.environment) && placed.isShown(in: window.environment) {
            let height = window.device.size(in: window.orientation).height
            if (needed ?? bottom) > height { cut.append((window, height)) }
        }
        guard let shortest = cut.min(by: { $0.height < $1.height }) else { return nil }
        return finding(placed.component, frame: frame, bottom: bottom, pinned: needed, cut: cut, shortest: shortest)
    }

    /// The finding for `component`, cut off on the windows of `cut`; `pinned` is the height a
    /// component pinned to the bottom edge needs (``pinnedHeight(_:y:height:of:inLayoutAt:)``),
    /// which is what is judged on each window and what the message quotes.
    private func finding(
        _ component: Component, frame: Box, bottom: Double, pinned: Double?,
        cut: [(window: DeviceWindow, height: Double)], shortest: (window: DeviceWindow, height: Double)
    ) -> Finding {
        let worst = (pinned ?? bottom) - shortest.height
        let by =
            Set(cut.map { $0.height }).count == 1
            ? "by \(PointFormat.string(worst))pt" : "by up to \(PointFormat.string(worst))pt"
        let devices = LabelList.summary(count: cut.count, limit: 2) { cut[$0].window.label }
        // A body that scrolls may run past the bottom: only its first row must be on screen. One
        // pinned to the bottom edge keeps its distance to it on the named windows, so its top is
        // what leaves the screen.
        if let pinned {
            let distance = PointFormat.string(pinned - frame.height.value)
            return Finding(
                node: frame.node,
                message: "principal component '\(component.id.value)' is pinned \(distance)pt above the bottom edge "
                    + "and \(PointFormat.string(frame.height.value))pt high, so compact height pushes its top off "
                    + "screen \(by) on \(devices); keep its height and that distance within "
                    + "\(PointFormat.string(shortest.height))pt there")
        }
        let ends =
            ScrollingBody.scrolls(component)
            ? "scrolls, but its first \(PointFormat.string(min(frame.height.value, ScrollingBody.firstRow)))pt end "
                + "\(PointFormat.string(bottom))pt from the top, so compact height pushes them"
            : "ends \(PointFormat.string(bottom))pt from the top, so compact height pushes it"
        return Finding(
            node: frame.node,
            message: "principal component '\(component.id.value)' \(ends) off screen \(by) on \(devices); "
                + "keep \(ScrollingBody.scrolls(component) ? "them" : "it") within the top "
                + "\(PointFormat.string(shortest.height))pt there")
    }

    /// For a component pinned to the bottom edge of the landscape screen its layout is drawn for (outside
    /// presentations, not a scrolling body, its bottom within ``DrawnArea/bottomBand``
    /// of that screen's bottom: a Confirm button above the home indicator; the drawing stops at the
    /// screen's bottom, so the page does not scroll), the screen height it
    /// needs: its distance to the bottom edge plus its height. Nil for any other component, which is
    /// measured from the top.
    ///
    /// Auto Layout keeps a view's bottom constraint when the window gets shorter, so on a shorter
    /// iPhone in landscape the button moves up with the bottom edge (guideline 000, Vertical Space:
    /// components take the height the screen offers).
    ///
    /// - Complexity: O(components of the layout), for the few principal components near the bottom.
    private func pinnedHeight(
        _ placed: PlacedComponent, y: Double, height: Double, of screen: ScreenSpec, inLayoutAt position: Int
    ) -> Double? {
        guard placed.layer == nil, !ScrollingBody.scrolls(placed.component) else { return nil }
        // Only a drawing made for a landscape screen, i.e. for compact height itself, says how the
        // layout meets a shorter one; a portrait drawing does not say whether its bottom button is
        // pinned or ends the page. A drawing that runs on below its screen is a page that scrolls:
        // nothing in it is pinned.
        guard let drawing = DrawnArea.drawing(of: screen.placedComponents(ofLayoutAt: position)),
            drawing.isScreen, drawing.width > drawing.height, drawing.reach <= drawing.height + 0.5
        else { return nil }
        let gap = drawing.height - (y + height)
        guard gap >= 0, gap <= DrawnArea.bottomBand else { return nil }
        return gap + height
    }
}

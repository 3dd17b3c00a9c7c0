import AdaptLintCore

/// Reports text, cells, text lists, text fields, search bars and menus wider than SAP Fiori's 672pt
/// readable width in regular width.
public struct ReadableWidthRule: Rule {
    public init() {}

    static let readableWidth = RuleParameter(
        name: "readableWidth", defaultValue: DeviceGeometry.readableWidth, unit: "pt",
        summary: "Widest a text-bearing component may be in regular width.")

    public static let description = RuleDescription(
        identifier: "readable-width",
        title: "Readable width",
        summary:
            "Text, cells, text fields, search bars, menus and lists that show information are at most 672pt wide in regular width.",
        rationale: """
            On a large iPad a paragraph or a table row that runs from margin to margin is hard to follow: the \
            eye loses its place on the way back to the start of the next line. In regular width the rule checks \
            every component whose content is read as text: `text`, `cell`, `textField`, `searchBar`, `menu` \
            (guideline 000 caps the inner width of components, not only of paragraphs), and a `list` that \
            itself `shows` information (its rows are lines of text). It measures the drawn width (`frame` or `size`); a \
            component that stretches with `"resizing": {"width": "fill"}` must carry a `maxWidth` of at most the \
            limit when it can grow past it: it is judged by the width it reaches on the widest regular-width \
            window it is shown in, its drawn width plus its share of what that window adds to the screen the \
            layout is drawn on (text beside artwork on a landscape iPhone may stay under the limit; two fields \
            filling one row share the growth). The \
            advice and fix for a drawn width over the limit is `"resizing": {"width": "fill", "maxWidth": 672}`, \
            not a fixed 672pt: a fixed width would not fit the narrower regular windows and `device-overflow` \
            would report it. A layout that serves regular width only through Plus and Max iPhones held in \
            landscape says so, with the devices. \
            Headers, tables, grids, carousels and images are not checked: their content is not running text, \
            and a spec cannot say how wide the text inside them is. UIKit's own readable content guide is a \
            little narrower (664pt); the limit here is SAP Fiori's.
            """,
        guideline: GuidelineCitation(
            document: "000", source: "SAP Fiori for iOS, Adaptive Design", section: "Readable Regular Width",
            paraphrase: """
                Regular width has a readable sub-variant that caps the inner width of components at 672pt, \
                the widest text people still read comfortably.
                """),
        defaultSeverity: .warning,
        parameters: [readableWidth],
        triggeringExamples: ReadableWidthRuleExamples.triggering,
        nonTriggeringExamples: ReadableWidthRuleExamples.nonTriggering)

    public func check(_ screen: ScreenSpec, context: RuleContext) -> [Finding] {
        let index = screen.componentIndex
        guard index.contains(anyOf: ReadText.types) else { return [] }
        // Read after the guard: most screens have no text to measure.
        let limit = context.value(Self.readableWidth)
        let list = index.components
        var findings: [Finding] = []
        for (position, range) in index.layoutRanges.enumerated() {
            // The regular-width environments in which the layout applies, as bits.
            let regular = index.layoutEnvironments[position].bits & RealizableBits.regularWidth
            guard regular != 0 else { continue }
            // One finding per cause: the components of a layout drawn at one width too wide, in the
            // same windows, are laid out on one column (three rows and the search field above them,
            // 702pt wide): the first carries the finding, the others are related to it. A component
            // that stretches is a cause of its own.
            var causes = CauseGroups<DrawnWidth, (finding: Finding, sameWidth: RelatedNode?)>()
            // Shown in one of them: the component's and its ancestors' conditions hold there.
            for at in range where ReadText.isRead(list[at]) && index.conditions(at: at).bits & regular != 0 {
                let shownIn = index.conditions(at: at).bits & regular
                let reach = { Self.reach(of: list[at], in: screen, layoutAt: position, shownIn: shownIn) }
                guard let finding = finding(for: list[at], limit: limit, shownIn: shownIn, reach: reach) else {
                    continue
                }
                let width = Self.drawnWidth(of: list[at])
                // What the finding of its cause says about it when it is not the first.
                let sameWidth = width.map {
                    RelatedNode(
                        node: finding.node, message: "'\(list[at].id.value)' is \(Points.format($0))pt wide here too")
                }
                causes.add((finding, sameWidth), cause: width.map { DrawnWidth(width: $0, windows: shownIn) })
            }
            for group in causes.groups {
                var finding = group[0].finding
                for other in group.dropFirst() {
                    finding.related += other.sameWidth.map { [$0] } ?? []
                    finding.fixes += other.finding.fixes
                }
                findings.append(finding)
            }
        }
        return findings
    }

    /// A drawn width and the regular-width windows it shows in, as bits: what makes two findings one.
    private struct DrawnWidth: Hashable {
        var width: Double
        var windows: UInt64
    }

    /// The drawn width a finding measures, for a component that does not stretch by its `resizing`.
    private static func drawnWidth(of component: Component) -> Double? {
        if let resizing = component.resizing, resizing.width.value == .fill { return nil }
        return component.visibleBox?.width.value
    }

    /// The finding for one text-bearing component shown in regular width, if it can get too wide;
    /// `reach` tells how wide a component that stretches without a maximum gets (``reach(of:in:layoutAt:shownIn:)``).
    private func finding(
        for component: Component, limit: Double, shownIn bits: UInt64, reach: () -> Reach?
    ) -> Finding? {
        // Built only for a finding: most text fits.
        var name: String { "\(component.type.value.rawValue) '\(component.id.value)'" }
        var reason: String { "\(Points.format(limit))pt is SAP Fiori's readable-width limit" }
        var place: String { WindowPlace.regularWidth(bits) }
        if let resizing = component.resizing, resizing.width.value == .fill {
            guard let maximum = resizing.maxWidth else {
                // Judged by the width it reaches on the widest window it is shown in, when the
                // drawing tells: text beside artwork on a landscape iPhone stays under the limit.
                let reached = reach()
                if let reached, reached.width <= limit { return nil }
                let upTo = reached.map {
                    ", up to \(Points.format($0.width))pt on \($0.window.label) in \($0.window.orientation.rawValue)"
                }
                return Finding(
                    node: resizing.width.node,
                    message:
                        "\(name) stretches with the window \(place) without a 'maxWidth'\(upTo ?? ""); add \"maxWidth\": \(Points.format(limit)), since \(reason)"
                )
            }
            guard maximum.value > limit else { return nil }
            return Finding(
                node: maximum.node,
                message:
                    "\(name) may stretch to \(Points.format(maximum.value))pt \(place); lower its 'maxWidth' to \(Points.format(limit))pt, since \(reason)"
            )
        }
        guard let box = component.visibleBox, box.width.value > limit else { return nil }
        // A fixed width at the limit would not fit the narrower regular windows (Split View
        // panes from 678pt, 638pt between the margins) and lead into device-overflow: cap a
        // stretching width instead.
        let resizing = "\"resizing\": { \"width\": \"fill\", \"maxWidth\": \(Points.format(limit)) }"
        // The drawn width is what is judged: where the place names devices, it is not their width
        // (a row drawn between an 852pt iPhone's safe areas takes each iPhone's own), so the
        // message says it is drawn.
        let regular = WindowPlace.regularWidth(bits)
        let width = Points.format(box.width.value)
        let drawn =
            regular == "in regular width"
            ? "is \(width)pt wide \(regular)" : "is drawn \(width)pt wide, and its layout is shown \(regular)"
        return Finding(
            node: box.width.node,
            message:
                "\(name) \(drawn); let it stretch to at most \(Points.format(limit))pt with \(resizing), since \(reason)",
            fixes: [
                NodeFix(
                    node: box.node, replacement: "\(BoxText.json(box)), \(resizing)",
                    description: "let it stretch to at most \(Points.format(limit))pt")
            ])
    }

    /// The regular-width windows of the device catalog in both orientations, narrowest first (among
    /// equal widths, the first in matrix order last, so that the widest one asked for is the first
    /// of its width), worked out once per run.
    static let regularWindows: [DeviceWindow] = {
        let windows = DeviceMatrix.windows(of: DeviceCatalog.all, orientations: [.portrait, .landscape])
            .filter { $0.environment.width == .regular }
        return windows.indices.sorted { (windows[$0].width, $1) < (windows[$1].width, $0) }.map { windows[$0] }
    }()

    /// How wide a stretching component gets, and on which window.
    struct Reach {
        var width: Double
        var window: DeviceWindow
    }

    /// How wide `component`, which fills its row without a maximum, gets on the widest
    /// regular-width window of the environments in `bits`: its drawn width plus its share of what
    /// that window adds to the width of the screen the layout is drawn on
    /// (``Layout/screenWidth(of:)``). A window wider by 104pt makes a lone filling component 104pt
    /// wider, and each of two text fields filling one row 52pt wider (the row's members that fill,
    /// ``DeviceGeometry/rows(of:in:)``, share the growth). Auto Layout gives a component pinned to
    /// its container what the container gains (guideline 002, The Adaptive Model); guideline 000
    /// caps the inner width at 672pt, so a component that cannot reach it needs no cap.
    ///
    /// - Returns: Nil when the component has no positioned frame or the layout's drawing has no
    ///   width, or no regular-width window shows it.
    /// - Complexity: O(windows of the catalog + components of the layout), asked only for a
    ///   stretching component without a maximum.
    static func reach(of component: Component, in screen: ScreenSpec, layoutAt position: Int, shownIn bits: UInt64)
        -> Reach?
    {
        guard let frame = component.frame, frame.x != nil,
            let drawn = Layout.screenWidth(of: screen.components(ofLayoutAt: position))
        else { return nil }
        guard let widest = regularWindows.last(where: { EnvironmentSet.bit(of: $0.environment) & bits != 0 }) else {
            return nil
        }
        let layout = screen.layouts[position]
        var sharing = 1
        for row in DeviceGeometry().rows(of: layout, in: widest.environment)
        where row.members.contains(where: { $0.node == component.node }) {
            sharing = max(1, row.behaviors.filter { if case .fill = $0 { true } else { false } }.count)
        }
        let width = frame.width.value + max(0, widest.width - drawn) / Double(sharing)
        return Reach(width: width, window: widest)
    }
}

/// How wide a component is on a device: its drawn width, or a width that follows the window.
public enum WidthBehavior: Sendable, Hashable {
    /// Keeps the drawn width, in points.
    case fixed(Double)
    /// Stretches with the window, never below `minimum` nor above `maximum`.
    case fill(minimum: Double, maximum: Double?, span: ResizingSpan)

    /// The least width the component needs.
    public var minimumWidth: Double {
        switch self {
        case .fixed(let width): width
        case .fill(let minimum, _, _): minimum
        }
    }
}

/// Components laid out side by side on one row of a layout (a single component is a row of one).
public struct LayoutRow: Sendable {
    /// Members from leading to trailing.
    public var members: [Component]
    /// Each member's behavior, in the same order.
    public var behaviors: [WidthBehavior]
    /// The spacing kept between neighbours: the drawn gap, shrunk to at most the minimum spacing.
    public var spacing: Double

    /// The least width the row needs between the margins (or edges, for one full-bleed member).
    public var requiredWidth: Double {
        // A loop rather than map and reduce: asked for every row on every window, without an array.
        var total: Double = 0
        for behavior in behaviors { total += behavior.minimumWidth }
        return total + spacing
    }

    /// Where the row sits, which decides the room a window leaves it.
    public var room: RowRoom

    public init(members: [Component], behaviors: [WidthBehavior], spacing: Double, room: RowRoom = .margins) {
        self.members = members
        self.behaviors = behaviors
        self.spacing = spacing
        self.room = room
    }

    /// Whether the row spans the window edge to edge.
    public var spansEdges: Bool { room == .edges }
}

/// Where a row of a layout sits, which decides the room a window leaves it.
public enum RowRoom: Sendable, Hashable {
    /// Between the window's layout margins.
    case margins
    /// From the window's leading edge to its trailing edge: a component that fills the window, or
    /// a row drawn from edge to edge (a navigation bar per split-view column, side by side).
    case edges
    /// Inside a split-view column, drawn from `minX` to `maxX`; `stretches` for the last column,
    /// which takes the width the others leave; `edges` when the row runs from the column's leading
    /// edge to its trailing edge (the column's list or navigation bar), so no margins apply.
    case column(Containers.Column, stretches: Bool, edges: Bool)
}

/// The geometry rules of the device matrix: which components stretch, which sit side by side,
/// and how much space a window leaves them.
public struct DeviceGeometry: Sendable {
    /// Margins assumed in compact width when a layout declares none (guideline 000: 16pt).
    public var compactMargin: Double
    /// Margins assumed in regular width when a layout declares none (guideline 000: 20pt).
    public var regularMargin: Double
    /// Gaps between side-by-side components shrink to this spacing but no further.
    public var minimumSpacing: Double
    /// Margins of a full-width regular container (guideline 000: 48pt).
    public var fullWidthMargin: Double
    /// Narrowest container that is full-width regular (guideline 000: 768pt).
    public var fullWidthContainer: Double

    public init(
        compactMargin: Double = 16, regularMargin: Double = 20, minimumSpacing: Double = 8,
        fullWidthMargin: Double = 48, fullWidthContainer: Double = 768
    ) {
        self.compactMargin = compactMargin
        self.regularMargin = regularMargin
        self.minimumSpacing = minimumSpacing
        self.fullWidthMargin = fullWidthMargin
        self.fullWidthContainer = fullWidthContainer
    }

    /// Widths a spec may be drawn at: every window width of the catalog, full screen and panes, in
    /// both orientations (375pt for the usual compact drawing, 768pt or 1024pt for iPad, ...).
    public static let referenceWidths: Set<Double> = Set(
        DeviceMatrix.windows(of: DeviceCatalog.all, orientations: [.portrait, .landscape]).map(\.width))

    /// The leading and trailing margins of `layout` in `window`: the declared ones as the window
    /// adapts them (``margin(declared:width:compactWidth:)``), else the defaults for the window's
    /// width class.
    public func margins(of layout: Layout, in window: DeviceWindow) -> (leading: Double, trailing: Double) {
        margins(
            declared: layout.margins.map { ($0.leading.value, $0.trailing.value) }, width: window.width,
            compactWidth: window.environment.width == .compact)
    }

    /// ``margins(of:in:)`` from the layout's declared margins (nil when it declares none), for a
    /// window `width` points wide of the given width class.
    func margins(declared: (leading: Double, trailing: Double)?, width: Double, compactWidth: Bool) -> (
        leading: Double, trailing: Double
    ) {
        guard let declared else {
            let value = compactWidth ? compactMargin : regularMargin
            return (value, value)
        }
        return (
            margin(declared: declared.leading, width: width, compactWidth: compactWidth),
            margin(declared: declared.trailing, width: width, compactWidth: compactWidth)
        )
    }

    /// The window widths of one environment that leave a row the least room between the
    /// margins: the narrowest, and, when a declared full-width margin applies from
    /// `fullWidthContainer` on, the narrowest window at least that wide.
    ///
    /// - Parameters:
    ///   - narrowest: The narrowest window width of the environment.
    ///   - widths: Every window width of the environment, in increasing order.
    /// - Complexity: O(widths) when a declared margin is the full-width margin; O(1) otherwise.
    func tightestWidths(
        narrowest: Double, widths: [Double], declared: (leading: Double, trailing: Double)?, compactWidth: Bool
    ) -> [Double] {
        guard !compactWidth, let declared, declared.leading == fullWidthMargin || declared.trailing == fullWidthMargin,
            narrowest < fullWidthContainer, let wide = widths.first(where: { $0 >= fullWidthContainer })
        else { return [narrowest] }
        return [narrowest, wide]
    }

    /// The margin a declared margin becomes in a window `width` points wide.
    ///
    /// Guideline 000 gives the margins by container, not by drawing: 16pt in compact width, 20pt
    /// in regular width, 48pt only in a regular container at least 768pt wide (its own pictures:
    /// a compact-width iPad form sheet, a regular-width iPad Pro 11" split screen with 20pt). So a
    /// declared regular or full-width margin (20pt, 48pt) becomes 16pt in a compact-width window,
    /// and a declared 48pt becomes 20pt in a regular window narrower than 768pt (iPad mini at
    /// 744pt, Split View panes). Any other declared margin is kept as the spec's own choice.
    func margin(declared: Double, width: Double, compactWidth: Bool) -> Double {
        if compactWidth {
            return declared == regularMargin || declared == fullWidthMargin ? compactMargin : declared
        }
        if declared == fullWidthMargin, width < fullWidthContainer { return regularMargin }
        return declared
    }

    /// How `component` of `layout` sizes itself.
    ///
    /// An explicit `resizing` wins. Without one, a component drawn from the leading margin to the
    /// trailing margin of a reference width fills between the margins, and one drawn edge to edge
    /// of a reference width fills the window (``inferredSpan(x:width:declaredMargins:references:)``);
    /// one drawn at the readable width (``followsReadableWidth(x:width:declaredMargins:)``) fills up
    /// to it; so does one drawn against the edges or margins of
    /// the split-view column that follows the window (``ColumnAnchors``), the column included, and
    /// one drawn at the readable width from that column's leading edge or margin fills up to it.
    /// Any other drawn width is fixed. Margins are the
    /// layout's, or the compact and regular defaults when it declares none.
    ///
    /// - Returns: The behavior, or nil when the component has no width to check.
    public func behavior(of component: Component, in layout: Layout) -> WidthBehavior? {
        behavior(
            at: component.position, in: component.store,
            declaredMargins: layout.margins.map { ($0.leading.value, $0.trailing.value) }, references: .all,
            columns: ColumnAnchors(layout))
    }

    /// ``behavior(of:in:)`` of the component at `position` in `store`, given the layout's declared
    /// margins (nil when it declares none) and the reference widths, both read once by the caller.
    ///
    /// Asked for every top-level component of every layout of every screen, it reads the
    /// component's record in place instead of copying its optional resizing and boxes, and takes
    /// no `Component` (whose store would be retained and released for the call).
    func behavior(
        at position: Int, in store: ComponentStore, declaredMargins: (leading: Double, trailing: Double)?,
        references: ReferenceWidths, columns: ColumnAnchors
    ) -> WidthBehavior? {
        let record = store.records[position]
        if let resizingPosition = record.resizing {
            let resizing = store.resizings[resizingPosition]
            if resizing.width.value == .fill {
                return .fill(
                    minimum: resizing.minWidth?.value ?? 0, maximum: resizing.maxWidth?.value,
                    span: resizing.span?.value ?? .margins)
            }
        }
        // The visible box: `frame`, else `size`.
        guard let boxPosition = record.frame ?? record.size else { return nil }
        let width = store.boxes[boxPosition].width.value
        if record.resizing != nil { return .fixed(width) }
        let x = store.boxes[boxPosition].x?.value
        if let span = inferredSpan(
            x: x, width: width, declaredMargins: declaredMargins, references: references,
            drawnTrailing: columns.drawnTrailing)
        {
            return .fill(minimum: 0, maximum: nil, span: span)
        }
        if followsReadableWidth(x: x, width: width, declaredMargins: declaredMargins) {
            return .fill(minimum: 0, maximum: Self.readableWidth, span: .margins)
        }
        if columns.column != nil, let x {
            // The guideline's margins and the layout's declared ones, leading first.
            let margins = [
                compactMargin, regularMargin, fullWidthMargin, declaredMargins?.leading ?? 0,
                declaredMargins?.trailing ?? 0,
            ]
            // Drawn against the edges or margins of the split-view column that follows the window.
            if columns.anchors(x: x, width: width, margins: margins) {
                return .fill(minimum: 0, maximum: nil, span: .margins)
            }
            // Drawn at the readable width from a leading line of that column: stretches up to it.
            if columns.startsReadableWidth(x: x, width: width, margins: margins.dropLast()) {
                return .fill(minimum: 0, maximum: Self.readableWidth, span: .margins)
            }
        }
        return .fixed(width)
    }

    /// What a box drawn at `x` (nil: not positioned) and `width` points wide spans when it is
    /// drawn against the edges of its window: `.margins` when it runs from the leading to the
    /// trailing margin (declared, or any of the guideline's) of a reference width, give or take
    /// `tolerance` at the far edge (``roundingTolerance(members:)``), from the leading margin to
    /// the trailing edge
    /// (``runsFromMarginToEdge(x:width:declaredMargins:)``), keeps the standard 8pt spacing on both
    /// sides, or on an iPhone held in landscape runs between edges, margins and safe areas
    /// (``SafeAreas``); `.edges` when it runs edge to edge; nil when it is drawn at a width of its own.
    ///
    /// - Complexity: O(1).
    func inferredSpan(
        x: Double?, width: Double, declaredMargins: (leading: Double, trailing: Double)?, references: ReferenceWidths,
        tolerance: Double = 0.5, drawnTrailing: Double? = nil
    ) -> ResizingSpan? {
        // The declared margins, else both defaults; tried without building an array of them,
        // as this is asked for every component of every layout.
        func fillsBetween(_ leading: Double, _ trailing: Double) -> Bool {
            // Positions within half a point; the far edge within `tolerance` (``roundingTolerance(members:)``).
            (x.map { Self.same($0, leading) } ?? true)
                && references.contains(leading + width + trailing, within: tolerance)
        }
        // The declared margins, and the guideline's margins for every width class: a layout whose
        // margins are changed to the guideline's (as `layout-margins` advises) keeps its
        // components drawn at the old ones stretching.
        if let margins = declaredMargins, fillsBetween(margins.leading, margins.trailing) { return .margins }
        if fillsBetween(compactMargin, compactMargin) || fillsBetween(regularMargin, regularMargin)
            || fillsBetween(fullWidthMargin, fullWidthMargin)
        {
            return .margins
        }
        if (x.map { Self.same($0, 0) } ?? true) && references.contains(width) { return .edges }
        if runsFromMarginToEdge(
            x: x, width: width, declaredMargins: declaredMargins, tolerance: tolerance, drawnTrailing: drawnTrailing)
        {
            return .margins
        }
        if let x, x > 0.5, SafeAreas.isAnchored(x, width: width, margins: (compactMargin, regularMargin)) {
            return .margins
        }
        return nil
    }

    /// Drawings exported from design tools round to fractions; half a point counts as equal.
    static func same(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 0.5 }
}

/// ``DeviceGeometry/referenceWidths`` arranged for the question "is this width one of them, give
/// or take half a point?", asked up to three times for every top-level component of every layout.
///
/// Shaped for speed: a table by whole points says where in the sorted widths to start looking, so
/// that an answer takes a lookup and a step or two instead of a binary search.
struct ReferenceWidths: Sendable {
    /// The reference widths of the device catalog.
    static let all = ReferenceWidths(DeviceGeometry.referenceWidths)

    /// The widths in increasing order.
    let sorted: [Double]
    /// For each whole number of points `k` up to two past the largest width: the position in
    /// `sorted` of the first width of at least `k - 1`.
    let starts: [Int32]

    init(_ widths: Set<Double>) {
        sorted = widths.sorted()
        let limit = sorted.last.map { Int(min($0, 100_000)) + 2 } ?? 0
        var starts: [Int32] = []
        starts.reserveCapacity(limit + 1)
        var first = 0
        for whole in 0...limit {
            while first < sorted.count, sorted[first] < Double(whole) - 1 { first += 1 }
            starts.append(Int32(first))
        }
        self.starts = starts
    }

    /// Whether `width` is within half a point of a reference width.
    ///
    /// - Complexity: O(1) for a width up to two points past the largest; O(log n) otherwise.
    func contains(_ width: Double) -> Bool { contains(width, within: 0.5) }
}

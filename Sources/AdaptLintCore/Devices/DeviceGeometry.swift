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

    /// Whether the row is one component spanning the window edge to edge.
    public var spansEdges: Bool {
        if behaviors.count == 1, case .fill(_, _, .edges) = behaviors[0] { return true }
        return false
    }
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

    public init(compactMargin: Double = 16, regularMargin: Double = 20, minimumSpacing: Double = 8) {
        self.compactMargin = compactMargin
        self.regularMargin = regularMargin
        self.minimumSpacing = minimumSpacing
    }

    /// Widths a spec may be drawn at: every window width of the catalog, full screen and panes, in
    /// both orientations (375pt for the usual compact drawing, 768pt or 1024pt for iPad, ...).
    public static let referenceWidths: Set<Double> = Set(
        DeviceMatrix.windows(of: DeviceCatalog.all, orientations: [.portrait, .landscape]).map(\.width))

    /// The leading and trailing margins of `layout` in `window`: the declared ones, else the
    /// defaults for the window's width class.
    public func margins(of layout: Layout, in window: DeviceWindow) -> (leading: Double, trailing: Double) {
        if let margins = layout.margins { return (margins.leading.value, margins.trailing.value) }
        let value = window.environment.width == .compact ? compactMargin : regularMargin
        return (value, value)
    }

    /// How `component` of `layout` sizes itself.
    ///
    /// An explicit `resizing` wins. Without one, a component drawn from the leading margin to the
    /// trailing margin of a reference width fills between the margins, and one drawn edge to edge
    /// of a reference width fills the window; any other drawn width is fixed. Margins are the
    /// layout's, or the compact and regular defaults when it declares none.
    ///
    /// - Returns: The behavior, or nil when the component has no width to check.
    public func behavior(of component: Component, in layout: Layout) -> WidthBehavior? {
        if let resizing = component.resizing, resizing.width.value == .fill {
            return .fill(
                minimum: resizing.minWidth?.value ?? 0, maximum: resizing.maxWidth?.value,
                span: resizing.span?.value ?? .margins)
        }
        guard let box = component.visibleBox else { return nil }
        let width = box.width.value
        if component.resizing != nil { return .fixed(width) }
        let x = box.x?.value
        // The declared margins, else both defaults; tried without building an array of them,
        // as this is asked for every component of every layout.
        func fillsBetween(_ leading: Double, _ trailing: Double) -> Bool {
            (x.map { Self.same($0, leading) } ?? true) && Self.isReferenceWidth(leading + width + trailing)
        }
        if let margins = layout.margins {
            if fillsBetween(margins.leading.value, margins.trailing.value) {
                return .fill(minimum: 0, maximum: nil, span: .margins)
            }
        } else if fillsBetween(compactMargin, compactMargin) || fillsBetween(regularMargin, regularMargin) {
            return .fill(minimum: 0, maximum: nil, span: .margins)
        }
        if (x.map { Self.same($0, 0) } ?? true) && Self.isReferenceWidth(width) {
            return .fill(minimum: 0, maximum: nil, span: .edges)
        }
        return .fixed(width)
    }

    /// Drawings exported from design tools round to fractions; half a point counts as equal.
    static func same(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 0.5 }

    /// ``referenceWidths`` in increasing order, for a binary search.
    static let sortedReferenceWidths: [Double] = referenceWidths.sorted()

    /// Whether `width` is a reference width, give or take half a point. Asked up to three times
    /// for every component of every layout: a binary search instead of a walk over every width.
    static func isReferenceWidth(_ width: Double) -> Bool {
        let widths = sortedReferenceWidths
        var low = 0
        var high = widths.count
        while low < high {
            let middle = (low + high) / 2
            if widths[middle] < width - 1 { low = middle + 1 } else { high = middle }
        }
        // Every width within half a point sits at or after `low`, and before the first that is
        // more than a point larger.
        while low < widths.count, widths[low] <= width + 1 {
            if same(widths[low], width) { return true }
            low += 1
        }
        return false
    }
}

import AdaptLintCore

/// One interactive component with a position, its tap area, and what decides whether it is a
/// neighbour of another target: its subtree, conditions and level.
///
/// The tap areas that tap-target-overlap compares and that tap-target-size grows a too-small area
/// among. Self-contained, so that comparing two targets looks nothing up; the component itself is
/// read again only for the pairs that are reported.
struct TapTarget {
    /// Position in the ``ComponentIndex``.
    var at: Int
    /// One past the index position of its last descendant.
    var subtreeEnd: Int
    /// The node of the box that takes the taps: the hit area, else the frame.
    var boxNode: Int
    var minX, minY, maxX, maxY: Double
    /// The realizable environments in which it is shown (its layout's `when` aside), as bits.
    var conditions: UInt64
    /// The node of the nearest presentation containing it, itself included; nil on the screen.
    var layer: Int?
    /// The node of the nearest bar containing it, itself included; nil in the content.
    var bar: Int?
    /// Whether it is a surface (map, image, card, list...) that controls may float over.
    var isSurface: Bool
    /// The index positions of the surface it is drawn over, `floatsOver..<floatsOverEnd` (that
    /// surface and its subtree); an empty range when it floats over none.
    var floatsOver = 0
    var floatsOverEnd = 0
    /// The index positions of what that surface floats over in turn, as one span
    /// (``Floating/under``); an empty range when it floats over nothing.
    var floatsUnder = 0
    var floatsUnderEnd = 0

    var area: Double { (maxX - minX) * (maxY - minY) }

    /// Overlaps up to this many points in either direction are taken as rounding.
    static let tolerance = 0.5

    /// Whether `other`'s tap area lies inside this one's, up to the rounding tolerance.
    func encloses(_ other: TapTarget) -> Bool {
        other.minX >= minX - Self.tolerance && other.maxX <= maxX + Self.tolerance
            && other.minY >= minY - Self.tolerance && other.maxY <= maxY + Self.tolerance
    }

    /// The component types that draw a surface rather than a control: a control drawn over one of
    /// them (a button floating over a map, a badge on a card, Skip and Continue over a paged
    /// onboarding view drawn as `custom`) lies on a layer above it.
    static let surfaceTypes = ComponentTypeSet(
        .map, .image, .chart, .card, .list, .table, .grid, .carousel, .section, .stack, .custom, .scrollView, .webView)

    /// The bars that are pinned above the content scrolling beneath them.
    static let barTypes = ComponentTypeSet(.navigationBar, .toolbar, .tabBar)

    /// Whether two targets, `a` before `b` in index order, are neighbours at one level that can be
    /// shown together: what tap-target-overlap compares.
    ///
    /// They are not when `b` lies inside `a` (a control in a tappable cell); when they are on
    /// different levels (another presentation, another bar, a bar and the content beneath it, or
    /// `b` drawn over a surface that holds `a`, see ``Floating``);
    /// when one is a larger surface that holds the other (a button floating over a map); or when
    /// no environment where the layout applies shows both.
    static func areNeighbours(_ a: TapTarget, _ b: TapTarget, environments: UInt64) -> Bool {
        guard b.at >= a.subtreeEnd, a.layer == b.layer, a.bar == b.bar,
            a.conditions & b.conditions & environments != 0
        else { return false }
        // Most targets float over nothing (an empty range): one comparison per pair.
        if a.at < b.floatsOverEnd && a.at >= b.floatsOver { return false }
        if a.at < b.floatsUnderEnd && a.at >= b.floatsUnder { return false }
        let (larger, smaller) = a.area >= b.area ? (a, b) : (b, a)
        return !(larger.isSurface && larger.area > smaller.area && larger.encloses(smaller))
    }

    /// What an open component of the walk floats over, and the last surface among its children so far.
    ///
    /// Siblings are drawn in document order, each over the ones before it, as subviews are. A
    /// component drawn after a surface sibling (a `list`, `map`, `card`...) or a bar, with its centre
    /// on that sibling's frame, lies on that surface, not beside its content: a section index over
    /// the trailing end of a list's rows, a basket bar pinned over a scrolling menu, a card over a
    /// map, a record button on a bar that floats over a list. Guideline 003's spacing between
    /// interactive elements concerns neighbours at one level, so the surface's content and what
    /// floats over it are not compared; a control drawn *before* a surface that then covers it is
    /// still compared, since the surface hides it. Floating is passed on: what a component floats
    /// over, its subtree floats over too, and what sits on a floating surface floats with it over
    /// what that surface floats over.
    struct Floating {
        /// One past the index position of the component's last descendant.
        var end: Int
        /// The index positions of the surface it floats over (its subtree included); empty if none.
        var over: Range<Int> = 0..<0
        /// What that surface floats over in turn, and so on down: the span from the first to the
        /// last index position of those surfaces (a bar over a list over a map); empty if none.
        var under: Range<Int> = 0..<0
        /// The last child so far that is a surface or a bar with a frame: its positions, its frame
        /// and what it floats over.
        var lastSurface: (range: Range<Int>, minX: Double, minY: Double, maxX: Double, maxY: Double, below: Range<Int>)?

        /// The entry for `component`, a child of this one at `at` whose subtree ends at `end`; records
        /// it as this one's last surface child when it is one.
        ///
        /// - Complexity: O(1).
        mutating func child(_ component: Component, at: Int, end: Int) -> Floating {
            var entry = Floating(end: end, over: over, under: under)
            let frame = component.frame
            let box = frame.flatMap { frame -> (Double, Double, Double, Double)? in
                guard let x = frame.x?.value, let y = frame.y?.value else { return nil }
                return (x, y, x + frame.width.value, y + frame.height.value)
            }
            // Drawn over the surface: its centre lies on it (a badge straddling a photo's edge
            // is beside it, not on it).
            if let box, let surface = lastSurface, (surface.minX...surface.maxX).contains((box.0 + box.2) / 2),
                (surface.minY...surface.maxY).contains((box.1 + box.3) / 2)
            {
                entry.under = Self.span(Self.span(entry.over, entry.under), surface.below)
                entry.over = surface.range
            }
            let type = component.type.value
            if let box, surfaceTypes.contains(type) || barTypes.contains(type) {
                lastSurface = (at..<end, box.0, box.1, box.2, box.3, Self.span(entry.over, entry.under))
            }
            return entry
        }

        /// The span from the first to the last position of two ranges, either of which may be empty.
        static func span(_ a: Range<Int>, _ b: Range<Int>) -> Range<Int> {
            if a.isEmpty { return b }
            if b.isEmpty { return a }
            return min(a.lowerBound, b.lowerBound)..<max(a.upperBound, b.upperBound)
        }
    }
}

extension TapTarget {
    /// The tap area of an interactive component with a frame: the model's tap area
    /// (``Component/tapTarget``) centred on the frame, or the frame itself.
    ///
    /// Only the geometry and type are filled in; ``TapTargetCollector/collect(_:range:)`` adds the rest.
    init?(_ component: Component, at: Int) {
        guard component.isInteractive, let frame = component.frame, let x = frame.x?.value, let y = frame.y?.value,
            let area = component.tapTarget
        else { return nil }
        self.init(
            at: at, subtreeEnd: at + 1, boxNode: frame.node, minX: x, minY: y, maxX: x + frame.width.value,
            maxY: y + frame.height.value, conditions: 0,
            isSurface: Self.surfaceTypes.contains(component.type.value))
        guard area.node != frame.node else { return }
        let centreX = x + frame.width.value / 2
        let centreY = y + frame.height.value / 2
        let halfWidth = area.width.value / 2
        let halfHeight = area.height.value / 2
        boxNode = area.node
        minX = centreX - halfWidth
        minY = centreY - halfHeight
        maxX = centreX + halfWidth
        maxY = centreY + halfHeight
    }
}

/// Collects the tap areas of a spec's layouts, one layout at a time, into arrays that keep their
/// capacity from one layout to the next, so that the walk of a later layout, most of which hold a
/// handful of controls, allocates nothing.
struct TapTargetCollector {
    /// The tap areas of the layout collected last, in index order.
    var targets: [TapTarget] = []
    /// The bars open at the current position of the walk: (node, subtree end), innermost last.
    private var bars: [(node: Int, end: Int)] = []
    /// The components open at the current position of the walk, innermost last, with the top level
    /// as a root.
    private var open: [TapTarget.Floating] = []

    /// Replaces ``targets`` with the tap areas of the interactive components at `range` of the
    /// index, in index order.
    ///
    /// - Complexity: O(components in `range`).
    mutating func collect(_ index: ComponentIndex, range: Range<Int>) {
        targets.removeAll(keepingCapacity: true)
        // At most one target per component: one allocation when the arrays must grow.
        targets.reserveCapacity(range.count)
        bars.removeAll(keepingCapacity: true)
        open.removeAll(keepingCapacity: true)
        open.append(TapTarget.Floating(end: range.upperBound))
        let list = index.components
        for at in range {
            let component = list[at]
            while let bar = bars.last, bar.end <= at { bars.removeLast() }
            if TapTarget.barTypes.contains(component.type.value) {
                bars.append((component.node, index.subtreeEnd(at: at)))
            }
            while open.count > 1, open[open.count - 1].end <= at { open.removeLast() }
            let subtreeEnd = index.subtreeEnd(at: at)
            let floating = open[open.count - 1].child(component, at: at, end: subtreeEnd)
            open.append(floating)
            // Only interactive components have tap areas.
            guard var target = TapTarget(component, at: at) else { continue }
            target.subtreeEnd = subtreeEnd
            target.conditions = index.conditions(at: at).bits
            target.layer = index.layer(at: at)
            target.bar = bars.last?.node
            (target.floatsOver, target.floatsOverEnd) = (floating.over.lowerBound, floating.over.upperBound)
            (target.floatsUnder, target.floatsUnderEnd) = (floating.under.lowerBound, floating.under.upperBound)
            targets.append(target)
        }
    }
}

/// The containers a layout draws side by side: the columns of a split view or of a sidebar beside
/// its content.
///
/// Guideline 000 gives margins per container (16pt compact, 20pt regular, 48pt in a regular
/// container at least 768pt wide), so a 320pt list column beside a 513pt detail column of an
/// 834pt iPad wants 20pt margins, though the whole drawing is 834pt wide.
public enum Containers {
    /// One column of a layout's drawing: from its leading to its trailing edge, in points.
    public struct Column: Sendable, Hashable {
        public var minX: Double
        public var maxX: Double
        /// The leading and trailing margins the column declares (``declaredMargins``).
        public var leadingMargin: Double?
        public var trailingMargin: Double?
        /// The column's width in points.
        public var width: Double { maxX - minX }

        /// The margins the column declares for its own content: the `margins` of a top-level
        /// component drawn from the column's leading edge to its trailing edge (a list column
        /// with 20pt beside a detail column with 48pt); nil when none declares them, and the
        /// layout's margins apply.
        public var declaredMargins: (leading: Double, trailing: Double)? {
            guard let leadingMargin, let trailingMargin else { return nil }
            return (leadingMargin, trailingMargin)
        }

        public init(minX: Double, maxX: Double, leadingMargin: Double? = nil, trailingMargin: Double? = nil) {
            self.minX = minX
            self.maxX = maxX
            self.leadingMargin = leadingMargin
            self.trailingMargin = trailingMargin
        }
    }

    /// The columns of `layout`, leading first, or one column for the whole drawing.
    ///
    /// Columns are content containers. The window's own furniture is left out of the search: a tab
    /// bar, and any frame drawn across the whole drawing from its leading edge to its trailing edge
    /// (a navigation bar or toolbar over every column, a keyboard, a banner), since it belongs to
    /// the window, not to a column (guideline 004: in a split view each column has its own
    /// navigation bar; guideline 001: a tab bar switches the whole app). Presentations float above
    /// the window and are left out too. The other top-level components with a positioned frame are
    /// grouped by their horizontal extents: frames that overlap horizontally by more than half a
    /// point share a column. The drawing has columns when there are at least two such groups and
    /// each reaches over at least half of the drawing's height (a split-view column runs from the
    /// top bar to the bottom; a title beside a switch does not), and the groups tile the window
    /// from its leading edge (``tile(_:)``: split-view columns are drawn edge to edge, a
    /// two-column grid of cards inside the margins is one container). When a shorter frame drawn
    /// over two columns (a mini player or another accessory floating across the split) merges
    /// them, the columns are the groups of the frames that reach over half the drawing's height,
    /// and a shorter frame that lies over more than one of them is left out as an overlay.
    /// Otherwise the whole drawing, from x = 0 to its rightmost frame, is one column.
    ///
    /// Each of two or more columns carries the margins a top-level component drawn from its
    /// leading edge to its trailing edge declares (``Column/declaredMargins``).
    ///
    /// - Returns: The columns; empty when no top-level component has a positioned frame.
    /// - Complexity: O(n log n) in the number of top-level components, O(columns x n) with
    ///   components that declare margins.
    public static func columns(of layout: Layout) -> [Column] {
        let columns = drawnColumns(of: layout)
        guard columns.count > 1 else { return columns }
        return withDeclaredMargins(columns, of: layout)
    }

    /// `columns` with the margins declared by the top-level components of `layout` that are drawn
    /// from a column's leading edge to its trailing edge (within half a point); the first such
    /// component of a column decides.
    ///
    /// - Complexity: O(columns x n) in the number of top-level components.
    static func withDeclaredMargins(_ columns: [Column], of layout: Layout) -> [Column] {
        var columns = columns
        for component in layout.components {
            guard let margins = component.margins, let frame = component.frame, let x = frame.x?.value else {
                continue
            }
            let maxX = x + frame.width.value
            for at in columns.indices
            where columns[at].declaredMargins == nil && abs(columns[at].minX - x) <= 0.5
                && abs(columns[at].maxX - maxX) <= 0.5
            {
                columns[at].leadingMargin = margins.leading.value
                columns[at].trailingMargin = margins.trailing.value
            }
        }
        return columns
    }

    /// The columns of ``columns(of:)`` as the frames draw them, without declared margins.
    ///
    /// Asked for every layout by device-overflow and layout-margins: each array is sized once.
    static func drawnColumns(of layout: Layout) -> [Column] {
        let components = layout.components
        // Each positioned frame outside presentations, and whether it is a tab bar.
        var boxes: [(extent: Extent, isTabBar: Bool)] = []
        boxes.reserveCapacity(components.count)
        for component in components where !component.type.value.isPresentation {
            guard let frame = component.frame, let x = frame.x?.value, let y = frame.y?.value else { continue }
            boxes.append(
                (
                    Extent(minX: x, maxX: x + frame.width.value, minY: y, maxY: y + frame.height.value),
                    component.type.value == .tabBar
                ))
        }
        guard let first = boxes.first?.extent else { return [] }
        var (right, top, bottom) = (first.maxX, first.minY, first.maxY)
        for (box, _) in boxes.dropFirst() {
            if right < box.maxX { right = box.maxX }
            if box.minY < top { top = box.minY }
            if bottom < box.maxY { bottom = box.maxY }
        }
        let height = bottom - top
        guard height > 0 else { return [Column(minX: 0, maxX: right)] }
        var content: [Extent] = []
        content.reserveCapacity(boxes.count)
        for (box, isTabBar) in boxes where !isTabBar && !(box.minX <= 0.5 && box.maxX >= right - 0.5) {
            content.append(box)
        }
        content.sort { ($0.minX, $0.maxX) < ($1.minX, $1.maxX) }
        let groups = Self.groups(ofSorted: content)
        if groups.count > 1, groups.allSatisfy({ $0.height * 2 >= height }), Self.tile(groups.map(\.column)) {
            return groups.map(\.column)
        }
        // Columns of tall frames, with shorter frames drawn over two of them left out.
        let tall = Self.groups(ofSorted: content.filter { $0.height * 2 >= height })
        guard tall.count > 1, Self.tile(tall.map(\.column)) else { return [Column(minX: 0, maxX: right)] }
        for box in content where box.height * 2 < height {
            let over = tall.filter { box.minX < $0.maxX - 0.5 && box.maxX > $0.minX + 0.5 }.count
            // A frame beside every tall one is content of no column: the drawing is one container.
            if over == 0 { return [Column(minX: 0, maxX: right)] }
        }
        return tall.map(\.column)
    }

    /// A frame's extents, and those of a group of frames.
    struct Extent {
        var minX, maxX, minY, maxY: Double
        var height: Double { maxY - minY }
        var column: Column { Column(minX: minX, maxX: maxX) }
    }

    /// `boxes`, sorted by leading then trailing edge, grouped by their horizontal extents, leading
    /// first: frames that overlap horizontally by more than half a point share a group.
    static func groups(ofSorted boxes: [Extent]) -> [Extent] {
        var groups: [Extent] = []
        for box in boxes {
            if let last = groups.last, box.minX < last.maxX - 0.5 {
                groups[groups.count - 1] = Extent(
                    minX: last.minX, maxX: max(last.maxX, box.maxX), minY: min(last.minY, box.minY),
                    maxY: max(last.maxY, box.maxY))
            } else {
                groups.append(box)
            }
        }
        return groups
    }

    /// Whether `columns` (leading first) tile a window as split-view columns do: the first starts
    /// at the window's leading edge and each next one where the previous ends, give or take the
    /// 1pt separator between them. Content laid out in columns inside a container starts at the
    /// container's margin and leaves a gutter between its columns.
    ///
    /// - Complexity: O(n) in the number of columns.
    public static func tile(_ columns: [Column]) -> Bool {
        guard let first = columns.first, first.minX <= 0.5 else { return false }
        return zip(columns, columns.dropFirst()).allSatisfy { $1.minX - $0.maxX <= 1.5 }
    }

    /// The width of the widest container `layout` draws (``columns(of:)``), nil when it draws no
    /// positioned frame.
    ///
    /// - Complexity: O(n log n) in the number of top-level components.
    public static func widestContainer(of layout: Layout) -> Double? {
        columns(of: layout).map(\.width).max()
    }
}

extension Containers {
    /// The width of the screen a drawing of one container (no split-view columns) was made for,
    /// when its frames run from `leading` to `trailing`: `trailing` when that is a reference width
    /// (the drawing reaches the screen's trailing edge); else, when the drawing is centred on a
    /// reference width (as far from the leading edge as from that width's trailing edge: a 480pt
    /// form from 177pt to 657pt on an 834pt iPad), that width; else `trailing`, the drawing's
    /// own width.
    ///
    /// Guideline 000 (Full-Width Regular) gives margins per container, and a layout of one
    /// container declares the screen's margins, however narrow the content drawn on it.
    ///
    /// - Complexity: O(1).
    public static func screenWidth(leading: Double, trailing: Double) -> Double {
        let references = ReferenceWidths.all
        if references.contains(trailing) { return trailing }
        let centred = leading + trailing
        if leading > 0.5, references.contains(centred) { return centred }
        return trailing
    }
}

extension Containers {
    /// The screen a drawing `width` points wide and reaching down to `bottom` was most likely
    /// made for: a full screen of the catalog that is exactly that wide (give or take half a
    /// point), in either orientation; of several, the lowest one at least as high as the drawing
    /// reaches, else the highest.
    ///
    /// Heights are judged against the screen, not the drawing: a drawing that stops at 400pt on
    /// an 852pt-high iPhone has its middle at 426pt, not 200pt, and one that runs on below the
    /// screen (a scrolling page) puts what is below 852pt off screen.
    ///
    /// - Returns: The screen's height and a device that has it, or nil when no screen is that wide.
    /// - Complexity: O(devices).
    public static func screen(forDrawnWidth width: Double, reaching bottom: Double) -> (
        height: Double, device: Device
    )? {
        var candidates: [(height: Double, device: Device)] = []
        for device in DeviceCatalog.all {
            for orientation in OrientationFamily.allCases {
                let size = device.size(in: orientation)
                if DeviceGeometry.same(size.width, width) { candidates.append((size.height, device)) }
            }
        }
        let fitting = candidates.filter { $0.height >= bottom - 0.5 }
        if let lowest = fitting.min(by: { $0.height < $1.height }) { return lowest }
        return candidates.max { $0.height < $1.height }
    }
}

/// The column of a split view that follows its window: the last one, which takes the width the
/// columns before it leave (guideline 004, SAP Fiori Multi-Column Layout, intro: in a list-detail
/// layout the list keeps a fixed width and the detail column flexes with the space available;
/// guideline 000: margins are judged per container). A component drawn against its edges, or its
/// margins, stretches with it as one drawn against the window's stretches with the window.
struct ColumnAnchors: Sendable {
    /// The stretching column, when the layout draws columns whose last reaches the trailing edge
    /// of a reference width.
    var column: Containers.Column?
    /// The trailing edge of the layout's drawing: the rightmost edge of its top-level frames, when
    /// it has at least two (``DeviceGeometry/runsFromMarginToEdge(x:width:declaredMargins:tolerance:drawnTrailing:)``).
    var drawnTrailing: Double?

    /// Every column of the layout, leading first, when `column` is its last one; else empty.
    var columns: [Containers.Column] = []

    /// No column anchors: a layout drawn as one container.
    static let none = ColumnAnchors(column: nil, drawnTrailing: nil)

    /// The anchors of `layout`: its last column (``Containers/columns(of:)``) when there are at
    /// least two and the last ends at a reference width.
    ///
    /// - Complexity: O(n log n) in the number of top-level components; O(1) with fewer than two.
    init(_ layout: Layout) {
        guard layout.components.count > 1 else {
            column = nil
            drawnTrailing = nil
            return
        }
        let columns = Containers.columns(of: layout)
        // Columns are sorted and merged where they overlap: the last one reaches farthest.
        drawnTrailing = columns.last?.maxX
        guard columns.count > 1, let last = columns.last, ReferenceWidths.all.contains(last.maxX) else {
            column = nil
            return
        }
        column = last
        self.columns = columns
    }

    private init(column: Containers.Column?, drawnTrailing: Double?) {
        self.column = column
        self.drawnTrailing = drawnTrailing
    }

    /// Whether a box at `x`, `width` points wide, is drawn at the readable width from a leading line
    /// of the stretching column: its edge, one of `margins` inside it, or its own declared leading
    /// margin. Such a component stretches with the column up to the readable width, as one drawn at the
    /// readable width from the window's margin does with the window
    /// (``DeviceGeometry/followsReadableWidth(x:width:declaredMargins:tolerance:)``).
    ///
    /// - Complexity: O(margins).
    func startsReadableWidth(x: Double, width: Double, margins: ArraySlice<Double>) -> Bool {
        abs(width - DeviceGeometry.readableWidth) <= 0.5 && startsAtLeadingLine(x, margins: margins)
    }

    /// Whether `x` is a leading line of the stretching column: its edge, one of `margins` inside it, or
    /// its own declared leading margin.
    private func startsAtLeadingLine(_ x: Double, margins: ArraySlice<Double>) -> Bool {
        guard let column else { return false }
        return DeviceGeometry.same(x, column.minX) || margins.contains { DeviceGeometry.same(x, column.minX + $0) }
            || column.leadingMargin.map { DeviceGeometry.same(x, column.minX + $0) } == true
    }

    /// Whether a box at `x`, `width` points wide, runs from the stretching column's leading edge
    /// (or a margin inside it) to its trailing edge (or a margin inside it); the column itself
    /// counts. `margins` are the guideline's and the layout's declared ones.
    ///
    /// - Complexity: O(1).
    func anchors(x: Double, width: Double, margins: [Double]) -> Bool {
        guard let column else { return false }
        let trailing = x + width
        // The column's own declared margins count as well as the layout's.
        guard startsAtLeadingLine(x, margins: margins[...]) else { return false }
        return DeviceGeometry.same(trailing, column.maxX)
            || margins.contains { DeviceGeometry.same(trailing, column.maxX - $0) }
            || column.trailingMargin.map { DeviceGeometry.same(trailing, column.maxX - $0) } == true
    }
}

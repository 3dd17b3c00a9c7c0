import AdaptLintCore

/// A rectangle in points, in canvas coordinates (origin top-left, y down).
struct Rect: Hashable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    var maxX: Double { x + width }
    var maxY: Double { y + height }
    var midX: Double { x + width / 2 }
    var midY: Double { y + height / 2 }

    /// Whether `other` lies entirely inside this rectangle (edges included).
    func contains(_ other: Rect) -> Bool {
        other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY
    }

    /// The rectangle with every value made finite and kept within ±1,000,000pt, so that sums of
    /// hostile coordinates never overflow to infinity or NaN.
    var clamped: Rect {
        func limit(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, -1_000_000), 1_000_000) }
        return Rect(x: limit(x), y: limit(y), width: limit(width), height: limit(height))
    }

    /// The smallest rectangle holding both.
    func union(_ other: Rect) -> Rect {
        let left = min(x, other.x)
        let top = min(y, other.y)
        return Rect(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
    }
}

/// How a component got its rectangle.
enum Placement: Hashable {
    /// From its `frame`.
    case frame
    /// From its `size`, stacked below the previous sibling.
    case stacked
    /// No frame and no size: a placeholder band across the available width.
    case unsized
}

/// A component with the rectangle it is drawn in.
struct PlacedComponent {
    var component: Component
    /// Index path: `components[path[0]].children[path[1]]...`.
    var path: [Int]
    var rect: Rect
    var placement: Placement
    var depth: Int
}

/// One layout laid out to scale on a representative screen canvas.
///
/// The canvas is 375pt wide for compact width and 1024pt for regular width. A layout without a
/// width condition is drawn compact unless a frame reaches past 375pt. The canvas is 812pt high
/// (768pt for regular width, 375pt for compact height) and grows when the content is taller.
struct Wireframe {
    static let compactWidth = 375.0
    static let regularWidth = 1024.0
    /// SAP Fiori's readable width: the widest comfortable column of text in regular width.
    static let readableWidth = 672.0

    var layout: Layout
    var widthClass: SizeClass
    /// True when the layout has no width condition and the width class was inferred.
    var widthClassInferred: Bool
    /// The representative screen.
    var canvas: Rect
    /// Every component in document order, parents before their children.
    var components: [PlacedComponent]
    /// The canvas and the content, limited to 1024pt beyond the canvas on each side.
    var bounds: Rect
    /// Position in ``components`` of each index path.
    private var positions: [[Int]: Int] = [:]
    /// Components with a child in the band where their label goes: their label goes above.
    private(set) var crowded: Set<[Int]> = []

    /// Lays out `layout`.
    ///
    /// - Parameter layout: A decoded layout.
    /// - Complexity: O(components).
    init(layout: Layout) {
        self.layout = layout
        let declared = layout.when?.width?.value
        var widthClass = declared ?? .compact
        var placed = WireframePlacer.place(layout, canvasWidth: Self.width(of: widthClass))
        if declared == nil, placed.contains(where: { $0.placement == .frame && $0.rect.maxX > Self.compactWidth + 0.5 })
        {
            widthClass = .regular
            placed = WireframePlacer.place(layout, canvasWidth: Self.regularWidth)
        }
        self.widthClass = widthClass
        widthClassInferred = declared == nil
        components = placed
        let width = Self.width(of: widthClass)
        let representativeHeight: Double =
            layout.when?.height?.value == .compact ? 375 : (widthClass == .compact ? 812 : 768)
        let contentBottom = placed.map(\.rect.maxY).max() ?? 0
        let height = min(max(representativeHeight, contentBottom + (layout.margins?.bottom?.value ?? 0)), 10_000)
        canvas = Rect(x: 0, y: 0, width: width, height: height)
        var bounds = canvas
        for item in placed { bounds = bounds.union(item.rect) }
        let limit = Rect(x: -1024, y: -1024, width: width + 2048, height: height + 2048)
        let left = max(bounds.x, limit.x)
        let top = max(bounds.y, limit.y)
        self.bounds = Rect(
            x: left, y: top, width: min(bounds.maxX, limit.maxX) - left, height: min(bounds.maxY, limit.maxY) - top)
        for (position, item) in placed.enumerated() {
            positions[item.path] = position
            let parentPath = Array(item.path.dropLast())
            if !parentPath.isEmpty, let parent = positions[parentPath],
                item.rect.y < placed[parent].rect.y + WireframeSVG.labelSize + 4
            {
                crowded.insert(parentPath)
            }
        }
    }

    static func width(of sizeClass: SizeClass) -> Double {
        sizeClass == .compact ? compactWidth : regularWidth
    }

    /// The drawn component at an index path.
    ///
    /// - Complexity: O(path length).
    func placed(at path: [Int]) -> PlacedComponent? {
        positions[path].map { components[$0] }
    }
}

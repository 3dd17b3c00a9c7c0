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
        /// The column's width in points.
        public var width: Double { maxX - minX }
    }

    /// The columns of `layout`, leading first, or one column for the whole drawing.
    ///
    /// The top-level components with a positioned frame (presentations float above the window
    /// and are left out) are grouped by their horizontal extents: frames that overlap
    /// horizontally by more than half a point share a column. The drawing has columns when there
    /// are at least two such groups and each reaches over at least half of the drawing's height
    /// (a split-view column runs from the top bar to the bottom; a title beside a switch does
    /// not); otherwise the whole drawing, from x = 0 to its rightmost frame, is one column.
    ///
    /// - Returns: The columns; empty when no top-level component has a positioned frame.
    /// - Complexity: O(n log n) in the number of top-level components.
    public static func columns(of layout: Layout) -> [Column] {
        var boxes: [(minX: Double, maxX: Double, minY: Double, maxY: Double)] = []
        for component in layout.components where !component.type.value.isPresentation {
            guard let frame = component.frame, let x = frame.x?.value, let y = frame.y?.value else { continue }
            boxes.append((x, x + frame.width.value, y, y + frame.height.value))
        }
        guard let right = boxes.map(\.maxX).max(), let top = boxes.map(\.minY).min(),
            let bottom = boxes.map(\.maxY).max()
        else { return [] }
        let whole = [Column(minX: 0, maxX: right)]
        boxes.sort { ($0.minX, $0.maxX) < ($1.minX, $1.maxX) }
        var groups: [(minX: Double, maxX: Double, minY: Double, maxY: Double)] = []
        for box in boxes {
            if let last = groups.last, box.minX < last.maxX - 0.5 {
                groups[groups.count - 1] = (
                    last.minX, max(last.maxX, box.maxX), min(last.minY, box.minY), max(last.maxY, box.maxY)
                )
            } else {
                groups.append(box)
            }
        }
        let height = bottom - top
        guard groups.count > 1, height > 0, groups.allSatisfy({ ($0.maxY - $0.minY) * 2 >= height }) else {
            return whole
        }
        return groups.map { Column(minX: $0.minX, maxX: $0.maxX) }
    }

    /// The width of the widest container `layout` draws (``columns(of:)``), nil when it draws no
    /// positioned frame.
    ///
    /// - Complexity: O(n log n) in the number of top-level components.
    public static func widestContainer(of layout: Layout) -> Double? {
        columns(of: layout).map(\.width).max()
    }
}

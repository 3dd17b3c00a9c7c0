import AdaptLintCore

/// Gives every component of a layout a rectangle.
///
/// - A `frame` is in its parent's coordinates (the layout's for top-level components), as UIKit
///   frames are. A child frame that only fits its parent when read as screen coordinates is read
///   that way instead, so specs written either way draw sensibly.
/// - A component with only a `size` is stacked below the previous sibling, 8pt apart, at the
///   leading margin (at the left edge when it is wider than the space between the margins).
///   Inside a parent, stacking starts 16pt below the parent's top, under its label.
/// - A component with neither becomes a 28pt placeholder band across the available width,
///   tall enough for its children.
struct WireframePlacer {
    static let gap = 8.0
    static let unsizedHeight = 28.0
    static let labelBand = 16.0

    private var placed: [PlacedComponent] = []

    /// Places every component of `layout` on a canvas `canvasWidth` points wide.
    ///
    /// - Returns: The components in document order, parents before children.
    /// - Complexity: O(components).
    static func place(_ layout: Layout, canvasWidth: Double) -> [PlacedComponent] {
        var placer = WireframePlacer()
        let leading = layout.margins?.leading.value ?? 0
        let trailing = layout.margins?.trailing.value ?? 0
        let area = Rect(
            x: leading, y: layout.margins?.top?.value ?? 0, width: max(canvasWidth - leading - trailing, 0), height: 0)
        _ = placer.place(layout.components, parent: nil, area: area, path: [], depth: 0)
        return placer.placed
    }

    /// Places `list` inside `area` (its x and width bound stacked items; its y is where stacking
    /// starts) and returns the lowest edge reached.
    private mutating func place(_ list: ComponentList, parent: Rect?, area: Rect, path: [Int], depth: Int) -> Double {
        var cursor = area.y
        var extent = area.y
        for (index, component) in list.enumerated() {
            var rect: Rect
            let placement: Placement
            if let frame = component.frame {
                rect = frameRect(frame, parent: parent)
                placement = .frame
            } else if let size = component.size {
                let fits = size.width.value <= area.width
                rect = Rect(
                    x: fits ? area.x : (parent?.x ?? 0), y: cursor, width: size.width.value, height: size.height.value)
                placement = .stacked
            } else {
                rect = Rect(x: area.x, y: cursor, width: area.width, height: Self.unsizedHeight)
                placement = .unsized
            }
            rect = rect.clamped
            let slot = placed.count
            placed.append(
                PlacedComponent(
                    component: component, path: path + [index], rect: rect, placement: placement, depth: depth))
            if !component.children.isEmpty {
                let inner = Rect(x: rect.x, y: rect.y + Self.labelBand, width: rect.width, height: 0)
                let childExtent = place(
                    component.children, parent: rect, area: inner, path: path + [index], depth: depth + 1)
                if placement == .unsized {
                    rect.height = max(Self.unsizedHeight, childExtent + Self.gap - rect.y)
                    placed[slot].rect = rect
                }
                extent = max(extent, childExtent)
            }
            cursor = max(cursor, rect.maxY + Self.gap)
            extent = max(extent, rect.maxY)
        }
        return extent
    }

    private func frameRect(_ frame: Box, parent: Rect?) -> Rect {
        let x = frame.x?.value ?? 0
        let y = frame.y?.value ?? 0
        let absolute = Rect(x: x, y: y, width: frame.width.value, height: frame.height.value)
        guard let parent else { return absolute }
        let relative = Rect(x: parent.x + x, y: parent.y + y, width: frame.width.value, height: frame.height.value)
        if !parent.contains(relative), parent.contains(absolute) { return absolute }
        return relative
    }
}

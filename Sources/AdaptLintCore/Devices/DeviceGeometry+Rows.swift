extension DeviceGeometry {
    /// The rows of the top-level components shown in `environment`: components with a frame whose
    /// vertical extents overlap (directly or through a neighbour) and that do not overlap
    /// horizontally sit side by side; every other component is a row of its own. Presentations
    /// (sheets, popovers, ...) float above the window and are left out, as are components without
    /// a width.
    ///
    /// - Complexity: O(n log n) in the number of top-level components.
    public func rows(of layout: Layout, in environment: Environment) -> [LayoutRow] {
        let shown = layout.components.filter {
            ($0.when?.matches(environment) ?? true) && !$0.type.value.isPresentation
        }
        var rows: [LayoutRow] = []
        var framed: [(component: Component, behavior: WidthBehavior, top: Double, bottom: Double)] = []
        for component in shown {
            guard let behavior = behavior(of: component, in: layout) else { continue }
            if let frame = component.frame, let y = frame.y?.value {
                framed.append((component, behavior, y, y + frame.height.value))
            } else {
                rows.append(LayoutRow(members: [component], behaviors: [behavior], spacing: 0))
            }
        }
        // Sweep from top to bottom: a frame that starts above the lowest bottom of the current
        // group overlaps one of its members vertically and joins it.
        framed.sort { ($0.top, $0.component.node) < ($1.top, $1.component.node) }
        var group: [(component: Component, behavior: WidthBehavior)] = []
        var bottom = -Double.infinity
        for item in framed {
            if item.top >= bottom, !group.isEmpty {
                appendRows(of: group, to: &rows)
                group.removeAll(keepingCapacity: true)
            }
            group.append((item.component, item.behavior))
            bottom = group.count == 1 ? item.bottom : max(bottom, item.bottom)
        }
        if !group.isEmpty { appendRows(of: group, to: &rows) }
        return rows.sorted { ($0.members.first?.node ?? 0) < ($1.members.first?.node ?? 0) }
    }

    /// Appends one row of components sorted from leading to trailing, or a row per component
    /// when two overlap. Most groups hold one component, which is its own row.
    private func appendRows(of group: [(component: Component, behavior: WidthBehavior)], to rows: inout [LayoutRow]) {
        if group.count == 1 {
            rows.append(LayoutRow(members: [group[0].component], behaviors: [group[0].behavior], spacing: 0))
            return
        }
        rows += row(of: group)
    }

    /// One row of components sorted from leading to trailing, or a row per component when two overlap.
    private func row(of group: [(component: Component, behavior: WidthBehavior)]) -> [LayoutRow] {
        let sorted = group.sorted {
            ($0.component.frame?.x?.value ?? 0, $0.component.node) < (
                $1.component.frame?.x?.value ?? 0, $1.component.node
            )
        }
        if let spacing = spacing(of: sorted.compactMap(\.component.frame)) {
            return [LayoutRow(members: sorted.map(\.component), behaviors: sorted.map(\.behavior), spacing: spacing)]
        }
        return sorted.map { LayoutRow(members: [$0.component], behaviors: [$0.behavior], spacing: 0) }
    }

    /// How far `row` overflows the space `window` leaves it, in points; nil when it fits.
    public func overflow(of row: LayoutRow, in layout: Layout, window: DeviceWindow) -> (
        amount: Double, available: Double
    )? {
        let margins = margins(of: layout, in: window)
        let available = row.spansEdges ? window.width : window.width - margins.leading - margins.trailing
        let amount = row.requiredWidth - available
        return amount > 0.05 ? (amount, available) : nil
    }

    /// Total spacing kept between frames sorted from leading to trailing, or nil if two overlap.
    private func spacing(of frames: [Box]) -> Double? {
        var total: Double = 0
        for (previous, next) in zip(frames, frames.dropFirst()) {
            let gap = (next.x?.value ?? 0) - ((previous.x?.value ?? 0) + previous.width.value)
            if gap < 0 { return nil }
            total += min(gap, minimumSpacing)
        }
        return total
    }
}

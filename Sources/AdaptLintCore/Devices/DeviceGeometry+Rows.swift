extension DeviceGeometry {
    /// The rows of the top-level components shown in `environment`: components with a frame whose
    /// vertical extents overlap (directly or through a neighbour) and that do not overlap
    /// horizontally sit side by side; every other component is a row of its own. Presentations
    /// (sheets, popovers, ...) float above the window and are left out, as are components without
    /// a width.
    ///
    /// - Complexity: O(n²) in the number of top-level components.
    public func rows(of layout: Layout, in environment: Environment) -> [LayoutRow] {
        let shown = layout.components.filter {
            ($0.when?.matches(environment) ?? true) && !$0.type.value.isPresentation
        }
        let measured = shown.compactMap { component in behavior(of: component, in: layout).map { (component, $0) } }
        var groups: [[(Component, WidthBehavior)]] = []
        var loose: [(Component, WidthBehavior)] = []
        for item in measured {
            guard let frame = item.0.frame else {
                loose.append(item)
                continue
            }
            let touching = groups.indices.filter { index in
                groups[index].contains { other in other.0.frame.map { Self.overlapVertically(frame, $0) } ?? false }
            }
            var merged = [item]
            for index in touching.reversed() { merged += groups.remove(at: index) }
            groups.append(merged)
        }
        var rows: [LayoutRow] = loose.map { LayoutRow(members: [$0.0], behaviors: [$0.1], spacing: 0) }
        for group in groups {
            let sorted = group.sorted { ($0.0.frame?.x?.value ?? 0) < ($1.0.frame?.x?.value ?? 0) }
            if let spacing = spacing(of: sorted.compactMap(\.0.frame)) {
                rows.append(LayoutRow(members: sorted.map(\.0), behaviors: sorted.map(\.1), spacing: spacing))
            } else {
                rows += sorted.map { LayoutRow(members: [$0.0], behaviors: [$0.1], spacing: 0) }
            }
        }
        return rows.sorted { ($0.members.first?.node ?? 0) < ($1.members.first?.node ?? 0) }
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

    private static func overlapVertically(_ a: Box, _ b: Box) -> Bool {
        guard let ay = a.y?.value, let by = b.y?.value else { return false }
        return ay < by + b.height.value && by < ay + a.height.value
    }
}

extension DeviceGeometry {
    /// The rows of the top-level components shown in `environment`: components with a frame whose
    /// vertical extents overlap (directly or through a neighbour) and that do not overlap
    /// horizontally sit side by side; every other component is a row of its own. Presentations
    /// (sheets, popovers, ...) float above the window and are left out, as are components without
    /// a width.
    ///
    /// - Complexity: O(n log n) in the number of top-level components.
    public func rows(of layout: Layout, in environment: Environment) -> [LayoutRow] {
        let plan = rowPlan(of: layout, in: environment)
        return plan.rows.indices.map(plan.row)
    }

    /// The rows of ``rows(of:in:)``, kept flat (see ``RowPlan``).
    func rowPlan(of layout: Layout, in environment: Environment) -> RowPlan {
        var plan = RowPlan()
        plan.members.reserveCapacity(layout.components.count)
        plan.behaviors.reserveCapacity(layout.components.count)
        var framed: [(component: Component, behavior: WidthBehavior, top: Double, bottom: Double)] = []
        framed.reserveCapacity(layout.components.count)
        for component in layout.components
        where (component.when?.matches(environment) ?? true) && !component.type.value.isPresentation {
            guard let behavior = behavior(of: component, in: layout) else { continue }
            if let frame = component.frame, let y = frame.y?.value {
                framed.append((component, behavior, y, y + frame.height.value))
            } else {
                plan.append(component, behavior)
            }
        }
        // Sweep from top to bottom: a frame that starts above the lowest bottom of the current
        // group overlaps one of its members vertically and joins it.
        framed.sort { ($0.top, $0.component.node) < ($1.top, $1.component.node) }
        var start = 0
        var bottom = -Double.infinity
        for (at, item) in framed.enumerated() {
            if item.top >= bottom, at > start {
                appendRows(of: framed[start..<at], to: &plan)
                start = at
            }
            bottom = at == start ? item.bottom : max(bottom, item.bottom)
        }
        if start < framed.count { appendRows(of: framed[start...], to: &plan) }
        plan.rows.sort { $0.firstNode < $1.firstNode }
        return plan
    }

    /// Appends one row of components sorted from leading to trailing, or a row per component
    /// when two overlap. Most groups hold one component, which is its own row.
    private func appendRows(
        of group: ArraySlice<(component: Component, behavior: WidthBehavior, top: Double, bottom: Double)>,
        to plan: inout RowPlan
    ) {
        if group.count == 1, let only = group.first {
            plan.append(only.component, only.behavior)
            return
        }
        let sorted = group.map { ($0.component, $0.behavior) }.sorted {
            ($0.0.frame?.x?.value ?? 0, $0.0.node) < ($1.0.frame?.x?.value ?? 0, $1.0.node)
        }
        if let spacing = spacing(of: sorted.compactMap(\.0.frame)) {
            plan.append(sorted, spacing: spacing)
        } else {
            for member in sorted { plan.append(member.0, member.1) }
        }
    }

    /// How far `row` overflows the space `window` leaves it, in points; nil when it fits.
    public func overflow(of row: LayoutRow, in layout: Layout, window: DeviceWindow) -> (
        amount: Double, available: Double
    )? {
        overflow(requiredWidth: row.requiredWidth, spansEdges: row.spansEdges, in: layout, window: window)
    }

    /// How far a row that needs `requiredWidth` overflows the space `window` leaves it.
    func overflow(requiredWidth: Double, spansEdges: Bool, in layout: Layout, window: DeviceWindow) -> (
        amount: Double, available: Double
    )? {
        let margins = margins(of: layout, in: window)
        let available = spansEdges ? window.width : window.width - margins.leading - margins.trailing
        let amount = requiredWidth - available
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

/// The rows of a layout in one environment, kept flat: the members of every row in one array,
/// each row a range of it.
///
/// Shaped for speed: `device-overflow` asks for the rows of every layout of every screen and
/// nearly always finds that they fit. A ``LayoutRow`` holds two arrays; building one per row cost
/// more than the check, so the check reads the plan and only rows that overflow become
/// ``LayoutRow``s.
struct RowPlan {
    var members: [Component] = []
    var behaviors: [WidthBehavior] = []
    /// Each row's members in `members` and `behaviors`, its spacing, and its first member's node.
    var rows: [(range: Range<Int>, spacing: Double, firstNode: Int)] = []

    /// Appends a row of one component.
    mutating func append(_ component: Component, _ behavior: WidthBehavior) {
        members.append(component)
        behaviors.append(behavior)
        rows.append((members.count - 1..<members.count, 0, component.node))
    }

    /// Appends a row of several components, from leading to trailing.
    mutating func append(_ row: [(Component, WidthBehavior)], spacing: Double) {
        let start = members.count
        for (component, behavior) in row {
            members.append(component)
            behaviors.append(behavior)
        }
        rows.append((start..<members.count, spacing, row.first?.0.node ?? 0))
    }

    /// ``LayoutRow/requiredWidth`` of row `index`, added up in the same order.
    func requiredWidth(_ index: Int) -> Double {
        var total: Double = 0
        for at in rows[index].range { total += behaviors[at].minimumWidth }
        return total + rows[index].spacing
    }

    /// ``LayoutRow/spansEdges`` of row `index`.
    func spansEdges(_ index: Int) -> Bool {
        let range = rows[index].range
        if range.count == 1, case .fill(_, _, .edges) = behaviors[range.lowerBound] { return true }
        return false
    }

    /// Row `index` as a ``LayoutRow``.
    func row(_ index: Int) -> LayoutRow {
        let range = rows[index].range
        return LayoutRow(
            members: Array(members[range]), behaviors: Array(behaviors[range]), spacing: rows[index].spacing)
    }
}

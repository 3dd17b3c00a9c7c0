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
        return plan.rows.indices.map { plan.row($0, of: layout) }
    }

    /// The rows of ``rows(of:in:)``, kept flat (see ``RowPlan``).
    ///
    /// `shownIn`, when given, holds where each top-level component is shown (the component
    /// index's conditions, which know which layout wins per id); without it, a component's own
    /// `when` decides.
    func rowPlan(of layout: Layout, in environment: Environment, shownIn: [EnvironmentSet]? = nil) -> RowPlan {
        let components = layout.components
        var plan = RowPlan()
        plan.members.reserveCapacity(components.count)
        plan.behaviors.reserveCapacity(components.count)
        plan.rows.reserveCapacity(components.count)
        // Components are named by position in `layout.components`: no copies, so no retains.
        var framed: [FramedMember] = []
        framed.reserveCapacity(components.count)
        let declaredMargins = layout.margins.map { ($0.leading.value, $0.trailing.value) }
        let columns = ColumnAnchors(layout)
        for (position, component) in components.enumerated()
        where (shownIn.map { $0[position].contains(environment) } ?? component.when?.matches(environment) ?? true)
            && !component.type.value.isPresentation
        {
            guard
                let behavior = behavior(
                    at: component.position, in: component.store, declaredMargins: declaredMargins, references: .all,
                    columns: columns)
            else { continue }
            if let frame = component.frame, let y = frame.y?.value {
                framed.append(
                    FramedMember(
                        position: position, node: component.node, behavior: behavior, top: y,
                        bottom: y + frame.height.value, x: frame.x?.value ?? 0, width: frame.width.value,
                        inferred: component.resizing == nil,
                        keepsWidth: component.type.value.keepsIntrinsicWidth,
                        sharesRow: component.type.value.sharesFilledRow))
            } else {
                plan.append(position, node: component.node, behavior)
            }
        }
        // Sweep from top to bottom: a frame that starts above the lowest bottom of the current
        // group overlaps one of its members vertically and joins it.
        framed.sort { ($0.top, $0.node) < ($1.top, $1.node) }
        var start = 0
        var bottom = -Double.infinity
        for at in framed.indices {
            let item = framed[at]
            if item.top >= bottom, at > start {
                appendRows(
                    start..<at, of: &framed, to: &plan, declaredMargins: declaredMargins,
                    drawnTrailing: columns.drawnTrailing)
                start = at
            }
            bottom = at == start ? item.bottom : max(bottom, item.bottom)
        }
        if start < framed.count {
            appendRows(
                start..<framed.count, of: &framed, to: &plan, declaredMargins: declaredMargins,
                drawnTrailing: columns.drawnTrailing)
        }
        plan.rows.sort { $0.firstNode < $1.firstNode }
        return plan
    }

    /// A top-level component with a positioned frame, while rows are formed.
    struct FramedMember {
        /// Position in the layout's `components`.
        var position: Int
        var node: Int
        var behavior: WidthBehavior
        var top, bottom, x, width: Double
        /// Whether the behavior was inferred from the drawing (no `resizing`).
        var inferred: Bool
        /// Whether the type keeps its own width in a row (``ComponentType/keepsIntrinsicWidth``).
        var keepsWidth: Bool

        /// Whether the type may share a row with equal siblings (``ComponentType/sharesFilledRow``).
        var sharesRow: Bool

        /// Whether the member keeps its drawn width only because nothing said otherwise.
        var inferredFixed: Bool {
            guard inferred, case .fixed = behavior else { return false }
            return true
        }
    }

    /// Whether a row of side-by-side components drawn from `leading` to `trailing` is drawn
    /// against its window's edges, margins or safe areas (``inferredSpan(x:width:declaredMargins:references:)``
    /// of the whole row) or at the readable width (``followsReadableWidth(x:width:declaredMargins:)``:
    /// a header and its link across a 672pt column), so that it stretches with the window.
    ///
    /// In such a row the members without a `resizing` whose type does not keep its own width
    /// (a text field beside its button, a title beside a switch, two columns side by side) take
    /// what the window leaves; buttons, switches, steppers, menus and images keep theirs.
    ///
    /// The far edge may miss a container line by half a point per member, at most one
    /// (``roundingTolerance(members:)``): two 176pt cards from the 16pt margin end at 376pt.
    func rowIsAnchored(
        leading: Double, trailing: Double, members: Int, declaredMargins: (leading: Double, trailing: Double)?,
        drawnTrailing: Double?
    ) -> Bool {
        let tolerance = Self.roundingTolerance(members: members)
        return inferredSpan(
            x: leading, width: trailing - leading, declaredMargins: declaredMargins, references: .all,
            tolerance: tolerance, drawnTrailing: drawnTrailing) != nil
            || followsReadableWidth(
                x: leading, width: trailing - leading, declaredMargins: declaredMargins, tolerance: tolerance)
    }

    /// Appends one row of components sorted from leading to trailing, or a row per component
    /// when two overlap. Most groups hold one component, which is its own row; the others hold
    /// two or three and are sorted in place (insertion sort when small; nodes make every key
    /// distinct, so any sort gives the same order), so that no array is built per group.
    private func appendRows(
        _ range: Range<Int>, of framed: inout [FramedMember], to plan: inout RowPlan,
        declaredMargins: (leading: Double, trailing: Double)?, drawnTrailing: Double?
    ) {
        if range.count == 1 {
            let only = framed[range.lowerBound]
            plan.append(only.position, node: only.node, only.behavior)
            return
        }
        if range.count > 16 {
            framed[range].sort { ($0.x, $0.node) < ($1.x, $1.node) }
        } else {
            insertionSort(range, of: &framed)
        }
        if let spacing = spacing(of: framed[range]) {
            if let first = framed[range].first, let last = framed[range].last,
                rowIsAnchored(
                    leading: first.x, trailing: last.x + last.width, members: range.count,
                    declaredMargins: declaredMargins, drawnTrailing: drawnTrailing)
            {
                for at in range where framed[at].inferredFixed && !framed[at].keepsWidth {
                    framed[at].behavior = .fill(minimum: 0, maximum: nil, span: .margins)
                }
                stretchColumnsThatFillTheRow(range, of: &framed)
            }
            plan.append(framed[range], spacing: spacing)
        } else {
            if let first = framed[range].first {
                for at in range.dropFirst()
                where framed[at].inferredFixed && !framed[at].keepsWidth
                    && takesRemainingWidth(
                        x: framed[at].x, width: framed[at].width, besideX: first.x, width: first.width,
                        declaredMargins: declaredMargins, drawnTrailing: drawnTrailing)
                {
                    framed[at].behavior = .fill(minimum: 0, maximum: nil, span: .margins)
                }
            }
            for member in framed[range] { plan.append(member.position, node: member.node, member.behavior) }
        }
    }

    /// Whether a member of a group of frames that cannot form a row (two overlap horizontally)
    /// takes the width its leading sibling leaves: it starts after the group's leading member
    /// (at `leadingX`, `leadingWidth` wide) ends, and the span from that member's leading edge to
    /// its own trailing edge is drawn against the window (``rowIsAnchored(leading:trailing:members:declaredMargins:drawnTrailing:)``).
    /// An app's title beside its icon, running to the trailing margin above the app's GET button,
    /// is such a member: the icon keeps its size and the title takes the rest.
    ///
    /// Guideline 000 (Adaptive Design, Compact Width) lets spacing inside a component be fixed or
    /// flexible with Auto Layout, and guideline 002 (The Adaptive Model) has iOS resize views to
    /// their constraints when the window changes; a view pinned to a sibling on one side and to
    /// the trailing margin on the other is one. The caller only asks about members that have no
    /// `resizing` and are of a type that does not keep its own width (``ComponentType/keepsIntrinsicWidth``).
    ///
    /// - Complexity: O(1) per member, as ``rowIsAnchored(leading:trailing:members:declaredMargins:drawnTrailing:)``.
    func takesRemainingWidth(
        x: Double, width: Double, besideX leadingX: Double, width leadingWidth: Double,
        declaredMargins: (leading: Double, trailing: Double)?, drawnTrailing: Double?
    ) -> Bool {
        leadingX + leadingWidth <= x + 0.5
            && rowIsAnchored(
                leading: leadingX, trailing: x + width, members: 1, declaredMargins: declaredMargins,
                drawnTrailing: drawnTrailing)
    }

    /// Lets the members of an anchored row that nothing else stretches share the row when they
    /// are columns side by side: each without a `resizing`, of a type that can share a row
    /// (``ComponentType/sharesFilledRow``), all drawn at the same width (within a point), and no
    /// gap between neighbours wider than the regular layout margin. Two fields of 343pt, 16pt
    /// apart, from margin to margin are such columns, not two controls that keep their width
    /// (guideline 000: content resizes with Auto Layout, and the spacing between elements may be
    /// flexible). Their minimum widths are unknown, so they are not reported. Controls of
    /// different widths (a stepper beside two buttons) keep theirs.
    ///
    /// - Complexity: O(members in `range`).
    private func stretchColumnsThatFillTheRow(_ range: Range<Int>, of framed: inout [FramedMember]) {
        guard let first = framed[range].first else { return }
        for at in range {
            let member = framed[at]
            guard member.inferredFixed, member.sharesRow, abs(member.width - first.width) <= 1 else { return }
            if at > range.lowerBound, member.x - (framed[at - 1].x + framed[at - 1].width) > regularMargin + 0.5 {
                return
            }
        }
        for at in range { framed[at].behavior = .fill(minimum: 0, maximum: nil, span: .margins) }
    }

    /// Sorts the members in `range` from leading to trailing.
    private func insertionSort(_ range: Range<Int>, of framed: inout [FramedMember]) {
        for at in range.dropFirst() {
            let member = framed[at]
            var slot = at
            while slot > range.lowerBound, (member.x, member.node) < (framed[slot - 1].x, framed[slot - 1].node) {
                framed[slot] = framed[slot - 1]
                slot -= 1
            }
            framed[slot] = member
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
    private func spacing(of members: ArraySlice<FramedMember>) -> Double? {
        var total: Double = 0
        for (previous, next) in zip(members, members.dropFirst()) {
            let gap = next.x - (previous.x + previous.width)
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
    /// Each member's position in the layout's `components`.
    var members: [Int] = []
    var behaviors: [WidthBehavior] = []
    /// Each row's members in `members` and `behaviors`, its spacing, and its first member's node.
    var rows: [(range: Range<Int>, spacing: Double, firstNode: Int)] = []

    /// Appends a row of one component, at `position` in the layout's components.
    mutating func append(_ position: Int, node: Int, _ behavior: WidthBehavior) {
        members.append(position)
        behaviors.append(behavior)
        rows.append((members.count - 1..<members.count, 0, node))
    }

    /// Appends a row of several components, from leading to trailing.
    mutating func append(_ row: ArraySlice<DeviceGeometry.FramedMember>, spacing: Double) {
        let start = members.count
        for member in row {
            members.append(member.position)
            behaviors.append(member.behavior)
        }
        rows.append((start..<members.count, spacing, row.first?.node ?? 0))
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

    /// Row `index` as a ``LayoutRow`` of `layout`, the layout the plan was made for.
    func row(_ index: Int, of layout: Layout) -> LayoutRow {
        let range = rows[index].range
        return LayoutRow(
            members: members[range].map { layout.components[$0] }, behaviors: Array(behaviors[range]),
            spacing: rows[index].spacing)
    }
}

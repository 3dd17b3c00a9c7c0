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
    /// `when` decides. `columns`, when given, are the layout's ``ColumnAnchors``, which do not depend on the
    /// environment: a caller that plans one layout in several environments works them out once.
    func rowPlan(
        of layout: Layout, in environment: Environment, shownIn: [EnvironmentSet]? = nil, columns: ColumnAnchors? = nil
    ) -> RowPlan {
        let components = layout.components
        var plan = RowPlan()
        plan.members.reserveCapacity(components.count)
        plan.behaviors.reserveCapacity(components.count)
        plan.rows.reserveCapacity(components.count)
        // Components are named by position in `layout.components`: no copies, so no retains.
        var framed: [FramedMember] = []
        framed.reserveCapacity(components.count)
        let declaredMargins = layout.margins.map { ($0.leading.value, $0.trailing.value) }
        let columns = columns ?? ColumnAnchors(layout)
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
                // Without a position, a bar spans the window; anything else sits between the margins
                // unless it fills the window edge to edge.
                let room = component.type.value.spansContainer ? RowRoom.edges : Self.room(of: behavior)
                plan.append(position, node: component.node, behavior, room: room)
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
                appendRows(start..<at, of: &framed, to: &plan, declaredMargins: declaredMargins, columns: columns)
                start = at
            }
            bottom = at == start ? item.bottom : max(bottom, item.bottom)
        }
        if start < framed.count {
            appendRows(
                start..<framed.count, of: &framed, to: &plan, declaredMargins: declaredMargins, columns: columns)
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
        declaredMargins: (leading: Double, trailing: Double)?, columns: ColumnAnchors
    ) {
        let drawnTrailing = columns.drawnTrailing
        if range.count == 1 {
            let only = framed[range.lowerBound]
            let room = Self.room(of: only.behavior, minX: only.x, maxX: only.x + only.width, columns: columns)
            plan.append(only.position, node: only.node, only.behavior, room: room)
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
            var room = RowRoom.margins
            if let first = framed[range].first, let last = framed[range].last {
                room = Self.room(of: nil, minX: first.x, maxX: last.x + last.width, columns: columns)
            }
            plan.append(framed[range], spacing: spacing, room: room)
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
            for member in framed[range] {
                let room = Self.room(
                    of: member.behavior, minX: member.x, maxX: member.x + member.width, columns: columns)
                plan.append(member.position, node: member.node, member.behavior, room: room)
            }
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
        let available = room(
            row.room, width: window.width,
            declared: layout.margins.map { ($0.leading.value, $0.trailing.value) },
            compactWidth: window.environment.width == .compact)
        let amount = row.requiredWidth - available
        return amount > 0.05 ? (amount, available) : nil
    }

    /// The width a window `width` points wide of the given width class leaves a row placed as
    /// `room`, given the layout's declared margins (nil when it declares none).
    ///
    /// A row between the margins gets the window less its margins (``margins(declared:width:compactWidth:)``);
    /// a row drawn edge to edge gets the whole window. A row inside a split-view column gets that
    /// column (the whole column when the row runs from its leading to its trailing edge), less the
    /// column's own margins (those it declares, ``Containers/Column/declaredMargins``, else the
    /// layout's), judged by the column's width in this window, since
    /// guideline 000 gives each container its margins (48pt only in a container at least 768pt
    /// wide): the last column takes what the columns before it leave (guideline 004, Multi-Column
    /// Layout: the list keeps its width and the detail column flexes). In compact width the
    /// columns collapse into one stack (guideline 004), and a window too narrow for the columns
    /// before the last has no room for them side by side: such a row gets the window's margins.
    ///
    /// - Complexity: O(1).
    func room(_ room: RowRoom, width: Double, declared: (leading: Double, trailing: Double)?, compactWidth: Bool)
        -> Double
    {
        switch room {
        case .edges:
            return width
        case .column(let column, let stretches, let edges):
            let columnWidth = stretches ? width - column.minX : column.width
            if !compactWidth, columnWidth > 0, !stretches || width > column.minX {
                if edges { return columnWidth }
                // The column's own margins when it declares them, else the layout's.
                let margins = margins(
                    declared: column.declaredMargins ?? declared, width: columnWidth, compactWidth: false)
                return columnWidth - margins.leading - margins.trailing
            }
            fallthrough
        case .margins:
            let margins = margins(declared: declared, width: width, compactWidth: compactWidth)
            return width - margins.leading - margins.trailing
        }
    }

    /// Where a row of one member with `behavior` sits without knowing where it is drawn: edge to
    /// edge when it fills the window so, else between the margins.
    static func room(of behavior: WidthBehavior) -> RowRoom {
        if case .fill(_, _, .edges) = behavior { return .edges }
        return .margins
    }

    /// Where a row drawn from `minX` to `maxX` sits: edge to edge when its one member (`behavior`)
    /// fills the window so, or when it is drawn from the window's leading edge to the drawing's
    /// trailing edge at a reference width (a bar across the window, a navigation bar per column
    /// side by side across it); inside a split-view column when it lies within one
    /// (``ColumnAnchors/columns``); else between the window's margins.
    ///
    /// - Complexity: O(columns).
    static func room(of behavior: WidthBehavior?, minX: Double, maxX: Double, columns: ColumnAnchors) -> RowRoom {
        if let behavior, case .edges = room(of: behavior) { return .edges }
        if same(minX, 0), let trailing = columns.drawnTrailing, same(maxX, trailing),
            ReferenceWidths.all.contains(trailing)
        {
            return .edges
        }
        for (at, column) in columns.columns.enumerated()
        where minX >= column.minX - 0.5 && maxX <= column.maxX + 0.5 {
            return .column(
                column, stretches: at == columns.columns.count - 1,
                edges: same(minX, column.minX) && same(maxX, column.maxX))
        }
        return .margins
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
    /// Each row's members in `members` and `behaviors`, its spacing, its first member's node, and
    /// where it sits.
    var rows: [(range: Range<Int>, spacing: Double, firstNode: Int, room: RowRoom)] = []

    /// Appends a row of one component, at `position` in the layout's components.
    mutating func append(_ position: Int, node: Int, _ behavior: WidthBehavior, room: RowRoom) {
        members.append(position)
        behaviors.append(behavior)
        rows.append((members.count - 1..<members.count, 0, node, room))
    }

    /// Appends a row of several components, from leading to trailing.
    mutating func append(_ row: ArraySlice<DeviceGeometry.FramedMember>, spacing: Double, room: RowRoom) {
        let start = members.count
        for member in row {
            members.append(member.position)
            behaviors.append(member.behavior)
        }
        rows.append((start..<members.count, spacing, row.first?.node ?? 0, room))
    }

    /// ``LayoutRow/requiredWidth`` of row `index`, added up in the same order.
    func requiredWidth(_ index: Int) -> Double {
        var total: Double = 0
        for at in rows[index].range { total += behaviors[at].minimumWidth }
        return total + rows[index].spacing
    }

    /// Row `index` as a ``LayoutRow`` of `layout`, the layout the plan was made for.
    func row(_ index: Int, of layout: Layout) -> LayoutRow {
        let range = rows[index].range
        return LayoutRow(
            members: members[range].map { layout.components[$0] }, behaviors: Array(behaviors[range]),
            spacing: rows[index].spacing, room: rows[index].room)
    }
}

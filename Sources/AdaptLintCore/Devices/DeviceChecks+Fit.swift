extension DeviceChecks {
    /// Whether a row of some layout of `screen` overflows a window of `group`: exactly when
    /// ``plannedOverflows(of:in:geometry:)`` has something to report.
    ///
    /// Shaped for speed: nearly every screen fits, and planning each layout's rows as
    /// ``RowPlan``s (arrays of members, behaviors and rows, then a walk over every row in every
    /// environment) cost more than the rest of `device-overflow`. This pass forms the same rows in
    /// a temporary buffer but keeps only the widest row between the margins and the widest row edge
    /// to edge (``WidestRows``), once per layout and distinct set of shown top-level components,
    /// and tests them against the narrowest window of each environment. A row overflows when
    /// `required - available > 0.05`, which can only grow with `required` (floating-point
    /// subtraction is monotonic), so some row overflows exactly when the widest one does; and a
    /// row that fits the narrowest window of an environment fits all of its windows, which
    /// ``overflows(of:in:geometry:)`` relies on as well.
    ///
    /// - Complexity: O(layouts x (top-level components x log + environments x top-level components)).
    static func mayOverflow(_ screen: ScreenSpec, group: DeviceWindowTable.Group, geometry: DeviceGeometry) -> Bool {
        let index = screen.componentIndex
        let narrowest = group.narrowest
        let references = ReferenceWidths.all
        // Layout by layout, without an array of them: most screens have two or three.
        for position in 0..<index.layoutCount {
            let layoutBits = index.layoutEnvironments[position].bits
            guard narrowest.contains(where: { $0.bit & layoutBits != 0 }) else { continue }
            // A layout without top-level components has no rows, so nothing of it can overflow:
            // ``plannedOverflows`` finds overflows in rows only.
            guard index.topLevelCount(ofLayout: position) > 0 else { continue }
            let rows = DeviceGeometry.TopLevel(index: index, layout: position)
            let declared = screen.layouts[position].margins.map {
                (leading: $0.leading.value, trailing: $0.trailing.value)
            }
            let columns = rows.count > 1 ? ColumnAnchors(screen.layouts[position]) : .none
            // Room for the layout's top-level components: on the stack for up to 21 of them.
            let overflows = withUnsafeTemporaryAllocation(
                of: DeviceGeometry.RowCandidate.self, capacity: rows.count
            ) { buffer in
                // Environments that show the same top-level components share the rows: without a
                // `when` on a top-level component, all do.
                var shared: DeviceGeometry.WidestRows?
                var known: [(bit: UInt64, widest: DeviceGeometry.WidestRows)] = []
                for window in narrowest where window.bit & layoutBits != 0 {
                    let widest: DeviceGeometry.WidestRows
                    if !rows.varies, let shared {
                        widest = shared
                    } else if rows.varies,
                        let same = known.first(where: { rows.showSameComponents($0.bit, window.bit) })
                    {
                        widest = same.widest
                    } else {
                        widest = geometry.widestRows(
                            of: rows, shownIn: window.bit, declaredMargins: declared, references: references,
                            columns: columns,
                            buffer: buffer)
                        if rows.varies { known.append((window.bit, widest)) } else { shared = widest }
                    }
                    if widest.edgeToEdge - window.width > 0.05 { return true }
                    for width in geometry.tightestWidths(
                        narrowest: window.width, widths: window.widths, declared: declared,
                        compactWidth: window.compactWidth)
                    {
                        let margins = geometry.margins(
                            declared: declared, width: width, compactWidth: window.compactWidth)
                        // The same arithmetic as ``DeviceGeometry/overflow(requiredWidth:spansEdges:in:window:)``.
                        let available = width - margins.leading - margins.trailing
                        if widest.betweenMargins - available > 0.05 { return true }
                    }
                }
                return false
            }
            if overflows { return true }
        }
        return false
    }
}

extension DeviceGeometry {
    /// The top-level components of one layout, as positions in a ``ComponentIndex``.
    struct TopLevel {
        let index: ComponentIndex
        /// The layout's range in the index: its top-level components are the first position and
        /// each following subtree's end.
        let range: Range<Int>
        /// Whether a top-level component is left out somewhere (has a `when`).
        let varies: Bool
        /// How many there are.
        let count: Int

        /// The top-level components of the layout at `position` (in `layouts`).
        init(index: ComponentIndex, layout position: Int) {
            self.index = index
            range = index.layoutRanges[position]
            count = index.topLevelCount(ofLayout: position)
            // Without per-component entries, every component is shown wherever its layout applies.
            var varies = false
            if !index.entries.isEmpty {
                let all = EnvironmentSet.all.bits
                var at = range.lowerBound
                while at < range.upperBound, !varies {
                    if index.conditions(at: at).bits != all { varies = true }
                    at = index.subtreeEnd(at: at)
                }
            }
            self.varies = varies
        }

        /// Whether the environments of bits `a` and `b` show the same top-level components.
        ///
        /// - Complexity: O(1) when no top-level component has a `when`, else O(top-level components).
        func showSameComponents(_ a: UInt64, _ b: UInt64) -> Bool {
            guard varies else { return true }
            var at = range.lowerBound
            while at < range.upperBound {
                let bits = index.conditions(at: at).bits
                if (bits & a == 0) != (bits & b == 0) { return false }
                at = index.subtreeEnd(at: at)
            }
            return true
        }
    }

    /// The widest rows of a layout in one environment: what ``RowPlan/requiredWidth(_:)`` gives
    /// for the widest row between the margins and for the widest row spanning the window edge to
    /// edge (minus infinity when there is none).
    struct WidestRows {
        var betweenMargins = -Double.infinity
        var edgeToEdge = -Double.infinity

        /// Takes a row that needs `required` points. A row whose width is not a number never
        /// overflows, and is never the widest.
        mutating func add(_ required: Double, spansEdges: Bool) {
            if spansEdges {
                if required > edgeToEdge { edgeToEdge = required }
            } else if required > betweenMargins {
                betweenMargins = required
            }
        }

        /// Takes a row of one component that needs at least `minimumWidth`.
        mutating func add(single minimumWidth: Double, spansEdges: Bool) {
            // Added up as ``RowPlan/requiredWidth(_:)`` does, with no spacing.
            var total: Double = 0
            total += minimumWidth
            add(total + 0, spansEdges: spansEdges)
        }
    }

    /// A top-level component with a positioned frame, while the widest rows are worked out.
    ///
    /// 48 bytes (the store keeps nodes as `Int32` too), so that a layout of up to 21 top-level
    /// components fits the kilobyte a temporary allocation may take from the stack.
    struct RowCandidate {
        var node: Int32
        var spansEdges: Bool
        /// ``DeviceGeometry/FramedMember/inferredFixed`` and ``DeviceGeometry/FramedMember/keepsWidth``.
        var inferredFixed: Bool
        var keepsWidth: Bool
        var minimumWidth: Double
        var top, bottom, x, width: Double
    }

    /// The widest rows that ``rowPlan(of:in:)`` would form for the top-level components `rows`
    /// shown in the environment of bit `bit`, formed the same way in `buffer` (at least as long as
    /// the layout's components) rather than in arrays.
    ///
    /// - Complexity: O(n log n) in the number of top-level components; O(n) when their frames
    ///   come in order from top to bottom, as drawn.
    func widestRows(
        of rows: TopLevel, shownIn bit: UInt64, declaredMargins: (leading: Double, trailing: Double)?,
        references: ReferenceWidths, columns: ColumnAnchors, buffer: UnsafeMutableBufferPointer<RowCandidate>
    ) -> WidestRows {
        let index = rows.index
        let list = index.components
        let store = list.store
        var widest = WidestRows()
        var previous: (box: (x: Double?, width: Double), behavior: WidthBehavior?)?
        var count = 0
        var at = rows.range.lowerBound
        while at < rows.range.upperBound {
            defer { at = index.subtreeEnd(at: at) }
            guard index.conditions(at: at).bits & bit != 0 else { continue }
            // The record is read in place: no `Component`, so no reference counting per component.
            let position = list.position(at: at)
            let record = store.records[position]
            guard !record.type.isPresentation else { continue }
            // Without a `resizing`, the behavior follows from the visible box's x and width alone
            // (the margins are the layout's): components drawn alike, as most are (margin to
            // margin), share the previous one's answer.
            let boxPosition = Int(record.frame >= 0 ? record.frame : record.size)
            let behavior: WidthBehavior?
            if record.resizing < 0, boxPosition >= 0 {
                let box = (x: store.boxes[boxPosition].x?.value, width: store.boxes[boxPosition].width.value)
                if let last = previous, last.box.width == box.width, last.box.x == box.x {
                    behavior = last.behavior
                } else {
                    behavior = self.behavior(
                        at: position, in: store, declaredMargins: declaredMargins, references: references,
                        columns: columns)
                    previous = (box, behavior)
                }
            } else {
                behavior = self.behavior(
                    at: position, in: store, declaredMargins: declaredMargins, references: references,
                    columns: columns)
            }
            guard let behavior else { continue }
            var spansEdges = false
            if case .fill(_, _, .edges) = behavior { spansEdges = true }
            if record.frame >= 0, let y = store.boxes[Int(record.frame)].y?.value {
                let frame = store.boxes[Int(record.frame)]
                // At most one candidate per top-level component: the buffer has room for them all.
                precondition(count < buffer.count, "more row candidates than top-level components")
                var inferredFixed = false
                if record.resizing < 0, case .fixed = behavior { inferredFixed = true }
                buffer[count] = RowCandidate(
                    node: record.node, spansEdges: spansEdges, inferredFixed: inferredFixed,
                    keepsWidth: record.type.keepsIntrinsicWidth, minimumWidth: behavior.minimumWidth, top: y,
                    bottom: y + frame.height.value, x: frame.x?.value ?? 0, width: frame.width.value)
                count += 1
            } else {
                widest.add(single: behavior.minimumWidth, spansEdges: spansEdges)
            }
        }
        var framed = UnsafeMutableBufferPointer(rebasing: buffer[0..<count])
        // Sorted from top to bottom; nodes make every key distinct, so any sort gives one order.
        // Frames are usually drawn in order: check that before sorting.
        if !framed.indices.dropFirst().allSatisfy({ Self.isBefore(framed[$0 - 1], framed[$0], vertically: true) }) {
            framed.sort { Self.isBefore($0, $1, vertically: true) }
        }
        // The sweep of ``rowPlan(of:in:)``: a frame that starts above the lowest bottom of the
        // current group overlaps one of its members vertically and joins it.
        var start = 0
        var bottom = -Double.infinity
        for at in framed.indices {
            let item = framed[at]
            if item.top >= bottom, at > start {
                if at - start == 1 {
                    // Most groups are one component: its own row.
                    widest.add(single: framed[start].minimumWidth, spansEdges: framed[start].spansEdges)
                } else {
                    addRows(
                        start..<at, of: framed, to: &widest, declaredMargins: declaredMargins,
                        drawnTrailing: columns.drawnTrailing)
                }
                start = at
            }
            bottom = at == start ? item.bottom : max(bottom, item.bottom)
        }
        if start < framed.count {
            addRows(
                start..<framed.count, of: framed, to: &widest, declaredMargins: declaredMargins,
                drawnTrailing: columns.drawnTrailing)
        }
        return widest
    }

    /// The fallback of ``appendRows`` for a group sorted from leading to trailing in which two
    /// members overlap: a row per member, the members that take what their leading sibling leaves
    /// (``takesRemainingWidth(x:width:besideX:width:declaredMargins:drawnTrailing:)``) stretching.
    private func addOverlapping(
        _ group: UnsafeMutableBufferPointer<RowCandidate>, to widest: inout WidestRows,
        declaredMargins: (leading: Double, trailing: Double)?, drawnTrailing: Double?
    ) {
        guard let first = group.first else { return }
        for (at, member) in group.enumerated() {
            let stretches =
                at > 0 && member.inferredFixed && !member.keepsWidth
                && takesRemainingWidth(
                    x: member.x, width: member.width, besideX: first.x, width: first.width,
                    declaredMargins: declaredMargins, drawnTrailing: drawnTrailing)
            widest.add(single: stretches ? 0 : member.minimumWidth, spansEdges: member.spansEdges)
        }
    }

    /// The order of rows (`vertically`: top, then node) or of a row's members (x, then node).
    private static func isBefore(_ a: RowCandidate, _ b: RowCandidate, vertically: Bool) -> Bool {
        vertically ? (a.top, a.node) < (b.top, b.node) : (a.x, a.node) < (b.x, b.node)
    }

    /// ``appendRows`` for widths: one row of the group sorted from leading to trailing, or a row
    /// per member when two overlap.
    private func addRows(
        _ range: Range<Int>, of framed: UnsafeMutableBufferPointer<RowCandidate>, to widest: inout WidestRows,
        declaredMargins: (leading: Double, trailing: Double)?, drawnTrailing: Double?
    ) {
        if range.count == 1 {
            widest.add(single: framed[range.lowerBound].minimumWidth, spansEdges: framed[range.lowerBound].spansEdges)
            return
        }
        var group = UnsafeMutableBufferPointer(rebasing: framed[range])
        if group.count > 16 {
            group.sort { Self.isBefore($0, $1, vertically: false) }
        } else {
            // Groups are two or three frames side by side: an insertion sort allocates nothing.
            for at in group.indices.dropFirst() {
                let member = group[at]
                var slot = at
                while slot > 0, Self.isBefore(member, group[slot - 1], vertically: false) {
                    group[slot] = group[slot - 1]
                    slot -= 1
                }
                group[slot] = member
            }
        }
        // ``spacing(of:)``: the gaps, each shrunk to the minimum spacing; nil when two overlap.
        var spacing: Double = 0
        for at in group.indices.dropFirst() {
            let gap = group[at].x - (group[at - 1].x + group[at - 1].width)
            if gap < 0 {
                addOverlapping(
                    group, to: &widest, declaredMargins: declaredMargins, drawnTrailing: drawnTrailing)
                return
            }
            spacing += min(gap, minimumSpacing)
        }
        // ``appendRows``: in a row drawn against the window, members without a `resizing` stretch.
        var stretches = false
        if let first = group.first, let last = group.last {
            stretches = rowIsAnchored(
                leading: first.x, trailing: last.x + last.width, members: group.count,
                declaredMargins: declaredMargins, drawnTrailing: drawnTrailing)
        }
        var total: Double = 0
        for member in group {
            let stretching = stretches && member.inferredFixed && !member.keepsWidth
            total += stretching ? 0 : member.minimumWidth
        }
        widest.add(total + spacing, spansEdges: false)
    }
}

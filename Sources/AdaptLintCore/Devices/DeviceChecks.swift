/// A row of a layout that does not fit some windows, with every window it overflows.
public struct RowOverflow: Sendable {
    public var layout: Layout
    public var row: LayoutRow
    /// The first orientation the row overflows in (portrait before landscape).
    public var orientation: OrientationFamily
    /// Every orientation the row overflows in, portrait first: one finding per row, not per
    /// orientation.
    public var orientations: [OrientationFamily] {
        OrientationFamily.allCases.filter { family in windows.contains { $0.window.orientation == family } }
    }
    /// Windows where the row overflows, worst first (then in matrix order).
    public var windows: [(window: DeviceWindow, amount: Double, available: Double)]

    /// The largest overflow, in points.
    public var worst: Double { windows.first?.amount ?? 0 }
    /// The least space any affected window leaves the row, in points.
    public var leastAvailable: Double { windows.map(\.available).min() ?? 0 }
}

/// Windows of one trait environment where no layout of a screen applies.
public struct UncoveredEnvironment: Sendable {
    public var environment: Environment
    /// The windows, in matrix order.
    public var windows: [DeviceWindow]
    /// The layout whose `when` fails on the fewest keys (the first on a tie), and those keys.
    public var closest: Layout
    public var mismatches: [String]
}

/// The device-matrix checks behind `device-overflow` and `no-applicable-layout`.
public enum DeviceChecks {
    /// Every row of every applicable layout that overflows a window of `table` (the run's devices,
    /// grouped once per run), grouped by layout, row and orientation, in document order.
    ///
    /// - Complexity: O(environments x layouts x components² + windows x rows).
    public static func overflows(of screen: ScreenSpec, in table: DeviceWindowTable, geometry: DeviceGeometry)
        -> [RowOverflow]
    {
        let group = table.group(for: screen)
        var results: [RowOverflow] = []
        var index: [RowKey: Int] = [:]
        // Rows depend on the environment only through the top-level components' own `when`:
        // environments that show the same top-level components of a layout share its rows, which
        // are worked out once (``SharedRows``).
        let componentIndex = screen.componentIndex
        var sharedRows = screen.layouts.indices.map { SharedRows(index: componentIndex, layout: $0) }
        // The matrix position of each hit's window, parallel to each result's `windows`.
        var orders: [[Int]] = []
        for (entry, (environment, _, inEnvironment)) in group.environments.enumerated() {
            // Narrowest first: a row that fits the narrowest window of an environment fits them all.
            guard let narrowest = inEnvironment.first else { continue }
            let widths = inEnvironment.map(\.width)
            for (position, layout) in screen.layouts.enumerated() where layout.applies(in: environment) {
                let plan = sharedRows[position].plan(of: layout, in: environment, geometry: geometry)
                let declared = layout.margins.map { (leading: $0.leading.value, trailing: $0.trailing.value) }
                let compactWidth = environment.width == .compact
                let tightest = geometry.tightestWidths(
                    narrowest: narrowest.width, widths: widths, declared: declared, compactWidth: compactWidth)
                for rowIndex in plan.rows.indices {
                    let required = plan.requiredWidth(rowIndex)
                    let room = plan.rows[rowIndex].room
                    // A column's margins follow its own width, which steps at 768pt somewhere
                    // among the windows: every width is tried.
                    let candidates: [Double]
                    if case .column = room { candidates = widths } else { candidates = tightest }
                    guard
                        candidates.contains(where: { width in
                            let available = geometry.room(
                                room, width: width, declared: declared, compactWidth: compactWidth)
                            return required - available > 0.05
                        })
                    else { continue }
                    let row = plan.row(rowIndex, of: layout)
                    let key = RowKey(layout: layout.index, members: row.members.map(\.node))
                    for (rank, window) in inEnvironment.enumerated() {
                        // Not a `break`: a declared 48pt margin leaves a 768pt window less room
                        // than a 744pt one, so a wider window may overflow where a narrower fits.
                        guard let overflow = geometry.overflow(of: row, in: layout, window: window) else { continue }
                        let hit = (window, overflow.amount, overflow.available)
                        let order = group.narrowestFirstOrders[entry][rank]
                        if let at = index[key] {
                            results[at].windows.append(hit)
                            orders[at].append(order)
                        } else {
                            index[key] = results.count
                            results.append(
                                RowOverflow(
                                    layout: layout, row: row, orientation: environment.orientation, windows: [hit]))
                            orders.append([order])
                        }
                    }
                }
            }
        }
        guard !results.isEmpty else { return [] }
        // Worst first, then in matrix order: by the positions kept with the hits, not by hashing
        // every window (each window is hit once per result, so the order is total).
        for at in results.indices {
            let hits = results[at].windows
            let order = orders[at]
            let sorted = hits.indices.sorted { a, b in
                hits[a].amount != hits[b].amount ? hits[a].amount > hits[b].amount : order[a] < order[b]
            }
            results[at].windows = sorted.map { hits[$0] }
        }
        return results.sorted {
            ($0.layout.index, $0.row.members.first?.node ?? 0, $0.orientation == .portrait ? 0 : 1)
                < ($1.layout.index, $1.row.members.first?.node ?? 0, $1.orientation == .portrait ? 0 : 1)
        }
    }

    /// Every environment of the windows of `table` in which no layout of `screen` applies.
    /// Environments that differ only in idiom are merged (iPhone portrait and iPad Split View
    /// panes are both compact width, regular height); the first one picks the closest layout.
    ///
    /// - Complexity: O(windows x layouts).
    public static func uncoveredEnvironments(of screen: ScreenSpec, in table: DeviceWindowTable)
        -> [UncoveredEnvironment]
    {
        let group = table.group(for: screen)
        // Nearly every screen has a layout for every environment: find that out from bits (each
        // environment is one bit of the mask).
        var covered: UInt64 = 0
        for layout in screen.componentIndex.layoutEnvironments { covered |= layout.bits }
        guard group.environmentMask & ~covered != 0 else { return [] }
        var results: [UncoveredEnvironment] = []
        for (environment, matching, _) in group.environments
        where !screen.layouts.contains(where: { $0.applies(in: environment) }) {
            if let at = results.firstIndex(where: { sameSizeClasses($0.environment, environment) }) {
                results[at].windows += matching
                continue
            }
            let ranked = screen.layouts.map { ($0, mismatches(of: $0.when, in: environment)) }
            guard let closest = ranked.min(by: { $0.1.count < $1.1.count }) else { continue }
            results.append(
                UncoveredEnvironment(
                    environment: environment, windows: matching, closest: closest.0, mismatches: closest.1))
        }
        return results
    }

    static func sameSizeClasses(_ a: Environment, _ b: Environment) -> Bool {
        a.width == b.width && a.height == b.height && a.orientation == b.orientation
    }

    /// The rows of one layout, worked out once for each distinct set of top-level components
    /// that an environment shows.
    private struct SharedRows {
        /// Where each top-level component is shown (its `when`, and which layout wins per id).
        let shownIn: [EnvironmentSet]
        /// An environment of each set worked out so far, with the set's rows.
        var known: [(environment: UInt64, plan: RowPlan)] = []
        /// The layout's column anchors, the same in every environment: worked out with the first rows.
        var columns: ColumnAnchors?

        /// The rows of the layout at `position`, with its top-level components' conditions read
        /// from the screen's component index.
        init(index: ComponentIndex, layout position: Int) {
            var shown: [EnvironmentSet] = []
            let range = index.layoutRanges[position]
            var at = range.lowerBound
            while at < range.upperBound {
                shown.append(index.conditions(at: at))
                at = index.subtreeEnd(at: at)
            }
            shownIn = shown
        }

        mutating func plan(of layout: Layout, in environment: Environment, geometry: DeviceGeometry) -> RowPlan {
            let bit = EnvironmentSet.bit(of: environment)
            for (other, plan) in known where shownIn.allSatisfy({ ($0.bits & bit == 0) == ($0.bits & other == 0) }) {
                return plan
            }
            let anchors = columns ?? ColumnAnchors(layout)
            columns = anchors
            let plan = geometry.rowPlan(of: layout, in: environment, shownIn: shownIn, columns: anchors)
            known.append((bit, plan))
            return plan
        }
    }

    /// Identifies a row across environments and orientations: the same components of the same
    /// layout (the same overflow in portrait and landscape is one finding).
    private struct RowKey: Hashable {
        var layout: Int
        var members: [Int]
    }

    /// The keys of `condition` that fail in `environment`: "height 'regular'".
    static func mismatches(of condition: TraitCondition?, in environment: Environment) -> [String] {
        guard let condition else { return [] }
        var result: [String] = []
        if let width = condition.width, width.value != environment.width {
            result.append("width '\(width.value.rawValue)'")
        }
        if let height = condition.height, height.value != environment.height {
            result.append("height '\(height.value.rawValue)'")
        }
        if let orientation = condition.orientation, orientation.value != environment.orientation {
            result.append("orientation '\(orientation.value.rawValue)'")
        }
        if let idiom = condition.idiom, idiom.value != environment.idiom {
            result.append("idiom '\(idiom.value.rawValue)'")
        }
        return result
    }

    /// The distinct environments of `windows`, in order of first appearance.
    static func orderedEnvironments(_ windows: [DeviceWindow]) -> [Environment] {
        var seen = Set<Environment>()
        return windows.map(\.environment).filter { seen.insert($0).inserted }
    }
}

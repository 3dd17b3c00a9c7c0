/// The tap areas a sweep down a layout has passed whose area still reaches below the sweep line,
/// filed by horizontal extent, so that the next area finds those it overlaps horizontally without
/// looking at the others.
///
/// A segment tree over the distinct left edges of the layout's areas (the points the sweep asks
/// about). An area is filed in the few nodes that together cover the left edges within its
/// horizontal extent, and at the leaf of its own left edge. A later area `b` overlaps a filed area
/// `a` horizontally when `a`'s extent holds `b`'s left edge (`a` is filed on the path from the root
/// to `b`'s leaf), or when `b`'s extent holds `a`'s left edge, to the right of its own (`a` is filed
/// at a leaf of that range); each overlapping pair is found one way, once. Areas whose bottom edge
/// the sweep has passed are dropped from a node when a question first meets them there.
///
/// Extents leave out the rounding tolerance at their right and bottom edges, so two areas are found
/// exactly when they overlap by more than it on both axes (``TapOverlap/between(_:_:environments:)``).
///
/// Each node's areas are a list threaded through one array of filings, so filing an area and
/// dropping a passed one allocate nothing per node; and one tree serves every band of a spec
/// (``reset(for:)``), its arrays keeping their capacity, so that a band of a handful of controls,
/// the common case, costs little more than sorting their edges.
struct ActiveAreas {
    /// An area filed in a node's list: its position in the layout's targets, and the next filing of
    /// the list.
    private struct Filing {
        var area: Int
        var next: Int?
    }

    /// The distinct left edges of the layout's targets, ascending: the leaves of the tree.
    private var edges: [Double] = []
    /// The number of leaves, rounded up to a power of two: node 1 is the root, the children of node
    /// `i` are `2i` and `2i + 1`, and leaf `k` is node `leafCount + k`.
    private var leafCount = 1
    /// Every filing made, by position; lists link them through ``Filing/next``.
    private var filings: [Filing] = []
    /// The first filing of each node's list of the areas whose extent covers every left edge under
    /// the node but not those under its parent.
    private var covering: [Int?] = []
    /// The first filing of each leaf's list of the areas whose left edge is the leaf's.
    private var starting: [Int?] = []
    /// How many areas are filed in `starting` under each node.
    private var startingCount: [Int] = []
    /// The top edge of the area last asked about: areas whose extent ends above it are passed.
    private var line = -Double.infinity
    /// The nodes still to descend into, kept between questions so that a descent allocates nothing.
    private var pending: [Int] = []

    /// Nodes visited and filed areas looked at so far, over every layout: the work the tests bound.
    private(set) var work = 0

    /// Empties the tree and sizes it for `targets`, the areas of one band of a layout, each wider
    /// and higher than the tolerance; the arrays keep their capacity from one band to the next.
    ///
    /// - Complexity: O(n log n) for sorting the left edges, O(n) for the rest.
    mutating func reset(for targets: ArraySlice<TapTarget>) {
        edges.removeAll(keepingCapacity: true)
        for target in targets { edges.append(target.minX) }
        edges.sort()
        // Equal edges are one leaf: keep the first of each run.
        var distinct = 0
        for edge in edges where distinct == 0 || edges[distinct - 1] != edge {
            edges[distinct] = edge
            distinct += 1
        }
        edges.removeLast(edges.count - distinct)
        var leaves = 1
        while leaves < distinct { leaves *= 2 }
        leafCount = leaves
        filings.removeAll(keepingCapacity: true)
        Self.fill(&covering, count: 2 * leaves, with: nil)
        Self.fill(&starting, count: leaves, with: nil)
        Self.fill(&startingCount, count: 2 * leaves, with: 0)
        line = -Double.infinity
    }

    /// Makes `array` `count` copies of `value`, in the storage it already has when that is enough.
    private static func fill<Element>(_ array: inout [Element], count: Int, with value: Element) {
        array.removeAll(keepingCapacity: true)
        array.reserveCapacity(count)
        for _ in 0..<count { array.append(value) }
    }

    /// Calls `visit` with each filed area that overlaps the one at `offset` of `targets` (the
    /// layout's areas sorted by top edge, of which the tree was reset for the band that holds
    /// `offset`) by more than the tolerance on both axes, until it returns false; areas filed from
    /// now on must lie no higher than it.
    ///
    /// - Returns: False when `visit` stopped the search.
    /// - Complexity: O(log n + visited areas x log n), plus O(log n) for each passed area dropped.
    mutating func overlapping(_ offset: Int, in targets: [TapTarget], visit: (Int) -> Bool) -> Bool {
        let area = targets[offset]
        line = area.minY
        let (leaf, end) = leaves(of: area)
        // Filed areas whose extent holds this one's left edge: on the path from its leaf to the root.
        var node = leafCount + leaf
        while node >= 1 {
            work += 1
            let found = Self.collect(
                &covering[node], filings: &filings, targets: targets, line: line, work: &work, visit: visit)
            guard found.finished else { return false }
            node /= 2
        }
        // Filed areas whose left edge lies within this one's extent, to the right of its own.
        var low = leafCount + leaf + 1
        var high = leafCount + end
        while low < high {
            if low % 2 == 1 {
                guard descend(low, in: targets, visit: visit) else { return false }
                low += 1
            }
            if high % 2 == 1 {
                high -= 1
                guard descend(high, in: targets, visit: visit) else { return false }
            }
            low /= 2
            high /= 2
        }
        return true
    }

    /// Files the area at `offset` of `targets`.
    ///
    /// - Complexity: O(log n).
    mutating func insert(_ offset: Int, in targets: [TapTarget]) {
        let (leaf, end) = leaves(of: targets[offset])
        var low = leafCount + leaf
        var high = leafCount + end
        while low < high {
            if low % 2 == 1 {
                Self.file(offset, in: &covering[low], filings: &filings)
                low += 1
            }
            if high % 2 == 1 {
                high -= 1
                Self.file(offset, in: &covering[high], filings: &filings)
            }
            low /= 2
            high /= 2
        }
        Self.file(offset, in: &starting[leaf], filings: &filings)
        var node = leafCount + leaf
        while node >= 1 {
            startingCount[node] += 1
            node /= 2
        }
    }

    /// Puts the area at `offset` at the front of the list that starts at `head`.
    private static func file(_ offset: Int, in head: inout Int?, filings: inout [Filing]) {
        filings.append(Filing(area: offset, next: head))
        head = filings.count - 1
    }

    /// The leaf of `area`'s left edge, and one past the last leaf within its extent.
    private func leaves(of area: TapTarget) -> (leaf: Int, end: Int) {
        (first { edges[$0] >= area.minX }, first { edges[$0] >= area.maxX - TapTarget.tolerance })
    }

    /// The first leaf for which `isAtOrAfter` holds (it holds for every later leaf), or the leaf count.
    private func first(where isAtOrAfter: (Int) -> Bool) -> Int {
        var low = 0
        var high = edges.count
        while low < high {
            let middle = (low + high) / 2
            if isAtOrAfter(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// Calls `visit` with each area of the list that starts at `head` that the sweep has not passed
    /// (whose extent reaches below `line`), unlinking the others, until it returns false; adds the
    /// areas looked at to `work`.
    ///
    /// - Returns: Whether `visit` never stopped, and how many areas were unlinked.
    private static func collect(
        _ head: inout Int?, filings: inout [Filing], targets: [TapTarget], line: Double, work: inout Int,
        visit: (Int) -> Bool
    ) -> (finished: Bool, dropped: Int) {
        var dropped = 0
        var previous: Int?
        var current = head
        while let filing = current {
            work += 1
            let area = filings[filing].area
            let next = filings[filing].next
            if line < targets[area].maxY - TapTarget.tolerance {
                guard visit(area) else { return (false, dropped) }
                previous = filing
            } else if let previous {
                filings[previous].next = next
                dropped += 1
            } else {
                head = next
                dropped += 1
            }
            current = next
        }
        return (true, dropped)
    }

    /// Calls `visit` with each area of `targets` filed at the leaves under `node` that the sweep
    /// has not passed, dropping the others, until it returns false; subtrees with nothing filed are
    /// skipped.
    ///
    /// - Returns: False when `visit` stopped.
    private mutating func descend(_ node: Int, in targets: [TapTarget], visit: (Int) -> Bool) -> Bool {
        work += 1
        // Most ranges hold no filed area: nothing to walk.
        guard startingCount[node] > 0 else { return true }
        pending.removeAll(keepingCapacity: true)
        pending.append(node)
        while let next = pending.popLast() {
            guard startingCount[next] > 0 else {
                work += 1
                continue
            }
            guard next >= leafCount else {
                work += 1
                pending.append(2 * next + 1)
                pending.append(2 * next)
                continue
            }
            let found = Self.collect(
                &starting[next - leafCount], filings: &filings, targets: targets, line: line, work: &work,
                visit: visit)
            var above = next
            while found.dropped > 0, above >= 1 {
                startingCount[above] -= found.dropped
                above /= 2
            }
            guard found.finished else { return false }
        }
        return true
    }
}

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
struct ActiveAreas {
    /// The areas, sorted by top edge, each wider and higher than the tolerance.
    private let targets: [TapTarget]
    /// The distinct left edges of `targets`, ascending: the leaves of the tree.
    private let edges: [Double]
    /// The number of leaves, rounded up to a power of two: node 1 is the root, the children of node
    /// `i` are `2i` and `2i + 1`, and leaf `k` is node `leafCount + k`.
    private let leafCount: Int
    /// The filed areas whose extent covers every left edge under each node but not those under its
    /// parent, by position in `targets`.
    private var covering: [[Int]]
    /// The filed areas whose left edge is each leaf's, by position in `targets`.
    private var starting: [[Int]]
    /// How many areas are filed in `starting` under each node.
    private var startingCount: [Int]
    /// The top edge of the area last asked about: areas whose extent ends above it are passed.
    private var line = -Double.infinity

    /// Nodes visited and filed areas looked at so far: the work the tests bound.
    private(set) var work = 0

    /// An empty tree for `targets`, sorted by top edge, each wider and higher than the tolerance.
    ///
    /// - Complexity: O(n log n).
    init(_ targets: [TapTarget]) {
        self.targets = targets
        var edges = targets.map(\.minX)
        edges.sort()
        var distinct: [Double] = []
        for edge in edges where distinct.last != edge { distinct.append(edge) }
        self.edges = distinct
        var leaves = 1
        while leaves < distinct.count { leaves *= 2 }
        leafCount = leaves
        covering = Array(repeating: [], count: 2 * leaves)
        starting = Array(repeating: [], count: leaves)
        startingCount = Array(repeating: 0, count: 2 * leaves)
    }

    /// Calls `visit` with each filed area that overlaps the one at `offset` of `targets` by more
    /// than the tolerance on both axes, until it returns false; areas filed from now on must lie no
    /// higher than it.
    ///
    /// - Returns: False when `visit` stopped the search.
    /// - Complexity: O(log n + visited areas x log n), plus O(log n) for each passed area dropped.
    mutating func overlapping(_ offset: Int, visit: (Int) -> Bool) -> Bool {
        let area = targets[offset]
        line = area.minY
        let (leaf, end) = leaves(of: area)
        // Filed areas whose extent holds this one's left edge: on the path from its leaf to the root.
        var node = leafCount + leaf
        while node >= 1 {
            work += 1
            guard Self.collect(&covering[node], targets: targets, line: line, work: &work, visit: visit) else {
                return false
            }
            node /= 2
        }
        // Filed areas whose left edge lies within this one's extent, to the right of its own.
        var low = leafCount + leaf + 1
        var high = leafCount + end
        while low < high {
            if low % 2 == 1 {
                guard descend(low, visit: visit) else { return false }
                low += 1
            }
            if high % 2 == 1 {
                high -= 1
                guard descend(high, visit: visit) else { return false }
            }
            low /= 2
            high /= 2
        }
        return true
    }

    /// Files the area at `offset` of `targets`.
    ///
    /// - Complexity: O(log n).
    mutating func insert(_ offset: Int) {
        let (leaf, end) = leaves(of: targets[offset])
        var low = leafCount + leaf
        var high = leafCount + end
        while low < high {
            if low % 2 == 1 {
                covering[low].append(offset)
                low += 1
            }
            if high % 2 == 1 {
                high -= 1
                covering[high].append(offset)
            }
            low /= 2
            high /= 2
        }
        starting[leaf].append(offset)
        var node = leafCount + leaf
        while node >= 1 {
            startingCount[node] += 1
            node /= 2
        }
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

    /// Calls `visit` with each area of `list` that the sweep has not passed (whose extent reaches
    /// below `line`), dropping the others, until it returns false; adds the areas looked at to
    /// `work`.
    ///
    /// - Returns: False when `visit` stopped.
    private static func collect(
        _ list: inout [Int], targets: [TapTarget], line: Double, work: inout Int, visit: (Int) -> Bool
    ) -> Bool {
        var position = 0
        while position < list.count {
            work += 1
            let offset = list[position]
            if line < targets[offset].maxY - TapTarget.tolerance {
                guard visit(offset) else { return false }
                position += 1
            } else {
                list.swapAt(position, list.count - 1)
                list.removeLast()
            }
        }
        return true
    }

    /// Calls `visit` with each area filed at the leaves under `node` that the sweep has not passed,
    /// dropping the others, until it returns false; subtrees with nothing filed are skipped.
    ///
    /// - Returns: False when `visit` stopped.
    private mutating func descend(_ node: Int, visit: (Int) -> Bool) -> Bool {
        work += 1
        // Most ranges hold no filed area: nothing to walk.
        guard startingCount[node] > 0 else { return true }
        var pending = [node]
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
            let leaf = next - leafCount
            let before = starting[leaf].count
            let finished = Self.collect(&starting[leaf], targets: targets, line: line, work: &work, visit: visit)
            let dropped = before - starting[leaf].count
            var above = next
            while dropped > 0, above >= 1 {
                startingCount[above] -= dropped
                above /= 2
            }
            guard finished else { return false }
        }
        return true
    }
}

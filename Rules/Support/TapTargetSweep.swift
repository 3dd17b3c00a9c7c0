/// Two neighbouring tap targets whose areas overlap, and by how much.
struct TapOverlap {
    /// The target that comes first in index order; a finding points at the other.
    var earlier: TapTarget
    var later: TapTarget
    var width, height: Double

    /// Report order within a layout: by the later component, then the earlier one.
    static func precedes(_ a: TapOverlap, _ b: TapOverlap) -> Bool {
        (a.later.at, a.earlier.at) < (b.later.at, b.earlier.at)
    }

    /// The overlap of two targets, if their areas overlap by more than the tolerance
    /// (``TapTarget/tolerance``) and they are neighbours (``TapTarget/areNeighbours(_:_:environments:)``).
    static func between(_ a: TapTarget, _ b: TapTarget, environments: UInt64) -> TapOverlap? {
        let width = min(a.maxX, b.maxX) - max(a.minX, b.minX)
        let height = min(a.maxY, b.maxY) - max(a.minY, b.minY)
        guard width > TapTarget.tolerance, height > TapTarget.tolerance else { return nil }
        if a.at < b.at {
            guard TapTarget.areNeighbours(a, b, environments: environments) else { return nil }
            return TapOverlap(earlier: a, later: b, width: width, height: height)
        }
        guard TapTarget.areNeighbours(b, a, environments: environments) else { return nil }
        return TapOverlap(earlier: b, later: a, width: width, height: height)
    }
}

/// What the sweep found in one layout: the first overlaps in report order and how many there are.
struct LayoutOverlaps {
    /// How many overlaps `first` keeps.
    let kept: Int
    /// The first `kept` overlaps in report order (``TapOverlap/precedes(_:_:)``).
    var first: [TapOverlap] = []
    /// Every overlap found in the layout.
    var count = 0
    /// False when the sweep stopped in this layout, so that `count` is a lower bound.
    var isComplete = true

    /// Counts `overlap` and keeps it if it is among the first `kept`.
    ///
    /// - Complexity: O(`kept`).
    mutating func add(_ overlap: TapOverlap) {
        count += 1
        if first.count == kept {
            guard let last = first.last, TapOverlap.precedes(overlap, last) else { return }
            first.removeLast()
        }
        let at = first.firstIndex { TapOverlap.precedes(overlap, $0) } ?? first.endIndex
        first.insert(overlap, at: at)
    }
}

/// The sweep over one spec's layouts that finds overlapping neighbours among their tap targets,
/// with a budget of comparisons for the whole spec.
struct TapTargetSweep {
    /// The pairs of targets looked at in one spec before the sweep stops (and tap-target-overlap
    /// says so): far more than any real spec needs (a layout of 500 controls in one row costs
    /// about 125,000), and a bound on the cost of a spec that stacks thousands of controls in one
    /// spot. tap-target-size spends no more on its own comparisons.
    static let comparisonBudget = 1_000_000

    /// Comparisons left before the sweep stops.
    var budget = comparisonBudget
    /// The node of the tap area at which the budget ran out, if it did.
    var stoppedAt: Int?

    var isStopped: Bool { stoppedAt != nil }

    /// The overlapping neighbours among `targets`, keeping the first `kept` in report order
    /// (`targets` are sorted in place).
    ///
    /// Sort and sweep: sorted by top edge, a target is compared only with the targets after
    /// it whose top edge lies above its bottom edge. When that leaves many pairs (controls side
    /// by side in a row), the sweep runs along the x axis instead if that leaves fewer. So the
    /// cost is the number of targets plus the pairs that overlap along the cheaper axis, and
    /// never more than the budget.
    ///
    /// - Complexity: O(n log n + pairs overlapping along the cheaper axis), at most
    ///   O(n log n + budget), plus O(`kept`) per overlap.
    mutating func overlaps(in targets: inout [TapTarget], environments: UInt64, keeping kept: Int)
        -> LayoutOverlaps
    {
        Self.sortByTop(&targets)
        var transposed = false
        // Up to 9 targets, at most 36 pairs: never more than 4 per target.
        let alongY = targets.count > 9 ? Self.candidatePairs(targets) : 0
        if alongY > 4 * targets.count {
            Self.transpose(&targets)
            if Self.candidatePairs(targets) < alongY {
                transposed = true
            } else {
                Self.transpose(&targets)
            }
        }
        return sweep(targets, environments: environments, transposed: transposed, kept: kept)
    }

    /// The sweep itself over targets sorted by top edge (by left edge when `transposed`).
    private mutating func sweep(_ targets: [TapTarget], environments: UInt64, transposed: Bool, kept: Int)
        -> LayoutOverlaps
    {
        var result = LayoutOverlaps(kept: kept)
        for (offset, first) in targets.enumerated() {
            // Sorted by top edge: later targets starting below this bottom edge cannot overlap it.
            for second in targets[(offset + 1)...] {
                if second.minY >= first.maxY - TapTarget.tolerance { break }
                guard budget > 0 else {
                    stoppedAt = second.boxNode
                    result.isComplete = false
                    return result
                }
                budget -= 1
                guard var overlap = TapOverlap.between(first, second, environments: environments) else { continue }
                if transposed {
                    (overlap.width, overlap.height) = (overlap.height, overlap.width)
                }
                result.add(overlap)
            }
        }
        return result
    }

    /// Sorts `targets` by top edge, then position (a total order); usually drawn so already.
    ///
    /// - Complexity: O(n) when sorted, else O(n log n).
    static func sortByTop(_ targets: inout [TapTarget]) {
        let inOrder = { (a: TapTarget, b: TapTarget) in (a.minY, a.at) < (b.minY, b.at) }
        if !targets.indices.dropFirst().allSatisfy({ inOrder(targets[$0 - 1], targets[$0]) }) {
            targets.sort(by: inOrder)
        }
    }

    /// Swaps the axes of every target and sorts them by their new top edge.
    ///
    /// - Complexity: O(n log n).
    static func transpose(_ targets: inout [TapTarget]) {
        for offset in targets.indices {
            let target = targets[offset]
            targets[offset].minX = target.minY
            targets[offset].maxX = target.maxY
            targets[offset].minY = target.minX
            targets[offset].maxY = target.maxX
        }
        sortByTop(&targets)
    }

    /// How many pairs the sweep compares over `targets`, sorted by top edge: for each target, the
    /// later ones whose top edge lies above its bottom edge.
    ///
    /// - Complexity: O(n log n), by binary search.
    static func candidatePairs(_ targets: [TapTarget]) -> Int {
        var total = 0
        for (offset, target) in targets.enumerated() {
            let limit = target.maxY - TapTarget.tolerance
            // The first position after `offset` whose top edge is at or below `limit`.
            var low = offset + 1
            var high = targets.count
            while low < high {
                let middle = (low + high) / 2
                if targets[middle].minY < limit { low = middle + 1 } else { high = middle }
            }
            total += low - offset - 1
        }
        return total
    }
}

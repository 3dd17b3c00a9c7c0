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
        guard let size = size(a, b, environments: environments) else { return nil }
        return a.at < b.at
            ? TapOverlap(earlier: a, later: b, width: size.width, height: size.height)
            : TapOverlap(earlier: b, later: a, width: size.width, height: size.height)
    }

    /// How far the areas of two targets overlap, if ``between(_:_:environments:)`` finds an
    /// overlap: its width and height without the two targets.
    static func size(_ a: TapTarget, _ b: TapTarget, environments: UInt64) -> (width: Double, height: Double)? {
        let width = min(a.maxX, b.maxX) - max(a.minX, b.minX)
        let height = min(a.maxY, b.maxY) - max(a.minY, b.minY)
        guard width > TapTarget.tolerance, height > TapTarget.tolerance else { return nil }
        let neighbours =
            a.at < b.at
            ? TapTarget.areNeighbours(a, b, environments: environments)
            : TapTarget.areNeighbours(b, a, environments: environments)
        return neighbours ? (width, height) : nil
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

    /// Counts the overlap of `a` and `b`, `size` in points, and keeps it if it is among the first
    /// `kept`; the overlap is made only then, so counting the rest copies no target.
    ///
    /// - Complexity: O(`kept`).
    mutating func add(_ a: TapTarget, _ b: TapTarget, size: (width: Double, height: Double)) {
        count += 1
        let order = (max(a.at, b.at), min(a.at, b.at))
        if first.count == kept {
            guard let last = first.last, order < (last.later.at, last.earlier.at) else { return }
            first.removeLast()
        }
        let overlap =
            a.at < b.at
            ? TapOverlap(earlier: a, later: b, width: size.width, height: size.height)
            : TapOverlap(earlier: b, later: a, width: size.width, height: size.height)
        let at = first.firstIndex { TapOverlap.precedes(overlap, $0) } ?? first.endIndex
        first.insert(overlap, at: at)
    }
}

/// The sweep over one spec's layouts that finds overlapping neighbours among their tap targets,
/// with a budget of comparisons for the whole spec.
struct TapTargetSweep {
    /// The pairs of targets compared in one spec before the sweep stops (and tap-target-overlap
    /// says so). The sweep compares only pairs whose tap areas overlap on both axes, so a layout of
    /// controls with room between them (a row, a column, a grid of any size) costs none, and only a
    /// spec that draws thousands of controls over one another reaches it. tap-target-size spends
    /// no more on its own comparisons.
    static let comparisonBudget = 1_000_000

    /// Comparisons left before the sweep stops.
    var budget = comparisonBudget
    /// The node of the tap area at which the budget ran out, if it did.
    var stoppedAt: Int?
    /// The open areas of the band being swept; one tree serves every band of the spec.
    private var active = ActiveAreas()

    /// The steps the sweep has taken in the spec's layouts: tree nodes visited and filed areas
    /// looked at (``ActiveAreas/work``), which the tests bound.
    var work: Int { active.work }

    var isStopped: Bool { stoppedAt != nil }

    /// The comparisons made so far in the spec.
    var comparisons: Int { Self.comparisonBudget - budget }

    /// The overlapping neighbours among `targets`, keeping the first `kept` in report order
    /// (`targets` are sorted in place, by top edge).
    ///
    /// Sort and sweep: in order of top edge, each target is compared with the earlier targets whose
    /// area still reaches below its top edge and overlaps it horizontally, which ``ActiveAreas``
    /// finds without looking at the others. So each pair that overlaps on both axes is compared
    /// once, and no other pair is. The tree holds one band of the layout at a time: the areas
    /// between two points where the sweep has passed every earlier area.
    ///
    /// - Complexity: O(n log n + pairs that overlap), at most O(n log n + budget), plus O(`kept`)
    ///   per overlap.
    mutating func overlaps(in targets: inout [TapTarget], environments: UInt64, keeping kept: Int)
        -> LayoutOverlaps
    {
        var result = LayoutOverlaps(kept: kept)
        // An area no wider or higher than the tolerance overlaps nothing (nor does one with a
        // coordinate that is not a number).
        targets.removeAll { !($0.minX < $0.maxX - TapTarget.tolerance && $0.minY < $0.maxY - TapTarget.tolerance) }
        targets.sort { ($0.minY, $0.at) < ($1.minY, $1.at) }
        let sorted = targets
        // The search below mutates the tree while the comparisons spend the budget: a local copy
        // keeps the two accesses apart.
        var left = budget
        defer { budget = left }
        var start = 0
        while start < sorted.count {
            // A band: the areas from `start` on whose vertical extents chain, up to the first area
            // that starts where the sweep has passed every earlier one. Areas of different bands
            // never overlap vertically, so each band is swept with a tree of its own areas, and a
            // band of one area, as most rows of controls are, holds no pair to look for.
            var end = start + 1
            var bottom = sorted[start].maxY - TapTarget.tolerance
            while end < sorted.count, sorted[end].minY < bottom {
                bottom = max(bottom, sorted[end].maxY - TapTarget.tolerance)
                end += 1
            }
            if end - start > 1 {
                active.reset(for: sorted[start..<end])
                for offset in start..<end {
                    let second = sorted[offset]
                    let finished = active.overlapping(offset, in: sorted) { earlier in
                        guard left > 0 else { return false }
                        left -= 1
                        if let size = TapOverlap.size(sorted[earlier], second, environments: environments) {
                            result.add(sorted[earlier], second, size: size)
                        }
                        return true
                    }
                    guard finished else {
                        stoppedAt = second.boxNode
                        result.isComplete = false
                        return result
                    }
                    active.insert(offset, in: sorted)
                }
            }
            start = end
        }
        return result
    }
}

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
    /// The steps the sweep has taken in the spec's layouts: tree nodes visited and filed areas
    /// looked at (``ActiveAreas/work``), which the tests bound.
    private(set) var work = 0

    var isStopped: Bool { stoppedAt != nil }

    /// The comparisons made so far in the spec.
    var comparisons: Int { Self.comparisonBudget - budget }

    /// The overlapping neighbours among `targets`, keeping the first `kept` in report order
    /// (`targets` are sorted in place, by top edge).
    ///
    /// Sort and sweep: in order of top edge, each target is compared with the earlier targets whose
    /// area still reaches below its top edge and overlaps it horizontally, which ``ActiveAreas``
    /// finds without looking at the others. So each pair that overlaps on both axes is compared
    /// once, and no other pair is.
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
        var active = ActiveAreas(targets)
        defer { work += active.work }
        let sorted = targets
        for (offset, second) in sorted.enumerated() {
            let finished = active.overlapping(offset) { earlier in
                guard budget > 0 else { return false }
                budget -= 1
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
            active.insert(offset)
        }
        return result
    }
}

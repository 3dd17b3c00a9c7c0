extension TapTargetOverlapRule {
    /// Two neighbouring targets whose tap areas overlap, and by how much.
    struct Overlap {
        /// The target that comes first in index order; the finding points at the other.
        var earlier: Target
        var later: Target
        var width, height: Double

        /// Report order within a layout: by the later component, then the earlier one.
        static func precedes(_ a: Overlap, _ b: Overlap) -> Bool {
            (a.later.at, a.earlier.at) < (b.later.at, b.earlier.at)
        }
    }

    /// What the sweep found in one layout: the first overlaps in report order and how many there are.
    struct LayoutOverlaps {
        /// The first ``TapTargetOverlapRule/maximumFindingsPerLayout`` + 1 overlaps in report
        /// order (the one after the cap names the rest).
        var first: [Overlap] = []
        /// Every overlap found in the layout.
        var count = 0
        /// False when the sweep stopped in this layout, so that `count` is a lower bound.
        var isComplete = true

        /// Counts `overlap` and keeps it if it is among the first.
        ///
        /// - Complexity: O(``TapTargetOverlapRule/maximumFindingsPerLayout``).
        mutating func add(_ overlap: Overlap) {
            count += 1
            let kept = maximumFindingsPerLayout + 1
            if first.count == kept {
                guard let last = first.last, Overlap.precedes(overlap, last) else { return }
                first.removeLast()
            }
            let at = first.firstIndex { Overlap.precedes(overlap, $0) } ?? first.endIndex
            first.insert(overlap, at: at)
        }
    }

    /// The sweep over one spec's layouts, with its budget of comparisons.
    struct Sweep {
        /// Comparisons left before the sweep stops.
        var budget: Int
        /// The node of the tap area at which the budget ran out, if it did.
        var stoppedAt: Int?

        var isStopped: Bool { stoppedAt != nil }

        /// The overlapping neighbours among `targets`, in any order (they are sorted in place).
        ///
        /// Sort and sweep: sorted by top edge, a target is compared only with the targets after
        /// it whose top edge lies above its bottom edge. When that leaves many pairs (controls side
        /// by side in a row), the sweep runs along the x axis instead if that leaves fewer. So the
        /// cost is the number of targets plus the pairs that overlap along the cheaper axis, and
        /// never more than the budget.
        ///
        /// - Complexity: O(n log n + pairs overlapping along the cheaper axis), at most
        ///   O(n log n + budget), plus O(``TapTargetOverlapRule/maximumFindingsPerLayout``) per overlap.
        mutating func overlaps(in targets: UnsafeMutableBufferPointer<Target>, environments: UInt64)
            -> LayoutOverlaps
        {
            Self.sortByTop(targets)
            var transposed = false
            // Up to 9 targets, at most 36 pairs: never more than 4 per target.
            let alongY = targets.count > 9 ? Self.candidatePairs(targets) : 0
            if alongY > 4 * targets.count {
                Self.transpose(targets)
                if Self.candidatePairs(targets) < alongY {
                    transposed = true
                } else {
                    Self.transpose(targets)
                }
            }
            return sweep(UnsafeBufferPointer(targets), environments: environments, transposed: transposed)
        }

        /// The sweep itself over targets sorted by top edge (by left edge when `transposed`).
        private mutating func sweep(_ targets: UnsafeBufferPointer<Target>, environments: UInt64, transposed: Bool)
            -> LayoutOverlaps
        {
            var result = LayoutOverlaps()
            for (offset, first) in targets.enumerated() {
                // Sorted by top edge: later targets starting below this bottom edge cannot overlap it.
                for second in targets[(offset + 1)...] {
                    if second.minY >= first.maxY - tolerance { break }
                    guard budget > 0 else {
                        stoppedAt = second.boxNode
                        result.isComplete = false
                        return result
                    }
                    budget -= 1
                    guard var overlap = Self.overlap(first, second, environments: environments) else { continue }
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
        static func sortByTop(_ targets: UnsafeMutableBufferPointer<Target>) {
            let inOrder = { (a: Target, b: Target) in (a.minY, a.at) < (b.minY, b.at) }
            if !targets.indices.dropFirst().allSatisfy({ inOrder(targets[$0 - 1], targets[$0]) }) {
                // A copy of the pointer: the same memory, sorted in place.
                var buffer = targets
                buffer.sort(by: inOrder)
            }
        }

        /// Swaps the axes of every target and sorts them by their new top edge.
        ///
        /// - Complexity: O(n log n).
        static func transpose(_ targets: UnsafeMutableBufferPointer<Target>) {
            for offset in targets.indices {
                let target = targets[offset]
                targets[offset].minX = target.minY
                targets[offset].maxX = target.maxY
                targets[offset].minY = target.minX
                targets[offset].maxY = target.maxX
            }
            sortByTop(targets)
        }

        /// How many pairs the sweep compares over `targets`, sorted by top edge: for each target, the
        /// later ones whose top edge lies above its bottom edge.
        ///
        /// - Complexity: O(n log n), by binary search.
        static func candidatePairs(_ targets: UnsafeMutableBufferPointer<Target>) -> Int {
            var total = 0
            for (offset, target) in targets.enumerated() {
                let limit = target.maxY - tolerance
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

        /// The overlap of two targets, if their areas overlap by more than the tolerance and they
        /// are neighbours (``TapTargetOverlapRule/areNeighbours(_:_:environments:)``).
        static func overlap(_ a: Target, _ b: Target, environments: UInt64) -> Overlap? {
            let width = min(a.maxX, b.maxX) - max(a.minX, b.minX)
            let height = min(a.maxY, b.maxY) - max(a.minY, b.minY)
            guard width > tolerance, height > tolerance else { return nil }
            // In index order, without copying the targets into a tuple (the sweep's inner loop).
            if a.at < b.at {
                guard areNeighbours(a, b, environments: environments) else { return nil }
                return Overlap(earlier: a, later: b, width: width, height: height)
            }
            guard areNeighbours(b, a, environments: environments) else { return nil }
            return Overlap(earlier: b, later: a, width: width, height: height)
        }
    }
}

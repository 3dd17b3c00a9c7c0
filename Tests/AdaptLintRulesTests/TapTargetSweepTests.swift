import AdaptLintCore
import Testing

@testable import AdaptLintRules

/// The sweep of `tap-target-overlap`: it compares exactly the pairs of tap areas that overlap, so
/// its work is counted (comparisons, tree nodes visited and filed areas looked at), never timed.
@Suite struct TapTargetSweepTests {
    /// A tap area of a leaf control shown in every environment, on the screen, in the content.
    static func target(_ at: Int, x: Double, y: Double, width: Double = 20, height: Double = 20) -> TapTarget {
        TapTarget(
            at: at, subtreeEnd: at + 1, boxNode: at, minX: x, minY: y, maxX: x + width, maxY: y + height,
            conditions: 1, isSurface: false)
    }

    /// `count` areas of 20x20pt, `columns` a row, `spacing` points apart.
    static func grid(_ count: Int, columns: Int, spacing: Double) -> [TapTarget] {
        (0..<count).map { target($0, x: Double($0 % columns) * spacing, y: Double($0 / columns) * spacing) }
    }

    /// The overlaps the sweep finds among `targets`, keeping the first `kept`, and the sweep after it.
    static func sweep(_ targets: [TapTarget], keeping kept: Int = 11) -> (LayoutOverlaps, TapTargetSweep) {
        var sweep = TapTargetSweep()
        var targets = targets
        let overlaps = sweep.overlaps(in: &targets, environments: 1, keeping: kept)
        return (overlaps, sweep)
    }

    /// Every overlap among `targets`, found by comparing each pair, in the sweep's report order
    /// (by the later area, then the earlier): what the sweep must find.
    static func overlapsOfEveryPair(_ targets: [TapTarget]) -> [TapOverlap] {
        var overlaps: [TapOverlap] = []
        for (offset, first) in targets.enumerated() {
            for second in targets[(offset + 1)...] {
                if let overlap = TapOverlap.between(first, second, environments: 1) { overlaps.append(overlap) }
            }
        }
        return overlaps.sorted { ($0.later.at, $0.earlier.at) < ($1.later.at, $1.earlier.at) }
    }

    /// Repeatable half-point values for scattering areas: each `next(bound)` is below `bound / 2`.
    struct Scatter {
        var state: UInt64

        mutating func next(_ bound: Int) -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(Int(state >> 33) % bound) / 2
        }
    }

    @Test(arguments: [(235, 235), (235, 100), (5_000, 5_000), (1, 5_000)])
    func rowsAndGridsWithRoomCompareNothing(columns: Int, count: Int) {
        // 20pt areas 50pt apart: no two overlap, so no pair is compared, however long the rows are.
        let targets = Self.grid(count, columns: columns, spacing: 50)
        let (overlaps, sweep) = Self.sweep(targets)
        #expect(overlaps.count == 0)
        #expect(overlaps.isComplete)
        #expect(sweep.comparisons == 0)
        #expect(sweep.work <= 2 * count * Self.log2(count) + 4 * count, "\(sweep.work)")
    }

    @Test func theHostileGridOfFiftyFiveThousandStaysWithinTheBudget() {
        // 235 columns: each row alone is 27,495 pairs side by side vertically, and each column of 234
        // as many horizontally, so sweeping along either axis alone reached the budget.
        let count = 55_000
        let (overlaps, sweep) = Self.sweep(Self.grid(count, columns: 235, spacing: 50))
        #expect(overlaps.count == 0)
        #expect(!sweep.isStopped)
        #expect(sweep.comparisons == 0)
        #expect(sweep.work <= 2 * count * Self.log2(count) + 4 * count, "\(sweep.work)")
    }

    @Test func aRowOfTouchingNeighboursComparesEachPairOnce() {
        // 5,000 areas 45pt wide at 40pt steps: each overlaps the next by 5pt, and nothing else.
        let count = 5_000
        let targets = (0..<count).map { Self.target($0, x: Double($0) * 40, y: 0, width: 45, height: 44) }
        let (overlaps, sweep) = Self.sweep(targets)
        #expect(overlaps.count == count - 1)
        #expect(sweep.comparisons == count - 1)
        let first = overlaps.first.first
        #expect(first?.earlier.at == 0 && first?.later.at == 1)
        #expect(first?.width == 5 && first?.height == 44)
    }

    @Test func stackedAreasSpendTheBudgetAndStop() {
        // 1,500 areas at one spot: 1,124,250 overlapping pairs, more than the budget.
        let targets = (0..<1_500).map { Self.target($0, x: 0, y: 0) }
        let (overlaps, sweep) = Self.sweep(targets)
        #expect(sweep.isStopped)
        #expect(!overlaps.isComplete)
        #expect(sweep.comparisons == TapTargetSweep.comparisonBudget)
        #expect(overlaps.count == TapTargetSweep.comparisonBudget)
    }

    @Test func theSweepFindsWhatComparingEveryPairFinds() {
        // Areas of many sizes scattered over a small field, with edges that touch, overlap by the
        // tolerance or by more, and thin areas that overlap nothing.
        var scatter = Scatter(state: 0x2545_F491_4F6C_DD1D)
        let targets = (0..<600).map { at in
            Self.target(
                at, x: scatter.next(1_200), y: scatter.next(1_200), width: scatter.next(160),
                height: scatter.next(160))
        }
        let expected = Self.overlapsOfEveryPair(targets)
        let (overlaps, sweep) = Self.sweep(targets, keeping: expected.count)
        #expect(expected.count > 1_000)
        #expect(overlaps.count == expected.count)
        #expect(sweep.comparisons == expected.count)
        let found = overlaps.first.map { ($0.earlier.at, $0.later.at, $0.width, $0.height) }
        let ordered = expected.map { ($0.earlier.at, $0.later.at, $0.width, $0.height) }
        #expect(found.elementsEqual(ordered) { $0 == $1 })
    }

    @Test func aColumnOfSeparateRowsFilesNothing() {
        // One 20pt area every 50pt down a column: each is a band of its own, which holds no pair,
        // so the sweep sorts them and builds no tree.
        let (overlaps, sweep) = Self.sweep(Self.grid(5_000, columns: 1, spacing: 50))
        #expect(overlaps.count == 0)
        #expect(sweep.comparisons == 0)
        #expect(sweep.work == 0)
    }

    @Test func bandsFindWhatComparingEveryPairFinds() {
        // Clusters of areas down a tall field, with gaps between some of them and edges that touch
        // or overlap by the tolerance at others: the sweep splits the layout into bands where it
        // has passed every earlier area, and must lose no pair at a split.
        var scatter = Scatter(state: 0x9E37_79B9_7F4A_7C15)
        let targets = (0..<600).map { at in
            let band = Double(at / 6) * 100
            return Self.target(
                at, x: scatter.next(200), y: band + scatter.next(120), width: scatter.next(100),
                height: scatter.next(100))
        }
        let expected = Self.overlapsOfEveryPair(targets)
        let (overlaps, _) = Self.sweep(targets, keeping: expected.count)
        #expect(expected.count > 100)
        #expect(overlaps.count == expected.count)
        let found = overlaps.first.map { ($0.earlier.at, $0.later.at) }
        let ordered = expected.map { ($0.earlier.at, $0.later.at) }
        #expect(found.elementsEqual(ordered) { $0 == $1 })
    }

    /// The base-2 logarithm of `count`, rounded up.
    static func log2(_ count: Int) -> Int {
        var bits = 0
        while 1 << bits < count { bits += 1 }
        return bits
    }
}

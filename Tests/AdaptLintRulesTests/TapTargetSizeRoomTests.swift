import AdaptJSON
import AdaptLintCore
import Testing

@testable import AdaptLintRules

/// The room check of `tap-target-size` fixes: every small control of a large layout gets a fix when
/// it has room, and the work is counted (cells visited and tap areas tested), not timed.
@Suite struct TapTargetSizeRoomTests {
    /// `count` small buttons (20x20pt) in one layout, `columns` a row, `spacing` points apart.
    static func buttons(_ count: Int, columns: Int, spacing: Int) -> String {
        TestSpec.components(
            (0..<count).map { index in
                let (x, y) = ((index % columns) * spacing, (index / columns) * spacing)
                return
                    #"{ "id": "b\#(index)", "type": "button", "frame": { "x": \#(x), "y": \#(y), "width": 20, "height": 20 } }"#
            })
    }

    static func inspect(_ text: String) throws -> (findings: [Finding], roomWork: Int) {
        let screen = try SpecDecoder.decode(try JSONParser.parse(Array(text.utf8))).get()
        return TapTargetSizeRule.inspect(screen, minimum: 44)
    }

    @Test func everyControlOfAGridWithRoomGetsAFixInLinearWork() throws {
        // 15,000 controls 50pt apart (as many as a spec within the value-count limit holds): a 44pt
        // area grown around each overlaps no neighbour. Comparing each with every other would be 225
        // million comparisons.
        let count = 15_000
        let (findings, work) = try Self.inspect(Self.buttons(count, columns: 150, spacing: 50))
        #expect(findings.count == count)
        #expect(findings.allSatisfy { $0.fixes.count == 1 })
        #expect(work <= 16 * count, "\(work)")
    }

    @Test func aRowOfControlsIsLinearToo() throws {
        let count = 5_000
        let (findings, work) = try Self.inspect(Self.buttons(count, columns: count, spacing: 50))
        #expect(findings.filter { $0.fixes.count == 1 }.count == count)
        #expect(work <= 16 * count, "\(work)")
    }

    @Test func controlsStackedAtOneSpotCostABoundedQuestionEach() throws {
        // Each grown area overlaps all 2,000 others: past the grid's bound per question no fix is offered.
        let count = 2_000
        let (findings, work) = try Self.inspect(Self.buttons(count, columns: 1, spacing: 0))
        #expect(findings.count == count)
        #expect(findings.allSatisfy { $0.fixes.isEmpty })
        #expect(work <= count * (TapAreaGrid.maximumWorkPerQuery + 4), "\(work)")
    }

    /// Three controls 10pt apart, each grown to 44pt over its neighbours: within the grid's bound,
    /// each message names a neighbour to move.
    @Test func aFewCloseControlsStillNameTheNeighbourToMove() throws {
        let (findings, _) = try Self.inspect(Self.buttons(3, columns: 1, spacing: 30))
        #expect(findings.map(\.message).allSatisfy { $0.contains("move '") }, "\(findings.map(\.message))")
        #expect(findings.first?.message.contains("move 'b1' away first") == true, "\(findings.map(\.message))")
    }

    @Test func theGridFindsExactlyTheOverlappingAreas() {
        let boxes = [
            TapAreaGrid.Box(minX: 0, minY: 0, maxX: 20, maxY: 20),
            TapAreaGrid.Box(minX: 30, minY: 0, maxX: 50, maxY: 20),
            // Large: filed on a higher level.
            TapAreaGrid.Box(minX: -1_000, minY: 100, maxX: 1_000, maxY: 2_000),
            // Touching within the tolerance: not an overlap.
            TapAreaGrid.Box(minX: 60.6, minY: 0, maxX: 80, maxY: 20),
            // Far away, with coordinates past any cell index.
            TapAreaGrid.Box(minX: 1e300, minY: 1e300, maxX: 1e301, maxY: 1e301),
        ]
        var grid = TapAreaGrid(boxes, base: 44, tolerance: 0.5)
        #expect(grid.overlapping(.init(minX: 10, minY: 5, maxX: 61, maxY: 15), excluding: nil) == [0, 1])
        #expect(grid.overlapping(.init(minX: 10, minY: 5, maxX: 61, maxY: 15), excluding: 0) == [1])
        #expect(grid.overlapping(.init(minX: 500, minY: 1_900, maxX: 544, maxY: 1_944), excluding: nil) == [2])
        #expect(grid.overlapping(.init(minX: 2e300, minY: 2e300, maxX: 3e300, maxY: 3e300), excluding: nil) == [4])
        #expect(grid.overlapping(.init(minX: 5_000, minY: 5_000, maxX: 5_044, maxY: 5_044), excluding: nil) == [])
    }
}

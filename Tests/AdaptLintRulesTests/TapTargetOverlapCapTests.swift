import AdaptLintCore
import AdaptLintRules
import Testing

/// The bounds of `tap-target-overlap`: findings capped per layout, comparisons capped per spec.
@Suite struct TapTargetOverlapCapTests {
    /// `count` buttons drawn at one spot, in one layout.
    static func stacked(_ count: Int) -> String {
        TestSpec.components((0..<count).map { TapTargetOverlapRuleTests.button("b\($0)", x: 0) })
    }

    @Test func sixStackedButtonsReportTenPairsAndCountTheRest() throws {
        // 6 buttons give 15 pairs: the first 10 by the later component, then one that counts 5.
        let diagnostics = try RuleHarness.findings(Self.stacked(6), rule: TapTargetOverlapRule.self)
        let cap = TapTargetOverlapRule.maximumFindingsPerLayout
        #expect(cap == 10)
        #expect(diagnostics.count == cap + 1)
        let pairs = diagnostics.prefix(cap).map { $0.message.split(separator: "'").prefix(4).joined(separator: "'") }
        #expect(
            pairs == [
                "tap areas of 'b0' and 'b1", "tap areas of 'b0' and 'b2", "tap areas of 'b1' and 'b2",
                "tap areas of 'b0' and 'b3", "tap areas of 'b1' and 'b3", "tap areas of 'b2' and 'b3",
                "tap areas of 'b0' and 'b4", "tap areas of 'b1' and 'b4", "tap areas of 'b2' and 'b4",
                "tap areas of 'b3' and 'b4",
            ])
        #expect(
            diagnostics.last?.message
                == "5 more pairs of tap areas overlap in this layout, starting with 'b0' and 'b5'; only the first 10 of a layout are reported one by one: move the controls apart"
        )
        #expect(diagnostics.last?.location.pointer == "/layouts/0/components/5/frame")
        #expect(diagnostics.last?.related.first?.location.pointer == "/layouts/0/components/0/frame")
    }

    @Test func tenPairsAreReportedWithoutASummary() throws {
        // 5 buttons give exactly 10 pairs: all reported, nothing counted.
        let diagnostics = try RuleHarness.findings(Self.stacked(5), rule: TapTargetOverlapRule.self)
        #expect(diagnostics.count == 10)
        #expect(diagnostics.allSatisfy { $0.message.hasPrefix("tap areas of ") })
    }

    @Test func twoThousandStackedButtonsGiveABoundedReport() throws {
        // 1,999,000 overlapping pairs: more than the comparison budget of one spec.
        let diagnostics = try RuleHarness.findings(Self.stacked(2_000), rule: TapTargetOverlapRule.self)
        #expect(diagnostics.count == TapTargetOverlapRule.maximumFindingsPerLayout + 2)
        let summary = diagnostics.filter { $0.message.contains("more pairs of tap areas overlap") }
        #expect(summary.count == 1)
        #expect(summary.first?.message.hasPrefix("at least 999,990 more pairs") == true, "\(summary)")
        let stop = diagnostics.filter {
            $0.message.hasPrefix("tap-target-overlap stopped here after comparing 1,000,000")
        }
        #expect(stop.count == 1)
        #expect(stop.first?.severity == .warning)
        #expect(diagnostics.reduce(0) { $0 + $1.message.utf8.count } < 4_000)
    }

    @Test func aThousandButtonsInARowAreSweptAlongTheRow() throws {
        // Side by side, 1pt apart: every pair overlaps vertically (499,500 pairs), none horizontally.
        // Swept along x, nothing is compared in vain and nothing stops.
        let row = (0..<1_000).map { TapTargetOverlapRuleTests.button("b\($0)", x: Double($0) * 45) }
        let diagnostics = try RuleHarness.findings(TestSpec.components(row), rule: TapTargetOverlapRule.self)
        #expect(diagnostics.isEmpty, "\(diagnostics.prefix(3).map(\.message))")
    }

    @Test func aRowOfFiveThousandWithOneOverlapFindsIt() throws {
        // 12.5 million pairs side by side vertically: far over the budget unless swept along x.
        var row = (0..<5_000).map { TapTargetOverlapRuleTests.button("b\($0)", x: Double($0) * 45) }
        row.append(TapTargetOverlapRuleTests.button("late", x: 45 * 4_000 + 20))
        let diagnostics = try RuleHarness.findings(TestSpec.components(row), rule: TapTargetOverlapRule.self)
        #expect(
            diagnostics.map(\.message) == [
                "tap areas of 'b4000' and 'late' overlap by 24x44pt; move them at least 24pt apart or make a hit area smaller",
                "tap areas of 'b4001' and 'late' overlap by 19x44pt; move them at least 19pt apart or make a hit area smaller",
            ])
    }
}

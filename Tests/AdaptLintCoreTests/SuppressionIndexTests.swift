import AdaptJSON
import AdaptTestSupport
import Testing

@testable import AdaptLintCore

/// ``SuppressionIndex`` against the plain search it replaced: every active suppression checked
/// against every finding, the innermost recorded, every covering one marked used.
@Suite struct SuppressionIndexTests {
    /// Nested byte ranges, as the objects of a JSON document are: each lies inside its parent and
    /// apart from its siblings (at least a byte apart: a comma).
    static func objects(
        _ generator: inout SplitMix64, in range: Range<Int>, depth: Int, into result: inout [Range<Int>]
    ) {
        result.append(range)
        guard depth < 6, range.count > 4 else { return }
        var start = range.lowerBound + 1
        while start < range.upperBound - 2, generator.chance(70) {
            let length = 1 + generator.below(max(1, (range.upperBound - 1 - start) / 2))
            let child = start..<min(start + length, range.upperBound - 1)
            objects(&generator, in: child, depth: depth + 1, into: &result)
            start = child.upperBound + 1 + generator.below(3)
        }
    }

    static func diagnostic(_ rule: String, _ range: Range<Int>) -> Diagnostic {
        let position = SourcePosition(line: 1, column: 1)
        return Diagnostic(
            ruleID: rule, severity: .error, message: "m",
            location: Location(path: "s.json", start: position, end: position, pointer: "", byteRange: range))
    }

    @Test(arguments: 0..<40)
    func agreesWithCheckingEverySuppression(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        var scopes: [Range<Int>] = []
        Self.objects(&generator, in: 0..<2_000, depth: 0, into: &scopes)
        let rules = ["a", "b", "c"]
        var suppressions: [Suppression] = []
        for _ in 0..<(1 + generator.below(60)) {
            suppressions.append(
                Suppression(
                    rule: generator.pick(rules), reason: "r", expires: nil, scope: generator.pick(scopes),
                    node: suppressions.count, expiresNode: nil))
        }
        var diagnostics: [Diagnostic] = []
        for _ in 0..<(1 + generator.below(80)) {
            // A value inside an object: its whole range, or a part of it.
            let scope = generator.pick(scopes)
            let start = scope.lowerBound + generator.below(scope.count)
            let end = start + generator.below(scope.upperBound - start + 1)
            diagnostics.append(Self.diagnostic(generator.pick(rules + ["d"]), start..<end))
        }
        var index = SuppressionIndex(suppressions)
        var expectedUsed = Set<Int>()
        for diagnostic in diagnostics {
            let covering = suppressions.filter { $0.covers(diagnostic) }
            let expected = covering.min { $0.scope.count < $1.scope.count }
            for suppression in covering { expectedUsed.insert(suppression.node) }
            #expect(index.match(diagnostic) == expected, "seed \(seed): \(diagnostic.location.byteRange)")
        }
        #expect(index.usedNodes == expectedUsed, "seed \(seed)")
    }

    @Test func manySuppressionsOfOneObjectAndManyFindings() {
        // 45,000 suppressions on the root and 45,000 findings: each match is a binary search, and
        // the group is marked used once.
        let suppressions = (0..<45_000).map {
            Suppression(rule: "a", reason: "r", expires: nil, scope: 0..<1_000_000, node: $0, expiresNode: nil)
        }
        var index = SuppressionIndex(suppressions)
        for offset in 0..<45_000 {
            #expect(index.match(Self.diagnostic("a", (offset * 20)..<(offset * 20 + 5)))?.node == 0)
        }
        #expect(index.usedNodes.count == 45_000)
    }
}

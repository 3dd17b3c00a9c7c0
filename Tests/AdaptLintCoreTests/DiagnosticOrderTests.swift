import AdaptJSON
import Testing

@testable import AdaptLintCore

/// `Diagnostic.sortInReportOrder` sorts in place by a permutation: it must give the order a stable
/// sort by ``Diagnostic/reportOrder(_:_:)`` gives, ties included.
struct DiagnosticOrderTests {
    /// A diagnostic at `line` of `path`, told apart from its ties by `tag` in its fix's description.
    static func diagnostic(_ path: String, line: Int, rule: String, message: String, tag: Int) -> Diagnostic {
        let position = SourcePosition(line: line, column: 1)
        let location = Location(path: path, start: position, end: position, pointer: "", byteRange: 0..<1)
        let fix = Fix(description: "\(tag)", byteRange: 0..<1, replacement: "", start: position, end: position)
        return Diagnostic(ruleID: rule, severity: .error, message: message, location: location, fixes: [fix])
    }

    @Test func sortsAsAStableSortDoes() {
        // Lines, rules and messages from small ranges, so that many diagnostics tie on all of them.
        var state: UInt64 = 7
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        var diagnostics = (0..<2_000).map { tag in
            Self.diagnostic(
                "d\(next(2)).json", line: 1 + next(40), rule: "r\(next(3))", message: "m\(next(3))", tag: tag)
        }
        let expected = diagnostics.enumerated().sorted { a, b in
            if Diagnostic.reportOrder(a.element, b.element) { return true }
            return a.offset < b.offset && !Diagnostic.reportOrder(b.element, a.element)
        }.map(\.element)
        Diagnostic.sortInReportOrder(&diagnostics)
        #expect(diagnostics.map { $0.fixes[0].description } == expected.map { $0.fixes[0].description })
        #expect(diagnostics == expected)
    }

    @Test func leavesSortedAndTinyArraysAlone() {
        var empty: [Diagnostic] = []
        Diagnostic.sortInReportOrder(&empty)
        #expect(empty.isEmpty)
        let sorted = (1...5).map { Self.diagnostic("a.json", line: $0, rule: "r", message: "m", tag: $0) }
        var copy = sorted
        Diagnostic.sortInReportOrder(&copy)
        #expect(copy == sorted)
        var reversed = Array(sorted.reversed())
        Diagnostic.sortInReportOrder(&reversed)
        #expect(reversed == sorted)
    }
}

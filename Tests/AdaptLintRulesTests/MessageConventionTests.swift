import AdaptLintCore
import AdaptLintRules
import Testing

/// One casing and punctuation convention for every message a rule writes.
@Suite struct MessageConventionTests {
    /// Messages start lower-case or with a quote, end without a period and hold no double spaces.
    static func violations(_ message: String) -> [String] {
        var problems: [String] = []
        if let first = message.first, !(first.isLowercase || first == "'" || first == "\"") {
            problems.append("starts with '\(first)'")
        }
        if message.isEmpty { problems.append("is empty") }
        if message.hasSuffix(".") { problems.append("ends with a period") }
        if message.contains("  ") { problems.append("contains a double space") }
        if message != message.trimmingCharacters() { problems.append("has surrounding whitespace") }
        return problems
    }

    @Test(arguments: ExampleCase.triggering)
    func exampleMessagesFollowTheConvention(_ testCase: ExampleCase) throws {
        for message in testCase.example.messages {
            #expect(Self.violations(message) == [], "\(message)")
        }
    }

    /// What the rules really produce, related-location messages and fix descriptions included.
    @Test(arguments: ExampleCase.triggering)
    func producedTextFollowsTheConvention(_ testCase: ExampleCase) throws {
        let diagnostics = try RuleHarness.findings(MarkedSpec(testCase.example.spec).text, ruleID: testCase.ruleID)
        let texts = diagnostics.flatMap { [$0.message] + $0.related.map(\.message) + $0.fixes.map(\.description) }
        for text in texts {
            #expect(Self.violations(text) == [], "\(text)")
        }
    }

    @Test(arguments: [
        ("tap target 'a' is 1x1pt; make it at least 44x44pt", [String]()),
        ("'order.total' is missing", []),
        ("Tap target too small", ["starts with 'T'"]),
        ("tap target too small.", ["ends with a period"]),
        ("tap target  too small", ["contains a double space"]),
    ])
    func conventionCheckItselfWorks(_ message: String, _ expected: [String]) {
        #expect(Self.violations(message) == expected)
    }
}

extension String {
    fileprivate func trimmingCharacters() -> String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}

import AdaptLintCore
import AdaptLintRules
import Foundation

/// Lints specs with one rule at a time.
enum RuleHarness {
    static let inputRuleIDs: Set = [InputRules.invalidJSON.identifier, InputRules.invalidSpec.identifier]

    /// The rule registered under `identifier`; fails the calling test when there is none.
    static func ruleType(_ identifier: String) throws -> any Rule.Type {
        guard let type = RuleRegistry.rule(identifier) else {
            throw HarnessError("no rule '\(identifier)' is registered")
        }
        return type
    }

    /// Lints `text` with only `rule` enabled.
    ///
    /// - Parameters:
    ///   - text: A spec.
    ///   - rule: The rule to run.
    ///   - severity: The configured severity; the rule's default when nil.
    ///   - parameters: Parameter values for the rule.
    /// - Returns: The diagnostics in report order, input problems included.
    static func lint(
        _ text: String, rule: any Rule.Type, severity: Severity? = nil, parameters: [String: Double] = [:]
    ) -> [Diagnostic] {
        let linter = Linter(rules: [EnabledRule(rule: rule.init(), severity: severity, parameters: parameters)])
        return linter.lint(Array(text.utf8), path: "example.json").diagnostics
    }

    /// Lints `text` and fails when the spec itself is invalid, so a typo in a test spec cannot
    /// pass as "no findings".
    static func findings(
        _ text: String, rule: any Rule.Type, severity: Severity? = nil, parameters: [String: Double] = [:]
    ) throws -> [Diagnostic] {
        let diagnostics = lint(text, rule: rule, severity: severity, parameters: parameters)
        let invalid = diagnostics.filter { inputRuleIDs.contains($0.ruleID) }
        if !invalid.isEmpty {
            throw HarnessError(
                "the spec is invalid: " + invalid.map { "\($0.location.start): \($0.message)" }.joined(separator: "; "))
        }
        return diagnostics
    }

    /// Applies fixes to `text`, last range first so earlier offsets stay valid.
    static func apply(_ fixes: [Fix], to text: String) -> String {
        var bytes = Array(text.utf8)
        for fix in fixes.sorted(by: { $0.byteRange.lowerBound > $1.byteRange.lowerBound }) {
            bytes.replaceSubrange(fix.byteRange, with: Array(fix.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

struct HarnessError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// The package root and the shared folder beside it.
enum Repository {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static var rules: URL { root.appendingPathComponent("Rules") }
    static var shared: URL { root.deletingLastPathComponent().appendingPathComponent("shared") }
}

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

    /// The description of the screen or app rule registered under `identifier`.
    static func description(_ identifier: String) throws -> RuleDescription {
        if let type = RuleRegistry.guidelineRules.first(where: { $0.description.identifier == identifier }) {
            return type.description
        }
        throw HarnessError("no rule '\(identifier)' is registered")
    }

    /// Where app descriptions are linted from: beside the clean samples, so that the specs they name exist.
    static let appPath = Repository.root.appendingPathComponent("Samples/clean/example.json").path

    /// Lints `text` with only the screen or app rule `identifier` enabled; an app rule sees the
    /// file system, and reads the specs it names, as if `text` were ``appPath``.
    static func lint(
        _ text: String, ruleID identifier: String, severity: Severity? = nil, parameters: [String: Double] = [:]
    ) throws -> [Diagnostic] {
        if let rule = RuleRegistry.rule(identifier) {
            return lint(text, rule: rule, severity: severity, parameters: parameters)
        }
        guard let rule = RuleRegistry.appRule(identifier) else {
            throw HarnessError("no rule '\(identifier)' is registered")
        }
        return lint(text, appRule: rule, severity: severity, parameters: parameters)
    }

    /// Lints an app description with only `appRule` enabled, from ``appPath``.
    static func lint(
        _ text: String, appRule: any AppRule.Type, severity: Severity? = nil, parameters: [String: Double] = [:]
    ) -> [Diagnostic] {
        var linter = Linter(
            rules: [], appRules: [EnabledAppRule(rule: appRule.init(), severity: severity, parameters: parameters)])
        linter.fileExists = SpecFiles.exists
        linter.readFile = { path, _ in try? Array(Data(contentsOf: URL(fileURLWithPath: path))) }
        return linter.lint(Array(text.utf8), path: appPath).diagnostics
    }

    /// Lints `text` with the screen or app rule `identifier` and fails when the input is invalid.
    static func findings(
        _ text: String, ruleID identifier: String, severity: Severity? = nil, parameters: [String: Double] = [:]
    ) throws -> [Diagnostic] {
        try valid(lint(text, ruleID: identifier, severity: severity, parameters: parameters))
    }

    /// Lints an app description with `appRule` and fails when it is invalid.
    static func findings(
        _ text: String, appRule: any AppRule.Type, severity: Severity? = nil, parameters: [String: Double] = [:]
    ) throws -> [Diagnostic] {
        try valid(lint(text, appRule: appRule, severity: severity, parameters: parameters))
    }

    /// `diagnostics`, or an error when one of them reports invalid input.
    static func valid(_ diagnostics: [Diagnostic]) throws -> [Diagnostic] {
        let invalid = diagnostics.filter { inputRuleIDs.contains($0.ruleID) }
        if !invalid.isEmpty {
            throw HarnessError(
                "the input is invalid: " + invalid.map { "\($0.location.start): \($0.message)" }.joined(separator: "; ")
            )
        }
        return diagnostics
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

import AdaptLintCore
import AdaptLintRules
import Foundation

/// Text for `adaptlint rules` and `adaptlint rules ID`. The same renderer writes the checked-in
/// pages in `Rules/docs/`, and a test fails when they differ.
public enum RuleCatalog {
    /// Every id a report can carry: the input checks and guideline rules, the suppression
    /// checks, and `io-error` for a path that cannot be read.
    public static var all: [RuleDescription] { RuleRegistry.descriptions + SuppressionRules.all + [ToolChecks.ioError] }

    public static func list() -> String {
        let descriptions = all
        let width = descriptions.map(\.identifier.count).max() ?? 0
        var out = ""
        for description in descriptions {
            let id = description.identifier.padding(toLength: width, withPad: " ", startingAt: 0)
            let severity = description.defaultSeverity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
            out += "\(id)  \(severity)  \(description.summary)\n"
        }
        return out
    }

    public static func documentation(for identifier: String) -> String? {
        // The suppression ids and io-error appear in reports too, so they are documented here.
        guard let description = all.first(where: { $0.identifier == identifier }) else { return nil }
        return RuleDocumentation.markdown(for: description)
    }
}

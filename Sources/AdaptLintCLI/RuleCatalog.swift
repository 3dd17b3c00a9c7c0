import AdaptLintCore
import AdaptLintRules
import Foundation

/// Text for `adaptlint rules` and `adaptlint rules ID`. The same renderer writes the checked-in
/// pages in `Rules/docs/`, and a test fails when they differ.
public enum RuleCatalog {
    public static func list() -> String {
        let descriptions = RuleRegistry.descriptions
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
        // The suppression ids (unused-suppression...) appear in reports too, so they are documented here.
        let known = RuleRegistry.descriptions + SuppressionRules.all
        guard let description = known.first(where: { $0.identifier == identifier }) else { return nil }
        return RuleDocumentation.markdown(for: description)
    }
}

import Foundation

extension EffectiveConfiguration {
    /// The text `adaptlint config` prints: every effective value and where it came from.
    ///
    /// - Parameter subject: The file or folder the configuration was resolved for.
    /// - Returns: Lines of `name: value` with the origin aligned in a second column.
    /// - Complexity: O(rules x parameters + layers x patterns).
    public func describe(for subject: String) -> String {
        var rows: [(String, String)] = []
        let files = layers.filter { $0.path != Self.commandLinePath }
        var out = "Effective configuration for '\(subject)'\n"
        if files.isEmpty {
            out += "Configuration files: none (built-in defaults)\n"
        } else {
            out += "Configuration files, farthest first (nearer files override farther ones):\n"
            for file in files {
                out += "  \(file.path)\(file.root?.value == true ? " (root)" : "")\n"
            }
        }
        rows.append(("failOn: \(failOn.value.rawValue)", failOn.origin.description))
        for layer in layers {
            if let include = layer.include {
                rows.append(("include: \(Self.patterns(include.value))", include.origin.description))
            }
            if let exclude = layer.exclude {
                rows.append(("exclude: \(Self.patterns(exclude.value))", exclude.origin.description))
            }
        }
        rows.append(("rules:", ""))
        for rule in rules {
            let value = rule.enabled.value ? rule.severity.value.rawValue : "off"
            let origin = rule.enabled.value ? rule.severity.origin : rule.enabled.origin
            rows.append(("  \(rule.identifier): \(value)", origin.description))
            for parameter in rule.parameters {
                let number = Self.format(parameter.value.value)
                rows.append(
                    (
                        "    \(parameter.parameter.name): \(number) \(parameter.parameter.unit)",
                        parameter.value.origin.description
                    ))
            }
        }
        let width = (rows.map(\.0.count).max() ?? 0) + 2
        out += "\n"
        for (text, origin) in rows {
            out +=
                origin.isEmpty
                ? text + "\n" : text.padding(toLength: width, withPad: " ", startingAt: 0) + origin + "\n"
        }
        return out
    }

    /// The pseudo-path of the command-line layer.
    public static let commandLinePath = "command line"

    static func patterns(_ globs: [Glob]) -> String {
        globs.isEmpty ? "[]" : globs.map { "'\($0.pattern)'" }.joined(separator: ", ")
    }

    /// 44, 2.5: whole numbers without a decimal point.
    static func format(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

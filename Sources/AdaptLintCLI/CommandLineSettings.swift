import AdaptLintCore

/// Turns `--fail-on` and `--rule` into the last configuration layer, validated against the
/// same rule catalog as configuration files.
enum CommandLineSettings {
    /// The command-line layer, or nil when no option sets a configuration value.
    ///
    /// - Throws: ``ToolError/invalidOptionValue(option:value:reason:)`` for an unknown rule or
    ///   parameter, a bad severity or a bad number, with a "did you mean" where one is close.
    static func layer(_ options: AdoptionOptions, workingDirectory: String) throws(ToolError) -> ConfigurationFile? {
        guard options.failOn != nil || !options.ruleSettings.isEmpty else { return nil }
        var layer = ConfigurationFile(path: EffectiveConfiguration.commandLinePath, directory: workingDirectory)
        if let level = options.failOn {
            layer.failOn = Configured(level, .commandLine("--fail-on \(level.rawValue)"))
        }
        for setting in options.ruleSettings {
            try apply(setting, to: &layer)
        }
        return layer
    }

    private static func apply(_ setting: String, to layer: inout ConfigurationFile) throws(ToolError) {
        let option = "--rule <setting>"
        guard let equals = setting.firstIndex(of: "=") else {
            throw .invalidOptionValue(
                option: option, value: setting,
                reason: "Please write 'ID=off', 'ID=error|warning|note' or 'ID.PARAMETER=NUMBER'")
        }
        let name = String(setting[..<equals])
        let value = String(setting[setting.index(after: equals)...])
        let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
        let catalog = ConfigurationLocator.catalog
        let id = parts.first ?? ""
        guard let rule = catalog.first(where: { $0.identifier == id }) else {
            let reason =
                ConfigurationLocator.fixedRules.contains(id)
                ? "Rule '\(id)' cannot be configured: input problems are always errors"
                : "Unknown rule '\(id)'"
                    + (Suggestion.closest(to: id, in: catalog.map(\.identifier)).map { "; did you mean '\($0)'?" } ?? "")
            throw .invalidOptionValue(option: option, value: setting, reason: reason)
        }
        let origin = ValueOrigin.commandLine("--rule \(setting)")
        var settings = layer.rules[id] ?? RuleSettings()
        if parts.count == 2 {
            let names = rule.parameters.map(\.name)
            guard names.contains(parts[1]) else {
                let known = names.isEmpty ? "it has no parameters" : "its parameters are \(Suggestion.list(names))"
                let hint = Suggestion.closest(to: parts[1], in: names).map { "; did you mean '\($0)'?" } ?? "; \(known)"
                throw .invalidOptionValue(
                    option: option, value: setting, reason: "Rule '\(id)' has no parameter '\(parts[1])'\(hint)")
            }
            guard let number = Double(value), number.isFinite, number >= 0 else {
                throw .invalidOptionValue(
                    option: option, value: setting, reason: "'\(value)' is not a finite number of at least 0")
            }
            settings.parameters[parts[1]] = Configured(number, origin)
        } else if value == "off" {
            settings.enabled = Configured(false, origin)
        } else if let level = Severity(rawValue: value) {
            settings.enabled = Configured(true, origin)
            settings.severity = Configured(level, origin)
        } else {
            throw .invalidOptionValue(
                option: option, value: setting, reason: "Please use 'off', 'error', 'warning' or 'note' after '='")
        }
        layer.rules[id] = settings
    }
}

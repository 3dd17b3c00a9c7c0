import AdaptJSON

extension ConfigurationParser {
    /// The `rules` object: rule id to a shorthand string or a settings object.
    mutating func parseRules(_ node: Int) -> [String: RuleSettings] {
        guard document.kind(node) == .object else {
            report(
                node, "expected an object for 'rules', found \(document.kind(node)); e.g. {\"carousel-reach\": \"off\"}"
            )
            return [:]
        }
        let ids = catalog.map(\.identifier)
        var rules: [String: RuleSettings] = [:]
        for (name, key, value) in members(node, allowed: ids + fixedRules, owner: "'rules'") {
            if fixedRules.contains(name) {
                report(key, "rule '\(name)' cannot be configured: input problems are always errors")
                continue
            }
            guard let rule = catalog.first(where: { $0.identifier == name }) else { continue }
            if let settings = parseRule(value, rule: rule) { rules[name] = settings }
        }
        return rules
    }

    mutating func parseRule(_ node: Int, rule: ConfigurableRule) -> RuleSettings? {
        let owner = "rule '\(rule.identifier)'"
        switch document.kind(node) {
        case .string:
            let text = document.string(node) ?? ""
            if text == "off" { return RuleSettings(enabled: Configured(false, origin(node))) }
            guard let level = severity(node, name: owner, allowOff: true) else { return nil }
            return RuleSettings(enabled: Configured(true, origin(node)), severity: Configured(level, origin(node)))
        case .false, .true:
            return RuleSettings(enabled: Configured(document.bool(node) ?? true, origin(node)))
        case .object:
            break
        default:
            report(node, "expected \"off\", a severity or an object for \(owner), found \(document.kind(node))")
            return nil
        }
        let names = rule.parameters.map(\.name)
        var settings = RuleSettings()
        for (name, _, value) in members(node, allowed: RuleSettings.keys + names, owner: owner) {
            switch name {
            case "enabled":
                guard let flag = document.bool(value) else {
                    report(value, "expected a boolean for 'enabled' in \(owner), found \(document.kind(value))")
                    continue
                }
                settings.enabled = Configured(flag, origin(value))
            case "severity":
                settings.severity = severity(value, name: "'severity' in \(owner)", allowOff: false).map {
                    Configured($0, origin(value))
                }
            default:
                if let parameter = rule.parameters.first(where: { $0.name == name }),
                    let number = parameterValue(value, parameter: parameter, owner: owner)
                {
                    settings.parameters[name] = Configured(number, origin(value))
                }
            }
        }
        return settings
    }

    /// A finite, non-negative number for a parameter.
    mutating func parameterValue(_ node: Int, parameter: RuleParameter, owner: String) -> Double? {
        guard let number = document.number(node) else {
            report(
                node,
                "expected a number of \(parameter.unit) for '\(parameter.name)' in \(owner), found \(document.kind(node))"
            )
            return nil
        }
        guard number.isFinite, number >= 0 else {
            report(
                node,
                "'\(parameter.name)' in \(owner) is \(document.sourceText(node)); use a finite number of at least 0")
            return nil
        }
        return number
    }
}

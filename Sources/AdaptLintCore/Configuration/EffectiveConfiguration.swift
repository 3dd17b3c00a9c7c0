/// The configuration that applies to one file: the layers merged, nearest last, each value
/// with its origin.
///
/// Precedence, lowest first: built-in defaults, then configuration files from the farthest
/// directory to the nearest, then command-line options. A layer overrides only the values it
/// sets; for a rule that is `enabled`, `severity` and each parameter separately.
public struct EffectiveConfiguration: Sendable {
    /// The layers, farthest first (command line last, when it sets anything).
    public var layers: [ConfigurationFile]
    public var failOn: Configured<Severity>
    /// Every configurable rule, in catalog order.
    public var rules: [EffectiveRule]

    /// Merges `layers` over the defaults of `catalog`.
    ///
    /// - Complexity: O(layers x rules x parameters).
    public init(layers: [ConfigurationFile], catalog: [ConfigurableRule]) {
        self.layers = layers
        var failOn = Configured(Severity.error, .builtIn)
        for layer in layers {
            if let value = layer.failOn { failOn = value }
        }
        self.failOn = failOn
        rules = catalog.map { rule in
            var effective = EffectiveRule(
                identifier: rule.identifier, enabled: Configured(true, .builtIn),
                severity: Configured(rule.defaultSeverity, .builtIn),
                parameters: rule.parameters.map {
                    EffectiveParameter(parameter: $0, value: Configured($0.defaultValue, .builtIn))
                })
            for layer in layers {
                guard let settings = layer.rules[rule.identifier] else { continue }
                if let enabled = settings.enabled { effective.enabled = enabled }
                if let severity = settings.severity { effective.severity = severity }
                for index in effective.parameters.indices {
                    if let value = settings.parameters[effective.parameters[index].parameter.name] {
                        effective.parameters[index].value = value
                    }
                }
            }
            return effective
        }
    }

    /// The suppressions every layer writes, farthest first.
    public var suppressions: [ConfiguredSuppression] { layers.flatMap(\.suppressions) }

    /// The settings of one rule, if it is configurable.
    public func rule(_ identifier: String) -> EffectiveRule? {
        rules.first { $0.identifier == identifier }
    }

    /// Whether the file at `absolutePath` is linted: for every layer that has patterns and
    /// contains the file, it matches an `include` pattern (when there are any) and no
    /// `exclude` pattern.
    ///
    /// - Returns: nil when the file is linted, else the reason it is skipped.
    /// - Complexity: O(layers x patterns x path length).
    public func exclusion(of absolutePath: String) -> String? {
        for layer in layers {
            guard let relative = Self.relativePath(absolutePath, to: layer.directory) else { continue }
            if let include = layer.include, !include.value.contains(where: { $0.matches(relative) }) {
                return "not matched by 'include' (\(include.origin))"
            }
            if let exclude = layer.exclude, let glob = exclude.value.first(where: { $0.matches(relative) }) {
                return "excluded by '\(glob.pattern)' (\(exclude.origin))"
            }
        }
        return nil
    }

    /// `path` relative to `directory` (both absolute, `/`-separated), or nil when outside it.
    public static func relativePath(_ path: String, to directory: String) -> String? {
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        guard path.hasPrefix(base) else { return nil }
        return String(path.dropFirst(base.count))
    }
}

/// One rule's effective settings.
public struct EffectiveRule: Sendable, Hashable {
    public var identifier: String
    public var enabled: Configured<Bool>
    public var severity: Configured<Severity>
    public var parameters: [EffectiveParameter]

    /// Parameter values by name, as a ``RuleContext`` wants them.
    public var parameterValues: [String: Double] {
        Dictionary(uniqueKeysWithValues: parameters.map { ($0.parameter.name, $0.value.value) })
    }
}

/// One parameter's effective value.
public struct EffectiveParameter: Sendable, Hashable {
    public var parameter: RuleParameter
    public var value: Configured<Double>
}

import AdaptLintCore
import AdaptLintRules
import Foundation

extension LintCommand {
    /// Finds the inputs, resolves each one's configuration, drops excluded files and builds
    /// one linter per distinct configuration.
    ///
    /// - Throws: ``ToolError/cannotReadInput(path:reason:)`` when standard input cannot be read.
    func plan(locator: ConfigurationLocator, today: CalendarDate) throws(ToolError) -> [PlannedInput] {
        var inputs: [(DiscoveredInput, [UInt8]?)] = []
        if adoption.stdin {
            let data = FileHandle.standardInput.readDataToEndOfFile()
            inputs.append((DiscoveredInput(path: adoption.stdinFilename ?? "<stdin>", error: nil), Array(data)))
        } else {
            inputs = FileDiscovery.discover(options.paths).map { ($0, nil) }
        }
        let explicit = Set(options.paths.map(FileDiscovery.display))
        let ownFiles = Set(
            ([adoption.baseline, adoption.writeBaseline, options.output] + adoption.reports.map(\.path)).compactMap {
                $0
            }.map(locator.absolute))
        // The HTML report draws the decoded specs, so only then are they kept in memory.
        let retainSpecs = ([options.format] + adoption.reports.map(\.format)).contains("html")
        var linters: [String: (Int, SharedLinter)] = [:]
        /// The linter of a configuration, made the first time its layers are seen.
        func linter(for configuration: EffectiveConfiguration) -> (Int, SharedLinter) {
            let key = configuration.layers.map { "\($0.path)\u{0}\($0.directory)" }.joined(separator: "\u{1}")
            if let existing = linters[key] { return existing }
            let created = (
                linters.count,
                SharedLinter(
                    Self.linter(
                        for: configuration, today: today, devices: options.devices.devices, retainSpecs: retainSpecs,
                        checksFiles: !(adoption.stdin && adoption.stdinFilename == nil)))
            )
            linters[key] = created
            return created
        }
        // Files arrive sorted, so a folder's files come together: its configuration and linter
        // are looked up once per folder, not hashed again for every file.
        typealias Folder = (directory: String, configuration: EffectiveConfiguration, linter: (Int, SharedLinter)?)
        var folder: Folder?
        var planned: [PlannedInput] = []
        for (input, bytes) in inputs {
            let absolute = locator.absolute(bytes != nil && adoption.stdinFilename == nil ? "stdin" : input.path)
            if bytes == nil && ownFiles.contains(absolute) && !explicit.contains(input.path) { continue }
            if bytes == nil && LexicalPath.lastComponent(of: absolute) == ConfigurationFile.fileName {
                tool.standardError("note: skipping '\(input.path)': it is adaptlint's configuration, not a spec\n")
                continue
            }
            let directory = LexicalPath.directory(of: absolute)
            var current: Folder =
                folder.flatMap { $0.directory == directory ? $0 : nil }
                ?? (directory, locator.configuration(forDirectory: directory), nil)
            if input.error == nil, let reason = current.configuration.exclusion(of: absolute) {
                if explicit.contains(input.path) || bytes != nil {
                    tool.standardError("note: skipping '\(input.path)': \(reason)\n")
                }
                folder = current
                continue
            }
            // Made only for a folder with a file that is not excluded.
            let entry = current.linter ?? linter(for: current.configuration)
            current.linter = entry
            folder = current
            planned.append(
                PlannedInput(
                    input: input, sharedLinter: entry.1, configurationKey: entry.0,
                    failOn: current.configuration.failOn.value, bytes: bytes))
        }
        return planned
    }

    /// The linter a configuration asks for: enabled rules with their severity and parameters,
    /// and the suppression policy. The device-matrix rules check `devices` (`--devices`); app rules
    /// see the file system, and read the screen specs an app names (within the file-size limit), when
    /// `checksFiles` (not for standard input without `--stdin-filename`, which has no folder to read
    /// references from).
    static func linter(
        for configuration: EffectiveConfiguration, today: CalendarDate, devices: [Device], retainSpecs: Bool,
        checksFiles: Bool = true
    ) -> Linter {
        var enabled: [EnabledRule] = []
        for type in RuleRegistry.rules {
            guard let settings = configuration.rule(type.description.identifier), settings.enabled.value else {
                continue
            }
            let rule: any Rule =
                if let deviceAware = type as? any DeviceAwareRule.Type { deviceAware.init(devices: devices) } else {
                    type.init()
                }
            enabled.append(
                EnabledRule(rule: rule, severity: settings.severity.value, parameters: settings.parameterValues))
        }
        var appRules: [EnabledAppRule] = []
        for type in RuleRegistry.appRules {
            guard let settings = configuration.rule(type.description.identifier), settings.enabled.value else {
                continue
            }
            appRules.append(
                EnabledAppRule(
                    rule: type.init(), severity: settings.severity.value, parameters: settings.parameterValues)
            )
        }
        func severity(_ description: RuleDescription) -> Severity? {
            guard let settings = configuration.rule(description.identifier), settings.enabled.value else { return nil }
            return settings.severity.value
        }
        var linter = Linter(rules: enabled, appRules: appRules, retainSpecs: retainSpecs)
        linter.fileExists = checksFiles ? SpecFiles.exists : nil
        if checksFiles {
            linter.readFile = { path, maximumBytes in try? FileReader.read(path, limit: maximumBytes).get() }
        }
        linter.suppressions = SuppressionPolicy(
            suppressibleRules: RuleRegistry.identifiers,
            enabledRules: Set(enabled.map(\.identifier) + appRules.map(\.identifier)), today: today,
            unusedSeverity: severity(SuppressionRules.unused), expiredSeverity: severity(SuppressionRules.expired))
        return linter
    }
}

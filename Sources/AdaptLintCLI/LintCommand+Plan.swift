import AdaptJSON
import AdaptLintCore
import AdaptLintRules
import Foundation

extension LintCommand {
    /// Finds the inputs, resolves each one's configuration, drops excluded files and builds
    /// one linter per distinct configuration.
    ///
    /// - Throws: ``ToolError/cannotReadInput(path:reason:)`` when standard input cannot be read.
    /// - Complexity: O(n) in the number of inputs, plus one configuration lookup per folder.
    func plan(locator: ConfigurationLocator, today: CalendarDate) throws(ToolError) -> LintPlan {
        var plan = LintPlan()
        let inputs = try discoverInputs(into: &plan)
        let stdin = plan.standardInput != nil
        let explicit = Set(options.paths.map(FileDiscovery.display))
        let ownFiles = Set(
            ([adoption.baseline, adoption.writeBaseline, options.output] + adoption.reports.map(\.path)).compactMap {
                $0
            }.map(locator.absolute))
        var linters = PlanLinters(
            today: today, devices: options.devices.devices,
            // The HTML report draws the decoded specs, so only then are they kept in memory.
            retainSpecs: ([options.format] + adoption.reports.map(\.format)).contains("html"),
            checksFiles: !(adoption.stdin && adoption.stdinFilename == nil),
            // Only SARIF reports GitHub's line fingerprints.
            lineHashes: ([options.format] + adoption.reports.map(\.format)).contains("sarif"))
        var folders: [String: PlanFolder] = [:]
        for input in inputs {
            let named = stdin || explicit.contains(input.path)
            let recognize = !named && Self.needsRecognition(input)
            let absolute = locator.absolute(stdin && adoption.stdinFilename == nil ? "stdin" : input.path)
            if !named && !ownFiles.isEmpty && ownFiles.contains(absolute) {
                if !passesOver(input, recognize: recognize, plan: &plan) { plan.skippedOutputs.append(input.path) }
                continue
            }
            // The folder and the file's name, from one look for the last `/` of the absolute path.
            let slash = absolute.utf8.lastIndex(of: UInt8(ascii: "/")) ?? absolute.utf8.startIndex
            let name = absolute.utf8[absolute.utf8.index(after: slash)...]
            if !stdin && name.elementsEqual(ConfigurationFile.fileName.utf8) {
                if !passesOver(input, recognize: recognize, plan: &plan) { configurationNote(input) }
                continue
            }
            let directory = slash == absolute.utf8.startIndex ? "/" : String(absolute[..<slash])
            let folder: PlanFolder
            if let known = folders[directory] {
                folder = known
            } else {
                folder = PlanFolder(configuration: locator.configuration(forDirectory: directory))
                folders[directory] = folder
            }
            if input.error == nil, let reason = folder.configuration.exclusion(of: absolute) {
                if named {
                    tool.standardError(
                        "note: skipping '\(Printable.escape(input.path))': \(Printable.escape(reason))\n")
                } else if recognize {
                    plan.excludedJSON.append(input.path)
                } else {
                    plan.excluded += 1
                }
                continue
            }
            // A folder's linter is made for its first file that is linted.
            let entry = folder.linter ?? linters.linter(for: folder.configuration)
            folder.linter = entry
            plan.append(
                input, linter: entry.linter, configurationKey: entry.key,
                failOn: folder.configuration.failOn.value, recognize: recognize)
        }
        return plan
    }

    /// The inputs of the run: standard input (read here, up to one byte past the file-size limit,
    /// never everything first), or the files the paths name and the walk finds. Walked JSON that is
    /// not adaptlint's (asset catalogs, package.json...) is passed over when it is read for linting
    /// (LintCommand+Recognition.swift).
    private func discoverInputs(into plan: inout LintPlan) throws(ToolError) -> [DiscoveredInput] {
        guard adoption.stdin else { return FileDiscovery.discover(options.paths, followLinks: options.followLinks) }
        let read = StandardStream.readInput(limit: JSONParser.Limits().maximumBytes)
        if let reason = read.failure { throw .cannotReadInput(path: "<stdin>", reason: reason) }
        plan.standardInput = read.bytes
        return [DiscoveredInput(path: adoption.stdinFilename ?? "<stdin>", error: nil)]
    }

    /// Whether a walked JSON file that is not linted anyway (an output of the run, a
    /// configuration file) is other JSON, read for that alone; counted as passed over if so.
    private func passesOver(_ input: DiscoveredInput, recognize: Bool, plan: inout LintPlan) -> Bool {
        guard recognize, !Self.isSpec(atPath: input.path) else { return false }
        plan.passedOver += 1
        return true
    }

    /// Says that a configuration file met in a walk or named is not linted.
    private func configurationNote(_ input: DiscoveredInput) {
        tool.standardError(
            "note: skipping '\(Printable.escape(input.path))': it is adaptlint's configuration, not a spec\n")
    }

    /// The linter a configuration asks for: enabled rules with their severity and parameters,
    /// and the suppression policy. The device-matrix rules check `devices` (`--devices`); app rules
    /// see the file system, and read the screen specs an app names (within the file-size limit), when
    /// `checksFiles` (not for standard input without `--stdin-filename`, which has no folder to read
    /// references from).
    static func linter(
        for configuration: EffectiveConfiguration, today: CalendarDate, devices: [Device], retainSpecs: Bool,
        checksFiles: Bool = true, lineHashes: Bool = true,
        workingDirectory: String = FileManager.default.currentDirectoryPath
    ) -> Linter {
        // One lookup decides for screen rules, app rules and the suppression checks alike: the
        // settings of a rule the configuration switches on, nil for one it switches off.
        func settings(_ description: RuleDescription) -> EffectiveRule? {
            guard let settings = configuration.rule(description.identifier), settings.enabled.value else { return nil }
            return settings
        }
        let enabled = RuleRegistry.rules.compactMap { type -> EnabledRule? in
            guard let settings = settings(type.description) else { return nil }
            let rule: any Rule =
                if let deviceAware = type as? any DeviceAwareRule.Type { deviceAware.init(devices: devices) } else {
                    type.init()
                }
            return EnabledRule(rule: rule, severity: settings.severity.value, parameters: settings.parameterValues)
        }
        let appRules = RuleRegistry.appRules.compactMap { type -> EnabledAppRule? in
            guard let settings = settings(type.description) else { return nil }
            return EnabledAppRule(
                rule: type.init(), severity: settings.severity.value, parameters: settings.parameterValues)
        }
        func severity(_ description: RuleDescription) -> Severity? { settings(description)?.severity.value }
        var linter = Linter(rules: enabled, appRules: appRules, retainSpecs: retainSpecs)
        linter.lineHashes = lineHashes
        linter.fileExists = checksFiles ? SpecFiles.exists : nil
        if checksFiles {
            linter.readFile = { path, maximumBytes in try? FileReader.read(path, limit: maximumBytes).get() }
            linter.referenceAllowed = { reference, appFile in
                ReferenceBoundary.allows(reference, appFile: appFile, workingDirectory: workingDirectory)
            }
        }
        linter.suppressions = SuppressionPolicy(
            suppressibleRules: RuleRegistry.identifiers,
            enabledRules: Set(enabled.map(\.identifier) + appRules.map(\.identifier)), today: today,
            unusedSeverity: severity(SuppressionRules.unused), expiredSeverity: severity(SuppressionRules.expired))
        linter.suppressions?.configured = configuration.suppressions
        return linter
    }
}

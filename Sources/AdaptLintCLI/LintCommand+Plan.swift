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
        let inputs: [DiscoveredInput]
        let explicit = Set(options.paths.map(FileDiscovery.display))
        if adoption.stdin {
            // Read up to one byte past the file-size limit, never everything first.
            let read = StandardStream.readInput(limit: JSONParser.Limits().maximumBytes)
            if let reason = read.failure { throw .cannotReadInput(path: "<stdin>", reason: reason) }
            plan.standardInput = read.bytes
            inputs = [DiscoveredInput(path: adoption.stdinFilename ?? "<stdin>", error: nil)]
        } else {
            // Walked JSON that is not adaptlint's (asset catalogs, package.json...) is passed over
            // when it is read for linting (LintCommand+Recognition.swift).
            inputs = FileDiscovery.discover(options.paths, followLinks: options.followLinks)
        }
        let stdin = plan.standardInput != nil
        // A handful of paths: compared one by one rather than hashing every input's path.
        let ownFiles =
            ([adoption.baseline, adoption.writeBaseline, options.output] + adoption.reports.map(\.path)).compactMap {
                $0
            }.map(locator.absolute)
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
        // are looked up once per folder, not hashed again for every file, and a file spelled
        // in the previous one's folder skips the path work (PlanFolder says how).
        let ownFilesAreASCII = ownFiles.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } }
        var folder: PlanFolder?
        for input in inputs {
            let recognize = !stdin && Self.needsRecognition(input, explicit: explicit)
            if !stdin, let current = folder, let nameStart = current.nameStart(of: input.path) {
                // What the general way below asks, answered on the name and the folder.
                if current.isOwnFile(input.path, nameStart: nameStart, ownFiles: ownFiles, allASCII: ownFilesAreASCII)
                    && !explicit.contains(input.path)
                {
                    if !passesOver(input, recognize: recognize) { plan.skippedOutputs.append(input.path) }
                    continue
                }
                if current.name(of: input.path, nameStart: nameStart, is: ConfigurationFile.fileName) {
                    if !passesOver(input, recognize: recognize) { configurationNote(input) }
                    continue
                }
                if input.error == nil, current.mayExclude,
                    let reason = current.configuration.exclusion(of: current.absolute(input.path, nameStart: nameStart))
                {
                    if explicit.contains(input.path) {
                        tool.standardError(
                            "note: skipping '\(Printable.escape(input.path))': \(Printable.escape(reason))\n")
                    } else {
                        exclude(input, recognize: recognize)
                    }
                    continue
                }
                append(input, in: current, recognize: recognize)
                continue
            }
            let absolute = locator.absolute(stdin && adoption.stdinFilename == nil ? "stdin" : input.path)
            if !stdin && ownFiles.contains(absolute) && !explicit.contains(input.path) {
                if !passesOver(input, recognize: recognize) { plan.skippedOutputs.append(input.path) }
                continue
            }
            if !stdin && PlanPaths.lastComponent(of: absolute, is: ConfigurationFile.fileName) {
                if !passesOver(input, recognize: recognize) { configurationNote(input) }
                continue
            }
            let current: PlanFolder
            if let folder, PlanPaths.directory(of: absolute, is: folder.directory) {
                current = folder
            } else {
                let directory = LexicalPath.directory(of: absolute)
                current = PlanFolder(
                    directory: directory, configuration: locator.configuration(forDirectory: directory))
                folder = current
            }
            current.spell(from: input.path)
            if input.error == nil, let reason = current.configuration.exclusion(of: absolute) {
                if explicit.contains(input.path) || stdin {
                    tool.standardError(
                        "note: skipping '\(Printable.escape(input.path))': \(Printable.escape(reason))\n")
                } else {
                    exclude(input, recognize: recognize)
                }
                continue
            }
            append(input, in: current, recognize: recognize)
        }
        /// Adds `input` to the plan with its folder's linter, made for the folder's first file
        /// that is linted.
        func append(_ input: DiscoveredInput, in folder: PlanFolder, recognize: Bool) {
            let entry = folder.linter ?? linter(for: folder.configuration)
            folder.linter = entry
            plan.append(
                input, linter: entry.1, configurationKey: entry.0, failOn: folder.configuration.failOn.value,
                recognize: recognize)
        }
        /// Whether a walked JSON file that is not linted anyway (an output of the run, a
        /// configuration file) is other JSON, read for that alone; counted as passed over if so.
        func passesOver(_ input: DiscoveredInput, recognize: Bool) -> Bool {
            guard recognize, !Self.isSpec(atPath: input.path) else { return false }
            plan.passedOver += 1
            return true
        }
        /// Counts a walked file the configuration excludes (see ``LintPlan/excludedJSON``).
        func exclude(_ input: DiscoveredInput, recognize: Bool) {
            if recognize { plan.excludedJSON.append(input.path) } else { plan.excluded += 1 }
        }
        return plan
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
            let workingDirectory = FileManager.default.currentDirectoryPath
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

/// Byte-level questions about the absolute path the planner sees for every input, answered
/// on the path's contiguous bytes without building a String per file as
/// ``LexicalPath/directory(of:)`` and ``LexicalPath/lastComponent(of:)`` do (through the UTF-8
/// views' iterators, comparing a folder's text cost about 4,000 instructions per file).
enum PlanPaths {
    /// Whether the text after the last `/` of `path` is `name`, byte for byte (as the String
    /// comparison it replaces, for a name of ASCII letters and dots).
    /// - Complexity: O(n) in the UTF-8 length of `name`.
    static func lastComponent(of path: String, is name: String) -> Bool {
        bytes(of: path) { path in
            bytes(of: name) { name in
                guard path.count >= name.count, path.suffix(name.count).elementsEqual(name) else { return false }
                return path.count == name.count || path[path.count - name.count - 1] == UInt8(ascii: "/")
            }
        }
    }

    /// Whether ``LexicalPath/directory(of:)`` of `path` is `directory`, byte for byte. When
    /// the bytes differ but the Strings are canonically equivalent, the caller asks the
    /// locator again, which gives the same configuration.
    /// - Complexity: O(n) in the UTF-8 length of `path`.
    static func directory(of path: String, is directory: String) -> Bool {
        bytes(of: path) { path in
            bytes(of: directory) { directory in
                guard let slash = path.lastIndex(of: UInt8(ascii: "/")) else { return directory.isEmpty }
                if slash == 0 { return directory.elementsEqual("/".utf8) }
                return slash == directory.count && path.prefix(slash).elementsEqual(directory)
            }
        }
    }

    /// Calls `body` with the UTF-8 of `text`, contiguous (a copy for the rare string without).
    private static func bytes<Result>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(text.utf8).withUnsafeBufferPointer(body)
    }
}

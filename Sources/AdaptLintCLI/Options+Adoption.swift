import AdaptLintCore

/// Where one report goes: a format and a file, or standard output for `-`.
public struct ReportTarget: Equatable, Sendable {
    public var format: String
    /// nil: standard output.
    public var path: String?

    public init(format: String, path: String?) {
        self.format = format
        self.path = path
    }
}

/// The options a team needs to adopt adaptlint: configuration, baselines, extra reports,
/// fixes, standard input and thresholds, parsed through ``table``.
public struct AdoptionOptions: Equatable, Sendable {
    /// `--config FILE`: use only this configuration file, no lookup.
    public var configPath: String?
    /// `--rule ID=off|error|warning|note` and `--rule ID.PARAMETER=NUMBER`, in order.
    public var ruleSettings: [String] = []
    /// Set when `--fail-on` was given, so that it overrides configuration files.
    public var failOn: Severity?
    public var baseline: String?
    public var writeBaseline: String?
    public var pruneBaseline = false
    /// `--report FORMAT:FILE`, in order.
    public var reports: [ReportTarget] = []
    public var fix = false
    public var stdin = false
    public var stdinFilename: String?
    public var maxWarnings: Int?
    public var quiet = false
    public var omitSuppressed = false
    /// `--allow-outside-output`: write outputs through symbolic links in the working folder that
    /// lead out of it or nowhere (refused by default, docs/security.md).
    public var allowOutsideOutput = false

    public init() {}

    /// The options of this group, in the order help lists them.
    static var table: [OptionSpec<AdoptionOptions>] {
        [
            configOption,
            ruleOption,
            .value(
                "--report", valueName: "format:file", example: "sarif:adaptlint.sarif",
                help: "Also write a report in another format ('-' is standard output). Repeatable: "
                    + "--report sarif:adaptlint.sarif"
            ) { options, text throws(ToolError) in options.reports.append(try reportTarget(text)) },
            .value(
                "--baseline", valueName: "file", example: "baseline.json",
                help: "Fail only on findings not recorded in <file>."
            ) { options, file in options.baseline = file },
            .value(
                "--write-baseline", valueName: "file", example: "baseline.json",
                help: "Record this run's findings in <file>."
            ) { options, file in options.writeBaseline = file },
            .flag("--prune-baseline", help: "Rewrite the --baseline file without its stale entries.") {
                $0.pruneBaseline = true
            },
            .flag("--fix", help: "Apply safe fixes in place, then lint again.") { $0.fix = true },
            .flag("--stdin", help: "Lint standard input.") { $0.stdin = true },
            .value(
                "--stdin-filename", valueName: "name", example: "specs/home.json",
                help: "The path standard input stands for (configuration lookup, reports, and the reader: "
                    + ".plist, .storyboard, .xib, JSON)."
            ) { options, name in options.stdinFilename = name },
            .value(
                "--max-warnings", valueName: "count", example: "10",
                help: "Exit 1 when there are more than <count> warnings."
            ) { options, text throws(ToolError) in
                guard let count = Int(text), count >= 0 else {
                    throw .invalidOptionValue(
                        option: "--max-warnings <count>", value: text,
                        reason: "Please provide a whole number of at least 0")
                }
                options.maxWarnings = count
            },
            .flag("-q", "--quiet", help: "Report errors only (the summary still counts everything).") {
                $0.quiet = true
            },
            .flag("--omit-suppressed", help: "Leave suppressed findings out of JSON and SARIF too.") {
                $0.omitSuppressed = true
            },
            .flag(
                "--allow-outside-output",
                help: "Write outputs through symbolic links in the working folder that lead outside it or nowhere "
                    + "(refused by default)."
            ) { $0.allowOutsideOutput = true },
        ]
    }

    /// `--config <file>`, shared with `adaptlint config`.
    static var configOption: OptionSpec<AdoptionOptions> {
        .value(
            "-c", "--config", valueName: "file", example: ".adaptlint.json",
            help: "Use this configuration file only (no .adaptlint.json lookup)."
        ) { options, file in options.configPath = file }
    }

    /// `--rule <setting>`, shared with `adaptlint config`.
    static var ruleOption: OptionSpec<AdoptionOptions> {
        .value(
            "--rule", valueName: "setting", example: "tap-target-size=warning",
            help: "Override a rule: 'ID=off', 'ID=error|warning|note' or 'ID.PARAMETER=NUMBER'. Repeatable; "
                + "wins over files."
        ) { options, setting in options.ruleSettings.append(setting) }
    }

    /// `FORMAT:FILE`, or `FORMAT:-` for standard output.
    static func reportTarget(_ text: String) throws(ToolError) -> ReportTarget {
        let formats = CommandLineParser.formats
        guard let colon = text.firstIndex(of: ":") else {
            throw .invalidOptionValue(
                option: "--report <format:file>", value: text,
                reason: "Please write it as FORMAT:FILE, e.g. 'sarif:adaptlint.sarif' ('-' as FILE is standard output)")
        }
        let format = String(text[..<colon])
        let path = String(text[text.index(after: colon)...])
        guard formats.contains(format) else {
            throw .invalidValue(option: "--report", valueName: "format:file", value: format, allowed: formats)
        }
        guard !path.isEmpty else {
            throw .invalidOptionValue(
                option: "--report <format:file>", value: text, reason: "The file name is missing after ':'")
        }
        return ReportTarget(format: format, path: path == "-" ? nil : path)
    }

    /// Checks the combinations once every option is known.
    ///
    /// - Throws: ``ToolError/conflictingOptions(_:_:)`` or ``ToolError/optionRequires(_:_:)``.
    public func validate(_ options: LintOptions) throws(ToolError) {
        if pruneBaseline && baseline == nil { throw .optionRequires("--prune-baseline", "--baseline <file>") }
        if stdinFilename != nil && !stdin { throw .optionRequires("--stdin-filename", "--stdin") }
        if stdin, let path = options.paths.first { throw .conflictingOptions("--stdin", "the path '\(path)'") }
        if stdin && fix { throw .conflictingOptions("--stdin", "--fix") }
        if pruneBaseline && writeBaseline != nil { throw .conflictingOptions("--prune-baseline", "--write-baseline") }
        let toStandardOutput = (options.output == nil ? 1 : 0) + reports.filter { $0.path == nil }.count
        if toStandardOutput > 1 {
            throw .conflictingOptions(
                "--report <format>:-",
                "the main report, which already goes to standard output; give --output <file> for it")
        }
    }
}

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
/// fixes, standard input and thresholds. Parsed by ``ArgumentParser`` through ``parse(_:value:)``.
public struct AdoptionOptions: Equatable, Sendable {
    /// `--config FILE`: use only this configuration file, no lookup.
    public var configPath: String?
    /// `--rule ID=off|error|warning|note` and `--rule ID.PARAMETER=NUMBER`, in order.
    public var ruleSettings: [String] = []
    /// Set when `--fail-on` was given, as typed, so that it overrides configuration files.
    public var failOnOption: String?
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

    /// Handles one option of this group.
    ///
    /// - Parameters:
    ///   - option: The option name (an inline `=value` already split off).
    ///   - value: Returns the option's value, consuming the next argument if needed.
    /// - Returns: false when the option is not one of this group.
    /// - Throws: ``ToolError`` for a missing or invalid value.
    public mutating func parse(_ option: String, value: (String) throws(ToolError) -> String) throws(ToolError) -> Bool
    {
        switch option {
        case "--config", "-c": configPath = try value("file")
        case "--rule": ruleSettings.append(try value("setting"))
        case "--baseline": baseline = try value("file")
        case "--write-baseline": writeBaseline = try value("file")
        case "--prune-baseline": pruneBaseline = true
        case "--report": reports.append(try Self.reportTarget(try value("format:file")))
        case "--fix": fix = true
        case "--stdin": stdin = true
        case "--stdin-filename": stdinFilename = try value("name")
        case "--max-warnings":
            let text = try value("count")
            guard let count = Int(text), count >= 0 else {
                throw .invalidOptionValue(
                    option: "--max-warnings <count>", value: text, reason: "Please provide a whole number of at least 0"
                )
            }
            maxWarnings = count
        case "--quiet", "-q": quiet = true
        case "--omit-suppressed": omitSuppressed = true
        case "--allow-outside-output": allowOutsideOutput = true
        default: return false
        }
        return true
    }

    /// `FORMAT:FILE`, or `FORMAT:-` for standard output.
    static func reportTarget(_ text: String) throws(ToolError) -> ReportTarget {
        let formats = ArgumentParser.formats
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

    /// The usage lines of this group, for `--help`.
    public static let help = """
          -c, --config <file>     Use this configuration file only (no .adaptlint.json lookup).
          --rule <setting>        Override a rule: 'ID=off', 'ID=error|warning|note' or
                                  'ID.PARAMETER=NUMBER'. Repeatable; wins over files.
          --report <format:file>  Also write a report in another format ('-' is standard
                                  output). Repeatable: --report sarif:adaptlint.sarif
          --baseline <file>       Fail only on findings not recorded in <file>.
          --write-baseline <file> Record this run's findings in <file>.
          --prune-baseline        Rewrite the --baseline file without its stale entries.
          --fix                   Apply safe fixes in place, then lint again.
          --stdin                 Lint standard input.
          --stdin-filename <name> The path standard input stands for (configuration lookup,
                                  reports, and the reader: .plist, .storyboard, .xib, JSON).
          --max-warnings <count>  Exit 1 when there are more than <count> warnings.
          -q, --quiet             Report errors only (the summary still counts everything).
          --omit-suppressed       Leave suppressed findings out of JSON and SARIF too.
          --allow-outside-output  Write outputs through symbolic links in the working folder
                                  that lead outside it or nowhere (refused by default).
        """
}

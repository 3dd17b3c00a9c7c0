import AdaptLintCore
import AdaptLintReporters
import Foundation

/// What the command line asked for.
public enum Command: Equatable {
    case lint(LintOptions)
    /// `adaptlint config [path]`: the effective configuration and where each value came from.
    case config(ConfigCommandOptions)
    case listRules
    case showRule(String)
    case schema
    /// `adaptlint devices [--devices <devices>]`: the device catalog, or the selected part of it.
    case listDevices(DeviceSelection)
    /// `adaptlint import [--output-dir <dir>] <path> ...`: specs from Interface Builder documents.
    case importDocuments(ImportOptions)
    case help
    /// `adaptlint <subcommand> --help` or `adaptlint help <subcommand>`.
    case subcommandHelp(String)
    case version
    /// `adaptlint lsp`: the language server on standard input and output (docs/editors.md).
    case lsp
}

/// Options of the main command, `adaptlint [options] [path...]`.
public struct LintOptions: Equatable {
    public var paths: [String] = []
    public var format = "text"
    public var output: String?
    public var failOn: Severity = .error
    /// Worker threads; nil means one per core.
    public var jobs: Int?
    /// nil: colour when stdout is a terminal and NO_COLOR is unset.
    public var color: Bool?
    /// Configuration, baselines, extra reports, fixes, standard input and thresholds.
    public var adoption = AdoptionOptions()
    /// The devices the device-matrix rules check (`--devices`); every catalog device by default.
    public var devices: DeviceSelection = .all
    /// `--watch`: lint again whenever an input or its configuration changes (docs/editors.md).
    public var watch = false
    /// `--follow-links`: walk symbolic links that lead outside the folders being linted.
    public var followLinks = false
    /// `--build-stamp <file>`: a file written when the run exits 0, the declared output that makes
    /// the build-tool plugin's command incremental (Plugins/AdaptLintBuildToolPlugin).
    public var buildStamp: String?
    /// `--version` was given.
    var showVersion = false

    public init() {}
}

/// Parses argv (without the program name) with the option tables of the commands.
public enum CommandLineParser {
    /// Every `--format` name, straight from the reporter registry.
    public static var formats: [String] { Reporters.names }

    public static func parse(_ arguments: [String]) throws(ToolError) -> Command {
        if let first = arguments.first, let subcommand = Subcommands.named(first),
            first != "help" || !FileSystemProbe.exists(first)
        {
            let rest = Array(arguments.dropFirst())
            if rest.contains(where: CommandTable.helpNames.contains) {
                return first == "help" ? .help : .subcommandHelp(first)
            }
            return try subcommand.parse(rest)
        }
        // A first word that is no path but close to a subcommand is a typo of it, not a file to
        // report as unreadable.
        if let first = arguments.first, !first.hasPrefix("-"), !FileSystemProbe.exists(first),
            let suggestion = Subcommands.suggestion(for: first)
        {
            throw .unknownCommand(first, suggestion: suggestion)
        }
        var options = LintOptions()
        let outcome = try CommandTable.parse(arguments, table: table, into: &options) { options, path in
            options.paths.append(path)
        }
        if outcome == .help { return .help }
        if options.showVersion { return .version }
        try options.adoption.validate(options)
        if options.watch, options.adoption.stdin { throw .conflictingOptions("--watch", "--stdin") }
        return .lint(options)
    }

    /// The main command's options, in the order help lists them.
    static var table: [OptionSpec<LintOptions>] {
        lintTable + AdoptionOptions.table.map { $0.lifted(\LintOptions.adoption) } + [
            .flag("--version", help: "Show the version.") { $0.showVersion = true }
        ]
    }

    private static var lintTable: [OptionSpec<LintOptions>] {
        [
            .value(
                "-f", "--format", valueName: "format", example: "json",
                help: "\(Suggestion.list(formats).replacingOccurrences(of: "'", with: "")) (default: text). "
                    + "html writes one self-contained page that draws every layout."
            ) { options, format throws(ToolError) in
                guard formats.contains(format) else {
                    throw .invalidValue(option: "--format", valueName: "format", value: format, allowed: formats)
                }
                options.format = format
            },
            .value(
                "-o", "--output", valueName: "file", example: "report.txt",
                help: "Write the report to <file>; the summary still goes to stderr."
            ) { options, file in options.output = file },
            .value(
                "--fail-on", valueName: "severity", example: "warning",
                help: "Exit 1 when a finding is at least error, warning or note (default: error)."
            ) { options, level throws(ToolError) in
                let severity = try severityValue(level)
                options.failOn = severity
                options.adoption.failOn = severity
            },
            .value(
                "-j", "--jobs", valueName: "count", example: "2",
                help: "Worker threads (default: one per core). Output is identical for any count."
            ) { options, text throws(ToolError) in
                guard let jobs = Int(text), jobs >= 1 else { throw .invalidNumber(option: "--jobs", value: text) }
                options.jobs = jobs
            },
            devicesOption.lifted(\LintOptions.devices),
            .flag("--color", help: "Force ANSI colours on (default: on for a terminal, off when NO_COLOR is set).") {
                $0.color = true
            },
            .flag("--no-color", help: "Force ANSI colours off.") { $0.color = false },
            .flag(
                "--watch",
                help: "Lint again and reprint the report whenever a spec or .adaptlint.json changes; stop with Ctrl-C."
            ) { $0.watch = true },
            .flag(
                "--follow-links",
                help: "Also walk symbolic links that lead outside the folders being linted (by default they are "
                    + "left out; see docs/security.md)."
            ) { $0.followLinks = true },
            .value(
                "--build-stamp", valueName: "file", example: "stamp.swift",
                help: "Write <file> when the run exits 0 (the build-tool plugin's declared output)."
            ) { options, file in options.buildStamp = file },
        ]
    }

    /// `--devices <devices>`, shared by the main command and `adaptlint devices`.
    static var devicesOption: OptionSpec<DeviceSelection> {
        .value(
            "--devices", valueName: "devices", example: "ipad",
            help: "Devices the device-matrix rules check: 'all' (default), 'current' (models that run iOS 18 / "
                + "iPadOS 18 or later), 'iphone', 'ipad', or model names from 'adaptlint devices', separated by "
                + "commas."
        ) { selection, text throws(ToolError) in
            selection = try devices(text)
        }
    }

    /// A `--fail-on` value.
    static func severityValue(_ text: String) throws(ToolError) -> Severity {
        guard let severity = Severity(rawValue: text) else {
            throw .invalidValue(
                option: "--fail-on", valueName: "severity", value: text, allowed: ["error", "warning", "note"])
        }
        return severity
    }

    /// Parses a `--devices` value, turning an unknown name into a usage error.
    static func devices(_ text: String) throws(ToolError) -> DeviceSelection {
        do {
            return try DeviceSelection.parse(text)
        } catch {
            throw .unknownDevice(error.name, suggestion: error.suggestion)
        }
    }

    public static let usage = "USAGE: adaptlint [<options>] [<path> ...]"

    /// `adaptlint --help`: the main command's table, then every subcommand's usage and summary.
    public static var help: String {
        CommandTable.help(
            overview: "Lint iOS and iPadOS screen specs against Apple's Human Interface Guidelines and SAP Fiori "
                + "for iOS adaptive-design guidance.",
            usage: ["adaptlint [<options>] [<path> ...]"] + Subcommands.all.map(\.usage),
            arguments: [
                (
                    "<path>",
                    "Spec files, or directories searched recursively for *.json (hidden files and folders are "
                        + "skipped). Default: '.'."
                )
            ],
            table: table,
            sections: [
                ("SUBCOMMANDS", Subcommands.all.flatMap { CommandTable.entry(label: $0.label, help: $0.summary) }),
                (
                    "EXIT CODES",
                    [
                        "  0  no finding at or above the --fail-on severity",
                        "  1  findings at or above the --fail-on severity",
                        "  2  usage error, unreadable path, or an input that is not valid JSON or not a valid spec",
                    ]
                ),
            ])
    }
}

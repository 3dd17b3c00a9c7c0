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

    public init() {}
}

/// Parses argv (without the program name).
public enum ArgumentParser {
    /// Every `--format` name, straight from the reporter registry.
    public static var formats: [String] { Reporters.names }

    public static func parse(_ arguments: [String]) throws(ToolError) -> Command {
        if let first = arguments.first {
            let rest = Array(arguments.dropFirst())
            if SubcommandHelp.names.contains(first), rest.contains(where: SubcommandHelp.isHelp) {
                return first == "help" ? .help : .subcommandHelp(first)
            }
            switch first {
            case "help" where !FileSystemProbe.exists(first):
                guard let topic = rest.first else { return .help }
                if rest.count > 1 { throw .unexpectedArgument(command: "help", argument: rest[1]) }
                guard SubcommandHelp.text(for: topic) != nil else {
                    throw .unknownCommand(topic, suggestion: SubcommandHelp.suggestion(for: topic))
                }
                return topic == "help" ? .subcommandHelp("help") : .subcommandHelp(topic)
            case "rules":
                if rest.count > 1 { throw .unexpectedArgument(command: "rules", argument: rest[1]) }
                return rest.first.map { .showRule($0) } ?? .listRules
            case "config":
                return .config(try ConfigCommandOptions.parse(Array(arguments.dropFirst())))
            case "schema":
                if arguments.count > 1 { throw .unexpectedArgument(command: "schema", argument: arguments[1]) }
                return .schema
            case "devices":
                return .listDevices(try parseDevicesCommand(Array(arguments.dropFirst())))
            case "lsp":
                if arguments.count > 1 { throw .unexpectedArgument(command: "lsp", argument: arguments[1]) }
                return .lsp
            default:
                // A first word that is no path but close to a subcommand is a typo of it, not a
                // file to report as unreadable.
                if !first.hasPrefix("-"), !FileSystemProbe.exists(first),
                    let suggestion = SubcommandHelp.suggestion(for: first)
                {
                    throw .unknownCommand(first, suggestion: suggestion)
                }
            }
        }
        var options = LintOptions()
        var index = 0
        var onlyPaths = false
        func value(_ option: String, _ name: String) throws(ToolError) -> String {
            index += 1
            guard index < arguments.count else { throw .missingValue(option: option, valueName: name) }
            return arguments[index]
        }
        while index < arguments.count {
            var argument = arguments[index]
            var inlineValue: String?
            if !onlyPaths, argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                inlineValue = String(argument[argument.index(after: equals)...])
                argument = String(argument[..<equals])
            }
            func take(_ name: String) throws(ToolError) -> String {
                if let inlineValue { return inlineValue }
                return try value(argument, name)
            }
            if onlyPaths || !argument.hasPrefix("-") || argument == "-" {
                options.paths.append(argument)
                index += 1
                continue
            }
            switch argument {
            case "--": onlyPaths = true
            case "-h", "--help": return .help
            case "--version": return .version
            case "--format", "-f":
                let format = try take("format")
                guard formats.contains(format) else {
                    throw .invalidValue(option: "--format", valueName: "format", value: format, allowed: formats)
                }
                options.format = format
            case "--output", "-o": options.output = try take("file")
            case "--fail-on":
                let level = try take("severity")
                guard let severity = Severity(rawValue: level) else {
                    throw .invalidValue(
                        option: "--fail-on", valueName: "severity", value: level, allowed: ["error", "warning", "note"])
                }
                options.failOn = severity
                options.adoption.failOnOption = "--fail-on \(level)"
            case "--jobs", "-j":
                let text = try take("count")
                guard let jobs = Int(text), jobs >= 1 else { throw .invalidNumber(option: "--jobs", value: text) }
                options.jobs = jobs
            case "--devices": options.devices = try devices(try take("devices"))
            case "--watch": options.watch = true
            case "--build-stamp": options.buildStamp = try take("file")
            case "--color": options.color = true
            case "--no-color": options.color = false
            case "--follow-links": options.followLinks = true
            default:
                guard try options.adoption.parse(argument, value: take) else { throw .unknownOption(argument) }
            }
            index += 1
        }
        try options.adoption.validate(options)
        if options.watch, options.adoption.stdin { throw .conflictingOptions("--watch", "--stdin") }
        return .lint(options)
    }

    /// Parses a `--devices` value, turning an unknown name into a usage error.
    static func devices(_ text: String) throws(ToolError) -> DeviceSelection {
        do {
            return try DeviceSelection.parse(text)
        } catch {
            throw .unknownDevice(error.name, suggestion: error.suggestion)
        }
    }

    /// `adaptlint devices [--devices <devices>]`.
    static func parseDevicesCommand(_ arguments: [String]) throws(ToolError) -> DeviceSelection {
        var selection = DeviceSelection.all
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--devices" {
                index += 1
                guard index < arguments.count else { throw .missingValue(option: "--devices", valueName: "devices") }
                selection = try devices(arguments[index])
            } else if argument.hasPrefix("--devices=") {
                selection = try devices(String(argument.dropFirst("--devices=".count)))
            } else {
                throw .unexpectedArgument(command: "devices", argument: argument)
            }
            index += 1
        }
        return selection
    }

    public static let usage = "USAGE: adaptlint [<options>] [<path> ...]"

    public static let help = """
        OVERVIEW: Lint iOS and iPadOS screen specs against Apple's Human Interface Guidelines
        and SAP Fiori for iOS adaptive-design guidance.

        \(usage)
               adaptlint rules [<rule-id>]
               adaptlint schema
               adaptlint config [--config <file>] [--rule <setting>] [<path>]
               adaptlint devices [--devices <devices>]
               adaptlint import [--output-dir <dir>] <path> ...
               adaptlint lsp

        ARGUMENTS:
          <path>                  Spec files, or directories searched recursively for *.json
                                  (hidden files and folders are skipped). Default: '.'.

        OPTIONS:
          -f, --format <format>   \(Suggestion.list(formats).replacingOccurrences(of: "'", with: "")) (default: text).
                                  html writes one self-contained page that draws every layout.
          -o, --output <file>     Write the report to <file>; the summary still goes to stderr.
          --fail-on <severity>    Exit 1 when a finding is at least error, warning or note
                                  (default: error).
          -j, --jobs <count>      Worker threads (default: one per core). Output is identical
                                  for any count.
          --devices <devices>     Devices the device-matrix rules check: 'all' (default),
                                  'current' (models that run iOS 18 / iPadOS 18 or later),
                                  'iphone', 'ipad', or model names from 'adaptlint devices',
                                  separated by commas.
          --color, --no-color     Force ANSI colours on or off (default: on for a terminal,
                                  off when NO_COLOR is set).
          --watch                 Lint again and reprint the report whenever a spec or
                                  .adaptlint.json changes; stop with Ctrl-C.
          --follow-links          Also walk symbolic links that lead outside the folders being
                                  linted (by default they are left out; see docs/security.md).
          --build-stamp <file>    Write <file> when the run exits 0 (the build-tool
                                  plugin's declared output).
        \(AdoptionOptions.help)
          --version               Show the version.
          -h, --help              Show help information.

        SUBCOMMANDS:
          rules                   List every rule and check a report can name, with its
                                  default severity and summary.
          rules <rule-id>         Show the documentation of one rule or check.
          schema                  Print the JSON Schema of the screen spec format.
          config [<path>]         Print the configuration that applies to <path> (default '.')
                                  and where each value comes from.
          devices                 List the device catalog: points and size classes per
                                  orientation, then the iPad Split View and Slide Over panes.
          lsp                     Run the language server on standard input and output
                                  (docs/editors.md).
          help [<subcommand>]     Show this help, or a subcommand's ('adaptlint rules --help'
                                  works too).

        EXIT CODES:
          0  no finding at or above the --fail-on severity
          1  findings at or above the --fail-on severity
          2  usage error, unreadable path, or an input that is not valid JSON or not a valid spec
        """
}

import AdaptLintCore

/// One subcommand: its name, usage, summary, help and parser, from which `adaptlint --help`,
/// `adaptlint help <name>`, `adaptlint <name> --help` and the "did you mean" are all made.
struct Subcommand {
    let name: String
    /// The usage line, without `USAGE: `.
    let usage: String
    /// The summary `adaptlint --help` lists under SUBCOMMANDS.
    let summary: String
    /// The whole `--help` text.
    let help: String
    /// Parses the arguments after the subcommand's name.
    let parse: ([String]) throws(ToolError) -> Command

    /// The name and its arguments, as the SUBCOMMANDS list shows it: the usage without `adaptlint ` and
    /// without options, which the subcommand's own help lists.
    var label: String {
        var words: [Substring] = []
        var inOption = false
        for word in usage.split(separator: " ").dropFirst() {
            if word.hasPrefix("[-") { inOption = true }
            if !inOption { words.append(word) }
            if word.hasSuffix("]") { inOption = false }
        }
        return words.joined(separator: " ")
    }
}

/// The table of subcommands.
enum Subcommands {
    /// Every subcommand, in the order `adaptlint --help` lists them.
    static var all: [Subcommand] { [rules, schema, config, devices, importDocuments, lsp, help] }

    /// Every subcommand's name.
    static var names: [String] { all.map(\.name) }

    static func named(_ name: String) -> Subcommand? { all.first { $0.name == name } }

    /// The subcommand a mistyped first argument most likely meant: one close by edit distance,
    /// or the only one it starts (`conf` for `config`); nil when none is close.
    static func suggestion(for argument: String) -> String? {
        let lowered = argument.lowercased()
        guard !lowered.isEmpty, !lowered.contains("/"), !lowered.contains(".") else { return nil }
        if let close = Suggestion.closest(to: lowered, in: names) { return close }
        let started = names.filter { $0.hasPrefix(lowered) && lowered.count >= 3 }
        return started.count == 1 ? started[0] : nil
    }

    /// A subcommand that takes no options and at most one argument, which `make` turns into the command.
    private static func simple(
        _ name: String, usage: String, summary: String, overview: String, argument: (String, String)?,
        make: @escaping (String?) -> Command
    ) -> Subcommand {
        Subcommand(
            name: name, usage: usage, summary: summary,
            help: CommandTable.help(
                overview: overview, usage: [usage], arguments: argument.map { [$0] } ?? [],
                table: [OptionSpec<String?>]()),
            parse: { arguments throws(ToolError) in
                var value: String?
                _ = try CommandTable.parse(arguments, table: [], into: &value) { value, word throws(ToolError) in
                    guard argument != nil, value == nil else {
                        throw .unexpectedArgument(command: name, argument: word)
                    }
                    value = word
                }
                return make(value)
            })
    }

    static var rules: Subcommand {
        simple(
            "rules", usage: "adaptlint rules [<rule-id>]",
            summary: "List every rule and check a report can name, with its default severity and summary; "
                + "with a rule id, show its documentation.",
            overview: "List every rule and check a report can name, or show the documentation of one.",
            argument: (
                "<rule-id>",
                "A rule or check id: a guideline rule (tap-target-size...), an input check (invalid-json, "
                    + "invalid-spec, io-error) or a suppression check (invalid-suppression, unused-suppression, "
                    + "expired-suppression)."
            )
        ) { id in id.map { .showRule($0) } ?? .listRules }
    }

    static var schema: Subcommand {
        simple(
            "schema", usage: "adaptlint schema", summary: "Print the JSON Schema of the screen spec format.",
            overview: "Print the JSON Schema (draft 2020-12) of screen specs and app descriptions, for editors' "
                + "completion and validation.",
            argument: nil
        ) { _ in .schema }
    }

    static var lsp: Subcommand {
        simple(
            "lsp", usage: "adaptlint lsp",
            summary: "Run the language server on standard input and output (docs/editors.md).",
            overview: "Run the language server on standard input and output, for editors (docs/editors.md).",
            argument: nil
        ) { _ in .lsp }
    }

    static var help: Subcommand {
        let usage = "adaptlint help [<subcommand>]"
        let others = ["rules", "schema", "config", "devices", "import", "lsp"]
        return Subcommand(
            name: "help", usage: usage,
            summary: "Show this help, or a subcommand's ('adaptlint rules --help' works too).",
            help: CommandTable.help(
                overview: "Show help for adaptlint or for one of its subcommands.", usage: [usage],
                arguments: [
                    ("<subcommand>", Suggestion.list(others + ["help"]).replacingOccurrences(of: "'", with: "") + ".")
                ],
                table: [OptionSpec<String?>]()),
            parse: { arguments throws(ToolError) in
                guard let topic = arguments.first else { return .help }
                if arguments.count > 1 { throw .unexpectedArgument(command: "help", argument: arguments[1]) }
                guard named(topic) != nil else { throw .unknownCommand(topic, suggestion: suggestion(for: topic)) }
                return .subcommandHelp(topic)
            })
    }

    static var config: Subcommand {
        let usage = "adaptlint config [--config <file>] [--rule <setting>] [--fail-on <severity>] [<path>]"
        let table = configTable
        return Subcommand(
            name: "config", usage: usage,
            summary: "Print the configuration that applies to <path> (default '.') and where each value comes from.",
            help: CommandTable.help(
                overview: "Print the configuration that applies to a file or folder, value by value, and where each "
                    + "value comes from (a .adaptlint.json file and position, the command line, or the default).",
                usage: [usage],
                arguments: [("<path>", "The file or folder whose configuration to print (default: '.').")],
                table: table),
            parse: { arguments throws(ToolError) in
                var options = ConfigCommandOptions()
                var sawPath = false
                _ = try CommandTable.parse(arguments, table: table, into: &options) { options, path throws(ToolError) in
                    if sawPath { throw .unexpectedArgument(command: "config", argument: path) }
                    options.path = path
                    sawPath = true
                }
                return .config(options)
            })
    }

    /// The options of `adaptlint config`.
    static var configTable: [OptionSpec<ConfigCommandOptions>] {
        [
            AdoptionOptions.configOption.lifted(\ConfigCommandOptions.adoption),
            AdoptionOptions.ruleOption.lifted(\ConfigCommandOptions.adoption),
            .value(
                "--fail-on", valueName: "severity", example: "warning",
                help: "The severity that fails a run, as the main command takes it."
            ) { options, level throws(ToolError) in
                options.adoption.failOn = try CommandLineParser.severityValue(level)
            },
        ]
    }

    static var devices: Subcommand {
        let usage = "adaptlint devices [--devices <devices>]"
        let table = [CommandLineParser.devicesOption]
        return Subcommand(
            name: "devices", usage: usage,
            summary: "List the device catalog: points and size classes per orientation, then the iPad Split View "
                + "and Slide Over panes.",
            help: CommandTable.help(
                overview: "List the device catalog (points and size classes per orientation), then the iPad Split "
                    + "View and Slide Over panes.",
                usage: [usage], arguments: [], table: table),
            parse: { arguments throws(ToolError) in
                var selection = DeviceSelection.all
                _ = try CommandTable.parse(arguments, table: table, into: &selection) { _, word throws(ToolError) in
                    throw .unexpectedArgument(command: "devices", argument: word)
                }
                return .listDevices(selection)
            })
    }

    static var importDocuments: Subcommand {
        Subcommand(
            name: "import", usage: ImportCommand.usage,
            summary: "Write a spec for each scene of a storyboard and each root view of a xib.",
            help: ImportCommand.help,
            parse: { arguments throws(ToolError) in
                var options = ImportOptions()
                _ = try CommandTable.parse(arguments, table: ImportCommand.table, into: &options) { options, path in
                    options.paths.append(path)
                }
                guard !options.paths.isEmpty else { throw .missingArgument(command: "import", name: "<path>") }
                return .importDocuments(options)
            })
    }
}

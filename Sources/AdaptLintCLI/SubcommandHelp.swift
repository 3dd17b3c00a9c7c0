import AdaptLintCore

/// Help for each subcommand (`adaptlint rules --help`, `adaptlint help devices`...), and the
/// "did you mean" for a first argument that looks like a mistyped subcommand.
public enum SubcommandHelp {
    /// Every subcommand, in the order `adaptlint --help` lists them.
    public static let names = ["rules", "schema", "config", "devices", "import", "lsp", "help"]

    /// The help text of `subcommand`, or nil when there is no such subcommand.
    public static func text(for subcommand: String) -> String? {
        switch subcommand {
        case "rules": rules
        case "schema": schema
        case "config": config
        case "devices": devices
        case "import": ImportCommand.help
        case "lsp": lsp
        case "help": help
        default: nil
        }
    }

    /// Whether an argument asks for help.
    static func isHelp(_ argument: String) -> Bool { argument == "-h" || argument == "--help" }

    /// The subcommand a mistyped first argument most likely meant: one close by edit distance,
    /// or the only one it starts (`conf` for `config`); nil when none is close.
    static func suggestion(for argument: String) -> String? {
        let lowered = argument.lowercased()
        guard !lowered.isEmpty, !lowered.contains("/"), !lowered.contains(".") else { return nil }
        if let close = Suggestion.closest(to: lowered, in: names) { return close }
        let started = names.filter { $0.hasPrefix(lowered) && lowered.count >= 3 }
        return started.count == 1 ? started[0] : nil
    }

    static let rules = """
        OVERVIEW: List every rule and check a report can name, or show the documentation of one.

        USAGE: adaptlint rules [<rule-id>]

        ARGUMENTS:
          <rule-id>               A rule or check id: a guideline rule (tap-target-size...), an
                                  input check (invalid-json, invalid-spec, io-error) or a
                                  suppression check (invalid-suppression, unused-suppression,
                                  expired-suppression).

        OPTIONS:
          -h, --help              Show help information.
        """

    static let schema = """
        OVERVIEW: Print the JSON Schema (draft 2020-12) of screen specs and app descriptions,
        for editors' completion and validation.

        USAGE: adaptlint schema

        OPTIONS:
          -h, --help              Show help information.
        """

    static let config = """
        OVERVIEW: Print the configuration that applies to a file or folder, value by value, and
        where each value comes from (a .adaptlint.json file and position, the command line, or
        the default).

        USAGE: adaptlint config [--config <file>] [--rule <setting>] [<path>]

        ARGUMENTS:
          <path>                  The file or folder whose configuration to print (default: '.').

        OPTIONS:
          -c, --config <file>     Use this configuration file only.
          --rule <setting>        Override a rule: ID=off, ID=warning, ID.PARAMETER=NUMBER.
                                  Repeatable.
          -h, --help              Show help information.
        """

    static let devices = """
        OVERVIEW: List the device catalog (points and size classes per orientation), then the
        iPad Split View and Slide Over panes.

        USAGE: adaptlint devices [--devices <devices>]

        OPTIONS:
          --devices <devices>     Only these: 'all' (default), 'current', 'iphone', 'ipad', or
                                  model names separated by commas.
          -h, --help              Show help information.
        """

    static let lsp = """
        OVERVIEW: Run the language server on standard input and output, for editors
        (docs/editors.md).

        USAGE: adaptlint lsp

        OPTIONS:
          -h, --help              Show help information.
        """

    static let help = """
        OVERVIEW: Show help for adaptlint or for one of its subcommands.

        USAGE: adaptlint help [<subcommand>]

        ARGUMENTS:
          <subcommand>            rules, schema, config, devices or lsp.
        """
}

import AdaptLintCore

/// Tool-level problems: usage, I/O outside any spec. One enum, one switch that writes all the text.
public enum ToolError: Error, Equatable {
    case unknownOption(String, suggestion: String?)
    /// A subcommand run without an argument it needs.
    case missingArgument(command: String, name: String)
    case missingValue(option: String, valueName: String)
    case invalidValue(option: String, valueName: String, value: String, allowed: [String])
    case invalidNumber(option: String, value: String)
    case unknownRule(String, suggestion: String?)
    case cannotWriteOutput(path: String, reason: String)
    case unexpectedArgument(command: String, argument: String)
    case invalidOptionValue(option: String, value: String, reason: String)
    case conflictingOptions(String, String)
    case optionRequires(String, String)
    case cannotReadInput(path: String, reason: String)
    case unknownDevice(String, suggestion: String?)
    /// A first argument that is neither a path nor a subcommand, but close to one.
    case unknownCommand(String, suggestion: String?)

    /// The message, with every value from the command line or the file system escaped
    /// (``Printable/escape(_:)``).
    public var message: String {
        switch self {
        case .unknownOption(let option, let suggestion):
            "Unknown option '\(shown(option))'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case .missingArgument(_, let name):
            "Missing expected argument '\(shown(name))'"
        case .missingValue(let option, let valueName):
            "Missing value for '\(shown(option)) <\(shown(valueName))>'"
        case .invalidValue(let option, let valueName, let value, let allowed):
            "The value '\(shown(value))' is invalid for '\(shown(option)) <\(shown(valueName))>'. Please provide one of \(quotedList(allowed))."
        case .invalidNumber(let option, let value):
            "The value '\(shown(value))' is invalid for '\(shown(option))'. Please provide a whole number of at least 1."
        case .unknownRule(let id, let suggestion):
            "Unknown rule '\(shown(id))'"
                + (suggestion.map { "; did you mean '\(shown($0))'?" } ?? ". Run 'adaptlint rules' to list them.")
        case .cannotWriteOutput(let path, let reason):
            "Cannot write the report to '\(shown(path))': \(shown(reason))"
        case .unexpectedArgument(let command, let argument):
            "Unexpected argument '\(shown(argument))' for 'adaptlint \(shown(command))'"
        case .invalidOptionValue(let option, let value, let reason):
            "The value '\(shown(value))' is invalid for '\(shown(option))'. \(shown(reason))"
                + (reason.hasSuffix("?") ? "" : ".")
        case .conflictingOptions(let first, let second):
            "'\(shown(first))' cannot be used together with \(second.hasPrefix("-") ? "'\(shown(second))'" : shown(second))"
        case .optionRequires(let option, let other):
            "'\(shown(option))' needs '\(shown(other))'"
        case .cannotReadInput(let path, let reason):
            "Cannot read '\(shown(path))': \(shown(reason))"
        case .unknownCommand(let name, let suggestion):
            "Unknown command '\(shown(name))'"
                + (suggestion.map { "; did you mean '\($0)'? (no file or folder is named '\(shown(name))' either)" }
                    ?? ". Subcommands: \(quotedList(Subcommands.names)).")
        case .unknownDevice(let name, let suggestion):
            "The value '\(shown(name))' is invalid for '--devices <devices>'"
                + (suggestion.map { "; did you mean '\(shown($0))'?" }
                    ?? ". Run 'adaptlint devices' to list the models.")
        }
    }

    private func shown(_ text: String) -> String { Printable.escape(text) }

    private func quotedList(_ values: [String]) -> String {
        let quoted = values.map { "'\(shown($0))'" }
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " or " + quoted[quoted.count - 1]
    }
}

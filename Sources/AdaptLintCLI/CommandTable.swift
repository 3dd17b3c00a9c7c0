import AdaptLintCore

/// One option of a command: every spelling, the value it takes, its help, and what it sets.
///
/// Each command's options are one array of these. The parser, the help text and the tests all read
/// that array, so what `--help` lists is exactly what the parser accepts.
struct OptionSpec<Options> {
    /// Every spelling, the short one first: `["-f", "--format"]`.
    let names: [String]
    /// The value's name, shown as `<format>` in help and errors; nil for a flag.
    let valueName: String?
    /// A value the option accepts, for the tests generated from the table.
    let example: String
    /// One paragraph of help; ``CommandTable/optionLines(_:)`` wraps it.
    let help: String
    /// Stores the option in the options (a flag is given an empty value).
    let apply: (inout Options, String) throws(ToolError) -> Void

    /// An option that takes no value.
    static func flag(_ names: String..., help: String, _ set: @escaping (inout Options) -> Void) -> Self {
        OptionSpec(names: names, valueName: nil, example: "", help: help) { options, _ in set(&options) }
    }

    /// An option that takes one value: `--name value` or `--name=value`.
    static func value(
        _ names: String..., valueName: String, example: String, help: String,
        _ set: @escaping (inout Options, String) throws(ToolError) -> Void
    ) -> Self {
        OptionSpec(names: names, valueName: valueName, example: example, help: help, apply: set)
    }

    /// The spelling used in messages: the long one.
    var name: String { names.last ?? "" }

    /// `-f, --format <format>`, as help lists it.
    var label: String { names.joined(separator: ", ") + (valueName.map { " <\($0)>" } ?? "") }

    /// The same option for a larger options type that holds these options at `path`.
    func lifted<Outer>(_ path: WritableKeyPath<Outer, Options>) -> OptionSpec<Outer> {
        let apply = self.apply
        return OptionSpec<Outer>(names: names, valueName: valueName, example: example, help: help) {
            (outer: inout Outer, value: String) throws(ToolError) in
            try apply(&outer[keyPath: path], value)
        }
    }
}

/// Parsing and help for any command described by an ``OptionSpec`` table.
enum CommandTable {
    /// The options every command takes besides its table.
    static let helpNames = ["-h", "--help"]

    /// What parsing a command's arguments found.
    enum Outcome: Equatable {
        case parsed
        /// `-h` or `--help` was given.
        case help
    }

    /// Parses `arguments` into `options`.
    ///
    /// Options are matched by exact name; a long option's value may follow it or be joined with `=`.
    /// `--` ends the options; `-` is an argument (standard input). Other arguments go to `argument`
    /// in order.
    ///
    /// - Throws: ``ToolError`` for an unknown option (with the closest name as a suggestion), a
    ///   missing value, a value given to a flag, or what `argument` and the options' setters throw.
    /// - Complexity: O(arguments x options).
    static func parse<Options>(
        _ arguments: [String], table: [OptionSpec<Options>], into options: inout Options,
        argument: (inout Options, String) throws(ToolError) -> Void
    ) throws(ToolError) -> Outcome {
        var index = 0
        var onlyArguments = false
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            if onlyArguments || !word.hasPrefix("-") || word == "-" {
                try argument(&options, word)
                continue
            }
            if word == "--" {
                onlyArguments = true
                continue
            }
            var name = word
            var joined: String?
            if word.hasPrefix("--"), let equals = word.firstIndex(of: "=") {
                name = String(word[..<equals])
                joined = String(word[word.index(after: equals)...])
            }
            if helpNames.contains(name) { return .help }
            guard let option = table.first(where: { $0.names.contains(name) }) else {
                let known = table.flatMap(\.names).filter { $0.hasPrefix("--") } + ["--help"]
                throw .unknownOption(
                    name, suggestion: name.hasPrefix("--") ? Suggestion.closest(to: name, in: known) : nil)
            }
            guard let valueName = option.valueName else {
                if let joined {
                    throw .invalidOptionValue(option: name, value: joined, reason: "The option takes no value")
                }
                try option.apply(&options, "")
                continue
            }
            if let joined {
                try option.apply(&options, joined)
            } else {
                guard index < arguments.count else { throw .missingValue(option: name, valueName: valueName) }
                try option.apply(&options, arguments[index])
                index += 1
            }
        }
        return .parsed
    }

    /// The column where help text starts, after the option labels.
    static let helpColumn = 26
    /// The width help text is wrapped to.
    static let helpWidth = 92

    /// The `OPTIONS:` lines of a table, each label followed by its wrapped help.
    static func optionLines<Options>(_ table: [OptionSpec<Options>]) -> [String] {
        table.flatMap { entry(label: $0.label, help: $0.help) }
    }

    /// One help entry: `label` indented by two, then `help` wrapped from ``helpColumn``.
    static func entry(label: String, help: String) -> [String] {
        var first = "  " + label
        first += first.count < helpColumn ? String(repeating: " ", count: helpColumn - first.count) : " "
        return wrap(help, prefix: first, indent: String(repeating: " ", count: helpColumn))
    }

    /// A command's whole help: overview, usage, arguments, options (with `-h, --help`) and any closing text.
    static func help<Options>(
        overview: String, usage: [String], arguments: [(String, String)], table: [OptionSpec<Options>],
        sections: [(String, [String])] = [], closing: String? = nil
    ) -> String {
        var lines = wrap(overview, prefix: "OVERVIEW: ", indent: "")
        lines.append("")
        lines.append("USAGE: " + (usage.first ?? ""))
        lines += usage.dropFirst().map { "       " + $0 }
        if !arguments.isEmpty {
            lines += ["", "ARGUMENTS:"]
            lines += arguments.flatMap { entry(label: $0.0, help: $0.1) }
        }
        lines += ["", "OPTIONS:"]
        lines += optionLines(table)
        lines += entry(label: helpNames.joined(separator: ", "), help: "Show help information.")
        for (title, body) in sections {
            lines += ["", title + ":"]
            lines += body
        }
        if let closing {
            lines.append("")
            lines += wrap(closing, prefix: "", indent: "")
        }
        return lines.joined(separator: "\n")
    }

    /// `text` wrapped to ``helpWidth``, the first line after `prefix`, the others after `indent`.
    static func wrap(_ text: String, prefix: String, indent: String) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = lines.isEmpty ? prefix : indent
            var lineHasWord = false
            for word in paragraph.split(separator: " ") {
                if lineHasWord, line.count + 1 + word.count > helpWidth {
                    lines.append(line)
                    line = indent
                    lineHasWord = false
                }
                line += (lineHasWord ? " " : "") + word
                lineHasWord = true
            }
            lines.append(line)
        }
        return lines
    }
}

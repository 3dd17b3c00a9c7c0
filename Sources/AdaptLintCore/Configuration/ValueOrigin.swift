/// Where a configuration value came from, for `adaptlint config` and for error messages.
public enum ValueOrigin: Sendable, Hashable, CustomStringConvertible {
    /// The rule's or the tool's built-in default.
    case builtIn
    /// A value in a configuration file, at a 1-based line and column.
    case file(path: String, line: Int, column: Int)
    /// A command-line option, as typed: `--fail-on warning`.
    case commandLine(String)

    public var description: String {
        switch self {
        case .builtIn: "default"
        case .file(let path, let line, let column): "\(path):\(line):\(column)"
        case .commandLine(let option): "command line (\(option))"
        }
    }
}

/// A configuration value together with its origin.
public struct Configured<Value: Sendable & Hashable>: Sendable, Hashable {
    public var value: Value
    public var origin: ValueOrigin

    public init(_ value: Value, _ origin: ValueOrigin) {
        self.value = value
        self.origin = origin
    }
}

/// A problem in a configuration file or a configuration option: always exit code 2.
public struct ConfigurationProblem: Error, Sendable, Hashable {
    /// The file as displayed, or `command line`.
    public var path: String
    /// 1-based line and column; nil for command-line problems.
    public var line: Int?
    public var column: Int?
    /// JSON pointer of the offending value ("" for the whole file).
    public var pointer: String
    public var message: String
    /// The line of the file the problem is on, for an excerpt with a caret.
    public var lineText: String
    /// The id in brackets after the message: `invalid-config`, or `invalid-baseline`.
    public var kind = "invalid-config"

    public init(path: String, line: Int?, column: Int?, pointer: String, message: String, lineText: String = "") {
        self.path = path
        self.line = line
        self.column = column
        self.pointer = pointer
        self.message = message
        self.lineText = lineText
    }

    /// `file:line:col: error: message [invalid-config]`, then the line and a caret, like a compiler.
    ///
    /// The path and the message are escaped (``Printable/escape(_:)``), and the excerpt shows
    /// a control character as U+FFFD, so that nothing from the file starts a line of its own.
    public var rendered: String {
        let path = Printable.escape(path)
        let message = Printable.escape(message)
        guard let line, let column else { return "\(path): error: \(message) [\(kind)]\n" }
        var out = "\(path):\(line):\(column): error: \(message) [\(kind)]\n"
        guard !lineText.isEmpty else { return out }
        var padding = ""
        var text = ""
        for (offset, scalar) in lineText.unicodeScalars.enumerated() {
            text.unicodeScalars.append(Printable.isControl(scalar) && scalar != "\t" ? "\u{FFFD}" : scalar)
            if offset < column - 1 { padding.append(scalar == "\t" ? "\t" : " ") }
        }
        out += "    \(text)\n    \(padding)^\n"
        return out
    }
}

/// Every problem found in one configuration file.
public struct ConfigurationProblems: Error, Sendable {
    public var problems: [ConfigurationProblem]

    public init(problems: [ConfigurationProblem]) {
        self.problems = problems
    }
}

import AdaptJSON

/// Reads a `.adaptlint.json` with AdaptJSON, so that every problem has a line, a column and a
/// JSON pointer. Unknown keys, unknown rule ids, wrong types and bad values are all reported,
/// each with a "did you mean" where a known name is close; nothing falls back to a default.
public struct ConfigurationParser {
    let document: JSONDocument
    let lines: LineIndex
    let path: String
    let catalog: [ConfigurableRule]
    /// Ids that exist but cannot be configured (input problems).
    let fixedRules: [String]
    var problems: [ConfigurationProblem] = []

    /// Parses one configuration file.
    ///
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - path: The path shown in messages and origins.
    ///   - directory: Absolute directory that globs are relative to.
    ///   - catalog: The configurable rules.
    ///   - fixedRules: Ids of rules that exist but cannot be configured.
    /// - Returns: The layer, or every problem found (never a partial layer).
    /// - Complexity: O(n) in the file size, plus O(rules) per rule name checked.
    public static func parse(
        _ bytes: [UInt8], path: String, directory: String, catalog: [ConfigurableRule], fixedRules: [String] = []
    ) -> Result<ConfigurationFile, ConfigurationProblems> {
        let document: JSONDocument
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            let lines = LineIndex(bytes)
            let position = lines.position(of: error.offset)
            return .failure(
                ConfigurationProblems(problems: [
                    ConfigurationProblem(
                        path: path, line: position.line, column: position.column, pointer: "",
                        message: "invalid JSON: \(error.message)", lineText: lines.lineText(position.line))
                ]))
        }
        var parser = ConfigurationParser(
            document: document, lines: LineIndex(bytes), path: path, catalog: catalog, fixedRules: fixedRules)
        let file = parser.parseRoot(directory: directory)
        if parser.problems.isEmpty, let file { return .success(file) }
        let ordered = parser.problems.sorted { ($0.line ?? 0, $0.column ?? 0) < ($1.line ?? 0, $1.column ?? 0) }
        return .failure(ConfigurationProblems(problems: ordered))
    }

    mutating func report(_ node: Int, _ message: String) {
        let position = lines.position(of: document.byteRange(node).lowerBound)
        problems.append(
            ConfigurationProblem(
                path: path, line: position.line, column: position.column, pointer: document.pointer(to: node),
                message: message, lineText: lines.lineText(position.line)))
    }

    func origin(_ node: Int) -> ValueOrigin {
        let position = lines.position(of: document.byteRange(node).lowerBound)
        return .file(path: path, line: position.line, column: position.column)
    }

    /// The members of an object, with duplicate and unknown keys reported.
    mutating func members(_ node: Int, allowed: [String], owner: String) -> [(name: String, key: Int, value: Int)] {
        var result: [(name: String, key: Int, value: Int)] = []
        for (key, value) in document.members(node) {
            let name = document.string(key) ?? ""
            if result.contains(where: { $0.name == name }) {
                report(key, "duplicate key '\(name)' in \(owner)")
                continue
            }
            if !allowed.contains(name) {
                let hint = Suggestion.hint(for: name, in: allowed)
                report(
                    key,
                    "unknown key '\(name)' in \(owner)"
                        + (hint.isEmpty ? "; expected one of \(Suggestion.list(allowed))" : hint))
                continue
            }
            result.append((name, key, value))
        }
        return result
    }

    mutating func parseRoot(directory: String) -> ConfigurationFile? {
        let root = document.root
        guard document.kind(root) == .object else {
            report(root, "a configuration must be a JSON object, found \(document.kind(root))")
            return nil
        }
        var file = ConfigurationFile(path: path, directory: directory)
        for (name, _, value) in members(root, allowed: ConfigurationFile.keys, owner: "the configuration") {
            switch name {
            case "$schema":
                if document.kind(value) != .string {
                    report(value, "expected a string for '$schema', found \(document.kind(value))")
                }
            case "root":
                if let flag = document.bool(value) {
                    file.root = Configured(flag, origin(value))
                } else {
                    report(value, "expected a boolean for 'root', found \(document.kind(value))")
                }
            case "failOn":
                file.failOn = severity(value, name: "'failOn'", allowOff: false).map { Configured($0, origin(value)) }
            case "include":
                file.include = globs(value, name: "include").map { Configured($0, origin(value)) }
            case "exclude":
                file.exclude = globs(value, name: "exclude").map { Configured($0, origin(value)) }
            case "suppressions":
                file.suppressions = parseSuppressions(value, directory: directory)
            default:
                file.rules = parseRules(value)
            }
        }
        return file
    }

    /// A severity name; with `allowOff`, also `off` (returned as nil severity via the caller).
    mutating func severity(_ node: Int, name: String, allowOff: Bool) -> Severity? {
        let allowed = Severity.allCases.reversed().map(\.rawValue) + (allowOff ? ["off"] : [])
        guard document.kind(node) == .string, let text = document.string(node) else {
            report(node, "expected a string for \(name), found \(document.kind(node)); use \(Suggestion.list(allowed))")
            return nil
        }
        if let value = Severity(rawValue: text) { return value }
        let hint = Suggestion.hint(for: text, in: allowed)
        report(
            node,
            "'\(text)' is not a valid value for \(name)"
                + (hint.isEmpty ? "; expected \(Suggestion.list(allowed))" : hint))
        return nil
    }

    mutating func globs(_ node: Int, name: String) -> [Glob]? {
        guard document.kind(node) == .array else {
            report(
                node,
                "expected an array of patterns for '\(name)', found \(document.kind(node)); e.g. [\"specs/**/*.json\"]")
            return nil
        }
        var result: [Glob] = []
        var failed = false
        for element in document.elements(node) {
            guard let text = document.string(element) else {
                report(element, "expected a string pattern in '\(name)', found \(document.kind(element))")
                failed = true
                continue
            }
            do {
                result.append(try Glob(text))
            } catch {
                report(element, "invalid pattern '\(text)' in '\(name)': \(error.message)")
                failed = true
            }
        }
        return failed ? nil : result
    }
}

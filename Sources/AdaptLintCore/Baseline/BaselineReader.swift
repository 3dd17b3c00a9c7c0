import AdaptJSON

/// Reads a baseline file strictly: any unknown key, wrong type or unsupported version is a
/// problem with a line and column, never a silently empty baseline.
struct BaselineReader {
    let document: JSONDocument
    let lines: LineIndex
    let path: String
    var problems: [ConfigurationProblem] = []

    static let keys = ["version", "tool", "entries"]
    static let entryKeys = ["file", "rule", "pointer", "count", "messages"]

    mutating func report(_ node: Int, _ message: String) {
        let position = lines.position(of: document.byteRange(node).lowerBound)
        var problem = ConfigurationProblem(
            path: path, line: position.line, column: position.column, pointer: document.pointer(to: node),
            message: message, lineText: lines.lineText(position.line))
        problem.kind = "invalid-baseline"
        problems.append(problem)
    }

    func fields(_ node: Int) -> [String: (key: Int, value: Int)] {
        var result: [String: (key: Int, value: Int)] = [:]
        for (key, value) in document.members(node) { result[document.string(key) ?? ""] = (key, value) }
        return result
    }

    mutating func checkKeys(_ node: Int, allowed: [String], owner: String) -> Bool {
        var valid = true
        for (key, _) in document.members(node) {
            let name = document.string(key) ?? ""
            if !allowed.contains(name) {
                report(key, "unknown key '\(name)' in \(owner)\(Suggestion.hint(for: name, in: allowed))")
                valid = false
            }
        }
        return valid
    }

    mutating func readRoot() -> Baseline? {
        let root = document.root
        guard document.kind(root) == .object else {
            report(root, "a baseline must be a JSON object, found \(document.kind(root))")
            return nil
        }
        guard checkKeys(root, allowed: Self.keys, owner: "the baseline") else { return nil }
        let members = fields(root)
        guard let version = members["version"], let number = document.number(version.value) else {
            report(root, "the baseline has no numeric 'version'; write it again with --write-baseline")
            return nil
        }
        guard number == Double(Baseline.formatVersion) else {
            report(
                version.value,
                "baseline format version \(document.sourceText(version.value)) is not supported; this adaptlint reads version \(Baseline.formatVersion)"
            )
            return nil
        }
        guard let list = members["entries"], document.kind(list.value) == .array else {
            report(members["entries"]?.value ?? root, "the baseline needs an 'entries' array")
            return nil
        }
        var entries: [BaselineEntry] = []
        for element in document.elements(list.value) {
            if let entry = readEntry(element) { entries.append(entry) }
        }
        return problems.isEmpty ? Baseline(entries: entries) : nil
    }

    mutating func readEntry(_ node: Int) -> BaselineEntry? {
        guard document.kind(node) == .object else {
            report(node, "expected a baseline entry object, found \(document.kind(node))")
            return nil
        }
        guard checkKeys(node, allowed: Self.entryKeys, owner: "a baseline entry") else { return nil }
        let members = fields(node)
        var strings: [String: String] = [:]
        for name in ["file", "rule", "pointer"] {
            guard let member = members[name], let text = document.string(member.value) else {
                report(members[name]?.value ?? node, "a baseline entry needs a string '\(name)'")
                return nil
            }
            strings[name] = text
        }
        guard let countNode = members["count"]?.value, let count = document.number(countNode), count >= 1,
            count.rounded() == count, count < 1e9
        else {
            report(members["count"]?.value ?? node, "a baseline entry needs a whole 'count' of at least 1")
            return nil
        }
        var messages: [String] = []
        if let list = members["messages"]?.value {
            guard document.kind(list) == .array else {
                report(list, "expected an array of strings for 'messages'")
                return nil
            }
            for element in document.elements(list) {
                guard let text = document.string(element) else {
                    report(element, "expected a string in 'messages', found \(document.kind(element))")
                    return nil
                }
                messages.append(text)
            }
        }
        let position = lines.position(of: document.byteRange(node).lowerBound)
        return BaselineEntry(
            file: strings["file"] ?? "", rule: strings["rule"] ?? "", pointer: strings["pointer"] ?? "",
            count: Int(count), messages: messages, line: position.line, column: position.column)
    }
}

extension Baseline {
    /// The largest baseline read or written: 256 MiB (docs/limits.md). A baseline records every
    /// finding of a project, so it may be far larger than one spec.
    public static let maximumBytes = 256 << 20

    /// The JSON limits a baseline is parsed with: ``maximumBytes``, as many values as that many
    /// bytes can hold as adaptlint writes them (at least 4 bytes each: `"", `), and strings up to
    /// 1 MiB (a message quotes values of up to 64 KiB, escaped).
    public static let parserLimits = JSONParser.Limits(
        maximumValues: maximumBytes / 4, maximumBytes: maximumBytes, maximumStringBytes: 1 << 20)

    /// Parses a baseline file.
    ///
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - path: The path shown in messages.
    /// - Returns: The baseline, or every problem found.
    /// - Complexity: O(n) in the file size.
    public static func parse(_ bytes: [UInt8], path: String) -> Result<Baseline, ConfigurationProblems> {
        let lines = LineIndex(bytes)
        let document: JSONDocument
        do {
            document = try JSONParser.parse(bytes, limits: parserLimits)
        } catch {
            let position = lines.position(of: error.offset)
            var problem = ConfigurationProblem(
                path: path, line: position.line, column: position.column, pointer: "",
                message: "invalid JSON: \(error.message)", lineText: lines.lineText(position.line))
            problem.kind = "invalid-baseline"
            return .failure(ConfigurationProblems(problems: [problem]))
        }
        var reader = BaselineReader(document: document, lines: lines, path: path)
        if let baseline = reader.readRoot() { return .success(baseline) }
        return .failure(ConfigurationProblems(problems: reader.problems))
    }
}

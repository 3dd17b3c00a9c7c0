import AdaptJSON

extension ConfigurationParser {
    /// The `suppressions` array: one ``ConfiguredSuppression`` per entry, each with a `path`
    /// (relative to `directory`), a `rule`, an `element` (Interface Builder object id) or a `key`
    /// (property list key path), a non-empty `reason` and an optional `expires` date.
    mutating func parseSuppressions(_ node: Int, directory: String) -> [ConfiguredSuppression] {
        guard document.kind(node) == .array else {
            report(
                node,
                "expected an array for 'suppressions', found \(document.kind(node)); e.g. [{\"path\": \"App/Main.storyboard\", \"rule\": \"tap-target-size\", \"element\": \"bt-1\", \"reason\": \"...\"}]"
            )
            return []
        }
        let ids = catalog.map(\.identifier)
        var result: [ConfiguredSuppression] = []
        for entry in document.elements(node) {
            guard document.kind(entry) == .object else {
                report(entry, "expected an object in 'suppressions', found \(document.kind(entry))")
                continue
            }
            var path: String?
            var rule: String?
            var pointer: String?
            var reason: String?
            var expires: CalendarDate?
            var expiresNode: Int?
            var valid = true
            for (name, _, value) in members(entry, allowed: ConfiguredSuppression.keys, owner: "a suppression") {
                guard let text = document.string(value) else {
                    report(value, "expected a string for '\(name)' in a suppression, found \(document.kind(value))")
                    valid = false
                    continue
                }
                switch name {
                case "path": path = text
                case "rule":
                    if ids.contains(text) {
                        rule = text
                    } else {
                        let hint = Suggestion.hint(for: text, in: ids)
                        report(value, "unknown rule '\(text)' in a suppression" + hint)
                        valid = false
                    }
                case "element":
                    if pointer != nil { report(value, "a suppression names either 'element' or 'key', not both") }
                    pointer = "#" + text
                case "key":
                    if pointer != nil { report(value, "a suppression names either 'element' or 'key', not both") }
                    pointer = text.hasPrefix("/") ? text : "/" + JSONDocument.escapePointerToken(text)
                case "reason":
                    if text.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\n" }) {
                        report(value, "a suppression's 'reason' must say why the finding is accepted")
                        valid = false
                    } else {
                        reason = text
                    }
                default:
                    if let date = CalendarDate(text) {
                        expires = date
                        expiresNode = value
                    } else {
                        report(value, "'\(text)' is not a date for 'expires'; write YYYY-MM-DD")
                        valid = false
                    }
                }
            }
            guard valid else { continue }
            var missing: [String] = []
            if path == nil { missing.append("'path'") }
            if rule == nil { missing.append("'rule'") }
            if pointer == nil { missing.append("'element' or 'key'") }
            if reason == nil { missing.append("'reason'") }
            guard let path, let rule, let pointer, let reason, missing.isEmpty else {
                report(entry, "a suppression needs \(missing.joined(separator: ", "))")
                continue
            }
            let file = path.hasPrefix("/") ? path : (directory.hasSuffix("/") ? directory : directory + "/") + path
            result.append(
                ConfiguredSuppression(
                    file: LexicalPath.normalize(file), rule: rule, pointer: pointer, reason: reason, expires: expires,
                    location: location(of: entry), expiresLocation: expiresNode.map { location(of: $0) }))
        }
        return result
    }

    /// The location of `node` in the configuration file.
    func location(of node: Int) -> Location {
        let range = document.byteRange(node)
        let start = lines.position(of: range.lowerBound)
        return Location(
            path: path, start: start, end: lines.position(of: range.upperBound), pointer: document.pointer(to: node),
            byteRange: range, lineText: lines.lineText(start.line))
    }
}

import AdaptLintCore

/// Answers questions about the spec format from its JSON Schema (``AdaptLintCore/SpecSchema``,
/// what `adaptlint schema` prints): which keys an object takes, which values a member allows,
/// what a key means.
struct SchemaNavigator: Sendable {
    /// What the schema says about one place in a document.
    struct Entry: Sendable {
        /// The schema with references followed.
        var schema: LSPValue
        /// The description written on the member or on the definition it refers to.
        var description: String?
        /// The name of the definition the place refers to, such as `component`.
        var definition: String?

        init(schema: LSPValue, description: String? = nil, definition: String? = nil) {
            self.schema = schema
            self.description = description
            self.definition = definition
        }
    }

    let root: LSPValue

    /// The navigator over the schema adaptlint prints; nil only if that text did not parse
    /// (LanguageServerTests' hover and completion checks would fail).
    static let shared: SchemaNavigator? = (try? LSPValue.parse(Array(SpecSchema.text.utf8))).map {
        SchemaNavigator(root: $0)
    }

    /// The schema of the value at `path`, in a screen spec or (`isApp`) an app description.
    ///
    /// - Complexity: O(length of the path).
    func entry(at path: [PathStep], isApp: Bool) -> Entry? {
        var current = resolve(definition: isApp ? "appDescription" : "screenSpec")
        for step in path {
            guard let here = current else { return nil }
            // A member that takes one of several shapes (`oneOf`: the orientations' list or object)
            // continues in the first shape that has the step.
            let next = alternatives(of: here).lazy.compactMap { alternative -> LSPValue? in
                switch step {
                case .key(let key): alternative.schema["properties"]?[key]
                case .index: alternative.schema["items"]
                }
            }.first
            guard let next else { return nil }
            current = follow(next)
        }
        return current
    }

    /// `entry` itself, or the shapes its `oneOf`/`anyOf` allows, each with its `$ref` followed.
    ///
    /// - Complexity: O(number of alternatives).
    func alternatives(of entry: Entry) -> [Entry] {
        guard let choices = (entry.schema["oneOf"] ?? entry.schema["anyOf"])?.arrayValue,
            entry.schema["properties"] == nil
        else { return [entry] }
        return choices.compactMap(follow)
    }

    /// The keys an object at `path` takes, sorted, each with its entry.
    func keys(at path: [PathStep], isApp: Bool) -> [(key: String, entry: Entry)] {
        guard let here = entry(at: path, isApp: isApp) else { return [] }
        var found: [String: Entry] = [:]
        for alternative in alternatives(of: here) {
            guard case .object(let properties)? = alternative.schema["properties"] else { continue }
            for (key, value) in properties where found[key] == nil {
                if let entry = follow(value) { found[key] = entry }
            }
        }
        return found.keys.sorted().compactMap { key in found[key].map { (key, $0) } }
    }

    /// The values the schema enumerates for `entry`: its `enum`, or `true` and `false` for a boolean.
    static func values(of entry: Entry) -> [LSPValue] {
        if let values = entry.schema["enum"]?.arrayValue { return values }
        if entry.schema["type"]?.stringValue == "boolean" { return [.bool(true), .bool(false)] }
        return []
    }

    /// The values the items of an array member may take, in any of the member's shapes (the
    /// orientations' list, or either list of its per-family object).
    func itemValues(of entry: Entry) -> [LSPValue] {
        var values: [LSPValue] = []
        var pending = [entry]
        var visited = 0
        while let next = pending.popLast(), visited < 16 {
            visited += 1
            for alternative in alternatives(of: next) {
                if let items = alternative.schema["items"], let item = follow(items) {
                    for value in Self.values(of: item) where !values.contains(value) { values.append(value) }
                } else if case .object(let properties)? = alternative.schema["properties"] {
                    pending.append(
                        contentsOf: properties.keys.sorted().filter { $0 != "suppressions" }.compactMap {
                            properties[$0].flatMap(follow)
                        })
                }
            }
        }
        return values
    }

    /// A member schema with its `$ref` followed (the member's own description wins).
    func follow(_ value: LSPValue) -> Entry? {
        guard let reference = value["$ref"]?.stringValue else {
            return Entry(schema: value, description: value["description"]?.stringValue, definition: nil)
        }
        let name = String(reference.split(separator: "/").last ?? "")
        guard var target = resolve(definition: name) else { return nil }
        if let own = value["description"]?.stringValue { target.description = own }
        return target
    }

    /// The definition `name` of `$defs`.
    private func resolve(definition name: String) -> Entry? {
        guard let schema = root["$defs"]?[name] else { return nil }
        return Entry(schema: schema, description: schema["description"]?.stringValue, definition: name)
    }
}

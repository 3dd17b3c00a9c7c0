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
            guard let schema = current?.schema else { return nil }
            let next: LSPValue?
            switch step {
            case .key(let key): next = schema["properties"]?[key]
            case .index: next = schema["items"]
            }
            guard let next else { return nil }
            current = follow(next)
        }
        return current
    }

    /// The keys an object at `path` takes, sorted, each with its entry.
    func keys(at path: [PathStep], isApp: Bool) -> [(key: String, entry: Entry)] {
        guard case .object(let properties)? = entry(at: path, isApp: isApp)?.schema["properties"] else { return [] }
        return properties.keys.sorted().compactMap { key in
            guard let value = properties[key], let entry = follow(value) else { return nil }
            return (key, entry)
        }
    }

    /// The values the schema enumerates for `entry`: its `enum`, or `true` and `false` for a boolean.
    static func values(of entry: Entry) -> [LSPValue] {
        if let values = entry.schema["enum"]?.arrayValue { return values }
        if entry.schema["type"]?.stringValue == "boolean" { return [.bool(true), .bool(false)] }
        return []
    }

    /// A member schema with its `$ref` followed (the member's own description wins).
    private func follow(_ value: LSPValue) -> Entry? {
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

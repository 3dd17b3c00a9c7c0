extension Baseline {
    /// The canonical text of the baseline: versioned, entries sorted, two-space indent,
    /// a trailing newline. Equal baselines give equal bytes.
    ///
    /// - Complexity: O(total size of the entries).
    public var serialized: String {
        var out = "{\n  \"version\": \(Self.formatVersion),\n  \"tool\": \"adaptlint\",\n  \"entries\": ["
        for (index, entry) in entries.enumerated() {
            out += index == 0 ? "\n" : ",\n"
            out += "    {\n"
            out += "      \"file\": \(JSONString.quoted(entry.file)),\n"
            out += "      \"rule\": \(JSONString.quoted(entry.rule)),\n"
            out += "      \"pointer\": \(JSONString.quoted(entry.pointer)),\n"
            out += "      \"count\": \(entry.count),\n"
            out += "      \"messages\": [" + entry.messages.map(JSONString.quoted).joined(separator: ", ") + "]\n"
            out += "    }"
        }
        out += entries.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }
}

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
            out += "      \"file\": \(Self.quote(entry.file)),\n"
            out += "      \"rule\": \(Self.quote(entry.rule)),\n"
            out += "      \"pointer\": \(Self.quote(entry.pointer)),\n"
            out += "      \"count\": \(entry.count),\n"
            out += "      \"messages\": [" + entry.messages.map(Self.quote).joined(separator: ", ") + "]\n"
            out += "    }"
        }
        out += entries.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }

    /// A JSON string literal for `text` (RFC 8259 escapes; non-ASCII kept as UTF-8).
    public static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}

/// Escaping and number formatting for the HTML report. Every string that comes from a spec,
/// a path or a message goes through ``HTMLText/escape(_:)`` before it reaches the page.
enum HTMLText {
    /// Escapes text for an HTML or SVG text node or a quoted attribute value.
    ///
    /// `&`, `<`, `>`, `"` and `'` become character references, and so do line feed and carriage
    /// return (they display the same, and no line of the page starts with text from an input, so a
    /// page printed in a CI log cannot start a workflow command); other control characters but
    /// tab (C0, C1, DEL and ESC, which HTML forbids or treats as parse errors) become U+FFFD, so an
    /// untrusted spec cannot break out of an element or an attribute.
    ///
    /// - Parameter text: Any string.
    /// - Returns: The escaped string.
    /// - Complexity: O(n) in the length of `text`.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case "\t": out.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                let isControl = value < 0x20 || (0x7F...0x9F).contains(value)
                let isNonCharacter = (0xFDD0...0xFDEF).contains(value) || value & 0xFFFE == 0xFFFE
                out.unicodeScalars.append(isControl || isNonCharacter ? "\u{FFFD}" : scalar)
            }
        }
        return out
    }

    /// Shortens `text` to at most `limit` characters, ending with an ellipsis when cut.
    ///
    /// - Parameters:
    ///   - text: The text to shorten (not yet escaped).
    ///   - limit: The maximum number of characters; below 1 gives an empty string.
    /// - Returns: `text` or a prefix of it followed by `…`.
    /// - Complexity: O(limit).
    static func truncate(_ text: String, to limit: Int) -> String {
        guard limit >= 1 else { return "" }
        guard text.count > limit else { return text }
        return String(text.prefix(max(limit - 1, 0))) + "…"
    }

    /// Breaks `text` into lines of at most `width` characters at spaces (a longer word is cut),
    /// keeping at most `maxLines` lines; the last kept line ends with an ellipsis when text is left.
    ///
    /// - Parameters:
    ///   - text: The text (not yet escaped).
    ///   - width: Characters per line, at least 1.
    ///   - maxLines: Lines to keep, at least 1.
    /// - Returns: One or more lines.
    /// - Complexity: O(n) in the length of `text`.
    static func wrap(_ text: String, width: Int, maxLines: Int) -> [String] {
        let width = max(width, 1)
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            var word = String(word)
            while word.count > width {
                if !current.isEmpty {
                    lines.append(current)
                    current = ""
                }
                lines.append(String(word.prefix(width)))
                word = String(word.dropFirst(width))
            }
            if current.isEmpty {
                current = word
            } else if current.count + 1 + word.count <= width {
                current += " " + word
            } else {
                lines.append(current)
                current = word
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        guard lines.count > maxLines else { return lines }
        var kept = Array(lines.prefix(max(maxLines, 1)))
        kept[kept.count - 1] = truncate(kept[kept.count - 1] + " …", to: width)
        if !kept[kept.count - 1].hasSuffix("…") { kept[kept.count - 1] += "…" }
        return kept
    }

    /// Formats a coordinate or size for SVG and labels: at most two decimals, no exponent,
    /// no trailing zeros, clamped to ±1,000,000 so that hostile sizes stay printable.
    ///
    /// - Parameter value: A number of points.
    /// - Returns: e.g. `"44"`, `"12.5"`, `"-3.25"`; `"0"` for NaN.
    static func number(_ value: Double) -> String {
        guard !value.isNaN else { return "0" }
        let clamped = min(max(value, -1_000_000), 1_000_000)
        let rounded = (clamped * 100).rounded() / 100
        if rounded == rounded.rounded(.towardZero) { return String(Int(rounded)) }
        return String(rounded)
    }

    /// Digits grouped in thousands with commas, independent of locale: "10,000".
    static func grouped(_ count: Int) -> String {
        let digits = String(count.magnitude)
        var out = count < 0 ? "-" : ""
        for (offset, character) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { out.append(",") }
            out.append(character)
        }
        return out
    }

    /// "1 error", "2 warnings".
    static func plural(_ count: Int, _ word: String) -> String {
        "\(count) \(word)\(count == 1 ? "" : "s")"
    }
}

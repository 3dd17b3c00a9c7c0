/// A rewrite of a marked example that must not change what is found, only where: positions have to
/// move exactly with the markers.
enum SpecVariant: String, CaseIterable, CustomStringConvertible, Sendable {
    case original
    case crlf
    case reindented
    case minified
    case multibyte
    case multibyteMinified

    var description: String { rawValue }

    /// Text put at the start of the `"screen"` value: a flag (two code points, one grapheme, eight
    /// UTF-8 bytes), precomposed letters, and an `e` with a combining accent (two code points, one grapheme).
    static let multibyteText = "🇯🇵 \u{DC}n\u{EF}c\u{F6}d\u{E9} e\u{301} "

    /// Applies the variant to a spec that still carries its markers.
    func apply(_ marked: String) -> String {
        switch self {
        case .original: marked
        case .crlf: Self.mapLines(marked) { String($0) }.joined(separator: "\r\n")
        case .reindented: Self.reindent(marked)
        case .minified: Self.mapOutsideStrings(marked) { Self.isWhitespace($0) ? "" : String($0) }
        case .multibyte: Self.prefixScreen(marked)
        case .multibyteMinified: Self.prefixScreen(SpecVariant.minified.apply(marked))
        }
    }

    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"
    }

    private static func mapLines(_ text: String, _ transform: (Substring) -> String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(transform)
    }

    /// Indents with tabs instead of spaces, adds a tab and spaces in front of every line, and pads
    /// every `:` and `,` outside strings with extra spaces.
    private static func reindent(_ marked: String) -> String {
        let lines = mapLines(marked) { line in
            let body = line.drop { $0 == " " }
            let depth = line.count - body.count
            return "\t  " + String(repeating: "\t", count: depth / 2) + String(repeating: " ", count: depth % 2) + body
        }
        return mapOutsideStrings(lines.joined(separator: "\n")) { scalar in
            switch scalar {
            case ":": " :  "
            case ",": " ,\t "
            default: String(scalar)
            }
        }
    }

    /// Inserts ``multibyteText`` right after the opening quote of the `"screen"` value (of the `"app"`
    /// value in an app description, whose `"screen"` keys hold file paths).
    private static func prefixScreen(_ marked: String) -> String {
        guard let key = marked.range(of: "\"app\"") ?? marked.range(of: "\"screen\""),
            let quote = marked[key.upperBound...].firstIndex(of: "\"")
        else { return marked }
        var result = marked
        result.insert(contentsOf: multibyteText, at: result.index(after: quote))
        return result
    }

    /// Rewrites every Unicode scalar outside JSON strings; scalars inside strings are kept.
    static func mapOutsideStrings(_ text: String, _ transform: (Unicode.Scalar) -> String) -> String {
        var result = ""
        var inString = false
        var escaped = false
        for scalar in text.unicodeScalars {
            if inString {
                result.unicodeScalars.append(scalar)
                if escaped {
                    escaped = false
                } else if scalar == "\\" {
                    escaped = true
                } else if scalar == "\"" {
                    inString = false
                }
                continue
            }
            if scalar == "\"" {
                inString = true
                result.unicodeScalars.append(scalar)
            } else {
                result += transform(scalar)
            }
        }
        return result
    }
}

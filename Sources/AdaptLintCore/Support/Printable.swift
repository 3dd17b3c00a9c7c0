/// The one escaping of text from inputs, configurations, baselines and file names before it
/// is printed, on standard output as on standard error.
///
/// Every C0 and C1 control character and DEL is written as `\u{XX}`: a message stays on one
/// line, so a name or a value cannot start a line of its own (a GitHub Actions workflow
/// command such as `::stop-commands::` is read only at the start of a line), and no escape
/// sequence or bell reaches a terminal.
public enum Printable {
    /// C0 and C1 control characters and DEL.
    @inlinable
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// `text` with every control character written as `\u{XX}`.
    ///
    /// - Complexity: O(n) in the length of `text`; no copy when there is nothing to escape.
    public static func escape(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

import AdaptLintCore

/// adaptlint's own stable fingerprint of a diagnostic (`adaptlintFingerprint/v1`).
///
/// It hashes what identifies a finding independently of formatting and wording: the rule id,
/// the file's path relative to the working directory, and the JSON pointer of the value. Lines,
/// columns and the message (which quotes sizes that a fix changes) are left out, so the value
/// survives reformatting, minifying and re-indenting a spec. When several diagnostics of one
/// rule point at the same value, `:n` numbers them in report order.
///
/// The value is `<16 hex digits of FNV-1a 64>:<n>`, e.g. `9f1c0b5e2a7d4c31:1`.
enum Fingerprint {
    static let key = "adaptlintFingerprint/v1"

    /// The fingerprints of `diagnostics`, in the same order.
    ///
    /// - Parameters:
    ///   - diagnostics: Diagnostics in report order.
    ///   - paths: Resolves each diagnostic's path to its stable form.
    /// - Returns: One fingerprint per diagnostic.
    /// - Complexity: O(n) in the total length of rule ids, paths and pointers.
    static func fingerprints(of diagnostics: some Collection<Diagnostic>, paths: ReportPaths) -> [String] {
        var seen: [UInt64: Int] = [:]
        return diagnostics.map { diagnostic in
            let path = paths.stableKey(for: diagnostic.location.path)
            let value = fnv1a([diagnostic.ruleID, path, diagnostic.location.pointer])
            let occurrence = seen[value, default: 0] + 1
            seen[value] = occurrence
            return hex16(value) + ":" + String(occurrence)
        }
    }

    /// FNV-1a, 64 bit, over the UTF-8 of the parts, each followed by a 0 byte.
    static func fnv1a(_ parts: [String]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for part in parts {
            for byte in part.utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01b3
            }
            hash = hash &* 0x0000_0100_0000_01b3  // the separator: 0 ^ hash == hash
        }
        return hash
    }

    private static func hex16(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

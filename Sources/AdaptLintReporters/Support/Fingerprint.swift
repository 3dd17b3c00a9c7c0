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
        var result: [String] = []
        result.reserveCapacity(diagnostics.count)
        for diagnostic in diagnostics {
            let path = paths.stableKey(for: diagnostic.location.path)
            var hash = offsetBasis
            hash = fnv1a(diagnostic.ruleID, from: hash)
            hash = fnv1a(path, from: hash)
            hash = fnv1a(diagnostic.location.pointer, from: hash)
            let occurrence = seen[hash, default: 0] + 1
            seen[hash] = occurrence
            result.append(text(hash, occurrence))
        }
        return result
    }

    private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x0000_0100_0000_01b3

    /// FNV-1a, 64 bit, over the UTF-8 of the parts, each followed by a 0 byte.
    static func fnv1a(_ parts: [String]) -> UInt64 {
        parts.reduce(offsetBasis) { fnv1a($1, from: $0) }
    }

    /// `hash` continued over the UTF-8 of `part` and a 0 byte.
    ///
    /// Hashes the contiguous bytes rather than going through the UTF-8 view's iterator: the log
    /// computes every fingerprint, serially, before it writes. Unsafe buffer: without it the
    /// worst case suppressions costs 2.0 % more instructions (BENCHMARKS.md, item 40).
    /// - Complexity: O(n) in the UTF-8 length of `part`.
    private static func fnv1a(_ part: String, from hash: UInt64) -> UInt64 {
        func run(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
            var hash = hash
            for byte in bytes {
                hash ^= UInt64(byte)
                hash = hash &* prime
            }
            return hash &* prime  // the separator: 0 ^ hash == hash
        }
        return part.utf8.withContiguousStorageIfAvailable(run) ?? Array(part.utf8).withUnsafeBufferPointer(run)
    }

    /// `<16 lower-case hex digits of value>:<occurrence>`, spelled into one buffer.
    private static func text(_ value: UInt64, _ occurrence: Int) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(24)
        let digits: StaticString = "0123456789abcdef"
        for shift in stride(from: 60, through: 0, by: -4) {
            bytes.append(digits.utf8Start[Int((value >> UInt64(shift)) & 0xF)])
        }
        bytes.append(UInt8(ascii: ":"))
        JSONWriter.writeInt(occurrence, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}

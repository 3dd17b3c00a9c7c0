/// How a directory walk tells adaptlint's files from the other JSON of a repository.
///
/// An iOS repository holds much JSON that is not a spec: asset catalogs' `Contents.json`,
/// `package.json`, tool reports. A file found by walking a folder is linted when its root object
/// has a member named `screen`, `layouts` or `app` (a screen spec or an app description), or a
/// `$schema` that names adaptlint. It is also linted when a root member's name is a near miss
/// of those (`screens`, `Screen`, `layuots`, `apps`...): such a file tries to be a spec, and
/// linting it reports what is wrong instead of letting it vanish. Anything else is passed over.
/// Files named on the command line are always linted; this type only judges walked files.
///
/// Only the root object's member names are read, tolerantly: comments, unquoted names and
/// trailing commas do not stop the scan (the linter reports them). A root that is neither an
/// object nor an array (an empty file, binary data, UTF-16) is linted, so its error shows; a root
/// array is other JSON.
enum SpecRecognition {
    enum Verdict: Equatable {
        /// A screen spec or app description (or a near miss of one): lint it.
        case spec
        /// Other JSON: pass over it.
        case other
    }

    /// The root member names that make a file adaptlint's.
    static let rootNames: [String] = ["screen", "layouts", "app"]

    /// The verdict on a file's bytes.
    ///
    /// - Complexity: O(n) in the bytes up to the first telling member name; a spec usually
    ///   names `screen` or `$schema` first, so the scan stops within its first line.
    static func verdict(_ bytes: [UInt8]) -> Verdict {
        var scanner = RootScanner(bytes: bytes)
        // Content that is not even an object or array (empty, binary, another encoding) is
        // linted, so that its error is reported rather than hidden.
        guard scanner.rootIsContainer else { return .spec }
        var members = 0
        while members < maximumMembers, let (name, value) = scanner.nextMember() {
            if isAdaptlintName(name) { return .spec }
            if name == "$schema", let value, value.lowercased().contains("adaptlint") { return .spec }
            members += 1
        }
        return .other
    }

    /// Root members read before giving up: a spec's root has about ten, so a file with
    /// thousands of root keys (a translation table) is judged on its first ones.
    static let maximumMembers = 64

    /// Whether a root member's name is one of ``rootNames`` or a near miss of one: at most
    /// two edits from `screen` or `layouts`, one from `app`, ignoring case.
    static func isAdaptlintName(_ name: String) -> Bool {
        let lowered = name.lowercased()
        if rootNames.contains(lowered) { return true }
        guard lowered.count <= 12 else { return false }
        if lowered.count >= 2, editDistance(lowered, "app", limit: 1) <= 1 { return true }
        return editDistance(lowered, "screen", limit: 2) <= 2 || editDistance(lowered, "layouts", limit: 2) <= 2
    }

    /// Levenshtein distance with adjacent transpositions counting one, stopped above `limit`.
    /// - Complexity: O(m·n) for names of at most 12 characters.
    static func editDistance(_ lhs: String, _ rhs: String, limit: Int) -> Int {
        let a = Array(lhs)
        let b = Array(rhs)
        if abs(a.count - b.count) > limit { return limit + 1 }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + [Int](repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            previous2 = previous
            previous = current
        }
        return a.isEmpty ? b.count : previous[b.count]
    }
}

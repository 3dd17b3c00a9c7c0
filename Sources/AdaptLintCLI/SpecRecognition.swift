/// How a directory walk tells adaptlint's files from the other JSON of a repository.
///
/// An iOS repository holds much JSON that is not a spec: asset catalogs' `Contents.json`,
/// `package.json`, analytics and test fixtures, tool reports. A file found by walking a folder is
/// linted only on clear evidence that it is adaptlint's:
///
/// - a `$schema` whose value names adaptlint;
/// - two of a screen spec's required members, `screen`, `layouts` and `orientations`;
/// - an app description's `app` with a string value, together with one of `screens`, `navigation`,
///   `multiWindow` or `deploymentTarget`.
///
/// A file that only resembles one (a root member named `screen`, `layouts` or `app`, or a near miss
/// of those: `screens`, `Screen`, `layout`, `App`) is a look-alike: it is passed over with one note
/// saying which member made it look like one, so that a spec with a typo never vanishes silently
/// and other JSON never fails a run. Anything else, including a root that is not an object (a
/// string, a number, an array, an empty file, another encoding), is passed over without a word.
/// Files named on the command line are always linted; this type only judges walked files.
///
/// Only the root object's member names (and short string values) are read, tolerantly: comments,
/// unquoted names and trailing commas do not stop the scan (the linter reports them).
enum SpecRecognition {
    enum Verdict: Equatable {
        /// A screen spec or app description: lint it.
        case spec
        /// Resembles one without the evidence: pass over it with a note naming the member
        /// that resembles (`name`) and the name it resembles (`resembles`).
        case lookAlike(name: String, resembles: String)
        /// Other JSON: pass over it silently.
        case other
    }

    /// The root member names a file resembling adaptlint's has, or is a near miss of.
    static let rootNames: [String] = ["screen", "layouts", "app"]
    /// A screen spec's required members: two of them mark a spec. (Arrays: a few comparisons of
    /// short strings cost less than hashing each member name of every walked file.)
    static let specNames: [String] = ["screen", "layouts", "orientations"]
    /// An app description's members besides `app`: one of them with `app` marks an app description.
    static let appNames: [String] = ["screens", "navigation", "multiWindow", "deploymentTarget"]

    /// The verdict on a file's bytes.
    ///
    /// - Complexity: O(n) in the bytes up to the telling member names; a spec usually names
    ///   `$schema` or `screen` first, so the scan stops within its first lines.
    static func verdict(_ bytes: [UInt8]) -> Verdict {
        var scanner = RootScanner(bytes: bytes)
        guard scanner.rootIsObject else { return .other }
        var members = 0
        var specMembers: [String] = []
        var appName = false
        var appMember = false
        var resemblance: (name: String, resembles: String)?
        while members < maximumMembers, let (name, value) = scanner.nextMember() {
            if name == "$schema", let value, value.lowercased().contains("adaptlint") { return .spec }
            if specNames.contains(name) && !specMembers.contains(name) { specMembers.append(name) }
            if name == "app", value != nil { appName = true }
            if appNames.contains(name) { appMember = true }
            if specMembers.count >= 2 || (appName && appMember) { return .spec }
            if resemblance == nil, let target = resembled(by: name) { resemblance = (name, target) }
            members += 1
        }
        if let resemblance { return .lookAlike(name: resemblance.name, resembles: resemblance.resembles) }
        return .other
    }

    /// Root members read before giving up: a spec's root has about ten, so a file with
    /// thousands of root keys (a translation table) is judged on its first ones.
    static let maximumMembers = 64

    /// The one of ``rootNames`` that `name` is or nearly is (at most two edits from `screen` or
    /// `layouts`, one from `app`, ignoring case); nil when none.
    static func resembled(by name: String) -> String? {
        let lowered = name.lowercased()
        if rootNames.contains(lowered) { return lowered }
        guard lowered.count <= 12 else { return nil }
        if lowered.count >= 2, editDistance(lowered, "app", limit: 1) <= 1 { return "app" }
        if editDistance(lowered, "screen", limit: 2) <= 2 { return "screen" }
        if editDistance(lowered, "layouts", limit: 2) <= 2 { return "layouts" }
        return nil
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

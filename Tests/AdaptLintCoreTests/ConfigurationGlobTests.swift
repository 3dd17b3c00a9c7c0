import AdaptLintCore
import Testing

struct AdoptionGlobCase: CustomTestStringConvertible, Sendable {
    var pattern: String
    var path: String
    var matches: Bool
    var testDescription: String { "'\(pattern)' \(matches ? "matches" : "does not match") '\(path)'" }
}

let adoptionGlobCases: [AdoptionGlobCase] = [
    AdoptionGlobCase(pattern: "*.json", path: "a.json", matches: true),
    AdoptionGlobCase(pattern: "*.json", path: "deep/down/a.json", matches: true),  // bare names match at any depth
    AdoptionGlobCase(pattern: "*.json", path: "a.jsonc", matches: false),
    AdoptionGlobCase(pattern: "specs/*.json", path: "specs/a.json", matches: true),
    AdoptionGlobCase(pattern: "specs/*.json", path: "specs/sub/a.json", matches: false),  // * stays in one segment
    AdoptionGlobCase(pattern: "specs/*.json", path: "other/specs/a.json", matches: false),  // anchored
    AdoptionGlobCase(pattern: "specs/**/*.json", path: "specs/a.json", matches: true),  // ** is zero or more
    AdoptionGlobCase(pattern: "specs/**/*.json", path: "specs/x/y/z.json", matches: true),
    AdoptionGlobCase(pattern: "**/generated/**", path: "a/generated/b.json", matches: true),
    AdoptionGlobCase(pattern: "**/generated/**", path: "a/generator/b.json", matches: false),
    AdoptionGlobCase(pattern: "spec?.json", path: "spec1.json", matches: true),
    AdoptionGlobCase(pattern: "spec?.json", path: "spec12.json", matches: false),
    AdoptionGlobCase(pattern: "spec[0-9].json", path: "spec7.json", matches: true),
    AdoptionGlobCase(pattern: "spec[0-9].json", path: "specx.json", matches: false),
    AdoptionGlobCase(pattern: "spec[!0-9].json", path: "specx.json", matches: true),
    AdoptionGlobCase(pattern: "spec[^0-9].json", path: "spec7.json", matches: false),
    AdoptionGlobCase(pattern: "spec[ab].json", path: "specb.json", matches: true),
    AdoptionGlobCase(pattern: "legacy", path: "legacy/old.json", matches: true),  // a folder covers its contents
    AdoptionGlobCase(pattern: "specs/legacy", path: "specs/legacy/old.json", matches: true),
    AdoptionGlobCase(pattern: "specs/legacy", path: "specs/legacy-new.json", matches: false),
    AdoptionGlobCase(pattern: "./specs/*.json", path: "specs/a.json", matches: true),
    AdoptionGlobCase(pattern: "a\\*b.json", path: "a*b.json", matches: true),
    AdoptionGlobCase(pattern: "a\\*b.json", path: "axb.json", matches: false),
    AdoptionGlobCase(pattern: "écran-*.json", path: "écran-1.json", matches: true),
]

@Test(arguments: adoptionGlobCases)
func globMatching(_ example: AdoptionGlobCase) throws {
    let glob = try Glob(example.pattern)
    #expect(glob.matches(example.path) == example.matches)
}

struct AdoptionBadGlobCase: Sendable, CustomTestStringConvertible {
    var pattern: String
    var message: String
    var testDescription: String { pattern }
}

let adoptionBadGlobCases: [AdoptionBadGlobCase] = [
    AdoptionBadGlobCase(pattern: "", message: "a pattern must not be empty"),
    AdoptionBadGlobCase(pattern: "[abc", message: "'[' at position 1 is never closed by ']'"),
    AdoptionBadGlobCase(pattern: "a[z-a]", message: "character range 'z-a' is reversed"),
    AdoptionBadGlobCase(pattern: "a\\", message: "the pattern ends with '\\'; escape a literal backslash as '\\\\'"),
]

@Test(arguments: adoptionBadGlobCases)
func globRejectsBadPatterns(_ example: AdoptionBadGlobCase) {
    #expect(throws: Glob.SyntaxError(message: example.message)) { try Glob(example.pattern) }
}

@Test func manyWildcardsDoNotBacktrackExponentially() throws {
    // With naive backtracking each of these takes longer than the age of the universe.
    let name = String(repeating: "a", count: 200) + ".json"
    #expect(try Glob(String(repeating: "*a", count: 20) + "*b").matches(name) == false)
    let deep = Array(repeating: "a", count: 40).joined(separator: "/") + "/x.json"
    #expect(try Glob(String(repeating: "**/a/", count: 10) + "**/y.json").matches(deep) == false)
    #expect(try Glob(String(repeating: "**/a/", count: 10) + "**/x.json").matches(deep) == true)
}

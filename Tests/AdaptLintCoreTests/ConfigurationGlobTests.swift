import AdaptLintCore
import Testing

struct GlobCase: CustomTestStringConvertible, Sendable {
    var pattern: String
    var path: String
    var matches: Bool
    var testDescription: String { "'\(pattern)' \(matches ? "matches" : "does not match") '\(path)'" }
}

let globCases: [GlobCase] = [
    GlobCase(pattern: "*.json", path: "a.json", matches: true),
    GlobCase(pattern: "*.json", path: "deep/down/a.json", matches: true),  // bare names match at any depth
    GlobCase(pattern: "*.json", path: "a.jsonc", matches: false),
    GlobCase(pattern: "specs/*.json", path: "specs/a.json", matches: true),
    GlobCase(pattern: "specs/*.json", path: "specs/sub/a.json", matches: false),  // * stays in one segment
    GlobCase(pattern: "specs/*.json", path: "other/specs/a.json", matches: false),  // anchored
    GlobCase(pattern: "specs/**/*.json", path: "specs/a.json", matches: true),  // ** is zero or more
    GlobCase(pattern: "specs/**/*.json", path: "specs/x/y/z.json", matches: true),
    GlobCase(pattern: "**/generated/**", path: "a/generated/b.json", matches: true),
    GlobCase(pattern: "**/generated/**", path: "a/generator/b.json", matches: false),
    GlobCase(pattern: "spec?.json", path: "spec1.json", matches: true),
    GlobCase(pattern: "spec?.json", path: "spec12.json", matches: false),
    GlobCase(pattern: "spec[0-9].json", path: "spec7.json", matches: true),
    GlobCase(pattern: "spec[0-9].json", path: "specx.json", matches: false),
    GlobCase(pattern: "spec[!0-9].json", path: "specx.json", matches: true),
    GlobCase(pattern: "spec[^0-9].json", path: "spec7.json", matches: false),
    GlobCase(pattern: "spec[ab].json", path: "specb.json", matches: true),
    GlobCase(pattern: "legacy", path: "legacy/old.json", matches: true),  // a folder covers its contents
    GlobCase(pattern: "specs/legacy", path: "specs/legacy/old.json", matches: true),
    GlobCase(pattern: "specs/legacy", path: "specs/legacy-new.json", matches: false),
    GlobCase(pattern: "./specs/*.json", path: "specs/a.json", matches: true),
    GlobCase(pattern: "a\\*b.json", path: "a*b.json", matches: true),
    GlobCase(pattern: "a\\*b.json", path: "axb.json", matches: false),
    GlobCase(pattern: "écran-*.json", path: "écran-1.json", matches: true),
]

@Test(arguments: globCases)
func globMatching(_ example: GlobCase) throws {
    let glob = try Glob(example.pattern)
    #expect(glob.matches(example.path) == example.matches)
}

struct BadGlobCase: Sendable, CustomTestStringConvertible {
    var pattern: String
    var message: String
    var testDescription: String { pattern }
}

let badGlobCases: [BadGlobCase] = [
    BadGlobCase(pattern: "", message: "a pattern must not be empty"),
    BadGlobCase(pattern: "[abc", message: "'[' at position 1 is never closed by ']'"),
    BadGlobCase(pattern: "a[z-a]", message: "character range 'z-a' is reversed"),
    BadGlobCase(pattern: "a\\", message: "the pattern ends with '\\'; escape a literal backslash as '\\\\'"),
]

@Test(arguments: badGlobCases)
func globRejectsBadPatterns(_ example: BadGlobCase) {
    #expect(throws: Glob.SyntaxError(message: example.message)) { try Glob(example.pattern) }
}

import AdaptLintCore
import Testing

private func layer(_ path: String, _ directory: String, _ text: String) throws -> ConfigurationFile {
    try ConfigurationParser.parse(Array(text.utf8), path: path, directory: directory, catalog: adoptionTestCatalog)
        .get()
}

@Test func nearerFilesOverrideFartherOnesValueByValue() throws {
    let outer = try layer(
        "/repo/.adaptlint.json", "/repo",
        #"{"failOn": "warning", "rules": {"tap-target-size": {"severity": "warning", "minimumSize": 48}}}"#)
    let inner = try layer(
        "/repo/specs/.adaptlint.json", "/repo/specs",
        #"{"rules": {"tap-target-size": {"minimumSize": 50}, "carousel-reach": "off"}}"#)
    let effective = EffectiveConfiguration(layers: [outer, inner], catalog: adoptionTestCatalog)
    #expect(effective.failOn == Configured(.warning, .file(path: "/repo/.adaptlint.json", line: 1, column: 12)))
    let tap = try #require(effective.rule("tap-target-size"))
    #expect(tap.severity.value == .warning)  // from the outer file: the inner one does not set it
    #expect(
        tap.parameters.first?.value == Configured(50, .file(path: "/repo/specs/.adaptlint.json", line: 1, column: 47)))
    #expect(effective.rule("carousel-reach")?.enabled.value == false)
    #expect(effective.rule("no-idiom-layout")?.enabled == Configured(true, .builtIn))
    #expect(effective.rule("no-idiom-layout")?.severity == Configured(.error, .builtIn))
}

@Test func commandLineLayerWinsOverFiles() throws {
    let file = try layer("/repo/.adaptlint.json", "/repo", #"{"rules": {"carousel-reach": "off"}}"#)
    var commandLine = ConfigurationFile(path: "command line", directory: "/repo")
    commandLine.rules["carousel-reach"] = RuleSettings(
        enabled: Configured(true, .commandLine("--rule carousel-reach=note")),
        severity: Configured(.note, .commandLine("--rule carousel-reach=note")))
    let effective = EffectiveConfiguration(layers: [file, commandLine], catalog: adoptionTestCatalog)
    #expect(effective.rule("carousel-reach")?.enabled.value == true)
    #expect(
        effective.rule("carousel-reach")?.severity.origin.description == "command line (--rule carousel-reach=note)")
}

struct AdoptionExclusionCase: Sendable, CustomTestStringConvertible {
    var path: String
    var reason: String?
    var testDescription: String { path }
}

let adoptionExclusionCases: [AdoptionExclusionCase] = [
    AdoptionExclusionCase(path: "/repo/specs/a.json", reason: nil),
    AdoptionExclusionCase(
        path: "/repo/specs/legacy/old.json", reason: "excluded by 'specs/legacy' (/repo/.adaptlint.json:1:38)"),
    AdoptionExclusionCase(
        path: "/repo/docs/example.json", reason: "not matched by 'include' (/repo/.adaptlint.json:1:13)"),
    AdoptionExclusionCase(
        path: "/repo/specs/draft.tmp.json", reason: "excluded by '*.tmp.json' (/repo/specs/.adaptlint.json:1:13)"),
    AdoptionExclusionCase(path: "/elsewhere/a.json", reason: nil),  // outside every layer's folder
]

@Test(arguments: adoptionExclusionCases)
func includeAndExcludeAreRelativeToTheirFile(_ example: AdoptionExclusionCase) throws {
    let outer = try layer("/repo/.adaptlint.json", "/repo", #"{"include": ["specs/**"], "exclude": ["specs/legacy"]}"#)
    let inner = try layer("/repo/specs/.adaptlint.json", "/repo/specs", #"{"exclude": ["*.tmp.json"]}"#)
    let effective = EffectiveConfiguration(layers: [outer, inner], catalog: adoptionTestCatalog)
    #expect(effective.exclusion(of: example.path) == example.reason)
}

@Test func describeListsEveryValueWithItsOrigin() throws {
    let file = try layer(".adaptlint.json", "/repo", "{\n  \"rules\": {\"tap-target-size\": {\"minimumSize\": 48}}\n}")
    let text = EffectiveConfiguration(layers: [file], catalog: adoptionTestCatalog).describe(for: "specs")
    #expect(
        text == """
            Effective configuration for 'specs'
            Configuration files, farthest first (nearer files override farther ones):
              .adaptlint.json

            failOn: error                default
            rules:
              tap-target-size: error     default
                minimumSize: 48 pt       .adaptlint.json:2:48
              carousel-reach: warning    default
                maximumSwipes: 4 swipes  default
              no-idiom-layout: error     default

            """)
}

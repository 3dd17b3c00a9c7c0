import AdaptLintCore
import Testing

let adoptionTestCatalog = [
    ConfigurableRule(
        identifier: "tap-target-size", defaultSeverity: .error,
        parameters: [RuleParameter(name: "minimumSize", defaultValue: 44, unit: "pt", summary: "smallest side")]),
    ConfigurableRule(
        identifier: "carousel-reach", defaultSeverity: .warning,
        parameters: [RuleParameter(name: "maximumSwipes", defaultValue: 4, unit: "swipes", summary: "swipes")]),
    ConfigurableRule(identifier: "no-idiom-layout", defaultSeverity: .error, parameters: []),
]

func parseConfiguration(_ text: String) -> Result<ConfigurationFile, ConfigurationProblems> {
    ConfigurationParser.parse(
        Array(text.utf8), path: ".adaptlint.json", directory: "/repo", catalog: adoptionTestCatalog,
        fixedRules: ["invalid-spec"])
}

struct AdoptionConfigurationErrorCase: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    /// "line:column: message" of each problem.
    var problems: [String]
    var testDescription: String { name }
}

let adoptionConfigurationErrorCases: [AdoptionConfigurationErrorCase] = [
    AdoptionConfigurationErrorCase(
        name: "unknown top-level key with a suggestion", text: "{\n  \"rulez\": {}\n}",
        problems: ["2:3: unknown key 'rulez' in the configuration; did you mean 'rules'?"]),
    AdoptionConfigurationErrorCase(
        name: "unknown key without a close match", text: "{\"colour\": true}",
        problems: [
            "1:2: unknown key 'colour' in the configuration; expected one of '$schema', 'root', 'failOn', 'include', 'exclude', 'rules' or 'suppressions'"
        ]),
    AdoptionConfigurationErrorCase(
        name: "unknown rule id", text: "{\"rules\": {\"tap-target-sise\": \"off\"}}",
        problems: ["1:12: unknown key 'tap-target-sise' in 'rules'; did you mean 'tap-target-size'?"]),
    AdoptionConfigurationErrorCase(
        name: "input rules cannot be configured", text: "{\"rules\": {\"invalid-spec\": \"off\"}}",
        problems: ["1:12: rule 'invalid-spec' cannot be configured: input problems are always errors"]),
    AdoptionConfigurationErrorCase(
        name: "parameter of another rule", text: "{\"rules\": {\"carousel-reach\": {\"minimumSize\": 48}}}",
        problems: [
            "1:31: unknown key 'minimumSize' in rule 'carousel-reach'; expected one of 'enabled', 'severity' or 'maximumSwipes'"
        ]),
    AdoptionConfigurationErrorCase(
        name: "wrong parameter type", text: "{\"rules\": {\"tap-target-size\": {\"minimumSize\": \"48\"}}}",
        problems: ["1:47: expected a number of pt for 'minimumSize' in rule 'tap-target-size', found a string"]),
    AdoptionConfigurationErrorCase(
        name: "negative parameter", text: "{\"rules\": {\"tap-target-size\": {\"minimumSize\": -1}}}",
        problems: ["1:47: 'minimumSize' in rule 'tap-target-size' is -1; use a finite number of at least 0"]),
    AdoptionConfigurationErrorCase(
        name: "misspelt severity", text: "{\"failOn\": \"warnign\"}",
        problems: ["1:12: 'warnign' is not a valid value for 'failOn'; did you mean 'warning'?"]),
    AdoptionConfigurationErrorCase(
        name: "shorthand typo", text: "{\"rules\": {\"no-idiom-layout\": \"of\"}}",
        problems: ["1:31: 'of' is not a valid value for rule 'no-idiom-layout'; did you mean 'off'?"]),
    AdoptionConfigurationErrorCase(
        name: "root must be a boolean", text: "{\"root\": \"yes\"}",
        problems: ["1:10: expected a boolean for 'root', found a string"]),
    AdoptionConfigurationErrorCase(
        name: "patterns must be an array", text: "{\"exclude\": \"*.json\"}",
        problems: ["1:13: expected an array of patterns for 'exclude', found a string; e.g. [\"specs/**/*.json\"]"]),
    AdoptionConfigurationErrorCase(
        name: "bad pattern", text: "{\"include\": [\"specs/[a\"]}",
        problems: ["1:14: invalid pattern 'specs/[a' in 'include': '[' at position 1 is never closed by ']'"]),
    AdoptionConfigurationErrorCase(
        name: "duplicate key", text: "{\"root\": true, \"root\": false}",
        problems: ["1:16: duplicate key 'root' in the configuration"]),
    AdoptionConfigurationErrorCase(
        name: "invalid JSON", text: "{\"root\": true,}",
        problems: ["1:15: invalid JSON: expected a string key (trailing commas are not allowed), found '}'"]),
    AdoptionConfigurationErrorCase(
        name: "every problem is reported, not just the first", text: "{\"rulez\": 1, \"failOn\": 3}",
        problems: [
            "1:2: unknown key 'rulez' in the configuration; did you mean 'rules'?",
            "1:24: expected a string for 'failOn', found a number; use 'error', 'warning' or 'note'",
        ]),
]

@Test(arguments: adoptionConfigurationErrorCases)
func configurationProblemsHavePositions(_ example: AdoptionConfigurationErrorCase) {
    guard case .failure(let failure) = parseConfiguration(example.text) else {
        Issue.record("expected problems")
        return
    }
    let rendered = failure.problems.map { "\($0.line ?? 0):\($0.column ?? 0): \($0.message)" }
    #expect(rendered == example.problems)
}

@Test func configurationReadsEveryValueWithItsOrigin() throws {
    let text = """
        {
          "root": true,
          "failOn": "warning",
          "include": ["specs/**"],
          "exclude": ["specs/legacy"],
          "rules": {
            "tap-target-size": { "severity": "warning", "minimumSize": 48 },
            "carousel-reach": "off",
            "no-idiom-layout": "note"
          }
        }
        """
    let file = try parseConfiguration(text).get()
    #expect(file.root == Configured(true, .file(path: ".adaptlint.json", line: 2, column: 11)))
    #expect(file.failOn == Configured(.warning, .file(path: ".adaptlint.json", line: 3, column: 13)))
    #expect(file.include?.value.map(\.pattern) == ["specs/**"])
    #expect(file.exclude?.value.map(\.pattern) == ["specs/legacy"])
    let tap = try #require(file.rules["tap-target-size"])
    #expect(tap.severity == Configured(.warning, .file(path: ".adaptlint.json", line: 7, column: 38)))
    #expect(tap.parameters["minimumSize"] == Configured(48, .file(path: ".adaptlint.json", line: 7, column: 64)))
    #expect(file.rules["carousel-reach"]?.enabled?.value == false)
    #expect(file.rules["no-idiom-layout"]?.severity?.value == .note)
}

@Test func problemRendersLikeACompilerDiagnostic() {
    guard case .failure(let failure) = parseConfiguration("{\n  \"rulez\": {}\n}") else {
        Issue.record("expected a problem")
        return
    }
    #expect(
        failure.problems.map(\.rendered) == [
            ".adaptlint.json:2:3: error: unknown key 'rulez' in the configuration; did you mean 'rules'? [invalid-config]\n      \"rulez\": {}\n      ^\n"
        ])
}

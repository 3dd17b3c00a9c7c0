import AdaptLintRules
import Testing

@testable import AdaptLintCore

/// A spec with two idiom-chosen layouts; `first` and `second` are spliced into each layout object.
private func spec(first: String = "", second: String = "") -> String {
    """
    {
      "screen": "Orders",
      "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
      "layouts": [
        { "when": { "idiom": "pad" }, "components": []\(first) },
        { "when": { "idiom": "phone" }, "components": []\(second) }
      ]
    }
    """
}

private let today = CalendarDate(year: 2026, month: 6, day: 15)!

private func lint(_ text: String, unused: Severity? = .warning, enabled: Bool = true) -> FileResult {
    var linter = Linter(rules: enabled ? [EnabledRule(rule: NoIdiomLayoutRule())] : [])
    linter.suppressions = SuppressionPolicy(
        suppressibleRules: ["no-idiom-layout", "tap-target-size"], enabledRules: enabled ? ["no-idiom-layout"] : [],
        today: today, unusedSeverity: unused)
    return linter.lint(Array(text.utf8), path: "s.json")
}

private func lines(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map { "\($0.location.start.line):\($0.location.start.column) \($0.ruleID): \($0.message)" }
}

@Test func aSuppressionCoversFindingsInsideItsObjectOnly() throws {
    let result = lint(spec(first: #", "suppressions": [{"rule": "no-idiom-layout", "reason": "iPad redesign in Q3"}]"#))
    #expect(
        lines(result.diagnostics) == [
            "6:17 no-idiom-layout: layout 2 is chosen by device idiom 'phone'; use \"width\": \"compact\" instead, so Split View and large iPhones get the right layout"
        ])
    let silenced = try #require(result.silenced.first)
    #expect(result.silenced.count == 1)
    #expect(silenced.location.start.line == 5)
    #expect(silenced.suppression?.justification == "iPad redesign in Q3")
    #expect(silenced.suppression?.location.pointer == "/layouts/0/suppressions/0")
}

@Test func aSuppressionsKeySpelledWithAnEscapeStillSuppresses() {
    // The scan skips files whose bytes cannot hold the key; "\u0065" is an "e" in disguise.
    let result = lint(
        spec(first: #", "suppr\u0065ssions": [{"rule": "no-idiom-layout", "reason": "iPad redesign in Q3"}]"#))
    #expect(result.silenced.count == 1)
    #expect(result.diagnostics.count == 1)
}

@Test func aSuppressionOnTheRootCoversTheWholeSpec() {
    let text = spec().replacingOccurrences(
        of: "\"screen\": \"Orders\",",
        with:
            #""screen": "Orders", "suppressions": [{"rule": "no-idiom-layout", "reason": "legacy", "expires": "2026-06-15"}],"#
    )
    let result = lint(text)
    #expect(result.diagnostics.isEmpty)
    #expect(result.silenced.count == 2)
    #expect(result.silenced.allSatisfy { $0.suppression?.expires == "2026-06-15" })  // the last day still counts
}

@Test func theSuppressionsKeyIsAcceptedOnEveryKindOfObject() {
    // On a condition, a frame, margins and a component; none of them is an unknown key.
    let text = """
        {
          "screen": "Orders", "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
          "layouts": [ {
            "when": { "idiom": "pad", "suppressions": [{"rule": "no-idiom-layout", "reason": "kept for iPad"}] },
            "margins": { "leading": 16, "trailing": 16, "suppressions": [] },
            "components": [ { "id": "a", "type": "button", "frame": { "x": 0, "y": 0, "width": 44, "height": 44, "suppressions": [] },
              "suppressions": [] } ]
          } ]
        }
        """
    let result = lint(text)
    #expect(!result.isInvalidInput)
    #expect(result.diagnostics.isEmpty)
    #expect(result.silenced.count == 1)
}

@Test func anExpiredSuppressionStopsWorkingAndIsReported() {
    let result = lint(
        spec(first: #", "suppressions": [{"rule": "no-idiom-layout", "reason": "legacy", "expires": "2026-06-14"}]"#))
    #expect(result.silenced.isEmpty)
    #expect(
        lines(result.diagnostics).contains(
            "5:129 expired-suppression: the suppression of 'no-idiom-layout' expired on 2026-06-14; fix what it hides, or give a new date with a reason"
        ))
    #expect(result.diagnostics.filter { $0.ruleID == "no-idiom-layout" }.count == 2)
}

@Test func anUnusedSuppressionIsReportedUnlessItsRuleIsOff() {
    // Margins hold no idiom condition, so this suppression has nothing to hide.
    let text = spec(
        first:
            #", "margins": {"leading": 16, "trailing": 16, "suppressions": [{"rule": "no-idiom-layout", "reason": "old"}]}"#
    )
    #expect(
        lines(lint(text).diagnostics).contains(
            "5:113 unused-suppression: the suppression of 'no-idiom-layout' matches no finding in its object; remove it"
        ))
    #expect(!lint(text, unused: nil).diagnostics.contains { $0.ruleID == "unused-suppression" })
    // A suppression of a rule that is not running cannot be judged, so it is not reported.
    let offRule = spec(first: #", "suppressions": [{"rule": "tap-target-size", "reason": "no buttons yet"}]"#)
    #expect(!lint(offRule).diagnostics.contains { $0.ruleID == "unused-suppression" })
    let noRules = lint(spec(first: #", "suppressions": [{"rule": "no-idiom-layout", "reason": "x"}]"#), enabled: false)
    #expect(noRules.diagnostics.isEmpty)
}

struct AdoptionInvalidSuppressionCase: Sendable, CustomTestStringConvertible {
    var name: String
    var json: String
    var message: String
    var testDescription: String { name }
}

let adoptionInvalidSuppressionCases: [AdoptionInvalidSuppressionCase] = [
    AdoptionInvalidSuppressionCase(
        name: "no reason", json: #"[{"rule": "no-idiom-layout"}]"#,
        message: "the suppression of 'no-idiom-layout' needs a 'reason' saying why the finding is acceptable"),
    AdoptionInvalidSuppressionCase(
        name: "blank reason", json: #"[{"rule": "no-idiom-layout", "reason": "  "}]"#,
        message: "the 'reason' of the suppression of 'no-idiom-layout' must not be empty"),
    AdoptionInvalidSuppressionCase(
        name: "no rule", json: #"[{"reason": "x"}]"#,
        message: "a suppression needs a 'rule': the id of the rule it silences"),
    AdoptionInvalidSuppressionCase(
        name: "misspelt rule", json: #"[{"rule": "no-idiom-layuot", "reason": "x"}]"#,
        message: "'no-idiom-layuot' is not a rule that can be suppressed; did you mean 'no-idiom-layout'?"),
    AdoptionInvalidSuppressionCase(
        name: "input rule", json: #"[{"rule": "invalid-spec", "reason": "x"}]"#,
        message: "'invalid-spec' is not a rule that can be suppressed; run 'adaptlint rules' to list the rules"),
    AdoptionInvalidSuppressionCase(
        name: "impossible date", json: #"[{"rule": "no-idiom-layout", "reason": "x", "expires": "2026-02-30"}]"#,
        message: "'2026-02-30' is not a valid date for 'expires'; write it as YYYY-MM-DD, e.g. \"2027-03-31\""),
    AdoptionInvalidSuppressionCase(
        name: "unknown key", json: #"[{"rule": "no-idiom-layout", "reason": "x", "until": "2027-01-01"}]"#,
        message: "unknown key 'until' in a suppression; expected 'rule', 'reason' or 'expires'"),
    AdoptionInvalidSuppressionCase(
        name: "not an array", json: #"{"rule": "no-idiom-layout"}"#,
        message:
            "expected an array of suppressions, found an object; e.g. [{\"rule\": \"tap-target-size\", \"reason\": \"...\"}]"
    ),
]

@Test(arguments: adoptionInvalidSuppressionCases)
func malformedSuppressionsAreErrorsAndSuppressNothing(_ example: AdoptionInvalidSuppressionCase) {
    let result = lint(spec(first: ", \"suppressions\": \(example.json)"))
    let invalid = result.diagnostics.filter { $0.ruleID == "invalid-suppression" }
    #expect(invalid.map(\.message) == [example.message])
    #expect(invalid.allSatisfy { $0.severity == .error })
    #expect(result.silenced.isEmpty)
    #expect(!result.isInvalidInput)  // the spec itself is still linted
}

struct SuppressionDateCase: Sendable, CustomTestStringConvertible {
    var text: String
    var valid: Bool
    var testDescription: String { text }
}

@Test(arguments: [
    SuppressionDateCase(text: "2027-03-31", valid: true), SuppressionDateCase(text: "2028-02-29", valid: true),
    SuppressionDateCase(text: "2027-02-29", valid: false), SuppressionDateCase(text: "2000-02-29", valid: true),
    SuppressionDateCase(text: "1900-02-29", valid: false), SuppressionDateCase(text: "2027-13-01", valid: false),
    SuppressionDateCase(text: "2027-3-31", valid: false), SuppressionDateCase(text: "31.03.2027", valid: false),
    SuppressionDateCase(text: "2027-04-31", valid: false), SuppressionDateCase(text: "2027-00-10", valid: false),
])
func suppressionDatesAreStrictISODates(_ example: SuppressionDateCase) {
    #expect((CalendarDate(example.text) != nil) == example.valid)
    if example.valid { #expect(CalendarDate(example.text)?.description == example.text) }
}

/// The byte pre-check that lets most specs skip the walk for `suppressions` keys.
struct SuppressionKeyPrecheckTests {
    @Test(
        arguments: [
            ("", false), ("u", false), ("s", false), ("suppressions", true), ("{\"suppressions\": []}", true),
            ("suppression", false), ("xsuppressions", true), ("suppressionsx", true), ("uppressions", false),
            ("Suppressions", false), ("su", false), ("\\u0073uppressions", true), ("supp\\u0072essions", true),
            ("\\\\u", true), ("u\\", false), ("\\", false), ("sssuppressions", true),
            ("suppressionssuppressions", true),
        ])
    func findsTheNameOrAnEscape(_ test: (text: String, expected: Bool)) {
        #expect(SuppressionScanner.mayHoldKey(Array(test.text.utf8)) == test.expected)
    }

    @Test func agreesWithTwoSubstringSearches() {
        let letters = Array("supreiosn\\ux\"".utf8)
        var state: UInt64 = 12_345
        for length in 0..<600 {
            var bytes: [UInt8] = []
            for _ in 0..<(length % 40) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                bytes.append(letters[Int(state >> 33) % letters.count])
            }
            if length % 7 == 0 { bytes += Array("suppressions".utf8).prefix(length % 13) }
            let expected = Self.occurs("suppressions", in: bytes) || Self.occurs("\\u", in: bytes)
            #expect(SuppressionScanner.mayHoldKey(bytes) == expected, "\(bytes)")
        }
    }

    /// Whether the bytes of `needle` occur in `bytes`: the naive search, as the reference.
    static func occurs(_ needle: String, in bytes: [UInt8]) -> Bool {
        let needle = Array(needle.utf8)
        guard bytes.count >= needle.count else { return false }
        return (0...(bytes.count - needle.count)).contains { bytes[$0..<$0 + needle.count].elementsEqual(needle) }
    }
}

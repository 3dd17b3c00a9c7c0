import AdaptLintCore
import AdaptLintRules
import Testing

private let idiomSpec = """
    {
      "screen": "Orders",
      "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
      "layouts": [
        { "when": { "idiom": "pad" }, "components": [] },
        { "when": { "idiom": "phone" }, "components": [] }
      ]
    }
    """

/// The same spec minified, with the keys of every object in another order.
private let reorderedSpec = """
    {"layouts":[{"components":[],"when":{"idiom":"pad"}},{"components":[],"when":{"idiom":"phone"}}],"orientations":["portrait","landscapeLeft","landscapeRight"],"screen":"Orders"}
    """

private func lint(_ text: String, path: String = "specs/a.json") -> FileResult {
    Linter(rules: [EnabledRule(rule: NoIdiomLayoutRule())]).lint(Array(text.utf8), path: path)
}

private func record(_ results: [FileResult]) -> Baseline {
    Baseline.recording(results, fileKey: { $0 })
}

@Test func reformattingAndReorderingKeysKeepsEveryFindingUnchanged() throws {
    let baseline = record([lint(idiomSpec)])
    #expect(baseline.entries.map(\.pointer) == ["/layouts/0/when/idiom", "/layouts/1/when/idiom"])
    let reordered = lint(reorderedSpec)
    #expect(reordered.diagnostics.count == 2)
    // The positions did move.
    #expect(reordered.diagnostics.map(\.location.start) != lint(idiomSpec).diagnostics.map(\.location.start))
    let comparison = baseline.compare([reordered], fileKey: { $0 }, fileExists: { _ in true })
    #expect(comparison.results[0].diagnostics.isEmpty)
    #expect(comparison.results[0].silenced.map(\.baselineState) == [.unchanged, .unchanged])
    #expect(comparison.stale.isEmpty)
    #expect(comparison.pruned == baseline)
}

@Test func aNewFindingIsNewAndAFixedOneIsStale() {
    let baseline = record([lint(idiomSpec)])
    // The phone layout is fixed, and a third idiom layout appears.
    let changed =
        idiomSpec
        .replacingOccurrences(of: #"{ "idiom": "phone" }"#, with: #"{ "width": "compact" }"#)
        .replacingOccurrences(
            of: "\"components\": [] }\n  ]",
            with: "\"components\": [] },\n    { \"when\": { \"idiom\": \"mac\" }, \"components\": [] }\n  ]")
    let comparison = baseline.compare([lint(changed)], fileKey: { $0 }, fileExists: { _ in true })
    let result = comparison.results[0]
    #expect(result.diagnostics.map(\.location.pointer) == ["/layouts/2/when/idiom"])
    #expect(result.diagnostics.map(\.baselineState) == [.new])
    #expect(result.silenced.map(\.location.pointer) == ["/layouts/0/when/idiom"])
    #expect(comparison.stale.map(\.pointer) == ["/layouts/1/when/idiom"])
    #expect(comparison.stale.first?.count == 1)
    #expect(comparison.pruned.entries.map(\.pointer) == ["/layouts/0/when/idiom"])
}

@Test func occurrenceCountsLimitHowManyFindingsOneEntryCovers() {
    let location = Location(
        path: "a.json", start: .init(line: 1, column: 1), end: .init(line: 1, column: 2), pointer: "/layouts/0",
        byteRange: 0..<1)
    let findings = ["lacks 'order.tax'", "lacks 'order.total'"].map {
        Diagnostic(ruleID: "information-parity", severity: .error, message: $0, location: location)
    }
    let baseline = Baseline(entries: [
        BaselineEntry(
            file: "a.json", rule: "information-parity", pointer: "/layouts/0", count: 1,
            messages: ["lacks 'order.total'"])
    ])
    let comparison = baseline.compare(
        [FileResult(path: "a.json", diagnostics: findings)], fileKey: { $0 }, fileExists: { _ in true })
    // The recorded message pairs first, so the other finding is the new one.
    #expect(comparison.results[0].diagnostics.map(\.message) == ["lacks 'order.tax'"])
    #expect(comparison.results[0].silenced.map(\.message) == ["lacks 'order.total'"])
}

@Test func entriesOfFilesNotLintedAreKeptUnlessTheFileIsGone() {
    let baseline = Baseline(entries: [
        BaselineEntry(
            file: "kept.json", rule: "no-idiom-layout", pointer: "/layouts/0/when/idiom", count: 1, messages: []),
        BaselineEntry(
            file: "deleted.json", rule: "no-idiom-layout", pointer: "/layouts/0/when/idiom", count: 1, messages: []),
    ])
    let comparison = baseline.compare([], fileKey: { $0 }, fileExists: { $0 == "kept.json" })
    #expect(comparison.stale.map(\.file) == ["deleted.json"])
    #expect(comparison.pruned.entries.map(\.file) == ["kept.json"])
}

@Test func serializationIsSortedVersionedAndRoundTrips() throws {
    let baseline = record([lint(idiomSpec, path: "specs/b.json"), lint(idiomSpec, path: "specs/a.json")])
    let text = baseline.serialized
    #expect(
        text.hasPrefix(
            "{\n  \"version\": 1,\n  \"tool\": \"adaptlint\",\n  \"entries\": [\n    {\n      \"file\": \"specs/a.json\","
        ))
    #expect(text.hasSuffix("\n  ]\n}\n"))
    let parsed = try Baseline.parse(Array(text.utf8), path: "b.json").get()
    #expect(parsed == baseline)
    #expect(parsed.serialized == text)
    // Recording the same findings in another order gives the same bytes.
    #expect(record([lint(idiomSpec, path: "specs/a.json"), lint(idiomSpec, path: "specs/b.json")]).serialized == text)
    #expect(
        Baseline(entries: []).serialized == "{\n  \"version\": 1,\n  \"tool\": \"adaptlint\",\n  \"entries\": []\n}\n")
}

@Test func quotingEscapesWhatJSONRequires() {
    #expect(JSONString.quoted("a\"b\\c\nd\u{01}é") == #""a\"b\\c\nd\u0001é""#)
}

struct AdoptionBadBaselineCase: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    var problem: String
    var testDescription: String { name }
}

let adoptionBadBaselineCases: [AdoptionBadBaselineCase] = [
    AdoptionBadBaselineCase(
        name: "newer version", text: #"{"version": 2, "entries": []}"#,
        problem: "1:13: baseline format version 2 is not supported; this adaptlint reads version 1"),
    AdoptionBadBaselineCase(
        name: "unknown key", text: #"{"version": 1, "entrys": []}"#,
        problem: "1:16: unknown key 'entrys' in the baseline; did you mean 'entries'?"),
    AdoptionBadBaselineCase(
        name: "bad count", text: #"{"version": 1, "entries": [{"file": "a", "rule": "r", "pointer": "", "count": 0}]}"#,
        problem: "1:79: a baseline entry needs a whole 'count' of at least 1"),
    AdoptionBadBaselineCase(
        name: "not JSON", text: "{\"version\": 1,",
        problem: "1:15: invalid JSON: unexpected end of file; expected a key"),
]

@Test(arguments: adoptionBadBaselineCases)
func badBaselinesAreErrorsWithPositions(_ example: AdoptionBadBaselineCase) {
    guard case .failure(let failure) = Baseline.parse(Array(example.text.utf8), path: "b.json") else {
        Issue.record("expected a problem")
        return
    }
    #expect(failure.problems.map { "\($0.line ?? 0):\($0.column ?? 0): \($0.message)" } == [example.problem])
    #expect(failure.problems.allSatisfy { $0.kind == "invalid-baseline" })
}

@Test func twoEntriesWithOneKeyCountTogether() {
    let entry = BaselineEntry(
        file: "specs/a.json", rule: "no-idiom-layout", pointer: "/layouts/0/when/idiom", count: 1, messages: [])
    let comparison = Baseline(entries: [entry, entry]).compare(
        [lint(idiomSpec)], fileKey: { $0 }, fileExists: { _ in true })
    // One finding at that pointer, two recorded: one is stale.
    #expect(comparison.results[0].silenced.count == 1)
    #expect(comparison.stale.map(\.count) == [1])
}

/// A baseline larger than a spec may be (16 MiB) is read back: the reader's limits are the
/// baseline's own (256 MiB), as for the file read, so what --write-baseline writes is readable.
@Test func aBaselineLargerThanTheSpecLimitIsReadBack() throws {
    let message = String(repeating: "m", count: 60_000)
    let entries = (0..<300).map { index in
        BaselineEntry(
            file: "specs/\(index).json", rule: "tap-target-size", pointer: "/layouts/0", count: 1,
            messages: [message])
    }
    let bytes = Array(Baseline(entries: entries).serialized.utf8)
    #expect(bytes.count > 16 << 20)
    #expect(bytes.count <= Baseline.maximumBytes)
    let parsed = try Baseline.parse(bytes, path: "big.json").get()
    #expect(parsed.entries.count == 300)
}

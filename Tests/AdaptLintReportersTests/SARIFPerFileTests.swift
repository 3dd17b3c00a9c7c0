import AdaptJSON
import AdaptLintCore
import Testing

@testable import AdaptLintReporters

/// Paths as runs name them: found in folders, typed on the command line, inside and outside
/// the working directory, with characters a URI encodes and a JSON string escapes.
private let artifactPaths = [
    "specs/a.json", "specs/b c.json", "./specs/a.json", "specs/../specs/a.json", "/repo/specs/a.json",
    "/repo/specs/z.json", "/repo", "/repository/a.json", "/other/a.json", "/other/\"quoted\".json", "Über/é.json",
    "/repo/Über.json", "a:b#c?.json", "/", "../up.json", "a//b.json", "/repo/./x.json", "tab\there.json",
]

@Test(arguments: ["/repo", "/", "/répo", "/repo/"])
func artifactsWrittenStraightAreTheBytesOfTheirValues(workingDirectory: String) {
    let locations = SARIFLocations(paths: ReportPaths(workingDirectory: workingDirectory))
    let element: @Sendable (Int) -> JSONValue = { index in
        ["location": locations.artifactLocation(artifactPaths[index]), "roles": ["analysisTarget"]]
    }
    let built = JSONValue.LazyElements(count: artifactPaths.count, element: element)
    let written = JSONValue.LazyElements(count: artifactPaths.count, element: element) { index, indent, buffer in
        SARIFReporter.writeArtifact(
            artifactPaths[index], paths: locations.paths, text: SARIFReporter.ArtifactText(indent: indent),
            into: &buffer)
    }
    // At several depths, and on several threads (each part of a parallel array is written apart).
    expectWrittenAsBuilt(built, written, depths: [0, 1, 2, 40], jobs: [1, 3])
}

/// Checks that the elements `written` straight as text give the bytes of the same elements
/// `built` as values, in an array nested `depths` levels deep, rendered whole and streamed on
/// each thread count of `jobs`.
private func expectWrittenAsBuilt(
    _ built: JSONValue.LazyElements, _ written: JSONValue.LazyElements, depths: [Int], jobs: [Int]
) {
    for depth in depths {
        var builtValue = JSONValue.lazyArray(built)
        var writtenValue = JSONValue.lazyArray(written)
        for _ in 0..<depth {
            builtValue = ["nested": [builtValue]]
            writtenValue = ["nested": [writtenValue]]
        }
        let expected = JSONWriter.render(builtValue)
        #expect(JSONWriter.render(writtenValue) == expected)
        for jobs in jobs {
            var streamed: [UInt8] = []
            JSONWriter.write(writtenValue, jobs: jobs) { streamed += $0 }
            #expect(streamed == Array(expected.utf8))
        }
    }
}

@Test(arguments: ["/repo", "/", "/répo"])
func textOnlyResolutionAgreesWithSplittingTheSegments(workingDirectory: String) {
    let paths = ReportPaths(workingDirectory: workingDirectory)
    let root = workingDirectory.split(separator: "/").map(String.init)
    for path in artifactPaths where path.hasPrefix("/") {
        let full = LexicalPath.normalize(path.split(separator: "/"), absolute: true).map(String.init)
        let expected: ReportPaths.Resolved =
            full.count > root.count && Array(full.prefix(root.count)) == root
            ? .relative(full.dropFirst(root.count).joined(separator: "/"))
            : .absolute("/" + full.joined(separator: "/"))
        #expect(paths.resolve(path) == expected, "\(path)")
    }
}

@Test func artifactsListEachURIOnceWhateverTheSpelling() {
    let paths = ReportPaths(workingDirectory: "/repo")
    func files(_ names: [String]) -> [FileResult] { names.map { FileResult(path: $0, diagnostics: []) } }
    // Sorted, one kind of path: nothing to drop, and no set is built.
    #expect(SARIFReporter.distinctURIs(files(["a.json", "b.json", "c/d.json"]), paths: paths) == nil)
    #expect(SARIFReporter.distinctURIs(files(["/other/a.json", "/repo/a.json", "/repo/b.json"]), paths: paths) == nil)
    // Spellings of one file, repeated paths, unsorted paths.
    #expect(SARIFReporter.distinctURIs(files(["/repo/a.json", "a.json", "b.json"]), paths: paths) == [0, 2])
    #expect(SARIFReporter.distinctURIs(files(["a.json", "a.json"]), paths: paths) == [0])
    #expect(SARIFReporter.distinctURIs(files(["b.json", "a.json", "b.json"]), paths: paths) == [0, 1])
    #expect(SARIFReporter.distinctURIs(files(["./a.json", "a.json"]), paths: paths) == [0])
    #expect(SARIFReporter.distinctURIs(files([]), paths: paths) == nil)
}

@Test(arguments: [
    "", "/", "/a", "/layouts/0/components/12/id", "/a~1b", "/a~0b/c~01", "/~", "/x/", "abc", "/é/ü~1",
    "/a/\u{301}b", "/k\u{301}/0",
])
func theLastPointerTokenIsFoundOnBytesAsOnCharacters(pointer: String) {
    let last = pointer.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? ""
    #expect(SARIFLocations.lastToken(of: pointer) == SARIFLocations.unescape(last))
}

@Test func reportedDiagnosticsAreTheReportsFindingsInOrderWithoutACopy() {
    func diagnostic(_ path: String, line: Int, _ rule: String, _ message: String = "m") -> Diagnostic {
        let start = SourcePosition(line: line, column: 1)
        return Diagnostic(
            ruleID: rule, severity: .warning, message: message,
            location: Location(path: path, start: start, end: start, pointer: "/\(line)", byteRange: 0..<0))
    }
    var silenced = FileResult(path: "c.json", diagnostics: [diagnostic("c.json", line: 5, "r")])
    silenced.silenced = [diagnostic("c.json", line: 1, "r"), diagnostic("c.json", line: 9, "q")]
    let files = [
        FileResult(
            path: "a.json", diagnostics: [diagnostic("a.json", line: 1, "r"), diagnostic("a.json", line: 2, "r")]),
        // Out of report order (the linter never does this): reported sorted, as before.
        FileResult(
            path: "b.json", diagnostics: [diagnostic("b.json", line: 3, "r"), diagnostic("b.json", line: 1, "r")]),
        silenced,
        FileResult(path: "d.json", diagnostics: []),
        FileResult(
            path: "e.json",
            diagnostics: [diagnostic("e.json", line: 2, "r", "b"), diagnostic("e.json", line: 2, "r", "a")]),
    ]
    var report = LintReport(files: files, rules: Fixtures.rules)
    let known = Fixtures.rules[0].identifier
    report.staleBaselineEntries = [
        BaselineEntry(file: "gone.json", rule: known, pointer: "/x", count: 2, messages: ["old"]),
        BaselineEntry(file: "gone.json", rule: "not-a-rule", pointer: "/y", count: 1, messages: []),
    ]
    let expected =
        report.allDiagnostics
        + [SARIFReporter.absent(report.staleBaselineEntries[0], rules: report.rules)]
    #expect(Array(ReportedDiagnostics(report)) == expected)
    #expect(ReportedDiagnostics(LintReport(files: [], rules: [])).isEmpty)
}

/// Diagnostics of every shape a result takes: related locations, fixes, suppressions, baseline
/// states, pointers and messages that need escapes, paths of every kind.
private func resultShapes() -> [Diagnostic] {
    func location(_ path: String, _ pointer: String, line: Int, hash: String? = nil) -> Location {
        Location(
            path: path, start: SourcePosition(line: line, column: 3), end: SourcePosition(line: line + 1, column: 12),
            pointer: pointer, byteRange: 10..<20, lineText: "text", lineHash: hash)
    }
    var shapes: [Diagnostic] = []
    let pointers = ["", "/layouts/0/components/12/id", "/a~1b", "/é/ü~1", "/x/", "/k\u{301}/0", "/0"]
    let messages = ["plain", "with \"quotes\", \\ and\nlines\t\u{1}", "Über é 🙂"]
    for (index, path) in artifactPaths.enumerated() {
        var diagnostic = Diagnostic(
            ruleID: index % 3 == 0 ? InputRules.invalidJSON.identifier : "unknown-rule",
            severity: Severity.allCases[index % 3],
            message: messages[index % messages.count],
            location: location(
                path, pointers[index % pointers.count], line: index + 1, hash: index % 2 == 0 ? "ab:1" : nil))
        if index % 4 == 1 {
            diagnostic.related = [
                RelatedLocation(
                    location: location(path, pointers[(index + 1) % pointers.count], line: 2), message: "here"),
                RelatedLocation(location: location("other.json", "", line: 3), message: messages[1]),
            ]
        }
        if index % 5 == 2 {
            func fix(_ description: String, _ range: Range<Int>, _ replacement: String) -> Fix {
                Fix(
                    description: description, byteRange: range, replacement: replacement,
                    start: SourcePosition(line: 1, column: range.lowerBound + 1),
                    end: SourcePosition(line: 1, column: range.upperBound + 1))
            }
            diagnostic.fixes = [fix("make it \"bigger\"", 3..<5, "44")]
            if index % 2 == 0 {
                diagnostic.fixes += [fix("other", 0..<2, "\n\t"), fix("make it \"bigger\"", 8..<9, "é")]
            }
        }
        if index % 3 == 1 {
            diagnostic.suppression = SuppressionRecord(
                justification: "reviewed\n", expires: nil, location: location(path, "/suppressions/0", line: 1))
        }
        diagnostic.baselineState = index % 4 == 3 ? nil : BaselineState.allCases[index % 3]
        shapes.append(diagnostic)
    }
    return shapes
}

@Test(arguments: ["/repo", "/", "/répo"], [false, true])
func resultsWrittenStraightAreTheBytesOfTheirValues(workingDirectory: String, listsSuppressions: Bool) {
    let shapes = resultShapes()
    let report = LintReport(
        files: [FileResult(path: "a.json", diagnostics: shapes)], rules: InputRules.all + SuppressionRules.all)
    let results = SARIFResults(
        rules: SARIFRules(report: report),
        locations: SARIFLocations(paths: ReportPaths(workingDirectory: workingDirectory)),
        listsSuppressions: listsSuppressions)
    let element: @Sendable (Int) -> JSONValue = { results.value(shapes[$0], fingerprint: "0123456789abcdef:\($0)") }
    let built = JSONValue.LazyElements(count: shapes.count, element: element)
    let written = JSONValue.LazyElements(count: shapes.count, element: element) { index, indent, buffer in
        results.write(shapes[index], fingerprint: "0123456789abcdef:\(index)", indent: indent, into: &buffer)
    }
    expectWrittenAsBuilt(built, written, depths: [0, 1, 3], jobs: [3])
}

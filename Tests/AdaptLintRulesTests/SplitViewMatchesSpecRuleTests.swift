import AdaptJSON
import AdaptLintCore
import AdaptLintRules
import Foundation
import Testing

/// `split-view-matches-spec` over in-memory files: the app is `project/app.json` unless a test says
/// otherwise, and the specs it names are read from `files`.
@Suite struct SplitViewMatchesSpecRuleTests {
    /// Counts the reads of each path; the linter may call it from any thread.
    final class Reads: @unchecked Sendable {
        private let lock = NSLock()
        private var counts: [String: Int] = [:]

        func record(_ path: String) {
            lock.lock()
            counts[path, default: 0] += 1
            lock.unlock()
        }

        var all: [String: Int] {
            lock.lock()
            defer { lock.unlock() }
            return counts
        }
    }

    static func lint(
        _ app: String, files: [String: String], path: String = "project/app.json", reads: Reads = Reads(),
        readsFiles: Bool = true, limits: JSONParser.Limits = .default
    ) -> [Diagnostic] {
        var linter = Linter(rules: [], appRules: [EnabledAppRule(rule: SplitViewMatchesSpecRule())], limits: limits)
        // Like a file system, the fake one finds `a/../b.json` at `b.json`.
        linter.fileExists = { files[LexicalPath.normalize($0)] != nil }
        if readsFiles {
            linter.readFile = { path, maximumBytes in
                reads.record(path)
                return files[LexicalPath.normalize(path)].map { Array($0.utf8) }.flatMap {
                    $0.count <= maximumBytes ? $0 : nil
                }
            }
        }
        return linter.lint(Array(app.utf8), path: path).diagnostics
    }

    /// A spec whose regular-width layout draws `columns` framed navigation bars side by side (none:
    /// one unframed bar), and whose compact layout draws one.
    static func spec(columns: Int) -> String {
        let bars = (0..<columns).map { index in
            #"{ "id": "bar\#(index)", "type": "navigationBar", "frame": { "x": \#(index * 201), "y": 24, "width": 200, "height": 50 } }"#
        }
        let regular =
            bars.isEmpty ? [#"{ "id": "bar", "type": "navigationBar", "size": { "width": 744, "height": 50 } }"#] : bars
        return TestSpec.screen([
            TestSpec.layout(
                when: #"{ "width": "compact" }"#,
                [#"{ "id": "bar", "type": "navigationBar", "frame": { "x": 0, "y": 44, "width": 375, "height": 50 } }"#]
            ),
            TestSpec.layout(when: #"{ "width": "regular" }"#, regular),
        ])
    }

    static func app(columns: Int, spec: String = "specs/list.json") -> String {
        TestApp.screens([#"{ "id": "list", "spec": "\#(spec)", "splitView": { "columns": \#(columns) } }"#])
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var specColumns: Int
        var appColumns: Int
        var testDescription: String { "spec \(specColumns), app \(appColumns)" }
    }

    static let cases: [Case] = (0...4).flatMap { spec in [2, 3].map { Case(specColumns: spec, appColumns: $0) } }

    @Test(arguments: cases)
    func reportsASplitViewWhoseSpecShowsOtherColumns(_ testCase: Case) throws {
        let diagnostics = Self.lint(
            Self.app(columns: testCase.appColumns),
            files: ["project/specs/list.json": Self.spec(columns: testCase.specColumns)])
        let expected = testCase.specColumns > 0 && testCase.specColumns != testCase.appColumns
        #expect(diagnostics.map(\.location.pointer) == (expected ? ["/screens/0/splitView/columns"] : []))
        guard let diagnostic = diagnostics.first else { return }
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.ruleID == "split-view-matches-spec")
        let shown = testCase.specColumns == 1 ? "1 column" : "\(testCase.specColumns) columns side by side"
        #expect(diagnostic.message.contains("its spec 'specs/list.json' shows"))
        #expect(diagnostic.message.contains(shown + " in regular width"), "\(diagnostic.message)")
        #expect(diagnostic.message.contains("at most") == (testCase.specColumns < testCase.appColumns))
        #expect(diagnostic.message.contains(#"set "columns" to"#) == (2...3).contains(testCase.specColumns))
    }

    /// The related location is in the spec file, at the first column's id, with the spec's own
    /// line, column and pointer.
    @Test func relatedLocationPointsIntoTheSpecFile() throws {
        let spec = Self.spec(columns: 1)
        let diagnostics = Self.lint(Self.app(columns: 2), files: ["project/specs/list.json": spec])
        let related = try #require(diagnostics.first?.related.first)
        #expect(related.location.path == "project/specs/list.json")
        #expect(related.location.pointer == "/layouts/1/components/0/id")
        let lines = spec.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.contains(#""when": { "width": "regular" }"#) })
        #expect(related.location.start.line == line + 1)
        #expect(related.location.lineText == String(lines[line]))
        #expect(related.message == "the spec's only column in regular width")
    }

    /// `../` and `./` segments are taken out of the path reports show, and the spec is read from
    /// the app file's folder.
    @Test func specPathsAreReadFromTheAppFolderAndNormalized() throws {
        let reads = Reads()
        let diagnostics = Self.lint(
            Self.app(columns: 3, spec: "../specs/./list.json"),
            files: ["project/specs/list.json": Self.spec(columns: 2)],
            path: "project/app/app.json", reads: reads)
        #expect(reads.all == ["project/app/../specs/./list.json": 1])
        #expect(diagnostics.first?.related.first?.location.path == "project/specs/list.json")
        #expect(diagnostics.first?.message.contains("its spec '../specs/./list.json'") == true)
    }

    /// However many references lead to one file, it is read once per app file.
    @Test func eachSpecIsReadOncePerAppFile() throws {
        let app = """
            {
              "app": "Test",
              "navigation": { "compact": "tabBar", "regular": "tabBar", "destinations": [ { "id": "a", "screen": "specs/list.json" } ] },
              "screens": [
                { "id": "a", "spec": "specs/list.json", "splitView": { "columns": 3 } },
                { "id": "b", "spec": "./specs/list.json", "splitView": { "columns": 3 } },
                { "id": "c", "spec": "specs/../specs/list.json", "splitView": { "columns": 3 } },
                { "id": "d", "spec": "specs/missing.json", "splitView": { "columns": 3 } },
                { "id": "e", "spec": "specs/missing.json", "splitView": { "columns": 3 } }
              ]
            }
            """
        let reads = Reads()
        let diagnostics = Self.lint(app, files: ["project/specs/list.json": Self.spec(columns: 2)], reads: reads)
        #expect(diagnostics.map(\.location.pointer) == (0..<3).map { "/screens/\($0)/splitView/columns" })
        #expect(reads.all == ["project/specs/list.json": 1, "project/specs/missing.json": 1])
    }

    /// Specs that cannot be compared are skipped without a word: their own lint reports them.
    @Test(arguments: [
        ("not JSON", "{ \"screen\": "),
        ("not a valid spec", #"{ "screen": "List", "layouts": [], "colour": 1 }"#),
        ("an app description", #"{ "app": "Other" }"#),
        ("empty", ""),
    ])
    func unusableSpecsAreSkipped(_ name: String, _ text: String) {
        let diagnostics = Self.lint(Self.app(columns: 2), files: ["project/specs/list.json": text])
        #expect(diagnostics.isEmpty, "\(name): \(diagnostics.map(\.message))")
    }

    /// The specs of one app file share the file-size limit: once it is spent, further specs are skipped.
    @Test func theSpecsOfOneAppShareTheFileSizeLimit() throws {
        let spec = Self.spec(columns: 1)
        let app = TestApp.screens([
            #"{ "id": "a", "spec": "a.json", "splitView": { "columns": 2 } }"#,
            #"{ "id": "b", "spec": "b.json", "splitView": { "columns": 2 } }"#,
        ])
        let files = ["project/a.json": spec, "project/b.json": spec]
        let size = spec.utf8.count
        let bothFit = Self.lint(
            app, files: files, limits: JSONParser.Limits(maximumBytes: max(2 * size, app.utf8.count)))
        #expect(bothFit.count == 2)
        let oneFits = Self.lint(app, files: files, limits: JSONParser.Limits(maximumBytes: 2 * size - 1))
        #expect(oneFits.map(\.location.pointer) == ["/screens/0/splitView/columns"])
    }

    @Test func nothingIsReadWithoutFileAccess() {
        let reads = Reads()
        let diagnostics = Self.lint(
            Self.app(columns: 2), files: ["project/specs/list.json": Self.spec(columns: 1)], reads: reads,
            readsFiles: false)
        #expect(diagnostics.isEmpty)
        #expect(reads.all.isEmpty)
    }

    /// A three-column split view may hide its sidebar in portrait: the most columns count.
    @Test func theMostColumnsOfAnyRegularEnvironmentCount() {
        let bars = (0..<3).map { index in
            #"{ "id": "bar\#(index)", "type": "navigationBar", "frame": { "x": \#(index * 201), "y": 24, "width": 200, "height": 50 } }"#
        }
        let spec = TestSpec.screen([
            TestSpec.layout(when: #"{ "width": "compact" }"#, [bars[0]]),
            TestSpec.layout(when: #"{ "width": "regular", "orientation": "portrait" }"#, Array(bars[1...])),
            TestSpec.layout(when: #"{ "width": "regular", "orientation": "landscape" }"#, bars),
        ])
        let files = ["project/specs/list.json": spec]
        #expect(Self.lint(Self.app(columns: 3), files: files).isEmpty)
        let two = Self.lint(Self.app(columns: 2), files: files)
        #expect(two.first?.message.contains("shows 3 columns side by side in regular width") == true)
        #expect(two.first?.message.contains("in layout 3)") == true, "\(two.map(\.message))")
    }

    @Test(arguments: [
        ("a/b/c.json", "a/b/c.json"), ("./a/./b.json", "a/b.json"), ("a/b/../c.json", "a/c.json"),
        ("../a/../../b.json", "../../b.json"), ("/x/../y.json", "/y.json"), ("/../y.json", "/y.json"),
        ("a//b.json", "a/b.json"),
    ])
    func normalizesPaths(_ path: String, _ expected: String) {
        #expect(LexicalPath.normalize(path) == expected)
    }
}

import AdaptTestSupport
import Foundation
import Testing

@testable import AdaptLintCLI
@testable import AdaptLintCore

/// What a run keeps and does per file: reading, planning, the plan's runs, discovery's order.
struct RunnerPerFileTests {
    @Test(arguments: [0, 1, 2, 4_095, 4_096, 4_097, 100_000])
    func filesOfAnySizeAreReadWhole(size: Int) throws {
        let directory = try TemporaryDirectory()
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        let file = try directory.write("f.json", Data(bytes))
        #expect(try FileReader.read(file.path, limit: 1 << 20).get() == bytes)
    }

    @Test func aFileAtTheLimitIsReadAndOneByteMoreIsRefused() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("f.json", Data(repeating: 0x20, count: 64))
        #expect(try FileReader.read(file.path, limit: 64).get().count == 64)
        guard case .failure(.tooLarge(let size)) = FileReader.read(file.path, limit: 63) else {
            Issue.record("a file over the limit was read")
            return
        }
        #expect(size == 64)
    }

    /// Files under /proc report a size of 0 and have content: read as a file that grew.
    @Test func aFileLongerThanItsReportedSizeIsReadToItsEnd() throws {
        let status = "/proc/self/status"
        guard FileManager.default.fileExists(atPath: status) else { return }
        let bytes = try FileReader.read(status, limit: 1 << 20).get()
        #expect(bytes.count > 0)
        #expect(String(decoding: bytes, as: UTF8.self).contains("Name:"))
        guard case .failure(.tooLarge) = FileReader.read(status, limit: 10) else {
            Issue.record("a file that grew past the limit was read")
            return
        }
    }

    /// Today's date comes from the C library, not from Foundation's Calendar (which loads ICU):
    /// the same local date.
    @Test func todayIsTheLocalDateFoundationGives() {
        func calendarToday() -> CalendarDate? {
            let parts = Calendar(identifier: .gregorian).dateComponents([.year, .month, .day], from: Date())
            return CalendarDate(year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0)
        }
        let before = calendarToday()
        let today = LintCommand.today([:])
        let after = calendarToday()
        #expect(today != nil)
        #expect(today == before || today == after)  // a run across midnight
        #expect(LintCommand.today(["ADAPTLINT_TODAY": "2026-02-03"]) == CalendarDate(year: 2026, month: 2, day: 3))
    }

    @Test func consecutiveInputsWithOneConfigurationShareARun() {
        let first = LintCommand.SharedLinter(Linter(rules: []))
        let second = LintCommand.SharedLinter(Linter(rules: []))
        var plan = LintPlan()
        let layout: [(Int, Severity)] = [(0, .error), (0, .error), (1, .warning), (0, .error), (0, .note), (0, .note)]
        for (index, (key, failOn)) in layout.enumerated() {
            plan.append(
                DiscoveredInput(path: "f\(index).json", error: index == 2 ? "gone" : nil),
                linter: key == 0 ? first : second, configurationKey: key, failOn: failOn)
        }
        #expect(plan.count == 6)
        #expect(plan.runs.map(\.end) == [2, 3, 4, 6])
        #expect((0..<6).map { plan.run(at: $0).failOn } == layout.map(\.1))
        #expect((0..<6).map { plan.run(at: $0).sharedLinter === first } == layout.map { $0.0 == 0 })
        #expect(plan.input(at: 2) == DiscoveredInput(path: "f2.json", error: "gone"))
        #expect(plan.input(at: 3) == DiscoveredInput(path: "f3.json", error: nil))
        plan.dropPaths()
        #expect(plan.count == 6)
        #expect(plan.run(at: 5).failOn == .note)
    }

    @Test(arguments: [
        ("/a/b/.adaptlint.json", true), (".adaptlint.json", true), ("/a/x.adaptlint.json", false),
        ("/a/.adaptlint.jso", false), ("/", false), ("", false), ("/a/.adaptlint.json/x", false),
    ])
    func configurationFilesAreRecognizedByTheirLastComponent(path: String, matches: Bool) {
        #expect(matches == (LexicalPath.lastComponent(of: path) == ".adaptlint.json"))
    }

    @Test(arguments: [
        ("/a/b.json", "/a"), ("/b.json", "/"), ("/a/b/c.json", "/a/b"), ("c.json", ""), ("/é/x.json", "/é"),
    ])
    func aFileIsInTheFolderItsPathNames(path: String, directory: String) {
        #expect(LexicalPath.directory(of: path) == directory)
    }

    /// A walk lists `b` before `b.json`, but `b.json` sorts first: the result is still sorted,
    /// and a path named twice is listed once.
    @Test func discoveryGivesSortedPathsOnceEvenWhenTheWalkOrderIsNot() throws {
        let directory = try TemporaryDirectory()
        for name in ["b/c.json", "b.json", "a.json", "b-c.json", "b/a/z.json"] { try directory.write(name, "{}") }
        let root = directory.url.path
        let paths = FileDiscovery.discover([root, root + "/a.json"]).map(\.path)
        let expected = ["a.json", "b-c.json", "b.json", "b/a/z.json", "b/c.json"].map { root + "/" + $0 }
        #expect(paths == expected)
        #expect(
            FileDiscovery.discover([root + "/b"]).map(\.path) == ["b/a/z.json", "b/c.json"].map { root + "/" + $0 })
    }
}

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
        #expect(PlanPaths.lastComponent(of: path, is: ".adaptlint.json") == matches)
        #expect(matches == (LexicalPath.lastComponent(of: path) == ".adaptlint.json"))
    }

    @Test(arguments: [
        ("/a/b.json", "/a"), ("/b.json", "/"), ("/a/b/c.json", "/a/b"), ("c.json", ""), ("/é/x.json", "/é"),
    ])
    func aFileIsInTheFolderItsPathNames(path: String, directory: String) {
        #expect(LexicalPath.directory(of: path) == directory)
        #expect(PlanPaths.directory(of: path, is: directory))
        for other in ["/a", "/", "", "/a/b", "/ab", "/a/b/c"] where other != directory {
            #expect(!PlanPaths.directory(of: path, is: other))
        }
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

/// The planner's shortcut for a file in the previous file's folder answers as the general way:
/// the same absolute path, own-file and configuration-file checks.
struct PlanFolderTests {
    static let workingDirectory = "/work/repo"

    /// Paths in pairs: the first resolves the folder, the second takes the shortcut when it can
    /// (`shortcut`: its folder spelled the same, and a plain name).
    @Test(arguments: [
        ("a/b.json", "a/c.json", true), ("./a/b.json", "./a/c.json", true), ("a/./b.json", "a/./c.json", true),
        ("a/../c/x.json", "a/../c/y.json", true), ("/abs/x.json", "/abs/y.json", true),
        ("a//b.json", "a//c.json", true), ("/x.json", "/y.json", true), ("a/b.json", "a/...", false),
        ("a/b.json", "a/..", false), ("a/b.json", "a/.", false), ("a/b.json", "a/", false),
        ("a/b.json", "b/c.json", false), ("a/b.json", "./a/c.json", false), ("a/b.json", "a/é.json", true),
        ("é/b.json", "é/e\u{301}.json", true), ("a/b.json", "a/.adaptlint.json", true),
        ("a/b.json", "a/out.sarif", true),
        ("a/b.json", "a/\u{212A}.json", true), ("x.json", "y.json", false), ("a/b.json", "a/b/c.json", false),
        ("../up/a.json", "../up/b.json", true), ("a/...", "a/b.json", false),
    ])
    func aFileInThePreviousFilesFolderIsPlannedAsTheGeneralWayPlansIt(first: String, second: String, shortcut: Bool) {
        let folderPath = Paths.absolute(first, in: Self.workingDirectory)
        let folder = PlanFolder(
            directory: LexicalPath.directory(of: folderPath),
            configuration: EffectiveConfiguration(layers: [], catalog: []))
        folder.spell(from: first)
        let absolute = Paths.absolute(second, in: Self.workingDirectory)
        let nameStart = folder.nameStart(of: second)
        #expect((nameStart != nil) == shortcut)
        guard let nameStart else { return }
        #expect(folder.absolute(second, nameStart: nameStart) == absolute)
        #expect(
            folder.name(of: second, nameStart: nameStart, is: ".adaptlint.json")
                == PlanPaths.lastComponent(of: absolute, is: ".adaptlint.json"))
        let candidates = [
            [], ["/work/repo/a/out.sarif"], ["/work/repo/a/K.json", "/tmp/x"], ["/work/repo/é/é.json"], ["/y.json"],
            ["/work/repo/a"], ["/abs/y.json"], ["/work/up/b.json"], ["/work/repo/a/c.json"],
        ]
        for ownFiles in candidates {
            let ascii = ownFiles.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } }
            #expect(
                folder.isOwnFile(second, nameStart: nameStart, ownFiles: ownFiles, allASCII: ascii)
                    == ownFiles.contains(absolute), "\(ownFiles)")
        }
    }
}

/// Discovery reads names as bytes where it can: it must find, skip and order them as the
/// Strings of the names did.
struct DiscoveryNameTests {
    /// The walk of one folder as it was written on Strings: names made with `String(cString:)`,
    /// hidden ones dropped by `hasPrefix(".")`, sorted by `<`, kept by `hasSuffix(".json")`;
    /// then, as `discover` does, paths that are not strictly increasing are made unique.
    static func expected(_ folder: String, _ names: [[UInt8]]) -> [String] {
        let strings = names.map { String(decoding: $0, as: UTF8.self) }
        let paths = strings.filter { !$0.hasPrefix(".") }.sorted { $0 < $1 }.filter { $0.hasSuffix(".json") }
            .map { folder + "/" + $0 }
        if paths.indices.dropFirst().allSatisfy({ paths[$0 - 1] < paths[$0] }) { return paths }
        var seen = Set<String>()
        return paths.filter { seen.insert($0).inserted }.sorted { $0 < $1 }
    }

    @Test func namesOfEveryKindAreFoundSkippedAndOrderedAsTheirStrings() throws {
        let directory = try TemporaryDirectory()
        let folder = directory.url.path
        var names: [[UInt8]] = [
            "a.json", "B.json", "b.json", "a.jsonx", ".hidden.json", ".", "..json", "spec00010.json", "spec00009.json",
            "spec0000000000000000001.json", "spec0000000000000000000.json", "spec00000000000000000.json",
            "spec000000000000.json", "spec000000000000a.json", "é.json", "e\u{301}.json", "z.json", "Z.json",
            ".\u{301}x.json", "\u{301}.json", "x.JSON", "x.json\u{301}", "~.json", "a b.json", "a-b.json",
            "0.json", "日本.json", "\u{212A}.json", "K.json",
        ].map { Array($0.utf8) }
        // Invalid UTF-8: repaired to U+FFFD in the name, as String(cString:) did.
        names += [[0xFF, 0x2E, 0x6A, 0x73, 0x6F, 0x6E], [0x2E, 0xFF, 0x2E, 0x6A, 0x73, 0x6F, 0x6E], [0x61, 0xC3]]
        var created: [[UInt8]] = []
        for name in names where name != Array(".".utf8) {
            let path = Array(folder.utf8) + [UInt8(ascii: "/")] + name + [0]
            let descriptor = path.withUnsafeBufferPointer { buffer in
                buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                    open($0, O_CREAT | O_WRONLY, 0o644)
                }
            }
            guard descriptor >= 0 else { continue }  // a file system that refuses the name
            close(descriptor)
            created.append(name)
        }
        let found = FileDiscovery.discover([folder]).map(\.path)
        #expect(found == Self.expected(folder, created))
        #expect(found.count > 20)
    }
}

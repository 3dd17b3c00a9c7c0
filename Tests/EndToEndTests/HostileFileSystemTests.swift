import Foundation
import Testing

@testable import AdaptLintCLI
@testable import AdaptLintCore

#if canImport(Glibc)
    import Glibc
#endif

/// File-system races and resource use that a table of files cannot show.
struct HostileFileSystemTests {
    @Test func fileRemovedBetweenDiscoveryAndReadingIsReportedAndOthersAreLinted() throws {
        let directory = try TemporaryDirectory()
        try directory.write("good.json", HostileInputTests.goodSpec)
        let vanishing = try directory.write("vanishing.json", HostileInputTests.goodSpec)
        let inputs = FileDiscovery.discover([directory.url.path])
        #expect(inputs.map { URL(fileURLWithPath: $0.path).lastPathComponent } == ["good.json", "vanishing.json"])
        try FileManager.default.removeItem(at: vanishing)
        let results = LintRunner(linter: Linter(rules: LintRunner.defaultRules())).run(inputs, jobs: 2)
        #expect(results.count == 2)
        #expect(results[1].readError == "cannot open: No such file or directory")
        #expect(results[1].isInvalidInput)
        #expect(results[0].readError == nil)
        #expect(results[0].diagnostics.map(\.ruleID) == ["no-idiom-layout"])
    }

    @Test func fileReplacedByAFIFOAfterDiscoveryIsRefusedWithoutBlocking() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("swapped.json", HostileInputTests.goodSpec)
        let inputs = FileDiscovery.discover([directory.url.path])
        try FileManager.default.removeItem(at: file)
        #expect(mkfifo(file.path, 0o644) == 0)
        let results = LintRunner(linter: Linter(rules: [])).run(inputs, jobs: 1)
        #expect(results.first?.readError == "is a FIFO (named pipe), not a regular file")
    }

    @Test func fileThatShrinksToNothingAfterDiscoveryIsLintedAsItIsNow() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("shrunk.json", HostileInputTests.goodSpec)
        let inputs = FileDiscovery.discover([directory.url.path])
        try Data().write(to: file)
        let results = LintRunner(linter: Linter(rules: [])).run(inputs, jobs: 1)
        #expect(results.first?.diagnostics.map(\.ruleID) == ["invalid-json"])
        #expect(results.first?.diagnostics.first?.location.start.description == "1:1")
    }

    @Test(.enabled(if: geteuid() != 0, "root reads files whatever their permission bits"))
    func fileWithoutReadPermissionIsUnreadable() throws {
        let directory = try TemporaryDirectory()
        try directory.write("good.json", HostileInputTests.goodSpec)
        let locked = try directory.write("locked.json", HostileInputTests.goodSpec)
        #expect(chmod(locked.path, 0) == 0)
        let output = try Binary.run(["."], in: directory.url, timeout: 120)
        #expect(output.status == 2)
        #expect(output.stdout.contains("locked.json: error: cannot open: Permission denied [io-error]"))
        #expect(output.stdout.contains("[no-idiom-layout]"))
    }

    @Test func twoHundredMegabyteFileIsNotReadIntoMemory() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("huge.json")
        #expect(FileManager.default.createFile(atPath: url.path, contents: Data("[".utf8)))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 200 * 1024 * 1024)
        try handle.close()
        let run = try runMeasuringMemory([url.path])
        #expect(run.status == 2)
        // Reading the file would take at least 200 MB; the process itself needs a few tens.
        #expect(run.peakKilobytes < 100 * 1024, "peak resident memory was \(run.peakKilobytes) KB")
    }

    /// Runs the binary with its output discarded and returns its exit status and peak resident
    /// memory, from `wait4` on that one child (so tests running in parallel cannot skew it).
    private func runMeasuringMemory(_ arguments: [String]) throws -> (status: Int32, peakKilobytes: Int) {
        let binary = try Binary.url.path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([binary] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, binary, &actions, nil, argv, environ)
        try #require(spawned == 0, "posix_spawn failed: \(spawned)")
        var status: Int32 = 0
        var usage = rusage()
        try #require(wait4(pid, &status, 0, &usage) == pid)
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return (exitStatus, usage.ru_maxrss)
    }
}

import AdaptTestSupport
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

    /// A folder and a valid `good.json` that the unprivileged user can read, beside the
    /// unreadable entries a permission test adds.
    static func folderReadableByNobody() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        #expect(chmod(directory.url.path, 0o755) == 0)
        let good = try directory.write("good.json", HostileInputTests.goodSpec)
        #expect(chmod(good.path, 0o644) == 0)
        return directory
    }

    /// Root reads files whatever their permission bits, so as root the binary runs as `nobody`
    /// through `setpriv` (util-linux); elsewhere it runs as the current user.
    @Test(.enabled(if: Self.unprivilegedLauncher != nil, "running as root without /usr/bin/setpriv"))
    func fileWithoutReadPermissionIsUnreadable() throws {
        let directory = try Self.folderReadableByNobody()
        let locked = try directory.write("locked.json", HostileInputTests.goodSpec)
        #expect(chmod(locked.path, 0) == 0)
        let output = try Binary.run(["."], in: directory.url, timeout: 120, launcher: Self.unprivilegedLauncher ?? [])
        #expect(output.status == 2, "stderr: \(output.stderr)")
        #expect(output.stdout.contains("locked.json: error: cannot open: Permission denied [io-error]"))
        #expect(output.stdout.contains("good.json:"))
        #expect(output.stdout.contains("[no-idiom-layout]"))
    }

    @Test(.enabled(if: Self.unprivilegedLauncher != nil, "running as root without /usr/bin/setpriv"))
    func directoryWithoutPermissionIsUnreadableAndItsSiblingsAreLinted() throws {
        let directory = try Self.folderReadableByNobody()
        let hidden = try directory.write("closed/inner.json", HostileInputTests.goodSpec)
        #expect(chmod(hidden.deletingLastPathComponent().path, 0) == 0)
        let output = try Binary.run(["."], in: directory.url, timeout: 120, launcher: Self.unprivilegedLauncher ?? [])
        #expect(output.status == 2, "stderr: \(output.stderr)")
        #expect(output.stdout.contains("closed: error: "), "stdout: \(output.stdout)")
        #expect(output.stdout.contains("Permission denied"))
        #expect(output.stdout.contains("[no-idiom-layout]"))
    }

    /// The program that runs the binary without root's read-everything privilege: nothing when the
    /// tests do not run as root, `setpriv` dropping to `nobody` when they do, nil when that is impossible.
    static let unprivilegedLauncher: [String]? = {
        if geteuid() != 0 { return [] }
        let setpriv = "/usr/bin/setpriv"
        guard FileManager.default.isExecutableFile(atPath: setpriv) else { return nil }
        return [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups", "--"]
    }()

    @Test(.integration(.python))
    func twoHundredMegabyteFileIsNotReadIntoMemory() throws {
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

    /// Runs the binary with its output discarded and returns its exit status and peak resident memory.
    ///
    /// A child's `ru_maxrss` on Linux starts from the resident size of the process it was forked from,
    /// and this test process can be large while other tests run. So a small python process starts the
    /// binary and reports `RUSAGE_CHILDREN` for it alone.
    private func runMeasuringMemory(_ arguments: [String]) throws -> (status: Int32, peakKilobytes: Int) {
        let script = """
            import resource, subprocess, sys
            status = subprocess.call(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            print(status, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
            """
        let output = try Python.run(["-c", script, try Binary.url.path] + arguments)
        let fields = output.stdout.split(separator: " ").compactMap {
            Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        try #require(output.status == 0 && fields.count == 2, "python3 printed '\(output.stdout)\(output.stderr)'")
        return (Int32(fields[0]), fields[1])
    }
}

import AdaptTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `--watch` with outputs: it stops on SIGTERM and SIGINT whatever it writes, never watches its
/// own outputs, prints one JSON document per line, and lints a save only once it is whole.
@Suite struct WatchModeOutputTests {
    /// A way of running the watch and the signal that stops it.
    struct StopCase: Sendable, CustomTestStringConvertible {
        let name: String
        /// Options, with `ROOT` standing for the temporary folder.
        let options: [String]
        /// The file the first lint writes (relative to the folder), whose appearance says the watch runs.
        let written: String?
        let signal: Int32
        var testDescription: String { name }
    }

    static let stopCases: [StopCase] = [
        StopCase(name: "-o FILE, SIGTERM", options: ["-o", "ROOT/report.txt"], written: "report.txt", signal: SIGTERM),
        StopCase(name: "-o FILE, SIGINT", options: ["-o", "ROOT/report.txt"], written: "report.txt", signal: SIGINT),
        StopCase(
            name: "--report FORMAT:FILE, SIGTERM", options: ["--report", "sarif:ROOT/report.sarif"],
            written: "report.sarif", signal: SIGTERM),
        StopCase(
            name: "--write-baseline FILE, SIGINT", options: ["--write-baseline", "ROOT/baseline.json"],
            written: "baseline.json", signal: SIGINT),
        StopCase(name: "standard output only, SIGTERM", options: [], written: nil, signal: SIGTERM),
    ]

    /// Started with the signals at their default action and unblocked (as a shell starts it), the
    /// watch is sent the signal once its first lint is written and its handler is armed, and must
    /// end; the time allowed is a hang guard: a watch that ignores the signal never ends.
    @Test(arguments: stopCases)
    func stopsOnASignalAndLeavesNoTemporaryFile(_ test: StopCase) throws {
        let directory = try TemporaryDirectory()
        let root = directory.url.path
        try directory.write("specs/clean.json", WatchModeTests.clean)
        let options = test.options.map { $0.replacingOccurrences(of: "ROOT", with: root) }
        let pid = try HardeningSignalTests.spawn([try Binary.url.path, "--watch"] + options + [root + "/specs"])
        var status: Int32 = 0
        var ended = false
        defer {
            if !ended {
                kill(pid, SIGKILL)
                waitpid(pid, &status, 0)
            }
        }
        let ready = Date().addingTimeInterval(120)
        while Date() < ready {
            let written = test.written.map { FileManager.default.fileExists(atPath: root + "/" + $0) } ?? true
            if written && HardeningSignalTests.catchesSIGTERM(pid) { break }
            usleep(10_000)
        }
        // One interval for the first lint to finish after its output appears.
        usleep(400_000)
        kill(pid, test.signal)
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            if waitpid(pid, &status, WNOHANG) == pid {
                ended = true
                break
            }
            usleep(10_000)
        }
        #expect(ended, "the watch did not stop on signal \(test.signal)")
        let left = try FileManager.default.contentsOfDirectory(atPath: root)
        #expect(!left.contains { $0.contains(".adaptlint-") }, "left behind: \(left)")
        if ended, status & 0x7F == 0 {
            #expect((status >> 8) & 0xFF == 0, "a watch stopped between lints exits with the last lint's code")
        }
    }

    @Test func doesNotWatchItsOwnOutputInTheWatchedFolder() throws {
        let directory = try TemporaryDirectory()
        let spec = try directory.write("specs/idiom.json", WatchModeTests.clean)
        let (process, collected) = try WatchModeTests.start(
            ["--watch", "--format", "json", "-o", "report.json", "--write-baseline", "baseline.json", "."],
            in: directory.url)
        defer { if process.isRunning { process.terminate() } }

        #expect(collected.wait { _, err in err.contains("adaptlint: watching 1 file;") }, "\(collected.text.stderr)")
        try Data(WatchModeTests.withIdiomLayout.utf8).write(to: spec)
        // The new finding goes into the rewritten baseline.
        #expect(collected.wait { _, err in err.contains("; 1 in the baseline") }, "\(collected.text.stderr)")
        // Each lint rewrites the report and the baseline: watched, they would start the next lint.
        // Five more checks see no change.
        usleep(1_500_000)
        let stderr = collected.text.stderr
        #expect(stderr.components(separatedBy: "linting again").count == 2, "\(stderr)")
        #expect(stderr.contains("adaptlint: 'specs/idiom.json' changed; linting again"), "\(stderr)")
        process.interrupt()
        process.waitUntilExit()
    }

    @Test func writesOneJSONDocumentPerLine() throws {
        let directory = try TemporaryDirectory()
        let spec = try directory.write("specs/idiom.json", WatchModeTests.clean)
        let (process, collected) = try WatchModeTests.start(
            ["--watch", "--format", "json", "specs"], in: directory.url)
        defer { if process.isRunning { process.terminate() } }

        #expect(collected.wait { _, err in err.contains("adaptlint: watching 1 file;") })
        try Data(WatchModeTests.withIdiomLayout.utf8).write(to: spec)
        #expect(collected.wait { out, _ in out.split(separator: "\n").count == 2 }, "\(collected.text.stdout)")
        process.interrupt()
        process.waitUntilExit()
        let lines = collected.text.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        let errors = try lines.map { line -> Int in
            let document = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return (document?["summary"] as? [String: Any])?["errors"] as? Int ?? -1
        }
        #expect(errors == [0, 1])
    }

    /// A save that reaches the disk in two writes a moment apart is linted once, whole: the
    /// watch lints a change when two checks an interval apart agree.
    @Test func aSaveWrittenInTwoChunksIsLintedWhole() throws {
        let directory = try TemporaryDirectory()
        let spec = try directory.write("specs/idiom.json", WatchModeTests.clean)
        let (process, collected) = try WatchModeTests.start(["--watch", "specs"], in: directory.url)
        defer { if process.isRunning { process.terminate() } }

        #expect(collected.wait { _, err in err.contains("adaptlint: watching 1 file;") })
        let text = Array(WatchModeTests.withIdiomLayout.utf8)
        let handle = try FileHandle(forWritingTo: spec)
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data(text[..<(text.count / 2)]))
        usleep(100_000)
        try handle.write(contentsOf: Data(text[(text.count / 2)...]))
        try handle.close()
        #expect(collected.wait { out, _ in out.contains("specs/idiom.json:2:28: error:") }, "\(collected.text.stdout)")
        #expect(!collected.text.stdout.contains("[invalid-json]"), "\(collected.text.stdout)")
        #expect(collected.text.stderr.components(separatedBy: "linting again").count == 2, "\(collected.text.stderr)")
        process.interrupt()
        process.waitUntilExit()
    }
}

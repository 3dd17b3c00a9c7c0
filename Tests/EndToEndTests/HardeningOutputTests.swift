import AdaptTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Issue 18: what adaptlint writes. Outputs never replace special files, never replace the
/// run's own inputs, and a failed write is an error, not a crash.
struct HardeningOutputTests {
    /// A spec with one error (`no-idiom-layout`): runs on it exit 1.
    static let errorSpec = HostileInputTests.goodSpec

    /// The file type bits of what is at `path` itself (links not followed).
    static func type(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    @Test func outputToACharacterDeviceLeavesItADevice() throws {
        let directory = try TemporaryDirectory()
        try directory.write("spec.json", Self.errorSpec)
        // As root, a private copy of /dev/null (mknod), so nothing shared is at risk; else
        // /dev/null itself, which an unprivileged run could not replace anyway.
        var device = "/dev/null"
        if geteuid() == 0 {
            device = directory.url.appendingPathComponent("null").path
            #expect(mknod(device, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0)
        }
        let output = try Binary.run(["spec.json", "-o", device], in: directory.url)
        #expect(output.status == 1, "stderr: \(output.stderr)")
        #expect(Self.type(device) == S_IFCHR)
        #expect(Self.type("/dev/null") == S_IFCHR)
    }

    @Test func outputToAFIFOReachesItsReaderAndLeavesItAFIFO() throws {
        let directory = try TemporaryDirectory()
        try directory.write("spec.json", Self.errorSpec)
        let fifo = directory.url.appendingPathComponent("report.fifo").path
        #expect(mkfifo(fifo, 0o644) == 0)
        nonisolated(unsafe) var received = Data()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            if let handle = FileHandle(forReadingAtPath: fifo) { received = handle.readDataToEndOfFile() }
            done.signal()
        }
        let output = try Binary.run(["spec.json", "-o", fifo, "--format", "json"], in: directory.url, timeout: 120)
        #expect(output.status == 1, "stderr: \(output.stderr)")
        if done.wait(timeout: .now() + 30) == .timedOut {
            // The reader still waits (the FIFO was replaced): open the writing end to free it.
            let writer = open(fifo, O_WRONLY | O_NONBLOCK)
            if writer >= 0 { close(writer) }
            done.wait()
        }
        #expect(
            String(decoding: received, as: UTF8.self).contains("\"ruleId\" : \"no-idiom-layout\"")
                || String(decoding: received, as: UTF8.self).contains("no-idiom-layout"))
        #expect(Self.type(fifo) == S_IFIFO)
    }

    @Test func outputToDevStdoutPrintsTheReport() throws {
        let directory = try TemporaryDirectory()
        try directory.write("spec.json", Self.errorSpec)
        let output = try Binary.run(["spec.json", "-o", "/dev/stdout"], in: directory.url)
        #expect(output.status == 1, "stderr: \(output.stderr)")
        #expect(output.stdout.contains("spec.json:4:25: error:"))
        #expect(output.stdout.contains("[no-idiom-layout]"))
    }

    @Test func outputThroughASymbolicLinkWritesItsTargetAndKeepsTheLink() throws {
        let directory = try TemporaryDirectory()
        try directory.write("spec.json", Self.errorSpec)
        let target = try directory.write("reports/report.txt", "old\n")
        let link = directory.url.appendingPathComponent("report.txt").path
        #expect(symlink("reports/report.txt", link) == 0)
        let output = try Binary.run(["spec.json", "-o", "report.txt"], in: directory.url)
        #expect(output.status == 1, "stderr: \(output.stderr)")
        #expect(Self.type(link) == S_IFLNK)
        let written = try String(contentsOf: target, encoding: .utf8)
        #expect(written.contains("[no-idiom-layout]"))
    }

    @Test(arguments: [("a folder", "folder"), ("a socket", "socket")])
    func outputToAFolderOrASocketIsRefused(_ kind: String, _ name: String) throws {
        let directory = try TemporaryDirectory()
        try directory.write("spec.json", Self.errorSpec)
        let path = directory.url.appendingPathComponent(name).path
        if name == "folder" {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        } else {
            let socket = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_un()
            address.sun_family = sa_family_t(AF_UNIX)
            withUnsafeMutableBytes(of: &address.sun_path) { raw in
                for (offset, byte) in path.utf8.prefix(raw.count - 1).enumerated() { raw[offset] = byte }
            }
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(socket, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
                }
            }
            #expect(bound == 0)
            close(socket)
        }
        let before = Self.type(path)
        let output = try Binary.run(["spec.json", "-o", name], in: directory.url)
        #expect(output.status == 2, "\(kind): stderr: \(output.stderr)")
        #expect(output.stderr.contains("error: Cannot write the report to '\(name)': it is a"))
        #expect(Self.type(path) == before)
    }

    @Test(arguments: [
        ["spec.json", "-o", "spec.json"],
        ["spec.json", "--report", "sarif:spec.json"],
        ["spec.json", "--write-baseline", "spec.json"],
        [".", "-o", "spec.json", "--format", "json"],
        [".", "--report", "sarif:spec.json"],
        ["other.json", "-o", "hard.json"],
    ])
    func outputThatIsAnInputOfTheRunIsRefused(_ arguments: [String]) throws {
        let directory = try TemporaryDirectory()
        let spec = try directory.write("spec.json", Self.errorSpec)
        try directory.write("other.json", Self.errorSpec)
        #expect(
            link(
                directory.url.appendingPathComponent("other.json").path,
                directory.url.appendingPathComponent("hard.json").path) == 0)
        let output = try Binary.run(arguments, in: directory.url)
        #expect(output.status == 2, "stderr: \(output.stderr)")
        #expect(output.stderr.contains("error: '"), "stderr: \(output.stderr)")
        #expect(try String(contentsOf: spec, encoding: .utf8) == Self.errorSpec)
        #expect(
            try String(contentsOfFile: directory.url.appendingPathComponent("other.json").path, encoding: .utf8)
                == Self.errorSpec)
    }

    @Test func writeBaselineRefusesAFileThatIsNotABaseline() throws {
        let directory = try TemporaryDirectory()
        try directory.write("spec.json", Self.errorSpec)
        let package = try directory.write("package.json", "{\"name\": \"app\"}\n")
        let output = try Binary.run(["spec.json", "--write-baseline", "package.json"], in: directory.url)
        #expect(output.status == 2)
        #expect(output.stderr.contains("is not an adaptlint baseline"), "stderr: \(output.stderr)")
        #expect(try String(contentsOf: package, encoding: .utf8) == "{\"name\": \"app\"}\n")
    }

    @Test func anEarlierReportOrBaselineInTheWalkedFolderIsStillReplaced() throws {
        let directory = try TemporaryDirectory()
        try directory.write("spec.json", Self.errorSpec)
        let first = try Binary.run(
            [".", "--format", "json", "-o", "report.json", "--write-baseline", "base.json"], in: directory.url)
        #expect(first.status == 0, "stderr: \(first.stderr)")
        let second = try Binary.run(
            [".", "--format", "json", "-o", "report.json", "--write-baseline", "base.json"], in: directory.url)
        #expect(second.status == 0, "stderr: \(second.stderr)")
        #expect(second.stderr.contains("in 1 file"), "stderr: \(second.stderr)")
    }

    /// Standard output closed, full or a broken pipe: an error once on standard error and exit
    /// 2, never a trap (FileHandle's `try!`, exit 132 or 133 with a backtrace).
    @Test(arguments: ["exec >&-", "exec >/dev/full", "trap '' PIPE; exec > >(true)"])
    func failedWriteToStandardOutputExitsTwo(_ redirection: String) throws {
        let directory = try TemporaryDirectory()
        for index in 0..<40 { try directory.write("spec\(index).json", Self.errorSpec) }
        let binary = try Binary.url.path
        let output = try Subprocess.run(
            URL(fileURLWithPath: "/bin/bash"),
            arguments: ["-c", "\(redirection); sleep 0.2; '\(binary)' .; echo \"status=$?\" >&2"],
            in: directory.url, environment: ["NO_COLOR": "1"], timeout: 120)
        #expect(output.stderr.contains("status=2"), "stderr: \(output.stderr)")
        #expect(!output.stderr.contains("Fatal error"))
        #expect(output.stderr.components(separatedBy: "error: cannot write to standard output").count == 2)
    }

    @Test func failedWriteToStandardErrorExitsTwo() throws {
        let directory = try TemporaryDirectory()
        try directory.write("spec.json", Self.errorSpec)
        let binary = try Binary.url.path
        let output = try Subprocess.run(
            URL(fileURLWithPath: "/bin/bash"),
            arguments: ["-c", "'\(binary)' spec.json 2>/dev/full; echo \"status=$?\""],
            in: directory.url, environment: ["NO_COLOR": "1"], timeout: 120)
        #expect(output.stdout.contains("status=2"), "stdout: \(output.stdout)")
        #expect(output.stdout.contains("[no-idiom-layout]"))
    }
}

/// Issue 18: a temporary file `.name.adaptlint-XXXXXX` does not outlive a SIGTERM.
struct HardeningSignalTests {
    /// Starts `arguments` with an empty signal mask and SIGINT and SIGTERM at their default
    /// action, output to /dev/null. (Foundation's Process passes on the mask of the thread that
    /// starts it, and a test runs on a Dispatch thread, which blocks every signal.)
    static func spawn(_ arguments: [String]) throws -> pid_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGTERM)
        sigaddset(&defaults, SIGINT)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var argv = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, arguments[0], &actions, &attributes, &argv, environ)
        try #require(status == 0, "posix_spawn failed: \(status)")
        return pid
    }

    @Test func temporaryFileIsRemovedOnSIGTERM() throws {
        let directory = try TemporaryDirectory()
        // Enough specs that rendering the HTML report (inside the temporary file's lifetime)
        // takes long enough to be caught in the act.
        for index in 0..<800 { try directory.write("specs/s\(index).json", HostileInputTests.goodSpec) }
        let root = directory.url.path
        let pid = try Self.spawn([
            try Binary.url.path, root + "/specs", "--format", "html", "-o", root + "/out.html",
        ])
        var temporary: String?
        var status: Int32 = 0
        var ended = false
        let deadline = Date().addingTimeInterval(120)
        while temporary == nil && !ended && Date() < deadline {
            temporary = try FileManager.default.contentsOfDirectory(atPath: root)
                .first { $0.hasPrefix(".out.html.adaptlint-") }
            if temporary == nil {
                ended = waitpid(pid, &status, WNOHANG) == pid
                usleep(2_000)
            }
        }
        if !ended {
            if temporary != nil { kill(pid, SIGTERM) } else { kill(pid, SIGKILL) }
            waitpid(pid, &status, 0)
        }
        try #require(temporary != nil, "the run ended before its temporary file was seen")
        // Ended by the signal itself (the low 7 bits of the wait status), after cleaning up.
        #expect(status & 0x7F == SIGTERM, "wait status \(status)")
        let left = try FileManager.default.contentsOfDirectory(atPath: root)
        #expect(!left.contains { $0.contains(".adaptlint-") }, "left behind: \(left)")
        #expect(!left.contains("out.html"))
    }
}

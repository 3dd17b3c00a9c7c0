import AdaptTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Issue 18: a temporary file `.name.adaptlint-XXXXXX` does not outlive a SIGTERM.
///
/// No sleep or load decides the outcome: the run is stopped (SIGSTOP) once it is seen with its
/// temporary file present and its SIGTERM handler armed, both checked again while it is
/// stopped, and only then sent SIGTERM and let go.
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

    /// The name of the run's temporary file in `root`, if there is one now.
    static func temporaryFile(in root: String) -> String? {
        (try? FileManager.default.contentsOfDirectory(atPath: root))?.first { $0.hasPrefix(".out.html.adaptlint-") }
    }

    /// Whether process `pid` has a handler for SIGTERM (`SigCgt` in /proc/<pid>/status): the
    /// run's Dispatch signal source is armed, so a SIGTERM is no longer ignored. True where
    /// there is no /proc to ask.
    static func catchesSIGTERM(_ pid: pid_t) -> Bool {
        #if os(Linux)
            guard let handle = FileHandle(forReadingAtPath: "/proc/\(pid)/status") else { return false }
            defer { try? handle.close() }
            let text = String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
            guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("SigCgt:") }),
                let mask = UInt64(line.dropFirst("SigCgt:".count).trimmingCharacters(in: .whitespaces), radix: 16)
            else { return false }
            return mask & (1 << UInt64(SIGTERM - 1)) != 0
        #else
            return true
        #endif
    }

    /// How watching a run ended.
    enum Watch {
        /// Stopped by SIGSTOP while `temporary` existed and SIGTERM had a handler.
        case stopped(temporary: String)
        /// Ended (and reaped) before that, with this wait status.
        case ended(status: Int32)
        /// Still running after the time given.
        case timedOut
    }

    /// Polls run `pid` until its temporary file in `root` exists and its SIGTERM handler is
    /// armed, then stops it and checks both again (a stopped process changes nothing); when the
    /// run got past them in between, it is let go and watched on. The timeout is a hang guard.
    static func stopWhileWriting(_ pid: pid_t, in root: String, timeout: TimeInterval = 300) -> Watch {
        let deadline = Date().addingTimeInterval(timeout)
        var status: Int32 = 0
        while Date() < deadline {
            if waitpid(pid, &status, WNOHANG) == pid { return .ended(status: status) }
            if temporaryFile(in: root) != nil && catchesSIGTERM(pid) {
                kill(pid, SIGSTOP)
                guard waitpid(pid, &status, WUNTRACED) == pid else { continue }
                // Not stopped: it ended between the look and the stop.
                guard status & 0xFF == 0x7F else { return .ended(status: status) }
                if let temporary = temporaryFile(in: root), catchesSIGTERM(pid) {
                    return .stopped(temporary: temporary)
                }
                kill(pid, SIGCONT)
            }
            usleep(1_000)
        }
        return .timedOut
    }

    @Test func temporaryFileIsRemovedOnSIGTERM() throws {
        let directory = try TemporaryDirectory()
        // Enough specs that rendering the HTML report (the temporary file's lifetime) takes a
        // while: the run is stopped inside it, however busy the machine.
        for index in 0..<800 { try directory.write("specs/s\(index).json", HostileInputTests.goodSpec) }
        let root = directory.url.path
        let pid = try Self.spawn([
            try Binary.url.path, root + "/specs", "--format", "html", "-o", root + "/out.html",
        ])
        var status: Int32 = 0
        switch Self.stopWhileWriting(pid, in: root) {
        case .ended(let ended):
            Issue.record("the run ended (wait status \(ended)) before it was stopped writing its temporary file")
            return
        case .timedOut:
            kill(pid, SIGKILL)
            kill(pid, SIGCONT)
            waitpid(pid, &status, 0)
            Issue.record("the run was not seen writing its temporary file within the time allowed")
            return
        case .stopped(let temporary):
            // Queued while it is stopped, delivered as it goes on.
            kill(pid, SIGTERM)
            kill(pid, SIGCONT)
            waitpid(pid, &status, 0)
            #expect(!FileManager.default.fileExists(atPath: root + "/" + temporary))
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: root)
        #expect(!left.contains { $0.contains(".adaptlint-") }, "left behind: \(left)")
        // The handler removes the temporary file and ends the run by the signal itself (the low
        // 7 bits of the wait status). The main thread goes on meanwhile, so it may rename a
        // finished report into place first and even exit as usual (status 1: the specs have an
        // error); never is a partial report left, nor another ending.
        let report = FileManager.default.contents(atPath: root + "/out.html").map {
            String(decoding: $0, as: UTF8.self)
        }
        #expect(report == nil || report?.hasSuffix("</html>\n") == true, "a partial report was left")
        let bySignal = status & 0x7F == SIGTERM
        let asUsual = status & 0x7F == 0 && (status >> 8) & 0xFF == 1 && report != nil
        #expect(bySignal || asUsual, "wait status \(status)")
    }
}

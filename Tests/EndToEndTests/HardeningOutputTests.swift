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

import AdaptTestSupport
import Foundation
import Testing

/// `adaptlint --watch`: lints, then lints again when a spec changes; SIGINT ends it cleanly.
@Suite struct WatchModeTests {
    /// What a running process has printed so far, collected as it arrives.
    final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var stdout = Data()
        private var stderr = Data()

        func append(_ data: Data, error: Bool) {
            lock.withLock { if error { stderr.append(data) } else { stdout.append(data) } }
        }

        var text: (stdout: String, stderr: String) {
            lock.withLock { (String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self)) }
        }

        /// Waits until `condition` holds for the output (a hang guard, not a timing).
        func wait(timeout: TimeInterval = 60, until condition: (String, String) -> Bool) -> Bool {
            let deadline = Date().addingTimeInterval(timeout)
            while Date() < deadline {
                let (out, err) = text
                if condition(out, err) { return true }
                usleep(20_000)
            }
            return false
        }
    }

    /// A spec without findings.
    static let clean = """
        { "screen": "Idiom", "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
          "layouts": [ { "components": [] } ] }
        """

    /// ``clean`` with a layout chosen by device idiom: an error at 2:28.
    static let withIdiomLayout = clean.replacingOccurrences(
        of: "[ { \"components\"", with: "[ { \"when\": { \"idiom\": \"pad\" }, \"components\": [] }, { \"components\"")

    /// Starts `adaptlint arguments...` in `directory`, collecting what it prints.
    static func start(_ arguments: [String], in directory: URL) throws -> (Process, Collected) {
        let process = Process()
        process.executableURL = try Binary.url
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(["NO_COLOR": "1"]) { $1 }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        let collected = Collected()
        out.fileHandleForReading.readabilityHandler = { collected.append($0.availableData, error: false) }
        err.fileHandleForReading.readabilityHandler = { collected.append($0.availableData, error: true) }
        try process.run()
        return (process, collected)
    }

    @Test func relintsAChangedSpecAndStopsOnSIGINT() throws {
        let directory = try TemporaryDirectory()
        let spec = try directory.write("specs/idiom.json", Self.clean)
        try directory.write("specs/other.json", Self.clean)
        let (process, collected) = try Self.start(["--watch", "specs"], in: directory.url)
        defer { if process.isRunning { process.terminate() } }

        #expect(collected.wait { _, err in err.contains("watching 2 files") })
        #expect(collected.text.stderr.contains("0 errors, 0 warnings and 0 notes in 2 files"))
        try Data(Self.withIdiomLayout.utf8).write(to: spec)
        #expect(
            collected.wait { out, _ in
                out.contains("specs/idiom.json:2:28: error: layout 1 is chosen by device idiom 'pad'")
            })
        // The summary reaches stderr after the report reaches stdout: wait for it too (a loaded machine
        // reads the two pipes in either order).
        #expect(
            collected.wait { _, err in err.contains("1 error, 0 warnings and 0 notes in 2 files (1 with findings)") })
        #expect(collected.text.stderr.contains("adaptlint: 'specs/idiom.json' changed; linting again"))
        #expect(
            collected.wait { _, err in err.contains("adaptlint: 1 unchanged file(s) not linted again") },
            "only the changed spec is linted again")

        process.interrupt()
        let deadline = Date().addingTimeInterval(30)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        #expect(!process.isRunning)
        #expect(process.terminationReason == .exit, "SIGINT ends the watch without killing the process")
        #expect(process.terminationStatus == 1, "the exit code of the last lint, which found an error")
        #expect(collected.wait { _, err in err.contains("adaptlint: stopped watching") })
    }

    @Test func watchesTheFilesTheLintFollowsLinksTo() throws {
        let directory = try TemporaryDirectory()
        let shared = try directory.write("shared/linked.json", Self.clean)
        try directory.write("repo/specs/own.json", Self.clean)
        let repo = directory.url.appendingPathComponent("repo")
        #expect(symlink("../../shared", repo.appendingPathComponent("specs/shared").path) == 0)
        let (process, collected) = try Self.start(["--watch", "--follow-links", "specs"], in: repo)
        defer { if process.isRunning { process.terminate() } }

        // The lint follows the link (--follow-links): so does the watch, and a change behind it is seen.
        #expect(collected.wait { _, err in err.contains("adaptlint: watching") }, "stderr: \(collected.text.stderr)")
        #expect(collected.text.stderr.contains("0 errors, 0 warnings and 0 notes in 2 files"))
        #expect(collected.text.stderr.contains("adaptlint: watching 2 files"), "stderr: \(collected.text.stderr)")
        try Data(Self.withIdiomLayout.utf8).write(to: shared)
        #expect(
            collected.wait { _, err in err.contains("adaptlint: 'specs/shared/linked.json' changed; linting again") },
            "stderr: \(collected.text.stderr)")
        #expect(collected.wait { out, _ in out.contains("specs/shared/linked.json:2:28: error:") })
        process.interrupt()
        let deadline = Date().addingTimeInterval(30)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        #expect(!process.isRunning)
    }

    @Test func anInfoPlistChangeLintsTheSpecsBesideItAgain() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Game/Specs/board.json", BoardSpec.text())
        let plist = try directory.write("Game/Info.plist", Self.plist(requiresFullScreen: false))
        let (process, collected) = try Self.start(["--watch", "Game"], in: directory.url)
        defer { if process.isRunning { process.terminate() } }

        // The 700pt board overflows Split View panes until the app requires full screen.
        #expect(collected.wait { _, err in err.contains("adaptlint: watching 2 files") })
        #expect(collected.text.stdout.contains("[device-overflow]"), "stdout: \(collected.text.stdout)")
        try Data(Self.plist(requiresFullScreen: true).utf8).write(to: plist)
        #expect(
            collected.wait { _, err in err.contains("adaptlint: 0 unchanged file(s) not linted again") },
            "stderr: \(collected.text.stderr)")
        let after = try #require(collected.text.stdout.components(separatedBy: "Info.plist").last)
        #expect(!after.contains("[device-overflow]"), "the spec was linted again with the new facts: \(after)")
        process.interrupt()
        let deadline = Date().addingTimeInterval(30)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        #expect(!process.isRunning)
    }

    /// An Info.plist that sets `UIRequiresFullScreen`.
    static func plist(requiresFullScreen: Bool) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>UIRequiresFullScreen</key>
        \t<\(requiresFullScreen)/>
        </dict>
        </plist>

        """
    }
}

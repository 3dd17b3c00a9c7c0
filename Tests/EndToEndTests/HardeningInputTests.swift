import AdaptTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Issue 18: what adaptlint reads and follows, and how it prints what it read. Nothing from an
/// input reaches a terminal or the Actions runner raw; nothing outside the tree is read.
struct HardeningInputTests {
    static let errorSpec = HostileInputTests.goodSpec

    /// Whether any line of `text` starts a GitHub Actions workflow command.
    static func startsWorkflowCommand(_ text: String) -> Bool {
        text.split(separator: "\n", omittingEmptySubsequences: false).contains { $0.hasPrefix("::") }
    }

    /// Whether `text` holds an escape or bell character.
    static func holdsTerminalControl(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" }
    }

    // MARK: - Control characters, one test per channel

    @Test func staleBaselinePointerCannotInjectAWorkflowCommandOnStderr() throws {
        let directory = try TemporaryDirectory()
        try directory.write("spec.json", Self.errorSpec)
        let recorded = try Binary.run(["spec.json", "--write-baseline", "base.json"], in: directory.url)
        #expect(recorded.status == 0, "stderr: \(recorded.stderr)")
        let path = directory.url.appendingPathComponent("base.json")
        var baseline = try String(contentsOf: path, encoding: .utf8)
        baseline = baseline.replacingOccurrences(
            of: "\"pointer\": \"", with: "\"pointer\": \"/x\\n::stop-commands::pwned\\n\\u001b")
        try baseline.write(to: path, atomically: true, encoding: .utf8)
        let output = try Binary.run(["spec.json", "--baseline", "base.json"], in: directory.url)
        #expect(output.stderr.contains("is no longer found"), "stderr: \(output.stderr)")
        #expect(output.stderr.contains("\\u{A}::stop-commands::pwned"))
        #expect(!Self.startsWorkflowCommand(output.stderr))
        #expect(!Self.holdsTerminalControl(output.stderr))
    }

    @Test func invalidConfigMessageCannotInjectAWorkflowCommandOnStderr() throws {
        let directory = try TemporaryDirectory()
        try directory.write("spec.json", Self.errorSpec)
        try directory.write(".adaptlint.json", "{\"\\n::stop-commands::pwned\\n\\u001b[2J\": 1}\n")
        let output = try Binary.run(["spec.json"], in: directory.url)
        #expect(output.status == 2)
        #expect(output.stderr.contains("[invalid-config]"), "stderr: \(output.stderr)")
        #expect(!Self.startsWorkflowCommand(output.stderr), "stderr: \(output.stderr)")
        #expect(!Self.holdsTerminalControl(output.stderr))
    }

    @Test func skippingNoteEscapesTheFileName() throws {
        let directory = try TemporaryDirectory()
        let folder = "d\n::stop-commands::pwned\u{1B}"
        try directory.write("\(folder)/.adaptlint.json", "{}\n")
        let output = try Binary.run(["\(folder)/.adaptlint.json"], in: directory.url)
        #expect(
            output.stderr.contains("note: skipping 'd\\u{A}::stop-commands::pwned\\u{1B}/.adaptlint.json'"),
            "stderr: \(output.stderr)")
        #expect(!Self.startsWorkflowCommand(output.stderr))
        #expect(!Self.holdsTerminalControl(output.stderr))
    }

    @Test func fileNamesAreEscapedOnStdoutInTextAndMarkdown() throws {
        let directory = try TemporaryDirectory()
        let name = "a\n::error::pwned\u{07}|<b>.json"
        try directory.write(name, Self.errorSpec)
        for format in ["text", "markdown"] {
            let output = try Binary.run([".", "--format", format], in: directory.url)
            #expect(output.status == 1, "\(format): stderr: \(output.stderr)")
            #expect(output.stdout.contains("a\\u{A}::error::pwned\\u{7}"), "\(format): \(output.stdout)")
            #expect(!Self.startsWorkflowCommand(output.stdout))
            #expect(!Self.holdsTerminalControl(output.stdout))
        }
    }

    @Test func importEscapesPathsAndMessagesAsTheLintDoes() throws {
        let directory = try TemporaryDirectory()
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="1" targetRuntime="iOS.CocoaTouch">
                <device id="retina4_7" orientation="portrait"/>
                <objects>
                    <view contentMode="scaleToFill" id="root-00-view" userLabel="Player">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    </view>
                </objects>
            </document>
            """
        try directory.write("in/a\n::error::pwned\u{1B}[2J.xib", xib)
        try directory.write("in/b\n::stop-commands::x\u{07}.storyboard", "<not-a-document")
        let output = try Binary.run(["import", "--output-dir", "out", "in"], in: directory.url)
        #expect(output.status == 2, "stderr: \(output.stderr)")
        #expect(
            output.stdout.contains("out/in/a\\u{A}::error::pwned\\u{1B}[2J.root-00-view.json"),
            "stdout: \(output.stdout)")
        #expect(
            output.stderr.contains("error: in/b\\u{A}::stop-commands::x\\u{7}.storyboard:"), "stderr: \(output.stderr)")
        #expect(output.stderr.contains("wrote 1 specs from 1 documents"))
        for text in [output.stdout, output.stderr] {
            #expect(!Self.startsWorkflowCommand(text))
            #expect(!Self.holdsTerminalControl(text))
        }
    }

    // MARK: - Nothing outside the tree

    /// A tree with a spec, a link to a folder outside it holding a "secret" that tries to pass for a
    /// spec (its root names `screen` and `layouts`, so a walk would lint it and quote it), and a link to `/`.
    static func treeWithOutsideLinks() throws -> (TemporaryDirectory, URL) {
        let directory = try TemporaryDirectory()
        try directory.write(
            "outside/creds.json", "{\"screen\": \"x\", \"layouts\": [], \"token\": \"SECRET-VALUE\"}\n")
        try directory.write("repo/specs/a.json", Self.errorSpec)
        let specs = directory.url.appendingPathComponent("repo/specs")
        #expect(symlink("../../outside", specs.appendingPathComponent("assets").path) == 0)
        #expect(symlink("/", specs.appendingPathComponent("everything").path) == 0)
        return (directory, directory.url.appendingPathComponent("repo"))
    }

    @Test func walkDoesNotFollowLinksThatLeaveTheRoot() throws {
        let (directory, repo) = try Self.treeWithOutsideLinks()
        let output = try Binary.run(["."], in: repo, timeout: 120)
        #expect(!output.timedOut)
        #expect(output.status == 1, "stderr: \(output.stderr)")
        #expect(!output.stdout.contains("SECRET"))
        #expect(output.stderr.contains("in 1 file"))
        try FileManager.default.removeItem(at: repo.appendingPathComponent("specs/everything"))
        let followed = try Binary.run([".", "--follow-links"], in: repo, timeout: 120)
        #expect(followed.stdout.contains("assets/creds.json"), "stdout: \(followed.stdout)")
        _ = directory
    }

    @Test func symlinkedConfigurationOutsideTheRepositoryIsNotRead() throws {
        let directory = try TemporaryDirectory()
        try directory.write("outside/secret.json", "SECRET-FIRST-LINE\n")
        try directory.write("repo/spec.json", Self.errorSpec)
        try FileManager.default.createDirectory(
            at: directory.url.appendingPathComponent("repo/.git"), withIntermediateDirectories: true)
        let repo = directory.url.appendingPathComponent("repo")
        #expect(symlink("../outside/secret.json", repo.appendingPathComponent(".adaptlint.json").path) == 0)
        let output = try Binary.run(["spec.json"], in: repo)
        #expect(output.status == 2)
        #expect(output.stderr.contains("symbolic link to a file outside the repository"), "stderr: \(output.stderr)")
        #expect(!output.stderr.contains("SECRET"))
    }

    @Test(arguments: ["/etc/passwd", "../../outside/creds.json", "../../outside/missing.json"])
    func appDescriptionSpecPathsStayInsideTheRepository(_ reference: String) throws {
        let directory = try TemporaryDirectory()
        try directory.write("outside/creds.json", "{\"token\": \"SECRET-VALUE\"}\n")
        try FileManager.default.createDirectory(
            at: directory.url.appendingPathComponent("repo/.git"), withIntermediateDirectories: true)
        try directory.write(
            "repo/app/app.json",
            "{\"app\": \"X\", \"screens\": [{\"id\": \"a\", \"spec\": \"\(reference)\", \"role\": \"list\"}]}\n")
        let output = try Binary.run(["app/app.json"], in: directory.url.appendingPathComponent("repo"))
        #expect(output.status == 2)
        #expect(output.stdout.contains("app/app.json:1:"), "stdout: \(output.stdout)")
        #expect(output.stdout.contains("[invalid-spec]"))
        #expect(!output.stdout.contains("does not exist") && !output.stdout.contains("exists"))
        #expect(!output.stdout.contains("SECRET"))
    }

    @Test func stdinStopsReadingAtTheFileSizeLimit() throws {
        // Through a shell pipe: the writer is cut off when adaptlint stops reading, and that
        // SIGPIPE must hit `tr`, not the test process.
        let binary = try Binary.url.path
        let output = try Subprocess.run(
            URL(fileURLWithPath: "/bin/bash"),
            arguments: ["-c", "head -c 20971520 /dev/zero | tr '\\0' '[' | '\(binary)' --stdin"],
            environment: ["NO_COLOR": "1"], timeout: 120)
        #expect(output.status == 2)
        #expect(output.stdout.contains("file-size limit of 16 MiB; reading stopped there"), "stdout: \(output.stdout)")
    }

    // MARK: - Low items

    @Test func folderWithANonUTF8NameIsReportedNotSkipped() throws {
        let directory = try TemporaryDirectory()
        // "bad-" and the byte 0xFF, which is not UTF-8, then the terminating NUL.
        let name = Array("bad-".utf8CString.dropLast()) + [CChar(bitPattern: 0xFF), 0]
        let path = Array(directory.url.path.utf8CString.dropLast()) + [CChar(UInt8(ascii: "/"))] + name
        #expect(mkdir(path, 0o755) == 0)
        let output = try Binary.run(["."], in: directory.url)
        #expect(output.status == 2, "stdout: \(output.stdout) stderr: \(output.stderr)")
        #expect(output.stdout.contains("not valid UTF-8"))
    }

    @Test func folderPastPATHMAXIsReportedNotSkipped() throws {
        let directory = try TemporaryDirectory()
        // 22 folders of 200 characters in d/: the spec's path is past PATH_MAX (4,096), which only
        // relative steps (cd) can reach.
        let created = try Subprocess.run(
            URL(fileURLWithPath: "/bin/bash"),
            arguments: [
                "-c",
                "mkdir d && cd d && n=$(printf 'd%.0s' {1..200}); for i in $(seq 1 22); do mkdir $n && cd $n || exit 1; done; "
                    + "printf '{\"screen\": \"x\", \"layouts\": []}' > spec.json",
            ],
            in: directory.url, environment: [:], timeout: 60)
        // Removed by rm, which walks with relative steps (FileManager cannot remove it).
        defer {
            _ = try? Subprocess.run(
                URL(fileURLWithPath: "/bin/rm"), arguments: ["-rf", directory.url.appendingPathComponent("d").path],
                environment: [:], timeout: 60)
        }
        try #require(created.status == 0, "stderr: \(created.stderr)")
        let output = try Binary.run(["."], in: directory.url)
        #expect(output.status == 2, "stdout: \(output.stdout.suffix(300)) stderr: \(output.stderr)")
        #expect(
            output.stdout.contains("error: cannot open: File name too long [io-error]"), "\(output.stdout.suffix(300))")
        #expect(output.stderr.contains("1 file could not be read"))
    }

    @Test func excludingEveryFileSaysSo() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".adaptlint.json", "{\"exclude\": [\"**\"]}\n")
        try directory.write("app/spec.json", Self.errorSpec)
        let output = try Binary.run(["app"], in: directory.url)
        #expect(output.status == 0)
        #expect(
            output.stderr.contains("note: nothing to lint: the 1 file found is excluded"), "stderr: \(output.stderr)")
    }
}

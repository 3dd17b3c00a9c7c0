import AdaptTestSupport
import Foundation
import Testing

@testable import AdaptLintCLI

#if canImport(Glibc)
    import Glibc
#endif

/// Issue 18: `--fix` rewrites a file only where that is safe, keeps its mode and owner, and a
/// file it had to leave alone makes the run exit 2.
struct HardeningFixTests {
    /// A spec whose one finding (`no-idiom-layout`) has a fix.
    static let fixable = HostileInputTests.goodSpec

    static func info(_ path: String) -> stat {
        var info = stat()
        _ = lstat(path, &info)
        return info
    }

    @Test func fixKeepsModeAndOwner() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("spec.json", Self.fixable).path
        #expect(chmod(file, 0o640) == 0)
        // As root the owner is someone else's, as when root fixes a user's checkout.
        let owner: uid_t = geteuid() == 0 ? 65534 : geteuid()
        let group: gid_t = geteuid() == 0 ? 65534 : getegid()
        #expect(chown(file, owner, group) == 0)
        let output = try Binary.run(["--fix", "spec.json"], in: directory.url)
        #expect(output.status == 0, "stderr: \(output.stderr)")
        #expect(output.stderr.contains("note: fixed 1 finding in 1 file"))
        let after = Self.info(file)
        #expect(after.st_mode & 0o7777 == 0o640)
        #expect(after.st_uid == owner && after.st_gid == group)
        #expect(try String(contentsOfFile: file, encoding: .utf8) != Self.fixable)
    }

    @Test func fixRefusesAReadOnlyFileAndExitsTwo() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("spec.json", Self.fixable).path
        #expect(chmod(file, 0o444) == 0)
        let output = try Binary.run(["--fix", "spec.json"], in: directory.url)
        #expect(output.status == 2)
        #expect(output.stderr.contains("error: cannot write the fixed 'spec.json': it is read-only"))
        #expect(try String(contentsOfFile: file, encoding: .utf8) == Self.fixable)
    }

    @Test func fixDoesNotSplitHardLinks() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("spec.json", Self.fixable).path
        let other = directory.url.appendingPathComponent("elsewhere.txt").path
        #expect(link(file, other) == 0)
        let output = try Binary.run(["--fix", "spec.json"], in: directory.url)
        #expect(output.status == 2)
        #expect(output.stderr.contains("hard links"), "stderr: \(output.stderr)")
        #expect(Self.info(file).st_ino == Self.info(other).st_ino)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == Self.fixable)
    }

    @Test func fixDoesNotWriteThroughALinkedFolderOutsideTheRoot() throws {
        let directory = try TemporaryDirectory()
        let outside = try directory.write("outside/spec.json", Self.fixable).path
        try FileManager.default.createDirectory(
            at: directory.url.appendingPathComponent("repo"), withIntermediateDirectories: true)
        #expect(symlink("../outside", directory.url.appendingPathComponent("repo/linked").path) == 0)
        let output = try Binary.run(["--fix", "--follow-links", "."], in: directory.url.appendingPathComponent("repo"))
        #expect(output.status == 2, "stderr: \(output.stderr)")
        #expect(output.stderr.contains("outside the folders being linted"), "stderr: \(output.stderr)")
        #expect(try String(contentsOfFile: outside, encoding: .utf8) == Self.fixable)
    }

    @Test func fixDoesNotReplaceALinkedFile() throws {
        let directory = try TemporaryDirectory()
        let target = try directory.write("real.json", Self.fixable).path
        let linked = directory.url.appendingPathComponent("linked.json").path
        #expect(symlink("real.json", linked) == 0)
        let output = try Binary.run(["--fix", "linked.json"], in: directory.url)
        #expect(output.status == 2)
        #expect(output.stderr.contains("it is a symbolic link"), "stderr: \(output.stderr)")
        #expect(HardeningOutputTests.type(linked) == S_IFLNK)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == Self.fixable)
    }
}

/// Issue 18: `--fix` applies its edits only to the bytes it read. The file is changed in the
/// one moment another process could change it, between the read its fixes are computed from
/// and the write (``LintCommand/fixWillWrite``, a hook only tests set), on the same path the
/// command line takes.
struct HardeningFixRaceTests {
    /// Runs `adaptlint --fix <path>` in process, calling `hook` where the file may change.
    static func runFix(_ path: String, hook: (@Sendable (String) -> Void)?) throws -> (
        code: CommandLineTool.ExitCode, stderr: String
    ) {
        let errors = Captured()
        let tool = CommandLineTool(
            standardOutput: { _ in }, standardError: { errors.append($0) }, environment: ["NO_COLOR": "1"],
            isTerminal: false)
        guard case .lint(let options) = try CommandLineParser.parse(["--fix", path]) else {
            Issue.record("'--fix \(path)' is not a lint")
            return (.invalidInput, "")
        }
        var command = LintCommand(tool: tool, options: options)
        command.fixWillWrite = hook
        return (command.run(), errors.text)
    }

    /// Text collected from a tool's stream.
    final class Captured: @unchecked Sendable {
        private let lock = NSLock()
        private var collected = ""

        func append(_ text: String) { lock.withLock { collected += text } }
        var text: String { lock.withLock { collected } }
    }

    @Test func fixRefusesAFileThatChangedAfterItWasRead() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("spec.json", HardeningFixTests.fixable)
        // Saved by an editor meanwhile: the same spec with its first line moved, so every byte
        // offset the fixes were computed on now points elsewhere.
        let saved = "\n\n" + HardeningFixTests.fixable
        let output = try Self.runFix(file.path) { path in
            try? Data(saved.utf8).write(to: URL(fileURLWithPath: path))
        }
        #expect(output.code == .invalidInput)
        #expect(
            output.stderr.contains(
                "error: cannot write the fixed '\(file.path)': it changed while adaptlint was fixing it"),
            "stderr: \(output.stderr)")
        #expect(try String(contentsOf: file, encoding: .utf8) == saved)
        #expect(!output.stderr.contains("note: fixed"))
    }

    @Test func theSameRunFixesAFileThatStaysAsItWasRead() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("spec.json", HardeningFixTests.fixable)
        let output = try Self.runFix(file.path) { _ in }
        #expect(output.code == .clean, "stderr: \(output.stderr)")
        #expect(output.stderr.contains("note: fixed 1 finding in 1 file"))
        #expect(try String(contentsOf: file, encoding: .utf8) != HardeningFixTests.fixable)
    }
}

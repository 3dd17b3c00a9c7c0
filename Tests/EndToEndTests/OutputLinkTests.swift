import AdaptTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Outputs through symbolic links committed in the checkout: a report, baseline or `import`
/// target whose link leads out of the working folder, or nowhere, is refused (exit 2) unless
/// `--allow-outside-output`, and nothing is written outside.
struct OutputLinkTests {
    static let errorSpec = HostileInputTests.goodSpec

    /// A checkout (`repo/`) with a spec, beside a folder (`outside/`) holding a file the pull
    /// request wants replaced.
    static func checkout() throws -> (TemporaryDirectory, repo: URL, victim: URL) {
        let directory = try TemporaryDirectory()
        try directory.write("repo/specs/a.json", errorSpec)
        let victim = try directory.write("outside/victim.txt", "keep me\n")
        chmod(victim.path, 0o640)
        return (directory, directory.url.appendingPathComponent("repo"), victim)
    }

    /// The README's workflow step, with `adaptlint.sarif` committed as a link to a file outside
    /// the checkout, and as a dangling link: refused, and nothing outside is written.
    @Test(arguments: [false, true])
    func readmeWorkflowStepWritesNothingOutside(dangling: Bool) throws {
        let (directory, repo, victim) = try Self.checkout()
        let destination = dangling ? "../outside/new.sarif" : "../outside/victim.txt"
        #expect(symlink(destination, repo.appendingPathComponent("adaptlint.sarif").path) == 0)
        let summary = directory.url.appendingPathComponent("summary.md").path
        let output = try Binary.run(
            [
                "specs/", "--format", "github", "--report", "sarif:adaptlint.sarif", "--report",
                "markdown:\(summary)", "--omit-suppressed",
            ], in: repo)
        #expect(output.status == 2, "stderr: \(output.stderr)")
        #expect(output.stderr.contains("--allow-outside-output"), "stderr: \(output.stderr)")
        #expect(
            output.stderr.contains(
                dangling
                    ? "'adaptlint.sarif' is a symbolic link to a file that does not exist"
                    : "'adaptlint.sarif' is a symbolic link that leads outside the working folder"),
            "stderr: \(output.stderr)")
        #expect(try String(contentsOf: victim, encoding: .utf8) == "keep me\n")
        let outside = try FileManager.default.contentsOfDirectory(
            atPath: directory.url.appendingPathComponent("outside").path)
        #expect(outside == ["victim.txt"])
        #expect(!FileManager.default.fileExists(atPath: summary), "nothing is written when an output is refused")
    }

    /// Every kind of output follows the rule, and a linked folder on the way counts as a link.
    @Test(arguments: [
        ["-o", "report.txt"], ["--report", "json:report.txt"], ["--write-baseline", "report.txt"],
        ["--baseline", "report.txt", "--prune-baseline"], ["-o", "reports/report.txt"],
    ])
    func everyOutputThroughALinkOutsideIsRefused(_ arguments: [String]) throws {
        let (directory, repo, victim) = try Self.checkout()
        defer { withExtendedLifetime(directory) {} }
        #expect(symlink("../outside/victim.txt", repo.appendingPathComponent("report.txt").path) == 0)
        #expect(symlink("../outside", repo.appendingPathComponent("reports").path) == 0)
        try Data("{\"tool\": \"adaptlint\"}".utf8).write(to: victim)
        let output = try Binary.run(["specs"] + arguments, in: repo)
        #expect(output.status == 2, "stderr: \(output.stderr)")
        #expect(output.stderr.contains("leads outside the working folder"), "stderr: \(output.stderr)")
        #expect(try String(contentsOf: victim, encoding: .utf8) == "{\"tool\": \"adaptlint\"}")
        #expect(!FileManager.default.fileExists(atPath: victim.deletingLastPathComponent().path + "/report.txt"))
    }

    @Test func allowOutsideOutputWritesThroughTheLink() throws {
        let (directory, repo, victim) = try Self.checkout()
        defer { withExtendedLifetime(directory) {} }
        #expect(symlink("../outside/victim.txt", repo.appendingPathComponent("report.txt").path) == 0)
        let output = try Binary.run(["specs", "-o", "report.txt", "--allow-outside-output"], in: repo)
        #expect(output.status == 1, "stderr: \(output.stderr)")
        #expect(try String(contentsOf: victim, encoding: .utf8).contains("[no-idiom-layout]"))
        #expect(HardeningOutputTests.type(repo.appendingPathComponent("report.txt").path) == S_IFLNK)
    }

    /// A path named on the command line outside the working folder, with no link of the
    /// checkout on the way, is the runner's own choice and is written.
    @Test func anOutsidePathNamedDirectlyIsWritten() throws {
        let (directory, repo, _) = try Self.checkout()
        let report = directory.url.appendingPathComponent("outside/report.txt").path
        let output = try Binary.run(["specs", "-o", report], in: repo)
        #expect(output.status == 1, "stderr: \(output.stderr)")
        #expect(try String(contentsOfFile: report, encoding: .utf8).contains("[no-idiom-layout]"))
    }

    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="1" targetRuntime="iOS.CocoaTouch">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <view contentMode="scaleToFill" id="ID" userLabel="Player">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                </view>
            </objects>
        </document>
        """

    /// `import` into a folder of the checkout that holds committed links: a linked folder and a
    /// linked spec below the output folder are refused, whatever they point at; the output
    /// folder itself may not be a link out of the working folder.
    @Test func importNeverWritesThroughALink() throws {
        let (directory, repo, victim) = try Self.checkout()
        try directory.write("repo/in/A.xib", Self.xib.replacingOccurrences(of: "\"ID\"", with: "\"a1\""))
        try directory.write("repo/in/sub/B.xib", Self.xib.replacingOccurrences(of: "\"ID\"", with: "\"b1\""))
        try FileManager.default.createDirectory(
            at: repo.appendingPathComponent("out/in"), withIntermediateDirectories: true)
        #expect(symlink("../../../outside/victim.txt", repo.appendingPathComponent("out/in/A.a1.json").path) == 0)
        #expect(symlink("../../../outside", repo.appendingPathComponent("out/in/sub").path) == 0)
        let output = try Binary.run(["import", "--output-dir", "out", "in"], in: repo)
        #expect(output.status == 2, "stderr: \(output.stderr)")
        #expect(
            output.stderr.contains("'out/in/A.a1.json' is a symbolic link; import never writes through one"),
            "stderr: \(output.stderr)")
        #expect(output.stderr.contains("'out/in/sub' is a symbolic link"), "stderr: \(output.stderr)")
        #expect(try String(contentsOf: victim, encoding: .utf8) == "keep me\n")
        let outside = try FileManager.default.contentsOfDirectory(
            atPath: directory.url.appendingPathComponent("outside").path)
        #expect(outside == ["victim.txt"])

        #expect(symlink("../outside", repo.appendingPathComponent("linked").path) == 0)
        let linked = try Binary.run(["import", "--output-dir", "linked/specs", "in"], in: repo)
        #expect(linked.status == 2, "stderr: \(linked.stderr)")
        #expect(linked.stderr.contains("'linked' is a symbolic link that leads outside"), "stderr: \(linked.stderr)")
        #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("outside/specs").path))
    }

    /// Two scenes that map to one file name: the second is written beside the first with `-2`,
    /// and neither replaces the other.
    @Test func importGivesASecondSpecWithTheSameNameADistinctName() throws {
        let directory = try TemporaryDirectory()
        let view =
            "<view contentMode=\"scaleToFill\" id=\"ID\" userLabel=\"Player\">"
            + "<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"375\" height=\"667\"/></view>"
        let views =
            view.replacingOccurrences(of: "\"ID\"", with: "\"x.y\"")
            + view.replacingOccurrences(of: "\"ID\"", with: "\"x_y\"")
        let twoRoots = Self.xib.replacingOccurrences(
            of: "<objects>", with: "<objects>" + views)
        try directory.write("in/A.xib", twoRoots.replacingOccurrences(of: "\"ID\"", with: "\"z\""))
        let output = try Binary.run(["import", "--output-dir", "out", "in"], in: directory.url)
        let lines = output.stdout.split(separator: "\n").map(String.init).sorted()
        #expect(lines == ["out/in/A.x_y-2.json", "out/in/A.x_y.json", "out/in/A.z.json"], "stdout: \(output.stdout)")
        let first = try String(contentsOfFile: directory.url.path + "/out/in/A.x_y.json", encoding: .utf8)
        let second = try String(contentsOfFile: directory.url.path + "/out/in/A.x_y-2.json", encoding: .utf8)
        #expect(first != second)
    }
}

import Foundation
import Testing

/// The realistic corpus in `Samples/realworld/`: fourteen screens of well-known kinds of apps, written by
/// an author who worked only from the docs and the guideline documents, with an answer key in its
/// `ANSWERS.md`. This is the precision contract of issue 16: no error or warning on a well-made screen,
/// every planted mistake found at its line, and most errors and warnings on the other screens on target.
@Suite struct RealWorldCorpusTests {
    /// One row of the answer key: a planted mistake, or (line 0) a screen that is well made.
    struct Answer: Equatable {
        var file: String
        var wellMade: Bool
        var line: Int
        var rule: String
    }

    /// One error or warning of the JSON report, with the lines of its related locations.
    struct Finding {
        var file: String
        var rule: String
        var severity: String
        var line: Int
        var relatedLines: [Int]
        var message: String

        func hits(_ answer: Answer) -> Bool {
            file == answer.file && rule == answer.rule && (line == answer.line || relatedLines.contains(answer.line))
        }
    }

    static let folder = Repository.samples.appendingPathComponent("realworld")

    /// Reads the table under "## Answer key" in `ANSWERS.md`.
    static func answers() throws -> [Answer] {
        let text = try String(contentsOf: folder.appendingPathComponent("ANSWERS.md"), encoding: .utf8)
        let table = try #require(text.components(separatedBy: "## Answer key").last)
        return table.split(separator: "\n").compactMap { row -> Answer? in
            let cells = row.split(separator: "|", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "`")) }
            guard cells.count >= 6, cells[1].hasSuffix(".json"), let line = Int(cells[3]) else { return nil }
            return Answer(file: cells[1], wellMade: cells[2] == "yes", line: line, rule: cells[4])
        }
    }

    /// Lints the corpus with the built binary, as a user would, and keeps its errors and warnings.
    static func findings() throws -> [Finding] {
        let output = try Binary.run(["--format", "json", "Samples/realworld"], in: Repository.root)
        #expect(output.status == 1, "exit code \(output.status): \(output.stderr)")
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(report["diagnostics"] as? [[String: Any]])
        return diagnostics.compactMap { diagnostic in
            guard let severity = diagnostic["severity"] as? String, severity != "note",
                let path = diagnostic["path"] as? String, let rule = diagnostic["rule"] as? String,
                let start = diagnostic["start"] as? [String: Any], let line = start["line"] as? Int
            else { return nil }
            let related = (diagnostic["related"] as? [[String: Any]] ?? []).compactMap {
                ($0["start"] as? [String: Any])?["line"] as? Int
            }
            return Finding(
                file: URL(fileURLWithPath: path).lastPathComponent, rule: rule, severity: severity, line: line,
                relatedLines: related, message: diagnostic["message"] as? String ?? "")
        }
    }

    @Test func theAnswerKeyCoversEveryScreenAndHalfAreWellMade() throws {
        let answers = try Self.answers()
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
            .filter { $0.hasSuffix(".json") }
        #expect(Set(answers.map(\.file)) == Set(files))
        #expect(files.count >= 12)
        let wellMade = Set(answers.filter(\.wellMade).map(\.file))
        #expect(wellMade.count * 2 >= files.count)
        #expect(answers.filter { !$0.wellMade }.allSatisfy { $0.line > 0 && !$0.rule.isEmpty })
    }

    @Test func wellMadeScreensDrawNoErrorOrWarning() throws {
        let wellMade = Set(try Self.answers().filter(\.wellMade).map(\.file))
        let noise = try Self.findings().filter { wellMade.contains($0.file) }
        #expect(noise.isEmpty, "\(noise.map { "\($0.file):\($0.line): \($0.message) [\($0.rule)]" })")
    }

    @Test func everyPlantedMistakeIsFoundAtItsLine() throws {
        let findings = try Self.findings()
        for answer in try Self.answers() where !answer.wellMade {
            #expect(findings.contains { $0.hits(answer) }, "not found: \(answer.file):\(answer.line) [\(answer.rule)]")
        }
    }

    @Test func mostFindingsOnTheOtherScreensAreOnTarget() throws {
        let planted = try Self.answers().filter { !$0.wellMade }
        let files = Set(planted.map(\.file))
        let findings = try Self.findings().filter { files.contains($0.file) }
        let offTarget = findings.filter { finding in !planted.contains { finding.hits($0) } }
        #expect(!findings.isEmpty)
        #expect(
            offTarget.count * 5 <= findings.count,
            "\(offTarget.count) of \(findings.count) off target: \(offTarget.map { "\($0.file):\($0.line): \($0.message) [\($0.rule)]" })"
        )
    }
}

import Foundation
import Testing

/// README's usage block lists each form `adaptlint --help` prints, written the same way (issue 17:
/// README's `config [<path>]` once differed from `--help`).
@Test func readmeUsageListsEveryFormOfTheHelpAsWritten() throws {
    let help = try Binary.run(["--help"]).stdout
    let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let start = try #require(lines.firstIndex { $0.hasPrefix("USAGE: ") })
    let forms = lines[start...].prefix { !$0.isEmpty }.map {
        $0.replacingOccurrences(of: "USAGE: ", with: "").trimmingCharacters(in: .whitespaces)
    }
    #expect(forms.count >= 7, "\(forms)")
    let readme = try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
    let usage = try #require(readme.components(separatedBy: "## Usage").dropFirst().first)
    let block = try #require(usage.components(separatedBy: "```").dropFirst().first)
    let readmeLines = block.split(separator: "\n").map(String.init)
    for form in forms {
        #expect(readmeLines.contains { $0 == form || $0.hasPrefix(form + " ") }, "README lacks '\(form)'")
    }
}

/// README's demo is what `adaptlint Samples` prints: each finding line it quotes, the `--fix`
/// line the report ends with, the summary and the exit code.
@Test func readmeDemoIsWhatTheSamplesRunPrints() throws {
    let output = try Binary.run(["Samples"], in: Repository.root)
    let readme = try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
    let demo = try #require(readme.components(separatedBy: "## Demo").dropFirst().first)
    let blocks = demo.components(separatedBy: "```text\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
    try #require(blocks.count >= 2)
    let printed = Set(output.stdout.split(separator: "\n").map(String.init))
    for line in blocks[0].split(separator: "\n").map(String.init) {
        #expect(printed.contains(line), "README's demo line is not printed: \(line)")
    }
    #expect(output.status == 1)
    #expect(blocks[1] == output.stderr, "README's summary is stale")
    let fixLine = try #require(output.stdout.split(separator: "\n").last.map(String.init))
    #expect(fixLine.hasSuffix(" findings can be fixed with --fix"))
    #expect(demo.contains("The report ends with `\(fixLine)`"))
}

/// Each row of README's table of rules gives the severity and summary that `adaptlint rules` prints
/// for that rule (app-level rules with an "App level: " prefix), so the table cannot drift from the
/// rules' own descriptions.
@Test func readmeRuleTableAgreesWithTheRules() throws {
    let listing = try Binary.run(["rules"]).stdout
    var rules: [String: (severity: String, summary: String)] = [:]
    for line in listing.split(separator: "\n").map(String.init) {
        let fields = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true).map(String.init)
        guard fields.count == 3 else { continue }
        rules[fields[0]] = (fields[1], fields[2].trimmingCharacters(in: .whitespaces))
    }
    #expect(rules.count >= 30, "\(listing)")
    let readme = try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
    var rows = 0
    for line in readme.split(separator: "\n").map(String.init) where line.hasPrefix("| [`") {
        let cells = line.split(separator: "|", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard cells.count >= 5, let end = cells[1].dropFirst(2).firstIndex(of: "`") else { continue }
        let id = String(cells[1].dropFirst(2)[..<end])
        let rule = try #require(rules[id], "README names '\(id)', which `adaptlint rules` does not list")
        rows += 1
        #expect(cells[2] == rule.severity, "\(id): README says \(cells[2]), the rule \(rule.severity)")
        let appLevel = "App level: " + rule.summary.prefix(1).lowercased() + rule.summary.dropFirst()
        #expect(cells[3] == rule.summary || cells[3] == appLevel, "\(id): README's summary differs from the rule's")
    }
    #expect(rows >= 30)
}

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

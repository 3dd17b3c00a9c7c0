import Foundation
import Testing

/// The GitHub Actions workflow in docs/ci.md, which the README repeats, works when followed literally:
/// its lint step, run as written (with adaptlint at the path the workflow builds it to), annotates
/// findings, writes the SARIF log and the step summary, and fails the job on errors.
@Suite struct CIWorkflowTests {
    /// The first ```yaml block of a Markdown file.
    static func firstYAMLBlock(_ relativePath: String) throws -> String {
        let text = try String(contentsOf: Repository.root.appendingPathComponent(relativePath), encoding: .utf8)
        let start = try #require(text.range(of: "```yaml\n"), "no yaml block in \(relativePath)")
        let end = try #require(text.range(of: "\n```", range: start.upperBound..<text.endIndex))
        return String(text[start.upperBound..<end.lowerBound])
    }

    /// The command of the step named `name`: a `run: >` folded block, joined as YAML folds it.
    static func foldedRun(ofStep name: String, in workflow: String) throws -> String {
        let lines = workflow.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let step = try #require(lines.firstIndex { $0.hasSuffix("- name: \(name)") }, "no step '\(name)'")
        #expect(lines[step + 1].trimmingCharacters(in: .whitespaces) == "run: >")
        let indent = lines[step + 2].prefix { $0 == " " }.count
        var parts: [String] = []
        for line in lines[(step + 2)...] {
            guard line.prefix(indent).allSatisfy({ $0 == " " }), line.count > indent,
                line.dropFirst(indent).first != " "
            else { break }
            parts.append(line.trimmingCharacters(in: .whitespaces))
        }
        return parts.joined(separator: " ")
    }

    /// Splits a command line the way a shell does for the quoting the workflow uses ("..." and $VAR).
    static func words(_ command: String, environment: [String: String]) -> [String] {
        var words: [String] = []
        var current = ""
        var quoted = false
        var index = command.startIndex
        while index < command.endIndex {
            let character = command[index]
            if character == "\"" {
                quoted.toggle()
            } else if character == " " && !quoted {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else if character == "$" {
                let name = command[command.index(after: index)...].prefix { $0.isLetter || $0 == "_" }
                current += environment[String(name)] ?? ""
                index = command.index(index, offsetBy: name.count)
            } else {
                current.append(character)
            }
            index = command.index(after: index)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    @Test func theReadmeShowsTheDocumentedWorkflow() throws {
        #expect(try Self.firstYAMLBlock("README.md") == Self.firstYAMLBlock("docs/ci.md"))
    }

    @Test func theLintStepRunsAsWrittenOnTheSamples() throws {
        let workflow = try Self.firstYAMLBlock("docs/ci.md")
        #expect(workflow.contains("run: swift build -c release --package-path .adaptlint --product adaptlint"))
        let directory = try TemporaryDirectory()
        let specs = directory.url.appendingPathComponent("specs")
        try FileManager.default.copyItem(at: Repository.samples, to: specs)
        let summary = directory.url.appendingPathComponent("step-summary.md")
        let command = try Self.foldedRun(ofStep: "Lint screen specs", in: workflow)
        let words = Self.words(command, environment: ["GITHUB_STEP_SUMMARY": summary.path])
        #expect(words.first == ".adaptlint/.build/release/adaptlint")

        let output = try Binary.run(Array(words.dropFirst()), in: directory.url)
        #expect(output.status == 1, "the samples hold errors, so the step fails the job")
        let annotations = output.stdout.split(separator: "\n").filter { $0.hasPrefix("::error file=specs/") }
        #expect(!annotations.isEmpty, "no error annotations in:\n\(output.stdout)")

        let sarifData = try Data(contentsOf: directory.url.appendingPathComponent("adaptlint.sarif"))
        let sarif = try #require(try JSONSerialization.jsonObject(with: sarifData) as? [String: Any])
        #expect(sarif["version"] as? String == "2.1.0")
        let runs = try #require(sarif["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [Any])
        #expect(
            results.count == annotations.count + output.stdout.components(separatedBy: "::warning ").count - 1
                + output.stdout.components(separatedBy: "::notice ").count - 1)

        let table = try String(contentsOf: summary, encoding: .utf8)
        #expect(table.contains("| "), "the step summary holds no table:\n\(table)")
    }
}

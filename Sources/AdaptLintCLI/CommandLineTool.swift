import AdaptLintCore
import AdaptLintReporters
import AdaptLintRules
import Foundation

/// The whole command-line tool as a function from arguments to an exit code, so tests can
/// drive it in-process as well as through the binary.
public struct CommandLineTool {
    public enum ExitCode: Int32 {
        case clean = 0
        case findings = 1
        case invalidInput = 2
    }

    var standardOutput: (String) -> Void
    var standardError: (String) -> Void
    var environment: [String: String]
    var isTerminal: Bool

    public init(
        standardOutput: @escaping (String) -> Void, standardError: @escaping (String) -> Void,
        environment: [String: String], isTerminal: Bool
    ) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.environment = environment
        self.isTerminal = isTerminal
    }

    public func run(_ arguments: [String]) -> ExitCode {
        let command: Command
        do {
            command = try ArgumentParser.parse(arguments)
        } catch {
            standardError("error: \(error.message)\n\(ArgumentParser.usage)\n  See 'adaptlint --help' for more information.\n")
            return .invalidInput
        }
        switch command {
        case .help:
            standardOutput(ArgumentParser.help + "\n")
            return .clean
        case .version:
            standardOutput(AdaptLint.version + "\n")
            return .clean
        case .listRules:
            standardOutput(RuleCatalog.list())
            return .clean
        case .showRule(let id):
            guard let text = RuleCatalog.documentation(for: id) else {
                let ids = RuleRegistry.descriptions.map(\.identifier)
                let error = ToolError.unknownRule(id, suggestion: Suggestion.closest(to: id, in: ids))
                standardError("error: \(error.message)\n")
                return .invalidInput
            }
            standardOutput(text)
            return .clean
        case .schema:
            standardOutput(SpecSchema.text)
            return .clean
        case .listDevices(let selection):
            standardOutput(DeviceListing.text(for: selection.devices))
            return .clean
        case .lint(let options):
            return lint(options)
        }
    }

    func lint(_ options: LintOptions) -> ExitCode {
        let inputs = FileDiscovery.discover(options.paths)
        let runner = LintRunner(linter: Linter(rules: LintRunner.defaultRules(devices: options.devices.devices)))
        let report = LintReport(files: runner.run(inputs, jobs: options.jobs), rules: RuleRegistry.descriptions)
        let colors = options.color ?? (options.output == nil && isTerminal && environment["NO_COLOR"] == nil)
        let context = ReportContext(workingDirectory: FileManager.default.currentDirectoryPath, colors: colors)
        guard let reporter = Reporters.reporter(named: options.format) else { return .invalidInput }
        let rendered = reporter.render(report, context: context)
        if let output = options.output {
            do {
                try Data(rendered.utf8).write(to: URL(fileURLWithPath: output))
            } catch {
                let failure = ToolError.cannotWriteOutput(path: output, reason: error.localizedDescription)
                standardError("error: \(failure.message)\n")
                return .invalidInput
            }
        } else {
            standardOutput(rendered)
        }
        standardError(report.summaryLine + "\n")
        if report.invalidInputCount > 0 { return .invalidInput }
        let failing = report.diagnostics.contains { $0.severity >= options.failOn }
        return failing ? .findings : .clean
    }
}

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
        if arguments.first == "import" { return ImportCommand(tool: self).run(Array(arguments.dropFirst())) }
        let command: Command
        do {
            command = try ArgumentParser.parse(arguments)
        } catch {
            standardError(
                "error: \(error.message)\n\(ArgumentParser.usage)\n  See 'adaptlint --help' for more information.\n")
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
        case .config(let options):
            return showConfiguration(options)
        case .lsp:
            switch LanguageServerCommand.run(tool: self) {
            case 0: return .clean
            case 2: return .invalidInput
            default: return .findings
            }
        }
    }

    func lint(_ options: LintOptions) -> ExitCode {
        if options.watch { return WatchCommand(tool: self, options: options).run() }
        return LintCommand(tool: self, options: options).run()
    }
}

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
            command = try CommandLineParser.parse(arguments)
        } catch {
            // A subcommand's usage for its own errors, the main usage otherwise.
            let subcommand = arguments.first.flatMap(Subcommands.named).map(\.name)
            let usage = subcommand.flatMap(Subcommands.named).map { "USAGE: " + $0.usage } ?? CommandLineParser.usage
            let more = subcommand.map { "adaptlint \($0) --help" } ?? "adaptlint --help"
            standardError("error: \(error.message)\n\(usage)\n  See '\(more)' for more information.\n")
            return .invalidInput
        }
        switch command {
        case .help:
            standardOutput(CommandLineParser.help + "\n")
            return .clean
        case .subcommandHelp(let name):
            standardOutput((Subcommands.named(name)?.help ?? CommandLineParser.help) + "\n")
            return .clean
        case .version:
            standardOutput(AdaptLint.version + "\n")
            return .clean
        case .listRules:
            standardOutput(RuleCatalog.list())
            return .clean
        case .showRule(let id):
            guard let text = RuleCatalog.documentation(for: id) else {
                let ids = RuleCatalog.all.map(\.identifier)
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
        case .importDocuments(let options):
            return ImportCommand(tool: self).run(options)
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
        let code = LintCommand(tool: self, options: options).run()
        if code == .clean, let stamp = options.buildStamp { return writeBuildStamp(stamp) }
        return code
    }

    /// Writes the build-tool plugin's stamp: a Swift file holding one comment, which SwiftPM
    /// compiles into the target (any other output file type would be bundled as a resource or,
    /// ignored, never asked for).
    private func writeBuildStamp(_ path: String) -> ExitCode {
        let text = "// Written by adaptlint's build-tool plugin: this target's screen specs passed the lint.\n"
        do {
            try AtomicFile.write(Array(text.utf8), to: path)
            return .clean
        } catch {
            standardError("error: cannot write '\(path)': \(error)\n")
            return .invalidInput
        }
    }
}

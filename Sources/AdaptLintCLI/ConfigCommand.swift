import AdaptLintCore
import Foundation

/// Options of `adaptlint config [--config FILE] [--rule SETTING] [--fail-on LEVEL] [path]` (``Subcommands/config``).
public struct ConfigCommandOptions: Equatable, Sendable {
    /// The file or folder to resolve the configuration for; default `.`.
    public var path = "."
    public var adoption = AdoptionOptions()

    public init() {}
}

extension CommandLineTool {
    /// Prints the effective configuration for a path, or its problems (exit code 2).
    func showConfiguration(_ options: ConfigCommandOptions) -> ExitCode {
        let workingDirectory = FileManager.default.currentDirectoryPath
        let commandLine: ConfigurationFile?
        do {
            commandLine = try CommandLineSettings.layer(options.adoption, workingDirectory: workingDirectory)
        } catch {
            standardError("error: \(error.message)\n")
            return .invalidInput
        }
        let locator = ConfigurationLocator(
            workingDirectory: workingDirectory, explicit: options.adoption.configPath, commandLine: commandLine)
        let absolute = locator.absolute(options.path)
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory)
        let configuration =
            exists && isDirectory.boolValue
            ? locator.configuration(forDirectory: absolute) : locator.configuration(forFile: absolute)
        guard locator.problems.isEmpty else {
            standardError(locator.problems.map(\.rendered).joined())
            return .invalidInput
        }
        var text = configuration.describe(for: options.path)
        if !isDirectory.boolValue, let reason = configuration.exclusion(of: absolute) {
            text += "\n'\(options.path)' is not linted: \(reason)\n"
        }
        standardOutput(text)
        return .clean
    }
}

import AdaptLintCore
import Foundation

/// Options of `adaptlint config [--config FILE] [--rule SETTING] [--fail-on LEVEL] [path]`.
public struct ConfigCommandOptions: Equatable, Sendable {
    /// The file or folder to resolve the configuration for; default `.`.
    public var path = "."
    public var adoption = AdoptionOptions()

    public init() {}

    /// Parses the arguments after `config`.
    ///
    /// - Throws: ``ToolError`` for unknown options, missing values or a second path.
    static func parse(_ arguments: [String]) throws(ToolError) -> ConfigCommandOptions {
        var options = ConfigCommandOptions()
        var index = 0
        var sawPath = false
        while index < arguments.count {
            var argument = arguments[index]
            var inline: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                inline = String(argument[argument.index(after: equals)...])
                argument = String(argument[..<equals])
            }
            func value(_ name: String) throws(ToolError) -> String {
                if let inline { return inline }
                index += 1
                guard index < arguments.count else { throw .missingValue(option: argument, valueName: name) }
                return arguments[index]
            }
            switch argument {
            case "--config", "-c": options.adoption.configPath = try value("file")
            case "--rule": options.adoption.ruleSettings.append(try value("setting"))
            case "--fail-on":
                let level = try value("severity")
                guard Severity(rawValue: level) != nil else {
                    throw .invalidValue(
                        option: "--fail-on", valueName: "severity", value: level, allowed: ["error", "warning", "note"])
                }
                options.adoption.failOnOption = "--fail-on \(level)"
            default:
                if argument.hasPrefix("-") && argument != "-" { throw .unknownOption(argument) }
                if sawPath { throw .unexpectedArgument(command: "config", argument: argument) }
                options.path = argument
                sawPath = true
            }
            index += 1
        }
        return options
    }
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

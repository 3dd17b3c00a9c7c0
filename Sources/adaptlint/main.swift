import AdaptLintCLI
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let tool = CommandLineTool(
    standardOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
    standardError: { FileHandle.standardError.write(Data($0.utf8)) },
    environment: ProcessInfo.processInfo.environment,
    isTerminal: isatty(STDOUT_FILENO) == 1)
exit(tool.run(Array(CommandLine.arguments.dropFirst())).rawValue)

import AdaptLintCLI
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Written with write(2), so a closed or full stream is an error (exit 2), never a trap.
let output = StandardStream(descriptor: STDOUT_FILENO)
let errors = StandardStream(descriptor: STDERR_FILENO)
let tool = CommandLineTool(
    standardOutput: output.write,
    standardError: errors.write,
    environment: ProcessInfo.processInfo.environment,
    isTerminal: isatty(STDOUT_FILENO) == 1)
let status = tool.run(Array(CommandLine.arguments.dropFirst())).rawValue
exit(StandardStream.finish(status, output: output, error: errors))

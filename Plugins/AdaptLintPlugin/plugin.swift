import Foundation
import PackagePlugin

/// `swift package adaptlint [options] [path...]`: runs adaptlint inside the package that
/// depends on it.
///
/// The tool runs in the package's root folder, so `.adaptlint.json` lookup, relative paths and
/// reports behave as on the command line there. Without paths it lints the whole package.
/// Writing (`--fix`,
/// `--output`, `--report`, baselines) needs SwiftPM's permission to write to the package:
/// `swift package --allow-writing-to-package-directory adaptlint ...`.
@main
struct AdaptLintPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "adaptlint")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw ExitStatus(code: process.terminationStatus)
        }
    }
}

/// Carries adaptlint's exit status out of the plugin, so `swift package adaptlint` fails
/// when the lint fails.
struct ExitStatus: Error, CustomStringConvertible {
    var code: Int32
    var description: String {
        switch code {
        case 1: "adaptlint found problems at or above the --fail-on severity"
        case 2: "adaptlint could not lint every input (usage error, unreadable file, invalid JSON or spec)"
        default: "adaptlint exited with status \(code)"
        }
    }
}

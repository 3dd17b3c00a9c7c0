import Foundation
import PackagePlugin

/// `swift package adaptlint [options] [path...]`: runs adaptlint inside the package that
/// depends on it.
///
/// The tool runs in the package's root folder, so `.adaptlint.json` lookup, relative paths and
/// reports behave as on the command line there. Without paths it lints the whole package.
/// Linting needs no permission. Writing into the package (`--fix`, `--output`, `--report`,
/// baselines) needs `swift package --allow-writing-to-package-directory adaptlint ...` where
/// SwiftPM sandboxes plugins (macOS); the plugin says so when a write fails.
@main
struct AdaptLintPlugin: CommandPlugin {
    /// Options that make adaptlint write files.
    static let writingOptions: Set<String> = [
        "--fix", "--output", "-o", "--report", "--write-baseline", "--prune-baseline",
    ]

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "adaptlint")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            if process.terminationStatus == 2 && arguments.contains(where: Self.writingOptions.contains) {
                Diagnostics.remark(
                    "if a write was refused ('Operation not permitted'), run 'swift package --allow-writing-to-package-directory adaptlint ...'"
                )
            }
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

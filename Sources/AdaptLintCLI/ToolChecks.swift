import AdaptLintCore
import Foundation

/// Checks the command-line tool makes itself, outside any spec, documented like rules so that
/// every id a report can carry is in `adaptlint rules`.
enum ToolChecks {
    static let ioError = RuleDescription(
        identifier: "io-error",
        title: "Input cannot be read",
        summary: "A path given or found could not be read: missing, unreadable, not a regular file, or a link loop.",
        rationale: """
            A CI gate that skips a spec it cannot open would pass a design nobody checked. adaptlint reports \
            the path and the system's reason as an error (exit code 2) and still lints every other file.
            """,
        guideline: GuidelineCitation(
            document: "-", source: "adaptlint command line (README.md, Exit codes)", section: "Exit codes",
            paraphrase: "A path that could not be read is an error of its own, and the other files are still linted."),
        defaultSeverity: .error)
}

/// File-system questions the argument parser asks.
enum FileSystemProbe {
    /// Whether something (file, folder, link) exists at `path`.
    static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }
}

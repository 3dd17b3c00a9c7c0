import AdaptLintCore
import Foundation

/// What the server needs from the command line's configuration machinery: the linter that
/// `.adaptlint.json` selects for a file, and the problems found in configuration files.
///
/// The command-line tool provides it (`AdaptLintCLI`), so the server lints with exactly the rules,
/// severities and parameters `adaptlint` would use for the same file.
public protocol LintEnvironment: AnyObject {
    /// The linter for the file at `path` (absolute), or nil when its configuration excludes it.
    func linter(forFile path: String) -> Linter?

    /// Every problem in the configuration files read so far, each with its file's absolute path.
    var configurationProblems: [(path: String, problem: ConfigurationProblem)] { get }

    /// What the app's Info.plist says for the file at `path` (absolute), found on disk as a
    /// command-line run over the workspace finds it; nil when no property list applies.
    func appFacts(forFile path: String) -> AppFacts?

    /// Lints `text` as the file at `path` with `linter`, with the reader the file's name implies
    /// (a property list or Interface Builder document as the command line reads it).
    func lint(_ text: [UInt8], path: String, with linter: Linter, app: AppFacts?) -> [Diagnostic]

    /// Forgets every configuration file and property list read, so the next ``linter(forFile:)``
    /// and ``appFacts(forFile:)`` read them again.
    func reload()

    /// The folder that configuration files, property lists and relative paths are found from, as the
    /// working directory is for a command-line run: the process's working directory until the client
    /// names its workspace. Setting it forgets what was read, as ``reload()`` does.
    var workspaceRoot: String { get set }
}

extension LintEnvironment {
    /// No app facts: only the command line's environment reads property lists.
    public func appFacts(forFile path: String) -> AppFacts? { nil }

    /// Every document linted as JSON.
    public func lint(_ text: [UInt8], path: String, with linter: Linter, app: AppFacts?) -> [Diagnostic] {
        linter.lint(text, path: path, app: app).diagnostics
    }
}

/// A configuration-free environment: every rule at its default severity. For tests and for
/// documents that are not files.
public final class DefaultLintEnvironment: LintEnvironment {
    private let linter: Linter
    public var workspaceRoot = FileManager.default.currentDirectoryPath

    public init(linter: Linter) {
        self.linter = linter
    }

    public func linter(forFile path: String) -> Linter? { linter }
    public var configurationProblems: [(path: String, problem: ConfigurationProblem)] { [] }
    public func reload() {}
}

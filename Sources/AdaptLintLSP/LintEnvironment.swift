import AdaptLintCore

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

    /// Forgets every configuration file read, so the next ``linter(forFile:)`` reads them again.
    func reload()
}

/// A configuration-free environment: every rule at its default severity. For tests and for
/// documents that are not files.
public final class DefaultLintEnvironment: LintEnvironment {
    private let linter: Linter

    public init(linter: Linter) {
        self.linter = linter
    }

    public func linter(forFile path: String) -> Linter? { linter }
    public var configurationProblems: [(path: String, problem: ConfigurationProblem)] { [] }
    public func reload() {}
}

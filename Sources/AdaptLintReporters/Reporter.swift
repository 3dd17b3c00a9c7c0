import AdaptLintCore

/// Turns a lint report into the bytes of one output format. Pure: no I/O.
public protocol Reporter: Sendable {
    /// The `--format` name.
    static var name: String { get }
    init()
    /// Renders the report.
    func render(_ report: LintReport, context: ReportContext) -> String
    /// Hands the rendered bytes to `sink` in order, in chunks that each end on a character
    /// boundary. Reporters whose output grows with the findings or files stream it, so a big
    /// run never holds the whole report; the default hands on ``render(_:context:)`` at once.
    func write(_ report: LintReport, context: ReportContext, to sink: (ArraySlice<UInt8>) -> Void)
}

extension Reporter {
    public func write(_ report: LintReport, context: ReportContext, to sink: (ArraySlice<UInt8>) -> Void) {
        sink(Array(render(report, context: context).utf8)[...])
    }
}

/// What a reporter may need besides the findings.
public struct ReportContext: Sendable {
    /// Absolute path of the directory that relative paths are relative to (SARIF's `%SRCROOT%`).
    public var workingDirectory: String
    /// Use ANSI colours (text only; set for a terminal).
    public var colors: Bool
    /// Threads a reporter may use to render long lists (`--jobs`); nil: one per core. The
    /// bytes never depend on it.
    public var jobs: Int?
    /// Whether the text report ends by saying how many findings `--fix` can fix. False when
    /// `--fix` ran (what it could fix is fixed) and for standard input (never rewritten).
    public var fixHint: Bool

    public init(workingDirectory: String, colors: Bool = false, jobs: Int? = nil, fixHint: Bool = true) {
        self.workingDirectory = workingDirectory
        self.colors = colors
        self.jobs = jobs
        self.fixHint = fixHint
    }
}

/// Every output format, looked up by `--format`.
public enum Reporters {
    public static let all: [any Reporter.Type] = [
        TextReporter.self, JSONReporter.self, SARIFReporter.self, HTMLReporter.self, GitHubReporter.self,
        JUnitReporter.self, MarkdownReporter.self,
    ]

    public static var names: [String] { all.map { $0.name } }

    public static func reporter(named name: String) -> (any Reporter)? {
        guard let type = all.first(where: { $0.name == name }) else { return nil }
        return type.init()
    }
}

import AdaptLintCore
import AdaptLintLSP
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `adaptlint lsp`: runs the language server on standard input and output.
enum LanguageServerCommand {
    /// Serves until the client sends `exit` or closes the stream; the exit code the protocol asks for.
    static func run(tool: CommandLineTool) -> Int32 {
        // A client that disappears closes the pipe: writing then fails with EPIPE instead of
        // killing the server, which ends at the end of its input.
        signal(SIGPIPE, SIG_IGN)
        guard let today = LintCommand.today(tool.environment) else {
            tool.standardError(
                "error: ADAPTLINT_TODAY must be a date written YYYY-MM-DD, found '\(tool.environment["ADAPTLINT_TODAY"] ?? "")'\n"
            )
            return 2
        }
        let environment = ConfiguredLintEnvironment(today: today)
        let server = LanguageServer(
            channel: MessageChannel(), environment: environment,
            ruleDocumentationBase: ruleDocumentationBase(tool.environment), log: tool.standardError)
        return server.run()
    }

    /// The URL prefix of rule pages: `ADAPTLINT_RULE_DOCS_URL`, else the checkout's `Rules/docs/`
    /// when the binary was built in one, else the project's site.
    ///
    /// The binary is found from the system's record of the running executable, not from
    /// `argv[0]`, so the links are the same whether the editor starts the server by its full
    /// path, through a link, or by name from `PATH`.
    static func ruleDocumentationBase(_ environment: [String: String]) -> String {
        if let base = environment["ADAPTLINT_RULE_DOCS_URL"], !base.isEmpty { return base }
        guard let executable = executableURL() else { return "https://adaptlint.dev/rules/" }
        var directory = executable.resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<6 {
            let docs = directory.appendingPathComponent("Rules/docs", isDirectory: true)
            if FileManager.default.fileExists(atPath: docs.appendingPathComponent("tap-target-size.md").path) {
                let url = docs.absoluteString
                return url.hasSuffix("/") ? url : url + "/"
            }
            directory.deleteLastPathComponent()
        }
        return "https://adaptlint.dev/rules/"
    }

    /// The running executable's path: `/proc/self/exe` on Linux, Foundation's main bundle elsewhere.
    static func executableURL() -> URL? {
        #if os(Linux)
            if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
                return URL(fileURLWithPath: path)
            }
        #endif
        return Bundle.main.executableURL
    }
}

/// The configuration of the command line for the language server: `.adaptlint.json` files found
/// from each file's folder upward, and the Info.plist facts of each folder
/// (`ConfiguredLintEnvironment+AppFacts.swift`), read again after ``reload()``.
final class ConfiguredLintEnvironment: LintEnvironment {
    private let today: CalendarDate
    private var locator: ConfigurationLocator
    private var linters: [String: Linter] = [:]
    /// The app facts found for each folder of a linted file (an inner nil: none apply).
    var appFactsByFolder: [String: AppFacts?] = [:]

    var workspaceRoot: String {
        didSet { reload() }
    }

    init(today: CalendarDate, workspaceRoot: String = FileManager.default.currentDirectoryPath) {
        self.today = today
        self.workspaceRoot = workspaceRoot
        locator = ConfigurationLocator(workingDirectory: workspaceRoot, explicit: nil, commandLine: nil)
    }

    func linter(forFile path: String) -> Linter? {
        let configuration = locator.configuration(forFile: path)
        if configuration.exclusion(of: path) != nil { return nil }
        let key = configuration.chainKey
        if let linter = linters[key] { return linter }
        let linter = LintCommand.linter(
            for: configuration, today: today, devices: DeviceSelection.all.devices, retainSpecs: false,
            workingDirectory: workspaceRoot)
        linters[key] = linter
        return linter
    }

    var configurationProblems: [(path: String, problem: ConfigurationProblem)] {
        locator.problems.map { (locator.absolute($0.path), $0) }
    }

    func reload() {
        locator = ConfigurationLocator(workingDirectory: workspaceRoot, explicit: nil, commandLine: nil)
        linters = [:]
        appFactsByFolder = [:]
    }
}

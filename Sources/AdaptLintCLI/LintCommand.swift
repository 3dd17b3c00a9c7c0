import AdaptLintCore
import AdaptLintReporters
import AdaptLintRules
import Foundation

/// The main command: resolve configuration, lint, fix, compare with the baseline, report,
/// and pick the exit code. Each stage lives in its own `LintCommand+Stage.swift`.
struct LintCommand {
    let tool: CommandLineTool
    let options: LintOptions
    let workingDirectory = FileManager.default.currentDirectoryPath

    var adoption: AdoptionOptions { options.adoption }

    /// One input with the linter its configuration selects.
    struct PlannedInput {
        var input: DiscoveredInput
        /// Shared by every input of a configuration: a run keeps one of these per file, and a
        /// ``Linter`` held inline would be 136 bytes of it.
        let sharedLinter: SharedLinter
        var linter: Linter { sharedLinter.linter }
        /// Inputs with the same key share a configuration and are linted together.
        var configurationKey: Int
        var failOn: Severity
        /// Standard input's bytes, when linting `--stdin`.
        var bytes: [UInt8]?
    }

    /// A linter behind a reference, so planned inputs share it instead of copying it.
    final class SharedLinter: Sendable {
        let linter: Linter

        init(_ linter: Linter) {
            self.linter = linter
        }
    }

    func run() -> CommandLineTool.ExitCode {
        let commandLine: ConfigurationFile?
        do {
            commandLine = try CommandLineSettings.layer(adoption, workingDirectory: workingDirectory)
        } catch {
            return usageError(error)
        }
        guard let today = Self.today(tool.environment) else {
            tool.standardError(
                "error: ADAPTLINT_TODAY must be a date written YYYY-MM-DD, found '\(tool.environment["ADAPTLINT_TODAY"] ?? "")'\n"
            )
            return .invalidInput
        }
        let locator = ConfigurationLocator(
            workingDirectory: workingDirectory, explicit: adoption.configPath, commandLine: commandLine)
        let planned: [PlannedInput]
        do {
            planned = try plan(locator: locator, today: today)
        } catch {
            return usageError(error)
        }
        guard locator.problems.isEmpty else {
            tool.standardError(locator.problems.map(\.rendered).joined())
            return .invalidInput
        }
        var loadedBaseline: Baseline?
        if let path = adoption.baseline {
            switch loadBaseline(path, required: true) {
            case .success(let baseline): loadedBaseline = baseline
            case .failure(let failure):
                tool.standardError(failure.problems.map(\.rendered).joined())
                return .invalidInput
            }
        }
        var results = lint(planned)
        if adoption.fix { results = fix(results, planned: planned) }
        guard let compared = applyBaseline(results, loaded: loadedBaseline) else { return .invalidInput }
        var report = LintReport(files: compared.results, rules: RuleRegistry.descriptions + SuppressionRules.all)
        report.staleBaselineEntries = compared.stale.map(reportPath)
        guard writeReports(report) else { return .invalidInput }
        tool.standardError(report.summaryLine + quietNote(report) + "\n")
        return exitCode(report, planned: planned)
    }

    func usageError(_ error: ToolError) -> CommandLineTool.ExitCode {
        tool.standardError(
            "error: \(error.message)\n\(ArgumentParser.usage)\n  See 'adaptlint --help' for more information.\n")
        return .invalidInput
    }

    /// Today's date: `ADAPTLINT_TODAY` when set (tests, reproducible CI runs), else the local date.
    static func today(_ environment: [String: String]) -> CalendarDate? {
        if let text = environment["ADAPTLINT_TODAY"] { return CalendarDate(text) }
        let parts = Calendar(identifier: .gregorian).dateComponents([.year, .month, .day], from: Date())
        return CalendarDate(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
    }

    /// Lints every planned input, in parallel within each configuration.
    func lint(_ planned: [PlannedInput]) -> [FileResult] {
        var results: [FileResult] = []
        var groups: [[Int]] = []
        var groupOfLinter: [Int: Int] = [:]
        for (index, item) in planned.enumerated() {
            if let bytes = item.bytes {
                results.append(item.linter.lint(bytes, path: item.input.path))
                continue
            }
            let key = item.configurationKey
            if let group = groupOfLinter[key] {
                groups[group].append(index)
            } else {
                groupOfLinter[key] = groups.count
                groups.append([index])
            }
        }
        for group in groups {
            guard let first = group.first else { continue }
            let runner = LintRunner(linter: planned[first].linter)
            results += runner.run(group.map { planned[$0].input }, jobs: options.jobs)
        }
        return results
    }

    /// Exit 2 for invalid input; 1 for a finding at or above its file's `failOn`, or more
    /// warnings than `--max-warnings`; else 0.
    func exitCode(_ report: LintReport, planned: [PlannedInput]) -> CommandLineTool.ExitCode {
        if report.invalidInputCount > 0 { return .invalidInput }
        var failOn: [String: Severity] = [:]
        for item in planned { failOn[item.input.path] = item.failOn }
        let failing = report.files.contains { file in
            file.diagnostics.contains { $0.severity >= failOn[file.path, default: options.failOn] }
        }
        if let maximum = adoption.maxWarnings {
            let warnings = report.counts[.warning] ?? 0
            if warnings > maximum {
                tool.standardError("error: \(warnings) warnings, more than --max-warnings \(maximum) allows\n")
                return .findings
            }
        }
        return failing ? .findings : .clean
    }

    private func quietNote(_ report: LintReport) -> String {
        guard adoption.quiet else { return "" }
        let hidden = (report.counts[.warning] ?? 0) + (report.counts[.note] ?? 0)
        return hidden > 0 ? " (warnings and notes hidden by --quiet)" : ""
    }
}

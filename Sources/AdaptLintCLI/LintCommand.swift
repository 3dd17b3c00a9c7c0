import AdaptLintCore
import AdaptLintReporters
import AdaptLintRules
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The main command: resolve configuration, lint, fix, compare with the baseline, report,
/// and pick the exit code. Each stage lives in its own `LintCommand+Stage.swift`.
struct LintCommand {
    let tool: CommandLineTool
    let options: LintOptions
    let workingDirectory = FileManager.default.currentDirectoryPath

    var adoption: AdoptionOptions { options.adoption }
    /// `--watch`: the result of an earlier run for an input that has not changed since, if any,
    /// and where this run's results go (WatchCommand.swift).
    var watchCache: WatchCommand.ResultCache?
    /// Called with a file's path after `--fix` computed its edits from the bytes it read and
    /// before it writes them: the moment another process could change the file. Only tests
    /// set it (to change the file there); the command line leaves it nil.
    var fixWillWrite: (@Sendable (String) -> Void)?

    /// A linter behind a reference, so a plan's runs share it instead of copying it.
    final class SharedLinter: Sendable {
        let linter: Linter

        init(_ linter: Linter) {
            self.linter = linter
        }
    }

    func run() -> CommandLineTool.ExitCode {
        if options.output != nil || adoption.reports.contains(where: { $0.path != nil })
            || adoption.writeBaseline != nil
            || adoption.pruneBaseline || adoption.fix
        {
            // Armed now, long before a temporary file exists (see TemporaryFiles.prepare()).
            TemporaryFiles.shared.prepare()
        }
        let commandLine: ConfigurationFile?
        do {
            commandLine = try CommandLineSettings.layer(adoption, workingDirectory: workingDirectory)
        } catch {
            return usageError(error)
        }
        guard let today = Self.today(tool.environment) else {
            tool.standardError(
                "error: ADAPTLINT_TODAY must be a date written YYYY-MM-DD, found '\(Printable.escape(tool.environment["ADAPTLINT_TODAY"] ?? ""))'\n"
            )
            return .invalidInput
        }
        let locator = ConfigurationLocator(
            workingDirectory: workingDirectory, explicit: adoption.configPath, commandLine: commandLine)
        var plan: LintPlan
        do {
            plan = try self.plan(locator: locator, today: today)
        } catch {
            return usageError(error)
        }
        if plan.standardInput == nil,
            let problem = OutputGuard(options: options).problem(linted: plan.paths, skipped: plan.skippedOutputs)
        {
            tool.standardError("error: \(Printable.escape(problem))\n")
            return .invalidInput
        }
        guard locator.problems.isEmpty else {
            tool.standardError(locator.problems.map(\.rendered).joined())
            return .invalidInput
        }
        if let note = nothingToLintNote(planned: plan.count, passedOver: plan.passedOver) { tool.standardError(note) }
        var loadedBaseline: Baseline?
        if let path = adoption.baseline {
            switch loadBaseline(path, required: true) {
            case .success(let baseline): loadedBaseline = baseline
            case .failure(let failure):
                tool.standardError(failure.problems.map(\.rendered).joined())
                return .invalidInput
            }
        }
        var results = lint(plan)
        // Each result names its file now: the plan keeps only its runs.
        plan.dropPaths()
        var fixFailed = false
        if adoption.fix { (results, fixFailed) = fix(results, plan: plan) }
        guard let compared = applyBaseline(results, loaded: loadedBaseline) else { return .invalidInput }
        var report = LintReport(files: compared.results, rules: RuleRegistry.descriptions + SuppressionRules.all)
        report.staleBaselineEntries = compared.stale.map(reportPath)
        guard writeReports(report) else { return .invalidInput }
        tool.standardError(report.summaryLine + quietNote(report) + "\n")
        // A file with fixes that could not be written is an error of the run, not a finding.
        if fixFailed { return .invalidInput }
        return exitCode(report, results: compared.results, plan: plan)
    }

    func usageError(_ error: ToolError) -> CommandLineTool.ExitCode {
        tool.standardError(
            "error: \(error.message)\n\(ArgumentParser.usage)\n  See 'adaptlint --help' for more information.\n")
        return .invalidInput
    }

    /// Today's date: `ADAPTLINT_TODAY` when set (tests, reproducible CI runs), else the local date.
    static func today(_ environment: [String: String]) -> CalendarDate? {
        if let text = environment["ADAPTLINT_TODAY"] { return CalendarDate(text) }
        // The C library's local time instead of Foundation's Calendar, which loads ICU's
        // calendar data for this one question: 2.5 MB of resident memory in every run.
        // Both follow `TZ`, else /etc/localtime.
        var now = time(nil)
        var parts = tm()
        guard localtime_r(&now, &parts) != nil else { return CalendarDate(year: 1970, month: 1, day: 1) }
        return CalendarDate(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
    }

    /// Lints every input of the plan on `--jobs` threads, each with its configuration's
    /// linter; the results are in the plan's order.
    func lint(_ plan: LintPlan) -> [FileResult] {
        if let bytes = plan.standardInput {
            guard plan.count == 1 else { return [] }
            let linter = plan.run(at: 0).linter
            if bytes.count > linter.limits.maximumBytes {
                return [LintRunner.tooLarge(path: plan.paths[0], size: nil, limit: linter.limits.maximumBytes)]
            }
            return [linter.lint(bytes, path: plan.paths[0])]
        }
        let cache = watchCache
        let results = ConcurrentMap.map(
            count: plan.count, jobs: options.jobs ?? ProcessorCount.active, batch: LintRunner.batchSize,
            state: { FileReader.Session() },
            transform: { reader, index in
                if let cache, let reused = cache.result(for: plan.input(at: index)) { return reused }
                // The linter stays in its shared box: taking it out copied the struct (retaining
                // and releasing each of its references), about 340 instructions per file.
                return LintRunner.lintOne(
                    plan.input(at: index), with: plan.run(at: index).sharedLinter, reader: reader)
            })
        cache?.store(results)
        return results
    }

    /// Exit 2 for invalid input; 1 for a finding at or above its file's `failOn`, or more
    /// warnings than `--max-warnings`; else 0.
    ///
    /// - Parameters:
    ///   - report: What the run reports.
    ///   - results: The report's files in the plan's order: the result at an index is the
    ///     plan's input at that index, so its `failOn` is looked up by position, not by path.
    ///   - plan: The run's plan.
    func exitCode(_ report: LintReport, results: [FileResult], plan: LintPlan) -> CommandLineTool.ExitCode {
        if report.invalidInputCount > 0 { return .invalidInput }
        let failing = results.indices.contains { index in
            let diagnostics = results[index].diagnostics
            guard !diagnostics.isEmpty else { return false }
            let failOn = index < plan.count ? plan.run(at: index).failOn : options.failOn
            return diagnostics.contains { $0.severity >= failOn }
        }
        if let maximum = adoption.maxWarnings {
            let warnings = report.counts[.warning] ?? 0
            if warnings > maximum {
                let counted = "\(warnings) warning\(warnings == 1 ? "" : "s")"
                tool.standardError("error: \(counted), more than --max-warnings \(maximum) allows\n")
                return .findings
            }
        }
        return failing ? .findings : .clean
    }

    private func quietNote(_ report: LintReport) -> String {
        guard adoption.quiet else { return "" }
        let hidden = (report.counts[.warning] ?? 0) + (report.counts[.note] ?? 0)
        return hidden > 0 ? "; warnings and notes hidden by --quiet" : ""
    }
}

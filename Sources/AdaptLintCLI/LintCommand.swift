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
        if let problem = OutputGuard.linkProblem(options, workingDirectory: workingDirectory) {
            tool.standardError("error: \(Printable.escape(problem))\n")
            return .invalidInput
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
            let problem = OutputGuard(options: options).problem(
                linted: plan.paths, skipped: plan.skippedOutputs,
                lints: { !plan.recognizes(at: $0) || Self.isSpec(atPath: plan.paths[$0]) })
        {
            tool.standardError("error: \(Printable.escape(problem))\n")
            return .invalidInput
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
        var (results, passedOver, passedOverJSON) = lint(plan)
        results = Self.withoutImportedCopies(results)
        // Each result names its file now: the plan keeps only its runs, less the walked files
        // that were not specs.
        plan.dropPaths()
        plan.remove(at: passedOver)
        plan.passedOver += passedOverJSON
        tool.standardError(nothingLintedNotes(plan))
        var fixFailed = false
        if adoption.fix { (results, fixFailed) = fix(results, plan: plan) }
        guard let compared = applyBaseline(results, loaded: loadedBaseline) else { return .invalidInput }
        var report = LintReport(files: compared.results, rules: RuleRegistry.descriptions + SuppressionRules.all)
        report.staleBaselineEntries = compared.stale.map(reportPath)
        // Nor in a build (`--build-stamp`, the build-tool plugin), which cannot act on it.
        let fixHint = !adoption.fix && plan.standardInput == nil && options.buildStamp == nil
        guard writeReports(report, fixHint: fixHint) else { return .invalidInput }
        tool.standardError(report.summaryLine + quietNote(report) + "\n")
        // A file with fixes that could not be written is an error of the run, not a finding.
        if fixFailed { return .invalidInput }
        return exitCode(report, results: compared.results, plan: plan)
    }

    func usageError(_ error: ToolError) -> CommandLineTool.ExitCode {
        tool.standardError(
            "error: \(error.message)\n\(CommandLineParser.usage)\n  See 'adaptlint --help' for more information.\n")
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
    /// linter; the results are in the plan's order, without the walked JSON files that were
    /// not specs, whose indices in the plan come second (ascending).
    func lint(_ plan: LintPlan) -> (results: [FileResult], passedOver: [Int], passedOverJSON: Int) {
        if let bytes = plan.standardInput {
            guard plan.count == 1 else { return ([], [], 0) }
            let linter = plan.run(at: 0).linter
            if bytes.count > linter.limits.maximumBytes {
                return ([LintRunner.tooLarge(path: plan.paths[0], size: nil, limit: linter.limits.maximumBytes)], [], 0)
            }
            return ([LintRunner.lint(bytes, path: plan.paths[0], with: linter)], [], 0)
        }
        let cache = watchCache
        let apps = appFacts(plan)
        let workingDirectory = FileManager.default.currentDirectoryPath
        let outcomes = ConcurrentMap.map(
            count: plan.count, jobs: options.jobs ?? ProcessorCount.active, batch: LintRunner.batchSize,
            state: { FileReader.Session() },
            transform: { reader, index -> LintRunner.Recognized in
                let input = plan.input(at: index)
                if let cache, let reused = cache.result(for: input) { return .linted(reused) }
                // The linter stays in its shared box: taking it out would copy the struct, retaining
                // and releasing each of its references (BENCHMARKS.md, item 31).
                let shared = plan.run(at: index).sharedLinter
                let app = apps.isEmpty ? nil : apps.facts(for: input.path)
                let plist = input.path.hasSuffix(".plist") ? apps.role(ofPropertyList: input.path) : nil
                let outcome: LintRunner.Recognized
                if !plan.recognizes(at: index) {
                    outcome = .linted(
                        LintRunner.lintOne(
                            input, with: shared, reader: reader, app: app, deviceFamilies: plist?.deviceFamilies))
                } else if let plist {
                    outcome = LintRunner.lintPropertyListUnlessPassedOver(
                        input, with: shared, reader: reader, role: plist)
                } else {
                    outcome = LintRunner.lintUnlessPassedOver(input, with: shared, reader: reader, app: app)
                }
                return Self.configured(
                    outcome, path: input.path, linter: shared.linter, workingDirectory: workingDirectory)
            })
        var results: [FileResult] = []
        results.reserveCapacity(outcomes.count)
        var passedOver: [Int] = []
        var passedOverJSON = 0
        // One note per look-alike, in path order, on stderr: it never changes the exit code.
        var notes = ""
        for (index, outcome) in outcomes.enumerated() {
            switch outcome {
            case .linted(let result): results.append(result)
            case .passedOver(let note):
                passedOver.append(index)
                if plan.input(at: index).path.hasSuffix(".json") { passedOverJSON += 1 }
                if let note { notes += note }
            }
        }
        if !notes.isEmpty { tool.standardError(notes) }
        cache?.store(results)
        return (results, passedOver, passedOverJSON)
    }

    /// `outcome` with the configuration's suppressions for its file applied
    /// (``SuppressionPolicy/applyConfigured(to:absolutePath:)``).
    static func configured(
        _ outcome: LintRunner.Recognized, path: String, linter: Linter, workingDirectory: String
    ) -> LintRunner.Recognized {
        guard case .linted(var result) = outcome, let policy = linter.suppressions, !policy.configured.isEmpty else {
            return outcome
        }
        let absolute = LexicalPath.normalize(path.hasPrefix("/") ? path : workingDirectory + "/" + path)
        policy.applyConfigured(to: &result, absolutePath: absolute)
        return .linted(result)
    }

    /// The Info.plist facts of the plan's folders (``AppFactsIndex``), read from the property lists
    /// the plan lints; only before the plan drops its paths.
    ///
    /// - Complexity: O(n) in the number of inputs, plus reading the property lists.
    func appFacts(_ plan: LintPlan) -> AppFactsIndex {
        appFacts(
            (0..<plan.count).lazy.map { plan.input(at: $0) }.filter { $0.error == nil }.map(\.path), plan: plan)
    }

    /// The Info.plist facts of the property lists among `paths`, the plan's inputs in its order (the
    /// path at an index is the plan's input at that index, whose run gives the size limit).
    ///
    /// - Complexity: O(n) in the number of paths, plus reading the property lists.
    func appFacts(_ paths: some Sequence<String>, plan: LintPlan) -> AppFactsIndex {
        var limits: [String: Int] = [:]
        for (index, path) in paths.enumerated()
        where index < plan.count && (path.hasSuffix(".plist") || path.hasSuffix("/project.pbxproj")) {
            limits[path] = plan.run(at: index).linter.limits.maximumBytes
        }
        return AppFactsIndex(paths: limits.keys.sorted()) { limits[$0] }
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

import AdaptLintCore
import AdaptLintReporters
import Foundation

extension LintCommand {
    /// Renders the main report and every `--report`, each to its file or standard output.
    ///
    /// - Parameter fixHint: Whether a text report may end by counting what `--fix` can fix
    ///   (not after `--fix` ran, nor for standard input, which is never rewritten).
    /// - Returns: false when a report could not be written (the error is printed).
    func writeReports(_ report: LintReport, fixHint: Bool) -> Bool {
        let shown = visibleReport(report)
        var targets = [ReportTarget(format: options.format, path: options.output)]
        targets += adoption.reports
        var written = true
        for (index, target) in targets.enumerated() {
            guard let reporter = Reporters.reporter(named: target.format) else { continue }
            let colors =
                index == 0 && target.path == nil
                && (options.color ?? (tool.isTerminal && tool.environment["NO_COLOR"] == nil))
            let context = ReportContext(
                workingDirectory: workingDirectory, colors: colors, jobs: options.jobs, fixHint: fixHint)
            guard let path = target.path else {
                // Chunks end on character boundaries (Reporter.write), so each decodes whole.
                guard watchCache != nil, OneLineJSON.formats.contains(target.format) else {
                    reporter.write(shown, context: context) { tool.standardOutput(String(decoding: $0, as: UTF8.self)) }
                    continue
                }
                // `--watch` prints a report per change: one line each (JSON Lines).
                var line = OneLineJSON()
                reporter.write(shown, context: context) {
                    tool.standardOutput(String(decoding: line.filter($0), as: UTF8.self))
                }
                tool.standardOutput("\n")
                continue
            }
            do {
                try AtomicFile.write(to: path) { sink in reporter.write(shown, context: context, to: sink) }
            } catch {
                tool.standardError(
                    "error: \(ToolError.cannotWriteOutput(path: path, reason: error.description).message)\n")
                written = false
            }
        }
        return written
    }

    /// The report as reporters see it: errors only with `--quiet`, and without suppressed
    /// findings with `--omit-suppressed`.
    func visibleReport(_ report: LintReport) -> LintReport {
        guard adoption.quiet || adoption.omitSuppressed else { return report }
        var shown = report
        for index in shown.files.indices {
            if adoption.quiet {
                shown.files[index].diagnostics.removeAll { $0.severity < .error }
                shown.files[index].silenced.removeAll { $0.severity < .error }
            }
            if adoption.omitSuppressed {
                shown.files[index].silenced.removeAll { $0.suppression != nil }
            }
        }
        return shown
    }
}

import AdaptJSON
import AdaptLintCore

/// The versioned JSON report (`--format json`), documented field by field in
/// `docs/json-report.md`.
///
/// Keys come in a fixed order, every key is always present (`null` or `[]` when empty), and
/// diagnostics are in report order, so the same run always gives the same bytes.
public struct JSONReporter: Reporter {
    public static let name = "json"

    public init() {}

    /// Renders the report.
    ///
    /// - Parameters:
    ///   - report: What the run found.
    ///   - context: The working directory (for the stable path in fingerprints).
    /// - Returns: A JSON document ending in a newline.
    /// - Complexity: O(n) in the number of diagnostics and files.
    public func render(_ report: LintReport, context: ReportContext) -> String {
        JSONWriter.render(document(report, context: context))
    }

    /// Streams the report: the files and diagnostics are built one at a time as they are
    /// written, so a run over many files never holds the whole document.
    public func write(_ report: LintReport, context: ReportContext, to sink: (ArraySlice<UInt8>) -> Void) {
        JSONWriter.write(document(report, context: context), jobs: context.jobs, to: sink)
    }

    /// The whole document, with its two long lists (files, diagnostics) lazy.
    private func document(_ report: LintReport, context: ReportContext) -> JSONValue {
        let diagnostics = ReportedDiagnostics(report, includingAbsent: false)
        let fingerprints = Fingerprint.fingerprints(
            of: diagnostics, paths: ReportPaths(workingDirectory: context.workingDirectory))
        let files = report.files
        return [
            "version": .int(AdaptLint.jsonReportVersion),
            "tool": ["name": "adaptlint", "version": .string(AdaptLint.version)],
            "summary": summary(report),
            "files": .lazyArray(.init(count: files.count) { file(files[$0]) }),
            "diagnostics": .lazyArray(
                .init(count: diagnostics.count) { diagnostic(diagnostics[$0], fingerprint: fingerprints[$0]) }),
        ]
    }

    private func summary(_ report: LintReport) -> JSONValue {
        let counts = report.counts
        var statuses: [String: Int] = [:]
        for file in report.files { statuses[Self.status(file), default: 0] += 1 }
        let silenced = report.hasSilenced
        return [
            "files": .int(report.files.count),
            "filesWithFindings": .int(report.files.count - statuses["ok", default: 0]),
            "invalidFiles": .int(statuses["invalid", default: 0]),
            "unreadableFiles": .int(statuses["unreadable", default: 0]),
            "errors": .int(counts[.error] ?? 0),
            "warnings": .int(counts[.warning] ?? 0),
            "notes": .int(counts[.note] ?? 0),
            // Both count silenced findings: without any, the walks are skipped.
            "suppressed": .int(silenced ? report.suppressedCount : 0),
            "baselined": .int(silenced ? report.baselinedCount : 0),
            "staleBaselineEntries": .int(report.staleBaselineEntries.reduce(0) { $0 + $1.count }),
        ]
    }

    /// `unreadable`, `invalid` (not JSON or not a valid spec), `findings` or `ok`.
    static func status(_ file: FileResult) -> String {
        if file.readError != nil { return "unreadable" }
        if file.isInvalidInput { return "invalid" }
        return file.diagnostics.isEmpty ? "ok" : "findings"
    }

    private func file(_ file: FileResult) -> JSONValue {
        [
            "path": .string(file.path),
            "status": .string(Self.status(file)),
            "diagnostics": .int(file.diagnostics.count),
            "readError": .optional(file.readError),
        ]
    }

    private func diagnostic(_ diagnostic: Diagnostic, fingerprint: String) -> JSONValue {
        let location = diagnostic.location
        return [
            "path": .string(location.path),
            "rule": .string(diagnostic.ruleID),
            "severity": .string(diagnostic.severity.rawValue),
            "message": .string(diagnostic.message),
            "start": position(location.start),
            "end": position(location.end),
            "pointer": .string(location.pointer),
            "offset": .int(location.byteRange.lowerBound),
            "length": .int(location.byteRange.count),
            "fingerprint": .string(fingerprint),
            "related": .array(diagnostic.related.map(related)),
            "fixes": .array(Self.fileOrder(diagnostic.fixes).map(fix)),
            "suppression": diagnostic.suppression.map(suppression) ?? .null,
            "baselineState": .optional(diagnostic.baselineState?.rawValue),
        ]
    }

    /// Fixes sorted by where they start, then end, in the file.
    static func fileOrder(_ fixes: [Fix]) -> [Fix] {
        fixes.sorted {
            ($0.byteRange.lowerBound, $0.byteRange.upperBound) < ($1.byteRange.lowerBound, $1.byteRange.upperBound)
        }
    }

    private func related(_ related: RelatedLocation) -> JSONValue {
        [
            "path": .string(related.location.path),
            "start": position(related.location.start),
            "end": position(related.location.end),
            "pointer": .string(related.location.pointer),
            "message": .string(related.message),
        ]
    }

    private func fix(_ fix: Fix) -> JSONValue {
        [
            "description": .string(fix.description),
            "start": position(fix.start),
            "end": position(fix.end),
            "offset": .int(fix.byteRange.lowerBound),
            "length": .int(fix.byteRange.count),
            "replacement": .string(fix.replacement),
        ]
    }

    /// Why a finding is suppressed, and where the suppression is written.
    private func suppression(_ record: SuppressionRecord) -> JSONValue {
        [
            "justification": .string(record.justification),
            "expires": .optional(record.expires),
            "path": .string(record.location.path),
            "start": position(record.location.start),
            "pointer": .string(record.location.pointer),
        ]
    }

    private func position(_ position: SourcePosition) -> JSONValue {
        ["line": .int(position.line), "column": .int(position.column)]
    }
}

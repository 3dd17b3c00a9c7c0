import AdaptLintCore

/// The diagnostics a SARIF log (or a JSON report) reports, in order: each file's active and
/// silenced findings in report order (``AdaptLintCore/LintReport/allDiagnostics``), then, for
/// SARIF, one `absent` result per stale baseline entry of a known rule.
///
/// Looked up in the report's files rather than copied: the log is written while every file's
/// result is still held, and a flat copy of every diagnostic would be the largest single block
/// of the heap at that moment. Each finding takes one 12-byte place here.
struct ReportedDiagnostics: RandomAccessCollection, Sendable {
    /// Where a reported diagnostic is: a file's `diagnostics`, or one of the merged lists.
    private struct Place: Sendable {
        let file: Int32
        /// -1: the file's own `diagnostics`; else an index into `merged`.
        let list: Int32
        let position: Int32
    }

    private let files: [FileResult]
    private let places: [Place]
    /// The findings of files whose `diagnostics` alone are not what they report in order:
    /// those with silenced findings, or (never from the linter) out of report order.
    private let merged: [[Diagnostic]]
    private let absent: [Diagnostic]

    /// - Parameter includingAbsent: Whether the stale baseline entries follow the findings.
    init(_ report: LintReport, includingAbsent: Bool = true) {
        var places: [Place] = []
        var merged: [[Diagnostic]] = []
        // A file without findings has no place.
        let withFindings = report.files.indices.filter {
            !report.files[$0].diagnostics.isEmpty || !report.files[$0].silenced.isEmpty
        }
        for index in withFindings {
            let file = report.files[index]
            let diagnostics = file.diagnostics
            // What `LintReport.allDiagnostics` gives for the file: its findings sorted, which
            // for findings already in order is the same list (the sort is stable).
            let inOrder = diagnostics.indices.dropFirst().allSatisfy {
                !Diagnostic.reportOrder(diagnostics[$0], diagnostics[$0 - 1])
            }
            var list: Int32 = -1
            var count = diagnostics.count
            if !file.silenced.isEmpty || !inOrder {
                list = Int32(merged.count)
                merged.append((diagnostics + file.silenced).sorted(by: Diagnostic.reportOrder))
                count = merged[merged.count - 1].count
            }
            for position in 0..<count {
                places.append(Place(file: Int32(index), list: list, position: Int32(position)))
            }
        }
        let known = Set(report.rules.map(\.identifier))
        self.files = report.files
        self.places = places
        self.merged = merged
        self.absent =
            !includingAbsent
            ? []
            : report.staleBaselineEntries.filter { known.contains($0.rule) }.map {
                SARIFReporter.absent($0, rules: report.rules)
            }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { places.count + absent.count }

    subscript(index: Int) -> Diagnostic {
        guard index < places.count else { return absent[index - places.count] }
        let place = places[index]
        if place.list >= 0 { return merged[Int(place.list)][Int(place.position)] }
        return files[Int(place.file)].diagnostics[Int(place.position)]
    }
}

import AdaptLintCore
import Foundation
import Testing

@testable import AdaptLintReporters

/// Issue 18: the JUnit report is streamed one file's suite at a time, with totals that agree
/// with the suites it then writes.
struct JUnitStreamingTests {
    /// Occurrences of `needle` in `text`.
    static func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test func writesOneChunkPerFileAndTotalsThatMatchTheSuites() {
        // The mixed fixture repeated: files with findings, input errors and clean ones.
        let files = ReportStreamingTests.mixedFiles(rounds: 200)
        let report = LintReport(files: files, rules: Fixtures.rules)
        var chunks: [ArraySlice<UInt8>] = []
        JUnitReporter().write(report, context: ReportContext(workingDirectory: Fixtures.workingDirectory)) {
            chunks.append($0)
        }
        #expect(chunks.count == files.count + 2)
        let largest = chunks.map(\.count).max() ?? 0
        #expect(largest < 16_384, "a chunk of \(largest) bytes: the report is not written per file")
        let xml = String(decoding: chunks.joined(), as: UTF8.self)
        let header = xml.split(separator: "\n")[1]
        let tests = Self.count("<testcase ", in: xml)
        let failures = Self.count("<failure ", in: xml)
        let errors = Self.count("<error ", in: xml)
        #expect(failures > 0 && errors > 0)
        #expect(
            header == "<testsuites name=\"adaptlint\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\">"
        )
        #expect(
            xml == JUnitReporter().render(report, context: ReportContext(workingDirectory: Fixtures.workingDirectory)))
    }
}

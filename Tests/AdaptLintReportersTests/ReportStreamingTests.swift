import AdaptLintCore
import Foundation
import Testing

@testable import AdaptLintReporters

/// Issue 18: the JSON and HTML reports are written in bounded chunks as they are built (as
/// SARIF and JUnit are), so a run over many files never holds the whole report; the bytes are
/// those of `render`, whatever the thread count.
struct ReportStreamingTests {
    /// The mixed fixture repeated: files with findings, silenced ones, input errors and clean ones.
    static let report: LintReport = {
        var report = LintReport(files: mixedFiles(rounds: 100), rules: Fixtures.rules)
        report.staleBaselineEntries = Fixtures.mixed.staleBaselineEntries
        return report
    }()

    /// The files of the mixed fixture `rounds` times, each round in a folder of its own.
    static func mixedFiles(rounds: Int) -> [FileResult] {
        (0..<rounds).flatMap { round in
            Fixtures.mixed.files.map { file in
                var copy = file
                copy.path = "r\(round)/" + file.path
                return copy
            }
        }
    }

    /// The chunks `reporter` hands out for ``report`` with `jobs` threads.
    static func chunks(_ reporter: any Reporter, jobs: Int) -> [ArraySlice<UInt8>] {
        var chunks: [ArraySlice<UInt8>] = []
        let context = ReportContext(workingDirectory: Fixtures.workingDirectory, jobs: jobs)
        reporter.write(report, context: context) { chunks.append($0) }
        return chunks
    }

    @Test(arguments: [(JSONReporter.name, 1), (JSONReporter.name, 3), (HTMLReporter.name, 1)])
    func writesInBoundedChunksTheBytesItRenders(_ format: String, jobs: Int) throws {
        let reporter = try #require(Reporters.reporter(named: format))
        let chunks = Self.chunks(reporter, jobs: jobs)
        let whole = chunks.reduce(0) { $0 + $1.count }
        let largest = chunks.map(\.count).max() ?? 0
        // 64 KiB and the element or section that crossed it (with threads, the part of a
        // window that one thread rendered: at most 512 elements split in 4 x jobs).
        #expect(whole > 1 << 18, "\(format): the fixture is too small to show streaming (\(whole) bytes)")
        #expect(chunks.count > 3, "\(format): \(chunks.count) chunks for \(whole) bytes")
        #expect(largest < 160_000, "\(format): a chunk of \(largest) bytes")
        let rendered = reporter.render(Self.report, context: ReportContext(workingDirectory: Fixtures.workingDirectory))
        #expect(Array(chunks.joined()) == Array(rendered.utf8))
    }
}

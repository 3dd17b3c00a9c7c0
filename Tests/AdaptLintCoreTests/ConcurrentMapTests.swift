import AdaptLintCore
import Foundation
import Testing

@Test(arguments: [1, 2, 3, 7], [1, 4, 1_000])
func concurrentMapGivesTheSequentialArrayOnAnyNumberOfThreads(jobs: Int, batch: Int) {
    for count in [0, 1, 2, 5, 999] {
        let mapped = ConcurrentMap.map(count: count, jobs: jobs, batch: batch) { "element \($0)" }
        #expect(mapped == (0..<count).map { "element \($0)" })
    }
}

/// Each thread makes one state and hands it to every element it computes.
@Test(arguments: [1, 2, 3, 7])
func concurrentMapGivesEachThreadOneState(jobs: Int) {
    final class Counter: @unchecked Sendable {
        var calls = 0
    }
    final class Made: @unchecked Sendable {
        let lock = NSLock()
        var counters: [Counter] = []
    }
    let made = Made()
    let mapped = ConcurrentMap.map(
        count: 999, jobs: jobs, batch: 4,
        state: { () -> Counter in
            let counter = Counter()
            made.lock.withLock { made.counters.append(counter) }
            return counter
        },
        transform: { counter, index in
            counter.calls += 1
            return "element \(index)"
        })
    #expect(mapped == (0..<999).map { "element \($0)" })
    let counters = made.lock.withLock { made.counters }
    #expect(counters.count >= 1 && counters.count <= jobs)
    #expect(counters.map(\.calls).reduce(0, +) == 999)
}

@Test func aResultWithoutRareFieldsIsSmall() {
    // A run keeps one result per file: path, diagnostics, silenced findings and one reference.
    #expect(MemoryLayout<FileResult>.size == 40)
    var result = FileResult(path: "a.json", diagnostics: [])
    #expect(result.readError == nil && result.appName == nil && result.spec == nil)
    result.readError = "gone"
    result.appName = "App"
    #expect(result.readError == "gone" && result.appName == "App")
    result.readError = nil
    #expect(result.readError == nil && result.appName == "App")
    var copy = result
    copy.appName = "Other"
    #expect(result.appName == "App" && copy.appName == "Other")
    #expect(FileResult(path: "b.json", diagnostics: [], readError: "denied").readError == "denied")
}

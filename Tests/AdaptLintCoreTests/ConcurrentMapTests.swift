import AdaptLintCore
import Testing

@Test(arguments: [1, 2, 3, 7], [1, 4, 1_000])
func concurrentMapGivesTheSequentialArrayOnAnyNumberOfThreads(jobs: Int, batch: Int) {
    for count in [0, 1, 2, 5, 999] {
        let mapped = ConcurrentMap.map(count: count, jobs: jobs, batch: batch) { "element \($0)" }
        #expect(mapped == (0..<count).map { "element \($0)" })
    }
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

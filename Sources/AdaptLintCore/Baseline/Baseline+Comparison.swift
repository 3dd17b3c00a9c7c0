/// The outcome of comparing a run with a baseline.
public struct BaselineComparison: Sendable {
    /// The results with findings marked: unchanged ones moved to `silenced`, the rest `new`.
    public var results: [FileResult]
    /// Entries (or parts of entries) no longer found, with `count` the number missing.
    public var stale: [BaselineEntry]
    /// The baseline without its stale parts: what `--prune-baseline` writes.
    public var pruned: Baseline
}

extension Baseline {
    /// Marks every finding of `results` as new or unchanged and finds stale entries.
    ///
    /// Within one file, rule and pointer, findings whose message is recorded match first, then
    /// the others in report order, up to the entry's count. Entries of files that were not
    /// linted in this run are kept as they are, unless `fileExists` says the file is gone.
    /// - Parameters:
    ///   - results: This run's results.
    ///   - fileKey: The baseline's name for a result's path (relative to the baseline's folder).
    ///   - fileExists: Whether a baseline file name still names a file.
    /// - Complexity: O(findings + entries), with hashing.
    public func compare(
        _ results: [FileResult], fileKey: (String) -> String, fileExists: (String) -> Bool
    ) -> BaselineComparison {
        let byFile = Dictionary(grouping: entries, by: \.file)
        var checkedFiles = Set<String>()
        var stale: [BaselineEntry] = []
        var kept: [BaselineEntry] = []
        var compared: [FileResult] = []
        for result in results {
            guard !result.isInvalidInput else {
                compared.append(result)
                continue
            }
            let file = fileKey(result.path)
            checkedFiles.insert(file)
            compared.append(Self.compare(result, file: file, entries: byFile[file] ?? [], stale: &stale, kept: &kept))
        }
        for entry in entries where !checkedFiles.contains(entry.file) {
            if fileExists(entry.file) { kept.append(entry) } else { stale.append(entry) }
        }
        return BaselineComparison(results: compared, stale: stale.sorted(), pruned: Baseline(entries: kept))
    }

    /// Compares one file's findings with that file's entries.
    ///
    /// - Parameters:
    ///   - result: The file's result.
    ///   - file: The file as the baseline names it.
    ///   - entries: The baseline's entries for that file.
    ///   - stale: Receives entries (or the missing part of entries) no longer found.
    ///   - kept: Receives the matched part of each entry, for a pruned baseline.
    /// - Returns: The result with unchanged findings moved to `silenced` and the rest marked `new`.
    /// - Complexity: O(findings + entries) for the file, with hashing.
    static func compare(
        _ result: FileResult, file: String, entries: [BaselineEntry], stale: inout [BaselineEntry],
        kept: inout [BaselineEntry]
    ) -> FileResult {
        // Two entries with one key (a hand-merged file) count together.
        let byKey = Dictionary(entries.map { ($0.key, $0) }) { first, second in
            var merged = first
            merged.count += second.count
            merged.messages = (first.messages + second.messages).sorted()
            return merged
        }
        var groups: [BaselineEntry.Key: [Int]] = [:]
        for (index, diagnostic) in result.diagnostics.enumerated() where !unrecordedRules.contains(diagnostic.ruleID) {
            let key = BaselineEntry.Key(file: file, rule: diagnostic.ruleID, pointer: diagnostic.location.pointer)
            groups[key, default: []].append(index)
        }
        var unchanged = Set<Int>()
        for (key, entry) in byKey {
            let matched = match(groups[key] ?? [], entry: entry, diagnostics: result.diagnostics)
            unchanged.formUnion(matched)
            let matchedMessages = matched.map { result.diagnostics[$0].message }
            if !matched.isEmpty {
                kept.append(
                    BaselineEntry(
                        file: file, rule: key.rule, pointer: key.pointer, count: matched.count,
                        messages: matchedMessages))
            }
            if matched.count < entry.count {
                var missing = entry
                missing.count = entry.count - matched.count
                missing.messages = subtract(matchedMessages, from: entry.messages)
                stale.append(missing)
            }
        }
        var compared = result
        compared.diagnostics = []
        for (index, var diagnostic) in result.diagnostics.enumerated() {
            if unchanged.contains(index) {
                diagnostic.baselineState = .unchanged
                compared.silenced.append(diagnostic)
            } else {
                if !unrecordedRules.contains(diagnostic.ruleID) { diagnostic.baselineState = .new }
                compared.diagnostics.append(diagnostic)
            }
        }
        compared.silenced.sort(by: Diagnostic.reportOrder)
        return compared
    }

    /// Indices of `indices` that `entry` accounts for: recorded messages first, then in order.
    static func match(_ indices: [Int], entry: BaselineEntry, diagnostics: [Diagnostic]) -> [Int] {
        var remainingMessages = entry.messages
        var matched: [Int] = []
        for index in indices where matched.count < entry.count {
            if let position = remainingMessages.firstIndex(of: diagnostics[index].message) {
                remainingMessages.remove(at: position)
                matched.append(index)
            }
        }
        for index in indices where matched.count < entry.count && !matched.contains(index) {
            matched.append(index)
        }
        return matched.sorted()
    }

    /// `messages` without one occurrence of each of `removed`.
    static func subtract(_ removed: [String], from messages: [String]) -> [String] {
        var rest = messages
        for message in removed {
            if let position = rest.firstIndex(of: message) { rest.remove(at: position) }
        }
        return rest
    }

    /// The baseline that records every finding of `results` (suppressed findings and input
    /// problems excluded), keeping `previous` entries of files not linted in this run when
    /// those files still exist.
    ///
    /// - Complexity: O(findings + previous entries).
    public static func recording(
        _ results: [FileResult], fileKey: (String) -> String, previous: Baseline? = nil,
        fileExists: (String) -> Bool = { _ in true }
    ) -> Baseline {
        var groups: [BaselineEntry.Key: [String]] = [:]
        var linted = Set<String>()
        for result in results where !result.isInvalidInput {
            let file = fileKey(result.path)
            linted.insert(file)
            let recorded = result.diagnostics + result.silenced.filter { $0.suppression == nil }
            for diagnostic in recorded where !unrecordedRules.contains(diagnostic.ruleID) {
                groups[
                    BaselineEntry.Key(file: file, rule: diagnostic.ruleID, pointer: diagnostic.location.pointer),
                    default: []
                ]
                .append(diagnostic.message)
            }
        }
        var entries = groups.map { key, messages in
            BaselineEntry(
                file: key.file, rule: key.rule, pointer: key.pointer, count: messages.count, messages: messages)
        }
        for entry in previous?.entries ?? [] where !linted.contains(entry.file) && fileExists(entry.file) {
            entries.append(entry)
        }
        return Baseline(entries: entries)
    }
}

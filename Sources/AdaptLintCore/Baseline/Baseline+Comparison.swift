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
        var byKey: [BaselineEntry.Key: BaselineEntry] = [:]
        for entry in entries { byKey[entry.key] = entry }
        var checkedFiles = Set<String>()
        var stale: [BaselineEntry] = []
        var kept: [BaselineEntry] = []
        var compared: [FileResult] = []
        for var result in results {
            let file = fileKey(result.path)
            guard !result.isInvalidInput else {
                compared.append(result)
                continue
            }
            checkedFiles.insert(file)
            var groups: [BaselineEntry.Key: [Int]] = [:]
            for (index, diagnostic) in result.diagnostics.enumerated()
            where !Self.unrecordedRules.contains(diagnostic.ruleID) {
                groups[
                    BaselineEntry.Key(file: file, rule: diagnostic.ruleID, pointer: diagnostic.location.pointer),
                    default: []
                ].append(index)
            }
            var unchanged = Set<Int>()
            for (key, indices) in groups {
                guard let entry = byKey[key] else { continue }
                let matched = Self.match(indices, entry: entry, diagnostics: result.diagnostics)
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
                    missing.messages = Self.subtract(matchedMessages, from: entry.messages)
                    stale.append(missing)
                }
            }
            for key in byKey.keys where key.file == file && groups[key] == nil {
                if let entry = byKey[key] { stale.append(entry) }
            }
            var active: [Diagnostic] = []
            for (index, var diagnostic) in result.diagnostics.enumerated() {
                if unchanged.contains(index) {
                    diagnostic.baselineState = .unchanged
                    result.silenced.append(diagnostic)
                } else {
                    if !Self.unrecordedRules.contains(diagnostic.ruleID) { diagnostic.baselineState = .new }
                    active.append(diagnostic)
                }
            }
            result.diagnostics = active
            result.silenced.sort(by: Diagnostic.reportOrder)
            compared.append(result)
        }
        for entry in entries where !checkedFiles.contains(entry.file) {
            if fileExists(entry.file) { kept.append(entry) } else { stale.append(entry) }
        }
        return BaselineComparison(results: compared, stale: stale.sorted(), pruned: Baseline(entries: kept))
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

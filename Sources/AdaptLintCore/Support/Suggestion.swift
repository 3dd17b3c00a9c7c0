/// "Did you mean" suggestions for misspelt keys, values and rule ids.
public enum Suggestion {
    /// The candidate closest to `input`, if it is close enough to be a likely typo.
    ///
    /// A candidate qualifies when it matches ignoring case, when it is the only one that starts
    /// with the input (an abbreviation: `w` for `width`), or when its edit distance is at most a
    /// third of its length (and at least 1). Ties go to the earlier candidate, so results are stable.
    /// - Complexity: O(candidates x len(input) x len(candidate)).
    public static func closest(to input: String, in candidates: [String]) -> String? {
        let lowered = input.lowercased()
        if let exact = candidates.first(where: { $0.lowercased() == lowered }) { return exact }
        // An abbreviation: `w` means `width`, not `x` one edit away. Only when one candidate
        // starts with the input, and the input is shorter than it.
        let started = candidates.filter { $0.count > lowered.count && $0.lowercased().hasPrefix(lowered) }
        if !lowered.isEmpty, started.count == 1 { return started[0] }
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(Array(lowered), Array(candidate.lowercased()))
            let allowed = max(1, candidate.count / 3)
            guard distance <= allowed else { continue }
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// " did you mean 'x'?" or an empty string.
    public static func hint(for input: String, in candidates: [String]) -> String {
        guard let match = closest(to: input, in: candidates) else { return "" }
        return "; did you mean '\(match)'?"
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }

    /// "'a', 'b' or 'c'" for messages.
    public static func list(_ values: [String]) -> String {
        let quoted = values.map { "'\($0)'" }
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " or " + quoted[quoted.count - 1]
    }
}

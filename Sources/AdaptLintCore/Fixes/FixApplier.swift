import AdaptJSON

/// Applies fixes to the bytes of one file: byte-range replacements into the original bytes, made
/// in one pass over the file. Every byte outside the replaced ranges is kept.
public enum FixApplier {
    /// What applying a set of fixes did.
    public struct Outcome: Sendable, Equatable {
        /// The new contents.
        public var bytes: [UInt8]
        /// Fixes applied, in file order.
        public var applied: [Fix]
        /// Fixes left out because they overlap one applied (a later pass may apply them), because
        /// their range lies outside the file, or because the file would not parse with them.
        public var skipped: [Fix]
    }

    /// Applies `fixes` to `bytes`.
    ///
    /// The fixes applied are the largest set whose ranges do not overlap: taken from the end of the
    /// file backwards, each fix that ends at or before the start of the last one taken (the interval
    /// scheduling greedy, which no other choice beats in number); a duplicate of a fix taken is
    /// dropped, and a fix that overlaps one taken is skipped. If the result would no longer parse
    /// as JSON within `limits`, only the longest run of those fixes, in file order, whose result
    /// still parses is applied (found by bisection), so a fix can never break a file, and a file
    /// that every fix would take past a limit (each `hitArea` a fix adds is six values) still gets
    /// as many as it can hold.
    /// - Parameters:
    ///   - fixes: Replacements with byte ranges into `bytes`.
    ///   - bytes: The file's current contents.
    ///   - limits: The limits the result must parse within: the linter's.
    /// - Returns: The new bytes and which fixes were applied or skipped.
    /// - Complexity: O(f log f) to choose among f fixes, plus O(n) to apply them to n bytes and
    ///   parse the result; O(n log f) when the result does not parse.
    public static func apply(_ fixes: [Fix], to bytes: [UInt8], limits: JSONParser.Limits = .default) -> Outcome {
        let ordered = fixes.sorted {
            ($0.byteRange.lowerBound, $0.byteRange.upperBound) > ($1.byteRange.lowerBound, $1.byteRange.upperBound)
        }
        var taken: [Fix] = []
        var skipped: [Fix] = []
        var lowestStart = Int.max
        for fix in ordered {
            let range = fix.byteRange
            guard range.lowerBound >= 0, range.upperBound <= bytes.count else {
                skipped.append(fix)
                continue
            }
            if let last = taken.last, last.byteRange == range, last.replacement == fix.replacement {
                continue  // the same edit proposed twice (e.g. by two findings)
            }
            // Ranges are half-open; an insertion at the start of a taken range still overlaps it.
            guard range.upperBound <= lowestStart, !(range.isEmpty && range.lowerBound == lowestStart && !taken.isEmpty)
            else {
                skipped.append(fix)
                continue
            }
            taken.append(fix)
            lowestStart = range.lowerBound
        }
        taken.reverse()
        skipped.reverse()
        guard !taken.isEmpty else { return Outcome(bytes: bytes, applied: [], skipped: skipped) }
        let whole = edited(bytes, with: taken[...])
        if (try? JSONParser.parse(whole, limits: limits)) != nil {
            return Outcome(bytes: whole, applied: taken, skipped: skipped)
        }
        // The first `good` fixes give a file that parses (none do: the file as it is), the first
        // `bad` do not.
        var (good, bad) = (0, taken.count)
        while bad - good > 1 {
            let middle = (good + bad) / 2
            if (try? JSONParser.parse(edited(bytes, with: taken[..<middle]), limits: limits)) != nil {
                good = middle
            } else {
                bad = middle
            }
        }
        let applied = Array(taken[..<good])
        let left = (skipped + taken[good...]).sorted { $0.byteRange.lowerBound < $1.byteRange.lowerBound }
        return Outcome(bytes: edited(bytes, with: applied[...]), applied: applied, skipped: left)
    }

    /// `bytes` with `fixes` (in file order, not overlapping) applied, in one pass over the bytes.
    ///
    /// - Complexity: O(n + the replacements' length).
    private static func edited(_ bytes: [UInt8], with fixes: ArraySlice<Fix>) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + fixes.reduce(0) { $0 + $1.replacement.utf8.count })
        var cursor = 0
        for fix in fixes {
            output += bytes[cursor..<fix.byteRange.lowerBound]
            output += fix.replacement.utf8
            cursor = fix.byteRange.upperBound
        }
        output += bytes[cursor...]
        return output
    }
}

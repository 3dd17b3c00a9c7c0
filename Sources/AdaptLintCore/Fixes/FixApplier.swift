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
    /// still parses is applied (``longestParsingRun(_:in:limits:parses:)``), so a fix can never break a file, and a file
    /// that every fix would take past a limit (each `hitArea` a fix adds is six values) still gets
    /// as many as it can hold.
    /// - Parameters:
    ///   - fixes: Replacements with byte ranges into `bytes`.
    ///   - bytes: The file's current contents.
    ///   - limits: The limits the result must parse within: the linter's.
    /// - Returns: The new bytes and which fixes were applied or skipped.
    /// - Complexity: O(f log f) to choose among f fixes, plus O(n) to apply them to n bytes and
    ///   parse the result, and O(n) more when the result passes `value-count` or `file-size`.
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
        var parses = 0
        let good = longestParsingRun(taken, in: bytes, limits: limits, parses: &parses)
        let applied = Array(taken[..<good])
        let left = (skipped + taken[good...]).sorted { $0.byteRange.lowerBound < $1.byteRange.lowerBound }
        return Outcome(bytes: edited(bytes, with: applied[...]), applied: applied, skipped: left)
    }

    /// How many of `fixes` (in file order, not overlapping), from the first, give a file that still
    /// parses within `limits`, when all of them do not: the longest such run.
    ///
    /// The run is first found by counting: each fix changes the file's values (keys included) and
    /// bytes by what its replacement holds less what its range held, so the longest run within
    /// `value-count` and `file-size` is found in one pass over the fixes. That run is checked by
    /// parsing it, and one fix more; if another limit is what stops the fixes (depth, a string's
    /// length, or text that no longer parses), the run is found by bisection instead.
    ///
    /// - Complexity: O(n + the fixes' ranges and replacements) to count, plus two parses; O(n log f)
    ///   when counting does not find the run.
    /// - Parameter parses: Counts the parses made (of the file and of edited files).
    static func longestParsingRun(
        _ fixes: [Fix], in bytes: [UInt8], limits: JSONParser.Limits, parses: inout Int
    ) -> Int {
        func parsesWith(_ count: Int) -> Bool {
            guard count > 0 else { return true }
            parses += 1
            return (try? JSONParser.parse(edited(bytes, with: fixes[..<count]), limits: limits)) != nil
        }
        parses += 1
        if let original = try? JSONParser.parse(bytes, limits: limits) {
            var values = original.valueCount
            var size = bytes.count
            var counted = 0
            for fix in fixes {
                values += valueCount(Array(fix.replacement.utf8)[...]) - valueCount(bytes[fix.byteRange])
                size += fix.replacement.utf8.count - fix.byteRange.count
                guard values <= limits.maximumValues && size <= limits.maximumBytes else { break }
                counted += 1
            }
            if parsesWith(counted) && (counted == fixes.count || !parsesWith(counted + 1)) { return counted }
        }
        // The first `good` fixes give a file that parses (none do: the file as it is), the first
        // `bad` do not.
        var (good, bad) = (0, fixes.count)
        while bad - good > 1 {
            let middle = (good + bad) / 2
            if parsesWith(middle) { good = middle } else { bad = middle }
        }
        return good
    }

    /// The values in a piece of JSON text as the parser counts them: each object, array, string
    /// (keys included), number and literal.
    ///
    /// - Complexity: O(n) in the length of the text.
    static func valueCount(_ text: ArraySlice<UInt8>) -> Int {
        var count = 0
        var inString = false
        var escaped = false
        var inScalar = false
        for byte in text {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                count += 1
                inString = true
                inScalar = false
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                count += 1
                inScalar = false
            case UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x09, 0x0A, 0x0D:
                inScalar = false
            default:
                if !inScalar { count += 1 }
                inScalar = true
            }
        }
        return count
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

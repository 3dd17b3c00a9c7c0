import AdaptJSON

/// Applies fixes to the bytes of one file: byte-range replacements, from the end of the file
/// backwards, so that earlier offsets stay valid. Every byte outside the replaced ranges is kept.
public enum FixApplier {
    /// What applying a set of fixes did.
    public struct Outcome: Sendable, Equatable {
        /// The new contents.
        public var bytes: [UInt8]
        /// Fixes applied, in file order.
        public var applied: [Fix]
        /// Fixes left out because they overlap one already applied (a later pass may apply them),
        /// or because their range lies outside the file.
        public var skipped: [Fix]
    }

    /// Applies `fixes` to `bytes`.
    ///
    /// Fixes are taken from the end of the file backwards; one whose range overlaps a fix
    /// already taken, or that is a duplicate of one, is skipped. If the result would no longer
    /// parse as JSON, nothing is applied and every fix is skipped, so a fix can never break a file.
    /// - Parameters:
    ///   - fixes: Replacements with byte ranges into `bytes`.
    ///   - bytes: The file's current contents.
    /// - Returns: The new bytes and which fixes were applied or skipped.
    /// - Complexity: O(n + f log f) for n bytes and f fixes.
    public static func apply(_ fixes: [Fix], to bytes: [UInt8]) -> Outcome {
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
        var output = bytes
        for fix in taken {
            output.replaceSubrange(fix.byteRange, with: Array(fix.replacement.utf8))
        }
        if !taken.isEmpty, (try? JSONParser.parse(output)) == nil {
            return Outcome(bytes: bytes, applied: [], skipped: fixes)
        }
        return Outcome(bytes: output, applied: taken.reversed(), skipped: skipped.reversed())
    }
}

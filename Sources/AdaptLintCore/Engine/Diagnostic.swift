import AdaptJSON

/// A place in a spec file: path, start and end positions, and the JSON pointer of the value.
public struct Location: Sendable, Hashable {
    /// The path as the user gave it or as discovery found it, with `/` separators.
    public var path: String
    public var start: SourcePosition
    /// Position just past the last character of the value.
    public var end: SourcePosition
    /// RFC 6901 pointer of the value, e.g. `/layouts/0/components/1/frame/height`.
    public var pointer: String
    /// Byte range of the value in the file.
    public var byteRange: Range<Int>
    /// The text of the start line, for excerpts with a caret.
    public var lineText: String
    /// GitHub's `primaryLocationLineHash` of the start line (see ``LineHashes``), or nil when the
    /// file's text was not available.
    public var lineHash: String?

    public init(
        path: String, start: SourcePosition, end: SourcePosition, pointer: String, byteRange: Range<Int>,
        lineText: String = "", lineHash: String? = nil
    ) {
        self.path = path
        self.start = start
        self.end = end
        self.pointer = pointer
        self.byteRange = byteRange
        self.lineText = lineText
        self.lineHash = lineHash
    }
}

/// A secondary location that explains a diagnostic ("shown here in regular width").
public struct RelatedLocation: Sendable, Hashable {
    public var location: Location
    public var message: String

    public init(location: Location, message: String) {
        self.location = location
        self.message = message
    }
}

/// A safe, mechanical edit that resolves a diagnostic: replace the bytes of one range.
public struct Fix: Sendable, Hashable {
    public var description: String
    public var byteRange: Range<Int>
    public var replacement: String
    /// Where the replaced text starts and ends (for SARIF `deletedRegion`).
    public var start: SourcePosition
    public var end: SourcePosition

    public init(
        description: String, byteRange: Range<Int>, replacement: String, start: SourcePosition, end: SourcePosition
    ) {
        self.description = description
        self.byteRange = byteRange
        self.replacement = replacement
        self.start = start
        self.end = end
    }
}

/// One finding, resolved to file positions, ready for any reporter.
public struct Diagnostic: Sendable, Hashable {
    public var ruleID: String
    public var severity: Severity
    public var message: String
    public var location: Location
    public var related: [RelatedLocation]
    public var fixes: [Fix]
    /// Set when a suppression in the spec covers the finding: it then leaves the text report and
    /// the exit code, and stays in JSON and SARIF with this justification.
    public var suppression: SuppressionRecord? = nil
    /// Set when the run compares with a baseline: `new` or `unchanged` (SARIF `baselineState`).
    public var baselineState: BaselineState? = nil

    public init(
        ruleID: String, severity: Severity, message: String, location: Location,
        related: [RelatedLocation] = [], fixes: [Fix] = []
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.location = location
        self.related = related
        self.fixes = fixes
    }

    /// Report order: path, line, column, then rule and message so that ties are stable.
    public static func reportOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        if a.location.path != b.location.path { return a.location.path < b.location.path }
        if a.location.start != b.location.start { return a.location.start < b.location.start }
        if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
        return a.message < b.message
    }

    /// Sorts `diagnostics` in report order (``reportOrder(_:_:)``), keeping ties in their order.
    ///
    /// Sorts their positions, then moves each diagnostic to its place by swaps along the cycles of
    /// that permutation, so that a file with many findings needs no second array of diagnostics
    /// and no merge buffer of them: one position per diagnostic.
    ///
    /// - Complexity: O(n log n) comparisons and O(n) swaps.
    static func sortInReportOrder(_ diagnostics: inout [Diagnostic]) {
        // The position each place takes its diagnostic from.
        var source = diagnostics.indices.sorted { a, b in
            if reportOrder(diagnostics[a], diagnostics[b]) { return true }
            return a < b && !reportOrder(diagnostics[b], diagnostics[a])
        }
        for start in source.indices where source[start] != start {
            var place = start
            while source[place] != start {
                let from = source[place]
                diagnostics.swapAt(place, from)
                source[place] = place
                place = from
            }
            source[place] = place
        }
    }
}

import AdaptJSON

/// A place in a spec file: path, start and end positions, and the JSON pointer of the value.
///
/// A location holds its start line's text and GitHub hash either as given, or, resolved in a file
/// with many findings (``init(path:start:end:pointer:byteRange:file:lineStart:lineHash:)``), as a
/// reference to the file's bytes, which those locations share, and where its start line begins: the
/// line's text is cut from the file when a reporter asks for it (``lineText``), and the hash is kept
/// as its value and occurrence number. So a file with many findings holds its text once, and one
/// with a few holds only their lines (``LocationResolver/location(of:)`` chooses).
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
    /// Where the start line's text and hash come from.
    private var startLine: StartLine

    public init(
        path: String, start: SourcePosition, end: SourcePosition, pointer: String, byteRange: Range<Int>,
        lineText: String = "", lineHash: String? = nil
    ) {
        self.path = path
        self.start = start
        self.end = end
        self.pointer = pointer
        self.byteRange = byteRange
        startLine = lineText.isEmpty && lineHash == nil ? .none : .given(text: lineText, hash: lineHash)
    }

    /// A location whose start line is read from `file` when asked for.
    ///
    /// - Parameters:
    ///   - file: The file's bytes, shared with the other locations of the file (not copied).
    ///   - lineStart: The offset of the start line's first byte (after a byte order mark), or nil
    ///     when the location shows no line (a binary file).
    ///   - lineHash: The start line's GitHub hash, or nil when it was not asked for.
    init(
        path: String, start: SourcePosition, end: SourcePosition, pointer: String, byteRange: Range<Int>,
        file: [UInt8], lineStart: Int?, lineHash: LineHash?
    ) {
        self.path = path
        self.start = start
        self.end = end
        self.pointer = pointer
        self.byteRange = byteRange
        startLine = .file(file, lineStart: lineStart ?? -1, hash: lineHash ?? LineHash(value: 0, occurrence: 0))
    }

    /// The bytes that locations of a file keep: `bytes` itself, or a copy of the right size when
    /// its buffer has much more room (a reader reuses one buffer for small files, grown to the
    /// largest so far), so that findings keep no more than their file.
    ///
    /// - Complexity: O(1), or O(n) in the length of the file when it is copied.
    static func kept(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.capacity - bytes.count > max(4_096, bytes.count / 8) else { return bytes }
        // Appended into new storage: converting the whole array, or a slice of all of it, would
        // share its buffer.
        var copy: [UInt8] = []
        copy.reserveCapacity(bytes.count)
        copy.append(contentsOf: bytes)
        return copy
    }

    /// The room of the file buffer this location keeps (0 when it keeps none).
    var keptCapacity: Int {
        if case .file(let bytes, _, _) = startLine { return bytes.capacity }
        return 0
    }

    /// The text of the start line, for excerpts with a caret: empty when the location shows no
    /// line, and for a line longer than ``LineIndex/maximumLineTextBytes``.
    ///
    /// - Complexity: O(length of the line) for a location resolved in a file.
    public var lineText: String {
        get {
            switch startLine {
            case .none: ""
            case .given(let text, _): text
            case .file(let bytes, let lineStart, _): LineIndex.lineText(startingAt: lineStart, in: bytes)
            }
        }
        set { startLine = .given(text: newValue, hash: lineHash) }
    }

    /// GitHub's `primaryLocationLineHash` of the start line (see ``LineHashes``), or nil when the
    /// file's text was not available.
    public var lineHash: String? {
        get {
            switch startLine {
            case .none: nil
            case .given(_, let hash): hash
            case .file(_, _, let hash): hash.occurrence > 0 ? hash.text : nil
            }
        }
        set { startLine = .given(text: lineText, hash: newValue) }
    }

    public static func == (a: Location, b: Location) -> Bool {
        a.path == b.path && a.start == b.start && a.end == b.end && a.pointer == b.pointer
            && a.byteRange == b.byteRange && a.lineText == b.lineText && a.lineHash == b.lineHash
    }

    /// Hashes what most tells locations apart; equal locations agree on it.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(start)
        hasher.combine(end)
        hasher.combine(pointer)
        hasher.combine(byteRange)
    }
}

/// Where a location's start line comes from.
private enum StartLine: Sendable {
    /// No line: nothing to show, no hash.
    case none
    /// Given as text (locations made by hand, and in configuration files).
    indirect case given(text: String, hash: String?)
    /// Cut from the file's bytes when asked; a `lineStart` of -1 shows no line, and a hash whose
    /// occurrence is 0 is none.
    case file([UInt8], lineStart: Int, hash: LineHash)
}

/// GitHub's line hash of one line, as its value and the number of its occurrence so far: the
/// 18 or so bytes of its text are written only when a report asks for them.
struct LineHash: Sendable, Hashable {
    var value: UInt64
    /// From 1; 0 stands for no hash.
    var occurrence: Int32

    /// `271789c17abda88f:1`.
    var text: String { LineHashes.fingerprint(value, occurrence: Int(occurrence)) }
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
    /// The suppression and baseline state, which few findings have: one reference, nil for the
    /// rest, instead of a suppression's location and texts in every finding.
    private var adoption: Adoption?

    /// Set when a suppression in the spec covers the finding: it then leaves the text report and
    /// the exit code, and stays in JSON and SARIF with this justification.
    public var suppression: SuppressionRecord? {
        get { adoption?.suppression }
        set { adoption = Adoption.make(suppression: newValue, baselineState: baselineState) }
    }

    /// Set when the run compares with a baseline: `new` or `unchanged` (SARIF `baselineState`).
    public var baselineState: BaselineState? {
        get { adoption?.baselineState }
        set { adoption = Adoption.make(suppression: suppression, baselineState: newValue) }
    }

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

    public static func == (a: Diagnostic, b: Diagnostic) -> Bool {
        a.ruleID == b.ruleID && a.severity == b.severity && a.message == b.message && a.location == b.location
            && a.related == b.related && a.fixes == b.fixes && a.suppression == b.suppression
            && a.baselineState == b.baselineState
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ruleID)
        hasher.combine(severity)
        hasher.combine(message)
        hasher.combine(location)
        hasher.combine(related)
        hasher.combine(fixes)
        hasher.combine(suppression)
        hasher.combine(baselineState)
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

/// A finding's suppression and baseline state. Immutable and shared; a change makes a new box.
private final class Adoption: Sendable {
    let suppression: SuppressionRecord?
    let baselineState: BaselineState?

    init(suppression: SuppressionRecord?, baselineState: BaselineState?) {
        self.suppression = suppression
        self.baselineState = baselineState
    }

    /// A box for the two, or nil when both are nil.
    static func make(suppression: SuppressionRecord?, baselineState: BaselineState?) -> Adoption? {
        suppression == nil && baselineState == nil
            ? nil : Adoption(suppression: suppression, baselineState: baselineState)
    }
}

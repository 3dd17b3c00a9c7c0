import AdaptJSON

/// Turns byte ranges of one input file into locations (line, column, the line's text and hash): what
/// every reader that is not the JSON decoder (project files, Interface Builder documents) reports with.
public struct TextLocations: Sendable {
    public let bytes: [UInt8]
    public let path: String
    public let lines: LineIndex
    let hashes: LineHashes
    /// The bytes its locations keep (``Location/kept(_:)``).
    let kept: [UInt8]
    /// Whether locations carry the text of their line (false for binary files, whose bytes would only
    /// garble an excerpt).
    let showsLines: Bool

    /// - Complexity: O(n) in the size of the file.
    public init(bytes: [UInt8], path: String, showsLines: Bool = true) {
        self.bytes = bytes
        kept = Location.kept(bytes)
        self.path = path
        self.showsLines = showsLines
        lines = LineIndex(bytes)
        hashes = LineHashes(bytes: bytes)
    }

    /// The location of `range`, clamped to the file.
    ///
    /// - Complexity: O(log lines).
    public func location(of range: Range<Int>, pointer: String = "") -> Location {
        let lower = min(max(range.lowerBound, 0), bytes.count)
        let upper = min(max(range.upperBound, lower), bytes.count)
        let start = lines.position(of: lower)
        return Location(
            path: path, start: start, end: lines.position(of: upper), pointer: pointer, byteRange: lower..<upper,
            file: kept, lineStart: showsLines ? lines.lineTextStart(start.line) : nil,
            lineHash: hashes.lineHash(ofLine: start.line))
    }
}

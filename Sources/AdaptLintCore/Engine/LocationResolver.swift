import AdaptJSON

/// Turns node indices into file locations. Builds its line index, line hashes and pointer
/// index on first use, so clean files never pay for them.
final class LocationResolver: SpecLocations {
    let document: JSONDocument
    let path: String
    private var lineIndex: LineIndex?
    /// GitHub line fingerprints, hashed as far into the file as the lines asked for so far.
    private var lineHashes: LineHashScanner?
    private var pathIndex: JSONPathIndex?
    /// The file's bytes as its locations keep them (``Location/kept(_:)``), taken once the lines
    /// copied for locations would hold more than the file (``location(of:)``).
    private var file: [UInt8]?
    /// The bytes of the line texts copied into locations so far, each with a string's overhead.
    private var copiedLineBytes = 0
    /// Members and elements the tape walks for pointers may still look at before parent links pay.
    private var pointerWalkBudget: Int
    /// Whether locations carry line hashes (``Linter/lineHashes``).
    private let hashesLines: Bool

    init(document: JSONDocument, path: String, lineHashes: Bool = true) {
        self.document = document
        self.path = path
        pointerWalkBudget = document.valueCount
        hashesLines = lineHashes
    }

    private var lines: LineIndex {
        if let lineIndex { return lineIndex }
        let index = LineIndex(document.bytes)
        lineIndex = index
        return index
    }

    /// The GitHub fingerprint of a 1-based line (see ``LineHashes``).
    private func lineHash(ofLine line: Int) -> LineHash? {
        guard hashesLines else { return nil }
        if lineHashes == nil { lineHashes = LineHashScanner(bytes: document.bytes) }
        return lineHashes?.lineHash(ofLine: line)
    }

    /// The JSON pointer of a node. A walk from the root looks at a few dozen members for a
    /// finding in a spec, far less than building parent links for every value; once the walks
    /// together have looked at as many members as the document has values, the parent links
    /// are built, so that each further pointer costs O(depth) even in an object with many members.
    private func pointer(to node: Int) -> String {
        if pathIndex == nil, let pointer = document.pointer(to: node, budget: &pointerWalkBudget) {
            return pointer
        }
        if let pathIndex { return pathIndex.pointer(to: node) }
        let index = JSONPathIndex(document)
        pathIndex = index
        return index.pointer(to: node)
    }

    private var keptBytes: [UInt8] {
        if let file { return file }
        let kept = Location.kept(document.bytes)
        file = kept
        return kept
    }

    /// The location of `node`.
    ///
    /// A file's first locations carry a copy of their start line, as long as the copies together
    /// hold less than an eighth of the file (``copiedShare``): a file with a few findings keeps a
    /// few lines, not all its text, through a run of many files. Past that, locations share the
    /// file's bytes and cut their line from it when a report shows it, so a file with many findings
    /// holds its text once, and pays for few copies it may never show (JSON and SARIF show none).
    func location(of node: Int) -> Location {
        let range = document.byteRange(node)
        let start = lines.position(of: range.lowerBound)
        let end = lines.position(of: range.upperBound)
        let lineStart = lines.lineTextStart(start.line)
        let hash = lineHash(ofLine: start.line)
        if file == nil {
            let text = lineStart.map { LineIndex.lineText(startingAt: $0, in: document.bytes) } ?? ""
            copiedLineBytes += text.utf8.count + Self.stringOverhead
            if copiedLineBytes <= document.bytes.count / Self.copiedShare {
                return Location(
                    path: path, start: start, end: end, pointer: pointer(to: node), byteRange: range,
                    lineText: text, lineHash: hash?.text)
            }
        }
        return Location(
            path: path, start: start, end: end, pointer: pointer(to: node), byteRange: range, file: keptBytes,
            lineStart: lineStart, lineHash: hash)
    }

    /// What a copied line costs besides its bytes: a string's storage header and its line hash.
    static let stringOverhead = 64

    /// The copies of a file's lines hold at most this fraction of the file (its size divided by it).
    static let copiedShare = 8

    /// The replacement of `fix`'s node in the document: a spec file can always take it.
    func fix(_ fix: NodeFix) -> Fix? {
        let range = document.byteRange(fix.node)
        return Fix(
            description: fix.description, byteRange: range, replacement: fix.replacement,
            start: lines.position(of: range.lowerBound), end: lines.position(of: range.upperBound))
    }
}

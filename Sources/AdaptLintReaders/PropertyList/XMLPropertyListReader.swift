import AdaptJSON
import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads an XML property list (`<plist version="1.0">`) with `XMLParser`, keeping the byte range of
/// every dictionary key.
///
/// Foundation's `PropertyListSerialization` reads the same files but gives no positions. The parser
/// reports the line of each start tag; the key's bytes are then found on that line. External entities
/// are never resolved.
public enum XMLPropertyListReader {
    /// Nesting deeper than this is refused (Info.plists nest a handful of levels).
    public static let maximumDepth = 128
    /// Attributes on one element (`xml-attributes`, as for Interface Builder documents); a property
    /// list element has at most one (`<plist version="1.0">`).
    public static let maximumAttributes = XMLTree.Limits.default.maximumAttributes

    /// Reads `bytes`.
    ///
    /// Only UTF-8 is read, and the only document type declaration accepted is Apple's standard one
    /// (`<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">`),
    /// without an internal subset: a property list never needs entities, and an entity referenced
    /// many times is how a small file becomes gigabytes of text.
    ///
    /// - Returns: The root value (the single child of `<plist>`).
    /// - Throws: ``PropertyListError`` at the position where the XML or the property list structure breaks.
    /// - Complexity: O(n) in the file size.
    public static func read(_ bytes: [UInt8]) throws(PropertyListError) -> PropertyListNode {
        try readCountingScans(bytes).root
    }

    /// ``read(_:)``, and the number of bytes the start-tag searches looked at (at most about the
    /// file's size: tests count it).
    static func readCountingScans(_ bytes: [UInt8]) throws(PropertyListError) -> (root: PropertyListNode, scanned: Int)
    {
        if let problem = XMLTree.prologProblem(bytes, propertyList: true) {
            throw PropertyListError(problem.message, offset: problem.offset)
        }
        // What FoundationXML's parser does not survive (the XML fuzz target found both): names that are
        // not UTF-8, which its callbacks force-unwrap, and `<?name?>`, whose missing data it reads.
        if let offset = XMLTree.firstInvalidUTF8(bytes) {
            let what = bytes[offset] == 0 ? "a NUL byte" : "a byte that is not UTF-8"
            throw PropertyListError("\(what): XML property lists are read as UTF-8 only", offset: offset)
        }
        if let offset = XMLTree.firstDatalessProcessingInstruction(bytes) {
            throw PropertyListError(
                "a processing instruction without data ('<?name?>') is not accepted", offset: offset)
        }
        if let crowded = XMLTree.firstCrowdedElement(bytes, limit: maximumAttributes) {
            throw PropertyListError(
                "an element has more than \(maximumAttributes) attributes; this exceeds adaptlint's xml-attributes limit",
                offset: crowded)
        }
        let lines = LineIndex(bytes)
        let builder = TreeBuilder(bytes: bytes, lines: lines)
        let parser = XMLParser(data: Data(bytes))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.delegate = builder
        let parsed = parser.parse()
        if let problem = builder.problem { throw problem }
        guard parsed else {
            let offset =
                builder.errorOffset ?? builder.offset(line: parser.lineNumber, column: parser.columnNumber)
            let detail = parser.parserError.map { Self.describe($0) } ?? "the XML is not well-formed"
            throw PropertyListError("not a well-formed XML property list: \(detail)", offset: offset)
        }
        guard let root = builder.root else {
            throw PropertyListError("the XML has no <plist> element with a value", offset: 0)
        }
        return (root, builder.scanned)
    }

    /// The parser error's number. Foundation describes it only by domain and number, and the names of
    /// `XMLParser.ErrorCode` do not match libxml2's numbers on Linux, so the number is all that is given;
    /// the position says where.
    static func describe(_ error: any Error) -> String {
        "XML parser error \((error as NSError).code)"
    }
}

/// Builds ``PropertyListNode`` values from parser events. One per read; not shared between threads.
private final class TreeBuilder: NSObject, XMLParserDelegate {
    /// An element being read: its name, where its start tag is, its text and its children.
    struct Open {
        var name: String
        var range: Range<Int>
        var text = ""
        var children: [PropertyListNode] = []
        /// Dictionary members read so far, and a key waiting for its value.
        var entries: [PropertyListEntry] = []
        var pendingKey: (String, Range<Int>)?
    }

    let bytes: [UInt8]
    let lines: LineIndex
    var stack: [Open] = []
    var root: PropertyListNode?
    var problem: PropertyListError?
    /// Where the parser was when it reported a syntax error (later, it has read on to the end).
    var errorOffset: Int?
    /// The start of the last start tag found: the next one is after it, so a search for it
    /// starts there and the searches together read the file about once, even on one line.
    var lastTag = 0
    /// Bytes looked at by the start-tag searches.
    var scanned = 0

    init(bytes: [UInt8], lines: LineIndex) {
        self.bytes = bytes
        self.lines = lines
    }

    /// The byte offset of a 1-based line and column as the parser counts them (bytes), clamped.
    func offset(line: Int, column: Int) -> Int {
        guard line >= 1, line <= lines.lineStarts.count else { return line < 1 ? 0 : bytes.count }
        let start = lines.lineStarts[line - 1]
        return min(start + max(column - 1, 0), bytes.count)
    }

    /// The bytes of the start tag `<name` on the parser's current line, at or before its column
    /// and after the previous start tag; the start of the line when the tag is not found there (a
    /// tag broken over lines).
    ///
    /// - Complexity: O(bytes since the previous start tag).
    func startTag(_ name: String, parser: XMLParser) -> Range<Int> {
        let line = max(parser.lineNumber, 1)
        guard line <= lines.lineStarts.count else { return bytes.count..<bytes.count }
        let lineStart = lines.lineStarts[line - 1]
        let limit = offset(line: line, column: parser.columnNumber)
        let pattern = Array("<\(name)".utf8)
        var found: Int?
        let first = max(lineStart, min(lastTag, limit))
        var index = first
        while index + pattern.count <= min(limit + pattern.count, bytes.count) {
            if bytes[index] == pattern[0], bytes[index..<index + pattern.count].elementsEqual(pattern) {
                found = index
                if index + pattern.count > limit { break }
            }
            index += 1
        }
        scanned += index - first + 1
        guard let start = found else { return lineStart..<lineStart }
        lastTag = start + 1
        var end = start + pattern.count
        while end < bytes.count, bytes[end] != UInt8(ascii: ">") { end += 1 }
        return start..<min(end + 1, bytes.count)
    }

    func fail(_ message: String, at offset: Int, _ parser: XMLParser) {
        guard problem == nil else { return }
        problem = PropertyListError(message, offset: offset)
        parser.abortParsing()
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        let range = startTag(elementName, parser: parser)
        guard stack.count < XMLPropertyListReader.maximumDepth else {
            fail(
                "the property list nests deeper than \(XMLPropertyListReader.maximumDepth) levels",
                at: range.lowerBound, parser)
            return
        }
        if stack.isEmpty, elementName != "plist" {
            fail("the root element is <\(elementName)>, not <plist>", at: range.lowerBound, parser)
            return
        }
        stack.append(Open(name: elementName, range: range))
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        if errorOffset == nil, problem == nil {
            errorOffset = offset(line: parser.lineNumber, column: parser.columnNumber)
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].text += string
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].text += String(decoding: block, as: UTF8.self)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        guard let open = stack.popLast() else { return }
        switch open.name {
        case "plist":
            guard let value = open.children.first, open.children.count == 1 else {
                fail(
                    "<plist> holds \(open.children.count) values; it holds exactly one", at: open.range.lowerBound,
                    parser)
                return
            }
            root = value
        case "key":
            guard let parent = stack.last, parent.name == "dict" else {
                fail("<key> outside a <dict>", at: open.range.lowerBound, parser)
                return
            }
            if let pending = parent.pendingKey {
                fail("key '\(pending.0)' has no value", at: pending.1.lowerBound, parser)
                return
            }
            stack[stack.count - 1].pendingKey = (open.text, keyRange(open))
        default:
            guard let value = value(of: open, parser) else { return }
            add(value, parser)
        }
    }

    /// The bytes of a key's text: after `<key>` up to the end of the text, when it is on the tag's line.
    func keyRange(_ open: Open) -> Range<Int> {
        let start = open.range.upperBound
        let length = open.text.utf8.count
        let end = min(start + length, bytes.count)
        guard start < end, Array(bytes[start..<end]) == Array(open.text.utf8) else { return open.range }
        return start..<end
    }

    /// The value of a closed element, or nil after reporting an unknown element.
    func value(of open: Open, _ parser: XMLParser) -> PropertyListNode? {
        switch open.name {
        case "dict":
            if let pending = open.pendingKey {
                fail("key '\(pending.0)' has no value", at: pending.1.lowerBound, parser)
                return nil
            }
            return PropertyListNode(.dictionary(open.entries), range: open.range)
        case "array": return PropertyListNode(.array(open.children), range: open.range)
        case "string": return PropertyListNode(.string(open.text), range: open.range)
        case "true": return PropertyListNode(.boolean(true), range: open.range)
        case "false": return PropertyListNode(.boolean(false), range: open.range)
        case "integer", "real", "date", "data":
            return PropertyListNode(.scalar(open.text.trimmingSpaces()), range: open.range)
        default:
            fail("<\(open.name)> is not a property list element", at: open.range.lowerBound, parser)
            return nil
        }
    }

    /// Adds a finished value to the element that holds it.
    ///
    /// - Complexity: Amortized O(1): the parent is read in place (a copy of it, as `stack.last`
    ///   gives, would make each append copy all of the parent's members).
    func add(_ value: PropertyListNode, _ parser: XMLParser) {
        guard !stack.isEmpty else { return }
        let parent = stack.count - 1
        switch stack[parent].name {
        case "dict":
            guard let (key, range) = stack[parent].pendingKey else {
                fail("a value in a <dict> without a <key> before it", at: value.range.lowerBound, parser)
                return
            }
            stack[parent].entries.append(PropertyListEntry(key: key, keyRange: range, value: value))
            stack[parent].pendingKey = nil
        case "array", "plist":
            stack[parent].children.append(value)
        default:
            fail("<\(stack[parent].name)> cannot hold a value", at: value.range.lowerBound, parser)
        }
    }
}

import AdaptJSON

/// Reads an XML property list (`<plist version="1.0">`) with adaptlint's own ``XMLScanner``, keeping
/// the byte range of every dictionary key.
///
/// Foundation's `PropertyListSerialization` reads the same files but gives no positions. The reader
/// reports where each start tag is; a key's range is its text after `<key>`. No entity is resolved
/// but XML's predefined ones, and the only document type accepted is the one Xcode writes.
public enum XMLPropertyListReader {
    /// Nesting deeper than this is refused (Info.plists nest a handful of levels).
    public static let maximumDepth = 128

    /// Reads `bytes`.
    ///
    /// - Returns: The root value (the single child of `<plist>`).
    /// - Throws: ``PropertyListError`` at the position where the XML or the property list structure breaks.
    /// - Complexity: O(n) in the file size.
    public static func read(_ bytes: [UInt8]) throws(PropertyListError) -> PropertyListNode {
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
        var scanner = XMLScanner(bytes, documentTypes: documentTypes)
        var builder = TreeBuilder(bytes: bytes)
        while true {
            let event: XMLEvent?
            do throws(XMLSyntaxError) {
                event = try scanner.next()
            } catch {
                let message =
                    error.limit == nil ? "not a well-formed XML property list: \(error.message)" : error.message
                throw PropertyListError(message, offset: error.offset)
            }
            guard let event else { break }
            try builder.handle(event)
        }
        guard let root = builder.root else {
            throw PropertyListError("the XML has no <plist> element with a value", offset: 0)
        }
        return root
    }

    /// The document type declarations Xcode writes at the top of a property list: today's, and the one
    /// older files still carry.
    static let documentTypes = ["-//Apple//DTD PLIST 1.0//EN", "-//Apple Computer//DTD PLIST 1.0//EN"].map {
        XMLScanner.DocumentType(
            name: "plist", publicID: $0, systemID: "http://www.apple.com/DTDs/PropertyList-1.0.dtd")
    }
}

/// Builds ``PropertyListNode`` values from the XML reader's events. One per read.
private struct TreeBuilder {
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
    var stack: [Open] = []
    var root: PropertyListNode?

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func handle(_ event: XMLEvent) throws(PropertyListError) {
        switch event {
        case .start(let tag): try start(tag)
        case .text(let text):
            guard !stack.isEmpty else { return }
            stack[stack.count - 1].text += text
        case .end: try end()
        }
    }

    mutating func start(_ tag: XMLStartTag) throws(PropertyListError) {
        guard stack.count < XMLPropertyListReader.maximumDepth else {
            throw PropertyListError(
                "the property list nests deeper than \(XMLPropertyListReader.maximumDepth) levels",
                offset: tag.range.lowerBound)
        }
        if stack.isEmpty, tag.name != "plist" {
            throw PropertyListError("the root element is <\(tag.name)>, not <plist>", offset: tag.range.lowerBound)
        }
        stack.append(Open(name: tag.name, range: tag.range))
    }

    mutating func end() throws(PropertyListError) {
        guard let open = stack.popLast() else { return }
        switch open.name {
        case "plist":
            guard let value = open.children.first, open.children.count == 1 else {
                throw PropertyListError(
                    "<plist> holds \(open.children.count) values; it holds exactly one", offset: open.range.lowerBound)
            }
            root = value
        case "key":
            guard let top = stack.indices.last, stack[top].name == "dict" else {
                throw PropertyListError("<key> outside a <dict>", offset: open.range.lowerBound)
            }
            if let pending = stack[top].pendingKey {
                throw PropertyListError("key '\(pending.0)' has no value", offset: pending.1.lowerBound)
            }
            stack[top].pendingKey = (open.text, keyRange(open))
        default:
            try add(try value(of: open))
        }
    }

    /// The bytes of a key's text: after `<key>` up to the end of the text, when it is written there
    /// as it reads (no references); the whole `<key>` tag otherwise.
    func keyRange(_ open: Open) -> Range<Int> {
        let start = open.range.upperBound
        let length = open.text.utf8.count
        let end = min(start + length, bytes.count)
        guard start < end, bytes[start..<end].elementsEqual(open.text.utf8) else { return open.range }
        return start..<end
    }

    /// The value of a closed element.
    func value(of open: Open) throws(PropertyListError) -> PropertyListNode {
        switch open.name {
        case "dict":
            if let pending = open.pendingKey {
                throw PropertyListError("key '\(pending.0)' has no value", offset: pending.1.lowerBound)
            }
            return PropertyListNode(.dictionary(open.entries), range: open.range)
        case "array": return PropertyListNode(.array(open.children), range: open.range)
        case "string": return PropertyListNode(.string(open.text), range: open.range)
        case "true": return PropertyListNode(.boolean(true), range: open.range)
        case "false": return PropertyListNode(.boolean(false), range: open.range)
        case "integer", "real", "date", "data":
            return PropertyListNode(.scalar(open.text.trimmingSpaces()), range: open.range)
        default:
            throw PropertyListError("<\(open.name)> is not a property list element", offset: open.range.lowerBound)
        }
    }

    /// Adds a finished value to the element that holds it. The holder is changed in place in `stack`
    /// (never through a copy, which would make each append copy its members).
    mutating func add(_ value: PropertyListNode) throws(PropertyListError) {
        guard let top = stack.indices.last else { return }
        switch stack[top].name {
        case "dict":
            guard let (key, range) = stack[top].pendingKey else {
                throw PropertyListError(
                    "a value in a <dict> without a <key> before it", offset: value.range.lowerBound)
            }
            stack[top].entries.append(PropertyListEntry(key: key, keyRange: range, value: value))
            stack[top].pendingKey = nil
        case "array", "plist":
            stack[top].children.append(value)
        default:
            throw PropertyListError("<\(stack[top].name)> cannot hold a value", offset: value.range.lowerBound)
        }
    }
}

/// A strict, non-validating reader of well-formed XML 1.0 in UTF-8, over bytes, that hands out one
/// event at a time with byte offsets.
///
/// It reads what Interface Builder and Xcode write and refuses the rest with an ``XMLSyntaxError``
/// at the offending byte: no DTD is read and no entity but XML's five predefined ones and
/// character references is expanded, so no input can make it do more than a constant amount of work
/// per byte. A document type declaration is accepted only when the caller allows it, and never with
/// an internal subset. Every loop moves forward through the input; ``work`` counts the bytes it looks
/// at and the attribute names it checks, so tests can bound the work of any input.
///
/// The reader is split by concern: the document's prolog (byte order mark, XML declaration, document
/// type) in `XMLScanner+Prolog.swift`, character data and references in `XMLScanner+Text.swift`,
/// characters and names in `XMLScanner+Characters.swift`.
struct XMLScanner {
    /// Limits on one document; each has a name in ``XMLSyntaxError/Limit``.
    struct Limits: Sendable, Equatable {
        /// Bytes in the document.
        var maximumBytes: Int
        /// Elements open at the same time.
        var maximumDepth: Int
        /// Elements in the document.
        var maximumElements: Int
        /// Attributes on one element.
        var maximumAttributes: Int

        init(maximumBytes: Int, maximumDepth: Int, maximumElements: Int, maximumAttributes: Int = 1_000) {
            self.maximumBytes = maximumBytes
            self.maximumDepth = maximumDepth
            self.maximumElements = maximumElements
            self.maximumAttributes = maximumAttributes
        }

        /// 16 MiB, 256 levels, 1,000,000 elements and 1,000 attributes on one element.
        static let `default` = Limits(maximumBytes: 16 << 20, maximumDepth: 256, maximumElements: 1_000_000)
    }

    /// A document type declaration without an internal subset: `<!DOCTYPE name PUBLIC "id" "uri">`.
    struct DocumentType: Sendable, Equatable {
        var name: String
        var publicID: String?
        var systemID: String?

        /// The declaration as it is usually written, for messages.
        var text: String {
            switch (publicID, systemID) {
            case (let publicID?, let systemID?): "<!DOCTYPE \(name) PUBLIC \"\(publicID)\" \"\(systemID)\">"
            case (nil, let systemID?): "<!DOCTYPE \(name) SYSTEM \"\(systemID)\">"
            default: "<!DOCTYPE \(name)>"
            }
        }
    }

    let bytes: [UInt8]
    let limits: Limits
    /// The document types the caller accepts; any other document type declaration is an error.
    let documentTypes: [DocumentType]
    /// The next byte to read.
    var index = 0
    /// Bytes looked at and attribute names checked so far: at most a small constant times the input's
    /// length, whatever the input.
    var work = 0
    /// The elements open now: name and the offset of the start tag's `<`.
    var open: [(name: String, offset: Int)] = []
    var elementCount = 0
    var startedDocument = false
    /// The end of an empty-element tag (`<name/>`), handed out right after its start.
    var pendingEnd: String?

    /// A reader of `bytes` within `limits` that accepts the document type declarations `documentTypes`.
    init(_ bytes: [UInt8], limits: Limits = .default, documentTypes: [DocumentType] = []) {
        self.bytes = bytes
        self.limits = limits
        self.documentTypes = documentTypes
    }

    /// The next event: a start tag, an end tag or character data; nil after the root element's end
    /// and whatever comments and processing instructions follow it.
    ///
    /// Comments, processing instructions and the prolog are read and checked but not handed out.
    /// Adjacent text and CDATA sections can come as separate ``XMLEvent/text(_:)`` events.
    ///
    /// - Throws: ``XMLSyntaxError`` at the first byte that breaks XML 1.0 or one of ``limits``.
    /// - Complexity: O(n) over all calls together, n being the input's length.
    mutating func next() throws(XMLSyntaxError) -> XMLEvent? {
        if let name = pendingEnd {
            pendingEnd = nil
            open.removeLast()
            return .end(name)
        }
        if !startedDocument {
            startedDocument = true
            try readProlog()
            return try readStartTag()
        }
        if open.isEmpty {
            try readEpilog()
            return nil
        }
        while index < bytes.count {
            guard peek() == UInt8(ascii: "<") else { return .text(try readCharacterData()) }
            switch peek(1) {
            case UInt8(ascii: "/"): return try readEndTag()
            case UInt8(ascii: "?"): try readProcessingInstruction()
            case UInt8(ascii: "!"):
                if starts(with: "<!--") {
                    try readComment()
                } else if starts(with: "<![CDATA[") {
                    return .text(try readCDATA())
                } else {
                    throw XMLSyntaxError("markup '<!' that is not a comment or a CDATA section", at: index)
                }
            default: return try readStartTag()
            }
        }
        let innermost = open[open.count - 1]
        throw XMLSyntaxError("the element '<\(innermost.name)>' is never closed", at: innermost.offset)
    }

    // MARK: - Elements

    /// Reads `<name attribute="value" ...>` or `<name ... />` at `index`.
    mutating func readStartTag() throws(XMLSyntaxError) -> XMLEvent {
        let start = index
        index += 1
        guard isNameStart(at: index) else {
            throw XMLSyntaxError("'<' that starts no tag: write '&lt;' for a literal '<'", at: start)
        }
        let name = readName()
        elementCount += 1
        if elementCount > limits.maximumElements {
            throw XMLSyntaxError(
                "the document has more than \(limits.maximumElements) elements", at: start, limit: .elementCount)
        }
        if open.count >= limits.maximumDepth {
            throw XMLSyntaxError(
                "elements are nested more than \(limits.maximumDepth) levels deep", at: start, limit: .nestingDepth)
        }
        var attributes: [XMLAttribute] = []
        var names = Set<String>()
        var isEmpty = false
        while true {
            let spaced = skipWhitespace()
            guard index < bytes.count else { throw XMLSyntaxError("the tag '<\(name)' is never closed", at: start) }
            if peek() == UInt8(ascii: ">") {
                index += 1
                break
            }
            if peek() == UInt8(ascii: "/") {
                guard peek(1) == UInt8(ascii: ">") else { throw XMLSyntaxError("'/' not followed by '>'", at: index) }
                index += 2
                isEmpty = true
                break
            }
            guard spaced, isNameStart(at: index) else {
                throw XMLSyntaxError("expected an attribute name or the end of the tag '<\(name)'", at: index)
            }
            let attribute = try readAttribute()
            if attributes.count >= limits.maximumAttributes {
                throw XMLSyntaxError(
                    "the element '<\(name)>' has more than \(limits.maximumAttributes) attributes",
                    at: attribute.offset, limit: .attributeCount)
            }
            work += 1
            guard names.insert(attribute.name).inserted else {
                throw XMLSyntaxError("the attribute '\(attribute.name)' appears twice", at: attribute.offset)
            }
            attributes.append(attribute)
        }
        open.append((name, start))
        if isEmpty { pendingEnd = name }
        return .start(XMLStartTag(name: name, attributes: attributes, range: start..<index))
    }

    /// Reads `name = "value"` at `index`.
    mutating func readAttribute() throws(XMLSyntaxError) -> XMLAttribute {
        let offset = index
        let name = readName()
        skipWhitespace()
        guard peek() == UInt8(ascii: "=") else {
            throw XMLSyntaxError("expected '=' after the attribute name '\(name)'", at: index)
        }
        index += 1
        skipWhitespace()
        let value = try readAttributeValue()
        return XMLAttribute(name: name, value: value, offset: offset)
    }

    /// Reads `</name>` at `index`, which must close the innermost open element.
    mutating func readEndTag() throws(XMLSyntaxError) -> XMLEvent {
        let start = index
        index += 2
        guard isNameStart(at: index) else { throw XMLSyntaxError("'</' not followed by a name", at: start) }
        let name = readName()
        skipWhitespace()
        guard peek() == UInt8(ascii: ">") else {
            throw XMLSyntaxError("the end tag '</\(name)' is not closed with '>'", at: index)
        }
        index += 1
        let innermost = open[open.count - 1]
        guard name == innermost.name else {
            throw XMLSyntaxError(
                "the end tag '</\(name)>' does not match the start tag '<\(innermost.name)>'", at: start)
        }
        open.removeLast()
        return .end(name)
    }

    // MARK: - Comments and processing instructions

    /// Reads `<!-- ... -->` at `index`; `--` may appear only in the closing `-->`.
    mutating func readComment() throws(XMLSyntaxError) {
        let start = index
        index += 4
        while index < bytes.count {
            if peek() == UInt8(ascii: "-"), peek(1) == UInt8(ascii: "-") {
                guard peek(2) == UInt8(ascii: ">") else {
                    throw XMLSyntaxError("'--' inside a comment (a comment ends with '-->')", at: index)
                }
                index += 3
                return
            }
            index += 1
        }
        throw XMLSyntaxError("the comment is never closed with '-->'", at: start)
    }

    /// Reads `<?target data?>` at `index`. The target `xml`, in any case, is reserved for the XML
    /// declaration at the very start.
    mutating func readProcessingInstruction() throws(XMLSyntaxError) {
        let start = index
        index += 2
        guard isNameStart(at: index) else {
            throw XMLSyntaxError("a processing instruction without a target name", at: start)
        }
        let target = readName()
        if target.lowercased() == "xml" {
            throw XMLSyntaxError("an XML declaration ('<?xml ...?>') is allowed only at the very start", at: start)
        }
        if !skipWhitespace(), !starts(with: "?>") {
            throw XMLSyntaxError("expected a space or '?>' after '<?\(target)'", at: index)
        }
        while index < bytes.count {
            if peek() == UInt8(ascii: "?"), peek(1) == UInt8(ascii: ">") {
                index += 2
                return
            }
            index += 1
        }
        throw XMLSyntaxError("the processing instruction is never closed with '?>'", at: start)
    }

    /// Reads the comments, processing instructions and white space after the root element.
    mutating func readEpilog() throws(XMLSyntaxError) {
        while true {
            skipWhitespace()
            guard index < bytes.count else { return }
            if starts(with: "<!--") {
                try readComment()
            } else if starts(with: "<?") {
                try readProcessingInstruction()
            } else {
                throw XMLSyntaxError("text or markup after the end of the root element", at: index)
            }
        }
    }
}

/// What ``XMLScanner/next()`` hands out.
enum XMLEvent: Equatable {
    /// A start tag, or an empty-element tag (then followed at once by its ``end(_:)``).
    case start(XMLStartTag)
    /// The end of the element named, innermost first.
    case end(String)
    /// Character data with its references replaced and line breaks normalized to `\n`.
    case text(String)
}

/// A start tag: `<name attribute="value" ...>` or `<name ... />`.
struct XMLStartTag: Equatable {
    var name: String
    /// The attributes in document order, each name once.
    var attributes: [XMLAttribute]
    /// From the tag's `<` to just past its `>`.
    var range: Range<Int>
}

/// An attribute, its value with references replaced and white space normalized as XML 1.0 says for
/// a non-validating reader.
struct XMLAttribute: Equatable {
    var name: String
    var value: String
    /// The offset of the attribute's name.
    var offset: Int
}

/// Why a document is not well-formed XML that adaptlint reads, and the byte offset of the problem.
struct XMLSyntaxError: Error, Equatable {
    /// The limits of ``XMLScanner/Limits``, by the names the documentation gives them.
    enum Limit: String, Sendable, CaseIterable {
        case fileSize = "xml-file-size"
        case nestingDepth = "xml-nesting-depth"
        case elementCount = "xml-element-count"
        case attributeCount = "xml-attribute-count"
    }

    /// What is wrong (lowercase, no final period).
    var message: String
    /// The byte offset of the problem.
    var offset: Int
    /// The limit the document passed, if that is the problem.
    var limit: Limit?

    init(_ message: String, at offset: Int, limit: Limit? = nil) {
        self.message = message
        self.offset = offset
        self.limit = limit
    }
}

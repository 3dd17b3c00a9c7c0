extension XMLScanner {
    /// Reads everything before the root element: the byte order mark, the XML declaration, comments,
    /// processing instructions and the document type declaration; stops at the root's `<`.
    ///
    /// - Throws: ``XMLSyntaxError`` for a file over the size limit, text that is not UTF-8 or holds a
    ///   character XML does not allow, another encoding, or a document type the caller does not accept.
    mutating func readProlog() throws(XMLSyntaxError) {
        guard bytes.count <= limits.maximumBytes else {
            throw XMLSyntaxError(
                "the file is \(bytes.count) bytes, more than the limit of \(limits.maximumBytes)", at: 0,
                limit: .fileSize)
        }
        try readByteOrderMark()
        try checkCharacters()
        if starts(with: "<?xml"), index + 5 < bytes.count,
            isWhitespace(bytes[index + 5]) || bytes[index + 5] == UInt8(ascii: "?")
        {
            try readDeclaration()
        }
        var sawDocumentType = false
        while true {
            skipWhitespace()
            guard index < bytes.count else { throw XMLSyntaxError("the document has no root element", at: index) }
            if starts(with: "<!--") {
                try readComment()
            } else if starts(with: "<?") {
                try readProcessingInstruction()
            } else if starts(with: "<!DOCTYPE") {
                guard !sawDocumentType else {
                    throw XMLSyntaxError("a second document type declaration", at: index)
                }
                sawDocumentType = true
                try readDocumentType()
            } else if peek() == UInt8(ascii: "<"), isNameStart(at: index + 1) {
                return
            } else {
                throw XMLSyntaxError("expected the root element's start tag", at: index)
            }
        }
    }

    /// Steps over a UTF-8 byte order mark; refuses UTF-16 and UTF-32, marked or not.
    mutating func readByteOrderMark() throws(XMLSyntaxError) {
        let marks: [(bytes: [UInt8], encoding: String)] = [
            ([0x00, 0x00, 0xFE, 0xFF], "UTF-32"), ([0xFF, 0xFE, 0x00, 0x00], "UTF-32"),
            ([0xFE, 0xFF], "UTF-16"), ([0xFF, 0xFE], "UTF-16"),
            // `<?` without a mark, as UTF-16 or UTF-32.
            ([0x00, 0x3C, 0x00, 0x3F], "UTF-16"), ([0x3C, 0x00, 0x3F, 0x00], "UTF-16"),
            ([0x00, 0x00, 0x00, 0x3C], "UTF-32"), ([0x3C, 0x00, 0x00, 0x00], "UTF-32"),
        ]
        for mark in marks where bytes.starts(with: mark.bytes) {
            throw XMLSyntaxError(
                "the file is \(mark.encoding) text; adaptlint reads XML in UTF-8 only: save the file as UTF-8", at: 0)
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    /// Reads `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` at `index`, with any white space
    /// around each `=`. Only the encoding UTF-8 (in any case) is accepted.
    mutating func readDeclaration() throws(XMLSyntaxError) {
        let start = index
        index += 5
        var pseudoAttributes: [(name: String, value: String, offset: Int)] = []
        while true {
            let spaced = skipWhitespace()
            if starts(with: "?>") {
                index += 2
                break
            }
            guard spaced, isNameStart(at: index) else {
                throw XMLSyntaxError(
                    "expected 'version', 'encoding', 'standalone' or '?>' in the XML declaration", at: index)
            }
            let offset = index
            let name = readName()
            skipWhitespace()
            guard peek() == UInt8(ascii: "=") else { throw XMLSyntaxError("expected '=' after '\(name)'", at: index) }
            index += 1
            skipWhitespace()
            let value = try readLiteral()
            pseudoAttributes.append((name, value, offset))
        }
        // The order is fixed: version, then encoding and standalone if present.
        let order = ["version", "encoding", "standalone"]
        var next = 0
        for attribute in pseudoAttributes {
            guard let position = order.firstIndex(of: attribute.name), position >= next, next > 0 || position == 0
            else {
                throw XMLSyntaxError(
                    "'\(attribute.name)' is out of place: an XML declaration holds 'version', then 'encoding' "
                        + "and 'standalone' if any", at: attribute.offset)
            }
            next = position + 1
            try checkDeclared(attribute.name, attribute.value, at: attribute.offset)
        }
        if pseudoAttributes.isEmpty {
            throw XMLSyntaxError("the XML declaration has no 'version'", at: start)
        }
    }

    /// Checks one value of the XML declaration.
    func checkDeclared(_ name: String, _ value: String, at offset: Int) throws(XMLSyntaxError) {
        switch name {
        case "version":
            let digits = value.utf8.dropFirst(2)
            guard value.hasPrefix("1."), !digits.isEmpty, digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
                throw XMLSyntaxError("XML version '\(value)' is not XML 1.x", at: offset)
            }
        case "encoding":
            guard value.lowercased() == "utf-8" else {
                throw XMLSyntaxError(
                    "the XML declaration says encoding '\(value)'; adaptlint reads XML in UTF-8 only: "
                        + "save the file as UTF-8", at: offset)
            }
        default:
            guard value == "yes" || value == "no" else {
                throw XMLSyntaxError("standalone must be 'yes' or 'no', not '\(value)'", at: offset)
            }
        }
    }

    /// Reads `<!DOCTYPE name>`, `<!DOCTYPE name SYSTEM "uri">` or `<!DOCTYPE name PUBLIC "id" "uri">` at
    /// `index`, which must be one of ``documentTypes``. An internal subset (`[...]`) is refused: it
    /// could declare entities.
    mutating func readDocumentType() throws(XMLSyntaxError) {
        let start = index
        index += 9
        guard skipWhitespace(), isNameStart(at: index) else {
            throw XMLSyntaxError("expected a name after '<!DOCTYPE'", at: index)
        }
        var found = DocumentType(name: readName())
        var spaced = skipWhitespace()
        if spaced, starts(with: "PUBLIC") || starts(with: "SYSTEM") {
            let isPublic = starts(with: "PUBLIC")
            index += 6
            if isPublic {
                guard skipWhitespace() else { throw XMLSyntaxError("expected a space after 'PUBLIC'", at: index) }
                found.publicID = try readLiteral()
            }
            guard skipWhitespace() else { throw XMLSyntaxError("expected a space and a system identifier", at: index) }
            found.systemID = try readLiteral()
            spaced = skipWhitespace()
        }
        if peek() == UInt8(ascii: "[") {
            throw XMLSyntaxError(
                "a document type declaration with an internal subset ('[...]') is not accepted: "
                    + "it can declare entities, which adaptlint never expands", at: index)
        }
        guard peek() == UInt8(ascii: ">") else {
            throw XMLSyntaxError("expected '>' to end the document type declaration", at: index)
        }
        index += 1
        guard documentTypes.contains(found) else {
            guard let accepted = documentTypes.first else {
                throw XMLSyntaxError("a document type declaration ('<!DOCTYPE') is not accepted here", at: start)
            }
            throw XMLSyntaxError(
                "the document type '\(found.text)' is not accepted; expected '\(accepted.text)'", at: start)
        }
    }

    /// Reads a quoted literal of the XML or document type declaration; it holds no references.
    mutating func readLiteral() throws(XMLSyntaxError) -> String {
        let start = index
        guard let quote = peek(), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
            throw XMLSyntaxError("expected a quoted identifier", at: index)
        }
        index += 1
        while index < bytes.count, peek() != quote { index += 1 }
        guard index < bytes.count else { throw XMLSyntaxError("the quoted identifier is never closed", at: start) }
        index += 1
        return String(decoding: bytes[(start + 1)..<(index - 1)], as: UTF8.self)
    }
}

extension XMLScanner.DocumentType {
    init(name: String) { self.init(name: name, publicID: nil, systemID: nil) }
}

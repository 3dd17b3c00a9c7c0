/// What the XML readers refuse before the parser sees a byte: another encoding than UTF-8, a
/// document type declaration (Apple's standard property list one aside), and an element with
/// more attributes than a limit.
///
/// Interface Builder documents and property lists are UTF-8 and never need a DTD: an internal
/// subset could only declare entities, and entities are how a small file expands into gigabytes
/// (nested "billion laughs") or into text the linter would quote. The encoding is read from the
/// bytes as the parser would read it, byte order mark and any spacing in the XML declaration
/// included, so that `encoding ="UTF-7"` cannot hide a `<!DOCTYPE` from the byte scan.
extension XMLTree {
    /// A reason to refuse a document, and the byte it points at.
    public struct PrologProblem: Error, Sendable, Equatable {
        public var message: String
        public var offset: Int
    }

    /// The public identifiers of the one document type a property list may declare (Xcode writes
    /// the first; files from before 2006 the second), and its system identifier.
    static let propertyListPublicIDs = ["-//Apple//DTD PLIST 1.0//EN", "-//Apple Computer//DTD PLIST 1.0//EN"]
    static let propertyListSystemID = "http://www.apple.com/DTDs/PropertyList-1.0.dtd"

    /// The first reason to refuse `bytes` before parsing them: a UTF-16 byte order mark, an XML
    /// declaration that is malformed or names another encoding than UTF-8, or a document type
    /// declaration (unless `propertyList` and it is exactly Apple's standard one, with no internal
    /// subset), or a stray `<!ENTITY`.
    ///
    /// - Parameter propertyList: Whether Apple's standard property list DOCTYPE is accepted.
    /// - Returns: The problem, or nil when the document may be parsed.
    /// - Complexity: O(n).
    public static func prologProblem(_ bytes: [UInt8], propertyList: Bool) -> PrologProblem? {
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            return PrologProblem(message: "UTF-16 text is not accepted; Xcode writes UTF-8", offset: 0)
        }
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        if let problem = declarationProblem(bytes, at: start) { return problem }
        var doctypes = 0
        var index = 0
        while let found = nextMarkup(bytes, from: index) {
            if found.isEntity {
                return PrologProblem(message: "entity declarations are not accepted", offset: found.offset)
            }
            doctypes += 1
            guard propertyList, doctypes == 1, let end = standardPropertyListDoctype(bytes, at: found.offset) else {
                let what =
                    propertyList
                    ? "only Apple's standard property list document type is accepted (no internal subset, no entities)"
                    : "document type declarations are not accepted"
                return PrologProblem(message: what, offset: found.offset)
            }
            index = end
        }
        return nil
    }

    /// The next `<!DOCTYPE` or `<!ENTITY` (in any case) at or after `from`.
    private static func nextMarkup(_ bytes: [UInt8], from: Int) -> (offset: Int, isEntity: Bool)? {
        let doctype = Array("DOCTYPE".utf8)
        let entity = Array("ENTITY".utf8)
        var index = from
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "!") {
                if matches(bytes, at: index + 2, doctype) { return (index, false) }
                if matches(bytes, at: index + 2, entity) { return (index, true) }
            }
            index += 1
        }
        return nil
    }

    /// Whether the ASCII letters `word` (upper case) are at `offset`, in any case.
    private static func matches(_ bytes: [UInt8], at offset: Int, _ word: [UInt8]) -> Bool {
        guard offset + word.count <= bytes.count else { return false }
        for (index, letter) in word.enumerated() where bytes[offset + index] & 0xDF != letter { return false }
        return true
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// The end (past `>`) of Apple's standard property list DOCTYPE starting at `offset`, or nil
    /// when what is there is anything else.
    private static func standardPropertyListDoctype(_ bytes: [UInt8], at offset: Int) -> Int? {
        var index = offset + 9  // past `<!DOCTYPE`
        func skipSpaces(required: Bool) -> Bool {
            let before = index
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            return !required || index > before
        }
        func literal(_ word: String) -> Bool {
            let expected = Array(word.utf8)
            guard index + expected.count <= bytes.count, bytes[index..<(index + expected.count)].elementsEqual(expected)
            else { return false }
            index += expected.count
            return true
        }
        func quoted(_ allowed: [String]) -> Bool {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                return false
            }
            let quote = bytes[index]
            index += 1
            let start = index
            while index < bytes.count, bytes[index] != quote { index += 1 }
            guard index < bytes.count else { return false }
            let value = String(decoding: bytes[start..<index], as: UTF8.self)
            index += 1
            return allowed.contains(value)
        }
        guard skipSpaces(required: true), literal("plist"), skipSpaces(required: true), literal("PUBLIC"),
            skipSpaces(required: true), quoted(propertyListPublicIDs), skipSpaces(required: true),
            quoted([propertyListSystemID]), skipSpaces(required: false), literal(">")
        else { return nil }
        return index
    }

    /// Reads the XML declaration at `start`, if there is one, as the parser does: pseudo-attributes
    /// with any spacing around `=`, either quote. A declaration that cannot be read this way, or one
    /// whose encoding is not UTF-8, is refused.
    private static func declarationProblem(_ bytes: [UInt8], at start: Int) -> PrologProblem? {
        let open = Array("<?xml".utf8)
        guard bytes.count > start + open.count, bytes[start..<(start + open.count)].elementsEqual(open),
            isSpace(bytes[start + open.count])
        else { return nil }
        let malformed = PrologProblem(message: "the XML declaration is not well-formed", offset: start)
        var index = start + open.count
        while true {
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            guard index < bytes.count else { return malformed }
            if bytes[index] == UInt8(ascii: "?") {
                return index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: ">") ? nil : malformed
            }
            let nameStart = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "="), !isSpace(bytes[index]),
                bytes[index] != UInt8(ascii: "?")
            {
                index += 1
            }
            let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            guard !name.isEmpty, index < bytes.count, bytes[index] == UInt8(ascii: "=") else { return malformed }
            index += 1
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                return malformed
            }
            let quote = bytes[index]
            index += 1
            let valueStart = index
            while index < bytes.count, bytes[index] != quote, bytes[index] != UInt8(ascii: ">") { index += 1 }
            guard index < bytes.count, bytes[index] == quote else { return malformed }
            let value = String(decoding: bytes[valueStart..<index], as: UTF8.self)
            index += 1
            if name == "encoding", value.lowercased() != "utf-8" {
                return PrologProblem(
                    message: "encoding '\(value)' is not accepted; Xcode writes UTF-8", offset: valueStart)
            }
        }
    }

    /// The offset of the first start tag with more than `limit` attributes, or nil.
    ///
    /// The parser checks each attribute of an element against all earlier ones for a duplicate,
    /// so an element with n attributes costs n² there; counting them first keeps that bounded.
    /// Comments, CDATA sections, processing instructions and declarations are stepped over.
    ///
    /// - Complexity: O(n).
    public static func firstCrowdedElement(_ bytes: [UInt8], limit: Int) -> Int? {
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<"), index + 1 < bytes.count else {
                index += 1
                continue
            }
            switch bytes[index + 1] {
            case UInt8(ascii: "!"):
                let closing = bytes[(index + 2)...].starts(with: Array("--".utf8)) ? "-->" : nil
                let cdata = bytes[(index + 2)...].starts(with: Array("[CDATA[".utf8)) ? "]]>" : nil
                index = skip(bytes, from: index + 2, past: closing ?? cdata ?? ">")
            case UInt8(ascii: "?"):
                index = skip(bytes, from: index + 2, past: "?>")
            case UInt8(ascii: "/"):
                index = skip(bytes, from: index + 2, past: ">")
            default:
                let tag = index
                var count = 0
                var quote: UInt8?
                index += 1
                while index < bytes.count {
                    let byte = bytes[index]
                    if let open = quote {
                        if byte == open { quote = nil }
                    } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                        quote = byte
                    } else if byte == UInt8(ascii: "=") {
                        count += 1
                        if count > limit { return tag }
                    } else if byte == UInt8(ascii: ">") {
                        break
                    }
                    index += 1
                }
                index += 1
            }
        }
        return nil
    }

    /// The index just past the first `terminator` at or after `from` (the end when there is none).
    private static func skip(_ bytes: [UInt8], from: Int, past terminator: String) -> Int {
        let pattern = Array(terminator.utf8)
        var index = from
        while index + pattern.count <= bytes.count {
            if bytes[index] == pattern[0], bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
                return index + pattern.count
            }
            index += 1
        }
        return bytes.count
    }
}

import AdaptJSON
import Foundation

/// One element of an XML document, with where its start tag begins.
public final class XMLNode {
    public let name: String
    public let attributes: [String: String]
    /// The byte offset of the element's `<`.
    public let offset: Int
    public private(set) var children: [XMLNode] = []

    init(name: String, attributes: [String: String], offset: Int) {
        self.name = name
        self.attributes = attributes
        self.offset = offset
    }

    func append(_ child: XMLNode) { children.append(child) }

    /// The attribute `name`, if present.
    public subscript(_ name: String) -> String? { attributes[name] }

    /// The first child element named `name`, optionally with the attribute `key` equal to `keyValue`.
    public func child(_ name: String, key keyValue: String? = nil) -> XMLNode? {
        children.first { $0.name == name && (keyValue == nil || $0["key"] == keyValue) }
    }

    /// Every child element named `name`.
    public func children(_ name: String) -> [XMLNode] { children.filter { $0.name == name } }
}

/// Why an XML document could not be read: what, and where (1-based line and column).
public struct XMLReadError: Error, Sendable, Equatable {
    public var message: String
    public var position: SourcePosition
}

/// Reads an XML document into a tree of ``XMLNode`` values with adaptlint's own ``XMLScanner``, within
/// limits on size, depth and element count like those of the JSON path.
public enum XMLTree {
    /// Limits on XML input.
    public struct Limits: Sendable {
        public var maximumBytes: Int
        public var maximumDepth: Int
        public var maximumElements: Int
        /// Attributes on one element (`xml-attributes`): the parser's duplicate check costs the
        /// square of this per element, so it is counted before parsing.
        public var maximumAttributes: Int

        public init(maximumBytes: Int, maximumDepth: Int, maximumElements: Int, maximumAttributes: Int = 256) {
            self.maximumBytes = maximumBytes
            self.maximumDepth = maximumDepth
            self.maximumElements = maximumElements
            self.maximumAttributes = maximumAttributes
        }

        /// 16 MiB, 256 levels and 1,000,000 elements, as for JSON specs, and 256 attributes per
        /// element (Interface Builder writes about 20 at most).
        public static let `default` = Limits(maximumBytes: 16 << 20, maximumDepth: 256, maximumElements: 1_000_000)
    }

    /// Parses `bytes`.
    ///
    /// - Returns: The root element.
    /// - Throws: ``XMLReadError`` when the bytes are not well-formed XML or exceed `limits`.
    /// - Complexity: O(n) in the size of the document.
    public static func parse(_ bytes: [UInt8], limits: Limits = .default) throws(XMLReadError) -> XMLNode {
        let lines = LineIndex(bytes)
        guard bytes.count <= limits.maximumBytes else {
            throw XMLReadError(
                message: "the file is \(bytes.count) bytes, more than the limit of \(limits.maximumBytes)",
                position: SourcePosition(line: 1, column: 1))
        }
        // A DTD could declare entities that expand without end; Interface Builder never writes one.
        if let problem = prologProblem(bytes, propertyList: false) {
            throw XMLReadError(message: problem.message, position: lines.position(of: problem.offset))
        }
        try checkEncoding(bytes, lines: lines)
        if let crowded = firstCrowdedElement(bytes, limit: limits.maximumAttributes) {
            throw XMLReadError(
                message:
                    "an element has more than \(limits.maximumAttributes) attributes; this exceeds adaptlint's xml-attributes limit",
                position: lines.position(of: crowded))
        }
        var scanner = XMLScanner(
            bytes,
            limits: XMLScanner.Limits(
                maximumBytes: limits.maximumBytes, maximumDepth: limits.maximumDepth,
                maximumElements: limits.maximumElements))
        var builder = TreeBuilder()
        do throws(XMLSyntaxError) {
            while let event = try scanner.next() { builder.add(event) }
        } catch {
            let message = error.limit == nil ? "not well-formed XML: \(error.message)" : error.message
            throw XMLReadError(message: message, position: lines.position(of: error.offset))
        }
        // The reader hands out a root element before it ends without an error.
        guard let root = builder.root else {
            throw XMLReadError(message: "not well-formed XML: no root element", position: lines.position(of: 0))
        }
        return root
    }

    /// Refuses what Interface Builder never writes and FoundationXML does not survive: bytes that are not
    /// UTF-8 (its callbacks force-unwrap names decoded as UTF-8) and NUL bytes (UTF-16 and UTF-32 text).
    /// The declared encoding is checked with the DOCTYPE (``prologProblem(_:propertyList:)``).
    ///
    /// - Throws: ``XMLReadError`` at the first offending byte.
    /// - Complexity: O(n).
    static func checkEncoding(_ bytes: [UInt8], lines: LineIndex) throws(XMLReadError) {
        if let offset = firstInvalidUTF8(bytes) {
            let what = bytes[offset] == 0 ? "a NUL byte" : "a byte that is not UTF-8"
            throw XMLReadError(
                message: "not an Interface Builder document: \(what) (Interface Builder writes UTF-8 XML)",
                position: lines.position(of: offset))
        }
        if let offset = firstDatalessProcessingInstruction(bytes) {
            throw XMLReadError(
                message:
                    "a processing instruction without data ('<?name?>') is not accepted; Interface Builder never writes one",
                position: lines.position(of: offset))
        }
    }

    /// The offset of the first processing instruction that has a target and no data at all (`<?name?>`),
    /// or nil. FoundationXML passes such an instruction's missing data on to `strlen` as a null pointer
    /// and the process dies (found by the XML fuzz target); Interface Builder and Xcode never write one.
    /// `<?name ?>`, with a space, is parsed safely and is not reported.
    ///
    /// - Complexity: O(n).
    static func firstDatalessProcessingInstruction(_ bytes: [UInt8]) -> Int? {
        let open = UInt8(ascii: "<")
        let question = UInt8(ascii: "?")
        let close = UInt8(ascii: ">")
        var index = 0
        while index + 1 < bytes.count {
            guard bytes[index] == open, bytes[index + 1] == question else {
                index += 1
                continue
            }
            var end = index + 2
            while end < bytes.count, bytes[end] > 0x20, bytes[end] != question, bytes[end] != close,
                bytes[end] != open
            {
                end += 1
            }
            if end > index + 2, end + 1 < bytes.count, bytes[end] == question, bytes[end + 1] == close {
                return index
            }
            index = end
        }
        return nil
    }

    /// The offset of the first byte that is NUL or breaks UTF-8 (an overlong form, a surrogate, a
    /// truncated sequence), or nil.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte > 0 && byte < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch byte {
            case 0xC2...0xDF: length = 2
            case 0xE0: (length, low) = (3, 0xA0)
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: (length, high) = (3, 0x9F)
            case 0xF0: (length, low) = (4, 0x90)
            case 0xF1...0xF3: length = 4
            case 0xF4: (length, high) = (4, 0x8F)
            default: return index
            }
            guard index + length <= bytes.count else { return index }
            if bytes[index + 1] < low || bytes[index + 1] > high { return index }
            for next in (index + 2)..<(index + length) where bytes[next] < 0x80 || bytes[next] > 0xBF {
                return index
            }
            index += length
        }
        return nil
    }
}

/// Builds the tree of ``XMLNode`` values from the reader's events; the reader checks the limits.
private struct TreeBuilder {
    var stack: [XMLNode] = []
    var root: XMLNode?

    mutating func add(_ event: XMLEvent) {
        switch event {
        case .start(let tag):
            var attributes: [String: String] = [:]
            attributes.reserveCapacity(tag.attributes.count)
            for attribute in tag.attributes { attributes[attribute.name] = attribute.value }
            let node = XMLNode(name: tag.name, attributes: attributes, offset: tag.range.lowerBound)
            if let parent = stack.last { parent.append(node) } else { root = node }
            stack.append(node)
        case .end: _ = stack.popLast()
        case .text: break
        }
    }
}

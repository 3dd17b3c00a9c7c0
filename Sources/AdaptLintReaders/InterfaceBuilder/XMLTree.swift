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
        /// Attributes on one element (`xml-attribute-count`).
        public var maximumAttributes: Int
        /// Children of `<subviews>` elements in the whole document (`ib-views`, for Interface
        /// Builder documents), counted as the elements are built; nil counts none.
        public var maximumViews: Int?

        public init(maximumBytes: Int, maximumDepth: Int, maximumElements: Int, maximumAttributes: Int = 1_000) {
            self.maximumBytes = maximumBytes
            self.maximumDepth = maximumDepth
            self.maximumElements = maximumElements
            self.maximumAttributes = maximumAttributes
        }

        /// 16 MiB, 256 levels and 1,000,000 elements, as for JSON specs, and 1,000 attributes per
        /// element (Interface Builder writes about 20 at most).
        public static let `default` = Limits(maximumBytes: 16 << 20, maximumDepth: 256, maximumElements: 1_000_000)
    }

    /// Parses `bytes`.
    ///
    /// - Returns: The root element.
    /// - Throws: ``XMLReadError`` when the bytes are not well-formed XML or exceed `limits`: the
    ///   scanner's limits (the file's size among them) where it stops, and ``Limits/maximumViews`` at
    ///   the start tag of the first view over it, where the reading stops.
    /// - Complexity: O(n) in the size of the document.
    public static func parse(_ bytes: [UInt8], limits: Limits = .default) throws(XMLReadError) -> XMLNode {
        let lines = LineIndex(bytes)
        // The scanner refuses what Interface Builder never writes: other encodings than UTF-8, document
        // type declarations (whose entities could expand without end) and entity references.
        var scanner = XMLScanner(
            bytes,
            limits: XMLScanner.Limits(
                maximumBytes: limits.maximumBytes, maximumDepth: limits.maximumDepth,
                maximumElements: limits.maximumElements, maximumAttributes: limits.maximumAttributes))
        var builder = TreeBuilder(maximumViews: limits.maximumViews)
        do throws(XMLSyntaxError) {
            while builder.viewPastLimit == nil, let event = try scanner.next() { builder.add(event) }
        } catch {
            let message = error.limit == nil ? "not well-formed XML: \(error.message)" : error.message
            throw XMLReadError(message: message, position: lines.position(of: error.offset))
        }
        if let crowded = builder.viewPastLimit, let maximum = limits.maximumViews {
            throw XMLReadError(
                message: "the document holds more than \(maximum) views; this exceeds adaptlint's ib-views limit",
                position: lines.position(of: crowded))
        }
        // The reader hands out a root element before it ends without an error.
        guard let root = builder.root else {
            throw XMLReadError(message: "not well-formed XML: no root element", position: lines.position(of: 0))
        }
        return root
    }

}

/// Builds the tree of ``XMLNode`` values from the reader's events; the reader checks its limits, the
/// builder counts views (the children of `<subviews>` elements) against `maximumViews`.
private struct TreeBuilder {
    var stack: [XMLNode] = []
    var root: XMLNode?
    let maximumViews: Int?
    var views = 0
    /// The offset of the first view past `maximumViews`, once one is built.
    var viewPastLimit: Int?

    init(maximumViews: Int?) {
        self.maximumViews = maximumViews
    }

    mutating func add(_ event: XMLEvent) {
        switch event {
        case .start(let tag):
            var attributes: [String: String] = [:]
            attributes.reserveCapacity(tag.attributes.count)
            for attribute in tag.attributes { attributes[attribute.name] = attribute.value }
            let node = XMLNode(name: tag.name, attributes: attributes, offset: tag.range.lowerBound)
            if let parent = stack.last {
                parent.append(node)
                if let maximumViews, parent.name == "subviews" {
                    views += 1
                    if views > maximumViews, viewPastLimit == nil { viewPastLimit = node.offset }
                }
            } else {
                root = node
            }
            stack.append(node)
        case .end: _ = stack.popLast()
        case .text: break
        }
    }
}

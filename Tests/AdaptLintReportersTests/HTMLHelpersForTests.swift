import AdaptJSON
import AdaptLintCore
import AdaptLintReporters
import AdaptLintRules
import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Builds reports for the HTML tests: specs linted for real (with the rules on this branch),
/// plus diagnostics constructed by hand for rules that are not here yet.
enum HTMLFixture {
    /// A spec with a compact and a regular layout, a carousel, a small button and a child.
    static let orderDetails = """
        {
          "screen": "Order Details",
          "orientations": ["portrait", "landscapeLeft"],
          "layouts": [
            { "when": { "width": "compact" }, "margins": { "leading": 16, "trailing": 16 }, "components": [
              { "id": "header", "type": "header", "frame": { "x": 16, "y": 100, "width": 343, "height": 120 },
                "children": [ { "id": "status", "type": "text", "frame": { "x": 8, "y": 80, "width": 140, "height": 24 } } ] },
              { "id": "related", "type": "carousel", "size": { "width": 375, "height": 160 }, "items": 12, "visibleItems": 2 },
              { "id": "approve", "type": "button", "frame": { "x": 16, "y": 700, "width": 343, "height": 44 } }
            ] },
            { "when": { "width": "regular" }, "margins": { "leading": 20, "trailing": 20 }, "components": [
              { "id": "header", "type": "header", "frame": { "x": 176, "y": 100, "width": 672, "height": 120 } },
              { "id": "related", "type": "carousel", "frame": { "x": 176, "y": 240, "width": 672, "height": 200 }, "items": 12, "visibleItems": 4 },
              { "id": "approve", "type": "button", "frame": { "x": 728, "y": 700, "width": 120, "height": 32 } },
              { "id": "notes", "type": "text", "frame": { "x": 176, "y": 460, "width": 672, "height": 80 }, "shows": ["order.notes"] }
            ] }
          ]
        }
        """

    /// Lints `json` with `rules` (by default only no-idiom-layout, so each test adds every other
    /// finding by hand and controls exactly what is drawn), keeping the spec.
    static func lint(
        _ json: String, path: String = "specs/order.json", retainSpecs: Bool = true,
        rules: [any Rule.Type] = [NoIdiomLayoutRule.self]
    ) -> FileResult {
        let linter = Linter(rules: rules.map { EnabledRule(rule: $0.init()) }, retainSpecs: retainSpecs)
        return linter.lint(Array(json.utf8), path: path)
    }

    /// A diagnostic as a rule would produce it, pointing at `pointer`.
    static func diagnostic(
        _ rule: String, _ severity: Severity = .error, pointer: String, message: String = "a finding",
        path: String = "specs/order.json", line: Int = 1, related: [(pointer: String, message: String)] = []
    ) -> Diagnostic {
        Diagnostic(
            ruleID: rule, severity: severity, message: message, location: location(pointer, path: path, line: line),
            related: related.map {
                RelatedLocation(location: location($0.pointer, path: path, line: line), message: $0.message)
            })
    }

    static func location(_ pointer: String, path: String, line: Int) -> Location {
        let start = SourcePosition(line: line, column: 3)
        return Location(
            path: path, start: start, end: SourcePosition(line: line, column: 9), pointer: pointer, byteRange: 0..<6)
    }

    /// `file` with `diagnostics` added, in report order.
    static func adding(_ diagnostics: [Diagnostic], to file: FileResult) -> FileResult {
        var file = file
        file.diagnostics = (file.diagnostics + diagnostics).sorted(by: Diagnostic.reportOrder)
        return file
    }

    /// Renders files with the HTML reporter.
    static func render(_ files: [FileResult]) -> String {
        let report = LintReport(files: files, rules: RuleRegistry.descriptions)
        return HTMLReporter().render(report, context: ReportContext(workingDirectory: "/work"))
    }
}

/// A parsed element of the report (the report is well-formed XML, so a strict parser reads it).
final class Element {
    let name: String
    let attributes: [String: String]
    var children: [Element] = []
    var text = ""
    weak var parent: Element?

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    var classes: Set<String> { Set((attributes["class"] ?? "").split(separator: " ").map(String.init)) }

    /// This element and every descendant, in document order.
    var all: [Element] { [self] + children.flatMap(\.all) }

    /// All text inside, descendants included.
    var allText: String { text + children.map(\.allText).joined() }

    /// Descendants (and self) named `name`, optionally with a class.
    func elements(_ name: String, class className: String? = nil) -> [Element] {
        all.filter { element in element.name == name && (className.map { element.classes.contains($0) } ?? true) }
    }

    /// The descendant (or self) with this `id`.
    func element(id: String) -> Element? {
        all.first { $0.attributes["id"] == id }
    }

    /// The nearest ancestor (or self) named `name`.
    func ancestor(_ name: String) -> Element? {
        var node: Element? = self
        while let current = node, current.name != name { node = current.parent }
        return node
    }
}

/// Parses the report strictly as XML, failing on any well-formedness error.
final class StrictDocument: NSObject, XMLParserDelegate {
    private var stack: [Element] = []
    private(set) var root: Element?
    private(set) var error: String?

    static func parse(_ html: String) -> (root: Element?, error: String?) {
        let delegate = StrictDocument()
        let parser = XMLParser(data: Data(html.utf8))
        parser.delegate = delegate
        if !parser.parse() { return (nil, parser.parserError.map { "\($0)" } ?? "parse failed") }
        return (delegate.root, delegate.error)
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String]
    ) {
        let element = Element(name: elementName, attributes: attributes)
        element.parent = stack.last
        stack.last?.children.append(element)
        if stack.isEmpty { root = element }
        stack.append(element)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        stack.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        stack.last?.text += string
    }
}

import AdaptJSON
import AdaptLintCore
import AdaptLintRules

extension LanguageServer {
    /// `textDocument/codeAction`: for each finding in the range, one quick fix applying all of its
    /// fix's edits (each edits only the bytes it replaces) and a quick fix that adds a suppression
    /// with a reason to the finding's component (docs/suppressions.md).
    func codeActions(_ params: LSPValue) -> LSPValue {
        guard let uri = params["textDocument"]?["uri"]?.stringValue, documents[uri] != nil,
            let start = LSPPosition(params["range"]?["start"]), let end = LSPPosition(params["range"]?["end"])
        else { return [] }
        publishDirtyDocuments()
        guard var document = documents[uri] else { return [] }
        let positions = document.positions
        let lower = positions.offset(of: start)
        let upper = positions.offset(of: end)
        let suppressible = Set(RuleRegistry.identifiers)
        var actions: [LSPValue] = []
        for diagnostic in document.diagnostics {
            let range = diagnostic.location.byteRange
            // Touching counts: a cursor at the end of a value still asks about it.
            guard range.lowerBound <= upper, lower <= range.upperBound else { continue }
            let lspDiagnostic = self.lspDiagnostic(diagnostic, in: &document)
            // A finding's fixes are one fix (as `--fix` and SARIF apply them): one action edits them all.
            if let title = Self.fixTitle(diagnostic.fixes) {
                let edits = diagnostic.fixes.sorted { $0.byteRange.lowerBound < $1.byteRange.lowerBound }.map {
                    fix -> LSPValue in
                    ["range": self.range(fix.byteRange, in: &document), "newText": .string(fix.replacement)]
                }
                actions.append(action(title, uri: uri, edits: edits, diagnostic: lspDiagnostic, preferred: true))
            }
            if suppressible.contains(diagnostic.ruleID),
                let insertion = SuppressionInsertion.make(for: diagnostic, in: document.text)
            {
                let edit: LSPValue = [
                    "range": self.range(insertion.offset..<insertion.offset, in: &document),
                    "newText": .string(insertion.text),
                ]
                actions.append(
                    action(
                        "Suppress '\(diagnostic.ruleID)' in \(insertion.target) with a reason (edit the reason)",
                        uri: uri, edits: [edit], diagnostic: lspDiagnostic, preferred: false))
            }
        }
        return .array(actions)
    }

    /// The title of the action applying `fixes`: their descriptions, each once, in order; nil
    /// when there is no fix.
    static func fixTitle(_ fixes: [Fix]) -> String? {
        var seen: Set<String> = []
        let descriptions = fixes.map(\.description).filter { seen.insert($0).inserted }
        guard let first = descriptions.first else { return nil }
        return descriptions.count == 1 ? first : descriptions.joined(separator: "; ")
    }

    private func action(_ title: String, uri: String, edits: [LSPValue], diagnostic: LSPValue, preferred: Bool)
        -> LSPValue
    {
        [
            "title": .string(title), "kind": "quickfix", "diagnostics": [diagnostic], "isPreferred": .bool(preferred),
            "edit": ["changes": .object([uri: .array(edits)])],
        ]
    }
}

/// The text that adds a suppression entry for a finding: into the `suppressions` array of the
/// finding's component (or, outside components, of the innermost object holding the value),
/// creating the array when there is none.
struct SuppressionInsertion: Equatable {
    /// Where the text goes.
    var offset: Int
    var text: String
    /// What the suppression covers, for the action's title: `component 'approve'` or `this object`.
    var target: String

    /// The reason written into the new entry, for the author to replace.
    static let placeholderReason = "TODO: say why this finding is acceptable"

    /// The insertion for `diagnostic` in `bytes`, or nil when the text does not parse or the
    /// finding's value lies in no object.
    ///
    /// - Complexity: O(n) in the size of the text.
    static func make(for diagnostic: Diagnostic, in bytes: [UInt8]) -> SuppressionInsertion? {
        guard let document = try? JSONParser.parse(bytes) else { return nil }
        let objects = enclosingObjects(of: diagnostic.location.byteRange, in: document)
        guard let innermost = objects.last else { return nil }
        let component = objects.last { isComponent($0, in: document) }
        let object = component ?? innermost
        let target =
            component.flatMap { member("id", of: $0, in: document) }.flatMap { document.string($0) }
            .map { "component '\($0)'" } ?? "this object"
        let entry = "{ \"rule\": \"\(diagnostic.ruleID)\", \"reason\": \"\(placeholderReason)\" }"
        if let array = member("suppressions", of: object, in: document), document.kind(array) == .array {
            let close = document.byteRange(array).upperBound - 1
            let text = document.count(array) == 0 ? entry : ", " + entry
            return SuppressionInsertion(offset: close, text: text, target: target)
        }
        let open = document.byteRange(object).lowerBound + 1
        var iterator = document.members(object).makeIterator()
        guard let first = iterator.next() else {
            return SuppressionInsertion(offset: open, text: "\"suppressions\": [\(entry)]", target: target)
        }
        let keyStart = document.byteRange(first.key).lowerBound
        let between = bytes[open..<keyStart]
        guard let newline = between.lastIndex(where: { $0 == 0x0A || $0 == 0x0D }) else {
            return SuppressionInsertion(offset: keyStart, text: "\"suppressions\": [\(entry)], ", target: target)
        }
        let indent = String(decoding: bytes[(newline + 1)..<keyStart], as: UTF8.self)
        let lineBreak = between.contains(0x0D) ? "\r\n" : "\n"
        return SuppressionInsertion(
            offset: open, text: "\(lineBreak)\(indent)\"suppressions\": [\(entry)],", target: target)
    }

    /// The objects that contain `range`, outermost first (the value itself when it is an object).
    private static func enclosingObjects(of range: Range<Int>, in document: JSONDocument) -> [Int] {
        var result: [Int] = []
        var current = document.root
        while true {
            if document.kind(current) == .object { result.append(current) }
            var next: Int?
            switch document.kind(current) {
            case .object:
                next = document.members(current).first { contains(document.byteRange($0.value), range) }?.value
            case .array:
                next = document.elements(current).first { contains(document.byteRange($0), range) }
            default: break
            }
            guard let step = next else { return result }
            current = step
        }
    }

    private static func contains(_ outer: Range<Int>, _ inner: Range<Int>) -> Bool {
        outer.lowerBound <= inner.lowerBound && inner.upperBound <= outer.upperBound
    }

    private static func isComponent(_ object: Int, in document: JSONDocument) -> Bool {
        member("id", of: object, in: document) != nil && member("type", of: object, in: document) != nil
    }

    private static func member(_ key: String, of object: Int, in document: JSONDocument) -> Int? {
        document.members(object).first { document.string($0.key) == key }?.value
    }
}

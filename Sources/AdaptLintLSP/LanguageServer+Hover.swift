import AdaptLintCore
import AdaptLintRules

extension LanguageServer {
    /// `textDocument/hover`: what the key or value under the cursor means in the format's schema,
    /// and for each finding there, its rule's summary and the guideline section it enforces.
    func hover(_ params: LSPValue) -> LSPValue {
        guard let uri = params["textDocument"]?["uri"]?.stringValue, documents[uri] != nil,
            let position = LSPPosition(params["position"])
        else { return .null }
        publishDirtyDocuments()
        guard var document = documents[uri], !document.isConfiguration else { return .null }
        let offset = document.positions.offset(of: position)
        var sections: [String] = []
        var range: Range<Int>?
        // A cursor on the opening quote is on the string.
        let context = CursorContext.at(
            offset < document.text.count && document.text[offset] == UInt8(ascii: "\"") ? offset + 1 : offset,
            in: document.text)
        if let rule = Self.suppressedRule(context, text: document.text) {
            // A rule id in `suppressions`: the rule it names, not the `rule` key.
            sections.append(Self.ruleHover(rule, severity: nil))
            range = context.token
        } else if let text = schemaHover(context, text: document.text, isApp: document.isAppDescription) {
            sections.append(text)
            range = context.token
        }
        // Each rule once, however many of its findings overlap here.
        var described: Set<String> = []
        for diagnostic in document.diagnostics
        where diagnostic.location.byteRange.contains(offset) && described.insert(diagnostic.ruleID).inserted {
            sections.append(Self.ruleHover(diagnostic))
            range = range ?? diagnostic.location.byteRange
        }
        guard !sections.isEmpty else { return .null }
        var result: [String: LSPValue] = [
            "contents": ["kind": "markdown", "value": .string(sections.joined(separator: "\n\n---\n\n"))]
        ]
        if let range, !range.isEmpty { result["range"] = self.range(range, in: &document) }
        return .object(result)
    }

    /// The schema's account of the key or value in `context`.
    private func schemaHover(_ context: CursorContext, text bytes: [UInt8], isApp: Bool) -> String? {
        guard let schema = SchemaNavigator.shared, !context.token.isEmpty else { return nil }
        switch context.place {
        case .key:
            let key = String(decoding: bytes[context.token], as: UTF8.self).trimmingQuotes
            guard let entry = schema.entry(at: context.path + [.key(key)], isApp: isApp) else { return nil }
            return Self.describe(key: key, entry)
        case .value:
            let keys = context.path.compactMap { step -> String? in
                if case .key(let key) = step { return key }
                return nil
            }
            guard let key = keys.last, let entry = schema.entry(at: context.path, isApp: isApp) else { return nil }
            var text = Self.describe(key: key, entry)
            let value = String(decoding: bytes[context.token], as: UTF8.self)
            let allowed = SchemaNavigator.values(of: entry).map { String(decoding: $0.serialized(), as: UTF8.self) }
            if !allowed.isEmpty, !allowed.contains(value) {
                text += "\n\n\(value) is not one of the allowed values."
            }
            return text
        case .other:
            return nil
        }
    }

    /// Markdown for a key: its name, type or definition, description and allowed values.
    static func describe(key: String, _ entry: SchemaNavigator.Entry) -> String {
        var kind = entry.definition ?? entry.schema["type"]?.stringValue ?? ""
        if kind.isEmpty, entry.schema["enum"] != nil { kind = "enumeration" }
        var text = "**\(key)**" + (kind.isEmpty ? "" : " (\(kind))")
        if let description = entry.description { text += "\n\n\(description)" }
        if let required = entry.schema["required"]?.arrayValue?.compactMap(\.stringValue), !required.isEmpty {
            text += "\n\nRequired keys: " + required.map { "`\($0)`" }.joined(separator: ", ") + "."
        }
        var values = SchemaNavigator.values(of: entry)
        if values.isEmpty, let schema = SchemaNavigator.shared {
            values = schema.itemValues(of: entry)
        }
        if !values.isEmpty {
            text +=
                "\n\nAllowed values: "
                + values.map { "`\(String(decoding: $0.serialized(), as: UTF8.self))`" }.joined(separator: ", ") + "."
        }
        return text
    }

    /// The rule whose id is the string value under the cursor when that value is the `rule` of
    /// an entry of a `suppressions` array; nil elsewhere or for an unknown id.
    static func suppressedRule(_ context: CursorContext, text bytes: [UInt8]) -> RuleDescription? {
        guard case .value = context.place, !context.token.isEmpty, context.path.count >= 3,
            context.path[context.path.count - 1] == .key("rule"),
            case .index = context.path[context.path.count - 2],
            context.path[context.path.count - 3] == .key("suppressions")
        else { return nil }
        let identifier = String(decoding: bytes[context.token], as: UTF8.self).trimmingQuotes
        return rule(identifier)
    }

    /// The description of the rule `identifier` (guideline or suppression rule), if there is one.
    static func rule(_ identifier: String) -> RuleDescription? {
        (RuleRegistry.descriptions + SuppressionRules.all).first { $0.identifier == identifier }
    }

    /// Markdown for a finding: the rule's title, summary and the guideline section it enforces.
    static func ruleHover(_ diagnostic: Diagnostic) -> String {
        guard let rule = rule(diagnostic.ruleID) else {
            return "**\(diagnostic.ruleID)**: \(diagnostic.message)"
        }
        return ruleHover(rule, severity: diagnostic.severity)
    }

    /// Markdown for a rule: its title, summary and the guideline section it enforces; with the
    /// severity of a finding, when there is one.
    static func ruleHover(_ rule: RuleDescription, severity: Severity?) -> String {
        let guideline = rule.guideline
        let detail = severity.map { "`\(rule.identifier)`, \($0.rawValue)" } ?? "`\(rule.identifier)`"
        return """
            **\(rule.title)** (\(detail))

            \(rule.summary)

            Guideline: \(guideline.source), "\(guideline.section)" (guidelines/\(guideline.document)). \(guideline.paraphrase)
            """
    }
}

extension String {
    /// The text without one pair of surrounding double quotes.
    var trimmingQuotes: String {
        var text = Substring(self)
        if text.hasPrefix("\"") { text = text.dropFirst() }
        if text.hasSuffix("\"") { text = text.dropLast() }
        return String(text)
    }
}

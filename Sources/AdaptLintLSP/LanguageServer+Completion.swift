extension LanguageServer {
    /// LSP CompletionItemKind values the server uses.
    private enum ItemKind: Int {
        case value = 12
        case property = 10
        case enumMember = 20
    }

    /// `textDocument/completion`: in an object, the keys the schema allows there that are not
    /// written yet; in a value, the values the schema enumerates (component types, size classes,
    /// orientations...). Works on text that does not parse yet.
    func completion(_ params: LSPValue) -> LSPValue {
        guard let uri = params["textDocument"]?["uri"]?.stringValue, var document = documents[uri],
            !document.isConfiguration, let position = LSPPosition(params["position"]),
            let schema = SchemaNavigator.shared
        else { return [] }
        let offset = document.positions.offset(of: position)
        let context = CursorContext.at(offset, in: document.text)
        let isApp = document.isAppDescription
        // The edit replaces the whole token under the cursor (quotes included).
        let replaced = self.range(context.token, in: &document)
        var items: [LSPValue] = []
        switch context.place {
        case .key:
            for (key, entry) in schema.keys(at: context.path, isApp: isApp) where !context.siblings.contains(key) {
                items.append(
                    item(
                        label: key, kind: .property, detail: entry.description ?? entry.definition,
                        newText: "\"\(key)\"", range: replaced))
            }
        case .value:
            guard let entry = schema.entry(at: context.path, isApp: isApp) else { return [] }
            for value in SchemaNavigator.values(of: entry) {
                let text = String(decoding: value.serialized(), as: UTF8.self)
                items.append(
                    item(
                        label: value.stringValue ?? text, kind: value.stringValue == nil ? .value : .enumMember,
                        detail: entry.description, newText: text, range: replaced))
            }
        case .other:
            return []
        }
        return ["isIncomplete": false, "items": .array(items)]
    }

    private func item(label: String, kind: ItemKind, detail: String?, newText: String, range: LSPValue) -> LSPValue {
        var value: [String: LSPValue] = [
            "label": .string(label), "kind": .int(kind.rawValue), "filterText": .string(newText),
            "textEdit": ["range": range, "newText": .string(newText)],
        ]
        if let detail { value["detail"] = .string(detail) }
        return .object(value)
    }
}

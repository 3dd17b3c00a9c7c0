import AdaptJSON

/// The members of one JSON object, by name, with duplicates and unknown keys reported.
struct Fields {
    var entries: [(name: String, key: Int, value: Int)] = []
    /// Position in `entries` by name, so an object with many keys is read in linear time.
    var positions: [String: Int] = [:]

    subscript(name: String) -> Int? { positions[name].map { entries[$0].value } }
    func key(_ name: String) -> Int? { positions[name].map { entries[$0].key } }
    var isEmpty: Bool { entries.isEmpty }

    func reportUnknownKeys(allowed: [String], owner: String, into decoder: inout SpecDecoder) {
        for entry in entries where !allowed.contains(entry.name) {
            let hint = Suggestion.hint(for: entry.name, in: allowed)
            let tail = hint.isEmpty ? "; expected one of \(Suggestion.list(allowed))" : hint
            decoder.report(entry.key, "unknown key '\(entry.name)' in \(owner)\(tail)")
        }
    }
}

extension SpecDecoder {
    mutating func readFields(_ node: Int, allowed: [String], owner: String, reportUnknown: Bool = true) -> Fields {
        var fields = Fields()
        for (key, value) in document.members(node) {
            let name = document.string(key) ?? ""
            if let first = fields.key(name) {
                report(key, "duplicate key '\(name)' in \(owner); JSON readers disagree on which value wins", related: [RelatedNode(node: first, message: "first defined here")])
                continue
            }
            fields.positions[name] = fields.entries.count
            fields.entries.append((name, key, value))
        }
        if reportUnknown { fields.reportUnknownKeys(allowed: allowed, owner: owner, into: &self) }
        return fields
    }

    /// Checks the kind of a node, reporting "expected X for NAME, found Y" when it differs.
    mutating func expect(_ node: Int, _ kind: JSONDocument.Kind, name: String) -> Bool {
        let actual = document.kind(node)
        if actual == kind { return true }
        report(node, "expected \(kind) for \(name), found \(actual)")
        return false
    }

    mutating func string(_ node: Int, name: String) -> Located<String>? {
        guard expect(node, .string, name: "'\(name)'") else { return nil }
        return document.string(node).map { Located($0, node: node) }
    }

    mutating func requiredNonEmptyString(_ fields: Fields, _ name: String, owner: Int, ownerName: String) -> Located<String>? {
        guard let node = fields[name] else {
            report(owner, "missing required key '\(name)' in \(ownerName)")
            return nil
        }
        guard let value = string(node, name: name) else { return nil }
        if value.value.allSatisfy(\.isWhitespace) {
            report(node, "'\(name)' must not be empty")
            return nil
        }
        return value
    }

    mutating func boolean(_ node: Int, name: String) -> Located<Bool>? {
        guard let value = document.bool(node) else {
            report(node, "expected a boolean for \(name), found \(document.kind(node))")
            return nil
        }
        return Located(value, node: node)
    }

    mutating func stringList(_ node: Int, name: String) -> [Located<String>] {
        guard expect(node, .array, name: name) else { return [] }
        var values: [Located<String>] = []
        for element in document.elements(node) {
            guard expect(element, .string, name: "an item of \(name)") else { continue }
            if let text = document.string(element) {
                if text.isEmpty {
                    report(element, "an item of \(name) must not be empty")
                } else {
                    values.append(Located(text, node: element))
                }
            }
        }
        return values
    }

    mutating func enumValue<Value: RawRepresentable & CaseIterable>(
        _ node: Int, _ type: Value.Type, name: String
    ) -> Located<Value>? where Value.RawValue == String {
        guard expect(node, .string, name: name) else { return nil }
        let text = document.string(node) ?? ""
        if let value = Value(rawValue: text) { return Located(value, node: node) }
        let allowed = Value.allCases.map(\.rawValue)
        let hint = Suggestion.hint(for: text, in: allowed)
        let tail = hint.isEmpty ? "; expected \(Suggestion.list(allowed))" : hint
        report(node, "'\(text)' is not a valid value for \(name)\(tail)")
        return nil
    }

    /// A finite number, or a problem.
    mutating func finiteNumber(_ node: Int, name: String) -> Located<Double>? {
        guard expect(node, .number, name: name) else { return nil }
        guard let value = document.number(node), value.isFinite else {
            report(node, "\(name) is \(document.sourceText(node).prefix(40)), which is out of range")
            return nil
        }
        return Located(value, node: node)
    }

    /// A non-negative, finite length in points.
    mutating func length(_ node: Int, name: String) -> Located<Double>? {
        guard let value = finiteNumber(node, name: name) else { return nil }
        if value.value < 0 {
            report(node, "\(name) is \(document.sourceText(node)); a length in points cannot be negative")
            return nil
        }
        return value
    }

    mutating func requiredLength(_ fields: Fields, _ name: String, owner: Int, ownerName: String) -> Located<Double>? {
        guard let node = fields[name] else {
            report(owner, "missing required key '\(name)' in \(ownerName)")
            return nil
        }
        return length(node, name: "'\(name)'")
    }

    mutating func requiredCoordinate(_ fields: Fields, _ name: String, owner: Int, ownerName: String) -> Located<Double>? {
        guard let node = fields[name] else {
            report(owner, "missing required key '\(name)' in \(ownerName)")
            return nil
        }
        return finiteNumber(node, name: "'\(name)'")
    }

    /// A non-negative count; whole unless `allowFraction`.
    mutating func count(_ node: Int, name: String, allowFraction: Bool) -> Located<Double>? {
        guard let value = length(node, name: name) else { return nil }
        if !allowFraction && value.value.rounded() != value.value {
            report(node, "\(name) must be a whole number, found \(document.sourceText(node))")
            return nil
        }
        return value
    }
}

import AdaptJSON
import AdaptLintCore

/// The run's `results`: one per reported diagnostic, built as a value (``value(_:fingerprint:)``)
/// or written straight as text (``write(_:fingerprint:indent:into:)``), byte for byte the same.
///
/// A log writes every result straight as text: building, writing and freeing a tree of
/// ``JSONValue``s for each result would cost several times the bytes it produces.
struct SARIFResults: Sendable {
    let rules: SARIFRules
    let locations: SARIFLocations
    /// Whether every result lists its `suppressions` (the run has some).
    let listsSuppressions: Bool

    /// The `result` object of `diagnostic`, whose adaptlint fingerprint is `fingerprint`.
    func value(_ diagnostic: Diagnostic, fingerprint: String) -> JSONValue {
        var members: [JSONValue.Member] = [
            .init("ruleId", .string(diagnostic.ruleID)),
            .init("ruleIndex", .int(rules.index(of: diagnostic.ruleID))),
            .init("level", .string(diagnostic.severity.rawValue)),
            .init("message", ["text": .string(diagnostic.message)]),
            .init(
                "locations", [locations.location(diagnostic.location, regionless: diagnostic.baselineState == .absent)]),
        ]
        if !diagnostic.related.isEmpty {
            let related = diagnostic.related.enumerated().map { offset, related in
                locations.location(related.location, id: offset + 1, message: related.message)
            }
            members.append(.init("relatedLocations", .array(related)))
        }
        if !diagnostic.fixes.isEmpty {
            members.append(.init("fixes", [locations.fix(diagnostic.fixes, path: diagnostic.location.path)]))
        }
        var fingerprints: [JSONValue.Member] = [.init(Fingerprint.key, .string(fingerprint))]
        if let lineHash = diagnostic.location.lineHash {
            fingerprints.append(.init(SARIFNames.lineHash, .string(lineHash)))
        }
        members.append(.init("partialFingerprints", .object(fingerprints)))
        members += SARIFReporter.adoptionMembers(
            diagnostic, listsSuppressions: listsSuppressions, locations: locations)
        return .object(members)
    }

    /// Appends the text of ``value(_:fingerprint:)`` at depth `indent`, without building it;
    /// suppressions and baseline states (rare) are built as values and written.
    /// - Complexity: O(n) in the size of the output.
    func write(_ diagnostic: Diagnostic, fingerprint: String, indent: Int, into buffer: inout [UInt8]) {
        let inner = indent + 1
        buffer.append(UInt8(ascii: "{"))
        JSONWriter.writeKey("\"ruleId\": ", first: true, indent: inner, into: &buffer)
        JSONString.write(diagnostic.ruleID, into: &buffer)
        JSONWriter.writeKey("\"ruleIndex\": ", indent: inner, into: &buffer)
        JSONWriter.writeInt(rules.index(of: diagnostic.ruleID), into: &buffer)
        JSONWriter.writeKey("\"level\": ", indent: inner, into: &buffer)
        JSONString.write(diagnostic.severity.rawValue, into: &buffer)
        JSONWriter.writeKey("\"message\": ", indent: inner, into: &buffer)
        Self.writeText(diagnostic.message, indent: inner, into: &buffer)
        JSONWriter.writeKey("\"locations\": ", indent: inner, into: &buffer)
        buffer.append(UInt8(ascii: "["))
        JSONWriter.newline(inner + 1, into: &buffer)
        writeLocation(
            diagnostic.location, regionless: diagnostic.baselineState == .absent, indent: inner + 1, into: &buffer)
        JSONWriter.newline(inner, into: &buffer)
        buffer.append(UInt8(ascii: "]"))
        if !diagnostic.related.isEmpty {
            JSONWriter.writeKey("\"relatedLocations\": ", indent: inner, into: &buffer)
            buffer.append(UInt8(ascii: "["))
            for (offset, related) in diagnostic.related.enumerated() {
                if offset > 0 { buffer.append(UInt8(ascii: ",")) }
                JSONWriter.newline(inner + 1, into: &buffer)
                writeLocation(
                    related.location, id: offset + 1, message: related.message, indent: inner + 1, into: &buffer)
            }
            JSONWriter.newline(inner, into: &buffer)
            buffer.append(UInt8(ascii: "]"))
        }
        if !diagnostic.fixes.isEmpty {
            JSONWriter.writeKey("\"fixes\": ", indent: inner, into: &buffer)
            buffer.append(UInt8(ascii: "["))
            JSONWriter.newline(inner + 1, into: &buffer)
            writeFix(diagnostic.fixes, path: diagnostic.location.path, indent: inner + 1, into: &buffer)
            JSONWriter.newline(inner, into: &buffer)
            buffer.append(UInt8(ascii: "]"))
        }
        JSONWriter.writeKey("\"partialFingerprints\": ", indent: inner, into: &buffer)
        buffer.append(UInt8(ascii: "{"))
        JSONWriter.newline(inner + 1, into: &buffer)
        JSONString.write(Fingerprint.key, into: &buffer)
        JSONWriter.writeText(": ", into: &buffer)
        JSONString.write(fingerprint, into: &buffer)
        if let lineHash = diagnostic.location.lineHash {
            buffer.append(UInt8(ascii: ","))
            JSONWriter.newline(inner + 1, into: &buffer)
            JSONString.write(SARIFNames.lineHash, into: &buffer)
            JSONWriter.writeText(": ", into: &buffer)
            JSONString.write(lineHash, into: &buffer)
        }
        JSONWriter.newline(inner, into: &buffer)
        buffer.append(UInt8(ascii: "}"))
        if listsSuppressions || diagnostic.baselineState != nil {
            let members = SARIFReporter.adoptionMembers(
                diagnostic, listsSuppressions: listsSuppressions, locations: locations)
            for member in members {
                buffer.append(UInt8(ascii: ","))
                JSONWriter.newline(inner, into: &buffer)
                JSONString.write(member.key, into: &buffer)
                JSONWriter.writeText(": ", into: &buffer)
                JSONWriter.write(member.value, indent: inner, into: &buffer)
            }
        }
        JSONWriter.newline(indent, into: &buffer)
        buffer.append(UInt8(ascii: "}"))
    }

    /// Appends ``SARIFLocations/location(_:id:message:regionless:)``'s text at depth `indent`.
    private func writeLocation(
        _ location: Location, id: Int? = nil, message: String? = nil, regionless: Bool = false, indent: Int,
        into buffer: inout [UInt8]
    ) {
        let inner = indent + 1
        buffer.append(UInt8(ascii: "{"))
        if let id {
            JSONWriter.writeKey("\"id\": ", first: true, indent: inner, into: &buffer)
            JSONWriter.writeInt(id, into: &buffer)
        }
        JSONWriter.writeKey("\"physicalLocation\": ", first: id == nil, indent: inner, into: &buffer)
        buffer.append(UInt8(ascii: "{"))
        JSONWriter.writeKey("\"artifactLocation\": ", first: true, indent: inner + 1, into: &buffer)
        writeArtifactLocation(location.path, indent: inner + 1, into: &buffer)
        JSONWriter.writeKey("\"region\": ", indent: inner + 1, into: &buffer)
        if regionless {
            // A stale baseline entry points at the first line (SARIFLocations.location says why).
            buffer.append(UInt8(ascii: "{"))
            JSONWriter.writeKey("\"startLine\": ", first: true, indent: inner + 2, into: &buffer)
            buffer.append(UInt8(ascii: "1"))
            JSONWriter.newline(inner + 1, into: &buffer)
            buffer.append(UInt8(ascii: "}"))
        } else {
            Self.writeRegion(start: location.start, end: location.end, indent: inner + 1, into: &buffer)
        }
        JSONWriter.newline(inner, into: &buffer)
        buffer.append(UInt8(ascii: "}"))
        if !location.pointer.isEmpty {
            let (name, isIndex) = SARIFLocations.logicalName(location.pointer)
            JSONWriter.writeKey("\"logicalLocations\": ", indent: inner, into: &buffer)
            buffer.append(UInt8(ascii: "["))
            JSONWriter.newline(inner + 1, into: &buffer)
            buffer.append(UInt8(ascii: "{"))
            JSONWriter.writeKey("\"name\": ", first: true, indent: inner + 2, into: &buffer)
            JSONString.write(name, into: &buffer)
            JSONWriter.writeKey("\"fullyQualifiedName\": ", indent: inner + 2, into: &buffer)
            JSONString.write(location.pointer, into: &buffer)
            JSONWriter.writeKey("\"kind\": ", indent: inner + 2, into: &buffer)
            JSONWriter.writeText(isIndex ? "\"value\"" : "\"property\"", into: &buffer)
            JSONWriter.newline(inner + 1, into: &buffer)
            buffer.append(UInt8(ascii: "}"))
            JSONWriter.newline(inner, into: &buffer)
            buffer.append(UInt8(ascii: "]"))
        }
        if let message {
            JSONWriter.writeKey("\"message\": ", indent: inner, into: &buffer)
            Self.writeText(message, indent: inner, into: &buffer)
        }
        JSONWriter.newline(indent, into: &buffer)
        buffer.append(UInt8(ascii: "}"))
    }

    /// Appends ``SARIFLocations/fix(_:path:)``'s text at depth `indent`.
    private func writeFix(_ fixes: [Fix], path: String, indent: Int, into buffer: inout [UInt8]) {
        let ordered = JSONReporter.fileOrder(fixes)
        var descriptions: [String] = []
        for fix in ordered where !descriptions.contains(fix.description) { descriptions.append(fix.description) }
        let inner = indent + 1
        buffer.append(UInt8(ascii: "{"))
        JSONWriter.writeKey("\"description\": ", first: true, indent: inner, into: &buffer)
        Self.writeText(
            descriptions.count == 1 ? descriptions[0] : descriptions.joined(separator: "; "), indent: inner,
            into: &buffer)
        JSONWriter.writeKey("\"artifactChanges\": ", indent: inner, into: &buffer)
        buffer.append(UInt8(ascii: "["))
        JSONWriter.newline(inner + 1, into: &buffer)
        buffer.append(UInt8(ascii: "{"))
        JSONWriter.writeKey("\"artifactLocation\": ", first: true, indent: inner + 2, into: &buffer)
        writeArtifactLocation(path, indent: inner + 2, into: &buffer)
        JSONWriter.writeKey("\"replacements\": ", indent: inner + 2, into: &buffer)
        buffer.append(UInt8(ascii: "["))
        for (offset, fix) in ordered.enumerated() {
            JSONWriter.separator(first: offset == 0, indent: inner + 3, into: &buffer)
            buffer.append(UInt8(ascii: "{"))
            JSONWriter.writeKey("\"deletedRegion\": ", first: true, indent: inner + 4, into: &buffer)
            Self.writeRegion(start: fix.start, end: fix.end, indent: inner + 4, into: &buffer)
            JSONWriter.writeKey("\"insertedContent\": ", indent: inner + 4, into: &buffer)
            Self.writeText(fix.replacement, indent: inner + 4, into: &buffer)
            JSONWriter.newline(inner + 3, into: &buffer)
            buffer.append(UInt8(ascii: "}"))
        }
        JSONWriter.newline(inner + 2, into: &buffer)
        buffer.append(UInt8(ascii: "]"))
        JSONWriter.newline(inner + 1, into: &buffer)
        buffer.append(UInt8(ascii: "}"))
        JSONWriter.newline(inner, into: &buffer)
        buffer.append(UInt8(ascii: "]"))
        JSONWriter.newline(indent, into: &buffer)
        buffer.append(UInt8(ascii: "}"))
    }

    /// Appends ``SARIFLocations/artifactLocation(_:)``'s text at depth `indent`.
    private func writeArtifactLocation(_ path: String, indent: Int, into buffer: inout [UInt8]) {
        buffer.append(UInt8(ascii: "{"))
        JSONWriter.writeKey("\"uri\": ", first: true, indent: indent + 1, into: &buffer)
        if let baseID = locations.paths.writeURI(of: path, into: &buffer) {
            JSONWriter.writeKey("\"uriBaseId\": ", indent: indent + 1, into: &buffer)
            JSONString.write(baseID, into: &buffer)
        }
        JSONWriter.newline(indent, into: &buffer)
        buffer.append(UInt8(ascii: "}"))
    }

    /// Appends ``SARIFLocations/region(start:end:)``'s text at depth `indent`.
    private static func writeRegion(start: SourcePosition, end: SourcePosition, indent: Int, into buffer: inout [UInt8])
    {
        buffer.append(UInt8(ascii: "{"))
        JSONWriter.writeKey("\"startLine\": ", first: true, indent: indent + 1, into: &buffer)
        JSONWriter.writeInt(start.line, into: &buffer)
        JSONWriter.writeKey("\"startColumn\": ", indent: indent + 1, into: &buffer)
        JSONWriter.writeInt(start.column, into: &buffer)
        JSONWriter.writeKey("\"endLine\": ", indent: indent + 1, into: &buffer)
        JSONWriter.writeInt(end.line, into: &buffer)
        JSONWriter.writeKey("\"endColumn\": ", indent: indent + 1, into: &buffer)
        JSONWriter.writeInt(end.column, into: &buffer)
        JSONWriter.newline(indent, into: &buffer)
        buffer.append(UInt8(ascii: "}"))
    }

    /// Appends `{"text": message}` at depth `indent`.
    private static func writeText(_ message: String, indent: Int, into buffer: inout [UInt8]) {
        buffer.append(UInt8(ascii: "{"))
        JSONWriter.writeKey("\"text\": ", first: true, indent: indent + 1, into: &buffer)
        JSONString.write(message, into: &buffer)
        JSONWriter.newline(indent, into: &buffer)
        buffer.append(UInt8(ascii: "}"))
    }
}

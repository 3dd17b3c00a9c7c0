import AdaptJSON
import AdaptLintCore

/// Builds SARIF `location`, `artifactLocation`, `region` and `fix` objects.
struct SARIFLocations: Sendable {
    let paths: ReportPaths

    /// `{"uri": ..., "uriBaseId": "%SRCROOT%"}`, or an absolute `file:` URI without a base id.
    func artifactLocation(_ path: String) -> JSONValue {
        let (uri, baseID) = paths.uri(for: path)
        var members: [JSONValue.Member] = [.init("uri", .string(uri))]
        if let baseID { members.append(.init("uriBaseId", .string(baseID))) }
        return .object(members)
    }

    /// A region with start and end line and column; the end is exclusive, as in SARIF.
    func region(start: SourcePosition, end: SourcePosition) -> JSONValue {
        [
            "startLine": .int(start.line), "startColumn": .int(start.column),
            "endLine": .int(end.line), "endColumn": .int(end.column),
        ]
    }

    /// A location with its physical place and, when it has a JSON pointer, a logical location.
    ///
    /// - Parameters:
    ///   - location: The place.
    ///   - id: The id of a related location (referred to by messages), nil for a primary one.
    ///   - message: The related location's message.
    func location(_ location: Location, id: Int? = nil, message: String? = nil, regionless: Bool = false) -> JSONValue {
        var members: [JSONValue.Member] = []
        if let id { members.append(.init("id", .int(id))) }
        // A stale baseline entry (`regionless`) names a file and pointer but no longer a place in
        // the file; GitHub still needs a start line, so it points at the first.
        let physical: JSONValue =
            regionless
            ? ["artifactLocation": artifactLocation(location.path), "region": ["startLine": 1]]
            : [
                "artifactLocation": artifactLocation(location.path),
                "region": region(start: location.start, end: location.end),
            ]
        members.append(.init("physicalLocation", physical))
        if !location.pointer.isEmpty {
            members.append(.init("logicalLocations", [logicalLocation(location.pointer)]))
        }
        if let message { members.append(.init("message", ["text": .string(message)])) }
        return .object(members)
    }

    /// The JSON pointer as a logical location: `property` for an object member, `value` for an
    /// array element; `name` is the last reference token, unescaped.
    func logicalLocation(_ pointer: String) -> JSONValue {
        let (name, isIndex) = Self.logicalName(pointer)
        return ["name": .string(name), "fullyQualifiedName": .string(pointer), "kind": isIndex ? "value" : "property"]
    }

    /// The `name` of a pointer's logical location, and whether it is an array index (all digits).
    /// - Complexity: O(n) in the UTF-8 length of `pointer`.
    static func logicalName(_ pointer: String) -> (name: String, isIndex: Bool) {
        let name = lastToken(of: pointer)
        let isIndex = !name.isEmpty && name.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        return (name, isIndex)
    }

    /// The last reference token of a JSON pointer, unescaped.
    ///
    /// An ASCII pointer is cut at its last `/` byte and unescaped only when it has a `~`, which
    /// avoids splitting the whole pointer into Character-based pieces for every location. Other
    /// pointers are split by Character, where a `/` followed by a combining mark is not a
    /// separator.
    /// - Complexity: O(n) in the UTF-8 length of `pointer`.
    static func lastToken(of pointer: String) -> String {
        let ascii: (token: Substring, escaped: Bool)? = pointer.utf8.withContiguousStorageIfAvailable { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            let start = bytes.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0
            let token = Substring(pointer.utf8.dropFirst(start))
            return (token, bytes[start...].contains(UInt8(ascii: "~")))
        }.flatMap { $0 }
        if let ascii { return ascii.escaped ? unescape(String(ascii.token)) : String(ascii.token) }
        let last = pointer.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? ""
        return unescape(last)
    }

    /// Undoes RFC 6901 escaping of one reference token: `~1` is `/`, `~0` is `~`.
    static func unescape(_ token: String) -> String {
        var out = ""
        var afterTilde = false
        for character in token {
            if afterTilde {
                out.append(character == "1" ? "/" : character == "0" ? "~" : character)
                afterTilde = false
            } else if character == "~" {
                afterTilde = true
            } else {
                out.append(character)
            }
        }
        if afterTilde { out.append("~") }
        return out
    }

    /// One SARIF fix from replacements that together resolve a diagnostic, in file order.
    func fix(_ fixes: [Fix], path: String) -> JSONValue {
        let ordered = JSONReporter.fileOrder(fixes)
        var descriptions: [String] = []
        for fix in ordered where !descriptions.contains(fix.description) { descriptions.append(fix.description) }
        let replacements: [JSONValue] = ordered.map { fix in
            [
                "deletedRegion": region(start: fix.start, end: fix.end),
                "insertedContent": ["text": .string(fix.replacement)],
            ]
        }
        return [
            "description": ["text": .string(descriptions.joined(separator: "; "))],
            "artifactChanges": [["artifactLocation": artifactLocation(path), "replacements": .array(replacements)]],
        ]
    }
}

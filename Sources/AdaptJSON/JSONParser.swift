/// A strict RFC 8259 parser that records the byte range of every value.
///
/// Decisions (each tested both ways in `JSONParserTests`):
/// - A UTF-8 byte order mark at the start is skipped; UTF-16/UTF-32 marks are refused by name.
/// - Strings must be valid UTF-8; raw control characters and unpaired surrogate escapes are refused.
/// - Trailing commas, comments, single quotes, NaN and Infinity are refused.
/// - Duplicate keys are accepted here; the spec decoder reports them.
/// - Numbers are checked against the grammar only; their magnitude is the decoder's business.
public struct JSONParser {
    /// Named resource limits. Hitting one is an error with its own message, never a crash.
    public struct Limits: Sendable {
        /// Deepest nesting of arrays and objects.
        public var maximumDepth: Int
        /// Most values (of any kind, keys included) in one document.
        public var maximumValues: Int
        /// Longest input, in bytes.
        public var maximumBytes: Int

        public init(maximumDepth: Int = 256, maximumValues: Int = 1_000_000, maximumBytes: Int = 16 * 1024 * 1024) {
            self.maximumDepth = maximumDepth
            self.maximumValues = maximumValues
            self.maximumBytes = maximumBytes
        }

        /// The limits adaptlint applies to every spec.
        public static let `default` = Limits()
    }

    /// Parses `bytes` into a document.
    ///
    /// - Parameters:
    ///   - bytes: The whole input.
    ///   - limits: Resource limits; see ``Limits``.
    /// - Returns: The document with positions for every value.
    /// - Throws: ``JSONSyntaxError`` with the byte offset of the first problem.
    /// - Complexity: O(n) in the input length.
    public static func parse(_ bytes: [UInt8], limits: Limits = .default) throws(JSONSyntaxError) -> JSONDocument {
        guard bytes.count <= limits.maximumBytes, bytes.count < Int(UInt32.max) else {
            throw JSONSyntaxError(.tooLarge(bytes: bytes.count, limit: limits.maximumBytes), at: 0)
        }
        let result: Result<[JSONDocument.Node], JSONSyntaxError> = bytes.withUnsafeBufferPointer { buffer in
            var scanner = JSONScanner(buffer, limits: limits)
            do throws(JSONSyntaxError) {
                try scanner.parseDocument()
                return .success(scanner.nodes)
            } catch {
                return .failure(error)
            }
        }
        switch result {
        case .success(let nodes): return JSONDocument(bytes: bytes, nodes: nodes)
        case .failure(let error): throw error
        }
    }
}

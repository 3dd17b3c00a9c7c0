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
    ///
    /// Together they bound the memory one spec can take: the input itself, a tape of at most
    /// ``maximumValues`` nodes, and a stack of at most ``maximumDepth`` frames. docs/limits.md
    /// explains each value.
    public struct Limits: Sendable {
        /// The name of one limit, as messages and docs/limits.md spell it.
        public enum Name: String, Sendable, CaseIterable {
            case fileSize = "file-size"
            case nestingDepth = "nesting-depth"
            case valueCount = "value-count"
            case stringLength = "string-length"
        }

        /// Deepest nesting of arrays and objects (the `nesting-depth` limit).
        public var maximumDepth: Int
        /// Most values (of any kind, keys included) in one document (the `value-count` limit).
        public var maximumValues: Int
        /// Longest input, in bytes (the `file-size` limit).
        public var maximumBytes: Int
        /// Longest string or key, in bytes of source text between the quotes (the `string-length` limit).
        public var maximumStringBytes: Int

        /// Creates limits; the defaults are the ones adaptlint applies.
        ///
        /// - Parameters:
        ///   - maximumDepth: Deepest nesting of arrays and objects; 256.
        ///   - maximumValues: Most values, keys included; 250,000.
        ///   - maximumBytes: Longest input in bytes; 16 MiB.
        ///   - maximumStringBytes: Longest string in source bytes; 64 KiB.
        public init(
            maximumDepth: Int = 256, maximumValues: Int = 250_000, maximumBytes: Int = 16 * 1024 * 1024,
            maximumStringBytes: Int = 64 * 1024
        ) {
            self.maximumDepth = maximumDepth
            self.maximumValues = maximumValues
            self.maximumBytes = maximumBytes
            self.maximumStringBytes = maximumStringBytes
        }

        /// The limits adaptlint applies to every spec.
        public static let `default` = Limits()
    }

    /// Parses `bytes` into a document.
    ///
    /// The tape is written in place into the array the document keeps (see ``NodeTape``). Its
    /// first size is a guess from the input's length (pretty-printed specs take 11 bytes per value,
    /// minified ones about 7); an input denser than that is parsed a second time with room for
    /// at least the most values its length allows, (n + 1) / 2, or the value-count limit if lower.
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
        guard !bytes.isEmpty else { throw JSONSyntaxError(.empty, at: 0) }
        var capacity = min(bytes.count / 5 + 16, limits.maximumValues)
        while true {
            var failure: JSONSyntaxError?
            var outOfRoom = false
            var numberedKeys: [Int] = []
            let nodes = [JSONDocument.Node](unsafeUninitializedCapacity: max(capacity, 1)) { buffer, initialized in
                // The scanner reads the bytes through a pointer (BENCHMARKS.md, item 23).
                bytes.withUnsafeBufferPointer { input in
                    guard let tape = buffer.baseAddress, let first = input.baseAddress else {
                        preconditionFailure("a non-empty array without storage")
                    }
                    var scanner = JSONScanner(
                        first, count: input.count, limits: limits,
                        tape: NodeTape(tape, count: buffer.count, maximumValues: limits.maximumValues))
                    do throws(JSONSyntaxError) {
                        try scanner.parseDocument()
                        initialized = scanner.tape.count
                        numberedKeys = scanner.keys.firstNodes
                    } catch {
                        failure = error
                        outOfRoom = scanner.outOfRoom
                    }
                }
            }
            if outOfRoom {
                // Only below the value-count limit (at the limit the scanner reports it), so
                // the capacity grows on every turn and the loop ends.
                capacity = min(max(capacity * 2, bytes.count / 2 + 2), limits.maximumValues)
                continue
            }
            if let failure { throw failure.explainingComments(in: bytes) }
            return JSONDocument(bytes: bytes, nodes: nodes, numberedKeys: numberedKeys)
        }
    }
}

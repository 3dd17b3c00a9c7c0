import AdaptLintCore
import Dispatch

/// A JSON value whose objects keep their keys in the order they were built, so that a
/// reporter fixes its key order in code and the output is byte-stable.
///
/// Only what reports need: no floating-point numbers, so no locale or rounding questions.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([JSONValue])
    /// Members in output order. Keys must be unique; the builder is responsible.
    case object([Member])
    /// An array whose elements are built one at a time while it is written: a report's long
    /// lists (one result per finding, one artifact per file) never sit in memory as a tree.
    case lazyArray(LazyElements)

    /// The elements of a ``lazyArray(_:)``: how many, and how to build the one at an index.
    public struct LazyElements: Sendable, Equatable {
        public let count: Int
        public let element: @Sendable (Int) -> JSONValue

        public init(count: Int, element: @escaping @Sendable (Int) -> JSONValue) {
            self.count = count
            self.element = element
        }

        /// Equal when they build equal elements.
        public static func == (lhs: LazyElements, rhs: LazyElements) -> Bool {
            lhs.count == rhs.count && (0..<lhs.count).allSatisfy { lhs.element($0) == rhs.element($0) }
        }
    }

    /// One key and its value.
    public struct Member: Sendable, Equatable {
        public var key: String
        public var value: JSONValue

        public init(_ key: String, _ value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// A string, or `null` when `value` is nil.
    public static func optional(_ value: String?) -> JSONValue {
        value.map(JSONValue.string) ?? .null
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// Keeps the literal's order.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(elements.map { Member($0.0, $0.1) })
    }
}

/// Writes ``JSONValue``s as UTF-8 JSON (RFC 8259), indented by two spaces, with a final newline.
///
/// Strings escape `"`, `\` and every control character below U+0020 (as `\n`, `\t`... or
/// `\u00XX`); all other characters, including non-ASCII, are written as UTF-8. Empty arrays and
/// objects are written as `[]` and `{}`.
public enum JSONWriter {
    /// Renders a value as a complete JSON text.
    ///
    /// - Parameter value: The document.
    /// - Returns: The JSON text, ending in a newline.
    /// - Complexity: O(n) in the size of the output.
    public static func render(_ value: JSONValue) -> String {
        var output = JSONOutput(flushThreshold: .max) { _ in }
        output.write(value, indent: 0)
        output.buffer.append(0x0A)
        return String(decoding: output.buffer, as: UTF8.self)
    }

    /// Writes a value as a complete JSON text, handing the bytes to `sink` in chunks of about
    /// 64 KiB. A chunk always ends between two elements of an array, so it is valid UTF-8.
    ///
    /// - Complexity: O(n) in the size of the output; memory O(largest element + chunk).
    /// The elements of a ``JSONValue/lazyArray(_:)`` are built and rendered on `jobs` threads
    /// (nil: one per core), a window at a time, and written in order: the bytes are the same
    /// for any thread count.
    public static func write(_ value: JSONValue, jobs: Int? = nil, to sink: (ArraySlice<UInt8>) -> Void) {
        withoutActuallyEscaping(sink) { sink in
            var output = JSONOutput(flushThreshold: 1 << 16, jobs: jobs, sink: sink)
            output.write(value, indent: 0)
            output.buffer.append(0x0A)
            output.flush()
        }
    }

    /// Writes a quoted, escaped string.
    ///
    /// - Complexity: O(n) in the UTF-8 length of `text`.
    static func writeString(_ text: String, into buffer: inout [UInt8]) {
        buffer.append(UInt8(ascii: "\""))
        // Most strings (keys, ids, paths) need no escape: copy their bytes in one go.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            buffer.append(contentsOf: text.utf8)
            buffer.append(UInt8(ascii: "\""))
            return
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): buffer += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): buffer += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case 0x0A: buffer += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case 0x0D: buffer += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case 0x09: buffer += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0x08: buffer += [UInt8(ascii: "\\"), UInt8(ascii: "b")]
            case 0x0C: buffer += [UInt8(ascii: "\\"), UInt8(ascii: "f")]
            case 0x00..<0x20:
                let hex: StaticString = "0123456789abcdef"
                buffer.append(contentsOf: "\\u00".utf8)
                buffer.append(hex.utf8Start[Int(byte >> 4)])
                buffer.append(hex.utf8Start[Int(byte & 0x0F)])
            default: buffer.append(byte)
            }
        }
        buffer.append(UInt8(ascii: "\""))
    }
}

/// The writer's state: the bytes not yet handed on, and where they go.
private struct JSONOutput {
    var buffer: [UInt8] = []
    let flushThreshold: Int
    /// Threads for lazy arrays; 1 renders them in line (``JSONWriter/render(_:)`` does).
    let jobs: Int
    let sink: (ArraySlice<UInt8>) -> Void

    init(flushThreshold: Int, jobs: Int? = 1, sink: @escaping (ArraySlice<UInt8>) -> Void) {
        self.flushThreshold = flushThreshold
        self.jobs = max(1, jobs ?? ProcessorCount.active)
        self.sink = sink
        // A streaming writer gets its chunk at once; a buffer that collects everything grows
        // as needed (a part of a parallel array may be a few hundred bytes).
        if flushThreshold != .max { buffer.reserveCapacity(flushThreshold + 4096) }
    }

    mutating func flush() {
        guard !buffer.isEmpty else { return }
        sink(buffer[...])
        buffer.removeAll(keepingCapacity: true)
    }

    mutating func write(_ value: JSONValue, indent: Int) {
        switch value {
        case .null: buffer.append(contentsOf: "null".utf8)
        case .bool(let flag): buffer.append(contentsOf: (flag ? "true" : "false").utf8)
        case .int(let number): buffer.append(contentsOf: String(number).utf8)
        case .string(let text): JSONWriter.writeString(text, into: &buffer)
        case .array(let elements):
            writeArray(count: elements.count, indent: indent) { output, offset in
                output.write(elements[offset], indent: indent + 1)
            }
        case .lazyArray(let elements) where jobs > 1 && elements.count > 1:
            writeInParallel(elements, indent: indent)
        case .lazyArray(let elements):
            writeArray(count: elements.count, indent: indent) { output, offset in
                output.write(elements.element(offset), indent: indent + 1)
            }
        case .object(let members):
            guard !members.isEmpty else {
                buffer.append(contentsOf: "{}".utf8)
                return
            }
            buffer.append(UInt8(ascii: "{"))
            for (offset, member) in members.enumerated() {
                if offset > 0 { buffer.append(UInt8(ascii: ",")) }
                newline(indent + 1)
                JSONWriter.writeString(member.key, into: &buffer)
                buffer.append(contentsOf: ": ".utf8)
                write(member.value, indent: indent + 1)
            }
            newline(indent)
            buffer.append(UInt8(ascii: "}"))
        }
    }

    /// `[`, the elements that `writeElement` appends at each offset (separated, one per line),
    /// `]`; the buffer is handed on between elements once it is past the threshold.
    private mutating func writeArray(count: Int, indent: Int, writeElement: (inout JSONOutput, Int) -> Void) {
        guard count > 0 else {
            buffer.append(contentsOf: "[]".utf8)
            return
        }
        buffer.append(UInt8(ascii: "["))
        for offset in 0..<count {
            if offset > 0 { buffer.append(UInt8(ascii: ",")) }
            newline(indent + 1)
            writeElement(&self, offset)
            if buffer.count >= flushThreshold { flush() }
        }
        newline(indent)
        buffer.append(UInt8(ascii: "]"))
    }

    /// A lazy array whose elements are built and rendered a window at a time on `jobs`
    /// threads, and then appended in order.
    ///
    /// Each thread renders a run of consecutive elements, with their separators, into one
    /// buffer: one allocation per part, not one (of 4 KiB, as a fresh writer reserved) per
    /// element, which held 4 MB at a time for a window of 1,024 artifacts.
    private mutating func writeInParallel(_ elements: JSONValue.LazyElements, indent: Int) {
        let window = 512
        let parts = jobs * 4
        buffer.append(UInt8(ascii: "["))
        var start = 0
        while start < elements.count {
            let range = start..<min(start + window, elements.count)
            let size = (range.count + parts - 1) / parts
            let rendered = ConcurrentMap.map(count: (range.count + size - 1) / size, jobs: jobs) { part in
                var output = JSONOutput(flushThreshold: .max) { _ in }
                let first = range.lowerBound + part * size
                for offset in first..<min(first + size, range.upperBound) {
                    if offset > 0 { output.buffer.append(UInt8(ascii: ",")) }
                    output.newline(indent + 1)
                    output.write(elements.element(offset), indent: indent + 1)
                }
                return output.buffer
            }
            for part in rendered {
                buffer.append(contentsOf: part)
                if buffer.count >= flushThreshold { flush() }
            }
            start = range.upperBound
        }
        newline(indent)
        buffer.append(UInt8(ascii: "]"))
    }

    private mutating func newline(_ indent: Int) {
        buffer.append(0x0A)
        buffer.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * 2))
    }
}

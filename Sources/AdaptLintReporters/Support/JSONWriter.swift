import AdaptLintCore
import Dispatch

/// Writes ``JSONValue``s as UTF-8 JSON (RFC 8259), indented by two spaces, with a final newline.
///
/// Strings are escaped by ``AdaptLintCore/JSONString``, the one JSON string escaper: `"`, `\`
/// and every control character (C0, DEL, C1); all other characters, including non-ASCII, are
/// written as UTF-8. Empty arrays and objects are written as `[]` and `{}`.
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

    /// Appends `value` as it is written at depth `indent` of a document: for the rare parts of
    /// an element that a direct writer (as ``SARIFReporter/writeResult(_:into:)`` is) builds
    /// as values.
    /// - Complexity: O(n) in the size of the output.
    static func write(_ value: JSONValue, indent: Int, into buffer: inout [UInt8]) {
        var output = JSONOutput(flushThreshold: .max) { _ in }
        // The caller's buffer is lent to the writer and given back: no copy of either.
        swap(&output.buffer, &buffer)
        output.write(value, indent: indent)
        swap(&output.buffer, &buffer)
    }

    /// Starts the member whose `key` (written quoted, with its `": "`, as `"\"id\": "`) is at
    /// depth `indent` of an object: a comma unless it is the `first`, a line break, the key.
    /// For keys with nothing to escape, as ``JSONValue/object(_:)`` members are written.
    static func writeKey(_ quotedKey: StaticString, first: Bool = false, indent: Int, into buffer: inout [UInt8]) {
        separator(first: first, indent: indent, into: &buffer)
        writeText(quotedKey, into: &buffer)
    }

    /// A comma unless `first`, then ``newline(_:into:)``, appended at once.
    static func separator(first: Bool, indent: Int, into buffer: inout [UInt8]) {
        if indent > maximumSpacedIndent {
            if !first { buffer.append(UInt8(ascii: ",")) }
            newline(indent, into: &buffer)
            return
        }
        commaAndSpaces.withUTF8Buffer { buffer.append(contentsOf: $0[(first ? 1 : 0)..<(2 + indent * 2)]) }
    }

    /// A comma, a line break and the spaces of ``maximumSpacedIndent`` levels: a separator and
    /// the indentation of the next line are its prefixes, appended in one piece. A report writes
    /// one per line, and an append costs about as much as a short string's bytes.
    private static let commaAndSpaces: StaticString =
        ",\n                                                                "

    /// The deepest indent ``commaAndSpaces`` has the spaces for.
    private static let maximumSpacedIndent = 32

    /// A line break and `indent` levels of two spaces.
    static func newline(_ indent: Int, into buffer: inout [UInt8]) {
        var remaining = indent * 2
        let spaced = min(remaining, maximumSpacedIndent * 2)
        commaAndSpaces.withUTF8Buffer { buffer.append(contentsOf: $0[1..<(2 + spaced)]) }
        remaining -= spaced
        while remaining > 0 {
            let count = min(remaining, maximumSpacedIndent * 2)
            commaAndSpaces.withUTF8Buffer { buffer.append(contentsOf: $0[2..<(2 + count)]) }
            remaining -= count
        }
    }

    /// Writes an integer in decimal, as `String(number)` spells it, without building a String.
    static func writeInt(_ number: Int, into buffer: inout [UInt8]) {
        if number < 0 { buffer.append(UInt8(ascii: "-")) }
        let magnitude = number.magnitude
        // The highest power of ten not above the number, then one digit per power.
        var power: UInt = 1
        while power <= magnitude / 10 { power *= 10 }
        repeat {
            buffer.append(UInt8(ascii: "0") + UInt8(magnitude / power % 10))
            power /= 10
        } while power > 0
    }

    /// Appends the bytes of a literal.
    static func writeText(_ literal: StaticString, into buffer: inout [UInt8]) {
        literal.withUTF8Buffer { buffer.append(contentsOf: $0) }
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
        case .null: JSONWriter.writeText("null", into: &buffer)
        case .bool(let flag): JSONWriter.writeText(flag ? "true" : "false", into: &buffer)
        case .int(let number): JSONWriter.writeInt(number, into: &buffer)
        case .string(let text): JSONString.write(text, into: &buffer)
        case .array(let elements):
            writeArray(count: elements.count, indent: indent) { output, offset in
                output.write(elements[offset], indent: indent + 1)
            }
        case .lazyArray(let elements) where jobs > 1 && elements.count > 1:
            writeInParallel(elements, indent: indent)
        case .lazyArray(let elements):
            writeArray(count: elements.count, indent: indent) { output, offset in
                output.writeElement(elements, at: offset, indent: indent + 1)
            }
        case .object(let members):
            guard !members.isEmpty else {
                JSONWriter.writeText("{}", into: &buffer)
                return
            }
            buffer.append(UInt8(ascii: "{"))
            for (offset, member) in members.enumerated() {
                JSONWriter.separator(first: offset == 0, indent: indent + 1, into: &buffer)
                JSONString.write(member.key, into: &buffer)
                JSONWriter.writeText(": ", into: &buffer)
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
            JSONWriter.writeText("[]", into: &buffer)
            return
        }
        buffer.append(UInt8(ascii: "["))
        for offset in 0..<count {
            JSONWriter.separator(first: offset == 0, indent: indent + 1, into: &buffer)
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
                    JSONWriter.separator(first: offset == 0, indent: indent + 1, into: &output.buffer)
                    output.writeElement(elements, at: offset, indent: indent + 1)
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
        JSONWriter.newline(indent, into: &buffer)
    }

    /// The element of a lazy array at `offset`: written straight when it can be, else built
    /// and written.
    private mutating func writeElement(_ elements: JSONValue.LazyElements, at offset: Int, indent: Int) {
        if let write = elements.write {
            write(offset, indent, &buffer)
        } else {
            self.write(elements.element(offset), indent: indent)
        }
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// JSON-RPC messages framed with `Content-Length` headers (the LSP base protocol) over two file
/// descriptors.
///
/// Reading is bounded: a message longer than ``maximumMessageBytes`` is skipped without being
/// kept in memory, and a header block longer than ``maximumHeaderBytes`` is dropped, so no input
/// can make the server grow without limit.
public final class MessageChannel {
    /// What one read from the channel gave.
    public enum Incoming: Equatable {
        /// The body of one message.
        case message([UInt8])
        /// A message whose `Content-Length` exceeds the limit; its body was skipped.
        case oversized(Int)
        /// A header block without a usable `Content-Length`; it was skipped.
        case malformedHeader
        /// The other side closed the stream.
        case endOfInput
    }

    /// Largest message body read (the `file-size` limit of a spec plus room for the JSON-RPC frame).
    public static let maximumMessageBytes = 17 * 1024 * 1024
    /// Largest header block.
    static let maximumHeaderBytes = 8 * 1024

    private let input: Int32
    private let output: Int32
    private var buffer: [UInt8] = []
    /// Where unread bytes start in ``buffer``.
    private var start = 0
    private var closed = false

    /// Creates a channel reading `input` and writing `output` (standard input and output by default).
    public init(input: Int32 = 0, output: Int32 = 1) {
        self.input = input
        self.output = output
    }

    /// Whether a message could be read without waiting: bytes are buffered or the descriptor is readable.
    public var hasPendingInput: Bool {
        if start < buffer.count || closed { return true }
        var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0
    }

    /// Reads the next message, waiting for it.
    ///
    /// - Complexity: O(n) in the size of the message.
    public func next() -> Incoming {
        guard let headerEnd = readHeaders() else { return closed ? .endOfInput : .malformedHeader }
        let header = String(decoding: buffer[start..<headerEnd], as: UTF8.self)
        start = headerEnd + 4
        guard let length = Self.contentLength(header) else { return .malformedHeader }
        if length > Self.maximumMessageBytes {
            skip(length)
            return .oversized(length)
        }
        while buffer.count - start < length {
            guard fill() else { return .endOfInput }
        }
        let body = Array(buffer[start..<start + length])
        start += length
        compact()
        return .message(body)
    }

    /// Writes one message with its header; false when the other side is gone.
    @discardableResult
    public func send(_ value: LSPValue) -> Bool {
        let body = value.serialized()
        var frame = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
        frame.append(contentsOf: body)
        var written = 0
        while written < frame.count {
            let result = frame.withUnsafeBytes { raw -> Int in
                guard let base = raw.baseAddress else { return -1 }
                return write(output, base + written, raw.count - written)
            }
            if result < 0 && errno == EINTR { continue }
            guard result > 0 else { return false }
            written += result
        }
        return true
    }

    /// The value of the `Content-Length` header (case-insensitive name), if valid.
    static func contentLength(_ header: String) -> Int? {
        for line in header.split(separator: "\r\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].lowercased() == "content-length" else { continue }
            let text = parts[1].trimmingSpaces
            guard !text.isEmpty, text.count <= 12, text.allSatisfy(\.isASCIIDigit) else { return nil }
            return Int(text)
        }
        return nil
    }

    /// Reads until a blank line ends the headers; returns the index of its `\r\n\r\n`, or nil at
    /// the end of input or when the headers are too long (then they are dropped).
    private func readHeaders() -> Int? {
        var searched = start
        while true {
            if let found = Self.find([13, 10, 13, 10], in: buffer, from: searched) { return found }
            if buffer.count - start > Self.maximumHeaderBytes {
                start = buffer.count
                compact()
                return nil
            }
            searched = max(start, buffer.count - 3)
            guard fill() else { return nil }
        }
    }

    /// Drops `count` bytes of input, reading and discarding what is not buffered yet.
    private func skip(_ count: Int) {
        var remaining = count
        while remaining > 0 {
            if start == buffer.count && !fill() { return }
            let taken = min(remaining, buffer.count - start)
            start += taken
            remaining -= taken
            compact()
        }
    }

    /// Reads more bytes; false at the end of input or on an error.
    private func fill() -> Bool {
        guard !closed else { return false }
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                closed = true
                return false
            }
            buffer.append(contentsOf: chunk[0..<count])
            return true
        }
    }

    /// Forgets consumed bytes once they are most of the buffer.
    private func compact() {
        if start > 0 && start * 2 >= buffer.count {
            buffer.removeSubrange(0..<start)
            start = 0
        }
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from: Int) -> Int? {
        guard haystack.count >= needle.count, from <= haystack.count - needle.count else { return nil }
        for index in from...(haystack.count - needle.count)
        where haystack[index] == needle[0] && haystack[index..<index + needle.count].elementsEqual(needle) {
            return index
        }
        return nil
    }
}

extension Substring {
    fileprivate var trimmingSpaces: Substring {
        var text = self
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return text
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

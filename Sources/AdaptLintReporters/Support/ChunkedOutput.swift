/// Text handed to a sink in chunks of about 64 KiB, for reporters that write their output
/// piece by piece (``Reporter/write(_:context:to:)``). Each chunk is whole pieces of text, so
/// it ends on a character boundary.
struct ChunkedOutput {
    /// The size past which the collected bytes are handed on.
    static let threshold = 1 << 16

    private var buffer: [UInt8] = []
    private let sink: (ArraySlice<UInt8>) -> Void

    private init(sink: @escaping (ArraySlice<UInt8>) -> Void) {
        self.sink = sink
        buffer.reserveCapacity(Self.threshold + 4096)
    }

    /// Runs `produce` on an output that hands its bytes to `sink`, then hands on the rest.
    static func write(to sink: (ArraySlice<UInt8>) -> Void, _ produce: (inout ChunkedOutput) -> Void) {
        withoutActuallyEscaping(sink) { sink in
            var output = ChunkedOutput(sink: sink)
            produce(&output)
            output.flush()
        }
    }

    /// Appends `text`, and hands the bytes on once they pass the threshold.
    mutating func append(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= Self.threshold { flush() }
    }

    private mutating func flush() {
        guard !buffer.isEmpty else { return }
        sink(buffer[...])
        buffer.removeAll(keepingCapacity: true)
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard output or standard error, written with `write(2)`: a closed, full or broken stream
/// (`>&-`, `>/dev/full`, `| head` with SIGPIPE ignored) is remembered as a failure instead of
/// ending the process (FileHandle's `write` traps on any error). After the first failure the
/// stream drops everything else, so a long report is not rendered into an error per chunk.
public final class StandardStream: @unchecked Sendable {
    /// The descriptor written: 1 or 2.
    public let descriptor: Int32
    /// The system's reason for the first failed write, if one failed.
    public private(set) var failure: String?

    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Writes `text` whole, unless an earlier write failed.
    public func write(_ text: String) {
        guard failure == nil else { return }
        var text = text
        failure = text.withUTF8 { bytes in AtomicFile.writeAll(ArraySlice(bytes), to: descriptor) }
    }

    /// The exit code after the run: `status`, or 2 when either stream failed, after saying so
    /// once on standard error when that still works.
    ///
    /// - Parameters:
    ///   - status: What the command chose.
    ///   - output: Standard output.
    ///   - error: Standard error.
    public static func finish(_ status: Int32, output: StandardStream, error: StandardStream) -> Int32 {
        if let failure = output.failure {
            error.write("error: cannot write to standard output: \(failure)\n")
            return CommandLineTool.ExitCode.invalidInput.rawValue
        }
        return error.failure == nil ? status : CommandLineTool.ExitCode.invalidInput.rawValue
    }

    /// Reads standard input until its end or until more than `limit` bytes were read, so that
    /// an endless or huge input costs at most `limit` bytes of memory.
    ///
    /// - Returns: The bytes (at most `limit + 1`: more than `limit` means the input is too
    ///   large), and the system's reason when a read failed.
    /// - Complexity: O(min(n, limit)).
    static func readInput(limit: Int, descriptor: Int32 = 0) -> (bytes: [UInt8], failure: String?) {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while bytes.count <= limit {
            let wanted = min(chunk.count, limit + 1 - bytes.count)
            let count = chunk.withUnsafeMutableBytes { buffer in
                buffer.baseAddress.map { read(descriptor, $0, wanted) } ?? 0
            }
            if count < 0 {
                if errno == EINTR { continue }
                return (bytes, FileDiscovery.describe(errno))
            }
            if count == 0 { break }
            bytes += chunk[0..<count]
        }
        return (bytes, nil)
    }
}

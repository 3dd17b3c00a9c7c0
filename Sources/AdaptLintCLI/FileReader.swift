#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a whole file with POSIX calls, refusing what is not a regular file and stopping at a
/// size limit before allocating for it.
enum FileReader {
    enum Failure: Error {
        case message(String)
        /// The file is larger than the limit; `size` is its size.
        case tooLarge(size: Int)
    }

    static func read(_ path: String, limit: Int) -> Result<[UInt8], Failure> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.message("cannot open: \(FileDiscovery.describe(errno))")) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(.message("cannot stat: \(FileDiscovery.describe(errno))")) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .failure(.message("is a directory"))
        case S_IFIFO: return .failure(.message("is a FIFO (named pipe), not a regular file"))
        case S_IFSOCK: return .failure(.message("is a socket, not a regular file"))
        default: return .failure(.message("is a device, not a regular file"))
        }
        let size = Int(info.st_size)
        if size > limit { return .failure(.tooLarge(size: size)) }
        var bytes = [UInt8](repeating: 0, count: size)
        var total = 0
        while total < size {
            let count = bytes.withUnsafeMutableBytes { buffer in
                posixRead(descriptor, buffer.baseAddress! + total, size - total)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(.message("cannot read: \(FileDiscovery.describe(errno))"))
            }
            if count == 0 { break }
            total += count
        }
        if total < size {
            // The file shrank while we read it: lint what is there, the parser will say if it is cut.
            bytes.removeSubrange(total...)
        } else {
            // It may have grown: read on, within the limit.
            // Files in /proc report size 0 and still have content, so this is not only for growth.
            var chunk = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = chunk.withUnsafeMutableBytes { posixRead(descriptor, $0.baseAddress!, $0.count) }
                if count < 0 {
                    if errno == EINTR { continue }
                    // A failed read is an unreadable file, never an empty or truncated spec.
                    return .failure(.message("cannot read: \(FileDiscovery.describe(errno))"))
                }
                if count == 0 { break }
                bytes += chunk[0..<count]
                if bytes.count > limit { return .failure(.tooLarge(size: bytes.count)) }
            }
        }
        return .success(bytes)
    }
}

private func posixRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
    #else
        Darwin.read(descriptor, buffer, count)
    #endif
}

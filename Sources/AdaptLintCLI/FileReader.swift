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
        guard fstat(descriptor, &info) == 0 else {
            return .failure(.message("cannot stat: \(FileDiscovery.describe(errno))"))
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .failure(.message("is a directory"))
        case S_IFIFO: return .failure(.message("is a FIFO (named pipe), not a regular file"))
        case S_IFSOCK: return .failure(.message("is a socket, not a regular file"))
        default: return .failure(.message("is a device, not a regular file"))
        }
        let size = Int(info.st_size)
        if size > limit { return .failure(.tooLarge(size: size)) }
        // Filled by read(2) straight away: no zeroing pass over the buffer first. One byte more
        // than fstat's size is asked for, so that a file of that size ends with one short read:
        // a second read returning 0 was a system call per file for nothing. A file that grew
        // since fstat fills the extra byte and is read on below.
        var failure: Int32?
        var atEnd = false
        var bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, initialized in
            initialized = 0
            while initialized <= size {
                guard let base = buffer.baseAddress else { break }
                let wanted = size + 1 - initialized
                let count = posixRead(descriptor, base + initialized, wanted)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    break
                }
                // The file shrank: lint what is there; the parser says if it is cut.
                if count == 0 {
                    atEnd = true
                    break
                }
                initialized += count
                // Exactly fstat's size, and the read stopped short of the extra byte: the end.
                if initialized == size && count < wanted {
                    atEnd = true
                    break
                }
            }
        }
        if let failure { return .failure(.message("cannot read: \(FileDiscovery.describe(failure))")) }
        if !atEnd {
            // It has grown since fstat: read on, within the limit (the extra byte counts too).
            switch readRest(descriptor, into: &bytes, limit: limit) {
            case .success: if bytes.count > limit { return .failure(.tooLarge(size: bytes.count)) }
            case .failure(let error): return .failure(error)
            }
        }
        return .success(bytes)
    }

    /// Appends whatever follows the expected end of the file, failing past `limit`.
    private static func readRest(_ descriptor: Int32, into bytes: inout [UInt8], limit: Int) -> Result<Void, Failure> {
        while true {
            var error: Int32 = 0
            let count = withUnsafeTemporaryAllocation(byteCount: 65_536, alignment: 16) { raw -> Int in
                guard let base = raw.baseAddress else { return 0 }
                let count = posixRead(descriptor, base, raw.count)
                if count > 0 { bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: raw.prefix(count))) }
                if count < 0 { error = errno }
                return count
            }
            if count < 0 && error == EINTR { continue }
            // A failed read is an unreadable file, never an empty or truncated spec.
            if count < 0 { return .failure(.message("cannot read: \(FileDiscovery.describe(error))")) }
            if count == 0 { return .success(()) }
            if bytes.count > limit { return .failure(.tooLarge(size: bytes.count)) }
        }
    }
}

private func posixRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
    #else
        Darwin.read(descriptor, buffer, count)
    #endif
}

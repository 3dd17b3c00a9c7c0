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

    /// Flags of every file opened for reading: a FIFO must not block the open (`fstat` then
    /// refuses it), and no descriptor leaks into a child process.
    static let openFlags = O_RDONLY | O_NONBLOCK | O_CLOEXEC

    /// Reads the file at `path` on its own (a ``Session`` reads a worker's files in turn).
    static func read(_ path: String, limit: Int) -> Result<[UInt8], Failure> {
        let descriptor = open(path, openFlags)
        guard descriptor >= 0 else { return .failure(.message("cannot open: \(FileDiscovery.describe(errno))")) }
        defer { close(descriptor) }
        return read(descriptor, limit: limit, session: nil)
    }

    /// Reads the open file `descriptor` whole: `fstat` first, so that what is not a regular file
    /// is refused by type and a file over `limit` before anything is allocated or read.
    ///
    /// - Parameter session: When given, a file smaller than its scratch buffer is read there and
    ///   copied into the session's byte array, which the previous file left unshared: no
    ///   allocation per file. Otherwise the bytes get an array of their own.
    /// - Complexity: O(n) in the size of the file.
    static func read(_ descriptor: Int32, limit: Int, session: Session?) -> Result<[UInt8], Failure> {
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
        var bytes: [UInt8]
        var outcome: Fill
        if let session, size < Session.scratchSize {
            outcome = fill(descriptor, session.scratch, size: size)
            bytes = session.take(count: outcome.count)
        } else {
            // Filled by read(2) straight away: no zeroing pass over the buffer first.
            outcome = Fill(count: 0, atEnd: false, failure: nil)
            bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, initialized in
                if let base = buffer.baseAddress { outcome = fill(descriptor, base, size: size) }
                initialized = outcome.count
            }
        }
        if let failure = outcome.failure {
            return .failure(.message("cannot read: \(FileDiscovery.describe(failure))"))
        }
        if !outcome.atEnd {
            // It has grown since fstat: read on, within the limit (the extra byte counts too).
            switch readRest(descriptor, into: &bytes, limit: limit) {
            case .success: if bytes.count > limit { return .failure(.tooLarge(size: bytes.count)) }
            case .failure(let error): return .failure(error)
            }
        }
        return .success(bytes)
    }

    /// What ``fill(_:_:size:)`` read: how many bytes, whether that is the end of the file, and
    /// the error that stopped it.
    struct Fill {
        var count: Int
        var atEnd: Bool
        var failure: Int32?
    }

    /// Reads up to `size + 1` bytes into `base`, which has room for them.
    ///
    /// One byte more than fstat's size is asked for, so that a file of that size ends with one
    /// short read: a second read returning 0 was a system call per file for nothing. A file that
    /// grew since fstat fills the extra byte, and is not at its end.
    private static func fill(_ descriptor: Int32, _ base: UnsafeMutableRawPointer, size: Int) -> Fill {
        var fill = Fill(count: 0, atEnd: false, failure: nil)
        while fill.count <= size {
            let wanted = size + 1 - fill.count
            let count = posixRead(descriptor, base + fill.count, wanted)
            if count < 0 {
                if errno == EINTR { continue }
                fill.failure = errno
                break
            }
            // The file shrank: lint what is there; the parser says if it is cut.
            if count == 0 {
                fill.atEnd = true
                break
            }
            fill.count += count
            // Exactly fstat's size, and the read stopped short of the extra byte: the end.
            if fill.count == size && count < wanted {
                fill.atEnd = true
                break
            }
        }
        return fill
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

/// `open(2)` without a mode; a function of its own where a method named `open` hides it.
func posixOpen(_ path: UnsafePointer<CChar>, _ flags: Int32) -> Int32 {
    #if canImport(Glibc)
        Glibc.open(path, flags)
    #else
        Darwin.open(path, flags)
    #endif
}

private func posixRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
    #else
        Darwin.read(descriptor, buffer, count)
    #endif
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What is at an output's path, looked at before anything is written there, and so how it
/// is written: a regular file (or a new one) is replaced atomically; a FIFO, a character
/// device or a standard stream (`/dev/stdout`, `/dev/fd/N`) is written into as it is; a
/// directory, a socket or a block device is refused.
///
/// Symbolic links are followed one at a time, so that a link keeps pointing where it did and
/// its target is what gets written, and so that a link to `/proc/self/fd/1` is seen as
/// standard output (the file behind that descriptor must not be replaced: the shell that
/// opened it would keep writing into the old one).
enum OutputTarget: Equatable {
    /// A regular file at `path` (no link left), replaced atomically; `exists` when there is one already.
    case regular(path: String, exists: Bool)
    /// A FIFO or a character device at `path`: opened for writing, never created or replaced.
    case stream(path: String)
    /// An open descriptor of this process (`/dev/stdout`, `/dev/stderr`, `/dev/fd/N`).
    case descriptor(Int32)

    /// The most links followed before the path is refused, as the kernel's own limit.
    static let maximumLinks = 40

    /// Classifies `path`.
    ///
    /// - Returns: How to write it, or the reason it cannot be written.
    /// - Complexity: One `lstat` (and `readlink`) per link on the way.
    static func classify(_ path: String) -> Result<OutputTarget, AtomicFile.Failure> {
        var current = path
        for _ in 0...maximumLinks {
            if let descriptor = standardDescriptor(current) { return .success(.descriptor(descriptor)) }
            var info = stat()
            guard lstat(current, &info) == 0 else {
                let code = errno
                // Nothing there yet (or a dangling link's target): a new regular file.
                if code == ENOENT { return .success(.regular(path: current, exists: false)) }
                return .failure(AtomicFile.Failure(description: String(cString: strerror(code))))
            }
            switch info.st_mode & S_IFMT {
            case S_IFLNK:
                guard let next = linkTarget(current) else {
                    return .failure(AtomicFile.Failure(description: String(cString: strerror(errno))))
                }
                current = next
            case S_IFREG: return .success(.regular(path: current, exists: true))
            case S_IFIFO, S_IFCHR: return .success(.stream(path: current))
            case S_IFDIR: return .failure(AtomicFile.Failure(description: "it is a directory"))
            case S_IFSOCK: return .failure(AtomicFile.Failure(description: "it is a socket, not a file"))
            default: return .failure(AtomicFile.Failure(description: "it is a block device, not a file"))
            }
        }
        return .failure(AtomicFile.Failure(description: String(cString: strerror(ELOOP))))
    }

    /// The descriptor a path names when it is one of this process's open descriptors:
    /// `/dev/stdout`, `/dev/stderr`, `/dev/fd/N`, `/proc/self/fd/N` or `/proc/PID/fd/N` of
    /// this process's own PID.
    static func standardDescriptor(_ path: String) -> Int32? {
        switch path {
        case "/dev/stdout": return 1
        case "/dev/stderr": return 2
        default: break
        }
        for prefix in ["/dev/fd/", "/proc/self/fd/", "/proc/\(getpid())/fd/"] where path.hasPrefix(prefix) {
            return Int32(path.dropFirst(prefix.count))
        }
        return nil
    }

    /// The path a symbolic link points at, made absolute against the link's folder.
    private static func linkTarget(_ link: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(link, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if target.hasPrefix("/") { return target }
        guard let slash = link.lastIndex(of: "/") else { return target }
        return String(link[...slash]) + target
    }
}

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

/// Where the symbolic links on an output's path lead, so that a link committed inside the
/// working folder cannot send an output elsewhere.
///
/// A pull request can commit `adaptlint.sarif -> /etc/cron.d/job` or a folder `reports -> /`; a run
/// in CI that writes `--report sarif:adaptlint.sarif` would then replace or create a file outside
/// the checkout. Links outside the working folder (`/tmp -> /private/tmp`) belong to the machine,
/// not to the checkout, and are followed as the system does.
enum OutputLinks {
    /// Why an output path is refused.
    enum Problem: Equatable {
        /// The link `link` (inside the working folder) leads to `destination`, outside it.
        case leavesWorkingFolder(link: String, destination: String)
        /// The link `link` (inside the working folder) points at nothing: writing would create
        /// whatever it names.
        case dangling(link: String)

        /// The message, with the paths as given (the caller escapes it for printing).
        var description: String {
            switch self {
            case .leavesWorkingFolder(let link, let destination):
                "'\(link)' is a symbolic link that leads outside the working folder (to '\(destination)')"
            case .dangling(let link):
                "'\(link)' is a symbolic link to a file that does not exist"
            }
        }
    }

    /// The first link inside `workingDirectory` on the way to `path` that leads out of it or
    /// nowhere, or nil when every such link stays inside (or there is none).
    ///
    /// Components are resolved one at a time, as the kernel does: `.` and `..` against the
    /// folder reached so far (which holds no links), a link replaced by its target. A
    /// component that does not exist ends the walk; the rest is taken as written.
    ///
    /// - Complexity: One `lstat` per component and one `readlink` per link, at most
    ///   ``OutputTarget/maximumLinks`` links.
    static func problem(_ path: String, workingDirectory: String) -> Problem? {
        let folder = physical(workingDirectory)
        // Components still to resolve, each with the link inside the folder whose target named it.
        var pending: [(name: String, link: String?)] = components(path).map { ($0, nil) }
        var reached = path.hasPrefix("/") ? "" : folder
        var firstLink: String?
        var links = 0
        while !pending.isEmpty {
            let (name, origin) = pending.removeFirst()
            if name == "." { continue }
            if name == ".." {
                reached = parent(reached)
                continue
            }
            let candidate = reached + "/" + name
            var info = stat()
            guard lstat(candidate, &info) == 0 else {
                if errno == ENOENT, let origin { return .dangling(link: origin) }
                // Nothing more exists: the rest of the path is taken as written.
                reached = candidate
                for (rest, _) in pending where rest != "." {
                    reached = rest == ".." ? parent(reached) : reached + "/" + rest
                }
                break
            }
            guard (info.st_mode & S_IFMT) == S_IFLNK else {
                reached = candidate
                continue
            }
            links += 1
            guard links <= OutputTarget.maximumLinks, let target = readTarget(candidate) else { return nil }
            let inside = contains(folder, candidate)
            let shown = relative(candidate, to: folder)
            if inside && firstLink == nil { firstLink = shown }
            let named = components(target).map { (name: $0, link: inside ? shown : origin) }
            pending.insert(contentsOf: named, at: 0)
            if target.hasPrefix("/") { reached = "" }
        }
        guard let firstLink else { return nil }
        let destination = reached.isEmpty ? "/" : reached
        return contains(folder, destination) ? nil : .leavesWorkingFolder(link: firstLink, destination: destination)
    }

    /// Whether `path` (no links, no `.` or `..`) is `folder` or lies under it.
    static func contains(_ folder: String, _ path: String) -> Bool {
        folder == "/" || path == folder || path.hasPrefix(folder + "/")
    }

    private static func components(_ path: String) -> [String] {
        path.split(separator: "/").map(String.init)
    }

    private static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// `path` relative to `folder` when under it (how the user most likely named it), else as is.
    private static func relative(_ path: String, to folder: String) -> String {
        guard folder != "/", path.hasPrefix(folder + "/") else { return path }
        return String(path.dropFirst(folder.count + 1))
    }

    /// `path` with every link resolved (`realpath`), or `path` itself when that fails.
    static func physical(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The text of the link at `path`.
    private static func readTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a whole output, after looking at what its path is (``OutputTarget``).
///
/// A regular file is written atomically: a temporary file beside it, flushed, then renamed
/// over it, so a reader (or a crash) never sees half a file; it keeps its permissions and, when
/// the system allows, its owner, and a symbolic link keeps pointing at the file it named. A
/// FIFO, a character device or a standard stream is written into directly: it is never
/// replaced by a regular file. A directory, a socket or a block device is refused.
enum AtomicFile {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Stricter rules for rewriting a user's own file (`--fix`) than for writing a report.
    struct Policy {
        /// Refuse a file with more than one hard link (a rename would split them).
        var refuseHardLinks = false
        /// Refuse a file without write permission, and fail when the owner cannot be kept.
        var respectPermissions = false
        /// Refuse anything but an existing regular file.
        var existingRegularOnly = false

        static let report = Policy()
        static let fix = Policy(refuseHardLinks: true, respectPermissions: true, existingRegularOnly: true)
    }

    /// Replaces the contents of `path` with `bytes`.
    ///
    /// - Parameter original: The bytes `path` must still hold for the write to happen (`--fix`
    ///   computed its edits on them); they are read again right before the temporary file is
    ///   renamed over it. nil: whatever it holds is replaced.
    /// - Throws: ``Failure`` with the system's reason.
    /// - Complexity: O(n) in the size of `bytes` and `original`.
    static func write(
        _ bytes: [UInt8], to path: String, policy: Policy = .report, replacing original: [UInt8]? = nil
    ) throws(Failure) {
        try write(to: path, policy: policy, replacing: original) { sink in sink(bytes[...]) }
    }

    /// Writes the bytes `produce` hands to its sink to `path`, as they come, so a large report is
    /// never held whole. After the first failed write the rest is dropped (and a regular target
    /// is left untouched).
    ///
    /// - Throws: ``Failure`` with the system's reason.
    /// - Complexity: O(n) in the size of the output.
    static func write(
        to path: String, policy: Policy = .report, replacing original: [UInt8]? = nil,
        _ produce: ((ArraySlice<UInt8>) -> Void) -> Void
    ) throws(Failure) {
        let target = try OutputTarget.classify(path).get()
        switch target {
        case .descriptor(let descriptor):
            try stream(into: descriptor, produce)
        case .stream(let path):
            if policy.existingRegularOnly { throw Failure(description: "it is not a regular file") }
            try stream(to: path, produce)
        case .regular(let path, let exists):
            if policy.existingRegularOnly && !exists { throw Failure(description: "it no longer exists") }
            try replace(path, policy: policy, original: original, produce)
        }
    }

    /// Opens a FIFO or character device for writing, without creating, truncating or
    /// replacing it, and writes into it.
    private static func stream(to path: String, _ produce: ((ArraySlice<UInt8>) -> Void) -> Void) throws(Failure) {
        let descriptor = posixOpen(path, O_WRONLY | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { throw Failure(description: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var info = stat()
        // Swapped for something else since it was looked at: never write a regular file this way.
        guard fstat(descriptor, &info) == 0, [S_IFIFO, S_IFCHR].contains(info.st_mode & S_IFMT) else {
            throw Failure(description: "it changed while it was being opened")
        }
        try stream(into: descriptor, produce)
    }

    /// Writes everything `produce` hands over into an open descriptor.
    private static func stream(into descriptor: Int32, _ produce: ((ArraySlice<UInt8>) -> Void) -> Void) throws(Failure)
    {
        var failure: String?
        produce { chunk in
            guard failure == nil else { return }
            failure = writeAll(chunk, to: descriptor)
        }
        if let failure { throw Failure(description: failure) }
    }

    /// Writes a temporary file beside the regular file `target` (no links left in its last
    /// component) and renames it over `target`.
    private static func replace(
        _ target: String, policy: Policy, original: [UInt8]?, _ produce: ((ArraySlice<UInt8>) -> Void) -> Void
    ) throws(Failure) {
        var mode: mode_t = 0o644
        var info = stat()
        let exists = stat(target, &info) == 0
        if exists {
            mode = info.st_mode & 0o7777
            if policy.refuseHardLinks && info.st_nlink > 1 {
                throw Failure(description: "it has \(info.st_nlink) hard links, which rewriting it would split")
            }
            // Root passes access(2) for any file, so the mode's write bits are asked as well.
            if policy.respectPermissions && (access(target, W_OK) != 0 || mode & 0o222 == 0) {
                throw Failure(description: "it is read-only")
            }
        }
        let directory = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        let template = (directory.isEmpty ? "." : directory) + "/.\(name).adaptlint-XXXXXX"
        let (descriptor, temporary) = try TemporaryFiles.shared.create(template)
        defer { TemporaryFiles.shared.remove(temporary) }
        var failure: String?
        produce { chunk in
            guard failure == nil else { return }
            failure = writeAll(chunk, to: descriptor)
        }
        if failure == nil && fchmod(descriptor, mode) != 0 { failure = String(cString: strerror(errno)) }
        if failure == nil, exists, info.st_uid != geteuid() || info.st_gid != getegid(),
            fchown(descriptor, info.st_uid, info.st_gid) != 0, policy.respectPermissions
        {
            failure = "its owner cannot be kept (\(String(cString: strerror(errno))))"
        }
        if failure == nil && fsync(descriptor) != 0 { failure = String(cString: strerror(errno)) }
        close(descriptor)
        if failure == nil { failure = stillReplaceable(target, original: original) }
        if failure == nil && rename(temporary, target) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporary)
            throw Failure(description: failure)
        }
    }

    /// Why `target` may no longer be replaced: it became something other than a regular file
    /// while the temporary file was written, or no longer holds the `original` bytes.
    private static func stillReplaceable(_ target: String, original: [UInt8]?) -> String? {
        var info = stat()
        guard lstat(target, &info) == 0 else {
            return original == nil ? nil : "it was removed while adaptlint was fixing it"
        }
        if (info.st_mode & S_IFMT) != S_IFREG { return "it was replaced by something other than a file" }
        if let original {
            guard case .success(let now) = FileReader.read(target, limit: original.count + 1), now == original else {
                return "it changed while adaptlint was fixing it"
            }
        }
        return nil
    }

    /// Writes every byte of `chunk`, retrying after interruptions; the system's reason on failure.
    static func writeAll(_ chunk: ArraySlice<UInt8>, to descriptor: Int32) -> String? {
        var written = 0
        while written < chunk.count {
            let count = chunk.withUnsafeBytes { buffer in
                buffer.baseAddress.map { posixWrite(descriptor, $0 + written, chunk.count - written) } ?? 0
            }
            if count < 0 {
                if errno != EINTR { return String(cString: strerror(errno)) }
            } else {
                written += count
            }
        }
        return nil
    }
}

func posixWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.write(descriptor, buffer, count)
    #else
        Darwin.write(descriptor, buffer, count)
    #endif
}

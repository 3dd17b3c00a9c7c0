import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a whole file atomically: a temporary file in the same folder, flushed, then renamed
/// over the target, so a reader (or a crash) never sees half a file. An existing file keeps its
/// permissions, and a symbolic link keeps pointing at the file it named.
enum AtomicFile {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Replaces the contents of `path` with `bytes`.
    ///
    /// - Throws: ``Failure`` with the system's reason.
    /// - Complexity: O(n) in the size of `bytes`.
    static func write(_ bytes: [UInt8], to path: String) throws(Failure) {
        try write(to: path) { sink in sink(bytes[...]) }
    }

    /// Replaces the contents of `path` with the bytes `produce` hands to its sink, written as
    /// they come, so a large report is never held whole. After the first failed write the
    /// rest is dropped and the target is left untouched.
    ///
    /// - Throws: ``Failure`` with the system's reason.
    /// - Complexity: O(n) in the size of the output.
    static func write(to path: String, _ produce: ((ArraySlice<UInt8>) -> Void) -> Void) throws(Failure) {
        var target = path
        if let resolved = realpath(path, nil) {
            target = String(cString: resolved)
            free(resolved)
        }
        var mode: mode_t = 0o644
        var info = stat()
        if stat(target, &info) == 0 { mode = info.st_mode & 0o7777 }
        let directory = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        var template = Array(((directory.isEmpty ? "." : directory) + "/.\(name).adaptlint-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { mkstemp($0) } ?? -1
        }
        guard descriptor >= 0 else { throw Failure(description: String(cString: strerror(errno))) }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var failure: String?
        produce { chunk in
            guard failure == nil else { return }
            failure = writeAll(chunk, to: descriptor)
        }
        if failure == nil && fchmod(descriptor, mode) != 0 { failure = String(cString: strerror(errno)) }
        if failure == nil && fsync(descriptor) != 0 { failure = String(cString: strerror(errno)) }
        close(descriptor)
        if failure == nil && rename(temporary, target) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporary)
            throw Failure(description: failure)
        }
    }

    /// Writes every byte of `chunk`, retrying after interruptions; the system's reason on failure.
    private static func writeAll(_ chunk: ArraySlice<UInt8>, to descriptor: Int32) -> String? {
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

private func posixWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.write(descriptor, buffer, count)
    #else
        Darwin.write(descriptor, buffer, count)
    #endif
}

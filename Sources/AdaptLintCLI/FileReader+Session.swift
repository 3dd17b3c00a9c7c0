#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension FileReader {
    /// Reads one worker's files in turn, keeping what a file leaves for the next: its folder,
    /// open, and the buffers its bytes went through. Not shared between threads.
    ///
    /// Two costs every file paid whatever its size: the kernel resolved its whole path on
    /// `open` (seven components and a symbolic link for `Benchmarks/corpus/tiny/d00/x.json`,
    /// the largest system-call cost of a run over small specs), and its bytes got an array
    /// allocated and freed. Files come sorted, so consecutive files of a worker share a
    /// folder: the session keeps that folder open and opens each file with `openat` on its
    /// name alone, and reuses one byte array for every file whose bytes nobody kept.
    final class Session {
        /// Files smaller than this are read into ``scratch`` and copied into ``bytes``; larger
        /// ones get an array of their own (a copy is nothing next to reading them).
        static let scratchSize = 128 * 1024

        /// Where small files are read: allocated once (BENCHMARKS.md, item 29).
        let scratch = UnsafeMutableRawPointer.allocate(byteCount: scratchSize, alignment: 16)
        /// The previous small file's bytes; reused when the linter kept no reference to them.
        private var bytes: [UInt8] = []
        /// The folder part of the previous path, as it was spelled, and a descriptor open on it
        /// (-1 when it could not be opened: then files are opened by their whole path).
        private var folder: [UInt8] = []
        private var folderDescriptor: Int32 = -1

        init() {}

        deinit {
            scratch.deallocate()
            if folderDescriptor >= 0 { close(folderDescriptor) }
        }

        /// Reads the file at `path` whole, as ``FileReader/read(_:limit:)`` does.
        func read(_ path: String, limit: Int) -> Result<[UInt8], Failure> {
            let descriptor = open(path)
            guard descriptor >= 0 else {
                return .failure(.message("cannot open: \(FileDiscovery.describe(errno))"))
            }
            defer { close(descriptor) }
            return FileReader.read(descriptor, limit: limit, session: self)
        }

        /// The first `count` bytes of ``scratch`` in the reused array.
        ///
        /// When the previous caller still holds the array, `removeAll` leaves it to them and
        /// starts a new one: copy-on-write decides, so a kept array is never overwritten.
        func take(count: Int) -> [UInt8] {
            // One replacement instead of `removeAll(keepingCapacity:)` then `append`: in place
            // when the array is unique and large enough, a new one otherwise.
            bytes.replaceSubrange(
                bytes.startIndex..<bytes.endIndex, with: UnsafeRawBufferPointer(start: scratch, count: count))
            return bytes
        }

        /// Opens `path` for reading, relative to its folder when that folder is open; the
        /// system's error is in `errno` when the result is negative.
        ///
        /// The kernel resolves the folder's part of the path once per folder instead of once per
        /// file: `openat` on the name walks the same components as `open` on the whole path,
        /// only the folder's ones earlier. A path without a folder, with a `NUL` or ending in
        /// `/`, or in a folder that cannot be opened, is opened whole, and so is a path whose
        /// `openat` fails: an error always comes from the whole path, as without a session.
        /// - Complexity: O(n) in the UTF-8 length of `path`.
        func open(_ path: String) -> Int32 {
            path.withCString { full in
                let length = strlen(full)
                guard length == path.utf8.count, let slash = Self.lastSlash(full, length), slash + 1 < length else {
                    return posixOpen(full, FileReader.openFlags)
                }
                // A file at the root is in "/".
                let folderLength = slash == 0 ? 1 : slash
                if !sameFolder(full, folderLength) { openFolder(full, folderLength) }
                if folderDescriptor >= 0 {
                    let descriptor = openat(folderDescriptor, full + slash + 1, FileReader.openFlags)
                    if descriptor >= 0 { return descriptor }
                }
                // Failures are rare: the whole path says what is wrong with it now, even when
                // the open folder was replaced since (its descriptor names the old one).
                return posixOpen(full, FileReader.openFlags)
            }
        }

        /// The offset of the last `/` in the `length` bytes at `text`.
        private static func lastSlash(_ text: UnsafePointer<CChar>, _ length: Int) -> Int? {
            var offset = length
            while offset > 0 {
                offset -= 1
                if text[offset] == CChar(UInt8(ascii: "/")) { return offset }
            }
            return nil
        }

        /// Whether the first `length` bytes at `text` are ``folder``.
        private func sameFolder(_ text: UnsafePointer<CChar>, _ length: Int) -> Bool {
            guard length == folder.count else { return false }
            return folder.withUnsafeBytes { raw in raw.baseAddress.map { memcmp($0, text, length) == 0 } ?? false }
        }

        /// Closes the open folder and opens the one named by the first `length` bytes at `text`.
        private func openFolder(_ text: UnsafePointer<CChar>, _ length: Int) {
            if folderDescriptor >= 0 { close(folderDescriptor) }
            folder = Array(UnsafeRawBufferPointer(start: text, count: length))
            let name = folder.map { CChar(bitPattern: $0) } + [0]
            folderDescriptor = posixOpen(name, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        }
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One input found by discovery: a file to lint, or a path that could not be used.
public struct DiscoveredInput: Sendable, Equatable {
    public var path: String
    /// Set when the path cannot be linted (missing, unreadable directory, symlink loop...).
    public var error: String?
}

/// Expands the command-line paths into spec files.
///
/// A file named on the command line is linted whatever its extension. A directory is walked
/// recursively for `*.json`, skipping names that start with `.`. Symbolic links are followed,
/// but a directory already being walked (a link loop) is reported once and not entered again,
/// and a directory reached a second time through another link is not walked again.
/// Results are sorted by path so that output never depends on directory order.
public enum FileDiscovery {
    public static func discover(_ paths: [String]) -> [DiscoveredInput] {
        var results: [DiscoveredInput] = []
        for path in paths.isEmpty ? ["."] : paths {
            var info = stat()
            guard stat(path, &info) == 0 else {
                results.append(DiscoveredInput(path: display(path), error: statFailure(path, errno)))
                continue
            }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                var walker = Walker()
                walker.walk(path, info: info)
                results += walker.results
            } else {
                results.append(DiscoveredInput(path: display(path), error: nil))
            }
        }
        // A walk lists a folder's entries sorted, which is usually the order of the paths too
        // (not always: `a/b/c` sorts after `a/b.json`). Then there is nothing to sort, and no
        // path repeats: the set of every path is only needed otherwise.
        if results.indices.dropFirst().allSatisfy({ results[$0 - 1].path < results[$0].path }) { return results }
        var seen = Set<String>()
        return results.filter { seen.insert($0.path).inserted }.sorted { $0.path < $1.path }
    }

    /// Drops a leading "./" so that paths read as users type them.
    static func display(_ path: String) -> String {
        var path = path
        while path.hasPrefix("./") && path.count > 2 { path.removeFirst(2) }
        return path
    }

    /// Why `stat` failed on `path`, naming a dangling or looping symbolic link as such.
    static func statFailure(_ path: String, _ reason: Int32) -> String {
        var linkInfo = stat()
        if lstat(path, &linkInfo) == 0 && (linkInfo.st_mode & S_IFMT) == S_IFLNK {
            return "broken symbolic link or link loop (\(describe(reason)))"
        }
        return "cannot open: \(describe(reason))"
    }

    static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    private struct Walker {
        /// The name of a directory entry and whether it is known to be a regular file (links,
        /// directories and file systems that do not report types, `DT_UNKNOWN`, get a `stat`).
        ///
        /// Reads the two fields in place. A `dirent` from `readdir` is only as long as its name
        /// (`d_reclen`), so copying the whole struct, or its 256-byte `d_name`, can read past the
        /// end of the directory buffer: a run crashed that way when an entry ended a page.
        static func read(_ entry: UnsafeMutablePointer<dirent>) -> (name: String, regular: Bool) {
            let raw = UnsafeRawPointer(entry)
            let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name) ?? 0
            let typeOffset = MemoryLayout<dirent>.offset(of: \dirent.d_type) ?? 0
            let name = String(cString: raw.advanced(by: nameOffset).assumingMemoryBound(to: CChar.self))
            return (name, raw.load(fromByteOffset: typeOffset, as: UInt8.self) == UInt8(DT_REG))
        }

        /// `base` followed by `name`, in a String of exactly that size: a run keeps every
        /// path, and `base + name` left most of them with a third of their storage unused
        /// (144 bytes a path of 60).
        static func join(_ base: String, _ name: String) -> String {
            let count = base.utf8.count + name.utf8.count
            return String(unsafeUninitializedCapacity: count) { buffer in
                let middle = buffer.initialize(fromContentsOf: base.utf8)
                let end = buffer[middle...].initialize(fromContentsOf: name.utf8)
                return end
            }
        }

        var results: [DiscoveredInput] = []
        /// (device, inode) of the directories on the current path, to detect link loops.
        var active: [(UInt64, UInt64)] = []
        /// Every directory walked so far, as "device:inode". Links can make a lattice in which
        /// 30 levels of two links each name 2^30 paths; walking each directory once keeps the
        /// walk linear in the number of directories.
        var visited: Set<String> = []

        mutating func walk(_ directory: String, info: stat) {
            let identity = (UInt64(info.st_dev), UInt64(info.st_ino))
            if active.contains(where: { $0 == identity }) {
                results.append(
                    DiscoveredInput(
                        path: display(directory), error: "symbolic link loop: this directory is already being searched")
                )
                return
            }
            guard visited.insert("\(identity.0):\(identity.1)").inserted else { return }
            guard let handle = opendir(directory) else {
                results.append(
                    DiscoveredInput(path: display(directory), error: "cannot read directory: \(describe(errno))"))
                return
            }
            var names: [(name: String, regular: Bool)] = []
            while let entry = readdir(handle) {
                // The entry's type, when the file system gives it, spares a stat per file.
                let (name, regular) = Self.read(entry)
                if name.hasPrefix(".") { continue }
                names.append((name, regular))
            }
            closedir(handle)
            active.append(identity)
            defer { active.removeLast() }
            let base = directory.hasSuffix("/") ? directory : directory + "/"
            for (name, regular) in names.sorted(by: { $0.name < $1.name }) {
                let path = Self.join(base, name)
                if regular {
                    if name.hasSuffix(".json") { results.append(DiscoveredInput(path: display(path), error: nil)) }
                    continue
                }
                var child = stat()
                guard stat(path, &child) == 0 else {
                    if name.hasSuffix(".json") {
                        results.append(DiscoveredInput(path: display(path), error: statFailure(path, errno)))
                    }
                    continue
                }
                switch child.st_mode & S_IFMT {
                case S_IFDIR: walk(path, info: child)
                default:
                    if name.hasSuffix(".json") { results.append(DiscoveredInput(path: display(path), error: nil)) }
                }
            }
        }
    }
}

import AdaptLintReaders

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension FileDiscovery {
    /// Walks a directory tree, collecting `*.json` files (and Info.plist, `*-Info.plist` and
    /// `project.pbxproj`) in sorted order.
    struct Walker {
        var results: [DiscoveredInput] = []
        /// (device, inode) of the directories on the current path, to detect link loops.
        var active: [(UInt64, UInt64)] = []
        /// Every directory walked so far, as "device:inode". Links can make a lattice in which
        /// 30 levels of two links each name 2^30 paths; walking each directory once keeps the
        /// walk linear in the number of directories.
        var visited: Set<String> = []
        /// The walked root with its links resolved: a symbolic link whose target lies outside
        /// is not followed (as ripgrep and fd do). Nil with `--follow-links`.
        var root: String?

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
            let base = directory.hasSuffix("/") ? directory : directory + "/"
            var entries: [Entry] = []
            while let entry = readdir(handle) {
                if let entry = Entry(entry, base: base) { entries.append(entry) }
            }
            closedir(handle)
            active.append(identity)
            defer { active.removeLast() }
            // By index, reading each entry's fields in place: copying the entries into sorted
            // order and each one out of the array retained and released every path twice more.
            for index in Entry.order(entries) {
                if entries[index].regular {
                    if entries[index].isJSON {
                        results.append(DiscoveredInput(path: display(entries[index].path), error: nil))
                    }
                    continue
                }
                let entry = entries[index]
                let path = entry.path
                if entry.invalidName {
                    // Its repaired path names no file: said, never skipped in silence.
                    results.append(
                        DiscoveredInput(path: display(path), error: "the name is not valid UTF-8; rename it to lint it")
                    )
                    continue
                }
                if let root, leavesRoot(path, root: root) { continue }
                var child = stat()
                guard stat(path, &child) == 0 else {
                    let code = errno
                    if entry.isJSON || code == ENAMETOOLONG {
                        results.append(DiscoveredInput(path: display(path), error: statFailure(path, code)))
                    }
                    continue
                }
                switch child.st_mode & S_IFMT {
                case S_IFDIR:
                    if !DefaultExcludes.skips(entry.name) { walk(path, info: child) }
                default:
                    if entry.isJSON { results.append(DiscoveredInput(path: display(path), error: nil)) }
                }
            }
        }
    }

    /// Whether `path` is a symbolic link whose target (links resolved) is outside `root`.
    static func leavesRoot(_ path: String, root: String) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return false }
        guard let pointer = realpath(path, nil) else { return false }
        defer { free(pointer) }
        let target = String(cString: pointer)
        return !(target == root || target.hasPrefix(root == "/" ? "/" : root + "/"))
    }

    /// A directory entry that is not hidden: its path (the folder's, then its name), whether
    /// it is known to be a regular file (links, directories and file systems that do not report
    /// types, `DT_UNKNOWN`, get a `stat`), and the name's bytes as the sort needs them.
    ///
    /// The path is made at once from the entry's bytes, and ASCII names (for which String
    /// comparison and Character prefixes and suffixes are byte comparisons) are sorted and
    /// filtered on bytes; other names take the String way. The walk is serial and comes before any
    /// file is read (BENCHMARKS.md, item 31).
    struct Entry {
        let path: String
        /// Where the name starts in `path`'s UTF-8.
        let nameStart: Int
        let regular: Bool
        /// The name's first 16 bytes, big-endian (zeros after a shorter name): ordered as
        /// numbers, ASCII names are ordered as String comparison orders them. Zero for others.
        let key: (UInt64, UInt64)
        let ascii: Bool
        /// The name's bytes are not UTF-8, so ``path`` (repaired) names no file.
        let invalidName: Bool
        /// Longer than the 16 bytes of `key`.
        let long: Bool
        /// Whether the name ends in the Characters `.json`, or is a project file the walk lints
        /// (``ProjectFileReader/isDiscovered(name:)``): for an ASCII name, `.json` is decided on the
        /// entry's bytes while they are at hand rather than through the path's reversed UTF-8
        /// view (BENCHMARKS.md, item 31).
        let isJSON: Bool

        /// The entry at `entry`, read in place, as a path in `base` (which ends in `/`); nil for
        /// names that start with the Character `.`.
        ///
        /// A `dirent` from `readdir` is only as long as its name (`d_reclen`), so copying the
        /// whole struct, or its 256-byte `d_name`, can read past the end of the directory
        /// buffer: a run crashed that way when an entry ended a page.
        init?(_ entry: UnsafeMutablePointer<dirent>, base: String) {
            let raw = UnsafeRawPointer(entry)
            let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name) ?? 0
            let typeOffset = MemoryLayout<dirent>.offset(of: \dirent.d_type) ?? 0
            let name = raw.advanced(by: nameOffset).assumingMemoryBound(to: UInt8.self)
            let length = strlen(raw.advanced(by: nameOffset).assumingMemoryBound(to: CChar.self))
            let bytes = UnsafeBufferPointer(start: name, count: length)
            let ascii = !bytes.contains { $0 >= 0x80 }
            if bytes.first == UInt8(ascii: ".") {
                // A dot followed by ASCII (or nothing) is the Character "."; otherwise, as before,
                // the Characters decide ("." and a combining mark is another Character).
                if ascii || bytes.count < 2 || bytes[1] < 0x80 || String(decoding: bytes, as: UTF8.self).hasPrefix(".")
                {
                    return nil
                }
            }
            // The name is repaired as String(cString:) repaired it: invalid UTF-8 becomes U+FFFD
            // (the folder part is valid already, so the two repairs agree).
            let baseLength = base.utf8.count
            path = String(unsafeUninitializedCapacity: baseLength + length) { buffer in
                guard let start = buffer.baseAddress else { return 0 }
                let copied = base.utf8.withContiguousStorageIfAvailable { folder -> Int in
                    if let folderStart = folder.baseAddress { start.update(from: folderStart, count: folder.count) }
                    return folder.count
                }
                if copied == nil { _ = buffer.initialize(fromContentsOf: base.utf8) }
                if length > 0 { (start + baseLength).update(from: name, count: length) }
                return baseLength + length
            }
            nameStart = baseLength
            regular = raw.load(fromByteOffset: typeOffset, as: UInt8.self) == UInt8(DT_REG)
            self.ascii = ascii
            invalidName = !ascii && String(validating: bytes, as: UTF8.self) == nil
            long = length > 16
            var words: (UInt64, UInt64) = (0, 0)
            if ascii {
                for offset in 0..<min(length, 16) {
                    let shift = UInt64(8 * (7 - offset % 8))
                    if offset < 8 {
                        words.0 |= UInt64(bytes[offset]) << shift
                    } else {
                        words.1 |= UInt64(bytes[offset]) << shift
                    }
                }
            }
            key = words
            let json = ascii ? Self.endsInJSON(bytes) : Substring(path.utf8.dropFirst(baseLength)).hasSuffix(".json")
            // Interface Builder documents, Info.plist, *-Info.plist and project.pbxproj are linted too.
            isJSON =
                json || Self.endsInInterfaceBuilder(bytes)
                || ProjectFileReader.isDiscovered(name: Substring(path.utf8.dropFirst(baseLength)))
        }

        /// Whether the bytes end in `.xib` or `.storyboard`: Interface Builder documents are linted too.
        private static func endsInInterfaceBuilder(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            let count = bytes.count
            guard count >= 4, bytes[count - 1] == UInt8(ascii: "b") || bytes[count - 1] == UInt8(ascii: "d") else {
                return false
            }
            let name = String(decoding: bytes, as: UTF8.self)
            return name.hasSuffix(".xib") || name.hasSuffix(".storyboard")
        }

        /// Whether the bytes end in `.json` (for ASCII, the Characters `.json`).
        private static func endsInJSON(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            let suffix: (UInt8, UInt8, UInt8, UInt8, UInt8) = (0x2E, 0x6A, 0x73, 0x6F, 0x6E)
            let count = bytes.count
            guard count >= 5 else { return false }
            return bytes[count - 5] == suffix.0 && bytes[count - 4] == suffix.1 && bytes[count - 3] == suffix.2
                && bytes[count - 2] == suffix.3 && bytes[count - 1] == suffix.4
        }

        /// The name, as it is in ``path``.
        var name: Substring { Substring(path.utf8.dropFirst(nameStart)) }

        /// The indices of the entries in order by name as Strings compare (`<`), and stable, as
        /// `sorted(by:)` is: names that compare equal keep the directory's order.
        ///
        /// What is sorted is a small key per entry (no String to retain and release at each
        /// move); ASCII names compare as two integers, the rest of long ones on bytes, other
        /// names as Strings.
        /// - Complexity: O(n log n) comparisons.
        static func order(_ entries: [Entry]) -> [Int] {
            if entries.allSatisfy({ $0.ascii && !$0.long }) { return orderShortASCII(entries) }
            struct Key {
                let high: UInt64
                let low: UInt64
                let index: Int
                /// Both from the entry: the comparisons of ASCII names never touch the entries.
                let ascii: Bool
                let long: Bool
            }
            var keys = entries.indices.map { index in
                let entry = entries[index]
                return Key(high: entry.key.0, low: entry.key.1, index: index, ascii: entry.ascii, long: entry.long)
            }
            keys.sort { lhs, rhs in
                guard lhs.ascii && rhs.ascii else { return entries[lhs.index].name < entries[rhs.index].name }
                if lhs.high != rhs.high { return lhs.high < rhs.high }
                if lhs.low != rhs.low { return lhs.low < rhs.low }
                // Equal first 16 bytes: the rest decides, byte order being String order for ASCII.
                guard lhs.long || rhs.long else { return false }
                return entries[lhs.index].name.utf8.lexicographicallyPrecedes(entries[rhs.index].name.utf8)
            }
            return keys.map { $0.index }
        }

        /// ``order(_:)`` when every name is ASCII and at most 16 bytes long (what folders of
        /// specs hold): then the keys alone order the names, and the sort moves and compares
        /// plain pairs of integers instead of asking the general comparator, which looks at the
        /// flags of both sides first (BENCHMARKS.md, item 31).
        /// - Complexity: O(n log n) comparisons.
        private static func orderShortASCII(_ entries: [Entry]) -> [Int] {
            var keys = [(high: UInt64, low: UInt64, index: Int)]()
            keys.reserveCapacity(entries.count)
            for index in entries.indices { keys.append((entries[index].key.0, entries[index].key.1, index)) }
            // Names in a folder differ, and names without NUL bytes that fit in the key differ
            // in it; the index keeps ties (there are none) in the folder's order all the same.
            keys.sort { lhs, rhs in
                if lhs.high != rhs.high { return lhs.high < rhs.high }
                if lhs.low != rhs.low { return lhs.low < rhs.low }
                return lhs.index < rhs.index
            }
            return keys.map { $0.index }
        }
    }
}

import AdaptLintCore

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
/// recursively for `*.json`, skipping names that start with `.`. Symbolic links are followed
/// when they stay inside the walked folder (all of them with `followLinks`), but a directory
/// already being walked (a link loop) is reported once and not entered again,
/// and a directory reached a second time through another link is not walked again.
/// Results are sorted by path so that output never depends on directory order.
public enum FileDiscovery {
    /// - Parameter followLinks: Follow symbolic links that lead outside the walked folder
    ///   (`--follow-links`); by default they are left out.
    public static func discover(_ paths: [String], followLinks: Bool = false) -> [DiscoveredInput] {
        var results: [DiscoveredInput] = []
        for path in paths.isEmpty ? ["."] : paths {
            var info = stat()
            guard stat(path, &info) == 0 else {
                results.append(DiscoveredInput(path: display(path), error: statFailure(path, errno)))
                continue
            }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                var walker = Walker()
                if !followLinks, let resolved = realpath(path, nil) {
                    walker.root = String(cString: resolved)
                    free(resolved)
                }
                walker.walk(path, info: info)
                // The first walk's array is taken as it is, not copied element by element.
                if results.isEmpty { swap(&results, &walker.results) } else { results += walker.results }
            } else {
                results.append(DiscoveredInput(path: display(path), error: nil))
            }
        }
        // A walk lists a folder's entries sorted, which is usually the order of the paths too
        // (not always: `a/b/c` sorts after `a/b.json`). Then there is nothing to sort, and no
        // path repeats: the set of every path is only needed otherwise.
        if increasing(results) { return results }
        var seen = Set<String>()
        return results.filter { seen.insert($0.path).inserted }.sorted { $0.path < $1.path }
    }

    /// Whether the paths of `inputs` increase strictly, as Strings compare (`<`): compared on
    /// bytes where they are ASCII (BENCHMARKS.md, item 31).
    /// - Complexity: O(total length of the paths).
    static func increasing(_ inputs: [DiscoveredInput]) -> Bool {
        PathOrder.increasing(count: inputs.count, strictly: true) { inputs[$0].path }
    }

    /// Drops a leading "./" so that paths read as users type them.
    static func display(_ path: String) -> String {
        // Most paths do not start with the bytes "./" (discovery asks for every file), and
        // only those can start with the Characters "." and "/".
        // On the contiguous bytes when there are any, which the generic `starts(with:)` on the
        // UTF-8 view does not use (BENCHMARKS.md, item 31).
        let dotSlash =
            path.utf8.withContiguousStorageIfAvailable {
                $0.count >= 2 && $0[0] == UInt8(ascii: ".") && $0[1] == UInt8(ascii: "/")
            } ?? path.utf8.starts(with: "./".utf8)
        guard dotSlash else { return path }
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
}

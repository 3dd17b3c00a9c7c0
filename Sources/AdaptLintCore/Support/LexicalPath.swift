/// Paths resolved on their text alone: `.` and `..` are taken out without touching the file
/// system or following symbolic links, so the same arguments give the same result everywhere.
public enum LexicalPath {
    /// `segments` without `.` and with each `name/..` pair taken out. A `..` that would climb
    /// above the start is kept for a relative path (it leaves the working directory) and dropped
    /// for an absolute one (nothing is above `/`).
    ///
    /// - Complexity: O(n) in the number of segments.
    public static func normalize(_ segments: [Substring], absolute: Bool) -> [Substring] {
        var result: [Substring] = []
        for segment in segments {
            switch segment {
            case ".": continue
            case "..":
                if let last = result.last, last != ".." {
                    result.removeLast()
                } else if !absolute {
                    result.append(segment)
                }
            default: result.append(segment)
            }
        }
        return result
    }

    /// `path` normalized as ``normalize(_:absolute:)`` does (`a/./b/../c.json` is `a/c.json`),
    /// with empty segments dropped.
    public static func normalize(_ path: String) -> String {
        if isNormal(path) { return path }
        let absolute = path.hasPrefix("/")
        let joined = normalize(path.split(separator: "/", omittingEmptySubsequences: true), absolute: absolute)
            .joined(separator: "/")
        return absolute ? "/" + joined : joined
    }

    /// Whether ``normalize(_:)`` would return `path` unchanged: one optional leading `/`, then
    /// segments that are neither empty nor `.` or `..`, and no trailing `/` (`/` itself is
    /// normal). Paths found in folders already look like that, so most skip the split and join.
    /// Names made only of dots (`...`) are counted as not normal, which costs only the slow path.
    ///
    /// - Complexity: O(n) in the UTF-8 length of `path`.
    public static func isNormal(_ path: String) -> Bool {
        // On the contiguous bytes: a run checks every file's path, and the UTF-8 view's
        // iterator costs several times more per byte.
        path.utf8.withContiguousStorageIfAvailable(isNormal) ?? isNormal(Array(path.utf8))
    }

    /// ``isNormal(_:)`` on a path's UTF-8 bytes, for callers that already hold them (the SARIF
    /// writer's check of every path, BENCHMARKS.md, item 31).
    /// - Complexity: O(n) in the number of bytes.
    public static func isNormal(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        isNormal(bytes)
    }

    /// ``isNormal(_:)`` on UTF-8 bytes.
    private static func isNormal<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        var utf8 = bytes[...]
        if utf8.first == UInt8(ascii: "/") {
            utf8 = utf8.dropFirst()
            if utf8.isEmpty { return true }
        }
        var segmentLength = 0
        var dots = 0
        for byte in utf8 {
            if byte == UInt8(ascii: "/") {
                if segmentLength == 0 || segmentLength == dots { return false }
                segmentLength = 0
                dots = 0
            } else {
                segmentLength += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
        }
        return segmentLength > 0 && segmentLength != dots
    }

    /// The folder part of a normal absolute path: `/a/b.json` gives `/a`, `/b.json` gives `/`.
    /// Unlike NSString's `deletingLastPathComponent`, it only looks for the last `/`.
    public static func directory(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return slash == path.utf8.startIndex ? "/" : String(path[..<slash])
    }

    /// The last segment of a path without a trailing `/`: `a/b.json` gives `b.json`.
    public static func lastComponent(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(path[path.utf8.index(after: slash)...])
    }
}

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
        let absolute = path.hasPrefix("/")
        let joined = normalize(path.split(separator: "/", omittingEmptySubsequences: true), absolute: absolute)
            .joined(separator: "/")
        return absolute ? "/" + joined : joined
    }
}

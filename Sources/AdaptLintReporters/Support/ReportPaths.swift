import AdaptLintCore

/// Where a reported path lies relative to the working directory, and how to write it as a URI.
///
/// All of it is lexical: `.` and `..` are resolved on the text of the path, symbolic links are
/// not followed, and the file system is never touched, so the same arguments give the same
/// output on every machine.
struct ReportPaths: Sendable {
    /// Components of the absolute working directory.
    private let root: [Substring]

    /// - Parameter workingDirectory: An absolute path; a relative one is taken from `/`.
    init(workingDirectory: String) {
        root = LexicalPath.normalize(
            workingDirectory.split(separator: "/", omittingEmptySubsequences: true), absolute: true)
    }

    /// A path as SARIF should see it.
    enum Resolved: Equatable {
        /// Inside the working directory: `/`-separated, without `.` or `..`.
        case relative(String)
        /// Outside it: an absolute, normalized path.
        case absolute(String)
    }

    /// Resolves a path as given on the command line (relative to the working directory, or absolute).
    ///
    /// - Complexity: O(n) in the number of path components.
    func resolve(_ path: String) -> Resolved {
        if Self.isPlainRelative(path) { return .relative(path) }
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        let full = LexicalPath.normalize(path.hasPrefix("/") ? parts : root + parts, absolute: true)
        if full.count > root.count && Array(full.prefix(root.count)) == root {
            return .relative(full.dropFirst(root.count).joined(separator: "/"))
        }
        return .absolute("/" + full.joined(separator: "/"))
    }

    /// Whether `path` is relative and already normal: not empty, no empty, `.` or `..` segment,
    /// no trailing `/`. Files found in folders are named like that, so most paths skip the
    /// split and join (a report lists every file at least once).
    ///
    /// - Complexity: O(n) in the UTF-8 length of `path`.
    static func isPlainRelative(_ path: String) -> Bool {
        !path.isEmpty && !path.hasPrefix("/") && LexicalPath.isNormal(path)
    }

    /// The working directory as a `file:` URI ending in `/`: the value of `%SRCROOT%`.
    var rootURI: String {
        "file://" + Self.percentEncode(root.isEmpty ? "/" : "/" + root.joined(separator: "/") + "/")
    }

    /// The URI of a path and the base id it is relative to (nil for an absolute `file:` URI).
    func uri(for path: String) -> (uri: String, baseID: String?) {
        switch resolve(path) {
        case .relative(let relative): (Self.percentEncode(relative), SARIFNames.sourceRoot)
        case .absolute(let absolute): ("file://" + Self.percentEncode(absolute), nil)
        }
    }

    /// A key for the path that does not depend on how it was spelled: the relative path inside
    /// the working directory, else the absolute path.
    func stableKey(for path: String) -> String {
        switch resolve(path) {
        case .relative(let relative): relative
        case .absolute(let absolute): absolute
        }
    }

    /// Percent-encodes everything but RFC 3986 unreserved characters and `/`, as UTF-8 with
    /// upper-case hex. Spaces, non-ASCII letters, `%`, `:`, `#` and `?` are all encoded, so the
    /// result is a valid relative reference or path whatever the file is called.
    ///
    /// - Complexity: O(n) in the UTF-8 length of `path`.
    static func percentEncode(_ path: String) -> String {
        // Most paths need no escape at all (a report names every file): keep them as they are.
        guard !path.utf8.allSatisfy(isKept) else { return path }
        let hex: StaticString = "0123456789ABCDEF"
        var out: [UInt8] = []
        out.reserveCapacity(path.utf8.count + 16)
        for byte in path.utf8 {
            if isKept(byte) {
                out.append(byte)
            } else {
                out.append(UInt8(ascii: "%"))
                out.append(hex.utf8Start[Int(byte >> 4)])
                out.append(hex.utf8Start[Int(byte & 0x0F)])
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// RFC 3986 unreserved characters and `/`: written as they are in a URI.
    private static func isKept(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"), UInt8(ascii: "/"):
            true
        default: false
        }
    }
}

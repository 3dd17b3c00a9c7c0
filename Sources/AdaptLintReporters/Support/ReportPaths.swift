import AdaptLintCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a reported path lies relative to the working directory, and how to write it as a URI.
///
/// All of it is lexical: `.` and `..` are resolved on the text of the path, symbolic links are
/// not followed, and the file system is never touched, so the same arguments give the same
/// output on every machine.
struct ReportPaths: Sendable {
    /// Components of the absolute working directory.
    private let root: [Substring]
    /// The working directory's normalized text ending in `/` (`/` itself for the root), when it
    /// is ASCII: an absolute ASCII path that starts with it lies inside. Nil otherwise.
    private let asciiRootPrefix: [UInt8]?

    /// - Parameter workingDirectory: An absolute path; a relative one is taken from `/`.
    init(workingDirectory: String) {
        root = LexicalPath.normalize(
            workingDirectory.split(separator: "/", omittingEmptySubsequences: true), absolute: true)
        let prefix = Array(("/" + root.map { $0 + "/" }.joined()).utf8)
        asciiRootPrefix = prefix.allSatisfy { $0 < 0x80 } ? prefix : nil
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
        if let resolved = resolveNormalAbsolute(path) { return resolved }
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        let full = LexicalPath.normalize(path.hasPrefix("/") ? parts : root + parts, absolute: true)
        if full.count > root.count && Array(full.prefix(root.count)) == root {
            return .relative(full.dropFirst(root.count).joined(separator: "/"))
        }
        return .absolute("/" + full.joined(separator: "/"))
    }

    /// ``resolve(_:)`` for an absolute path that is already normal and ASCII, on its text alone:
    /// a report names every file at least once, and this avoids splitting and joining each
    /// one's segments. Nil for any other path, which takes the general way.
    ///
    /// ASCII only, on both sides: segments are compared as Strings there, with canonical
    /// equivalence, and for ASCII text that is byte equality.
    /// - Complexity: O(n) in the UTF-8 length of `path`.
    private func resolveNormalAbsolute(_ path: String) -> Resolved? {
        guard let prefix = asciiRootPrefix, isNormalASCIIAbsolute(path) else { return nil }
        // Inside when the directory's text, ending in `/`, starts the path and a segment follows.
        let inside =
            path.utf8.withContiguousStorageIfAvailable { $0.count > prefix.count && $0.starts(with: prefix) }
            ?? (path.utf8.count > prefix.count && path.utf8.starts(with: prefix))
        if !inside { return .absolute(path) }
        return .relative(String(Substring(path).utf8.dropFirst(prefix.count)) ?? path)
    }

    /// Whether the working directory's text is ASCII (absolute ASCII paths are then resolved
    /// on their text).
    var hasASCIIRoot: Bool { asciiRootPrefix != nil }

    /// Whether `path` is absolute, normal and ASCII, and so is the working directory: then
    /// ``resolve(_:)`` works on its text alone.
    /// - Complexity: O(n) in the UTF-8 length of `path`.
    func isNormalASCIIAbsolute(_ path: String) -> Bool {
        path.utf8.withContiguousStorageIfAvailable(isNormalASCIIAbsolute)
            ?? Array(path.utf8).withUnsafeBufferPointer(isNormalASCIIAbsolute)
    }

    /// ``isNormalASCIIAbsolute(_:)`` on the path's UTF-8 bytes.
    /// - Complexity: O(n) in the number of bytes.
    func isNormalASCIIAbsolute(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard asciiRootPrefix != nil, bytes.first == UInt8(ascii: "/") else { return false }
        // Kept bytes are ASCII, and a normal path of them is normal: one table-driven pass
        // answers for what discovery gives.
        if Self.isNormalAndKept(bytes) { return true }
        return bytes.allSatisfy({ $0 < 0x80 }) && LexicalPath.isNormal(utf8: bytes)
    }

    /// Whether `path` is relative and already normal: not empty, no empty, `.` or `..` segment,
    /// no trailing `/`. Files found in folders are named like that, so most paths skip the
    /// split and join (a report lists every file at least once).
    ///
    /// - Complexity: O(n) in the UTF-8 length of `path`.
    static func isPlainRelative(_ path: String) -> Bool {
        !path.isEmpty && !path.hasPrefix("/") && LexicalPath.isNormal(path)
    }

    /// ``isPlainRelative(_:)`` given the path's UTF-8 `bytes` too.
    /// - Complexity: O(n) in the number of bytes.
    static func isPlainRelative(_ path: String, utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first else { return false }
        // `hasPrefix("/")` compares Characters: a `/` followed by a combining mark is not one.
        // A `/` followed by ASCII (or nothing) is, and no other first byte can be.
        if first == UInt8(ascii: "/") && (bytes.count == 1 || bytes[1] < 0x80 || path.hasPrefix("/")) { return false }
        // A normal path of kept bytes is normal: the table-driven pass first.
        return Self.isNormalAndKept(bytes) || LexicalPath.isNormal(utf8: bytes)
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

    /// Appends `uri(for: path).uri` as a JSON string and returns the base id.
    ///
    /// A plain relative path, or an absolute, normal ASCII one, whose characters all stay as
    /// they are in a URI (what discovery gives), is its own URI or contains it: its bytes are
    /// copied without building the URI. Such a URI needs no JSON escape either.
    ///
    /// - Parameter normalAndKept: The caller knows that `path` passes ``isNormalAndKept(_:)``
    ///   (the SARIF artifacts check every path once before writing them): not checked again.
    /// - Complexity: O(n) in the UTF-8 length of `path`.
    func writeURI(of path: String, normalAndKept: Bool = false, into buffer: inout [UInt8]) -> String? {
        let written: String?? = path.utf8.withContiguousStorageIfAvailable { bytes -> String?? in
            guard normalAndKept || Self.isNormalAndKept(bytes) else { return nil }
            var start = 0
            var baseID: String? = SARIFNames.sourceRoot
            if bytes[0] == UInt8(ascii: "/") {
                // Kept characters are ASCII: this is the text-only way of resolve(_:).
                guard let prefix = asciiRootPrefix else { return nil }
                if bytes.count > prefix.count && Self.starts(bytes, with: prefix) {
                    start = prefix.count
                } else {
                    baseID = nil
                }
            }
            buffer.append(UInt8(ascii: "\""))
            if baseID == nil { buffer.append(contentsOf: Self.fileScheme) }
            buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
            buffer.append(UInt8(ascii: "\""))
            return .some(baseID)
        }.flatMap { $0 }
        if let written { return written }
        let (uri, baseID) = uri(for: path)
        JSONString.write(uri, into: &buffer)
        return baseID
    }

    /// `file://` as bytes, so that an absolute path's URI appends it without going through a
    /// String's UTF-8 view.
    private static let fileScheme: [UInt8] = Array("file://".utf8)

    /// Whether `bytes` start with `prefix`, compared with `memcmp` rather than the generic
    /// `starts(with:)`, which compares one byte at a time.
    private static func starts(_ bytes: UnsafeBufferPointer<UInt8>, with prefix: [UInt8]) -> Bool {
        guard bytes.count >= prefix.count else { return false }
        return prefix.withUnsafeBufferPointer { prefix in
            guard let left = prefix.baseAddress, let right = bytes.baseAddress else { return true }
            return memcmp(left, right, prefix.count) == 0
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
        // Checked on the contiguous bytes, which avoids the UTF-8 view's iterator for every byte.
        let allKept =
            path.utf8.withContiguousStorageIfAvailable { $0.allSatisfy(isKept) } ?? path.utf8.allSatisfy(isKept)
        guard !allKept else { return path }
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

    /// Whether `bytes` are not empty, all ``isKept(_:)`` and a path ``LexicalPath/isNormal(_:)``
    /// leaves as it is, checked in one pass: a log asks for every file's URI. The paths' bytes are
    /// read through buffers as the SARIF writer writes them (BENCHMARKS.md, items 25 and 29).
    /// - Complexity: O(n) in the number of bytes.
    static func isNormalAndKept(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first else { return false }
        var start = 0
        if first == UInt8(ascii: "/") {
            if bytes.count == 1 { return true }
            start = 1
        }
        // One table load, an `or` and a test per byte; segments are looked at only at their
        // ends, rather than testing each byte against the ranges of `isKept` and then `/` and `.`.
        return byteClasses.withUnsafeBufferPointer { classes -> Bool in
            var refused: UInt8 = 0
            var segmentStart = start
            for index in start..<bytes.count {
                let byteClass = classes[Int(bytes[index])]
                refused |= byteClass
                if byteClass == 1 {
                    guard isNormalSegment(bytes, segmentStart..<index) else { return false }
                    segmentStart = index + 1
                }
            }
            return refused & 0x80 == 0 && isNormalSegment(bytes, segmentStart..<bytes.count)
        }
    }

    /// Whether the segment of `bytes` in `range` is neither empty nor made only of dots (`.`,
    /// `..`, and `...`, which ``LexicalPath/isNormal(_:)`` does not take as normal either).
    /// - Complexity: O(n) in the length of a segment that starts with a dot, O(1) otherwise.
    private static func isNormalSegment(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        guard !range.isEmpty else { return false }
        guard bytes[range.lowerBound] == UInt8(ascii: ".") else { return true }
        return bytes[range].contains { $0 != UInt8(ascii: ".") }
    }

    /// The class of each byte for ``isNormalAndKept(_:)``: 1 for `/`, 0x80 for the bytes
    /// ``isKept(_:)`` refuses, 0 for the others.
    private static let byteClasses: [UInt8] = (0...255).map { (value: Int) -> UInt8 in
        let byte = UInt8(value)
        if byte == UInt8(ascii: "/") { return 1 }
        return isKept(byte) ? 0 : 0x80
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

import AdaptLintCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The folder of the inputs the planner saw last: its configuration and linter, and how the
/// last input spelled it.
///
/// Discovery sorts paths, so a folder's files come one after another, spelled alike
/// (`specs/d00/a.json`, `specs/d00/b.json`...). For an input whose path is the previous one's
/// folder, spelled the same, and a plain name, the planner's questions have their answers
/// without making the path absolute, normalizing it or comparing its folder again: the
/// absolute path is the folder's and the name, whatever the spelling was (a name that is not
/// `.` or `..` is kept as it is by normalizing). Planning is serial and comes before any file
/// is linted, so this skips the path work for nearly every input.
final class PlanFolder {
    /// The absolute folder, as ``LexicalPath/directory(of:)`` gives it.
    let directory: String
    let configuration: EffectiveConfiguration
    /// Made for the first file of the folder that is linted.
    var linter: (Int, LintCommand.SharedLinter)?
    /// Whether the configuration has `include` or `exclude` patterns; without any,
    /// ``EffectiveConfiguration/exclusion(of:)`` is nil for every file.
    let mayExclude: Bool
    /// The bytes before the last `/` of the path that last resolved to this folder, when that
    /// path ended in a plain name; nil otherwise.
    private var spelled: [UInt8]?
    private let directoryIsASCII: Bool

    init(directory: String, configuration: EffectiveConfiguration) {
        self.directory = directory
        self.configuration = configuration
        mayExclude = configuration.layers.contains { $0.include != nil || $0.exclude != nil }
        directoryIsASCII = directory.utf8.allSatisfy { $0 < 0x80 }
    }

    /// Records how `path`, which resolved to this folder, spells it.
    func spell(from path: String) {
        spelled = nil
        Self.bytes(of: path) { bytes in
            guard let slash = Self.lastSlash(bytes), Self.isPlainName(bytes[(slash + 1)...]) else { return }
            spelled = Array(bytes[..<slash])
        }
    }

    /// The offset in `path`'s UTF-8 where its name starts, when `path` is this folder as last
    /// spelled, a `/` and a plain name; nil otherwise (the planner then takes the general way).
    /// - Complexity: O(n) in the UTF-8 length of `path`.
    func nameStart(of path: String) -> Int? {
        guard let spelled else { return nil }
        return Self.bytes(of: path) { bytes -> Int? in
            let start = spelled.count + 1
            guard bytes.count > start, let base = bytes.baseAddress, bytes[spelled.count] == UInt8(ascii: "/"),
                Self.isPlainName(bytes[start...])
            else { return nil }
            let same = spelled.withUnsafeBytes { folder in
                folder.baseAddress.map { memcmp($0, base, spelled.count) == 0 } ?? true
            }
            return same ? start : nil
        }
    }

    /// The absolute path of the input `path` whose name starts at `nameStart`.
    func absolute(_ path: String, nameStart: Int) -> String {
        let name = Substring(path.utf8.dropFirst(nameStart))
        return directory == "/" ? "/" + name : directory + "/" + name
    }

    /// Whether the name of `path`, from `nameStart`, is `name` byte for byte (as
    /// ``PlanPaths/lastComponent(of:is:)`` compares it).
    func name(of path: String, nameStart: Int, is name: String) -> Bool {
        path.utf8.count - nameStart == name.utf8.count && path.utf8.dropFirst(nameStart).elementsEqual(name.utf8)
    }

    /// `ownFiles.contains(absolute(path, nameStart: nameStart))`, on bytes when every text is
    /// ASCII (String equality is canonical equivalence, which is byte equality only there).
    ///
    /// The name's bytes are checked for ASCII in one loop over contiguous storage rather than
    /// through the generic `allSatisfy` of the UTF-8 view, and an own file is compared only when
    /// its length is the path's: the question is asked for every input whenever a report is
    /// written.
    /// - Complexity: O(n) in the UTF-8 length of `path`, plus O(k) in the number of own files.
    func isOwnFile(_ path: String, nameStart: Int, ownFiles: [String], allASCII: Bool) -> Bool {
        guard !ownFiles.isEmpty else { return false }
        let fast: Bool? =
            allASCII && directoryIsASCII
            ? Self.bytes(of: path) { bytes -> Bool? in
                guard nameStart <= bytes.count else { return nil }
                var union: UInt8 = 0
                for byte in bytes[nameStart...] { union |= byte }
                guard union < 0x80 else { return nil }
                let nameLength = bytes.count - nameStart
                let folderLength = directory == "/" ? 0 : directory.utf8.count
                return ownFiles.contains { own in
                    own.utf8.count == folderLength + 1 + nameLength
                        && own.utf8.prefix(folderLength).elementsEqual(directory.utf8.prefix(folderLength))
                        && own.utf8.dropFirst(folderLength).first == UInt8(ascii: "/")
                        && own.utf8.dropFirst(folderLength + 1).elementsEqual(bytes[nameStart...])
                }
            } : nil
        return fast ?? ownFiles.contains(absolute(path, nameStart: nameStart))
    }

    /// One segment (no `/`), not empty and not made only of dots: normalizing keeps such a
    /// last segment as it is (`.` and `..` it takes out; `...` it keeps, but
    /// ``LexicalPath/isNormal(_:)`` does not).
    private static func isPlainName(_ name: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        var dotsOnly = true
        for byte in name {
            if byte == UInt8(ascii: "/") { return false }
            if byte != UInt8(ascii: ".") { dotsOnly = false }
        }
        return !dotsOnly
    }

    private static func lastSlash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        bytes.lastIndex(of: UInt8(ascii: "/"))
    }

    /// Calls `body` with the UTF-8 of `text`, contiguous (a copy for the rare string without).
    private static func bytes<Result>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(text.utf8).withUnsafeBufferPointer(body)
    }
}

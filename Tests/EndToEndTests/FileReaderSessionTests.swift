import AdaptTestSupport
import Foundation
import Testing

@testable import AdaptLintCLI

#if canImport(Glibc)
    import Glibc
#endif

/// A worker's reader keeps a folder open and reuses its buffers: it must read and fail exactly
/// as reading each path on its own does.
struct FileReaderSessionTests {
    /// The outcome of a read as text, for comparing two ways of reading.
    static func describe(_ result: Result<[UInt8], FileReader.Failure>) -> String {
        switch result {
        case .success(let bytes): "bytes \(bytes)"
        case .failure(.message(let message)): "message \(message)"
        case .failure(.tooLarge(let size)): "too large \(size)"
        }
    }

    /// Reads every path with one session, in order, and alone, and expects the same outcomes.
    static func expectSameReads(_ paths: [String], limit: Int = 1 << 20) {
        let session = FileReader.Session()
        for path in paths {
            let alone = describe(FileReader.read(path, limit: limit))
            #expect(describe(session.read(path, limit: limit)) == alone, "\(path)")
        }
    }

    @Test(arguments: [0, 1, 2, 4_095, 4_096, 131_071, 131_072, 200_000])
    func filesOfAnySizeAreReadWhole(size: Int) throws {
        let directory = try TemporaryDirectory()
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        let file = try directory.write("f.json", Data(bytes))
        let session = FileReader.Session()
        // Twice: the second read reuses the folder and the buffer.
        #expect(try session.read(file.path, limit: 1 << 20).get() == bytes)
        #expect(try session.read(file.path, limit: 1 << 20).get() == bytes)
        guard case .failure(.tooLarge(let reported)) = session.read(file.path, limit: size - 1), size > 0 else {
            #expect(size == 0)
            return
        }
        #expect(reported == size)
    }

    @Test func filesInSeveralFoldersAndFailuresReadAsAlone() throws {
        let directory = try TemporaryDirectory()
        let root = directory.url.path
        try directory.write("a/one.json", "{\"a\": 1}")
        try directory.write("a/two.json", "[2]")
        try directory.write("b/three.json", "3")
        try directory.write("b/sub/four.json", "")
        #expect(symlink(root + "/b", root + "/link") == 0)
        #expect(mkfifo(root + "/a/pipe.json", 0o644) == 0)
        Self.expectSameReads([
            root + "/a/one.json", root + "/a/missing.json", root + "/a/two.json", root + "/a/pipe.json",
            root + "/a", root + "/a/", root + "/b/three.json", root + "/b/sub", root + "/b/sub/four.json",
            root + "/link/three.json", root + "/nowhere/x.json", root + "/nowhere/y.json", root + "/a/two.json",
            root + "/a/one.json/x.json", root + "/b/./three.json", root + "/b/sub/../three.json",
            root + "//a//one.json",
        ])
        // Files under /proc report a size of 0 and have content (which changes between reads).
        guard FileManager.default.fileExists(atPath: "/proc/self/status") else { return }
        let status = try FileReader.Session().read("/proc/self/status", limit: 1 << 20).get()
        #expect(String(decoding: status, as: UTF8.self).contains("Name:"))
    }

    @Test func aPathWithANulByteIsOpenedAsAWhole() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("a/one.json", "{}")
        // The kernel sees the path up to the NUL: the folder, not a file in it.
        Self.expectSameReads([file.path, directory.url.path + "/a\u{0}/one.json", file.path])
    }

    @Test func bytesTheCallerKeepsAreNotOverwrittenByTheNextFile() throws {
        let directory = try TemporaryDirectory()
        let first = try directory.write("first.json", "first file")
        let second = try directory.write("second.json", "second")
        let session = FileReader.Session()
        let kept = try session.read(first.path, limit: 100).get()
        let next = try session.read(second.path, limit: 100).get()
        #expect(String(decoding: kept, as: UTF8.self) == "first file")
        #expect(String(decoding: next, as: UTF8.self) == "second")
    }

    /// A folder replaced while its files are read: the path names the new one, and so does
    /// the session (the descriptor it keeps names the old folder, where the file is gone).
    @Test func aFolderReplacedBetweenFilesIsReadAsThePathNamesIt() throws {
        let directory = try TemporaryDirectory()
        let one = try directory.write("swapped/one.json", "1")
        let session = FileReader.Session()
        #expect(try session.read(one.path, limit: 10).get() == Array("1".utf8))
        try FileManager.default.removeItem(at: one.deletingLastPathComponent())
        #expect(Self.describe(session.read(one.path, limit: 10)) == "message cannot open: No such file or directory")
        try directory.write("swapped/one.json", "22")
        #expect(try session.read(one.path, limit: 10).get() == Array("22".utf8))
    }
}

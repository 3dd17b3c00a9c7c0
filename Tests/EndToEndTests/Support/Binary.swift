import AdaptTestSupport
import Foundation
import Testing

/// Runs the built `adaptlint` binary and captures what it prints.
///
/// The binary is looked up next to the test bundle (SwiftPM builds both into the same
/// products directory), so `swift test` always exercises the binary it just built.
enum Binary {
    typealias Output = Subprocess.Output

    static var url: URL {
        get throws {
            var directory = Bundle.main.bundleURL
            for _ in 0..<4 {
                let candidate = directory.appendingPathComponent("adaptlint")
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
                directory = directory.deletingLastPathComponent()
            }
            for bundle in Bundle.allBundles {
                let candidate = bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("adaptlint")
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            }
            throw BinaryNotFound()
        }
    }

    struct BinaryNotFound: Error, CustomStringConvertible {
        var description: String {
            "the adaptlint binary was not found next to the test bundle; run 'swift build' first"
        }
    }

    /// Runs `adaptlint arguments...` in `directory` with `stdin` closed.
    ///
    /// With a `timeout`, a run still going after that many seconds is terminated and comes back
    /// with `timedOut` set: a hang guard for hostile inputs, not a performance target. With a
    /// `launcher` (a program and its arguments, such as `setpriv` switching users), the binary's
    /// path and `arguments` are appended to it and the launcher is run instead.
    static func run(
        _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
        timeout: TimeInterval? = nil, launcher: [String] = []
    ) throws -> Output {
        let binary = try url
        let (executable, fullArguments) =
            launcher.first.map { (URL(fileURLWithPath: $0), Array(launcher.dropFirst()) + [binary.path] + arguments) }
            ?? (binary, arguments)
        return try Subprocess.run(
            executable, arguments: fullArguments, in: directory,
            environment: ["NO_COLOR": "1"].merging(environment) { $1 }, timeout: timeout)
    }
}

/// A fresh temporary directory, removed when the value goes away.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("adaptlint-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        // Restore permissions that tests removed, so cleanup succeeds.
        if let enumerator = FileManager.default.enumerator(atPath: url.path) {
            for case let path as String in enumerator {
                chmod(url.appendingPathComponent(path).path, 0o755)
            }
        }
        try? FileManager.default.removeItem(at: url)
    }

    /// Writes `contents` to `name` (creating folders) and returns its URL.
    @discardableResult
    func write(_ name: String, _ contents: String) throws -> URL {
        try write(name, Data(contents.utf8))
    }

    @discardableResult
    func write(_ name: String, _ data: Data) throws -> URL {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        return file
    }
}

/// The package root (for Samples/ and ../shared/).
enum Repository {
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static var samples: URL { root.appendingPathComponent("Samples") }
    /// `../shared` (``Integration/sharedFolder``).
    static var shared: URL { Integration.sharedFolder }
}

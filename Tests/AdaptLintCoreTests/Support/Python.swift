import AdaptTestSupport
import Foundation

/// Runs `python3 -c script arguments...` and captures what it prints.
///
/// python3 with `jsonschema` is part of the development and CI environment (see README.md);
/// a missing interpreter fails the calling test with this error rather than skipping it.
enum Python {
    typealias Output = Subprocess.Output

    struct NotFound: Error, CustomStringConvertible {
        var description: String { "python3 was not found on PATH; the schema tests need python3 with jsonschema" }
    }

    static func run(_ script: String, arguments: [String]) throws -> Output {
        guard let python = Subprocess.find("python3") else { throw NotFound() }
        return try Subprocess.run(python, arguments: ["-c", script] + arguments)
    }
}

/// The package root, for `Samples/` and `docs/`.
enum Repository {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static var samples: URL { root.appendingPathComponent("Samples") }

    /// Every `*.json` file under `Samples/`, sorted, as paths relative to the package root.
    static func sampleFiles() throws -> [String] {
        let names = try FileManager.default.subpathsOfDirectory(atPath: samples.path)
        return names.filter { $0.hasSuffix(".json") }.sorted().map { "Samples/" + $0 }
    }
}

/// A temporary directory removed when the value goes away.
final class ScratchDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("adaptlint-core-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func write(_ name: String, _ text: String) throws -> String {
        let file = url.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return file.path
    }
}

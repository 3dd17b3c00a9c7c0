import Foundation

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

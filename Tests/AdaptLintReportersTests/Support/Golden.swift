import AdaptLintCore
import AdaptTestSupport
import Foundation
import Testing

/// Compares rendered output with a checked-in file in `Golden/`.
///
/// Volatile values are replaced by placeholders before comparing: the adaptlint version becomes
/// `{{VERSION}}`. Run with `ADAPTLINT_RECORD=1` to (re)write the files instead; a recording run
/// records an issue, so it can never pass silently.
enum Golden {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden")

    static var isRecording: Bool { ProcessInfo.processInfo.environment["ADAPTLINT_RECORD"] == "1" }

    /// Replaces volatile values by placeholders.
    static func scrub(_ text: String) -> String {
        text.replacingOccurrences(of: "\"\(AdaptLint.version)\"", with: "\"{{VERSION}}\"")
    }

    /// Checks `actual` against `Golden/name`.
    static func check(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = directory.appendingPathComponent(name)
        let scrubbed = scrub(actual)
        if isRecording {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(scrubbed.utf8).write(to: url)
            Issue.record(
                "recorded \(name); run again without ADAPTLINT_RECORD to compare", sourceLocation: sourceLocation)
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record(
                "missing golden file \(name); run with ADAPTLINT_RECORD=1 to create it", sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        if expected != scrubbed {
            let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let actualLines = scrubbed.split(separator: "\n", omittingEmptySubsequences: false)
            let first =
                zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(expectedLines.count, actualLines.count)
            let want = first < expectedLines.count ? String(expectedLines[first]) : "<end of file>"
            let got = first < actualLines.count ? String(actualLines[first]) : "<end of file>"
            Issue.record(
                "\(name) differs at line \(first + 1):\n  expected: \(want)\n  actual:   \(got)\n(ADAPTLINT_RECORD=1 re-records)",
                sourceLocation: sourceLocation)
        }
    }
}

/// Runs reference scripts from `../shared/reference/` with python3 (``Python/run(_:in:)``).
extension Python {
    static let reference = Integration.sharedFolder.appendingPathComponent("reference")

    /// Validates SARIF files with `validate_sarif.py` (schema + GitHub profile).
    static func validateSARIF(_ files: [URL], extra: [String] = []) throws -> Output {
        try run(
            [
                reference.appendingPathComponent("validate_sarif.py").path,
                reference.appendingPathComponent("sarif-schema-2.1.0.json").path,
            ] + files.map(\.path) + extra)
    }
}

/// A fresh temporary directory, removed when the value goes away.
final class ScratchDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("adaptlint-reporters-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    @discardableResult
    func write(_ name: String, _ contents: String) throws -> URL {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: file)
        return file
    }
}

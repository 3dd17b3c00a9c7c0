import Foundation
import Testing

/// `--build-stamp <file>`: the build-tool plugin's output, written only when the run passes.
@Suite struct BuildStampTests {
    @Test func theStampIsWrittenOnlyWhenTheLintPasses() throws {
        let directory = try TemporaryDirectory()
        let clean = try directory.write(
            "clean.json",
            #"{ "screen": "Clean", "orientations": ["portrait", "landscapeLeft", "landscapeRight"], "layouts": [ { "components": [] } ] }"#
        )
        let failing = try directory.write(
            "idiom.json",
            #"{ "screen": "Idiom", "orientations": ["portrait", "landscapeLeft", "landscapeRight"], "layouts": [ { "when": { "idiom": "pad" }, "components": [] }, { "components": [] } ] }"#
        )
        let stamp = directory.url.appendingPathComponent("out/AdaptLintChecked-App.swift")
        try FileManager.default.createDirectory(
            at: stamp.deletingLastPathComponent(), withIntermediateDirectories: true)

        let failed = try Binary.run(["--build-stamp", stamp.path, clean.path, failing.path])
        #expect(failed.status == 1)
        #expect(!FileManager.default.fileExists(atPath: stamp.path))

        let passed = try Binary.run(["--build-stamp", stamp.path, clean.path])
        #expect(passed.status == 0)
        let text = try String(contentsOf: stamp, encoding: .utf8)
        #expect(text.hasPrefix("// ") && text.split(separator: "\n").count == 1, "one Swift comment")
    }
}

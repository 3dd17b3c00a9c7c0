import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// One hostile input placed beside a good spec: what to create, and the report line it must get.
struct HostileCase: Sendable, CustomTestStringConvertible {
    let name: String
    /// Creates the hostile input inside the temporary directory.
    let make: @Sendable (URL) throws -> Void
    /// The report line must start with this (`path:line:col: error: ` or `path: error: `)...
    let prefix: String
    /// ...contain this...
    let fragment: String
    /// ...and end with this rule id.
    let rule: String
    /// Extra command-line paths after "." (for paths that discovery would not find).
    var extraArguments: [String] = []

    var testDescription: String { name }
}

/// Every nasty file a CI job can meet, run through the built binary. Each case must end with exit
/// code 2, a message naming the file (with line:col when there is content to point at), and the
/// good spec beside it still linted and its finding reported.
@Suite(.serialized)
struct HostileInputTests {
    /// A valid spec with one real finding: a layout chosen by device idiom.
    static let goodSpec = """
        {
          "screen": "Good",
          "orientations": ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"],
          "layouts": [{"when": {"idiom": "pad"}, "components": []}, {"components": []}]
        }
        """

    static let cases: [HostileCase] = structureCases + sizeCases + encodingCases + valueCases + fileSystemCases

    static let structureCases: [HostileCase] = [
        HostileCase(
            name: "arrays nested 200,000 deep stop at the nesting-depth limit",
            make: {
                try write(
                    $0, "deep-arrays.json",
                    String(repeating: "[", count: 200_000) + String(repeating: "]", count: 200_000))
            },
            prefix: "deep-arrays.json:1:257: error: ",
            fragment:
                "arrays and objects nest deeper than 256 levels here; this exceeds adaptlint's nesting-depth limit of 256",
            rule: "[invalid-json]",
            // Valid JSON whose root is not a spec is passed over by a walk: named, it is linted.
            extraArguments: ["deep-arrays.json"]),
        HostileCase(
            name: "objects nested 200,000 deep stop at the nesting-depth limit",
            make: {
                try write(
                    $0, "deep-objects.json",
                    String(repeating: "{\"a\":", count: 200_000) + "1" + String(repeating: "}", count: 200_000))
            },
            prefix: "deep-objects.json:1:1281: error: ",
            fragment:
                "arrays and objects nest deeper than 256 levels here; this exceeds adaptlint's nesting-depth limit of 256",
            rule: "[invalid-json]",
            // Valid JSON whose root is not a spec is passed over by a walk: named, it is linted.
            extraArguments: ["deep-objects.json"]),
        HostileCase(
            name: "a quarter of a million keys stop at the value-count limit",
            make: { directory in
                var text = "{\n"
                text.reserveCapacity(3_500_000)
                for index in 0..<250_000 { text += "\"k\(index)\": 0,\n" }
                text += "\"last\": 0\n}\n"
                try write(directory, "many-keys.json", text)
            },
            // Node 250,000 is the value of member 124,999, on line 124,999 + 2.
            prefix: "many-keys.json:125001:12: error: ",
            fragment:
                "the file holds more than 250,000 JSON values (keys count too); this exceeds adaptlint's value-count limit of 250,000",
            rule: "[invalid-json]",
            // Valid JSON whose root is not a spec is passed over by a walk: named, it is linted.
            extraArguments: ["many-keys.json"]),
    ]

    static let sizeCases: [HostileCase] = [
        HostileCase(
            name: "a 200 MB file is refused by size without being read",
            make: { directory in
                let url = directory.appendingPathComponent("huge.json")
                #expect(FileManager.default.createFile(atPath: url.path, contents: Data("{".utf8)))
                let handle = try FileHandle(forWritingTo: url)
                try handle.truncate(atOffset: 200 * 1024 * 1024)
                try handle.close()
            },
            prefix: "huge.json:1:1: error: ",
            fragment: "file is 209,715,200 bytes; this exceeds adaptlint's file-size limit of 16,777,216 bytes",
            rule: "[invalid-json]"),
        HostileCase(
            name: "an 8 MB string stops at the string-length limit",
            make: {
                try write(
                    $0, "long-string.json", "{\"screen\": \"" + String(repeating: "a", count: 8 * 1024 * 1024) + "\"}")
            },
            prefix: "long-string.json:1:12: error: ",
            fragment: "string is 8,388,608 bytes long; this exceeds adaptlint's string-length limit of 65,536 bytes",
            rule: "[invalid-json]",
            // A walk passes over a file that is not clearly a spec: named, it is linted.
            extraArguments: ["long-string.json"]),
    ]

    static let encodingCases: [HostileCase] = [
        HostileCase(
            name: "invalid UTF-8 is refused at the bad byte",
            make: {
                try write($0, "latin1.json", bytes: Array("{\"screen\": \"caf".utf8) + [0xE9] + Array("\"}".utf8))
            },
            prefix: "latin1.json:1:16: error: ", fragment: "invalid UTF-8 byte sequence; adaptlint reads UTF-8 specs",
            rule: "[invalid-json]",
            // A walk passes over a file that is not clearly a spec: named, it is linted.
            extraArguments: ["latin1.json"]),
        HostileCase(
            name: "a NUL byte inside a string is refused",
            make: {
                try write($0, "nul-in-string.json", bytes: Array("{\"screen\": \"a".utf8) + [0] + Array("b\"}".utf8))
            },
            prefix: "nul-in-string.json:1:14: error: ",
            fragment: "control character U+0000 must be escaped inside a string",
            rule: "[invalid-json]",
            // A walk passes over a file that is not clearly a spec: named, it is linted.
            extraArguments: ["nul-in-string.json"]),
        HostileCase(
            name: "a NUL byte between tokens is refused",
            make: {
                try write($0, "nul-between.json", bytes: Array("{\n  \"screen\":".utf8) + [0] + Array("\"x\"}".utf8))
            },
            prefix: "nul-between.json:2:12: error: ", fragment: "expected a JSON value, found a NUL byte",
            rule: "[invalid-json]",
            // A walk passes over a file that is not clearly a spec: named, it is linted.
            extraArguments: ["nul-between.json"]),
        HostileCase(
            name: "a lone surrogate escape is refused",
            make: { try write($0, "surrogate.json", "{\"screen\": \"\\uD800\"}") },
            prefix: "surrogate.json:1:13: error: ",
            fragment:
                "unpaired UTF-16 surrogate '\\uD800'; a high surrogate \\uD800-\\uDBFF must be followed by a low one \\uDC00-\\uDFFF",
            rule: "[invalid-json]",
            // A walk passes over a file that is not clearly a spec: named, it is linted.
            extraArguments: ["surrogate.json"]),
        HostileCase(
            name: "UTF-16 with a byte order mark is refused by name",
            make: { directory in
                var bytes: [UInt8] = [0xFF, 0xFE]
                for unit in goodSpec.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
                try write(directory, "utf16.json", bytes: bytes)
            },
            prefix: "utf16.json:1:1: error: ",
            fragment:
                "file is UTF-16LE-encoded; adaptlint reads UTF-8 specs (convert it, e.g. with iconv -f UTF-16LE -t UTF-8)",
            rule: "[invalid-json]",
            // A walk passes over a file that is not clearly a spec: named, it is linted.
            extraArguments: ["utf16.json"]),
        HostileCase(
            name: "an empty file is refused",
            make: { try write($0, "empty.json", "") },
            prefix: "empty.json:1:1: error: ",
            fragment: "file has no JSON value (it is empty or only whitespace); expected a screen spec object",
            rule: "[invalid-json]",
            // A walk passes over a file that is not clearly a spec: named, it is linted.
            extraArguments: ["empty.json"]),
        HostileCase(
            name: "binary garbage is refused at its first byte",
            make: { directory in
                var state: UInt32 = 2_463_534_242
                var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
                for _ in 0..<65_536 {
                    state ^= state << 13
                    state ^= state >> 17
                    state ^= state << 5
                    bytes.append(UInt8(truncatingIfNeeded: state))
                }
                try write(directory, "garbage.json", bytes: bytes)
            },
            prefix: "garbage.json:1:1: error: ", fragment: "expected a JSON value, found byte 0x89, which is not UTF-8",
            rule: "[invalid-json]",
            // A walk passes over a file that is not clearly a spec: named, it is linted.
            extraArguments: ["garbage.json"]),
    ]

    static let valueCases: [HostileCase] = [
        HostileCase(
            name: "1e999999 as a size is out of range",
            make: {
                try write(
                    $0, "infinite.json",
                    spec(
                        component:
                            "{\"id\": \"wide\", \"type\": \"image\", \"size\": {\"width\": 1e999999, \"height\": 44}}"))
            },
            prefix: "infinite.json:4:55: error: ", fragment: "1e999999", rule: "[invalid-spec]"),
        HostileCase(
            name: "a negative size is refused",
            make: {
                try write(
                    $0, "negative.json",
                    spec(
                        component: "{\"id\": \"back\", \"type\": \"image\", \"size\": {\"width\": -44, \"height\": 44}}"
                    ))
            },
            prefix: "negative.json:4:55: error: ", fragment: "-44", rule: "[invalid-spec]"),
    ]

    static let fileSystemCases: [HostileCase] = [
        HostileCase(
            name: "a directory symlink loop is reported once and not followed",
            make: { directory in
                let loop = directory.appendingPathComponent("loop")
                try FileManager.default.createDirectory(at: loop, withIntermediateDirectories: true)
                try FileManager.default.createSymbolicLink(
                    atPath: loop.appendingPathComponent("back").path, withDestinationPath: "..")
            },
            prefix: "loop/back: error: ", fragment: "symbolic link loop: this directory is already being searched",
            rule: "[io-error]"),
        HostileCase(
            name: "a lattice of directory links (2^30 paths) is walked once per directory",
            make: { directory in
                // lattice/d0 ... d30; each level links to the next twice, so paths double per level.
                let lattice = directory.appendingPathComponent("lattice")
                for level in 0...30 {
                    try FileManager.default.createDirectory(
                        at: lattice.appendingPathComponent("d\(level)"), withIntermediateDirectories: true)
                }
                for level in 0..<30 {
                    for name in ["a", "b"] {
                        let link = lattice.appendingPathComponent("d\(level)/\(name)").path
                        try FileManager.default.createSymbolicLink(
                            atPath: link, withDestinationPath: "../d\(level + 1)")
                    }
                }
                // Broken after the members that mark a spec, so that a walk lints it.
                try write(lattice.appendingPathComponent("d30"), "empty.json", "{\"screen\": \"x\", \"layouts\": ")
            },
            prefix: "lattice/d0/" + String(repeating: "a/", count: 30) + "empty.json:1:",
            fragment: ": error: ", rule: "[invalid-json]"),
        HostileCase(
            name: "a FIFO is refused without waiting for a writer",
            make: { directory in
                #expect(mkfifo(directory.appendingPathComponent("pipe.json").path, 0o644) == 0)
            },
            prefix: "pipe.json: error: ", fragment: "is a FIFO (named pipe), not a regular file", rule: "[io-error]"),
        HostileCase(
            name: "a FIFO named on the command line is refused without waiting for a writer",
            make: { directory in
                #expect(mkfifo(directory.appendingPathComponent("named-pipe").path, 0o644) == 0)
            },
            prefix: "named-pipe: error: ", fragment: "is a FIFO (named pipe), not a regular file", rule: "[io-error]",
            extraArguments: ["named-pipe"]),
        HostileCase(
            name: "a file that vanished (dangling symlink) is reported",
            make: { directory in
                try FileManager.default.createSymbolicLink(
                    atPath: directory.appendingPathComponent("gone.json").path, withDestinationPath: "removed.json")
            },
            prefix: "gone.json: error: ", fragment: "broken symbolic link or link loop (No such file or directory)",
            rule: "[io-error]"),
        HostileCase(
            name: "a path through a regular file (ENOTDIR) is unreadable",
            make: { _ in },
            prefix: "good.json/spec.json: error: ", fragment: "cannot open: Not a directory", rule: "[io-error]",
            extraArguments: ["good.json/spec.json"]),
        HostileCase(
            name: "a file whose read fails (EIO from /proc/self/mem) is unreadable, not empty",
            make: { directory in
                try FileManager.default.createSymbolicLink(
                    atPath: directory.appendingPathComponent("mem.json").path, withDestinationPath: "/proc/self/mem")
            },
            // A link out of the walked folder is followed only with --follow-links (issue 18).
            prefix: "mem.json: error: ", fragment: "cannot read: Input/output error", rule: "[io-error]",
            extraArguments: ["--follow-links"]),
        HostileCase(
            name: "a file with more content than its stat size (/proc/self/status) is read in full",
            make: { directory in
                try FileManager.default.createSymbolicLink(
                    atPath: directory.appendingPathComponent("status.json").path,
                    withDestinationPath: "/proc/self/status")
            },
            prefix: "status.json:1:1: error: ", fragment: "expected a JSON value, found 'Name'", rule: "[invalid-json]",
            // A walk passes over a file that is not clearly a spec: named, it is linted.
            extraArguments: ["--follow-links", "status.json"]),
    ]

    @Test(arguments: cases)
    func reportsHostileInputAndStillLintsTheGoodFile(_ test: HostileCase) throws {
        let directory = try TemporaryDirectory()
        try directory.write("good.json", Self.goodSpec)
        try test.make(directory.url)
        let output = try Binary.run(["."] + test.extraArguments, in: directory.url, timeout: 120)
        #expect(!output.timedOut, "adaptlint hung")
        #expect(output.status == 2)
        let lines = output.stdout.split(separator: "\n").map(String.init)
        let reported = lines.contains {
            $0.hasPrefix(test.prefix) && $0.contains(test.fragment) && $0.hasSuffix(test.rule)
        }
        #expect(
            reported, "no line '\(test.prefix)...\(test.fragment)...\(test.rule)' in:\n\(output.stdout.prefix(2_000))")
        let good = lines.contains { $0.hasPrefix("good.json:4:25: error: ") && $0.hasSuffix("[no-idiom-layout]") }
        #expect(good, "the good spec's finding is missing:\n\(output.stdout.prefix(2_000))")
        #expect(output.stdout.utf8.count < 100_000, "the report should be short, not echo the hostile input")
    }

    // MARK: - Helpers

    static func write(_ directory: URL, _ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: directory.appendingPathComponent(name))
    }

    static func write(_ directory: URL, _ name: String, bytes: [UInt8]) throws {
        try Data(bytes).write(to: directory.appendingPathComponent(name))
    }

    /// A spec with one component on line 4 (so positions are easy to state).
    static func spec(component: String) -> String {
        """
        {
          "screen": "Sizes", "orientations": ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"],
          "layouts": [{"components": [
            \(component)
          ]}]
        }
        """
    }
}

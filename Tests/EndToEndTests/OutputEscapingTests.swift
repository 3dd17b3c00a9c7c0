import AdaptTestSupport
import Foundation
import Testing

/// Text from an input (a key, a file name) cannot start a line of any report on standard output,
/// so a report printed in a CI log cannot run a GitHub Actions workflow command, and no control
/// character (C0, C1, DEL, ESC) reaches the log raw.
struct OutputEscapingTests {
    /// A spec whose unknown key holds a line break, a workflow command and control characters.
    static let spec = """
        {
          "screen": "x",
          "orientations": ["portrait"],
          "\\n::error::pwned\\r\\n::stop-commands::\\u001b[2J\\u0007\\u007f\\u0085x": 1,
          "layouts": [{"components": []}]
        }
        """

    /// The lines of `text` that start a workflow command which adaptlint did not write itself.
    static func injectedCommands(_ text: String, format: String) -> [Substring] {
        text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            guard line.hasPrefix("::") else { return false }
            // The github format's own commands: a level, properties, then the escaped message.
            let own =
                format == "github"
                && ["::error file=", "::warning file=", "::notice file="].contains {
                    line.hasPrefix($0)
                }
            return !own
        }
    }

    @Test(arguments: ["text", "json", "sarif", "html", "junit", "markdown", "github"])
    func noInputTextStartsALineOrCarriesAControlCharacter(_ format: String) throws {
        let directory = try TemporaryDirectory()
        try directory.write("::error::a.json", Self.spec)
        let output = try Binary.run([".", "--format", format], in: directory.url)
        #expect(output.status == 2, "\(format): stderr: \(output.stderr)")
        #expect(output.stdout.contains("pwned"), "\(format): the key is quoted: \(output.stdout.prefix(2000))")
        #expect(Self.injectedCommands(output.stdout, format: format).isEmpty, "\(format)")
        let raw = output.stdout.unicodeScalars.filter {
            ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value)
        }
        #expect(raw.isEmpty, "\(format): raw control characters \(raw.map { String($0.value, radix: 16) })")
    }
}

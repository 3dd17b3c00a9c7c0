import Foundation
import Testing

@testable import AdaptLintCLI

/// Tests generated from the option tables: every option each command's table holds is parsed the same
/// way in both spellings, is listed in that command's help, and nothing else is; every subcommand's help
/// is the same however it is asked for.
@Suite struct CommandTableTests {
    /// One command's table, reduced to what the tests need.
    struct Table: Sendable, CustomTestStringConvertible {
        let command: String?
        let options: [(names: [String], valueName: String?, example: String)]
        /// Arguments a parse needs besides the option (import needs a path).
        let trailing: [String]

        var testDescription: String { command ?? "adaptlint" }

        init<Options>(_ command: String?, _ table: [OptionSpec<Options>], trailing: [String] = []) {
            self.command = command
            options = table.map { ($0.names, $0.valueName, $0.example) }
            self.trailing = trailing
        }

        func arguments(_ option: [String]) -> [String] { (command.map { [$0] } ?? []) + option + trailing }
    }

    static let tables: [Table] = [
        Table(nil, CommandLineParser.table),
        Table("config", Subcommands.configTable),
        Table("devices", [CommandLineParser.devicesOption]),
        Table("import", ImportCommand.table, trailing: ["Main.storyboard"]),
    ]

    static func outcome(_ arguments: [String]) -> Result<Command, ToolError> {
        Result { () throws(ToolError) in try CommandLineParser.parse(arguments) }
    }

    @Test(arguments: tables)
    func everyValueOptionAcceptsBothSpellingsAndEverySpellingIsTheSame(_ table: Table) throws {
        for option in table.options {
            guard option.valueName != nil else {
                #expect(throws: ToolError.self, "\(option.names.last!)=x must be refused") {
                    try CommandLineParser.parse(table.arguments(["\(option.names.last!)=x"]))
                }
                continue
            }
            // The same command, or the same error where the option needs another (--stdin-filename).
            let separate = Self.outcome(table.arguments([option.names.last!, option.example]))
            let joined = Self.outcome(table.arguments(["\(option.names.last!)=\(option.example)"]))
            #expect(separate == joined, "\(option.names.last!)")
            if case .failure(let error) = separate {
                guard case .optionRequires = error else {
                    Issue.record("\(option.names.last!) \(option.example): \(error.message)")
                    continue
                }
            }
            for name in option.names.dropLast() {
                #expect(Self.outcome(table.arguments([name, option.example])) == separate, "\(name)")
            }
        }
    }

    @Test(arguments: tables)
    func helpListsExactlyTheOptionsTheParserAccepts(_ table: Table) throws {
        let help = try #require(
            table.command.map { Subcommands.named($0)?.help } ?? CommandLineParser.help)
        let optionsSection = try #require(help.components(separatedBy: "OPTIONS:\n").dropFirst().first)
            .components(separatedBy: "\n\n")[0]
        let listed = Set(
            optionsSection.split(separator: "\n").filter { $0.hasPrefix("  -") }.flatMap { line in
                line.dropFirst(2).split(separator: " ")
                    .prefix { $0.hasPrefix("-") }.map {
                        String($0.trimmingCharacters(in: CharacterSet(charactersIn: ",")))
                    }
            })
        let accepted = Set(table.options.flatMap(\.names) + CommandTable.helpNames)
        #expect(listed == accepted)
    }

    @Test(arguments: Subcommands.names)
    func subcommandHelpIsTheSameAskedEitherWay(_ name: String) throws {
        let asked = try CommandLineParser.parse([name, "--help"])
        let viaHelp = try CommandLineParser.parse(["help", name])
        if name == "help" {
            #expect(asked == .help)
            #expect(viaHelp == .subcommandHelp("help"))
        } else {
            #expect(asked == .subcommandHelp(name))
            #expect(viaHelp == asked)
        }
        let help = try #require(Subcommands.named(name)?.help)
        #expect(help.contains("USAGE: " + (Subcommands.named(name)?.usage ?? "")))
    }

    @Test func theMainHelpAndHelpHelpListEverySubcommand() throws {
        let main = CommandLineParser.help
        let helpHelp = try #require(Subcommands.named("help")?.help)
        for name in Subcommands.names {
            #expect(main.contains("\n  \(name)"), "adaptlint --help lacks \(name)")
            #expect(main.contains("       adaptlint \(name)") || name == Subcommands.names.first, "usage lacks \(name)")
            #expect(helpHelp.contains(name), "adaptlint help help lacks \(name)")
        }
    }

    @Test func anUnknownOptionCloseToAKnownOneIsSuggested() {
        #expect(throws: ToolError.unknownOption("--fromat", suggestion: "--format")) {
            try CommandLineParser.parse(["--fromat", "json"])
        }
        #expect(throws: ToolError.unknownOption("--output-dri", suggestion: "--output-dir")) {
            try CommandLineParser.parse(["import", "--output-dri", "x", "a.xib"])
        }
    }

    @Test func importTakesItsOutputFolderInBothSpellings() throws {
        var expected = ImportOptions()
        expected.outputDirectory = "out"
        expected.paths = ["a.xib"]
        #expect(try CommandLineParser.parse(["import", "--output-dir=out", "a.xib"]) == .importDocuments(expected))
        #expect(try CommandLineParser.parse(["import", "a.xib", "--output-dir", "out"]) == .importDocuments(expected))
        #expect(throws: ToolError.missingArgument(command: "import", name: "<path>")) {
            try CommandLineParser.parse(["import", "--output-dir=out"])
        }
    }
}

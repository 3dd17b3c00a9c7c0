import AdaptJSON
import AdaptLintCore
import Testing

@testable import AdaptLintReporters

private func render(_ diagnostics: [Diagnostic], colors: Bool = false) -> String {
    let report = LintReport(files: [FileResult(path: "a.json", diagnostics: diagnostics)], rules: Fixtures.rules)
    return TextReporter().render(report, context: ReportContext(workingDirectory: "/w", colors: colors))
}

private func diagnostic(line: String, column: Int, width: Int, message: String = "m") -> Diagnostic {
    let location = Location(
        path: "a.json", start: SourcePosition(line: 1, column: column),
        end: SourcePosition(line: 1, column: column + width),
        pointer: "/a", byteRange: 0..<1, lineText: line)
    return Diagnostic(ruleID: "r", severity: .warning, message: message, location: location)
}

@Test func firstLineIsTheCompilerStyleForm() {
    let text = render([diagnostic(line: #"{"a": 1}"#, column: 2, width: 3)])
    #expect(text.hasPrefix("a.json:1:2: warning: m [r]\n"))
    #expect(text.split(separator: "\n").count == 3)
}

@Test func caretSitsUnderTheColumnOfAShortLine() {
    let lines = render([diagnostic(line: #"{"a": 1}"#, column: 2, width: 3)]).split(separator: "\n")
    #expect(lines[1] == #"    {"a": 1}"#)
    #expect(lines[2] == "     ^~~")
}

struct WindowCase: CustomTestStringConvertible, Sendable {
    var name: String
    var column: Int
    var testDescription: String { name }
}

@Test(arguments: [
    WindowCase(name: "near the start", column: 5), WindowCase(name: "in the middle", column: 400),
    WindowCase(name: "near the end", column: 995),
])
func longLinesAreCutAroundTheColumn(_ testCase: WindowCase) throws {
    // A minified spec: one 1000-character line whose characters tell their own position.
    let line = String((0..<1000).map { Character(Unicode.Scalar(UInt8(0x41 + $0 % 26))) })
    let lines = render([diagnostic(line: line, column: testCase.column, width: 3)]).split(separator: "\n")
    let excerpt = Array(lines[1].dropFirst(4))
    let caretLine = lines[2].dropFirst(4)
    #expect(excerpt.count <= TextReporter.excerptWidth + 2)
    let caret = try #require(caretLine.firstIndex(of: "^"))
    let offset = caretLine.distance(from: caretLine.startIndex, to: caret)
    let expected = Array(line)[testCase.column - 1]
    #expect(excerpt[offset] == expected)
    #expect(caretLine.hasSuffix("^~~"))
}

@Test func controlCharactersFromTheInputCannotReachTheTerminal() {
    let text = render([
        diagnostic(line: "\"a\u{1B}[2J\": 1", column: 1, width: 5, message: "key 'a\u{1B}[2J\u{07}'\nnext")
    ])
    #expect(!text.unicodeScalars.contains("\u{1B}"))
    #expect(!text.unicodeScalars.contains("\u{07}"))
    #expect(text.contains("key 'a\\u{1B}[2J\\u{7}'\\u{A}next [r]"))
    #expect(text.split(separator: "\n").count == 3)
}

@Test func colorsOnlyWhenAsked() {
    let plain = render([diagnostic(line: "x", column: 1, width: 1)])
    let colored = render([diagnostic(line: "x", column: 1, width: 1)], colors: true)
    #expect(!plain.contains("\u{1B}["))
    #expect(colored.contains("\u{1B}[1;35mwarning:\u{1B}[0m"))
}

@Test func tabsAreKeptSoTheCaretLinesUp() {
    let lines = render([diagnostic(line: "\t\t\"a\": 1", column: 3, width: 3)]).split(separator: "\n")
    #expect(lines[2] == "    \t\t^~~")
}

@Test func unreadableFilesGetAnIOErrorLine() {
    let report = LintReport(
        files: [FileResult(path: "gone.json", diagnostics: [], readError: "cannot open: No such file or directory")],
        rules: [])
    let text = TextReporter().render(report, context: ReportContext(workingDirectory: "/w"))
    #expect(text == "gone.json: error: cannot open: No such file or directory [io-error]\n")
}

@Test func aLongReportIsWrittenInPiecesNotWhole() {
    // 3,000 findings make about 200 KB of text: it is handed on in pieces of about 64 KB, each
    // ending with a finding's block, and together they are the rendered report.
    let diagnostics = (0..<3_000).map { index in
        diagnostic(line: #"{"a": 1, "b": 2}"#, column: 2, width: 3, message: "finding \(index)")
    }
    let report = LintReport(files: [FileResult(path: "a.json", diagnostics: diagnostics)], rules: Fixtures.rules)
    let context = ReportContext(workingDirectory: "/w")
    var pieces: [[UInt8]] = []
    TextReporter().write(report, context: context) { pieces.append(Array($0)) }
    let whole = TextReporter().render(report, context: context)
    #expect(pieces.count > 2)
    #expect(pieces.allSatisfy { $0.count <= TextReporter.chunkBytes + 1_024 })
    #expect(pieces.allSatisfy { $0.last == UInt8(ascii: "\n") })
    #expect(pieces.flatMap { $0 } == Array(whole.utf8))
}

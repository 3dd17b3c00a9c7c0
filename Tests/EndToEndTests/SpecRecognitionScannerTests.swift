import Testing

@testable import AdaptLintCLI

/// How far the walk's spec recognition reads a file: member by member, each value skipped only
/// when the member after it is asked for.
struct SpecRecognitionScannerTests {
    /// A spec root whose `layouts` value is `size` bytes of one array.
    static func spec(layoutsOf size: Int) -> [UInt8] {
        let filler = String(repeating: "0,", count: size / 2) + "0"
        return Array(#"{"screen": "S", "orientations": ["portrait"], "layouts": [\#(filler)], "after": 1}"#.utf8)
    }

    @Test func aNameIsReturnedBeforeItsValueIsRead() {
        let bytes = Self.spec(layoutsOf: 100_000)
        var scanner = SpecRecognition.RootScanner(bytes: bytes)
        var names: [String] = []
        while let (name, _) = scanner.nextMember(), name != "layouts" { names.append(name) }
        #expect(names == ["screen", "orientations"])
        #expect(scanner.bytesRead < 100, "\(scanner.bytesRead)")
        // Asked for the next member, the scanner skips the value and goes on.
        #expect(scanner.nextMember()?.0 == "after")
        #expect(scanner.bytesRead > 100_000)
        #expect(scanner.nextMember() == nil)
    }

    @Test func theVerdictOnASpecDoesNotReadItsLayouts() {
        #expect(SpecRecognition.verdict(Self.spec(layoutsOf: 100_000)) == .spec)
    }

    @Test func aValueThatNeverEndsStopsTheScanAtTheNextMember() {
        var scanner = SpecRecognition.RootScanner(bytes: Array(#"{"screen": "S", "layouts": [1, 2"#.utf8))
        #expect(scanner.nextMember()?.0 == "screen")
        #expect(scanner.nextMember()?.0 == "layouts")
        #expect(scanner.nextMember() == nil)
        #expect(scanner.nextMember() == nil)
    }
}

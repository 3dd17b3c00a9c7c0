import AdaptJSON
import AdaptLintCore
import AdaptLintReaders
import AdaptTestSupport
import Foundation
import Testing

@Suite struct InterfaceBuilderInputTests {
    @Test(arguments: [
        ("MacOSX.Cocoa", "macOS"), ("AppleTV", "tvOS"), ("watchKit", "watchOS"),
    ])
    func otherPlatformsAreSkippedWithANote(_ runtime: String, _ platform: String) throws {
        let result = Fixtures.lint(Fixtures.xib(Fixtures.tinyButton, runtime: runtime))
        let note = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(note.ruleID == "unsupported-input")
        #expect(note.severity == .note)
        #expect(note.message.contains(platform))
        #expect(!result.isInvalidInput)
    }

    @Test func legacyArchivesAreSkippedAsUnsupported() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="7.02">
                <data><int key="IBDocument.SystemTarget">768</int></data>
            </archive>
            """
        let result = Fixtures.lint(text)
        let note = try #require(result.diagnostics.first)
        #expect(note.ruleID == "unsupported-input")
        #expect(note.message.contains("unsupported"))
        #expect(note.location.start == SourcePosition(line: 2, column: 1))
    }

    /// A processing instruction may have no data (XML 1.0, production 16): it is read and ignored.
    @Test(arguments: ["<?ie?>\n<document/>\n", "<document><?pi?></document>\n"])
    func aProcessingInstructionWithoutDataIsWellFormed(_ text: String) throws {
        #expect(try XMLTree.parse(Array(text.utf8)).name == "document")
    }

    @Test(arguments: [
        ("binary", "\u{0}\u{5}\u{16}\u{7}Mac OS X        \u{0}\u{2}"),
        ("unclosed element", "<?xml version=\"1.0\"?>\n<document>\n  <objects>\n</document>\n"),
        ("empty", ""),
        ("document type", "<?xml version=\"1.0\"?>\n<!DOCTYPE d [<!ENTITY a \"aaaa\">]>\n<document/>\n"),
        ("declaration without data", "<?xml?>\n<document/>\n"),
    ])
    func notXMLIsInvalidInputWithAPosition(_ name: String, _ text: String) throws {
        let result = Fixtures.lint(text)
        let error = try #require(result.diagnostics.first, "\(name)")
        #expect(error.ruleID == "invalid-xml", "\(name)")
        #expect(error.severity == .error)
        #expect(error.location.start.line >= 1 && error.location.start.column >= 1)
        #expect(result.isInvalidInput, "\(name)")
    }

    @Test func nestingBeyondTheDepthLimitIsReportedNotACrash() throws {
        let depth = 300
        let text = String(repeating: "<view id=\"v\">", count: depth) + String(repeating: "</view>", count: depth)
        let result = Fixtures.lint(
            "<document targetRuntime=\"iOS.CocoaTouch\"><objects>" + text + "</objects></document>")
        let error = try #require(result.diagnostics.first)
        #expect(error.ruleID == "invalid-xml")
        #expect(error.message.contains("256 levels"))
    }

    @Test func theElementCountLimitHolds() throws {
        let limits = XMLTree.Limits(maximumBytes: 1 << 20, maximumDepth: 10, maximumElements: 5)
        let text = "<a>" + String(repeating: "<b/>", count: 10) + "</a>"
        #expect(throws: XMLReadError.self) { try XMLTree.parse(Array(text.utf8), limits: limits) }
    }

    @Test func importedSpecsDecodeAndFindWhatTheDocumentFinds() throws {
        let text = Fixtures.xib(InterfaceBuilderLintTests.smallButton)
        let specs = try #require(Fixtures.specs(text))
        #expect(specs.count == 1)
        let spec = try #require(specs.first)
        let document = try JSONParser.parse(spec)
        guard case .success(let decoded) = SpecDecoder.decode(document) else {
            Issue.record("the imported spec does not decode: \(String(decoding: spec, as: UTF8.self))")
            return
        }
        #expect(decoded.source?.value == .interfaceBuilder)
        let fromDocument = Fixtures.lint(text).diagnostics.map(\.ruleID)
        let linter = Linter(rules: Fixtures.allRules)
        let fromSpec = linter.lint(spec, path: "Player.i9n.json").diagnostics.map(\.ruleID)
        #expect(fromSpec == fromDocument)
        #expect(fromSpec == ["tap-target-size"])
    }

    /// Found by the XML fuzz target (run XML-1): a document that repeats an object id gave a spec with a
    /// duplicate component id, so linting it reported `invalid-spec` for a spec adaptlint wrote itself.
    @Test func aRepeatedObjectIDGetsAUniqueComponentIDAndBothElementsAreJudged() throws {
        let body = """
                            <button opaque="NO" userLabel="Go" id="b"><rect key="frame" x="10" y="10" width="24" height="24"/></button>
                            <button opaque="NO" userLabel="Stop" id="b"><rect key="frame" x="60" y="10" width="20" height="20"/></button>
                            <button opaque="NO" userLabel="Next" id="b~2"><rect key="frame" x="100" y="10" width="22" height="22"/></button>
            """
        let text = Fixtures.xib(body)
        let result = Fixtures.lint(text)
        #expect(!result.diagnostics.contains { $0.ruleID == "invalid-spec" }, "\(result.diagnostics.map(\.message))")
        let messages = result.diagnostics.filter { $0.ruleID == "tap-target-size" }.map(\.message)
        #expect(messages.count == 3, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("tap target button 'Go' (b) is 24x24pt") })
        #expect(messages.contains { $0.hasPrefix("tap target button 'Stop' (b) is 20x20pt") })
        #expect(messages.contains { $0.hasPrefix("tap target button 'Next' (b~2) is 22x22pt") })
        let first = try #require(Fixtures.line(of: "id=\"b\"", in: text))
        #expect(result.diagnostics.map(\.location.start.line).sorted() == [first, first + 1, first + 2])
        let specs = try #require(Fixtures.specs(text))
        let spec = String(decoding: try #require(specs.first), as: UTF8.self)
        #expect(spec.contains(#""id": "b~3""#) && spec.contains(#""id": "b~2""#), "\(spec)")
        guard case .success = SpecDecoder.decode(try JSONParser.parse(try #require(specs.first))) else {
            Issue.record("the written spec does not decode")
            return
        }
    }

    @Test func bytesThatAreNotUTF8OrHaveStrayMarkupNeverCrash() {
        var generator = SplitMix64(seed: 19)
        let base = Array(Fixtures.xib(InterfaceBuilderLintTests.smallButton).utf8)
        for _ in 0..<200 {
            var bytes = base
            for _ in 0..<8 {
                let index = Int(generator.next() % UInt64(bytes.count))
                bytes[index] = UInt8(truncatingIfNeeded: generator.next())
            }
            let rules = Fixtures.allRules
            _ = InterfaceBuilderLinter.lint(bytes, path: "Fuzz.xib", linter: Linter(rules: rules))
        }
    }
}

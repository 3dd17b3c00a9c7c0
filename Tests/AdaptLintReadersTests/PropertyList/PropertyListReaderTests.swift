import AdaptJSON
import Foundation
import Testing

@testable import AdaptLintReaders

/// The XML, binary and OpenStep readers: values, key positions, and errors with their positions.
@Suite struct PropertyListReaderTests {
    /// The 1-based line and column of a byte offset in `bytes`.
    func position(_ offset: Int, in bytes: [UInt8]) -> String {
        LineIndex(bytes).position(of: offset).description
    }

    @Test func xmlKeysKeepTheirBytes() throws {
        let bytes = PlistFixtures.plist(
            "\t<key>CFBundleName</key>\n\t<string>Shop</string>\n"
                + "\t<key>UIApplicationSceneManifest</key>\n\t<dict>\n"
                + "\t\t<key>UIApplicationSupportsMultipleScenes</key>\n\t\t<true/>\n\t</dict>")
        let root = try XMLPropertyListReader.read(bytes)
        let name = try #require(root["CFBundleName"])
        #expect(name.value.string == "Shop")
        #expect(position(name.keyRange.lowerBound, in: bytes) == "5:7")
        #expect(String(decoding: bytes[name.keyRange], as: UTF8.self) == "CFBundleName")
        let scenes = try #require(root["UIApplicationSceneManifest"]?.value["UIApplicationSupportsMultipleScenes"])
        #expect(scenes.value.boolean == true)
        #expect(position(scenes.keyRange.lowerBound, in: bytes) == "9:8")
    }

    @Test func xmlPositionsCountCodePointsAfterMultibyteText() throws {
        let bytes = PlistFixtures.plist("\t<key>Größe</key><string>ü</string><key>UIRequiresFullScreen</key><true/>")
        let root = try XMLPropertyListReader.read(bytes)
        let entry = try #require(root["UIRequiresFullScreen"])
        // `\t<key>Größe</key><string>ü</string><key>` is 40 code points.
        #expect(position(entry.keyRange.lowerBound, in: bytes) == "5:41")
        #expect(root["Größe"]?.value.string == "ü")
    }

    @Test func xmlKeysWithEntitiesStillPointAtTheirTag() throws {
        let bytes = PlistFixtures.plist("\t<key>A&amp;B</key>\n\t<integer>7</integer>")
        let root = try XMLPropertyListReader.read(bytes)
        let entry = try #require(root["A&B"])
        if case .scalar(let text) = entry.value.value { #expect(text == "7") } else { Issue.record("not a scalar") }
        #expect(position(entry.keyRange.lowerBound, in: bytes) == "5:2")
    }

    /// Inputs that are not property lists, each with the message start and the position expected.
    static let brokenXML: [(name: String, text: String, message: String, position: String)] = [
        (
            "bare ampersand", "<plist>\n<dict>\n<key>A</key>\n<string>a & b</string>\n</dict></plist>",
            "not a well-formed XML property list", "4:"
        ),
        ("not plist", "<html></html>", "the root element is <html>, not <plist>", "1:1"),
        ("key without value", "<plist><dict>\n  <key>A</key>\n</dict></plist>", "key 'A' has no value", "2:8"),
        (
            "value without key", "<plist><dict>\n<string>x</string></dict></plist>",
            "a value in a <dict> without a <key>", "2:1"
        ),
        (
            "unknown element", "<plist><dict><key>A</key>\n<colour/></dict></plist>",
            "<colour> is not a property list element", "2:1"
        ),
        ("two roots", "<plist><dict/><dict/></plist>", "<plist> holds 2 values", "1:1"),
    ]

    @Test(arguments: brokenXML.indices) func brokenXMLIsAnErrorWithItsPosition(_ index: Int) {
        let example = Self.brokenXML[index]
        let bytes = Array(example.text.utf8)
        #expect(throws: PropertyListError.self) { try XMLPropertyListReader.read(bytes) }
        do {
            _ = try XMLPropertyListReader.read(bytes)
        } catch {
            #expect(error.message.hasPrefix(example.message), "\(example.name): \(error.message)")
            #expect(position(error.offset, in: bytes).hasPrefix(example.position), "\(example.name)")
        }
    }

    @Test func deepNestingIsRefused() {
        let depth = XMLPropertyListReader.maximumDepth + 5
        let text =
            "<plist>" + String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth)
            + "</plist>"
        #expect(throws: PropertyListError.self) { try XMLPropertyListReader.read(Array(text.utf8)) }
    }

    @Test func binaryPlistsAreReadWithoutPositions() throws {
        let object: [String: Any] = [
            "UISupportedInterfaceOrientations": ["UIInterfaceOrientationLandscapeLeft"],
            "UIDeviceFamily": [1, 2], "UIRequiresFullScreen": true,
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
        let bytes = [UInt8](data)
        #expect(bytes.starts(with: Array("bplist00".utf8)))
        let (root, format) = try PropertyListReader.read(bytes)
        #expect(format == .binary)
        #expect(root["UIRequiresFullScreen"]?.value.boolean == true)
        #expect(root["UIRequiresFullScreen"]?.keyRange == 0..<0)
        let codes = root["UIDeviceFamily"]?.value.elements?.map { element -> String in
            if case .scalar(let text) = element.value { return text }
            return "not a scalar"
        }
        #expect(codes == ["1", "2"])
    }

    @Test func garbageIsNotAPropertyList() {
        #expect(throws: PropertyListError.self) { try PropertyListReader.read(Array("bplist00\u{1}\u{2}".utf8)) }
        #expect(throws: PropertyListError.self) { try PropertyListReader.read([0xCA, 0xFE, 0xBA, 0xBE, 0x00]) }
        #expect(throws: PropertyListError.self) { try PropertyListReader.read(Array("{ a = ".utf8)) }
    }

    /// Element and attribute names that are not UTF-8 are refused at their first byte.
    @Test(arguments: [
        ("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict><k\u{FF}/></dict></plist>\n", 0),
        ("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict><key a\u{FF}=\"1\">x</key></dict></plist>\n", 0),
    ])
    func inputsTheXMLParserDoesNotSurviveAreRefusedWithTheirPosition(_ text: String, _ offset: Int) throws {
        // U+00FF stands for the byte 0xFF, which is not UTF-8.
        let bytes = text.unicodeScalars.map { $0 == "\u{FF}" ? UInt8(0xFF) : UInt8($0.value) }
        let expected = offset > 0 ? offset : try #require(bytes.firstIndex(of: 0xFF))
        do {
            _ = try PropertyListReader.read(bytes)
            Issue.record("read without an error")
        } catch {
            #expect(error.offset == expected, "\(error.message)")
        }
    }

    @Test func openStepTextKeepsKeyBytes() throws {
        let text = "// comment\n{\n  a = \"x y\"; /* note */ b = (1, 2, );\n  c = { d = e }; \"q k\" = <0a0b>;\n}\n"
        let bytes = Array(text.utf8)
        let root = try OpenStepReader.read(bytes)
        #expect(root["a"]?.value.string == "x y")
        #expect(root["b"]?.value.elements?.compactMap(\.string) == ["1", "2"])
        #expect(root["c"]?.value["d"]?.value.string == "e")
        #expect(root["q k"]?.value.string == "<0a0b>")
        let b = try #require(root["b"])
        #expect(position(b.keyRange.lowerBound, in: bytes) == "3:25")
    }

    static let brokenOpenStep: [(text: String, message: String, position: String)] = [
        ("{ a = b; ", "unterminated dictionary '{'", "1:1"),
        ("{ a = \"b; }", "unterminated string '\"'", "1:7"),
        ("{ a b; }", "expected '=' after key 'a'", "1:5"),
        ("{ a = b c; }", "expected ';' after the value of key 'a'", "1:9"),
        ("{ a = (b c); }", "expected ',' or ')' in an array", "1:10"),
        ("{ a = b; } x", "unexpected text after the property list", "1:12"),
        ("{ /* open", "unterminated comment", "1:3"),
        ("{ = b; }", "unexpected '=' where a string was expected", "1:3"),
    ]

    @Test(arguments: brokenOpenStep.indices) func brokenOpenStepIsAnErrorWithItsPosition(_ index: Int) {
        let example = Self.brokenOpenStep[index]
        let bytes = Array(example.text.utf8)
        do {
            _ = try OpenStepReader.read(bytes)
            Issue.record("'\(example.text)' was read")
        } catch {
            #expect(error.message == example.message)
            #expect(position(error.offset, in: bytes) == example.position, "\(example.text)")
        }
    }

    @Test func openStepNestingIsLimited() {
        let depth = OpenStepReader.maximumDepth + 1
        let text = String(repeating: "(", count: depth) + String(repeating: ")", count: depth)
        #expect(throws: PropertyListError.self) { try OpenStepReader.read(Array(text.utf8)) }
    }

    /// Any prefix of a valid file and any single flipped byte: an error or a value, never a crash.
    @Test func truncatedAndDamagedInputsNeverCrash() {
        let inputs = [
            PlistFixtures.plist(PlistFixtures.orientations("UISupportedInterfaceOrientations", ["Portrait"])),
            PlistFixtures.project(target: "INFOPLIST_KEY_UIRequiresFullScreen = YES;"),
        ]
        for bytes in inputs {
            for cut in stride(from: 0, to: bytes.count, by: 7) {
                _ = try? PropertyListReader.read(Array(bytes[..<cut]))
                _ = try? OpenStepReader.read(Array(bytes[..<cut]))
                var damaged = bytes
                damaged[cut] ^= 0x5A
                _ = try? PropertyListReader.read(damaged)
                _ = try? OpenStepReader.read(damaged)
            }
        }
    }
}

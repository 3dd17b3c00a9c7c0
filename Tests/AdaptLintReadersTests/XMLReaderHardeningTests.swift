import AdaptJSON
import Testing

@testable import AdaptLintReaders

/// The Interface Builder and property list readers on hostile or unusual XML: what they refuse, where,
/// and what they now read exactly.
@Suite struct XMLReaderHardeningTests {
    static func plist(_ prolog: String, _ body: String) -> [UInt8] {
        Array((prolog + "<plist version=\"1.0\"><dict>\(body)</dict></plist>\n").utf8)
    }

    /// The message and offset of the error reading `bytes` as an XML property list.
    static func plistError(_ bytes: [UInt8]) -> PropertyListError? {
        do {
            _ = try XMLPropertyListReader.read(bytes)
            return nil
        } catch {
            return error
        }
    }

    @Test func olderAppleDocumentTypeIsAccepted() throws {
        let prolog =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple Computer//DTD PLIST 1.0//EN\" "
            + "\"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n"
        let root = try XMLPropertyListReader.read(Self.plist(prolog, "<key>A</key><true/>"))
        #expect(root["A"]?.value.boolean == true)
    }

    static let refusedPlists: [(name: String, prolog: String, body: String, message: String, at: String)] = [
        (
            "entities in an internal subset",
            "<?xml version=\"1.0\"?>\n<!DOCTYPE plist [<!ENTITY a \"aaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;\">]>\n",
            "<key>A</key><string>&b;</string>", "internal subset", "[<!ENTITY"
        ),
        ("undefined entity", "", "<key>A</key><string>&b;</string>", "the entity '&b;' is not defined", "&b;"),
        (
            "UTF-7 declared with a space before '='", "<?xml version=\"1.0\" encoding =\"UTF-7\"?>\n", "",
            "encoding 'UTF-7'", "encoding ="
        ),
        ("another document type", "<!DOCTYPE html>\n", "", "'<!DOCTYPE html>' is not accepted", "<!DOCTYPE"),
    ]

    @Test(arguments: refusedPlists.indices) func hostilePropertyListsAreRefusedWhereTheyBreak(_ index: Int) throws {
        let example = Self.refusedPlists[index]
        let bytes = Self.plist(example.prolog, example.body)
        let error = try #require(Self.plistError(bytes), "\(example.name)")
        #expect(error.message.hasPrefix("not a well-formed XML property list: "), "\(example.name)")
        #expect(error.message.contains(example.message), "\(example.name): \(error.message)")
        let expected = try #require(XMLScannerTests.find(example.at, in: bytes))
        #expect(error.offset == expected, "\(example.name): \(error.message)")
    }

    @Test func aStartTagBrokenOverLinesKeepsItsKeyPosition() throws {
        let bytes = Self.plist("", "\n<key\n>Name</key><string\n>x</string>")
        let root = try XMLPropertyListReader.read(bytes)
        let entry = try #require(root["Name"])
        #expect(String(decoding: bytes[entry.keyRange], as: UTF8.self) == "Name")
        #expect(entry.value.string == "x")
    }

    @Test func aPropertyListOnOneLineIsReadWhole() throws {
        let body = (0..<2_000).map { "<key>k\($0)</key><integer>\($0)</integer>" }.joined()
        let bytes = Self.plist("", body)
        let root = try XMLPropertyListReader.read(bytes)
        let last = try #require(root["k1999"])
        #expect(String(decoding: bytes[last.keyRange], as: UTF8.self) == "k1999")
        #expect(LineIndex(bytes).position(of: last.keyRange.lowerBound).line == 1)
    }

    @Test func interfaceBuilderAttributesAreNormalizedAsXMLSays() throws {
        let text = "<document><label text=\"one&#10;two\" title=\"a\nb\tc\"/></document>"
        let root = try XMLTree.parse(Array(text.utf8))
        let label = try #require(root.child("label"))
        #expect(label["text"] == "one\ntwo")
        #expect(label["title"] == "a b c")
        #expect(label.offset == 10)
    }

    @Test func manyAttributesOnOneElementStopAtTheLimitWithAPosition() throws {
        var text = "<document>\n<view"
        for index in 0..<400_000 { text += " a\(index)=\"\"" }
        text += "/></document>"
        #expect(throws: XMLReadError.self) { try XMLTree.parse(Array(text.utf8)) }
        do {
            _ = try XMLTree.parse(Array(text.utf8))
        } catch {
            #expect(error.message == "the element '<view>' has more than 1000 attributes")
            #expect(error.position.line == 2)
        }
    }

    @Test(arguments: [
        ("<document>\n  <objects>\n  </view>\n</document>", "does not match the start tag '<objects>'", "3:3"),
        ("<document>\n  <label text=\"&nbsp;\"/>\n</document>", "the entity '&nbsp;' is not defined", "2:16"),
        ("<document a=\"1\" a=\"2\"/>", "the attribute 'a' appears twice", "1:17"),
    ])
    func interfaceBuilderErrorsNameTheProblemAndItsPlace(_ text: String, _ message: String, _ position: String) {
        do {
            _ = try XMLTree.parse(Array(text.utf8))
            Issue.record("read without an error")
        } catch {
            #expect(error.message.hasPrefix("not well-formed XML: "))
            #expect(error.message.contains(message), "\(error.message)")
            #expect(error.position.description == position)
        }
    }
}

import Foundation
import Testing

@testable import AdaptLintReaders

/// adaptlint's own XML reader: what it accepts, what it refuses and where, its limits, and a bound on
/// its work for inputs that made other readers slow.
@Suite struct XMLScannerTests {
    static let plistType = XMLScanner.DocumentType(
        name: "plist", publicID: "-//Apple//DTD PLIST 1.0//EN",
        systemID: "http://www.apple.com/DTDs/PropertyList-1.0.dtd")

    /// Every event of `bytes`, written compactly: `<name a=v>`, `</name>`, `[text]`.
    static func render(
        _ bytes: [UInt8], limits: XMLScanner.Limits = .default, types: [XMLScanner.DocumentType] = [plistType]
    ) throws(XMLSyntaxError) -> String {
        var scanner = XMLScanner(bytes, limits: limits, documentTypes: types)
        var out = ""
        while let event = try scanner.next() {
            switch event {
            case .start(let tag):
                out += "<" + tag.name + tag.attributes.map { " \($0.name)=\($0.value)" }.joined() + ">"
            case .end(let name): out += "</\(name)>"
            case .text(let text): out += "[\(text)]"
            }
        }
        return out
    }

    /// The scanner's work for `bytes` and the error it stopped at, if any.
    static func work(_ bytes: [UInt8], limits: XMLScanner.Limits = .default) -> (work: Int, error: XMLSyntaxError?) {
        var scanner = XMLScanner(bytes, limits: limits)
        do {
            while try scanner.next() != nil {}
            return (scanner.work, nil)
        } catch {
            return (scanner.work, error)
        }
    }

    static let plistDoctype =
        #"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">"#

    static let accepted: [(name: String, text: String, events: String)] = [
        ("no declaration", "<a/>", "<a></a>"),
        (
            "declaration with odd spacing", "<?xml  version = \"1.0\"\n encoding\t=\t'utf-8' standalone= \"no\" ?><a/>",
            "<a></a>"
        ),
        ("declaration without encoding", "<?xml version=\"1.0\"?>\n<a/>\n", "<a></a>"),
        ("encoding in upper case", "<?xml version=\"1.0\" encoding=\"UTF-8\"?><a/>", "<a></a>"),
        ("UTF-8 byte order mark", "\u{FEFF}<?xml version=\"1.0\"?><a/>", "<a></a>"),
        ("Apple's plist DOCTYPE", "<?xml version=\"1.0\"?>\n\(plistDoctype)\n<plist/>", "<plist></plist>"),
        (
            "DOCTYPE with other spacing and quotes",
            "<!DOCTYPE  plist\nPUBLIC '-//Apple//DTD PLIST 1.0//EN'  'http://www.apple.com/DTDs/PropertyList-1.0.dtd' ><plist/>",
            "<plist></plist>"
        ),
        ("predefined entities", "<a>&lt;&gt;&amp;&apos;&quot;</a>", "<a>[<>&'\"]</a>"),
        ("character references", "<a>&#65;&#x42;&#x1F600;&#9;</a>", "<a>[AB😀\t]</a>"),
        ("references in attributes", "<a t=\"&lt;b&gt; &#x26;\"/>", "<a t=<b> &></a>"),
        ("CDATA", "<a><![CDATA[<b>&amp;]]]></a>", "<a>[<b>&amp;]]</a>"),
        ("comments everywhere", "<!-- c --><a><!-- - x - --></a><!---->", "<a></a>"),
        ("processing instructions", "<?pi data?><a><?target?></a><?end  ?>", "<a></a>"),
        ("xml-stylesheet is not the declaration", "<?xml-stylesheet href=\"s.css\"?><a/>", "<a></a>"),
        ("attribute white space", "<a t=\"x&#10;y\tz\r\nw\"/>", "<a t=x\ny z w></a>"),
        ("line breaks in text", "<a>1\r\n2\r3\n</a>", "<a>[1\n2\n3\n]</a>"),
        ("single quotes and spaces", "<a  x = '1'\ny=\"'\" />", "<a x=1 y='></a>"),
        ("names beyond ASCII", "<é:x ü-1.b=\"ß\"/>", "<é:x ü-1.b=ß></é:x>"),
        ("end tag with space", "<a><b></b ></a >", "<a><b></b></a>"),
        ("text and elements", "<a>x<b/>y</a>", "<a>[x]<b></b>[y]</a>"),
    ]

    @Test(arguments: accepted.indices) func accepts(_ index: Int) throws {
        let example = Self.accepted[index]
        #expect(try Self.render(Array(example.text.utf8)) == example.events, "\(example.name)")
    }

    static let refused: [(name: String, bytes: [UInt8], message: String, offset: Int)] = [
        ("UTF-16 little-endian mark", [0xFF, 0xFE, 0x3C, 0x00, 0x61, 0x00], "UTF-16 text", 0),
        ("UTF-16 big-endian mark", [0xFE, 0xFF, 0x00, 0x3C, 0x00, 0x61], "UTF-16 text", 0),
        ("UTF-32 mark", [0xFF, 0xFE, 0x00, 0x00, 0x3C, 0x00, 0x00, 0x00], "UTF-32 text", 0),
        ("UTF-16 without a mark", Array("<?xml".utf16.flatMap { [UInt8($0), 0] }), "UTF-16 text", 0),
        (
            "UTF-7 declared with a space before '='", Array("<?xml version=\"1.0\" encoding =\"UTF-7\"?><a/>".utf8),
            "encoding 'UTF-7'; adaptlint reads XML in UTF-8 only: save the file as UTF-8", 20
        ),
        (
            "UTF-16 declared", Array("\u{FEFF}<?xml version=\"1.0\" encoding='UTF-16'?><a/>".utf8),
            "encoding 'UTF-16'", 23
        ),
        ("encoding before version", Array("<?xml encoding=\"UTF-8\" version=\"1.0\"?><a/>".utf8), "out of place", 6),
        ("declaration without version", Array("<?xml?><a/>".utf8), "has no 'version'", 0),
        ("version 2", Array("<?xml version=\"2.0\"?><a/>".utf8), "not XML 1.x", 6),
        ("declaration not at the start", Array(" <?xml version=\"1.0\"?><a/>".utf8), "only at the very start", 1),
        (
            "DOCTYPE with an internal subset",
            Array("<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"u\" [ ]><plist/>".utf8),
            "internal subset", 57
        ),
        (
            "billion laughs",
            Array(
                ("<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n<!ENTITY lol \"lol\">\n"
                    + "<!ENTITY lol1 \"&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;\">\n]>\n<lolz>&lol1;</lolz>")
                    .utf8),
            "internal subset", 37
        ),
        ("other DOCTYPE", Array("<!DOCTYPE html><html/>".utf8), "'<!DOCTYPE html>' is not accepted; expected", 0),
        ("two DOCTYPEs", Array((plistDoctype + plistDoctype + "<plist/>").utf8), "a second document type", 102),
        ("undefined entity", Array("<a>&lol;</a>".utf8), "the entity '&lol;' is not defined", 3),
        ("undefined entity in an attribute", Array("<a b=\"x&ent;\"/>".utf8), "'&ent;' is not defined", 7),
        ("bare ampersand", Array("<a>a & b</a>".utf8), "a bare '&'", 5),
        ("entity without ';'", Array("<a>&amp</a>".utf8), "not closed with ';'", 3),
        ("reference to NUL", Array("<a>&#0;</a>".utf8), "names a character XML does not allow", 3),
        ("reference to a surrogate", Array("<a>&#xD800;</a>".utf8), "does not allow", 3),
        ("reference past U+10FFFF", Array("<a>&#x110000;</a>".utf8), "does not allow", 3),
        ("reference to U+FFFE", Array("<a>&#xFFFE;</a>".utf8), "does not allow", 3),
        ("reference with many digits", Array("<a>&#99999999999999999999999;</a>".utf8), "does not allow", 3),
        ("reference with an upper-case X", Array("<a>&#X41;</a>".utf8), "'&#NNN;' or '&#xHHH;'", 3),
        ("'--' in a comment", Array("<a><!-- a -- b --></a>".utf8), "'--' inside a comment", 10),
        ("comment ending in '--->'", Array("<!-- a ---><a/>".utf8), "'--' inside a comment", 7),
        ("unclosed comment", Array("<a><!-- a </a>".utf8), "never closed with '-->'", 3),
        ("duplicate attribute", Array("<a x=\"1\" y=\"2\" x=\"3\"/>".utf8), "the attribute 'x' appears twice", 15),
        ("attributes without a space", Array("<a x=\"1\"y=\"2\"/>".utf8), "expected an attribute name", 8),
        ("attribute without a value", Array("<a x/>".utf8), "expected '=' after the attribute name 'x'", 4),
        ("unquoted attribute value", Array("<a x=1/>".utf8), "expected a value in quotes", 5),
        ("'<' in an attribute value", Array("<a x=\"<\"/>".utf8), "'<' in an attribute value", 6),
        ("unclosed element", Array("<a>\n<b>\n</b>".utf8), "the element '<a>' is never closed", 0),
        ("unclosed inner element", Array("<a><b></a>".utf8), "'</a>' does not match the start tag '<b>'", 6),
        ("unclosed start tag", Array("<a x=\"1\"".utf8), "the tag '<a' is never closed", 0),
        ("mismatched end tag", Array("<a><b></c></a>".utf8), "'</c>' does not match the start tag '<b>'", 6),
        ("two root elements", Array("<a/><b/>".utf8), "after the end of the root element", 4),
        ("text before the root", Array("x<a/>".utf8), "expected the root element", 0),
        ("text after the root", Array("<a/>x".utf8), "after the end of the root element", 4),
        ("empty", [], "no root element", 0),
        ("only a declaration", Array("<?xml version=\"1.0\"?>\n".utf8), "no root element", 22),
        ("']]>' in text", Array("<a>]]></a>".utf8), "']]>' in text", 3),
        ("unclosed CDATA", Array("<a><![CDATA[x</a>".utf8), "never closed with ']]>'", 3),
        ("CDATA before the root", Array("<![CDATA[x]]><a/>".utf8), "expected the root element", 0),
        ("'<' that starts no tag", Array("<a>< b</a>".utf8), "'<' that starts no tag", 3),
        ("NUL byte", Array("<a>\u{0}</a>".utf8), "a NUL byte is not allowed", 3),
        ("control character", Array("<a>\u{1}</a>".utf8), "the character U+0001 is not allowed", 3),
        ("U+FFFF", Array("<a>\u{FFFF}</a>".utf8), "the character U+FFFF is not allowed", 3),
        ("byte that is not UTF-8", [0x3C, 0x61, 0x3E, 0xFF, 0x3C, 0x2F, 0x61, 0x3E], "not UTF-8", 3),
        ("surrogate in UTF-8", [0x3C, 0x61, 0x3E, 0xED, 0xA0, 0x80, 0x3C, 0x2F, 0x61, 0x3E], "not UTF-8", 3),
        ("overlong form", [0x3C, 0x61, 0x3E, 0xC0, 0xBC, 0x3C, 0x2F, 0x61, 0x3E], "not UTF-8", 3),
        ("reserved instruction target", Array("<a><?XML x?></a>".utf8), "only at the very start", 3),
    ]

    @Test(arguments: refused.indices) func refuses(_ index: Int) {
        let example = Self.refused[index]
        #expect(throws: XMLSyntaxError.self, "\(example.name)") { try Self.render(example.bytes) }
        do {
            _ = try Self.render(example.bytes)
        } catch {
            #expect(error.message.contains(example.message), "\(example.name): \(error.message)")
            #expect(error.offset == example.offset, "\(example.name): \(error.message)")
            #expect(error.limit == nil, "\(example.name)")
        }
    }

    @Test func aDocumentTypeIsRefusedWhereNoneIsAccepted() {
        let bytes = Array((Self.plistDoctype + "<plist/>").utf8)
        #expect(throws: XMLSyntaxError("a document type declaration ('<!DOCTYPE') is not accepted here", at: 0)) {
            try Self.render(bytes, types: [])
        }
    }

    // MARK: - Limits

    /// `depth` nested `<e>` elements.
    static func nested(_ depth: Int) -> [UInt8] {
        Array((String(repeating: "<e>", count: depth) + String(repeating: "</e>", count: depth)).utf8)
    }

    @Test func nestingUpToTheLimitIsReadAndOneLevelMoreIsRefused() throws {
        let limits = XMLScanner.Limits(maximumBytes: 1 << 20, maximumDepth: 256, maximumElements: 1_000)
        #expect(try Self.render(Self.nested(256), limits: limits).hasPrefix("<e><e>"))
        let error = try #require(Self.work(Self.nested(257), limits: limits).error)
        #expect(error.limit == .nestingDepth)
        #expect(error.offset == 256 * 3)
        #expect(error.message == "elements are nested more than 256 levels deep")
    }

    @Test func theElementAndSizeLimitsAreNamed() throws {
        let limits = XMLScanner.Limits(maximumBytes: 100, maximumDepth: 8, maximumElements: 5)
        let many = Array(("<a>" + String(repeating: "<b/>", count: 10) + "</a>").utf8)
        let elements = try #require(Self.work(many, limits: limits).error)
        #expect(elements.limit == .elementCount)
        #expect(elements.offset == 3 + 4 * 4)
        let large = Array(("<a>" + String(repeating: " ", count: 100) + "</a>").utf8)
        let size = try #require(Self.work(large, limits: limits).error)
        #expect(size.limit == .fileSize)
        #expect(size.message == "the file is 107 bytes, more than the limit of 100")
    }

    /// One element with `count` attributes `a0="0" a1="1" ...`.
    static func attributes(_ count: Int) -> [UInt8] {
        var text = "<e"
        for index in 0..<count { text += " a\(index)=\"\(index)\"" }
        return Array((text + "/>").utf8)
    }

    @Test func fourHundredThousandAttributesAreRefusedAtTheLimit() throws {
        let bytes = Self.attributes(400_000)
        let (work, error) = Self.work(bytes)
        let refused = try #require(error)
        #expect(refused.limit == .attributeCount)
        #expect(refused.message == "the element '<e>' has more than 1000 attributes")
        let offset = try #require(Self.find(" a1000=", in: bytes))
        #expect(refused.offset == offset + 1)
        // Every byte is checked once as a character; then only the first 1,001 attributes are read.
        #expect(work < bytes.count + 20 * offset)
    }

    @Test func attributesAreReadInLinearWorkWhenTheLimitAllowsThem() {
        let limits = XMLScanner.Limits(
            maximumBytes: 64 << 20, maximumDepth: 8, maximumElements: 8, maximumAttributes: 1_000_000)
        for count in [50_000, 200_000] {
            let bytes = Self.attributes(count)
            let (work, error) = Self.work(bytes, limits: limits)
            #expect(error == nil)
            #expect(work <= 6 * bytes.count, "\(count) attributes: \(work) for \(bytes.count) bytes")
        }
    }

    /// Inputs that cost other XML readers quadratic time: a property list on one line, long runs of
    /// references, many comments, deep nesting and long names; each is read with a few steps per byte.
    static let shapes: [(name: String, make: @Sendable (Int) -> String)] = [
        (
            "one-line property list",
            { "<plist><dict>" + String(repeating: "<key>k</key><string>v</string>", count: $0) + "</dict></plist>" }
        ),
        ("references", { "<a>" + String(repeating: "&amp;&#x41;&lt;", count: $0) + "</a>" }),
        ("comments", { "<a>" + String(repeating: "<!-- - -->", count: $0) + "</a>" }),
        ("nesting", { String(repeating: "<e>", count: min($0, 250)) + String(repeating: "</e>", count: min($0, 250)) }),
        ("long name", { "<" + String(repeating: "n", count: $0) + "/>" }),
        ("attribute values", { "<a v=\"" + String(repeating: "x\t&quot;", count: $0) + "\"/>" }),
        ("CDATA", { "<a><![CDATA[" + String(repeating: "]] >\r\n", count: $0) + "]]></a>" }),
    ]

    @Test(arguments: shapes.indices) func workIsAFewStepsPerByte(_ index: Int) {
        let shape = Self.shapes[index]
        for count in [5_000, 10_000, 20_000] {
            let bytes = Array(shape.make(count).utf8)
            let (work, error) = Self.work(bytes)
            #expect(error == nil, "\(shape.name): \(String(describing: error))")
            #expect(work <= 6 * bytes.count, "\(shape.name) x\(count): \(work) steps for \(bytes.count) bytes")
        }
    }

    @Test func billionLaughsStopsAtTheSubsetBeforeAnyExpansion() throws {
        var text = "<?xml version=\"1.0\"?><!DOCTYPE l [<!ENTITY l0 \"ha\">"
        for level in 1...30 {
            text += "<!ENTITY l\(level) \"" + String(repeating: "&l\(level - 1);", count: 10) + "\">"
        }
        text += "]><l>&l30;</l>"
        let bytes = Array(text.utf8)
        let (work, error) = Self.work(bytes)
        #expect(error?.message.contains("internal subset") == true)
        #expect(work <= 2 * bytes.count)
    }

    @Test func defaultLimitsAreTheDocumentedValues() {
        let limits = XMLScanner.Limits.default
        #expect(limits.maximumBytes == 16 * 1024 * 1024)
        #expect(limits.maximumDepth == 256)
        #expect(limits.maximumElements == 1_000_000)
        #expect(limits.maximumAttributes == 1_000)
    }

    @Test func everyLimitIsDocumentedByNameInDocsLimits() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("docs/limits.md"), encoding: .utf8)
        for limit in XMLSyntaxError.Limit.allCases {
            #expect(text.contains("`\(limit.rawValue)`"), "docs/limits.md does not describe '\(limit.rawValue)'")
        }
    }

    static func find(_ needle: String, in bytes: [UInt8]) -> Int? {
        let pattern = Array(needle.utf8)
        guard bytes.count >= pattern.count else { return nil }
        return (0...(bytes.count - pattern.count)).first { bytes[$0..<($0 + pattern.count)].elementsEqual(pattern) }
    }
}

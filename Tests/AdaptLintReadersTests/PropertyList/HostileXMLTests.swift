import AdaptJSON
import Foundation
import Testing

@testable import AdaptLintReaders

/// Hostile XML for the Interface Builder and property list readers, built here: other encodings,
/// document type declarations, crowded elements and one-line files, with the work counted.
@Suite struct HostileXMLTests {
    // MARK: - No DTDs, UTF-8 only

    static let body = "<document type=\"x\"><objects/></document>"

    /// Every character of `text` in UTF-7's base64 form, as `+...-`.
    static func utf7(_ text: String) -> [UInt8] {
        let units = Array(text.utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        let encoded = Data(units).base64EncodedString().replacingOccurrences(of: "=", with: "")
        return Array("+\(encoded)-".utf8)
    }

    @Test(arguments: [
        ("spaced UTF-7", Array("<?xml version=\"1.0\" encoding =\"UTF-7\"?>\n".utf8), "encoding 'UTF-7'"),
        ("BOM and UTF-7", [0xEF, 0xBB, 0xBF] + Array("<?xml version=\"1.0\" encoding=\"UTF-7\"?>\n".utf8), "UTF-7"),
        ("tabbed UTF-7", Array("<?xml version='1.0'\tencoding\t=\t'utf-7' ?>".utf8), "encoding 'utf-7'"),
        ("latin-1", Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>".utf8), "ISO-8859-1"),
        ("UTF-16 BOM", [0xFF, 0xFE], "UTF-16"),
        (
            "BOM and a DTD",
            [0xEF, 0xBB, 0xBF] + Array("<?xml version=\"1.0\"?><!DOCTYPE d [<!ENTITY a \"b\">]>".utf8),
            "document type"
        ),
    ])
    func interfaceBuilderDocumentsRefuseOtherEncodingsAndDTDs(_ name: String, _ head: [UInt8], _ expected: String) {
        let text = Array("<!DOCTYPE document [<!ENTITY a \"aaaaaaaa\">]>".utf8)
        let bytes =
            head + (head.count > 2 ? Self.utf7(String(decoding: text, as: UTF8.self)) : []) + Array(Self.body.utf8)
        do {
            _ = try XMLTree.parse(bytes)
            Issue.record("\(name): parsed")
        } catch {
            #expect(error.message.contains(expected), "\(name): \(error.message)")
        }
    }

    @Test func aUTF8DeclarationWithSpacingAndABOMIsRead() throws {
        let bytes = [0xEF, 0xBB, 0xBF] + Array("<?xml version = \"1.0\" encoding = 'UTF-8' ?>\n\(Self.body)".utf8)
        #expect(try XMLTree.parse(bytes).name == "document")
    }

    static let standardDoctype =
        "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">"
    static let plistBody = "<plist version=\"1.0\"><dict><key>CFBundleName</key><string>Shop</string></dict></plist>"

    @Test(arguments: [
        standardDoctype,
        "<!DOCTYPE plist PUBLIC \"-//Apple Computer//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">",
        "<!DOCTYPE plist\n  PUBLIC '-//Apple//DTD PLIST 1.0//EN'\n  'http://www.apple.com/DTDs/PropertyList-1.0.dtd' >",
        "",
    ])
    func propertyListsAcceptAppleStandardDoctype(_ doctype: String) throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\(doctype)\n\(Self.plistBody)"
        let root = try XMLPropertyListReader.read(Array(text.utf8))
        #expect(root["CFBundleName"]?.value.string == "Shop")
    }

    @Test(arguments: [
        "<!DOCTYPE plist [<!ENTITY big \"AAAA\">]>",
        "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\" [<!ENTITY a \"b\">]>",
        "<!DOCTYPE plist SYSTEM \"file:///etc/passwd\">",
        standardDoctype + standardDoctype,
        "<!doctype plist [<!entity big \"AAAA\">]>",
    ])
    func propertyListsRefuseEveryOtherDoctype(_ doctype: String) {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\(doctype)\n\(Self.plistBody)"
        do {
            _ = try XMLPropertyListReader.read(Array(text.utf8))
            Issue.record("read: \(doctype)")
        } catch {
            #expect(error.offset >= 39, "\(error.message)")
            // `<!doctype` in lower case is not a declaration at all: XML keywords are upper case.
            #expect(
                error.message.contains("document type") || error.message.contains("root element"), "\(error.message)")
        }
    }

    @Test func aPropertyListDeclaringUTF7IsRefused() {
        let text = "<?xml version=\"1.0\" encoding =\"UTF-7\"?>" + Self.plistBody
        #expect(throws: PropertyListError.self) { try XMLPropertyListReader.read(Array(text.utf8)) }
    }

    // MARK: - Attributes per element

    @Test func anElementPastTheAttributeLimitIsRefusedAtTheAttribute() throws {
        let limit = XMLTree.Limits.default.maximumAttributes
        func document(_ count: Int) -> [UInt8] {
            let attributes = (0..<count).map { "a\($0)=\"1\"" }.joined(separator: " ")
            return Array("<?xml version=\"1.0\"?>\n<document><objects \(attributes)/></document>".utf8)
        }
        #expect(try XMLTree.parse(document(limit)).children.first?.attributes.count == limit)
        do {
            _ = try XMLTree.parse(document(limit + 1))
            Issue.record("parsed \(limit + 1) attributes")
        } catch {
            #expect(error.message.contains("has more than \(limit) attributes"), "\(error.message)")
            #expect(error.position.line == 2)
        }
    }

    // MARK: - One line

    @Test func aOneLinePropertyListIsScannedAboutOnce() throws {
        let members = (0..<5_000).map { "<key>K\($0)</key><string>v</string>" }.joined()
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?><plist version=\"1.0\"><dict>\(members)</dict></plist>"
        let bytes = Array(text.utf8)
        let (root, scanned) = try XMLPropertyListReader.readCountingScans(bytes)
        #expect(root["K4999"]?.value.string == "v")
        #expect(root["K4999"]?.keyRange.count == 5)
        #expect(scanned <= 4 * bytes.count, "the reader did \(scanned) steps for \(bytes.count) bytes")
    }
}

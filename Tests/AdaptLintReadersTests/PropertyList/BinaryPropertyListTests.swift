import AdaptJSON
import Foundation
import Testing

@testable import AdaptLintReaders

/// Binary property lists read by object identity: hostile ones built here, with the objects
/// decoded counted instead of timed.
@Suite struct BinaryPropertyListTests {
    // MARK: - Binary property lists read by identity

    /// A binary Info.plist whose arrays hold the same child twice, `levels` deep, written by hand:
    /// `levels` + 6 objects, each array referring to the one below it twice.
    static func sharedBinaryPlist(levels: Int) -> [UInt8] {
        var objects: [[UInt8]] = [
            [0xD2, 1, 2, 3, UInt8(5 + levels)], ascii("CFBundleIdentifier"), ascii("UISupportedInterfaceOrientations"),
            ascii("com.example"), ascii("x"), [0xA1, 4],
        ]
        for level in 1...levels { objects.append([0xA2, UInt8(4 + level), UInt8(4 + level)]) }
        return handWritten(objects)
    }

    /// An ASCII string object.
    static func ascii(_ text: String) -> [UInt8] {
        let bytes = Array(text.utf8)
        return (bytes.count < 15 ? [0x50 | UInt8(bytes.count)] : [0x5F, 0x10, UInt8(bytes.count)]) + bytes
    }

    @Test func sharedObjectsAreDecodedOnce() throws {
        // 3 * 2^17 - 1 = 393,215 values as a tree: within plist-values, from a file of ~300 bytes.
        let bytes = Self.sharedBinaryPlist(levels: 17)
        #expect(bytes.count < 300)
        let (root, decoded) = try BinaryPropertyListReader.readCountingObjects(bytes)
        #expect(decoded == 17 + 6)
        var node = try #require(root["UISupportedInterfaceOrientations"]?.value)
        for _ in 0..<17 {
            let elements = try #require(node.elements)
            #expect(elements.count == 2)
            node = elements[1]
        }
        #expect(node.elements?.first?.string == "x")
    }

    @Test(arguments: [22, 60])
    func aTreePastTheValueLimitIsRefusedAfterReadingEachObjectOnce(_ levels: Int) throws {
        let bytes = Self.sharedBinaryPlist(levels: levels)
        do {
            _ = try PropertyListReader.read(bytes)
            Issue.record("read a tree of 2^\(levels) values")
        } catch {
            #expect(error.message.contains("plist-values limit"), "\(error.message)")
            #expect(error.message.contains("\(BinaryPropertyListReader.maximumValues)"))
        }
    }

    /// A binary property list written by hand: objects, their offsets, and a trailer.
    static func handWritten(_ objects: [[UInt8]], top: Int = 0) -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let table = bytes.count
        for offset in offsets { bytes += [UInt8(offset >> 8), UInt8(offset & 0xFF)] }
        bytes += [0, 0, 0, 0, 0, 0, 2, 1]
        for value in [objects.count, top, table] {
            bytes += (0..<8).reversed().map { UInt8((value >> ($0 * 8)) & 0xFF) }
        }
        return bytes
    }

    @Test func aContainerThatHoldsItselfIsRefused() {
        // Object 0: an array of one element, object 1, which is an array holding object 0.
        let bytes = Self.handWritten([[0xA1, 1], [0xA1, 0]])
        #expect(throws: PropertyListError.self) { try PropertyListReader.read(bytes) }
        do {
            _ = try PropertyListReader.read(bytes)
        } catch {
            #expect(error.message.contains("holds itself"), "\(error.message)")
        }
    }

    @Test(arguments: [
        ("reference past the objects", [[0xA1, 7]] as [[UInt8]]),
        ("string past the data", [[0x5F, 0x10, 0xFF]]),
        ("dictionary key that is no string", [[0xD1, 1, 1], [0x09]]),
        ("unknown type", [[0xF0]]),
    ])
    func brokenObjectsAreRefused(_ name: String, _ objects: [[UInt8]]) {
        #expect(throws: PropertyListError.self, "\(name)") { try PropertyListReader.read(Self.handWritten(objects)) }
    }
}

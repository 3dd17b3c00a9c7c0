import Foundation

/// Reads any property list Xcode writes for an Info.plist: XML, binary (`bplist00`), or the old
/// OpenStep text form.
public enum PropertyListReader {
    /// The format a file was read in.
    public enum Format: Sendable, Equatable {
        /// XML or OpenStep text: every key has a position.
        case xml
        /// Binary (`bplist00`), read by object identity (``BinaryPropertyListReader``): no positions.
        case binary
    }

    /// Reads `bytes` into a tree.
    ///
    /// - Returns: The root value and the format.
    /// - Throws: ``PropertyListError`` when the bytes are no property list.
    /// - Complexity: O(n) in the file size (a binary file's shared objects are read once).
    public static func read(_ bytes: [UInt8]) throws(PropertyListError) -> (PropertyListNode, Format) {
        if bytes.starts(with: Array("bplist".utf8)) { return (try BinaryPropertyListReader.read(bytes), .binary) }
        if looksLikeXML(bytes) { return (try XMLPropertyListReader.read(bytes), .xml) }
        // The old OpenStep text form, read by adaptlint's own reader: positions, and no messages from
        // Foundation's parser on standard error when the text is broken.
        return (try OpenStepReader.read(bytes), .xml)
    }

    /// Whether the first non-blank byte (after a UTF-8 byte order mark) is `<`.
    static func looksLikeXML(_ bytes: [UInt8]) -> Bool {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        return index < bytes.count && bytes[index] == UInt8(ascii: "<")
    }
}

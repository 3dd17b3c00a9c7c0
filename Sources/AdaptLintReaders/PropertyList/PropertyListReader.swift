import Foundation

/// Reads any property list Xcode writes for an Info.plist: XML, binary (`bplist00`), or the old
/// OpenStep text form.
public enum PropertyListReader {
    /// The format a file was read in.
    public enum Format: Sendable, Equatable {
        /// XML or OpenStep text: every key has a position.
        case xml
        /// Binary (`bplist00`), read by Foundation: no positions.
        case binary
    }

    /// Reads `bytes` into a tree.
    ///
    /// - Returns: The root value and the format.
    /// - Throws: ``PropertyListError`` when the bytes are no property list.
    /// - Complexity: O(n) in the file size.
    public static func read(_ bytes: [UInt8]) throws(PropertyListError) -> (PropertyListNode, Format) {
        if bytes.starts(with: Array("bplist".utf8)) { return (try readWithFoundation(bytes), .binary) }
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

    /// A binary property list through `PropertyListSerialization`, every range `0..<0`.
    static func readWithFoundation(_ bytes: [UInt8]) throws(PropertyListError) -> PropertyListNode {
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        } catch {
            throw PropertyListError("not a readable binary property list: Foundation could not read it")
        }
        return node(object, depth: 0)
    }

    /// The tree of a Foundation property list object. Dictionary keys are sorted so the result does not
    /// depend on hashing; nesting beyond ``XMLPropertyListReader/maximumDepth`` is cut off.
    static func node(_ object: Any, depth: Int) -> PropertyListNode {
        let none = 0..<0
        guard depth < XMLPropertyListReader.maximumDepth else { return PropertyListNode(.scalar(""), range: none) }
        if let dictionary = object as? [String: Any] {
            let entries = dictionary.keys.sorted().compactMap { key in
                dictionary[key].map { PropertyListEntry(key: key, keyRange: none, value: node($0, depth: depth + 1)) }
            }
            return PropertyListNode(.dictionary(entries), range: none)
        }
        if let array = object as? [Any] {
            return PropertyListNode(.array(array.map { node($0, depth: depth + 1) }), range: none)
        }
        if let text = object as? String { return PropertyListNode(.string(text), range: none) }
        if let flag = object as? Bool, !(object is NSNumber) { return PropertyListNode(.boolean(flag), range: none) }
        if let number = object as? NSNumber {
            // Foundation gives plist booleans as numbers of type `c` (char) or `B` (bool).
            let type = String(cString: number.objCType)
            if type == "c" || type == "B" { return PropertyListNode(.boolean(number.boolValue), range: none) }
            return PropertyListNode(.scalar(number.stringValue), range: none)
        }
        return PropertyListNode(.scalar("\(object)"), range: none)
    }
}

import Foundation

/// Reads a binary property list (`bplist00`) by object identity.
///
/// A binary property list is a table of objects; arrays and dictionaries refer to their members by
/// index, so one object can be a member of many containers, and a file of a few hundred bytes can
/// describe a tree of 2^60 values (an array holding the same array twice, 60 levels deep). Each
/// object is read once and its node is shared wherever it occurs, so the work and memory are
/// linear in the file. The size of the tree the file describes, counting a shared object once per
/// place it occurs, is bounded by ``maximumValues`` (the tree is what the rules walk), and a
/// container that holds itself, directly or not, is refused.
enum BinaryPropertyListReader {
    /// The most values the property list may hold as a tree (`plist-values`), each place a shared
    /// object occurs counted again; as the JSON `value-count` limit.
    static let maximumValues = 1_000_000

    /// One read: the file, its offset table, and what has been read so far.
    fileprivate struct Reading {
        let bytes: [UInt8]
        let offsetSize: Int
        let referenceSize: Int
        let objectCount: Int
        let tableOffset: Int
        /// Each object's node once read, with the number of values it stands for as a tree.
        var nodes: [(node: PropertyListNode, values: Int)?]
        /// Objects being read: meeting one again is a cycle.
        var open: Set<Int> = []
        /// Objects decoded (each at most once: tests count it).
        var decoded = 0
    }

    /// Reads `bytes`, which start with `bplist`.
    ///
    /// - Returns: The root value; every range is `0..<0` (a binary file has no positions).
    /// - Throws: ``PropertyListError`` when the bytes are no binary property list, an object is
    ///   out of range or refers to itself, nesting passes ``XMLPropertyListReader/maximumDepth``,
    ///   or the tree passes ``maximumValues``.
    /// - Complexity: O(n) in the size of the file: every object and every reference is read once.
    static func read(_ bytes: [UInt8]) throws(PropertyListError) -> PropertyListNode {
        try readCountingObjects(bytes).root
    }

    /// ``read(_:)``, and the number of objects decoded.
    static func readCountingObjects(_ bytes: [UInt8]) throws(PropertyListError) -> (
        root: PropertyListNode, decoded: Int
    ) {
        guard bytes.starts(with: Array("bplist00".utf8)) else {
            throw PropertyListError("not a readable binary property list: only version 00 (bplist00) is read")
        }
        guard bytes.count >= 8 + 32 else { throw broken("it is shorter than its header and trailer") }
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6])
        let referenceSize = Int(bytes[trailer + 7])
        let objectCount = integer(bytes, at: trailer + 8, size: 8)
        let top = integer(bytes, at: trailer + 16, size: 8)
        let tableOffset = integer(bytes, at: trailer + 24, size: 8)
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize), objectCount >= 1,
            objectCount <= trailer, top >= 0, top < objectCount, tableOffset >= 8,
            tableOffset <= trailer, (trailer - tableOffset) / offsetSize >= objectCount
        else { throw broken("its trailer does not describe the file") }
        var reading = Reading(
            bytes: bytes, offsetSize: offsetSize, referenceSize: referenceSize, objectCount: objectCount,
            tableOffset: tableOffset, nodes: Array(repeating: nil, count: objectCount))
        let root = try reading.object(top, depth: 0).node
        return (root, reading.decoded)
    }

    private static func broken(_ reason: String) -> PropertyListError {
        PropertyListError("not a readable binary property list: \(reason)")
    }

    /// The big-endian unsigned integer of `size` bytes (1 to 8) at `offset`; Int.max when it does
    /// not fit in an Int (every caller compares it with a bound).
    fileprivate static func integer(_ bytes: [UInt8], at offset: Int, size: Int) -> Int {
        var value: UInt64 = 0
        for index in offset..<(offset + size) { value = value << 8 | UInt64(bytes[index]) }
        return value > UInt64(Int.max) ? Int.max : Int(value)
    }
}

extension BinaryPropertyListReader.Reading {
    /// The node of object `index` and the number of values it stands for, read once.
    ///
    /// - Complexity: O(size of the object's own bytes and references) the first time; O(1) after.
    mutating func object(_ index: Int, depth: Int) throws(PropertyListError) -> (node: PropertyListNode, values: Int) {
        if let done = nodes[index] { return done }
        guard depth < XMLPropertyListReader.maximumDepth else {
            throw PropertyListError(
                "the property list nests deeper than \(XMLPropertyListReader.maximumDepth) levels")
        }
        guard open.insert(index).inserted else {
            throw PropertyListError("not a readable binary property list: a container holds itself")
        }
        defer { open.remove(index) }
        decoded += 1
        let offset = BinaryPropertyListReader.integer(bytes, at: tableOffset + index * offsetSize, size: offsetSize)
        guard offset >= 8, offset < tableOffset else { throw broken("an object lies outside the file") }
        let marker = bytes[offset]
        let none = 0..<0
        var read: (node: PropertyListNode, values: Int)
        switch marker >> 4 {
        case 0x0:
            switch marker {
            case 0x08: read = (PropertyListNode(.boolean(false), range: none), 1)
            case 0x09: read = (PropertyListNode(.boolean(true), range: none), 1)
            default: read = (PropertyListNode(.scalar(""), range: none), 1)
            }
        case 0x1:
            let size = 1 << Int(marker & 0x0F)
            let bytes = try slice(offset + 1, count: size)
            read = (PropertyListNode(.scalar(Self.integerText(bytes)), range: none), 1)
        case 0x2:
            let size = 1 << Int(marker & 0x0F)
            let bytes = try slice(offset + 1, count: size)
            read = (PropertyListNode(.scalar(try Self.realText(bytes)), range: none), 1)
        case 0x3:
            let bytes = try slice(offset + 1, count: 8)
            let seconds = Double(bitPattern: bytes.reduce(UInt64(0)) { $0 << 8 | UInt64($1) })
            read = (PropertyListNode(.scalar("\(Date(timeIntervalSinceReferenceDate: seconds))"), range: none), 1)
        case 0x4:
            let (count, start) = try length(marker, at: offset)
            _ = try slice(start, count: count)
            read = (PropertyListNode(.scalar("\(count) bytes"), range: none), 1)
        case 0x5:
            let (count, start) = try length(marker, at: offset)
            let text = String(decoding: try slice(start, count: count), as: UTF8.self)
            read = (PropertyListNode(.string(text), range: none), 1)
        case 0x6:
            let (count, start) = try length(marker, at: offset)
            guard count <= Int.max / 2 else { throw broken("a string is longer than the file") }
            let units = try slice(start, count: count * 2)
            var utf16: [UInt16] = []
            utf16.reserveCapacity(count)
            for unit in stride(from: units.startIndex, to: units.endIndex, by: 2) {
                utf16.append(UInt16(units[unit]) << 8 | UInt16(units[unit + 1]))
            }
            read = (PropertyListNode(.string(String(decoding: utf16, as: UTF16.self)), range: none), 1)
        case 0x8:
            let bytes = try slice(offset + 1, count: Int(marker & 0x0F) + 1)
            read = (PropertyListNode(.scalar(Self.integerText(bytes)), range: none), 1)
        case 0xA, 0xB, 0xC:
            let (count, start) = try length(marker, at: offset)
            let references = try self.references(start, count: count)
            var elements: [PropertyListNode] = []
            elements.reserveCapacity(count)
            var values = 1
            for reference in references {
                let member = try object(reference, depth: depth + 1)
                elements.append(member.node)
                values = try add(values, member.values)
            }
            read = (PropertyListNode(.array(elements), range: none), values)
        case 0xD:
            read = try dictionary(marker, at: offset, depth: depth)
        default:
            throw broken(String(format: "an object has the unknown type 0x%02x", marker))
        }
        nodes[index] = read
        return read
    }

    /// A dictionary: its keys (strings), then its values. Keys are sorted, so the result does not
    /// depend on the order the writer chose; a repeated key keeps its last value.
    private mutating func dictionary(_ marker: UInt8, at offset: Int, depth: Int) throws(PropertyListError) -> (
        node: PropertyListNode, values: Int
    ) {
        let (count, start) = try length(marker, at: offset)
        guard count <= Int.max / 2 else { throw broken("a dictionary is longer than the file") }
        let references = try self.references(start, count: count * 2)
        var members: [String: PropertyListNode] = [:]
        var values = 1
        for position in 0..<count {
            let key = try object(references[position], depth: depth + 1)
            guard let name = key.node.string else { throw broken("a dictionary key is not a string") }
            let value = try object(references[count + position], depth: depth + 1)
            members[name] = value.node
            values = try add(values, value.values)
        }
        let entries = members.keys.sorted().compactMap { key in
            members[key].map { PropertyListEntry(key: key, keyRange: 0..<0, value: $0) }
        }
        return (PropertyListNode(.dictionary(entries), range: 0..<0), values)
    }

    /// `total` + `more`, refused past ``BinaryPropertyListReader/maximumValues``.
    private func add(_ total: Int, _ more: Int) throws(PropertyListError) -> Int {
        let sum = total + more
        guard sum <= BinaryPropertyListReader.maximumValues else {
            throw PropertyListError(
                "the binary property list holds more than \(BinaryPropertyListReader.maximumValues) values when its shared objects are counted where they occur; this exceeds adaptlint's plist-values limit"
            )
        }
        return sum
    }

    /// The object count of a string, data or container marker, and where its contents start: the
    /// low four bits, or (when they are all set) the integer object that follows.
    private func length(_ marker: UInt8, at offset: Int) throws(PropertyListError) -> (Int, Int) {
        let low = Int(marker & 0x0F)
        guard low == 0x0F else { return (low, offset + 1) }
        guard offset + 1 < tableOffset, bytes[offset + 1] >> 4 == 0x1 else {
            throw broken("an object's length is not an integer")
        }
        let size = 1 << Int(bytes[offset + 1] & 0x0F)
        guard size <= 8 else { throw broken("an object's length is not an integer") }
        _ = try slice(offset + 2, count: size)
        return (BinaryPropertyListReader.integer(bytes, at: offset + 2, size: size), offset + 2 + size)
    }

    /// `count` object references starting at `start`, each checked against the object count.
    private func references(_ start: Int, count: Int) throws(PropertyListError) -> [Int] {
        guard count <= Int.max / referenceSize else { throw broken("a container is longer than the file") }
        _ = try slice(start, count: count * referenceSize)
        var result: [Int] = []
        result.reserveCapacity(count)
        for position in 0..<count {
            let reference = BinaryPropertyListReader.integer(
                bytes, at: start + position * referenceSize, size: referenceSize)
            guard reference < objectCount else { throw broken("a reference names no object") }
            result.append(reference)
        }
        return result
    }

    /// The `count` bytes at `start`, which must lie before the offset table.
    private func slice(_ start: Int, count: Int) throws(PropertyListError) -> ArraySlice<UInt8> {
        guard count >= 0, start <= tableOffset, count <= tableOffset - start else {
            throw broken("an object runs past the end of its data")
        }
        return bytes[start..<(start + count)]
    }

    private func broken(_ reason: String) -> PropertyListError {
        PropertyListError("not a readable binary property list: \(reason)")
    }

    /// The decimal text of a big-endian integer: signed when it has 8 bytes (as the format says),
    /// unsigned otherwise; of 16 bytes, the low 8 (what Foundation keeps).
    static func integerText(_ bytes: ArraySlice<UInt8>) -> String {
        let low = bytes.suffix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        return bytes.count == 8 ? "\(Int64(bitPattern: low))" : "\(low)"
    }

    /// The text of a 4- or 8-byte big-endian IEEE number.
    static func realText(_ bytes: ArraySlice<UInt8>) throws(PropertyListError) -> String {
        let bits = bytes.reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        switch bytes.count {
        case 4: return "\(Float(bitPattern: UInt32(truncatingIfNeeded: bits)))"
        case 8: return "\(Double(bitPattern: bits))"
        default: throw PropertyListError("not a readable binary property list: a real has \(bytes.count) bytes")
        }
    }
}

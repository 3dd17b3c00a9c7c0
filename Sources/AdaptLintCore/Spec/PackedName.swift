/// A key or keyword as two machine words: the first 16 bytes of its UTF-8 and its length.
///
/// Every key and keyword of the spec format fits in 16 bytes, so matching one against the
/// source is two integer comparisons, with no String built and no Unicode comparison. Longer
/// texts keep only their first 16 bytes here; ``isComplete`` tells callers to compare the
/// full text as well.
struct PackedName: Hashable, Sendable {
    let low: UInt64
    let high: UInt64
    let length: Int

    /// Packs UTF-8 bytes.
    ///
    /// - Complexity: O(min(16, bytes.count)).
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var low: UInt64 = 0
        var high: UInt64 = 0
        let count = min(bytes.count, 16)
        for offset in 0..<min(count, 8) {
            low |= UInt64(bytes[offset]) << (8 * UInt64(offset))
        }
        if count > 8 {
            for offset in 8..<count {
                high |= UInt64(bytes[offset]) << (8 * UInt64(offset - 8))
            }
        }
        self.low = low
        self.high = high
        self.length = bytes.count
    }

    /// Packs the UTF-8 of a literal, as the decoder's key lookups pass them.
    init(_ text: StaticString) {
        self = text.withUTF8Buffer { PackedName($0) }
    }

    /// Packs the UTF-8 of `text`.
    init(_ text: String) {
        var text = text
        self = text.withUTF8 { PackedName($0) }
    }

    /// Whether the packed words hold the whole text (at most 16 bytes).
    var isComplete: Bool { length <= 16 }
}

/// The set of keys allowed in one kind of object, packed once for fast lookups. A class, so
/// that every ``Fields`` that refers to it costs one reference, not two arrays.
final class KeySet: Sendable {
    let names: [String]
    let packed: [PackedName]

    /// Positions of `x`, `y`, `width` and `height` in ``names``, for boxes.
    let boxPositions: (x: Int?, y: Int?, width: Int?, height: Int?)

    init(_ names: [String]) {
        self.names = names
        self.packed = names.map(PackedName.init)
        boxPositions = (
            names.firstIndex(of: "x"), names.firstIndex(of: "y"), names.firstIndex(of: "width"),
            names.firstIndex(of: "height")
        )
    }

    /// The position of a key in ``names``, or nil if it is not allowed. Exact: long names are
    /// compared in full, calling `text` for the key's whole text.
    ///
    /// - Complexity: O(keys).
    func position(of name: PackedName, text: () -> String) -> Int? {
        for offset in packed.indices where packed[offset] == name {
            if name.isComplete || names[offset] == text() { return offset }
        }
        return nil
    }

    /// The position of `name` in ``names``, or nil.
    func position(of name: StaticString) -> Int? {
        position(of: PackedName(name)) { name.description }
    }

    func contains(_ name: StaticString) -> Bool { position(of: name) != nil }
}

/// A vocabulary enum whose raw values can be matched against source bytes without building
/// a String.
protocol SpecKeyword: RawRepresentable, CaseIterable, Sendable where RawValue == String {
    /// Every case with its packed raw value; declare as `static let keywords = KeywordTable<Self>()`.
    static var keywords: KeywordTable<Self> { get }
}

/// The cases of a ``SpecKeyword`` enum, packed once.
struct KeywordTable<Value: SpecKeyword>: Sendable {
    private let entries: [(name: PackedName, value: Value)]

    init() {
        entries = Value.allCases.map { (PackedName($0.rawValue), $0) }
    }

    /// The case whose raw value is exactly `bytes`, or nil.
    ///
    /// - Complexity: O(cases).
    func value(for bytes: UnsafeBufferPointer<UInt8>) -> Value? {
        let name = PackedName(bytes)
        guard name.isComplete else { return Value(rawValue: String(decoding: bytes, as: UTF8.self)) }
        for entry in entries where entry.name == name { return entry.value }
        return nil
    }
}

extension SizeClass: SpecKeyword { static let keywords = KeywordTable<SizeClass>() }
extension Orientation: SpecKeyword { static let keywords = KeywordTable<Orientation>() }
extension OrientationFamily: SpecKeyword { static let keywords = KeywordTable<OrientationFamily>() }
extension Idiom: SpecKeyword { static let keywords = KeywordTable<Idiom>() }
extension ComponentType: SpecKeyword { static let keywords = KeywordTable<ComponentType>() }

/// Value nodes by key position: inline for up to 16 allowed keys (every object of format
/// version 1), so reading an object allocates nothing; an array beyond that.
struct SlotTable {
    static let inlineCapacity = 16
    private var inline:
        (
            Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32,
            Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32
        ) =
            (-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1)
    private var overflow: [Int32] = []

    init(count: Int) {
        if count > Self.inlineCapacity { overflow = Array(repeating: -1, count: count) }
    }

    /// The node stored at `position`, or -1. A switch over the tuple fields compiles to a jump
    /// table: no copy of the tuple, no bounds-checked buffer.
    subscript(position: Int) -> Int {
        get {
            if !overflow.isEmpty { return Int(overflow[position]) }
            return switch position {
            case 0: Int(inline.0)
            case 1: Int(inline.1)
            case 2: Int(inline.2)
            case 3: Int(inline.3)
            case 4: Int(inline.4)
            case 5: Int(inline.5)
            case 6: Int(inline.6)
            case 7: Int(inline.7)
            case 8: Int(inline.8)
            case 9: Int(inline.9)
            case 10: Int(inline.10)
            case 11: Int(inline.11)
            case 12: Int(inline.12)
            case 13: Int(inline.13)
            case 14: Int(inline.14)
            case 15: Int(inline.15)
            default: preconditionFailure("slot \(position) is beyond the table")
            }
        }
        set {
            let value = Int32(newValue)
            if !overflow.isEmpty {
                overflow[position] = value
                return
            }
            switch position {
            case 0: inline.0 = value
            case 1: inline.1 = value
            case 2: inline.2 = value
            case 3: inline.3 = value
            case 4: inline.4 = value
            case 5: inline.5 = value
            case 6: inline.6 = value
            case 7: inline.7 = value
            case 8: inline.8 = value
            case 9: inline.9 = value
            case 10: inline.10 = value
            case 11: inline.11 = value
            case 12: inline.12 = value
            case 13: inline.13 = value
            case 14: inline.14 = value
            case 15: inline.15 = value
            default: preconditionFailure("slot \(position) is beyond the table")
            }
        }
    }
}

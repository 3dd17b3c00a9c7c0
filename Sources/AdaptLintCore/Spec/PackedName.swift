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
    @inline(__always)
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

    /// Wraps words already packed, as ``JSONDocument/stringWords(_:)`` reads them from the source.
    init(low: UInt64, high: UInt64, length: Int) {
        self.low = low
        self.high = high
        self.length = length
    }

    /// Packs the UTF-8 of a literal, as the decoder's key lookups pass them.
    @inline(__always)
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
///
/// Keys are found through a small open-addressing hash table of the packed names: one
/// multiply and, almost always, one comparison per member, rather than a scan of the allowed
/// keys. Every member of every object of every spec goes through it.
final class KeySet: Sendable {
    let names: [String]
    let packed: [PackedName]
    /// Position + 1 of the name whose probe sequence starts at (or passes) each slot; 0 is empty.
    private let table: [UInt8]
    private let tableMask: Int

    /// Positions of `x`, `y`, `width` and `height` in ``names``, for boxes.
    let boxPositions: (x: Int?, y: Int?, width: Int?, height: Int?)

    init(_ names: [String]) {
        precondition(names.count < Int(UInt8.max), "a key set holds fewer than 255 names")
        self.names = names
        let packed = names.map(PackedName.init)
        self.packed = packed
        // At most a quarter full, so probe sequences stay short.
        var size = 8
        while size < names.count * 4 { size *= 2 }
        var table = [UInt8](repeating: 0, count: size)
        for (position, name) in packed.enumerated() {
            var slot = Self.slot(of: name, mask: size - 1)
            while table[slot] != 0 { slot = (slot + 1) & (size - 1) }
            table[slot] = UInt8(position + 1)
        }
        self.table = table
        self.tableMask = size - 1
        boxPositions = (
            names.firstIndex(of: "x"), names.firstIndex(of: "y"), names.firstIndex(of: "width"),
            names.firstIndex(of: "height")
        )
    }

    /// The first table slot to probe for `name`.
    @inline(__always)
    private static func slot(of name: PackedName, mask: Int) -> Int {
        let mixed =
            (name.low &+ name.high &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(truncatingIfNeeded: name.length))
            &* 0xFF51_AFD7_ED55_8CCD
        return Int(truncatingIfNeeded: mixed >> 32) & mask
    }

    /// The position of a key in ``names``, or nil if it is not allowed. Exact: long names are
    /// compared in full, calling `text` for the key's whole text.
    ///
    /// - Complexity: O(1) expected.
    func position(of name: PackedName, text: () -> String) -> Int? {
        var slot = Self.slot(of: name, mask: tableMask)
        while true {
            let entry = Int(table[slot])
            if entry == 0 { return nil }
            let offset = entry - 1
            if packed[offset] == name, name.isComplete || names[offset] == text() { return offset }
            slot = (slot + 1) & tableMask
        }
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

/// The cases of a ``SpecKeyword`` enum, packed once into a ``KeySet`` of their raw values, so
/// that a keyword is found with one hash probe rather than a scan of every case.
struct KeywordTable<Value: SpecKeyword>: Sendable {
    private let names: KeySet
    private let values: [Value]

    init() {
        values = Array(Value.allCases)
        names = KeySet(values.map(\.rawValue))
    }

    /// The case whose raw value is exactly `bytes`, or nil.
    ///
    /// - Complexity: O(1) expected.
    func value(for bytes: UnsafeBufferPointer<UInt8>) -> Value? {
        let name = PackedName(bytes)
        guard name.isComplete else { return Value(rawValue: String(decoding: bytes, as: UTF8.self)) }
        return names.position(of: name) { "" }.map { values[$0] }
    }

    /// The case whose raw value is `name`, which must be complete (at most 16 bytes), or nil.
    ///
    /// - Complexity: O(1) expected.
    func value(for name: PackedName) -> Value? {
        precondition(name.isComplete, "a keyword lookup by packed name needs the whole name")
        return names.position(of: name) { "" }.map { values[$0] }
    }
}

extension SizeClass: SpecKeyword { static let keywords = KeywordTable<SizeClass>() }
extension Orientation: SpecKeyword { static let keywords = KeywordTable<Orientation>() }
extension OrientationFamily: SpecKeyword { static let keywords = KeywordTable<OrientationFamily>() }
extension Idiom: SpecKeyword { static let keywords = KeywordTable<Idiom>() }
extension ComponentType: SpecKeyword { static let keywords = KeywordTable<ComponentType>() }
extension WidthResizing: SpecKeyword { static let keywords = KeywordTable<WidthResizing>() }
extension ResizingSpan: SpecKeyword { static let keywords = KeywordTable<ResizingSpan>() }
extension TextStyle: SpecKeyword { static let keywords = KeywordTable<TextStyle>() }
extension TaskPurpose: SpecKeyword { static let keywords = KeywordTable<TaskPurpose>() }

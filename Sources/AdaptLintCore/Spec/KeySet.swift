import AdaptJSON

/// The set of keys allowed in one kind of object, each with its position in ``names``. A class, so
/// that every ``Fields`` that refers to it costs one reference.
///
/// A key is matched on its UTF-8 bytes in the source, against the allowed keys of the same length
/// (one or two of them for most lengths), so that reading a member builds no String. Keys are the
/// same when their UTF-8 bytes are, escapes decoded (RFC 8259, section 8.3).
final class KeySet: Sendable {
    let names: [String]
    /// The UTF-8 of each name, by position.
    private let utf8: [[UInt8]]
    /// For each length in bytes, the positions of the names of that length.
    private let positionsByLength: [[Int]]

    /// Positions of `x`, `y`, `width` and `height` in ``names``, for boxes.
    let boxPositions: (x: Int?, y: Int?, width: Int?, height: Int?)
    /// For each word of ``vocabulary``, its position in ``names`` or nil; nil for a set with a
    /// name outside the vocabulary (keywords), whose keys are matched on their bytes.
    let positionByWord: [Int?]?

    /// Every key of format version 1, in screen specs and app descriptions, once each: the words
    /// that ``SpecDecoder`` matches a document's numbered keys against, once per distinct key.
    static let vocabulary: KeySet = {
        let all = [
            SpecDecoder.Keys.screen, SpecDecoder.Keys.layout, SpecDecoder.Keys.condition, SpecDecoder.Keys.margins,
            SpecDecoder.Keys.frame, SpecDecoder.Keys.size, SpecDecoder.Keys.component, SpecDecoder.Keys.resizing,
            SpecDecoder.Keys.font, SpecDecoder.Keys.orientationFamilies, AppDecoder.Keys.app,
            AppDecoder.Keys.multiWindow, AppDecoder.Keys.navigation, AppDecoder.Keys.destination,
            AppDecoder.Keys.screen, AppDecoder.Keys.splitView,
        ]
        var words: [String] = []
        var seen: Set<String> = []
        for name in all.joined() where seen.insert(name).inserted { words.append(name) }
        return KeySet(words, wordPositions: nil)
    }()

    /// The position of each word in ``vocabulary``.
    private static let wordPositions = Dictionary(
        uniqueKeysWithValues: vocabulary.names.enumerated().map { ($0.element, $0.offset) })

    /// A set of keys, looked up by word when every name is in ``vocabulary``.
    convenience init(_ names: [String]) {
        self.init(names, wordPositions: KeySet.wordPositions)
    }

    private init(_ names: [String], wordPositions: [String: Int]?) {
        // Nil as soon as a name is not a word. Backwards, so that a name listed twice keeps its
        // first position, as position(ofString:in:) finds it.
        var byWord = wordPositions.map { [Int?](repeating: nil, count: $0.count) }
        for (position, name) in names.enumerated().reversed() where byWord != nil {
            if let word = wordPositions?[name] { byWord?[word] = position } else { byWord = nil }
        }
        positionByWord = byWord
        self.names = names
        let utf8 = names.map { Array($0.utf8) }
        self.utf8 = utf8
        var positionsByLength = Array(repeating: [Int](), count: (utf8.map(\.count).max() ?? 0) + 1)
        for (position, bytes) in utf8.enumerated() { positionsByLength[bytes.count].append(position) }
        self.positionsByLength = positionsByLength
        boxPositions = (
            names.firstIndex(of: "x"), names.firstIndex(of: "y"), names.firstIndex(of: "width"),
            names.firstIndex(of: "height")
        )
    }

    /// The position in ``names`` of the string (or key) at `node` of `document`; nil when it is
    /// not one of the names or not a string.
    ///
    /// - Complexity: O(length × names of that length) for a string without escapes; O(length ×
    ///   names) with escapes.
    func position(ofString node: Int, in document: JSONDocument) -> Int? {
        guard let content = document.unescapedStringContent(node) else {
            return document.string(node).flatMap { position(of: $0) }
        }
        guard content.count < positionsByLength.count else { return nil }
        let bytes = document.bytes
        let start = content.lowerBound
        candidates: for position in positionsByLength[content.count] {
            let name = utf8[position]
            for offset in name.indices where bytes[start + offset] != name[offset] { continue candidates }
            return position
        }
        return nil
    }

    /// The position of `name` in ``names``, compared by UTF-8 bytes, or nil.
    ///
    /// - Complexity: O(names × length).
    func position(of name: String) -> Int? {
        names.firstIndex { $0.utf8.elementsEqual(name.utf8) }
    }

    func contains(_ name: String) -> Bool { position(of: name) != nil }
}

/// A vocabulary enum whose raw values are matched against the source bytes without building a
/// String.
protocol SpecKeyword: RawRepresentable, CaseIterable, Sendable where RawValue == String {
    /// Every case with its raw value; declare as `static let keywords = KeywordTable<Self>()`.
    static var keywords: KeywordTable<Self> { get }
}

/// The cases of a ``SpecKeyword`` enum in a ``KeySet`` of their raw values.
struct KeywordTable<Value: SpecKeyword>: Sendable {
    private let names: KeySet
    private let values: [Value]

    init() {
        values = Array(Value.allCases)
        names = KeySet(values.map(\.rawValue))
    }

    /// The case whose raw value is exactly the string at `node` of `document`, or nil (also when
    /// the value is not a string).
    ///
    /// - Complexity: see ``KeySet/position(ofString:in:)``.
    func value(ofString node: Int, in document: JSONDocument) -> Value? {
        names.position(ofString: node, in: document).map { values[$0] }
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

/// The font of a component's text: the optional `font` key of a component.
///
/// `"font": {"style": "body"}` follows the text size people choose (Dynamic Type);
/// `"font": {"size": 15}` is a fixed size; `"scales": false` says the text does not scale.
public struct Font: Sendable {
    public var node: Int
    /// A Dynamic Type text style.
    public var style: Located<TextStyle>?
    /// A point size: fixed without a style, the size at the default setting with one.
    public var size: Located<Double>?
    /// Whether the text follows the text size people choose; nil when the spec does not say.
    public var scales: Located<Bool>?

    public init(
        node: Int, style: Located<TextStyle>? = nil, size: Located<Double>? = nil, scales: Located<Bool>? = nil
    ) {
        self.node = node
        self.style = style
        self.size = size
        self.scales = scales
    }
}

/// The Dynamic Type text styles of iOS (`UIFont.TextStyle`), largest first.
public enum TextStyle: String, Sendable, CaseIterable, Hashable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// The point size at the default text size setting (Large), from Apple's typography tables.
    public var defaultSize: Double {
        switch self {
        case .largeTitle: 34
        case .title1: 28
        case .title2: 22
        case .title3: 20
        case .headline: 17
        case .body: 17
        case .callout: 16
        case .subheadline: 15
        case .footnote: 13
        case .caption1: 12
        case .caption2: 11
        }
    }

    /// The style whose default size is nearest to `size`; a tie goes to the larger style, and 17pt
    /// to `body` rather than the semibold `headline`.
    ///
    /// - Complexity: O(1): eleven styles.
    public static func nearest(to size: Double) -> TextStyle {
        var best = TextStyle.body
        var distance = Double.infinity
        for style in allCases where style != .headline {
            let candidate = abs(style.defaultSize - size)
            if candidate < distance {
                best = style
                distance = candidate
            }
        }
        return best
    }
}

extension SpecDecoder {
    /// Decodes a component's `font` object.
    ///
    /// - Parameters:
    ///   - node: The value of the `font` key.
    ///   - owner: How messages name the component: "component 'title'".
    /// - Returns: The decoded value, or nil after reporting a problem.
    mutating func decodeFont(_ node: Int, owner: @autoclosure () -> String) -> Font? {
        guard expect(node, .object, name: "'font'") else { return nil }
        let fields = readFields(node, allowed: KeySets.font, owner: "'font' of \(owner())")
        let style = fields[FontKey.style].flatMap { enumValue($0, TextStyle.self, name: "'style'") }
        let size = fields[FontKey.size].flatMap { length($0, name: "'size'") }
        if let size, size.value == 0 {
            report(size.node, "'size' of a font must be greater than 0")
        }
        let scales = fields[FontKey.scales].flatMap { boolean($0, name: "'scales'") }
        if fields.isEmpty {
            report(node, "'font' of \(owner()) is empty; name a 'style', a 'size' or 'scales'")
        }
        return Font(node: node, style: style, size: size, scales: scales)
    }
}

/// The keys of `font`, looked up by position: cases are in the order of
/// ``SpecDecoder/Keys/font`` (a test checks it).
enum FontKey: Int, CaseIterable, PositionalKey {
    case style, size, scales
}

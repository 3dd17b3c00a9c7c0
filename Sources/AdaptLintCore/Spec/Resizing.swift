/// How a component's width follows the window: the optional `resizing` key of a component.
///
/// Specs are drawn at one width, but most components stretch with the screen. `resizing` says so,
/// so that the device matrix checks the width each device really gives:
/// `"resizing": {"width": "fill", "minWidth": 200, "maxWidth": 672, "span": "margins"}`.
public struct Resizing: Sendable {
    public var node: Int
    /// `fill` or `fixed`.
    public var width: Located<WidthResizing>
    /// A filling component never gets narrower than this; it overflows where less space is left.
    public var minWidth: Located<Double>?
    /// A filling component never gets wider than this.
    public var maxWidth: Located<Double>?
    /// What a filling component spans: between the layout margins (default) or edge to edge.
    public var span: Located<ResizingSpan>?

    public init(
        node: Int, width: Located<WidthResizing>, minWidth: Located<Double>? = nil, maxWidth: Located<Double>? = nil,
        span: Located<ResizingSpan>? = nil
    ) {
        self.node = node
        self.width = width
        self.minWidth = minWidth
        self.maxWidth = maxWidth
        self.span = span
    }
}

/// Whether a component's width follows the window (`fill`) or stays as drawn (`fixed`).
public enum WidthResizing: String, Sendable, CaseIterable, Hashable {
    case fill, fixed
}

/// The space a filling component spans.
public enum ResizingSpan: String, Sendable, CaseIterable, Hashable {
    /// From the leading to the trailing layout margin.
    case margins
    /// From edge to edge of the window (full-bleed images, bars).
    case edges
}

extension SpecDecoder {
    /// Decodes a component's `resizing` object.
    ///
    /// - Parameters:
    ///   - node: The value of the `resizing` key.
    ///   - owner: How messages name the component: "component 'title'".
    /// - Returns: The decoded value, or nil after reporting a problem.
    mutating func decodeResizing(_ node: Int, owner: @autoclosure () -> String) -> Resizing? {
        if let resizing = plainResizing(node) { return resizing }
        guard expect(node, .object, name: "'resizing'") else { return nil }
        let fields = readFields(node, allowed: KeySets.resizing, owner: "'resizing' of \(owner())")
        guard let widthNode = fields[ResizingKey.width] else {
            report(node, "missing required key 'width' in 'resizing' of \(owner()); use \"fill\" or \"fixed\"")
            return nil
        }
        let width = enumValue(widthNode, WidthResizing.self, name: "'width'")
        let minWidth = fields[ResizingKey.minWidth].flatMap { length($0, name: "'minWidth'") }
        let maxWidth = fields[ResizingKey.maxWidth].flatMap { length($0, name: "'maxWidth'") }
        let span = fields[ResizingKey.span].flatMap { enumValue($0, ResizingSpan.self, name: "'span'") }
        if width?.value == .fixed {
            for key in [ResizingKey.minWidth, .maxWidth, .span] {
                if let keyNode = fields.key(key) {
                    report(keyNode, "'\(key)' only applies to a filling width; remove it or use \"width\": \"fill\"")
                }
            }
        }
        if let minWidth, let maxWidth, maxWidth.value < minWidth.value {
            report(
                maxWidth.node,
                "'maxWidth' \(PointFormat.string(maxWidth.value)) is less than 'minWidth' \(PointFormat.string(minWidth.value))",
                related: [RelatedNode(node: minWidth.node, message: "'minWidth' is here")])
        }
        guard let width else { return nil }
        return Resizing(node: node, width: width, minWidth: minWidth, maxWidth: maxWidth, span: span)
    }
}

extension SpecDecoder {
    /// A `resizing` object as valid specs write it, decoded without building ``Fields``: only
    /// known keys, each once, with values of the right kind and nothing that
    /// ``decodeResizing(_:owner:)`` would report. A third of all components have one.
    ///
    /// - Returns: The value, or nil for anything else; ``decodeResizing(_:owner:)`` then takes
    ///   the full path, which reports what is wrong exactly as before.
    private func plainResizing(_ node: Int) -> Resizing? {
        guard document.kind(node) == .object else { return nil }
        let keys = KeySets.resizing
        var width: Located<WidthResizing>?
        var minWidth: Located<Double>?
        var maxWidth: Located<Double>?
        var span: Located<ResizingSpan>?
        // Walks the members by tape index, as readFields does.
        var key = node + 1
        for _ in 0..<document.count(node) {
            let value = key + 1
            guard let position = keys.position(ofString: key, in: document),
                let resizingKey = ResizingKey(rawValue: position)
            else { return nil }
            switch resizingKey {
            case .width:
                guard width == nil, let match = keyword(value, WidthResizing.self) else { return nil }
                width = match
            case .minWidth:
                guard minWidth == nil, let length = plainLength(value) else { return nil }
                minWidth = length
            case .maxWidth:
                guard maxWidth == nil, let length = plainLength(value) else { return nil }
                maxWidth = length
            case .span:
                guard span == nil, let match = keyword(value, ResizingSpan.self) else { return nil }
                span = match
            }
            key = document.subtreeEnd(value)
        }
        guard let width else { return nil }
        if width.value == .fixed && (minWidth != nil || maxWidth != nil || span != nil) { return nil }
        if let minWidth, let maxWidth, maxWidth.value < minWidth.value { return nil }
        return Resizing(node: node, width: width, minWidth: minWidth, maxWidth: maxWidth, span: span)
    }

    /// A vocabulary value that matches, or nil (for a mismatch or a value of another kind).
    private func keyword<Value: SpecKeyword>(_ node: Int, _ type: Value.Type) -> Located<Value>? {
        Value.keywords.value(ofString: node, in: document).map { Located($0, node: node) }
    }

    /// A finite, non-negative number, or nil.
    private func plainLength(_ node: Int) -> Located<Double>? {
        guard let value = document.number(node), value.isFinite, !(value < 0) else { return nil }
        return Located(value, node: node)
    }
}

/// The keys of `resizing`, looked up by position: cases are in the order of
/// ``SpecDecoder/Keys/resizing`` (a test checks it).
enum ResizingKey: Int, CaseIterable, PositionalKey {
    case width, minWidth, maxWidth, span
}

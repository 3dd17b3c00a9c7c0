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
        guard expect(node, .object, name: "'resizing'") else { return nil }
        var fields = SmallMembers()
        if !readKnownMembers(node, keys: KeySets.resizing, into: &fields) {
            fields = SmallMembers(readFields(node, allowed: KeySets.resizing, owner: "'resizing' of \(owner())"))
        }
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

/// The keys of `resizing`, looked up by position: cases are in the order of
/// ``SpecDecoder/Keys/resizing`` (a test checks it).
enum ResizingKey: Int, CaseIterable, PositionalKey {
    case width, minWidth, maxWidth, span
}

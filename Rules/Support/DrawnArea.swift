import AdaptLintCore

/// The area a component of a layout is placed in: the layout's drawing (against the screen it is
/// drawn for, when its width names one) or a framed presentation.
///
/// principal-upper-half measures a principal component against its middle; principal-compact-height
/// reads from the drawing whether a control is pinned to the bottom of a landscape screen.
struct DrawnArea {
    var minX: Double
    var minY: Double
    var width: Double
    var height: Double
    /// How messages name a presentation ("popover 'filter'") or the screen; nil for the
    /// layout's drawing.
    var owner: String?
    /// Whether the area is the screen the layout is drawn for.
    var isScreen = false
    /// How far down the drawing reaches, from the screen's top: below `height` when a page drawn
    /// for a screen runs on past its bottom.
    var reach: Double

    /// How far above the screen's bottom edge a control still counts as pinned to it: a toolbar
    /// (49pt) above the home indicator (34pt), with a margin.
    static let bottomBand: Double = 100

    /// The extent of the layout's framed components outside presentations, from the screen's origin.
    ///
    /// - Complexity: O(components).
    static func drawing(of placed: [PlacedComponent]) -> DrawnArea? {
        var right: Double?
        var bottom: Double?
        for component in placed where component.layer == nil {
            guard let frame = component.component.frame, let x = frame.x?.value, let y = frame.y?.value else {
                continue
            }
            right = max(right ?? -Double.infinity, x + frame.width.value)
            bottom = max(bottom ?? -Double.infinity, y + frame.height.value)
        }
        guard let right, let bottom else { return nil }
        // Heights against the screen the layout is drawn for, when its width names one.
        if let screen = Containers.screen(forDrawnWidth: right, reaching: bottom) {
            return DrawnArea(
                minX: 0, minY: 0, width: right, height: screen.height,
                owner: "the screen it is drawn for (\(screen.device.name))", isScreen: true, reach: bottom)
        }
        return DrawnArea(minX: 0, minY: 0, width: right, height: bottom, owner: nil, reach: bottom)
    }

    /// The frame of a presentation, as the area of the components inside it.
    static func presentation(_ placed: PlacedComponent) -> DrawnArea? {
        let component = placed.component
        guard let frame = component.frame, let x = frame.x?.value, let y = frame.y?.value else { return nil }
        return DrawnArea(
            minX: x, minY: y, width: frame.width.value, height: frame.height.value,
            owner: "\(component.type.value.rawValue) '\(component.id.value)'", reach: y + frame.height.value)
    }
}

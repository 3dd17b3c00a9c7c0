import AdaptLintCore

/// Components that scroll their own content vertically (a list, a table, a grid: UIKit's table
/// and collection views are scroll views), whose height follows the window they are shown in.
///
/// Such a body may be drawn taller than a short window: guideline 000 (SAP Fiori for iOS,
/// Adaptive Design, "Vertical Space") lets a component's height adapt to the space the screen
/// offers, and guideline 002 ("The Role of Traits", Table 12-1, verticalSizeClass) asks for
/// content to fit without scrolling only where a design requires it. What must stay on screen
/// is the start of the body: its first row, taken as 44pt (the smallest tap target of guideline
/// 003, "Provide ample spacing for interactive elements"); the rest scrolls into view inside it.
/// `principal-compact-height` and `fits-without-scrolling` measure a body this way, and leave
/// out what is inside it, which scrolls with it.
enum ScrollingBody {
    /// The types that scroll their content vertically.
    static let types = ComponentTypeSet(.list, .table, .grid)

    /// The height of a body's first row: what must be on screen of it.
    static let firstRow = 44.0

    /// Whether `component` scrolls its own content vertically.
    static func scrolls(_ component: Component) -> Bool {
        types.contains(component.type.value)
    }

    /// The bottom, in points from the top of the screen, that must be on screen for `component`
    /// drawn at `y` with `height`: the frame's bottom, or the bottom of a body's first row.
    static func bottom(of component: Component, y: Double, height: Double) -> Double {
        scrolls(component) ? y + min(height, firstRow) : y + height
    }
}

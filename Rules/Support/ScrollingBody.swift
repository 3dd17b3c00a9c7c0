import AdaptLintCore

/// Components that scroll their own content vertically, whose height follows the window they are
/// shown in: what scrolls in UIKit. A list, a table and a grid (table and collection views are
/// scroll views), a scroll view, a web view (`WKWebView` scrolls its page in a scroll view of
/// its own), and a text field drawn taller than two 44pt lines, which is a multi-line text
/// view (`UITextView` is a scroll view: a note body or a message editor).
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
    /// The types that scroll their content vertically whatever they hold.
    static let types = ComponentTypeSet(.list, .table, .grid, .scrollView, .webView)

    /// The height of a body's first row: what must be on screen of it.
    static let firstRow = 44.0

    /// A text field taller than this holds more than one line: a text view, which scrolls.
    static let singleLineHeight = 2 * firstRow

    /// Whether `component` scrolls its own content vertically.
    ///
    /// - Complexity: O(1).
    static func scrolls(_ component: Component) -> Bool {
        let type = component.type.value
        if types.contains(type) { return true }
        guard type == .textField, let box = component.visibleBox else { return false }
        return box.height.value > singleLineHeight
    }

    /// The bottom, in points from the top of the screen, that must be on screen for `component`
    /// drawn at `y` with `height`: the frame's bottom, or the bottom of a body's first row.
    static func bottom(of component: Component, y: Double, height: Double) -> Double {
        scrolls(component) ? y + min(height, firstRow) : y + height
    }
}

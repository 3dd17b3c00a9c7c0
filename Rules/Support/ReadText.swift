import AdaptLintCore

/// Components whose content people read as text: what readable-width limits in regular width,
/// and what device-overflow's advice lets stretch only up to the readable width.
enum ReadText {
    /// The types of ``isRead(_:)``: a layout without any of them has no text to read.
    static let types = ComponentTypeSet(.text, .cell, .list, .textField, .searchBar, .menu)

    /// Whether people read the component's content as text (a list only when it shows something).
    static func isRead(_ component: Component) -> Bool {
        switch component.type.value {
        case .text, .cell, .textField, .searchBar, .menu: true
        case .list: !component.shows.isEmpty
        default: false
        }
    }
}

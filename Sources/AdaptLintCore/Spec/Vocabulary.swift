/// A horizontal or vertical size class.
public enum SizeClass: String, Sendable, CaseIterable, Hashable {
    case compact, regular
}

/// An interface orientation a screen can support (`UIInterfaceOrientationMask` members).
public enum Orientation: String, Sendable, CaseIterable, Hashable {
    case portrait, portraitUpsideDown, landscapeLeft, landscapeRight

    /// Portrait or landscape.
    public var family: OrientationFamily {
        switch self {
        case .portrait, .portraitUpsideDown: .portrait
        case .landscapeLeft, .landscapeRight: .landscape
        }
    }
}

/// Portrait or landscape, as a layout condition can name it.
public enum OrientationFamily: String, Sendable, CaseIterable, Hashable {
    case portrait, landscape

    /// The two orientations of this family.
    public var variants: [Orientation] {
        switch self {
        case .portrait: [.portrait, .portraitUpsideDown]
        case .landscape: [.landscapeLeft, .landscapeRight]
        }
    }
}

/// What a presentation is for (`purpose`), in the cases guideline 004 ("Multi-Column Layout")
/// names: creating or editing an object (a distinct task), filtering (a quick task that changes the
/// view behind it), formatting (a task on the content behind a nonmodal sheet).
public enum TaskPurpose: String, Sendable, CaseIterable, Hashable {
    case create, edit, filter, format
}

/// Device idioms a `when` condition may name. Understood so that they can be reported.
public enum Idiom: String, Sendable, CaseIterable, Hashable {
    case phone, pad, mac, tv, carPlay, vision
}

/// The component vocabulary of spec format version 1.
public enum ComponentType: String, Sendable, CaseIterable, Hashable {
    // Controls
    case button, link, toggle, slider, stepper, segmentedControl, textField, searchBar, picker, datePicker, menu
    // Content
    case cell, text, image, header, card, carousel, list, table, grid, section, stack, map, chart, custom
    // Navigation
    case tabBar, tabItem, sidebar, navigationBar, toolbar
    // Presentations
    case sheet, nonmodalSheet, formSheet, popover, fullScreenModal, inspector
    // Content that scrolls: a scroll view (`UIScrollView`) and a web view (`WKWebView`)
    case scrollView, webView

    /// Whether a component of this type takes taps unless the spec says `"interactive": false`.
    public var isInteractiveByDefault: Bool {
        switch self {
        case .button, .link, .toggle, .slider, .stepper, .segmentedControl, .textField, .searchBar,
            .picker, .datePicker, .menu, .cell, .tabItem:
            true
        default:
            false
        }
    }

    /// Whether this type is a modal or nonmodal presentation rather than on-screen content.
    public var isPresentation: Bool {
        switch self {
        case .sheet, .nonmodalSheet, .formSheet, .popover, .fullScreenModal, .inspector: true
        default: false
        }
    }
}

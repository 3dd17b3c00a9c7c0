import AdaptLintCore

/// How Interface Builder element names map to the component vocabulary.
public enum IBElementTypes {
    /// Element names that become components, with their component type.
    static let types: [String: ComponentType] = [
        "button": .button, "switch": .toggle, "slider": .slider, "segmentedControl": .segmentedControl,
        "textField": .textField, "stepper": .stepper, "tableView": .list, "tableViewCell": .cell,
        "collectionView": .grid, "collectionViewCell": .cell, "mapView": .map, "mkMapView": .map,
        "imageView": .image, "label": .text, "navigationBar": .navigationBar,
        "toolbar": .toolbar, "tabBar": .tabBar, "barButtonItem": .button, "tabBarItem": .tabItem,
        "searchBar": .searchBar, "pickerView": .picker, "datePicker": .datePicker, "pageControl": .custom,
        "wkWebView": .webView, "webView": .webView,
    ]

    /// The component type of `element`, or nil when it is not a component of its own.
    ///
    /// UIKit's scrolling views are `scrollView` components, so that the rules treat their content as
    /// scrolling inside them (a `scrollView` in a spec): a scroll view, and a text view (`UITextView`
    /// is a scroll view, editable or not). Both scroll unless the document turns scrolling off
    /// (`scrollEnabled="NO"`): then a text view grows with its text like a label, and a scroll view is
    /// a plain container. Their subviews are read either way. Web views (`wkWebView`, and the older
    /// `webView`) scroll their page and are `webView` components.
    static func type(of element: XMLNode) -> ComponentType? {
        let scrolls = element["scrollEnabled"] != "NO"
        switch element.name {
        case "textView": return scrolls ? .scrollView : .text
        case "scrollView": return scrolls ? .scrollView : nil
        default: return types[element.name]
        }
    }

    /// Elements that hold views but are not components themselves: their children are read. A
    /// scroll view is one only when its scrolling is off (``type(of:)``).
    static let containers: Set<String> = [
        "view", "stackView", "scrollView", "visualEffectView", "tableViewCellContentView",
        "collectionViewCellContentView", "collectionReusableView", "containerView", "subviews", "prototypes",
        "cells", "sections", "tableViewSection", "items", "tableHeaderView", "tableFooterView",
    ]

    /// Elements never read into (styling, constraints, connections, variations...).
    static let ignored: Set<String> = [
        "rect", "frame", "constraints", "constraint", "connections", "color", "fontDescription", "state",
        "accessibility",
        "variation", "userDefinedRuntimeAttributes", "autoresizingMask", "inset", "edgeInsets", "size",
        "point", "freeformSimulatedSizeMetrics", "simulatedMetricsContainer", "viewLayoutGuide", "layoutGuides",
        "textInputTraits", "segments", "imageReference", "buttonConfiguration", "preferredSymbolConfiguration",
        "string", "attributedString", "directionalEdgeInsets", "navigationItem",
    ]

    /// The most characters of a label, title, text or selector the reader keeps: names in messages and
    /// specs, not content. A longer one (a 64 KiB label) is cut there and ends in "…", so the spec stays
    /// within the JSON string limit and messages stay readable (docs/limits.md, `ib-name-length`).
    public static let maximumNameCharacters = 200

    /// `text`, cut to ``maximumNameCharacters``.
    static func shortened(_ text: String) -> String {
        guard text.utf8.count > maximumNameCharacters, text.count > maximumNameCharacters else { return text }
        return String(text.prefix(maximumNameCharacters)) + "…"
    }

    /// How messages name an element kind: `button`, `switch`, `bar button item`.
    public static func displayName(_ elementName: String) -> String {
        var words = ""
        for character in elementName {
            if character.isUppercase { words += " " + character.lowercased() } else { words.append(character) }
        }
        return words
    }
}

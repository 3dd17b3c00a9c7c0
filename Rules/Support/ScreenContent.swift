import AdaptLintCore

/// One thing a screen offers: a piece of information (`shows`) or an action (`actions`).
struct ContentItem: Hashable {
    enum Kind: Hashable { case information, action }

    var kind: Kind
    var name: String

    /// How a message names the item: `'order.total'` or `action 'approve'`.
    var label: String {
        switch kind {
        case .information: "'\(name)'"
        case .action: "action '\(name)'"
        }
    }

    /// The verb a message uses for it: information is shown, an action is available.
    var verb: String {
        switch kind {
        case .information: "shown"
        case .action: "available"
        }
    }
}

/// Everything a screen offers in one trait environment, in the order it is first shown, with the
/// node that first shows each item.
struct ScreenContent {
    /// Each item with the `shows` or `actions` element that first offers it, in order of first appearance.
    private(set) var entries: [(item: ContentItem, node: Int)] = []
    private var offered: Set<ContentItem> = []

    /// Collects the content of `screen` in `environment`.
    ///
    /// - Parameters:
    ///   - screen: The decoded spec.
    ///   - environment: The environment whose applying layouts and components are read.
    /// - Complexity: O(components + items).
    init(_ screen: ScreenSpec, in environment: Environment) {
        for component in screen.components(in: environment) {
            for shown in component.shows { add(ContentItem(kind: .information, name: shown.value), at: shown.node) }
            for action in component.actions { add(ContentItem(kind: .action, name: action.value), at: action.node) }
        }
    }

    /// Whether the environment offers `item`.
    func contains(_ item: ContentItem) -> Bool { offered.contains(item) }

    private mutating func add(_ item: ContentItem, at node: Int) {
        guard offered.insert(item).inserted else { return }
        entries.append((item, node))
    }
}

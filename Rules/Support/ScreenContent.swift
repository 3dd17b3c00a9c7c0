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

/// What each distinct component list of a screen offers, with items numbered across the lists.
///
/// Shaped for speed: items are numbered by the decoder (``ComponentStore/names``), so that
/// building each list's content and asking what one list lacks of another compare integers, not
/// strings; each list's items are a bit set, and the lists' entries one flat array.
struct ScreenContents {
    /// Items are numbered `2 x name + kind`: information even, actions odd.
    private let names: [String]
    /// Each list's entries, list after list: each item with the `shows` or `actions` element
    /// that first offers it, in order of first appearance.
    private var flatEntries: [(item: Int, node: Int)] = []
    /// Where each list's entries end in `flatEntries`.
    private var ends: [Int] = []
    /// Words per list in `offered`.
    private let stride: Int
    /// For each list, a bit per item it offers.
    private var offered: [UInt64]

    /// Collects the content of each distinct component list of the index.
    ///
    /// - Complexity: O(positions + items) over the lists.
    init(_ index: ComponentIndex) {
        names = index.components.store.names
        let items = 2 * names.count
        stride = (items + 63) / 64
        let lists = index.realizableListCount
        offered = [UInt64](repeating: 0, count: stride * lists)
        ends.reserveCapacity(lists)
        // A list offers each item at most once. The lists of one screen share most of their items,
        // so the first list's count times the number of lists is room for all of them on most
        // screens: the array is sized twice instead of growing step by step.
        flatEntries.reserveCapacity(items)
        let components = index.components
        for list in 0..<lists {
            if list == 1 { flatEntries.reserveCapacity(flatEntries.count * lists) }
            for position in index.positions(inList: list) {
                let component = components[position]
                let shows = component.shows
                for at in 0..<shows.count { add(2 * shows.number(at: at), node: shows.node(at: at), to: list) }
                let actions = component.actions
                for at in 0..<actions.count {
                    add(2 * actions.number(at: at) + 1, node: actions.node(at: at), to: list)
                }
                // Information reached through the component on another screen (a secondary
                // destination) is offered as information.
                let reaches = component.reaches
                for at in 0..<reaches.count { add(2 * reaches.number(at: at), node: reaches.node(at: at), to: list) }
            }
            ends.append(flatEntries.count)
        }
    }

    /// Records that list `list` offers `item`, at `node` if it is the first to.
    private mutating func add(_ item: Int, node: Int, to list: Int) {
        let word = list * stride + item >> 6
        let bit: UInt64 = 1 << UInt64(item & 63)
        guard offered[word] & bit == 0 else { return }
        offered[word] |= bit
        flatEntries.append((item, node))
    }

    /// The entries of list `list`: each item with the element that first offers it, in order.
    func entries(_ list: Int) -> ArraySlice<(item: Int, node: Int)> {
        flatEntries[(list == 0 ? 0 : ends[list - 1])..<ends[list]]
    }

    /// Whether list `list` offers `item`.
    func contains(_ item: Int, in list: Int) -> Bool {
        offered[list * stride + item >> 6] & (1 << UInt64(item & 63)) != 0
    }

    /// The item numbered `item`.
    func item(_ item: Int) -> ContentItem {
        ContentItem(kind: item % 2 == 0 ? .information : .action, name: names[item / 2])
    }
}

import AdaptLintCore

/// The sidebars of one component list, and how to tell a control that only opens, shows or hides
/// them.
///
/// Guideline 001 (SAP Fiori for iOS, Adaptive Apps, "Tab Bar and Sidebar") and guideline 004
/// (Multi-Column Layout, "Tab Bar and Sidebar") use a sidebar in regular width and a tab bar in
/// compact width. On large screens in landscape the sidebar is shown beside the content; in
/// portrait or on smaller screens it collapses to an icon that opens it over the content, and
/// people may hide it. Such a control stands for the sidebar: it is not content of its own. It is
/// told from the structure, not from a key: the control is not a sidebar, shows nothing, has an
/// action or a `reaches` name, names the sidebar in each of its actions (the word "sidebar" or the
/// sidebar's id: `sidebar.toggle`, `showSidebar`, `mailboxes.toggle` for a sidebar with the id
/// `mailboxes`), and reaches only what the sidebar shows and does (a button that opens the
/// mailboxes over the content reaches the mailboxes' names and their open action).
///
/// `information-parity` leaves such a control out where the other size class has a tab bar and no
/// sidebar; `rotation-keeps-components` accepts a sidebar shown in landscape that portrait
/// replaces with such a control.
struct SidebarToggle {
    /// The positions in the index of the list's sidebars.
    let sidebars: [Int]
    /// The positions in the index of the list's sidebars and of their descendants in the list.
    let members: [Int]
    /// The sidebars' ids in lower case without separators (``squeezed(_:)``).
    private let sidebarNames: [String]
    /// The name numbers of what the sidebars and their descendants in the list show and do.
    private let content: Set<Int>

    /// The sidebars of list `list` of `index`.
    ///
    /// - Complexity: O(components of the list + their `shows` and `actions`).
    init(sidebarsOf list: Int, index: ComponentIndex) {
        let components = index.components
        var sidebars: [Int] = []
        var members: [Int] = []
        var names: [String] = []
        var content: Set<Int> = []
        // The end of the sidebar subtree being read: its descendants follow it in the index.
        var inside = -1
        for position in index.positions(inList: list) {
            let component = components[position]
            if position >= inside, component.type.value == .sidebar {
                sidebars.append(position)
                let name = Self.squeezed(component.id.value)
                if !name.isEmpty { names.append(name) }
                inside = index.subtreeEnd(at: position)
            }
            guard position < inside else { continue }
            members.append(position)
            let shows = component.shows
            let actions = component.actions
            for item in 0..<shows.count { content.insert(shows.number(at: item)) }
            for item in 0..<actions.count { content.insert(actions.number(at: item)) }
        }
        self.sidebars = sidebars
        self.members = members
        self.sidebarNames = names
        self.content = content
    }

    /// Whether the list has a sidebar.
    var isEmpty: Bool { sidebars.isEmpty }

    /// Whether `component` only opens, shows or hides these sidebars (see the type's summary).
    ///
    /// - Complexity: O(its actions and `reaches` names x sidebars).
    func isToggle(_ component: Component) -> Bool {
        guard !sidebars.isEmpty, component.type.value != .sidebar, component.shows.count == 0 else { return false }
        let actions = component.actions
        let reaches = component.reaches
        guard actions.count + reaches.count > 0 else { return false }
        let names = component.store.names
        for item in 0..<actions.count {
            let name = Self.squeezed(names[actions.number(at: item)])
            guard name.contains("sidebar") || sidebarNames.contains(where: { name.contains($0) }) else {
                return false
            }
        }
        return (0..<reaches.count).allSatisfy { content.contains(reaches.number(at: $0)) }
    }

    /// `name` in lower case without its separators: "showSidebar" and "show.sidebar" alike.
    static func squeezed(_ name: String) -> String {
        String(name.lowercased().filter { $0.isLetter || $0.isNumber })
    }
}

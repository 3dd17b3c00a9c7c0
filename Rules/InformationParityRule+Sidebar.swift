import AdaptLintCore

extension InformationParityRule {
    /// The actions of list `present` (as items numbered as in ``ScreenContents``) that only show or
    /// hide its sidebar, when list `lacking` has no sidebar and a tab bar in its place: such a
    /// control has nothing to do where the sidebar does not exist.
    ///
    /// Guideline 001 (SAP Fiori for iOS, Adaptive Apps, Converting the Navigation) and guideline
    /// 004 (Tab Bar and Sidebar) use a sidebar in regular width and a tab bar in compact width; the
    /// sidebar collapses to an icon that opens it, and people may hide it. Compact width has no
    /// sidebar to show or hide, so the control is not content that compact width lacks. It is
    /// told from the structure: `present` shows a `sidebar`, `lacking` shows none but a `tabBar`,
    /// and the control shows nothing and each of its actions names the sidebar (the word
    /// "sidebar" or the sidebar's id: `sidebar.toggle`, `showSidebar`, `mailboxes.toggle` for a
    /// sidebar with the id `mailboxes`).
    ///
    /// - Complexity: O(components of both lists + their actions).
    static func sidebarToggles(of present: Int, in lacking: Int, index: ComponentIndex) -> Set<Int> {
        let components = index.components
        var sidebars: [String] = []
        for position in index.positions(inList: present) where components[position].type.value == .sidebar {
            sidebars.append(Self.squeezed(components[position].id.value))
        }
        guard !sidebars.isEmpty else { return [] }
        var hasTabBar = false
        for position in index.positions(inList: lacking) {
            switch components[position].type.value {
            case .sidebar: return []
            case .tabBar: hasTabBar = true
            default: break
            }
        }
        guard hasTabBar else { return [] }
        let names = components.store.names
        var toggles: Set<Int> = []
        for position in index.positions(inList: present) {
            let component = components[position]
            let actions = component.actions
            guard actions.count > 0, component.shows.count == 0, component.type.value != .sidebar else { continue }
            let numbers = (0..<actions.count).map { actions.number(at: $0) }
            let namesTheSidebar = numbers.allSatisfy { number in
                let name = Self.squeezed(names[number])
                return name.contains("sidebar") || sidebars.contains { name.contains($0) }
            }
            if namesTheSidebar { toggles.formUnion(numbers.map { 2 * $0 + 1 }) }
        }
        return toggles
    }

    /// `name` in lower case without its separators: "showSidebar" and "show.sidebar" alike.
    private static func squeezed(_ name: String) -> String {
        String(name.lowercased().filter { $0.isLetter || $0.isNumber })
    }
}

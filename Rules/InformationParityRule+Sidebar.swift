import AdaptLintCore

extension InformationParityRule {
    /// The actions of list `present` (as items numbered as in ``ScreenContents``) that only show or
    /// hide its sidebar (``SidebarToggle``), when list `lacking` has no sidebar and a tab bar in its
    /// place: such a control has nothing to do where the sidebar does not exist.
    ///
    /// Guideline 001 (SAP Fiori for iOS, Adaptive Apps, Converting the Navigation) and guideline
    /// 004 (Tab Bar and Sidebar) use a sidebar in regular width and a tab bar in compact width; the
    /// sidebar collapses to an icon that opens it, and people may hide it. Compact width has no
    /// sidebar to show or hide, so the control is not content that compact width lacks.
    ///
    /// - Complexity: O(components of both lists + their actions).
    static func sidebarToggles(of present: Int, in lacking: Int, index: ComponentIndex) -> Set<Int> {
        let components = index.components
        let sidebars = SidebarToggle(sidebarsOf: present, index: index)
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
        var toggles: Set<Int> = []
        for position in index.positions(inList: present) where sidebars.isToggle(components[position]) {
            let actions = components[position].actions
            toggles.formUnion((0..<actions.count).map { 2 * actions.number(at: $0) + 1 })
        }
        return toggles
    }
}

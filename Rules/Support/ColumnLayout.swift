import AdaptLintCore

/// The columns of a screen: framed navigation bars and sidebars placed side by side, outside
/// presentations, from left to right, with a navigation bar inside a sidebar left to its sidebar.
///
/// What column-count counts, column-widths sizes, and split-view-matches-spec compares with an
/// app's split view.
enum ColumnLayout {
    /// ``sideBySide(_:)`` of ``columnCandidates(_:in:)`` for each distinct component list of the
    /// realizable environments (``ComponentIndex/realizableListIDs``): environments that show the same
    /// components show the same columns.
    ///
    /// - Complexity: O(components) per list, plus the sort of the candidates.
    static func columnsByList(_ screen: ScreenSpec) -> [[Component]] {
        let index = screen.componentIndex
        // Most screens have no navigation bar or sidebar with a frame: nothing to lay side by side.
        guard mayHaveColumns(index) else {
            return Array(repeating: [], count: index.realizableListCount)
        }
        let inSidebar = sidebarDescendants(index)
        return (0..<index.realizableListCount).map { list in
            sideBySide(
                index.positions(inList: list).filter { isCandidate(at: $0, index: index, inSidebar: inSidebar) }.map {
                    index.components[$0]
                })
        }
    }

    /// Framed navigation bars and sidebars shown in `environment`, outside presentations, with a
    /// navigation bar inside a sidebar left to its sidebar.
    ///
    /// What is shown is the index's answer, any environment alike: where an id occurs in several
    /// layouts that apply, only the occurrence in the most specific layout is shown
    /// (ComponentIndex+Precedence), so a column that a more specific layout moves is counted
    /// where it is moved to.
    ///
    /// - Complexity: O(components).
    static func columnCandidates(_ screen: ScreenSpec, in environment: Environment) -> [Component] {
        let index = screen.componentIndex
        guard mayHaveColumns(index) else { return [] }
        let inSidebar = sidebarDescendants(index)
        let bit = EnvironmentSet.bit(of: environment)
        var result: [Component] = []
        for (layout, range) in index.layoutRanges.enumerated() where index.layoutEnvironments[layout].bits & bit != 0 {
            for at in range where index.conditions(at: at).bits & bit != 0 {
                if isCandidate(at: at, index: index, inSidebar: inSidebar) { result.append(index.components[at]) }
            }
        }
        return result
    }

    /// The types of ``isFramedColumnType(_:)``.
    static let columnTypes = ComponentTypeSet(.sidebar, .navigationBar)

    /// Whether a component of the index is a navigation bar or sidebar with a frame's x: in O(1)
    /// for the screens without either type, nearly all of them.
    ///
    /// - Complexity: O(components) when the screen has a navigation bar or sidebar.
    static func mayHaveColumns(_ index: ComponentIndex) -> Bool {
        index.contains(anyOf: columnTypes) && index.anyComponent(where: isFramedColumnType)
    }

    /// Whether a component could be a column: a navigation bar or sidebar with a frame's x.
    static func isFramedColumnType(_ component: Component) -> Bool {
        let type = component.type.value
        return (type == .sidebar || type == .navigationBar) && component.frame?.x != nil
    }

    /// Whether the component at `position` of the index is a column candidate, given that it is
    /// shown: outside presentations (no layer), and a sidebar, or a navigation bar outside sidebars.
    private static func isCandidate(at position: Int, index: ComponentIndex, inSidebar: [Bool]) -> Bool {
        let component = index.components[position]
        guard index.layer(at: position) == nil, isFramedColumnType(component) else { return false }
        return component.type.value == .sidebar || !inSidebar[position]
    }

    /// For each position of the index, whether an ancestor is a sidebar.
    private static func sidebarDescendants(_ index: ComponentIndex) -> [Bool] {
        var result = [Bool](repeating: false, count: index.components.count)
        for position in index.components.indices where index.components[position].type.value == .sidebar {
            for inner in (position + 1)..<index.subtreeEnd(at: position) { result[inner] = true }
        }
        return result
    }

    /// The most candidates whose horizontal extents do not overlap, from left to right.
    ///
    /// - Complexity: O(n log n) for n candidates (earliest end first).
    static func sideBySide(_ candidates: [Component]) -> [Component] {
        let spans: [(component: Component, minX: Double, maxX: Double)] = candidates.compactMap { component in
            guard let frame = component.frame, let x = frame.x?.value else { return nil }
            return (component, x, x + frame.width.value)
        }
        var chosen: [Component] = []
        var end = -Double.infinity
        for span in spans.sorted(by: { ($0.maxX, $0.minX, $0.component.node) < ($1.maxX, $1.minX, $1.component.node) })
        where span.minX + 1 >= end {
            chosen.append(span.component)
            end = span.maxX
        }
        return chosen
    }
}

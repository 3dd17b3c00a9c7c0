import AdaptLintCore

/// One component of a layout together with what its ancestors decide about it: the conditions
/// that must hold for it to be shown, its subtree, and the presentation it belongs to.
struct PlacedComponent {
    var component: Component
    /// Position in the layout's document order (pre-order, children after their parent).
    var index: Int
    /// One past the index of the last descendant: descendants sit at `index + 1 ..< subtreeEnd`.
    var subtreeEnd: Int
    /// The environments in which the `when` conditions of the component and of every ancestor hold.
    var conditions: EnvironmentSet
    /// The node of the nearest presentation (sheet, popover, ...) that contains the component, the
    /// component itself included; nil for components drawn on the screen itself.
    var layer: Int?

    /// Whether the component is shown in `environment`, given that its layout applies there.
    func isShown(in environment: Environment) -> Bool {
        conditions.contains(environment)
    }

    /// Whether `other` is a descendant of this component.
    func contains(_ other: PlacedComponent) -> Bool {
        other.index > index && other.index < subtreeEnd
    }
}

extension ScreenSpec {
    /// ``Layout/allComponents`` of the layout at `position` in `layouts`, read from the
    /// ``ComponentIndex`` instead of collected into a new array by every rule.
    ///
    /// - Complexity: O(1).
    func components(ofLayoutAt position: Int) -> Slice<ComponentList> {
        let index = componentIndex
        return index.components[index.layoutRanges[position]]
    }

    /// Every component of the layout at `position` in `layouts`, children included, in document
    /// order, with its ancestry.
    ///
    /// Read from the ``ComponentIndex``, which walked the tree once for every rule: no condition
    /// lists are built per component.
    ///
    /// - Complexity: O(components of the layout).
    func placedComponents(ofLayoutAt position: Int) -> [PlacedComponent] {
        let range = componentIndex.layoutRanges[position]
        var result: [PlacedComponent] = []
        result.reserveCapacity(range.count)
        for at in range { result.append(placedComponent(at: at, inLayoutAt: position)) }
        return result
    }

    /// The component at position `at` of the ``ComponentIndex``, placed in its layout (at
    /// `position` in `layouts`), for rules that place only the few components they check.
    func placedComponent(at: Int, inLayoutAt position: Int) -> PlacedComponent {
        let index = componentIndex
        let start = index.layoutRanges[position].lowerBound
        return PlacedComponent(
            component: index.components[at], index: at - start, subtreeEnd: index.subtreeEnd(at: at) - start,
            conditions: index.conditions(at: at), layer: index.layer(at: at))
    }
}

extension Layout {
    /// The width size classes of the real trait environments (``Environment/realizable``) in which
    /// the layout applies: one class for a layout chosen by width, often both without one.
    ///
    /// - Complexity: O(1): seven environments.
    var widthClasses: Set<SizeClass> {
        Set(Environment.realizable.filter { applies(in: $0) }.map(\.width))
    }

    /// The width of the screen `components`, all the components of a layout, are drawn on:
    /// ``Containers/screenWidth(leading:trailing:)`` of the leftmost and rightmost frame edges.
    /// Nil when no component has a frame.
    ///
    /// - Complexity: O(components).
    static func screenWidth(of components: some Sequence<Component>) -> Double? {
        var widest: Double?
        var leading = Double.infinity
        for component in components {
            guard let frame = component.frame, let x = frame.x else { continue }
            let edge = x.value + frame.width.value
            if edge > widest ?? -Double.infinity { widest = edge }
            leading = min(leading, x.value)
        }
        return widest.map { Containers.screenWidth(leading: leading, trailing: $0) }
    }
}

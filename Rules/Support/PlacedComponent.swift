import AdaptLintCore

/// One component of a layout together with what its ancestors decide about it: the conditions
/// that must hold for it to be shown, its subtree, and the presentation it belongs to.
struct PlacedComponent {
    var component: Component
    /// Position in the layout's document order (pre-order, children after their parent).
    var index: Int
    /// One past the index of the last descendant: descendants sit at `index + 1 ..< subtreeEnd`.
    var subtreeEnd: Int
    /// The `when` conditions of the component and of every ancestor.
    var conditions: [TraitCondition]
    /// The node of the nearest presentation (sheet, popover, ...) that contains the component, the
    /// component itself included; nil for components drawn on the screen itself.
    var layer: Int?

    /// Whether the component is shown in `environment`, given that its layout applies there.
    func isShown(in environment: Environment) -> Bool {
        conditions.allSatisfy { $0.matches(environment) }
    }

    /// Whether `other` is a descendant of this component.
    func contains(_ other: PlacedComponent) -> Bool {
        other.index > index && other.index < subtreeEnd
    }
}

extension Layout {
    /// Every component of the layout, children included, in document order, with its ancestry.
    ///
    /// - Complexity: O(components x depth).
    var placedComponents: [PlacedComponent] {
        var result: [PlacedComponent] = []
        func visit(_ list: [Component], conditions: [TraitCondition], layer: Int?) {
            for component in list {
                let conditions = component.when.map { conditions + [$0] } ?? conditions
                let layer = component.type.value.isPresentation ? component.node : layer
                let index = result.count
                result.append(
                    PlacedComponent(
                        component: component, index: index, subtreeEnd: index + 1, conditions: conditions,
                        layer: layer))
                visit(component.children, conditions: conditions, layer: layer)
                result[index].subtreeEnd = result.count
            }
        }
        visit(components, conditions: [], layer: nil)
        return result
    }

    /// The width size classes of the real trait environments (``Environment/realizable``) in which
    /// the layout applies: one class for a layout chosen by width, often both without one.
    ///
    /// - Complexity: O(1): seven environments.
    var widthClasses: Set<SizeClass> {
        Set(Environment.realizable.filter { applies(in: $0) }.map(\.width))
    }

    /// The right edge of the rightmost frame in the layout: the drawing is at least this wide.
    /// Nil when no component has a frame.
    ///
    /// - Complexity: O(components).
    var drawnWidth: Double? {
        var widest: Double?
        for component in allComponents {
            guard let frame = component.frame, let x = frame.x else { continue }
            let edge = x.value + frame.width.value
            if edge > widest ?? -Double.infinity { widest = edge }
        }
        return widest
    }
}

extension Layout {
    /// Every component of the layout, children included, in document order.
    ///
    /// - Complexity: O(components).
    public var allComponents: [Component] {
        var result: [Component] = []
        result.reserveCapacity(components.count)
        Self.collect(components, into: &result)
        return result
    }

    private static func collect(_ list: ComponentList, into result: inout [Component]) {
        for component in list {
            result.append(component)
            if component.hasChildren { collect(component.children, into: &result) }
        }
    }

    /// The components shown in `environment`: a component with a `when` that does not match is
    /// left out together with its children.
    public func components(in environment: Environment) -> [Component] {
        var result: [Component] = []
        func visit(_ list: ComponentList) {
            for component in list where component.when?.matches(environment) ?? true {
                result.append(component)
                visit(component.children)
            }
        }
        visit(components)
        return result
    }
}

extension ScreenSpec {
    /// Every trait condition in the spec, on layouts and components, in document order.
    public var allConditions: [TraitCondition] {
        var result: [TraitCondition] = []
        for layout in layouts {
            if let when = layout.when { result.append(when) }
            for component in layout.allComponents {
                if let when = component.when { result.append(when) }
            }
        }
        return result
    }

    /// Whether a trait condition of the spec, on a layout or a component, satisfies `predicate`:
    /// ``allConditions``' `contains(where:)` without collecting them.
    ///
    /// - Complexity: O(layouts + components), on the ``componentIndex``.
    public func hasCondition(where predicate: (TraitCondition) -> Bool) -> Bool {
        for position in layouts.indices {
            if let when = layouts[position].when, predicate(when) { return true }
        }
        let list = componentIndex.components
        let store = list.store
        for at in 0..<list.count {
            if let when = store.records[list.position(at: at)].when, predicate(store.conditions[when]) { return true }
        }
        return false
    }

    /// The layouts that apply in `environment`, in document order.
    public func layouts(in environment: Environment) -> [Layout] {
        layouts.filter { $0.applies(in: environment) }
    }
}

extension ScreenSpec {
    /// The effective components in `environment`: those of every layout that applies there, in
    /// document order, children included, leaving out components whose own `when` does not match
    /// and, where an id occurs in several of those layouts, every occurrence but the one in the
    /// most specific layout (the later of equals), with its children (ComponentIndex+Precedence).
    ///
    /// The one model function for "what is shown here": rules ask it, or the ``ComponentIndex``
    /// that answers it, rather than combining layouts themselves.
    ///
    /// - Complexity: O(layouts + components).
    public func components(in environment: Environment) -> ComponentList {
        if let cached = componentCache?.components(in: environment) { return cached }
        let index = componentIndex
        let bit = EnvironmentSet.bit(of: environment)
        var positions: [Int] = []
        for layout in 0..<index.layoutCount where index.layoutEnvironments[layout].bits & bit != 0 {
            for at in index.layoutRanges[layout] where index.conditions(at: at).bits & bit != 0 {
                positions.append(index.components.position(at: at))
            }
        }
        return ComponentList(store: store, positions: positions)
    }

    /// This spec with ``components(in:)`` answered from a table built once for the realizable
    /// environments (``Environment/realizable``), for a linter about to run many rules on it.
    ///
    /// - Complexity: O(environments x (layouts + components)).
    public func cachingComponents() -> ScreenSpec {
        var copy = self
        copy.componentCache = ComponentIndex(self)
        return copy
    }

    /// The most specific layout that applies in `environment` (the one whose `when` has the most
    /// keys; the first of equals), or nil when no layout applies there.
    ///
    /// - Complexity: O(layouts).
    public func mostSpecificLayout(in environment: Environment) -> Layout? {
        // By position, copying only the layout chosen (a `Layout` is large), and counting keys
        // without ``TraitCondition/specificity``'s array.
        var best: (position: Int, specificity: Int)?
        for position in layouts.indices {
            let specificity: Int
            if let when = layouts[position].when {
                guard when.matches(environment) else { continue }
                specificity = Self.keyCount(when)
            } else {
                specificity = 0
            }
            if let current = best, current.specificity >= specificity { continue }
            best = (position, specificity)
        }
        return best.map { layouts[$0.position] }
    }

    /// ``TraitCondition/specificity``: how many keys `condition` has.
    static func keyCount(_ condition: borrowing TraitCondition) -> Int {
        (condition.width == nil ? 0 : 1) + (condition.height == nil ? 0 : 1) + (condition.orientation == nil ? 0 : 1)
            + (condition.idiom == nil ? 0 : 1)
    }
}

import AdaptLintCore

extension ComponentIndex {
    /// Whether a component of the index (of `range` when given) satisfies `predicate`.
    ///
    /// Most rules first look for components that most screens do not have (a popover, a
    /// principal image, a font) and stop there.
    ///
    /// - Complexity: O(components in `range`).
    func anyComponent(in range: Range<Int>? = nil, where predicate: (Component) -> Bool) -> Bool {
        let list = components
        for at in range ?? 0..<list.count where predicate(list[at]) { return true }
        return false
    }

    /// The positions in the index of the components (of `range` when given) that satisfy
    /// `predicate`, in index order: the few a rule then checks in full.
    ///
    /// - Complexity: O(components in `range`).
    func positions(in range: Range<Int>? = nil, where predicate: (Component) -> Bool) -> [Int] {
        let list = components
        var result: [Int] = []
        for at in range ?? 0..<list.count where predicate(list[at]) {
            // Room for a handful at once, rather than growing one by one.
            if result.isEmpty { result.reserveCapacity(8) }
            result.append(at)
        }
        return result
    }
}

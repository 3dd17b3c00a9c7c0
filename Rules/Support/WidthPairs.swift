import AdaptLintCore

/// The realizable trait environments that differ in width only, and where each layout applies.
enum WidthPairs {
    /// Each compact-width environment with the regular-width environment of the same orientation and
    /// height (the idiom aside): iPhone portrait and iPad portrait, a landscape iPhone and a landscape
    /// Plus or Max iPhone, an iPad Split View pane in landscape and the full-screen iPad in landscape.
    ///
    /// - Complexity: O(environments²), computed once.
    static let pairs: [(compact: Environment, regular: Environment)] = {
        var result: [(compact: Environment, regular: Environment)] = []
        for compact in Environment.realizable where compact.width == .compact {
            for regular in Environment.realizable where regular.width == .regular {
                if regular.height == compact.height, regular.orientation == compact.orientation {
                    result.append((compact, regular))
                }
            }
        }
        return result
    }()

    /// The realizable environments with `width`, in catalog order.
    static func environments(width: SizeClass) -> [Environment] {
        Environment.realizable.filter { $0.width == width }
    }
}

extension Component {
    /// The ids of every descendant, children first, in document order.
    ///
    /// - Complexity: O(descendants).
    var descendantIDs: [String] {
        var result: [String] = []
        func visit(_ list: ComponentList) {
            for child in list {
                result.append(child.id.value)
                visit(child.children)
            }
        }
        visit(children)
        return result
    }

    /// The action names of this component and every descendant, in document order.
    ///
    /// - Complexity: O(descendants + actions).
    var subtreeActions: [String] {
        var result = actions.map(\.value)
        for child in children { result += child.subtreeActions }
        return result
    }
}

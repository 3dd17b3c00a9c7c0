/// Which layout wins: when a component id occurs in several layouts that apply at once, the
/// occurrence in the most specific layout is the one shown there.
///
/// Layouts combine (a layout is not an override), but a component written again in a more
/// specific layout redefines it where that layout applies, as a size-class variation does in
/// Interface Builder (guideline 002, "The Adaptive Model": traits choose which views are shown
/// and which constraints apply). Specificity is the number of keys in the layout's `when` (none:
/// 0); between equally specific layouts, the later one in the document wins. The losing
/// occurrence, with its children, is left out in the environments where the winner is shown; a
/// component written in one layout only combines as before. Documented in docs/spec-format.md,
/// "Where layouts apply".
extension ComponentIndex {
    /// Whether two layouts of `table` apply in a common environment: only then can an id occur
    /// twice in one environment.
    ///
    /// - Complexity: O(layouts²); layouts are few.
    static func layoutsOverlap(_ table: [LayoutEntry]) -> Bool {
        for first in table.indices {
            for second in table.indices where second > first {
                if table[first].environments & table[second].environments != 0 { return true }
            }
        }
        return false
    }
}

extension ComponentIndex.Scan {
    /// Leaves out each occurrence of a component id, and its subtree, in the environments where
    /// an occurrence of the same id in a layout of higher precedence is shown. Returns whether any
    /// occurrence lost an environment it would otherwise be shown in.
    ///
    /// A competitor counts where its layout applies and its own conditions (and its ancestors')
    /// hold, as written: precedence is worked out on the conditions before any occurrence loses.
    ///
    /// - Parameters:
    ///   - table: the layouts' ranges of ``entries`` and environments.
    ///   - specificities: for each layout, the number of keys in its `when`.
    /// - Complexity: O(components + occurrences² per id), the occurrences of an id being at most
    ///   one per layout.
    mutating func applyPrecedence(table: [ComponentIndex.LayoutEntry], specificities: [Int]) -> Bool {
        // The occurrences of each id, as entry positions with their layout, in layout order.
        var occurrences: [Int: [(at: Int, layout: Int)]] = [:]
        for (layout, entry) in table.enumerated() {
            let overlaps = table.indices.contains { $0 != layout && table[$0].environments & entry.environments != 0 }
            guard overlaps else { continue }
            for at in entry.start..<entry.end {
                let id = Component(store: store, position: entries[at].storePosition).idNumber
                occurrences[id, default: []].append((at, layout))
            }
        }
        var losses: [(at: Int, mask: UInt64)] = []
        for group in occurrences.values where group.count > 1 {
            for (at, layout) in group {
                let shown = table[layout].environments & entries[at].conditions
                var mask: UInt64 = 0
                for (other, rival) in group where other != at {
                    let wins =
                        specificities[rival] > specificities[layout]
                        || (specificities[rival] == specificities[layout] && rival > layout)
                    if wins { mask |= table[rival].environments & entries[other].conditions }
                }
                // Only environments the occurrence could be shown in are taken from it.
                if shown & mask != 0 { losses.append((at, mask & table[layout].environments)) }
            }
        }
        for loss in losses {
            for at in loss.at..<entries[loss.at].subtreeEnd { entries[at].conditions &= ~loss.mask }
        }
        return !losses.isEmpty
    }
}

extension ShownSets {
    /// The sets of realizable environments that the components of `entries` are shown in, layout
    /// by layout, as ``ComponentIndex/Scan`` collects them: worked out again once precedence has
    /// taken environments from some entries.
    ///
    /// - Complexity: O(components).
    init(entries: [ComponentIndex.Entry], table: [ComponentIndex.LayoutEntry]) {
        self.init()
        let all = EnvironmentSet.all.bits
        for layout in table {
            var plain = false
            for at in layout.start..<layout.end {
                let conditions = entries[at].conditions
                if conditions == all { plain = true } else { insert(conditions & layout.environments) }
            }
            if plain { insert(layout.environments) }
        }
    }
}

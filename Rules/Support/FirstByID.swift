import AdaptLintCore

/// The components at some positions of the index by id number: the first occurrence of each.
///
/// Ids are numbered by the decoder (equal ids, equal numbers), so the occurrence of an id is found
/// with an array lookup: what rotation-keeps-components compares between orientations and
/// carousel-regular-shows-more between width classes.
struct FirstByID {
    /// For each id number, the position in the index of its first occurrence among the positions.
    var first: [Int?]
    /// Those positions, ordered by node.
    var firstByNode: [Int]

    /// Collects the first occurrence of each id among `positions`, in that order.
    ///
    /// - Parameters:
    ///   - positions: Positions in `index`, usually those of one component list.
    ///   - ids: The id number of each position of the index that may occur in `positions`.
    ///   - count: How many id numbers there are: one more than the largest in `ids`.
    /// - Complexity: O(count + p log p) for the p positions.
    init(_ positions: some Sequence<Int>, index: ComponentIndex, ids: [Int], count: Int) {
        first = Array(repeating: nil, count: count)
        firstByNode = []
        for position in positions where first[ids[position]] == nil {
            first[ids[position]] = position
            firstByNode.append(position)
        }
        firstByNode.sort { index.components[$0].node < index.components[$1].node }
    }
}

/// The active suppressions of one spec, indexed by rule id and by the byte range of the object
/// that carries them, so that each finding finds the suppressions covering it without looking at
/// the others.
///
/// The objects of a JSON document nest or lie apart; they never overlap partly. So, for one rule,
/// the objects carrying suppressions form a tree, and the objects that hold a finding are the
/// innermost one and its ancestors. The index keeps, per rule, those objects sorted by start with
/// their parents: a binary search finds the last object that starts at or before the finding,
/// and a short walk up its ancestors (at most the nesting depth) finds the innermost that holds it.
struct SuppressionIndex {
    /// The suppressions of one rule written on one object: they cover the same findings.
    struct Group {
        var scope: Range<Int>
        /// Positions in ``suppressions`` in scan order; the first is the one recorded.
        var members: [Int]
        /// The group of the nearest enclosing object, if any.
        var parent: Int?
        /// Whether some finding has been matched to this group (and so to its ancestors).
        var isUsed = false
    }

    /// The suppressions indexed, in scan order.
    let suppressions: [Suppression]
    /// Every group, sorted by rule id, then by scope start (an enclosing object before the objects
    /// inside it).
    private var groups: [Group] = []
    /// Per rule id, its groups' positions in ``groups``.
    private var rules: [String: Range<Int>] = [:]

    /// Indexes `suppressions` (already filtered to the active ones).
    ///
    /// - Complexity: O(s log s) in the number of suppressions.
    init(_ suppressions: [Suppression]) {
        self.suppressions = suppressions
        var positions: [Key: Int] = [:]
        for (position, suppression) in suppressions.enumerated() {
            let key = Key(rule: suppression.rule, scope: suppression.scope)
            if let existing = positions[key] {
                groups[existing].members.append(position)
            } else {
                positions[key] = groups.count
                groups.append(Group(scope: suppression.scope, members: [position]))
            }
        }
        let rule = { (group: Group) in suppressions[group.members[0]].rule }
        groups.sort {
            (rule($0), $0.scope.lowerBound, -$0.scope.upperBound) < (
                rule($1), $1.scope.lowerBound, -$1.scope.upperBound
            )
        }
        // Each rule's run of groups, and parents by a stack of the objects open at each start.
        var start = 0
        var open: [Int] = []
        for position in groups.indices {
            if position > start, rule(groups[position]) != rule(groups[start]) {
                rules[rule(groups[start])] = start..<position
                start = position
                open.removeAll(keepingCapacity: true)
            }
            while let last = open.last, groups[last].scope.upperBound <= groups[position].scope.lowerBound {
                open.removeLast()
            }
            groups[position].parent = open.last
            open.append(position)
        }
        if start < groups.count { rules[rule(groups[start])] = start..<groups.count }
    }

    /// A rule id and an object: what makes suppressions one group.
    private struct Key: Hashable {
        var rule: String
        var scope: Range<Int>
    }

    /// The innermost suppression covering `diagnostic`, marking every suppression that covers it
    /// as used; nil when none does.
    ///
    /// - Complexity: O(log s + nesting depth), amortized.
    mutating func match(_ diagnostic: Diagnostic) -> Suppression? {
        guard let run = rules[diagnostic.ruleID] else { return nil }
        let range = diagnostic.location.byteRange
        // The last group of the rule starting at or before the finding.
        var low = run.lowerBound
        var high = run.upperBound
        while low < high {
            let middle = (low + high) / 2
            if groups[middle].scope.lowerBound <= range.lowerBound { low = middle + 1 } else { high = middle }
        }
        var candidate = low > run.lowerBound ? low - 1 : nil
        while let position = candidate, groups[position].scope.upperBound < range.upperBound {
            candidate = groups[position].parent
        }
        guard let innermost = candidate else { return nil }
        // Every object enclosing the innermost one covers the finding too; a used group's
        // ancestors were marked with it.
        var marking: Int? = innermost
        while let position = marking, !groups[position].isUsed {
            groups[position].isUsed = true
            marking = groups[position].parent
        }
        return suppressions[groups[innermost].members[0]]
    }

    /// The nodes of the suppressions that covered some finding.
    ///
    /// - Complexity: O(s).
    var usedNodes: Set<Int> {
        var nodes = Set<Int>()
        for group in groups where group.isUsed {
            for member in group.members { nodes.insert(suppressions[member].node) }
        }
        return nodes
    }
}

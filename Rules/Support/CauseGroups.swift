/// Occurrences of a problem grouped by their cause, in order of first appearance: how a rule
/// reports one finding per cause, at the first occurrence, with the others as its related locations.
///
/// Two occurrences have one cause when they need one change (the same component too small in
/// the same way in several layouts, the same setting read for two device families).
struct CauseGroups<Cause: Hashable, Member> {
    /// The groups, each with at least one member, in order of their first members.
    private(set) var groups: [[Member]] = []
    /// The position in `groups` of each cause seen so far.
    private var groupOf: [Cause: Int] = [:]

    init() {}

    /// The members grouped by `cause`.
    ///
    /// - Complexity: O(n) for the n members, plus the cost of `cause`.
    init(_ members: some Sequence<Member>, by cause: (Member) -> Cause) {
        for member in members { add(member, cause: cause(member)) }
    }

    /// Adds `member` to the group of `cause`, or starts a group after the others; a nil cause is a
    /// group of its own.
    ///
    /// - Complexity: O(1) on average (a dictionary lookup).
    mutating func add(_ member: Member, cause: Cause?) {
        guard let cause else {
            groups.append([member])
            return
        }
        if let group = groupOf[cause] {
            groups[group].append(member)
        } else {
            groupOf[cause] = groups.count
            groups.append([member])
        }
    }
}

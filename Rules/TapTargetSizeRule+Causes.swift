import AdaptLintCore

extension TapTargetSizeRule {
    /// One layout's occurrence of an interactive component whose tap area is too small.
    struct Occurrence {
        var component: Component
        var area: TapArea
        var room: Room
        /// For a tab bar item whose tap area no source states, the id of its tab bar: a tab bar's items
        /// are drawn by the bar at one height, so they are one note per bar.
        var bar: String? = nil
    }

    /// One finding per cause: the occurrences of one component, in several layouts, that are too small
    /// in the same way (the same side, the same size, the same area measured and the same neighbour in
    /// the way) are one problem with one change. The first occurrence carries the finding, the others
    /// are its related locations, and its fixes grow every one of them.
    ///
    /// A search field drawn 36pt high in each of three layouts gives one finding, not three, with
    /// the other places as related locations. Occurrences that differ in what is too small stay
    /// apart: a button 30pt high in compact width and 40pt high in regular width needs a different
    /// change in each.
    ///
    /// - Complexity: O(n) for the n occurrences, in document order.
    static func byCause(_ occurrences: [Occurrence], minimum: Double) -> [Finding] {
        CauseGroups(occurrences) { Cause($0, minimum: minimum) }.groups.map { group in
            finding(for: group, minimum: minimum)
        }
    }

    /// What makes two occurrences one problem.
    private struct Cause: Hashable {
        var id: String
        /// The too-small width and height; nil for a side that is large enough.
        var width: Double?
        var height: Double?
        /// What was measured, as the message says it.
        var measured: String
        /// The neighbour a grown area would overlap, if any.
        var neighbour: String?
        /// Whether a fix grows it: an occurrence without one (crowded by rows) is a problem of its own.
        var fixable = false

        init(_ occurrence: Occurrence, minimum: Double) {
            let area = occurrence.area
            id = occurrence.component.id.value
            if let bar = occurrence.bar { id = "bar " + bar }
            width = area.width < minimum ? area.width : nil
            height = area.height < minimum ? area.height : nil
            measured = TapTargetSizeRule.measured(area.origin)
            switch occurrence.room {
            case .blocked(let other): neighbour = other.id.value
            case .free(let fixes): fixable = !fixes.isEmpty
            }
        }
    }

    /// The finding for the occurrences of one cause, the first of which it points at.
    private static func finding(for group: [Occurrence], minimum: Double) -> Finding {
        let first = group[0]
        let name = first.component.displayName
        let change = change(first.area, minimum: minimum)
        let related = group.dropFirst().map { other in
            RelatedNode(
                node: Self.change(other.area, minimum: minimum).node,
                message: "\(other.component.displayName) is \(size(other.area)) here too")
        }
        if case .drawingOfStandard(let control) = first.area.origin {
            guard control.takesTapsBeyondItsDrawing else {
                // A switch at the size UIKit fixes: only an area around it can take more taps.
                return Finding(
                    node: change.node,
                    message:
                        "\(name) is \(control.label) drawn at \(size(first.area)), the size UIKit fixes for it, and it takes taps on what it draws: give it a touch area \(change.text) around it (for example, let its row toggle it), and record that with 'hitArea'",
                    severity: .note, related: related)
            }
            return Finding(
                node: change.node,
                message:
                    "\(name) draws \(size(first.area)), and \(control.label) takes taps on more than it draws, by an amount no source states: check on a device that it takes taps on \(change.text), and give it that 'hitArea'",
                severity: .note, related: related)
        }
        let actual = "\(size(first.area))\(measured(first.area.origin))"
        switch first.room {
        case .free:
            let fixes = group.flatMap { occurrence -> [NodeFix] in
                if case .free(let fixes) = occurrence.room { return fixes }
                return []
            }
            // UIKit draws a switch at one size whatever its frame: only its touch area can grow.
            let message =
                first.component.type.value == .toggle && first.area.origin == .frame
                ? "tap target \(name) is \(actual), and UIKit draws a switch at a fixed size; give it a touch area \(change.text) and say so with 'hitArea'"
                : "tap target \(name) is \(actual); make it \(change.text)"
            return Finding(node: change.node, message: message, related: related, fixes: fixes)
        case .blocked(let neighbour):
            let other = neighbour.displayName
            return Finding(
                node: change.node,
                message:
                    "tap target \(name) is \(actual); make it \(change.text), and move \(other) away first: grown around its centre, it would overlap the tap area of \(other)",
                related: [
                    RelatedNode(
                        node: neighbour.tapTarget?.node ?? neighbour.id.node, message: "\(other) takes taps here")
                ] + related)
        }
    }

    /// The node to point at and the words of the change: the whole box when both sides are too
    /// small, else the side that is.
    private static func change(_ area: TapArea, minimum: Double) -> (node: Int, text: String) {
        let target = Points.format(minimum)
        switch (area.width < minimum, area.height < minimum) {
        case (true, true): return (area.box.node, "at least \(target)x\(target)pt")
        case (true, false): return (area.box.width.node, "at least \(target)pt wide")
        default: return (area.box.height.node, "at least \(target)pt high")
        }
    }

    /// "361x36pt".
    private static func size(_ area: TapArea) -> String {
        "\(Points.format(area.width))x\(Points.format(area.height))pt"
    }

    /// What a message says about the area measured: nothing for the drawing (`frame` or `size`),
    /// which is what most specs give.
    static func measured(_ origin: TapArea.Origin) -> String {
        switch origin {
        case .hitArea: " (its 'hitArea')"
        case .standard(let control): " (\(control.label) takes taps on at least this)"
        case .frame, .size, .drawingOfStandard: ""
        }
    }
}

/// Tap areas an app made itself in the document: an empty button (no title, no image) laid over a
/// smaller control, which takes the taps meant for it.
///
/// Apps enlarge a small icon's tap area with a larger invisible button beside it in the same superview:
/// either with the same action, or covering the control fully. That button is the control's tap area,
/// not a neighbour: the control gets the button's size as its `hitArea`, and the button is written
/// `"interactive": false` so that nothing advises moving one away from the other.
enum IBTapAreas {
    /// The most pairs of a control and an empty button compared in one screen. Far more than a real
    /// screen needs (100 controls and 100 empty buttons in one superview cost 10,000); past it, the
    /// remaining controls keep their drawn size (docs/limits.md, `ib-tap-area-pairs`).
    static let maximumComparisons = 100_000

    /// Gives each control covered by an empty button of its superview (or sharing an action with one
    /// over it) that button's size as its tap area, and marks the button as taking no taps of its own.
    ///
    /// - Complexity: O(n) plus the pairs compared, at most ``maximumComparisons``.
    static func apply(_ components: inout [IBComponent], work: IBWork? = nil) {
        // The empty buttons of each superview that can take taps, by position.
        var empties: [String: [Int]] = [:]
        for (position, component) in components.enumerated()
        where component.isEmptyButton && component.interactive != false && component.frame != nil
            && !component.unplaced
        {
            if let superview = component.superview { empties[superview, default: []].append(position) }
        }
        guard !empties.isEmpty else { return }
        var budget = maximumComparisons
        for position in components.indices {
            let control = components[position]
            guard control.interactive != false, !control.isEmptyButton, !control.unplaced,
                control.type.isInteractiveByDefault || control.interactive == true || !control.actions.isEmpty,
                let frame = control.frame, let superview = control.superview, let candidates = empties[superview]
            else { continue }
            for candidate in candidates where candidate != position {
                guard budget > 0 else { return }
                budget -= 1
                work?.tapAreaComparisons += 1
                let button = components[candidate]
                guard let area = button.frame, area.width * area.height > frame.width * frame.height else { continue }
                let sameAction = !Set(button.actions).isDisjoint(with: control.actions)
                guard sameAction ? contains(area, centre(frame)) : covers(area, frame) else { continue }
                components[position].hitArea = (max(area.width, frame.width), max(area.height, frame.height))
                components[candidate].interactive = false
                break
            }
        }
    }

    typealias Frame = (x: Double, y: Double, width: Double, height: Double)

    /// Whether `outer` holds `inner`, up to half a point of rounding on each edge.
    static func covers(_ outer: Frame, _ inner: Frame) -> Bool {
        inner.x >= outer.x - 0.5 && inner.y >= outer.y - 0.5 && inner.x + inner.width <= outer.x + outer.width + 0.5
            && inner.y + inner.height <= outer.y + outer.height + 0.5
    }

    static func centre(_ frame: Frame) -> (x: Double, y: Double) {
        (frame.x + frame.width / 2, frame.y + frame.height / 2)
    }

    static func contains(_ frame: Frame, _ point: (x: Double, y: Double)) -> Bool {
        point.x >= frame.x && point.x <= frame.x + frame.width && point.y >= frame.y
            && point.y <= frame.y + frame.height
    }
}

/// Tap areas an app made itself in the document: an empty button (no title, no image) laid over a
/// smaller control, which takes the taps meant for it, or an empty view of the app's own class drawn on
/// top of a control.
///
/// Apps enlarge a small icon's tap area with a larger invisible button beside it in the same superview:
/// either with the same action, or covering the control fully. That button is the control's tap area,
/// not a neighbour: the control gets the button's size as its `hitArea`, and the button is written
/// `"interactive": false` so that nothing advises moving one away from the other.
///
/// Others lay a view of their own class over the control, above it in the same superview (a "tap proxy"
/// whose `hitTest(_:with:)` returns the control). UIKit hit-tests a superview's subviews from the top:
/// a view on top that covers the control and takes touches receives every tap on the control, so what
/// the control does with a tap depends on that view's class, which the document does not hold. Such a
/// view that holds no subviews (it draws nothing of the document's) is the control's tap area too.
enum IBTapAreas {
    /// A view of the app's own class that may take taps for the controls under it
    /// (``mayTakeTapsForOthers(_:)``): its superview, its frame in the screen's coordinates, and its
    /// place in the document (a later sibling is drawn on top).
    struct Overlay: Sendable {
        var superview: String
        var frame: Frame
        var offset: Int
    }

    /// Whether `element` is a view that may take taps for a control under it: a plain view of a class
    /// that is not UIKit's (its name does not start with "UI"), that takes touches and holds no subviews.
    static func mayTakeTapsForOthers(_ element: XMLNode) -> Bool {
        guard element.name == "view", let name = element["customClass"], !name.hasPrefix("UI"),
            element["userInteractionEnabled"] != "NO"
        else { return false }
        return element.child("subviews")?.children.isEmpty ?? true
    }

    /// The most pairs of a control and an empty button or an overlay compared in one screen. Far more
    /// than a real screen needs (100 controls and 100 empty buttons in one superview cost 10,000); past
    /// it, the remaining controls keep their drawn size (docs/limits.md, `ib-tap-area-pairs`).
    static let maximumComparisons = 100_000

    /// Gives each control covered by an empty button of its superview (or sharing an action with one
    /// over it) that button's size as its tap area, and marks the button as taking no taps of its own;
    /// then gives each control still without one (an empty button that takes taps included) the size
    /// of an overlay of its superview drawn on top of it that covers it.
    ///
    /// - Complexity: O(n + overlays) plus the pairs compared, at most ``maximumComparisons``.
    static func apply(_ components: inout [IBComponent], overlays: [Overlay] = [], work: IBWork? = nil) {
        var budget = maximumComparisons
        // The empty buttons of each superview that can take taps, by position.
        var empties: [String: [Int]] = [:]
        for (position, component) in components.enumerated()
        where component.isEmptyButton && component.interactive != false && component.frame != nil
            && !component.unplaced
        {
            if let superview = component.superview { empties[superview, default: []].append(position) }
        }
        if !empties.isEmpty {
            for position in components.indices {
                let control = components[position]
                guard isControl(control), !control.isEmptyButton, let frame = control.frame,
                    let superview = control.superview, let candidates = empties[superview]
                else { continue }
                for candidate in candidates where candidate != position {
                    guard budget > 0 else { return }
                    budget -= 1
                    work?.tapAreaComparisons += 1
                    let button = components[candidate]
                    guard let area = button.frame, area.width * area.height > frame.width * frame.height else {
                        continue
                    }
                    let sameAction = !Set(button.actions).isDisjoint(with: control.actions)
                    guard sameAction ? contains(area, centre(frame)) : covers(area, frame) else { continue }
                    components[position].hitArea = (max(area.width, frame.width), max(area.height, frame.height))
                    components[candidate].interactive = false
                    break
                }
            }
        }
        var covering: [String: [Overlay]] = [:]
        for overlay in overlays { covering[overlay.superview, default: []].append(overlay) }
        guard !covering.isEmpty else { return }
        for position in components.indices {
            let control = components[position]
            guard isControl(control), control.hitArea == nil, let frame = control.frame,
                let superview = control.superview, let candidates = covering[superview]
            else { continue }
            for overlay in candidates {
                guard budget > 0 else { return }
                budget -= 1
                work?.tapAreaComparisons += 1
                let area = overlay.frame
                guard overlay.offset > control.offset, area.width * area.height > frame.width * frame.height,
                    covers(area, frame)
                else { continue }
                components[position].hitArea = (max(area.width, frame.width), max(area.height, frame.height))
                break
            }
        }
    }

    /// Whether `component` is a placed control that takes taps.
    static func isControl(_ component: IBComponent) -> Bool {
        component.interactive != false && !component.unplaced
            && (component.type.isInteractiveByDefault || component.interactive == true || !component.actions.isEmpty)
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

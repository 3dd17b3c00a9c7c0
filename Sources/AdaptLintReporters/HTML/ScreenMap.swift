import AdaptLintCore

/// Which screens of a file that holds several (the scenes of a storyboard, the root views of a
/// xib) are drawn, and where each finding of the file goes.
///
/// Findings of such a file point at `#` and an element's id, never into a spec. A finding on a
/// component is drawn on the first layout, of the first drawn screen, that holds a component of
/// that id; a finding on a screen itself (its ``DrawableScreen/pointer``) goes to the band under
/// its first layout. Anything else is listed but not drawn.
struct ScreenMap {
    /// Screens drawn per file at most: the first ones, in document order.
    static let maximumScreens = 50
    /// Components drawn per file at most, counted in every layout of every drawn screen. A screen
    /// that would pass this is not drawn, nor is any screen after it.
    static let maximumComponents = 10_000

    /// How many of the file's screens are drawn: the first `drawnCount`.
    let drawnCount: Int
    /// The first drawn place of each component id: screen, layout and index path.
    private var components: [String: (scene: Int, layout: Int, path: [Int])] = [:]
    /// The drawn screen of each screen pointer.
    private var screens: [String: Int] = [:]

    /// The map of `screens`.
    ///
    /// - Complexity: O(components of the drawn screens).
    init(_ screens: [DrawableScreen]) {
        var drawn = 0
        var total = 0
        for screen in screens.prefix(Self.maximumScreens) {
            total += screen.spec.store.count
            guard total <= Self.maximumComponents else { break }
            drawn += 1
        }
        drawnCount = drawn
        for (scene, screen) in screens.prefix(drawn).enumerated() {
            if self.screens[screen.pointer] == nil, !screen.spec.layouts.isEmpty {
                self.screens[screen.pointer] = scene
            }
            for layout in screen.spec.layouts {
                index(layout.components, scene: scene, layout: layout.index, path: [])
            }
        }
    }

    private mutating func index(_ list: ComponentList, scene: Int, layout: Int, path: [Int]) {
        for (position, component) in list.enumerated() {
            let here = path + [position]
            let id = component.id.value
            if components[id] == nil { components[id] = (scene, layout, here) }
            if component.hasChildren { index(component.children, scene: scene, layout: layout, path: here) }
        }
    }

    /// The drawn screen and place of a finding at `pointer`.
    ///
    /// - Complexity: O(pointer length).
    func place(_ pointer: String) -> (scene: Int, place: FindingPlace) {
        guard pointer.hasPrefix("#") else { return (0, .notDrawn) }
        if let found = components[String(pointer.dropFirst())] {
            return (found.scene, .component(layout: found.layout, path: found.path))
        }
        if let scene = screens[pointer] { return (scene, .layout(0)) }
        return (0, .notDrawn)
    }
}

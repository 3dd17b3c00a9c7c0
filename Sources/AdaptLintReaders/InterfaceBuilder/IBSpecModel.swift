import AdaptLintCore

/// The spec of an ``IBScreen`` as the model rules read: the same layouts and components that
/// ``IBSpecWriter`` writes for `adaptlint import`, built without writing JSON.
extension IBScreen {
    /// The spec's layouts: one per size-class cell when a component depends on the size class, else
    /// one for every environment.
    var specLayouts: [(width: SizeClass, height: SizeClass, cell: SizeClassCells)?] {
        variesBySizeClass ? SizeClassCells.cells.map { ($0.width, $0.height, $0.cell) } : [nil]
    }

    /// The positions of the top-level components, and of each component's children, in document order.
    var tree: (topLevel: [Int], children: [Int: [Int]]) {
        var children: [Int: [Int]] = [:]
        var topLevel: [Int] = []
        for (position, component) in components.enumerated() {
            if let parent = component.parent {
                children[parent, default: []].append(position)
            } else {
                topLevel.append(position)
            }
        }
        return (topLevel, children)
    }

    /// The screen as a spec draft: each component's place is its position in ``components``, the
    /// screen's is -1 (``IBLocations``).
    ///
    /// - Parameter app: The app's Info.plist facts, as ``IBSpecWriter/write(_:document:app:importedFrom:)``
    ///   takes them.
    func draft(app: AppFacts?) -> ScreenDraft {
        let (topLevel, children) = tree
        var layouts: [LayoutDraft] = []
        for layout in specLayouts {
            func drafts(_ positions: [Int]) -> [ComponentDraft] {
                positions.compactMap { position in
                    let component = components[position]
                    if let layout, !component.cells.contains(layout.cell) { return nil }
                    var draft = component.draft(place: position)
                    draft.children = drafts(children[position] ?? [])
                    return draft
                }
            }
            layouts.append(
                LayoutDraft(width: layout?.width, height: layout?.height, idiom: idiom, components: drafts(topLevel)))
        }
        return ScreenDraft(
            name: name, orientations: IBSpecWriter.orientationsDraft(app), source: .interfaceBuilder,
            requiresFullScreen: app?.requiresFullScreenOnPad == true ? true : nil, layouts: layouts,
            inputName: "\(elementName) '\(name)'", place: -1)
    }
}

extension IBComponent {
    /// The component as a spec draft, without its children.
    func draft(place: Int) -> ComponentDraft {
        var draft = ComponentDraft(id: componentID, type: type, displayName: messageName, place: place)
        draft.frame = frame
        draft.placed = !unplaced
        draft.hitArea = hitArea
        draft.interactive = interactive
        draft.shows = IBSpecWriter.unique(shows)
        draft.actions = IBSpecWriter.unique(actions)
        draft.visibleItems = visibleItems
        return draft
    }
}

/// Where the nodes of a screen's spec are in its document: each component's node at its element,
/// every other node at the screen's controller or root view. A location's pointer is `#` and the
/// element's object id: baselines and configured suppressions name a finding by it, and Xcode keeps
/// ids when it rewrites a document.
struct IBLocations: SpecLocations {
    let places: ElementPlaces
    let screen: IBScreen
    /// The place of each node (``ScreenSpecBuilder/build(_:)``): a position in the screen's
    /// components, or -1 for the screen.
    let nodePlaces: [Int]

    func location(of node: Int) -> Location {
        let place = nodePlaces.indices.contains(node) ? nodePlaces[node] : -1
        let component = screen.components.indices.contains(place) ? screen.components[place] : nil
        var location = places.location(ofElementAt: component?.offset ?? screen.offset)
        location.pointer = "#" + (component?.objectID ?? screen.objectID)
        return location
    }

    /// None: a fix edits the text of a spec, and a document read as a spec has no such text to edit.
    func fix(_ fix: NodeFix) -> Fix? { nil }
}

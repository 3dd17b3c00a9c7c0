import AdaptLintCore

extension TapTargetSizeRule {
    /// Where a too-small tap area can grow to the minimum without running into a neighbour.
    ///
    /// tap-target-overlap centres a component's `hitArea` on its frame and compares it with the
    /// tap areas of its neighbours at the same level (guideline 003, "Provide ample spacing for
    /// interactive elements": controls need both a 44x44pt area and room between them). So the
    /// fix for a framed control is a centred `hitArea` of the minimum size, not a larger frame:
    /// the drawing, its margins and its fit on each device stay as they are. When that area would
    /// overlap a neighbour's tap area, no fix can satisfy both rules and the message says which
    /// neighbour to move instead.
    enum Room {
        /// Growing is safe: the fixes that do it.
        case free([NodeFix])
        /// A centred area of the minimum size would overlap the tap area of this neighbour.
        case blocked(by: Component)
    }

    /// The room around the too-small tap `area` of the component at `at` of the index, among
    /// `targets`, the tap areas of its layout (which applies in `environments`), in index order;
    /// `own` is the component's place among them (nil when it has no position).
    ///
    /// The neighbours are found through `grid`, the layout's `targets` filed by position: a
    /// question costs at most ``TapAreaGrid/maximumWorkPerQuery``, and a control with more tap
    /// areas around it than that lets the grid look at gets no fix (the message still says what to
    /// change), so a layout of thousands of small controls costs time linear in them.
    ///
    /// - Complexity: O(``TapAreaGrid/maximumWorkPerQuery``).
    static func room(
        at: Int, own: Int?, area: TapArea, index: ComponentIndex,
        targets: [TapTarget], grid: inout TapAreaGrid,
        environments: UInt64, minimum: Double
    ) -> Room {
        let component = index.components[at]
        let width = max(area.width, minimum)
        let height = max(area.height, minimum)
        let name = component.displayName
        guard let own else {
            // A `size` has no position: nothing can be overlapped, the numbers grow.
            return .free(sizeFixes(name, box: area.box, width: width, height: height, area: area))
        }
        var grown = targets[own]
        let centreX = (grown.minX + grown.maxX) / 2
        let centreY = (grown.minY + grown.maxY) / 2
        (grown.minX, grown.maxX) = (centreX - width / 2, centreX + width / 2)
        (grown.minY, grown.maxY) = (centreY - height / 2, centreY + height / 2)
        // What tap-target-overlap would report once the area has grown: the pair test it uses.
        // A grown area that would overlap only rows, containers or neighbours a fraction of a point
        // away gets no fix (it would trade this finding for an overlap) and no advice to move them.
        // Nor does one over a neighbour that the area as drawn already overlaps: growing is not what
        // brings them together (in a document, such controls are alternates the app shows one at a
        // time; in a spec, tap-target-overlap reports the pair as drawn).
        let box = TapAreaGrid.Box(minX: grown.minX, minY: grown.minY, maxX: grown.maxX, maxY: grown.maxY)
        guard let nearby = grid.overlapping(box, excluding: own) else { return .free([]) }
        var crowded = false
        for position in nearby {
            let neighbour = targets[position]
            guard let overlap = TapOverlap.between(grown, neighbour, environments: environments)
            else { continue }
            let alreadyOverlapping = TapOverlap.between(targets[own], neighbour, environments: environments) != nil
            guard isMovable(neighbour, index: index), min(overlap.width, overlap.height) >= minimumMove,
                !alreadyOverlapping
            else {
                crowded = true
                continue
            }
            return .blocked(by: index.components[neighbour.at])
        }
        if crowded { return .free([]) }
        let size = "\(Points.format(width))x\(Points.format(height))pt"
        if case .hitArea = area.origin {
            return .free(sizeFixes(name, box: area.box, width: width, height: height, area: area))
        }
        guard let frame = component.frame else { return .free([]) }
        return .free([
            NodeFix(
                node: frame.node,
                replacement: "\(BoxText.json(frame)), \"hitArea\": { \"width\": \(Points.exact(width)), "
                    + "\"height\": \(Points.exact(height)) }",
                description: "give \(name) a \(size) hit area centred on its frame")
        ])
    }

    /// The least overlap worth moving a neighbour for: less than a point is rounding between
    /// neighbouring rows or controls, not a layout to change.
    static let minimumMove = 1.0

    /// The types whose components stay where their container puts them: a table's rows, a grid's
    /// items, and the containers themselves.
    static let unmovableTypes = ComponentTypeSet(.cell, .list, .table, .grid, .carousel, .section)

    /// Whether advice may ask to move `neighbour` away: not a row or container, and no component that
    /// holds others (moving it would move them too).
    static func isMovable(_ neighbour: TapTarget, index: ComponentIndex) -> Bool {
        neighbour.subtreeEnd <= neighbour.at + 1 && !unmovableTypes.contains(index.components[neighbour.at].type.value)
    }

    /// Fixes that set the width and height of `box` (a `size` or `hitArea`) to the grown size.
    private static func sizeFixes(_ name: String, box: Box, width: Double, height: Double, area: TapArea)
        -> [NodeFix]
    {
        var fixes: [NodeFix] = []
        if width > area.width {
            fixes.append(
                NodeFix(
                    node: box.width.node, replacement: Points.exact(width),
                    description: "make \(name) \(Points.format(width))pt wide"))
        }
        if height > area.height {
            fixes.append(
                NodeFix(
                    node: box.height.node, replacement: Points.exact(height),
                    description: "make \(name) \(Points.format(height))pt high"))
        }
        return fixes
    }
}

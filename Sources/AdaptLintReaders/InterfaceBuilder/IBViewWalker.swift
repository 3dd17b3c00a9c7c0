import AdaptLintCore

/// Walks the views below a screen's root, turning each meaningful element into an ``IBComponent`` with
/// its absolute frame, its place in the tree of components and the size classes where it is shown.
struct IBViewWalker {
    let outlets: [String: [String]]
    var components: [IBComponent] = []
    /// Views of the app's own classes that may take a control's taps for it (``IBTapAreas/Overlay``).
    var overlays: [IBTapAreas.Overlay] = []
    /// The table view being walked: the height of its rows (nil for self-sizing rows) and whether it
    /// draws separators between them.
    var table: (rowHeight: Double?, separators: Bool)?
    /// The table cell being walked: the top and height of its row, in the root view's coordinates.
    var row: (top: Double, height: Double)?
    /// The content view of the table cell being walked, when Xcode drew it shorter than its row by
    /// the separator's pixel at most (``contentViewShortfall``): its top and bottom, and the row's
    /// height (``resolvedFrame``).
    var rowContent: (top: Double, bottom: Double, row: Double)?
    /// Whether the elements being walked are inside a collection view of the document.
    var inCollectionView = false
    /// Whether the elements being walked are inside a table or collection view cell.
    var inCell = false
    /// The position of the component enclosing the elements being walked, if any.
    var enclosing: Int?
    /// How many components enclose the elements being walked.
    var depth = 0
    /// The most components nested in one another in a spec: each adds two JSON levels (its object and
    /// its `children`), and the spec must stay within the JSON nesting limit (256). Deeper components
    /// are written as children of the one at this depth.
    static let maximumNesting = 100
    /// The object id of the view whose subviews are being walked.
    var superview: String?
    /// Set while walking a bar button item's custom view, whose position on the screen the document
    /// does not give (its bar places it).
    var unplaced = false

    /// Counts the walk's work, for tests.
    let work: IBWork?

    init(outlets: [String: [String]], work: IBWork? = nil) {
        self.outlets = outlets
        self.work = work
    }

    /// The hairline separator of a table view, in points, at most: one pixel, which is 0.5pt on a 2x
    /// screen and 0.33pt on a 3x screen (every device iOS 16 runs on is one of the two). Xcode writes a
    /// cell's content height without it (43.5 or 43.67 in a 44pt row), and the separator is drawn in
    /// the row, which takes taps on its whole height. So a row height up to one 2x pixel short of a
    /// whole point is that whole point.
    static let separatorHairline = 0.5

    /// How much shorter than its row Xcode draws a table cell's content view, at most: the separator's
    /// pixel, which current versions write at 2x or 3x (43.5 or 43.67 in a 44pt row) and versions up to
    /// Xcode 7 wrote at 1x (43 in a 44pt row). UIKit ignores that frame: it lays the content view out as
    /// high as the row less the separator's pixel of the screen the app runs on, so a view that fills the
    /// drawn content view fills the row (``visit(_:origin:cells:parent:masks:)``).
    static let contentViewShortfall = 1.0

    /// Visits `element`, a child of `parent`, whose parent's frame starts at `origin` and which is shown
    /// at most in `cells`; `masks` are the `<variation>` masks of the view whose subviews are walked.
    mutating func visit(
        _ element: XMLNode, origin: (Double, Double), cells: SizeClassCells, parent: XMLNode?, masks: SubviewIndex
    ) {
        let name = element.name
        if IBElementTypes.ignored.contains(name) { return }
        if name == "tabBarItem" && element["key"] == "tabBarItem" { return }
        var shown = cells
        if parent != nil, let id = element["id"] { shown.formIntersection(masks.installed(id)) }
        shown.formIntersection(visible(element))
        if shown.isEmpty { return }
        var inner = origin
        var frame: (x: Double, y: Double, width: Double, height: Double)?
        if let box = ownFrame(element) {
            frame = (origin.0 + box.x, origin.1 + box.y, box.width, box.height)
            inner = (origin.0 + box.x, origin.1 + box.y)
            frame = resolvedFrame(element, frame: frame, fixedByParent: element["id"].flatMap { masks.sizes[$0] })
        }
        let outerRow = row
        let outerRowContent = rowContent
        if name == "tableView" || name == "collectionView" { (row, rowContent) = (nil, nil) }
        if name == "tableViewCell", let frame { (row, rowContent) = ((frame.y, frame.height), nil) }
        if name == "tableViewCellContentView", let row, let frame {
            let short = row.height - frame.height
            if short > 0, short <= Self.contentViewShortfall + 1e-9, abs(frame.y - row.top) < 1e-6 {
                rowContent = (frame.y, frame.y + frame.height, row.height)
            }
        } else if name != "tableViewCell", let content = rowContent, let box = frame,
            (abs(box.y - content.top) < 0.002 && abs(box.y + box.height - content.bottom) < 0.002)
                || (parent?.name == "tableViewCellContentView" && element["id"].map(masks.pinned.contains) == true)
        {
            frame?.y = content.top
            frame?.height = content.row
        }
        let outerEnclosing = enclosing
        let outerDepth = depth
        if let frame, let superview, !unplaced, IBTapAreas.mayTakeTapsForOthers(element) {
            overlays.append(IBTapAreas.Overlay(superview: superview, frame: frame, offset: element.offset))
        }
        if let type = IBElementTypes.type(of: element), let id = element["id"], !isSpacer(element) {
            components.append(component(element, id: id, type: type, frame: frame, cells: shown))
            enclose()
        } else if name == "toolbarItems", let id = parent?["id"] {
            // A controller's toolbar items: the navigation controller's toolbar shows them, which the
            // document does not hold. A toolbar component stands for it, so that they are bar items.
            components.append(
                IBComponent(
                    objectID: IBElementTypes.shortened(id) + "-toolbarItems", elementName: name, type: .toolbar,
                    label: nil, frame: nil,
                    cells: shown, offset: element.offset))
            enclose()
        } else if name == "view" || name == "stackView", let id = element["id"], let label = accessibilityLabel(element)
        {
            var component = component(element, id: id, type: .custom, frame: frame, cells: shown)
            component.shows = [label]
            components.append(component)
            enclose()
        }
        let outerTable = table
        let outerInCollectionView = inCollectionView
        let outerInCell = inCell
        if name == "collectionView" { inCollectionView = true }
        if name == "tableViewCell" || name == "collectionViewCell" { inCell = true }
        if name == "tableView" {
            // No attribute is UIKit's default of 44pt; a negative height (-1) asks for self-sizing rows.
            let height = number(element["rowHeight"]) ?? 44
            table = (height > 0 ? height : nil, element["separatorStyle"] != "none")
        }
        // A view's `<variation>` masks name the views of its `<subviews>`: those keep the view as parent.
        let owner = name == "subviews" ? parent : element
        let childMasks = name == "subviews" ? masks : SubviewIndex(element, work: work)
        let outerSuperview = superview
        if name == "subviews", let id = parent?["id"] { superview = id }
        let outerUnplaced = unplaced
        for child in element.children {
            if name == "barButtonItem", child["key"] == "customView" { unplaced = true }
            visit(child, origin: inner, cells: shown, parent: owner, masks: childMasks)
            unplaced = outerUnplaced
        }
        superview = outerSuperview
        (row, rowContent) = (outerRow, outerRowContent)
        table = outerTable
        inCollectionView = outerInCollectionView
        inCell = outerInCell
        enclosing = outerEnclosing
        depth = outerDepth
    }

    /// Makes the component just added the parent of the elements below it, up to ``maximumNesting``.
    private mutating func enclose() {
        guard depth < Self.maximumNesting else { return }
        enclosing = components.count - 1
        depth += 1
    }

    /// The bar button items of a navigation item, with the views of their custom views, as the children
    /// of a navigation bar component for the item (the document holds no bar: the navigation controller
    /// draws it). The items have no frame: their bar sizes them.
    mutating func barItems(_ item: XMLNode) {
        let outer = (enclosing, depth)
        if let id = item["id"] {
            components.append(
                IBComponent(
                    objectID: IBElementTypes.shortened(id), elementName: item.name, type: .navigationBar,
                    label: item["title"].map(IBElementTypes.shortened), frame: nil, cells: .all, offset: item.offset))
            enclose()
        }
        items(of: item)
        (enclosing, depth) = outer
    }

    private mutating func items(of node: XMLNode) {
        for child in node.children {
            if child.name == "barButtonItem", child["id"] != nil, !isSpacer(child) {
                visit(child, origin: (0, 0), cells: .all, parent: nil, masks: SubviewIndex())
            } else {
                items(of: child)
            }
        }
    }

    func isSpacer(_ element: XMLNode) -> Bool {
        let system = element["systemItem"]
        return system == "flexibleSpace" || system == "fixedSpace"
    }

    /// The component of one element.
    func component(
        _ element: XMLNode, id: String, type: ComponentType,
        frame: (x: Double, y: Double, width: Double, height: Double)?, cells: SizeClassCells
    ) -> IBComponent {
        var component = IBComponent(
            objectID: IBElementTypes.shortened(id), elementName: element.name, type: type, label: label(element),
            frame: frame,
            cells: cells, offset: element.offset)
        component.parent = enclosing
        component.superview = superview
        component.unplaced = unplaced
        component.shows = shows(element, type: type)
        component.actions = actions(element)
        component.interactive = takesTaps(element, type: type, actions: component.actions)
        component.isEmptyButton = element.name == "button" && drawsNothing(element)
        if element.name == "collectionView", let layout = element.child("collectionViewFlowLayout"),
            layout["scrollDirection"] == "horizontal"
        {
            component.type = .carousel
            if let size = layout.child("size", key: "itemSize"), let item = number(size["width"]), item > 0,
                let frame
            {
                let spacing = number(layout["minimumInteritemSpacing"]) ?? 0
                component.visibleItems = (frame.width / (item + spacing) * 100).rounded() / 100
            }
        }
        return component
    }

    /// Whether the element takes taps, as far as the document decides it: false when it provably takes
    /// none, true for a bar button item that triggers something, nil to leave it to the type.
    ///
    /// An element takes no taps when user interaction is off; when it is a control that is disabled or
    /// hidden from accessibility and nothing can turn it on (no action, segue or outlet); when it is a
    /// table cell that cannot be selected (selection style none, no accessory, no segue or action, not
    /// marked a button for accessibility); when it is a cell that holds nothing but progress or
    /// activity indicators (a loading row) and triggers nothing; and when it is a collection view cell
    /// outside any collection view of the document (a xib's cell that code registers): the
    /// collection view's layout gives it its size whatever frame the xib draws, and its delegate
    /// decides whether selecting it does anything, both in code, so it is not judged as a tap target
    /// of its own (its controls are). A button in a cell that nothing wires (no action, segue or
    /// outlet, no tag for code to find it by, no custom class that could handle its own touches)
    /// triggers nothing: it is drawn on the row, which is the control, and a larger one would only
    /// cover more of the row.
    func takesTaps(_ element: XMLNode, type: ComponentType, actions: [String]) -> Bool? {
        if element["userInteractionEnabled"] == "NO" { return false }
        let accessibility = element.child("accessibility", key: "accessibilityConfiguration")
        let traits = accessibility?.child("accessibilityTraits", key: "traits")
        let reachable = !actions.isEmpty || outlets[element["id"] ?? ""] != nil || traits?["button"] == "YES"
        if element.name == "barButtonItem" || element.name == "tabBarItem" {
            // A bar item is sized by its bar; one that triggers something takes taps there.
            return !actions.isEmpty
        }
        if type == .cell {
            if element.name == "collectionViewCell" && !inCollectionView && actions.isEmpty {
                return false
            }
            if reachable { return nil }
            let selectable = element["selectionStyle"] != "none"
            let accessory =
                (element["accessoryType"] ?? "none") != "none"
                || (element["editingAccessoryType"] ?? "none") != "none"
            if element.name == "tableViewCell" && !selectable && !accessory { return false }
            return Self.holdsOnlyIndicators(element) ? false : nil
        }
        guard type.isInteractiveByDefault, !reachable else { return nil }
        if element.name == "button", inCell, actions.isEmpty, element["tag"] == nil, element["customClass"] == nil {
            return false
        }
        let disabled = element["enabled"] == "NO" || traits?["notEnabled"] == "YES"
        let hidden = accessibility?.children.contains {
            $0.name == "bool" && $0["key"] == "isElement" && $0["value"] == "NO"
        }
        return disabled || hidden == true ? false : nil
    }

    /// Whether a cell's content is only progress and activity indicators, with plain views around them.
    static func holdsOnlyIndicators(_ cell: XMLNode) -> Bool {
        var found = false
        var pending = [cell]
        while let node = pending.popLast() {
            for child in node.children where !IBElementTypes.ignored.contains(child.name) {
                switch child.name {
                case "progressView", "activityIndicatorView": found = true
                case "view", "subviews", "tableViewCellContentView", "collectionViewCellContentView", "stackView":
                    pending.append(child)
                default: return false
                }
            }
        }
        return found
    }

    /// Whether a button draws no title and no image of its own in any state.
    func drawsNothing(_ element: XMLNode) -> Bool {
        if element["title"] != nil || element["image"] != nil { return false }
        for child in element.children {
            if child.name == "state" {
                for key in ["title", "image", "backgroundImage"] where child[key] != nil { return false }
                if child.child("attributedString") != nil { return false }
            } else if child.name == "buttonConfiguration" {
                if child["title"] != nil || child["image"] != nil || child.child("imageReference") != nil {
                    return false
                }
            }
        }
        return true
    }

    /// What the element shows: its accessibility label, else its outlets, else its text (a label's or a
    /// text view's). Images show nothing without an accessibility label: they are decorative. Neither
    /// does a scroll view: what it shows is its content, read as its children.
    func shows(_ element: XMLNode, type: ComponentType) -> [String] {
        if let label = accessibilityLabel(element) { return [label] }
        if type == .image || element.name == "scrollView" { return [] }
        if let id = element["id"], let names = outlets[id], !names.isEmpty { return names.sorted() }
        if type == .text || element.name == "textView", let text = element["text"], !text.isEmpty {
            return [IBElementTypes.shortened(text)]
        }
        return []
    }

    /// The action selectors and segues the element triggers.
    func actions(_ element: XMLNode) -> [String] {
        guard let connections = element.child("connections") else { return [] }
        var actions: [String] = []
        for connection in connections.children {
            if connection.name == "action", let selector = connection["selector"] {
                actions.append(IBElementTypes.shortened(selector))
            } else if connection.name == "segue", let target = connection["identifier"] ?? connection["destination"] {
                actions.append("segue:" + IBElementTypes.shortened(target))
            }
        }
        return actions
    }

    func accessibilityLabel(_ element: XMLNode) -> String? {
        let label = element.child("accessibility", key: "accessibilityConfiguration")?["label"]
        return label.flatMap { $0.isEmpty ? nil : IBElementTypes.shortened($0) }
    }

    /// The name Xcode shows for the element.
    func label(_ element: XMLNode) -> String? {
        if let label = element["userLabel"] { return IBElementTypes.shortened(label) }
        if let title = element.child("state", key: "normal")?["title"] ?? element["title"] {
            return IBElementTypes.shortened(title)
        }
        if let text = element["text"] ?? element["placeholder"] { return IBElementTypes.shortened(text) }
        return accessibilityLabel(element)
    }

    /// The size classes in which the element is not hidden (`hidden` and its `<variation>` overrides).
    func visible(_ element: XMLNode) -> SizeClassCells {
        SubviewIndex.resolve(element.children("variation"), base: element["hidden"] != "YES") { variation in
            variation["hidden"].map { $0 != "YES" }
        }
    }

    /// The element's frame relative to its parent: `<rect key="frame">`, or the `<frame key="frameInset">`
    /// of documents from Xcode 8 when it gives a width and a height.
    func ownFrame(_ element: XMLNode) -> (x: Double, y: Double, width: Double, height: Double)? {
        if let rect = element.child("rect", key: "frame"), let width = number(rect["width"]),
            let height = number(rect["height"])
        {
            return (number(rect["x"]) ?? 0, number(rect["y"]) ?? 0, width, height)
        }
        if let inset = element.child("frame", key: "frameInset"), let width = number(inset["width"]),
            let height = number(inset["height"])
        {
            return (number(inset["minX"]) ?? 0, number(inset["minY"]) ?? 0, width, height)
        }
        return nil
    }

    /// The frame as UIKit lays it out where the document decides it, rounded to a thousandth of a
    /// point (sums of origins carry floating-point noise; pixels are at least a third of a point).
    ///
    /// - A required width or height constraint with a constant fixes that side, whatever frame Xcode
    ///   last wrote; the frame keeps its centre.
    /// - A switch that no such constraint sizes is at least its system size (``switchAtSystemSize(_:)``).
    /// - A table cell is as high as its row: the cell's `rowHeight`, else the table's, else its frame
    ///   for self-sizing rows; in a table with separators a row up to ``separatorHairline`` short of a
    ///   whole point is that whole point.
    ///
    /// A view drawn from the top to the bottom of its cell's content view, or pinned to both by
    /// constraints (``SubviewIndex/pinned``), where Xcode draws that content view up to
    /// ``contentViewShortfall`` shorter than the row (the separator's pixel), is as high as the row
    /// (``visit(_:origin:cells:parent:masks:)`` sets it): a field or button that fills its row falls
    /// short of it only by the separator, as the row does.
    func resolvedFrame(
        _ element: XMLNode, frame: (x: Double, y: Double, width: Double, height: Double)?,
        fixedByParent: (width: Double?, height: Double?)?
    ) -> (x: Double, y: Double, width: Double, height: Double)? {
        guard var frame else { return nil }
        var fixed = (width: Double?.none, height: Double?.none)
        if let constraints = element.child("constraints") {
            fixed = SubviewIndex.fixedSizes(constraints, element: element["id"])[""] ?? fixed
        }
        fixed = (fixed.width ?? fixedByParent?.width, fixed.height ?? fixedByParent?.height)
        if let width = fixed.width {
            frame.x += (frame.width - width) / 2
            frame.width = width
        }
        if let height = fixed.height {
            frame.y += (frame.height - height) / 2
            frame.height = height
        }
        if element.name == "switch", fixed.width == nil, fixed.height == nil {
            frame = Self.switchAtSystemSize(frame)
        }
        if element.name == "tableViewCell", let table {
            let own = number(element["rowHeight"]).flatMap { $0 > 0 ? $0 : nil }
            var row = own ?? table.rowHeight ?? frame.height
            let whole = row.rounded(.up)
            if table.separators, whole - row <= Self.separatorHairline + 1e-9 { row = whole }
            frame.height = row
        }
        return (rounded(frame.x), rounded(frame.y), rounded(frame.width), rounded(frame.height))
    }

    /// A switch that no required constraint sizes, at the size UIKit draws it: UIKit fixes a switch's
    /// size and ignores the size of the frame it is given (``StandardControl/toggle``), so a frame
    /// smaller than every size UIKit or Xcode lays a switch out at (51x30pt in a stack view 30pt high,
    /// 52x28pt from an Xcode that measures the switch so) is Xcode's layout, not what the app shows: the
    /// switch is its system size, 51x31pt, on the frame's centre. A frame at least one system size
    /// large stays as it is.
    static func switchAtSystemSize(
        _ frame: (x: Double, y: Double, width: Double, height: Double)
    ) -> (x: Double, y: Double, width: Double, height: Double) {
        let control = StandardControl.toggle
        guard control.isDrawnSmallerThanSystemSize(width: frame.width, height: frame.height),
            let size = control.systemSize, let width = size.width, let height = size.height
        else { return frame }
        return (
            frame.x + (frame.width - width) / 2, frame.y + (frame.height - height) / 2, width, height
        )
    }

    func rounded(_ value: Double) -> Double {
        (value * 1000).rounded() / 1000
    }

    func number(_ text: String?) -> Double? {
        text.flatMap { Double($0) }.flatMap { $0.isFinite ? $0 : nil }
    }
}

/// The `<variation>` masks of one view, indexed by the object ids they name: which size classes
/// install each subview.
///
/// Built once per view, so a view with thousands of subviews under a mask of thousands of entries is
/// read in time linear in both.
struct SubviewIndex {
    /// Per variation: its key's cells, how specific it is, and whether it includes each id it names.
    var variations: [(cells: SizeClassCells, specificity: Int, entries: [String: Bool])] = []
    /// The width and height the view's required constraints fix for each subview they name alone.
    var sizes: [String: (width: Double?, height: Double?)] = [:]
    /// The subviews whose top and bottom required constraints pin to the view's own top and bottom:
    /// they are as high as the view, whatever frame Xcode last wrote.
    var pinned: Set<String> = []

    /// Counts the lookups, for tests.
    var work: IBWork?

    init() {}

    init(_ view: XMLNode, work: IBWork? = nil) {
        self.work = work
        if let constraints = view.child("constraints") {
            sizes = Self.fixedSizes(constraints, element: nil)
            if view.name == "tableViewCellContentView", let id = view["id"] {
                pinned = Self.pinnedEdges(constraints, view: id)
            }
        }
        for variation in view.children where variation.name == "variation" {
            guard let key = variation["key"], let cells = SizeClassCells(variationKey: key),
                let mask = variation.child("mask", key: "subviews")
            else { continue }
            var entries: [String: Bool] = [:]
            for entry in mask.children {
                work?.maskSteps += 1
                // The first entry naming an id decides, as a scan in document order would.
                if let reference = entry["reference"], entries[reference] == nil {
                    entries[reference] = entry.name == "include"
                }
            }
            variations.append((cells, variationSpecificity(key), entries))
        }
    }

    /// The width and height that required constraints with a constant and no second item fix, by the
    /// object id of their first item. With `element`, the constraints are the element's own, which name
    /// it by leaving out `firstItem` or by its id: its sizes are under the key "".
    ///
    /// - Complexity: O(constraints).
    static func fixedSizes(_ constraints: XMLNode, element: String?) -> [String: (width: Double?, height: Double?)] {
        var sizes: [String: (width: Double?, height: Double?)] = [:]
        for constraint in constraints.children where constraint.name == "constraint" {
            guard constraint["secondItem"] == nil, constraint["relation"] == nil, constraint["multiplier"] == nil,
                (constraint["priority"].flatMap(Double.init) ?? 1000) >= 1000,
                let constant = constraint["constant"].flatMap(Double.init), constant.isFinite, constant >= 0
            else { continue }
            let first = constraint["firstItem"]
            let key: String
            if let element {
                guard first == nil || first == element else { continue }
                key = ""
            } else {
                guard let first else { continue }
                key = first
            }
            switch constraint["firstAttribute"] {
            case "width": sizes[key, default: (nil, nil)].width = constant
            case "height": sizes[key, default: (nil, nil)].height = constant
            default: break
            }
        }
        return sizes
    }

    /// The subviews pinned to both the top and the bottom of `view` by required constraints without
    /// a constant (`top` to `top`, `bottom` to `bottom`, in either order), by object id.
    ///
    /// - Complexity: O(constraints).
    static func pinnedEdges(_ constraints: XMLNode, view: String) -> Set<String> {
        var top: Set<String> = []
        var bottom: Set<String> = []
        for constraint in constraints.children where constraint.name == "constraint" {
            guard constraint["relation"] == nil, constraint["multiplier"] == nil,
                (constraint["priority"].flatMap(Double.init) ?? 1000) >= 1000,
                (constraint["constant"].flatMap(Double.init) ?? 0) == 0,
                let attribute = constraint["firstAttribute"], attribute == constraint["secondAttribute"],
                let second = constraint["secondItem"]
            else { continue }
            let first = constraint["firstItem"] ?? view
            let other: String
            if first == view, second != view {
                other = second
            } else if second == view, first != view {
                other = first
            } else {
                continue
            }
            if attribute == "top" { top.insert(other) }
            if attribute == "bottom" { bottom.insert(other) }
        }
        return top.intersection(bottom)
    }

    /// The size classes in which the view installs its subview `id`.
    ///
    /// - Complexity: O(variations), each a dictionary lookup.
    func installed(_ id: String) -> SizeClassCells {
        guard !variations.isEmpty else { return .all }
        var result: SizeClassCells = []
        for entry in SizeClassCells.cells {
            var decided = true
            var specificity = -1
            for variation in variations where variation.cells.contains(entry.cell) {
                work?.maskSteps += 1
                guard let says = variation.entries[id] else { continue }
                if variation.specificity >= specificity {
                    specificity = variation.specificity
                    decided = says
                }
            }
            if decided { result.insert(entry.cell) }
        }
        return result
    }

    /// Per size class, the value of the most specific variation that says something (later ones win
    /// ties), else `base`.
    static func resolve(_ variations: [XMLNode], base: Bool, value: (XMLNode) -> Bool?) -> SizeClassCells {
        var result: SizeClassCells = []
        for entry in SizeClassCells.cells {
            var decided = base
            var specificity = -1
            for variation in variations {
                guard let key = variation["key"], let cells = SizeClassCells(variationKey: key),
                    cells.contains(entry.cell),
                    let says = value(variation)
                else { continue }
                let level = variationSpecificity(key)
                if level >= specificity {
                    specificity = level
                    decided = says
                }
            }
            if decided { result.insert(entry.cell) }
        }
        return result
    }
}

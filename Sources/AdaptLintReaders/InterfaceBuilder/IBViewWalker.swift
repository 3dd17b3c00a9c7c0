import AdaptLintCore

/// Walks the views below a screen's root, turning each meaningful element into an ``IBComponent`` with
/// its absolute frame and the size classes where it is shown.
struct IBViewWalker {
    let outlets: [String: [String]]
    var components: [IBComponent] = []
    /// The row height of the table view being walked: a cell takes taps on its whole row, separator
    /// included, while its frame leaves the separator out (43.5pt in a 44pt row).
    var rowHeight: Double?

    init(outlets: [String: [String]]) {
        self.outlets = outlets
    }

    /// Visits `element`, a child of `parent`, whose parent's frame starts at `origin` and which is shown
    /// at most in `cells`.
    mutating func visit(
        _ element: XMLNode, origin: (Double, Double), cells: SizeClassCells, parent: XMLNode?
    ) {
        let name = element.name
        if IBElementTypes.ignored.contains(name) { return }
        if name == "tabBarItem" && element["key"] == "tabBarItem" { return }
        var shown = cells
        if let parent, let id = element["id"] { shown.formIntersection(installed(id, in: parent)) }
        shown.formIntersection(visible(element))
        if shown.isEmpty { return }
        var inner = origin
        var frame: (x: Double, y: Double, width: Double, height: Double)?
        if let rect = element.child("rect", key: "frame"), let width = number(rect["width"]),
            let height = number(rect["height"])
        {
            let x = origin.0 + (number(rect["x"]) ?? 0)
            let y = origin.1 + (number(rect["y"]) ?? 0)
            frame = (x, y, width, height)
            inner = (x, y)
        }
        if let type = IBElementTypes.types[name], let id = element["id"], !isSpacer(element) {
            components.append(component(element, id: id, type: type, frame: frame, cells: shown))
        } else if name == "view" || name == "stackView", let id = element["id"], let label = accessibilityLabel(element)
        {
            var component = component(element, id: id, type: .custom, frame: frame, cells: shown)
            component.shows = [label]
            components.append(component)
        }
        let outerRowHeight = rowHeight
        if name == "tableView" { rowHeight = number(element["rowHeight"]) ?? 44 }
        // A view's `<variation>` masks name the views of its `<subviews>`: those keep the view as parent.
        let owner = name == "subviews" ? parent : element
        for child in element.children {
            visit(child, origin: inner, cells: shown, parent: owner)
        }
        rowHeight = outerRowHeight
    }

    /// The bar button items of a navigation item (they have no frame: their bar sizes them).
    mutating func barItems(_ item: XMLNode) {
        for child in item.children {
            if child.name == "barButtonItem", let id = child["id"], !isSpacer(child) {
                components.append(component(child, id: id, type: .button, frame: nil, cells: .all))
            }
            barItems(child)
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
            objectID: id, elementName: element.name, type: type, label: label(element), frame: frame,
            cells: cells, offset: element.offset)
        if element["userInteractionEnabled"] == "NO" { component.interactive = false }
        if frame == nil && (type == .button || type == .tabItem) {
            // A bar item is sized by its bar, which the document does not give for every size class.
            component.interactive = false
        }
        if let frame, IBElementTypes.tallTouchArea.contains(type), frame.height < 44 {
            component.hitArea = (frame.width, 44)
        }
        if let frame, element.name == "tableViewCell", let row = rowHeight, row > frame.height {
            component.hitArea = (frame.width, row)
        }
        component.shows = shows(element, type: type)
        component.actions = actions(element)
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

    /// What the element shows: its accessibility label, else its outlets, else its text (not for images,
    /// which show nothing without an accessibility label: they are decorative).
    func shows(_ element: XMLNode, type: ComponentType) -> [String] {
        if let label = accessibilityLabel(element) { return [label] }
        if type == .image { return [] }
        if let id = element["id"], let names = outlets[id], !names.isEmpty { return names.sorted() }
        if type == .text, let text = element["text"], !text.isEmpty { return [text] }
        return []
    }

    /// The action selectors and segues the element triggers.
    func actions(_ element: XMLNode) -> [String] {
        guard let connections = element.child("connections") else { return [] }
        var actions: [String] = []
        for connection in connections.children {
            if connection.name == "action", let selector = connection["selector"] {
                actions.append(selector)
            } else if connection.name == "segue", let target = connection["identifier"] ?? connection["destination"] {
                actions.append("segue:" + target)
            }
        }
        return actions
    }

    func accessibilityLabel(_ element: XMLNode) -> String? {
        let label = element.child("accessibility", key: "accessibilityConfiguration")?["label"]
        return label.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The name Xcode shows for the element.
    func label(_ element: XMLNode) -> String? {
        if let label = element["userLabel"] { return label }
        if let title = element.child("state", key: "normal")?["title"] ?? element["title"] { return title }
        if let text = element["text"] ?? element["placeholder"] { return text }
        return accessibilityLabel(element)
    }

    /// The size classes in which `parent` installs its subview `id` (`<variation>` masks).
    func installed(_ id: String, in parent: XMLNode) -> SizeClassCells {
        resolve(parent.children("variation"), base: true) { variation in
            guard let mask = variation.child("mask", key: "subviews") else { return nil }
            for entry in mask.children where entry["reference"] == id {
                return entry.name == "include"
            }
            return nil
        }
    }

    /// The size classes in which the element is not hidden (`hidden` and its `<variation>` overrides).
    func visible(_ element: XMLNode) -> SizeClassCells {
        resolve(element.children("variation"), base: element["hidden"] != "YES") { variation in
            variation["hidden"].map { $0 != "YES" }
        }
    }

    /// Per size class, the value of the most specific variation that says something (later ones win
    /// ties), else `base`.
    func resolve(_ variations: [XMLNode], base: Bool, value: (XMLNode) -> Bool?) -> SizeClassCells {
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

    func number(_ text: String?) -> Double? {
        text.flatMap { Double($0) }.flatMap { $0.isFinite ? $0 : nil }
    }
}

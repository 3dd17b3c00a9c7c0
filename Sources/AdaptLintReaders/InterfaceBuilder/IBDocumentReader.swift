import AdaptLintCore

/// What reading an Interface Builder document gives.
public enum IBDocumentContent: Sendable {
    /// An iOS or iPadOS document: its screens (scenes of a storyboard, root views of a xib).
    case screens([IBScreen])
    /// A document adaptlint does not read (macOS, tvOS, watchOS, the legacy `<archive>` format): why,
    /// and the offset of the element that says so.
    case skipped(reason: String, offset: Int)
}

/// Reads the screens of a storyboard or xib from its XML tree.
public struct IBDocumentReader {
    let root: XMLNode
    /// The file's name, for `~ipad` and `~iphone` and for screen names.
    let fileName: String
    /// The outlets that point at each object id: what a view shows when it has no accessibility label.
    var outlets: [String: [String]] = [:]
    var designNote = "drawn in Interface Builder"
    /// Counts the reader's work, for tests.
    var work: IBWork?

    public init(root: XMLNode, fileName: String) {
        self.root = root
        self.fileName = fileName
    }

    /// The document's content.
    public mutating func read() -> IBDocumentContent {
        if root.name == "archive" {
            return .skipped(
                reason:
                    "legacy Interface Builder format ('<archive>', before Xcode 4) is unsupported; open and save it in a current Xcode to lint it",
                offset: root.offset)
        }
        guard root.name == "document" else {
            return .skipped(
                reason: "not an Interface Builder document (root element '\(root.name)'); skipped", offset: root.offset)
        }
        let runtime = root["targetRuntime"] ?? ""
        guard runtime.hasPrefix("iOS.CocoaTouch") || (runtime.isEmpty && (root["type"] ?? "").contains("CocoaTouch"))
        else {
            return .skipped(
                reason:
                    "Interface Builder document for \(Self.platform(runtime)) (targetRuntime '\(runtime)'); adaptlint reads iOS and iPadOS documents only",
                offset: root.offset)
        }
        collectOutlets(root)
        designNote = DesignDevices.note(root.child("device"))
        let idiom = idiom(runtime: runtime)
        var screens: [IBScreen] = []
        if let scenes = root.child("scenes") {
            for scene in scenes.children("scene") {
                guard let objects = scene.child("objects") else { continue }
                for element in objects.children where Self.isScreenElement(element) {
                    screens.append(screen(element, idiom: idiom))
                    break
                }
            }
        } else if let objects = root.child("objects") {
            for element in objects.children where Self.isScreenElement(element) {
                screens.append(screen(element, idiom: idiom))
            }
        }
        return .screens(screens)
    }

    static func platform(_ runtime: String) -> String {
        if runtime.hasPrefix("MacOSX") { return "macOS" }
        if runtime == "AppleTV" { return "tvOS" }
        if runtime.lowercased().hasPrefix("watchkit") { return "watchOS" }
        return "another platform"
    }

    /// Whether a top-level object is a scene's controller or a xib's root view (not File's Owner, a
    /// placeholder or a plain object).
    static func isScreenElement(_ element: XMLNode) -> Bool {
        switch element.name {
        case "placeholder", "customObject", "exit", "viewControllerPlaceholder", "tapGestureRecognizer",
            "panGestureRecognizer", "swipeGestureRecognizer", "longPressGestureRecognizer",
            "pinchGestureRecognizer", "screenEdgePanGestureRecognizer", "rotationGestureRecognizer",
            "barButtonItem", "navigationItem", "searchDisplayController", "menu", "userDefinedRuntimeAttributes":
            return false
        default:
            return element["id"] != nil
        }
    }

    /// The device idiom that chooses the document, when its name says so.
    ///
    /// UIKit loads `Foo~ipad.xib` in place of `Foo.xib` on an iPad (and `~iphone` on an iPhone). A
    /// document built for the iPad runtime (`targetRuntime="iOS.CocoaTouch.iPad"`) is chosen by idiom
    /// when its name ends in "iPad" too (`Player_iPad.xib`, the twin the app's code loads on an iPad).
    /// The runtime alone says only which device the document was designed on: a cell xib or an
    /// extension's storyboard made for the iPad runtime is loaded on every device.
    func idiom(runtime: String) -> Idiom? {
        if fileName.contains("~ipad") { return .pad }
        if fileName.contains("~iphone") { return .phone }
        let base = fileName.split(separator: "/").last.map(String.init) ?? fileName
        let stem = base.split(separator: ".").first.map(String.init) ?? base
        if runtime == "iOS.CocoaTouch.iPad", stem.lowercased().hasSuffix("ipad") { return .pad }
        return nil
    }

    mutating func collectOutlets(_ node: XMLNode) {
        for child in node.children {
            if child.name == "outlet" || child.name == "outletCollection", let destination = child["destination"],
                let property = child["property"]
            {
                outlets[destination, default: []].append(property)
            } else if !child.children.isEmpty {
                collectOutlets(child)
            }
        }
    }

    /// The screen of one controller or root view.
    func screen(_ element: XMLNode, idiom: Idiom?) -> IBScreen {
        let id = IBElementTypes.shortened(element["id"] ?? "")
        var walker = IBViewWalker(outlets: outlets, work: work)
        if element.name.hasSuffix("Controller") || element.name == "viewController" {
            for child in element.children {
                walker.visit(child, origin: (0, 0), cells: .all, parent: element, masks: SubviewIndex())
            }
            if let item = element.child("navigationItem") { walker.barItems(item) }
        } else {
            walker.visit(element, origin: (0, 0), cells: .all, parent: nil, masks: SubviewIndex())
        }
        var components = walker.components
        IBTapAreas.apply(&components, overlays: walker.overlays, work: work)
        let base = fileName.split(separator: "/").last.map(String.init) ?? fileName
        let title =
            (element["title"] ?? element["userLabel"] ?? element["storyboardIdentifier"]
            ?? element["customClass"]).map(IBElementTypes.shortened)
        let name = title.map { "\($0) (\(base))" } ?? "\(base) \(element.name) \(id)"
        return IBScreen(
            objectID: id, name: name, offset: element.offset, elementName: element.name,
            components: Self.uniqueIDs(components, work: work), idiom: idiom, designNote: designNote)
    }

    /// `components` with a ``IBComponent/specID`` for each repeat of an object id (`b~2`, `b~3`...,
    /// never an id the screen already uses), so the written spec has unique component ids; the first
    /// element with an id keeps it. Xcode writes unique ids, but a hand edit or a merge can repeat one
    /// (found by the XML fuzz target).
    ///
    /// - Complexity: O(n) in the number of components: each id keeps the next suffix to try, so a
    /// suffix is probed once per repeat plus once per id of that form the screen already uses.
    static func uniqueIDs(_ components: [IBComponent], work: IBWork? = nil) -> [IBComponent] {
        var taken = Set(components.map(\.objectID))
        guard taken.count < components.count else { return components }
        var seen = Set<String>()
        var next: [String: Int] = [:]
        var result = components
        for index in result.indices where !seen.insert(result[index].objectID).inserted {
            let base = result[index].objectID
            var number = next[base] ?? 2
            work?.idProbes += 1
            while taken.contains("\(base)~\(number)") {
                number += 1
                work?.idProbes += 1
            }
            next[base] = number + 1
            let id = "\(base)~\(number)"
            taken.insert(id)
            result[index].specID = id
        }
        return result
    }
}

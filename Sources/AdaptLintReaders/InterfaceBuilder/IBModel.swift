import AdaptLintCore

/// The four size-class combinations of a trait environment, as a set: where a view is shown.
public struct SizeClassCells: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    public static let compactWidthCompactHeight = SizeClassCells(rawValue: 1 << 0)
    public static let compactWidthRegularHeight = SizeClassCells(rawValue: 1 << 1)
    public static let regularWidthCompactHeight = SizeClassCells(rawValue: 1 << 2)
    public static let regularWidthRegularHeight = SizeClassCells(rawValue: 1 << 3)
    public static let all: SizeClassCells = [
        .compactWidthCompactHeight, .compactWidthRegularHeight, .regularWidthCompactHeight,
        .regularWidthRegularHeight,
    ]

    /// Each cell with its width and height class, in a fixed order.
    public static let cells: [(cell: SizeClassCells, width: SizeClass, height: SizeClass)] = [
        (.compactWidthRegularHeight, .compact, .regular), (.compactWidthCompactHeight, .compact, .compact),
        (.regularWidthRegularHeight, .regular, .regular), (.regularWidthCompactHeight, .regular, .compact),
    ]

    /// The cells a variation key such as `heightClass=compact` or `heightClass=regular-widthClass=compact`
    /// names; every cell for `default`; nil for a key that is not understood.
    public init?(variationKey key: String) {
        var width: SizeClass?
        var height: SizeClass?
        if key != "default" {
            for part in key.split(separator: "-") {
                let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
                guard pair.count == 2, let value = SizeClass(rawValue: pair[1]) else { return nil }
                switch pair[0] {
                case "widthClass": width = value
                case "heightClass": height = value
                default: return nil
                }
            }
        }
        var cells: SizeClassCells = []
        for entry in Self.cells
        where (width == nil || width == entry.width) && (height == nil || height == entry.height) {
            cells.insert(entry.cell)
        }
        self = cells
    }
}

/// How specific a variation key is: 0 for `default`, 1 for one size class, 2 for both.
func variationSpecificity(_ key: String) -> Int {
    key == "default" ? 0 : key.split(separator: "-").count
}

/// A view or bar item of an Interface Builder document, as a component of a screen.
public struct IBComponent: Sendable {
    /// The object id Interface Builder gave the element (`i9n-fD-ncJ`): the component's id.
    public var objectID: String
    /// The XML element name (`button`, `switch`, `barButtonItem`...).
    public var elementName: String
    public var type: ComponentType
    /// The name Xcode shows for the element (its `userLabel`, title or text), if any.
    public var label: String?
    /// The frame in the coordinates of the screen's root view, when the element has one.
    public var frame: (x: Double, y: Double, width: Double, height: Double)?
    /// The touch area when it is larger than the drawing: the size of an empty button the app laid
    /// over the control with the same action (``IBTapAreas``).
    public var hitArea: (width: Double, height: Double)?
    /// Whether the element takes taps, when the document decides it (``IBViewWalker/takesTaps(_:type:actions:)``);
    /// nil leaves it to the component type.
    public var interactive: Bool?
    public var shows: [String] = []
    public var actions: [String] = []
    /// Horizontal collection views: how many items of the flow layout's item size the frame shows.
    public var visibleItems: Double?
    /// The size classes where the element is installed and not hidden.
    public var cells: SizeClassCells = .all
    /// Byte offset of the element's `<` in the document.
    public var offset: Int
    /// The component's id in the spec when `objectID` is not unique in the screen (a hand-edited or
    /// badly merged document): `b~2` for the second `b`. Nil when the object id is unique.
    public var specID: String? = nil
    /// The position in ``IBScreen/components`` of the nearest enclosing component (a control's cell, a
    /// cell's table); nil at the top level. A parent comes before its descendants.
    public var parent: Int? = nil
    /// The object id of the view the element is a subview of, if it has one.
    var superview: String? = nil
    /// A button that draws nothing of its own: no title and no image in any state.
    var isEmptyButton = false
    /// Items of a bar button item's custom view: they have a size but no position on the screen.
    var unplaced = false

    /// The component's id in the spec: the object id, made unique when the document repeats it.
    public var componentID: String { specID ?? objectID }

    /// How messages name the element: `button 'Backwards' (i9n-fD-ncJ)`.
    public var messageName: String {
        let kind = IBElementTypes.displayName(elementName)
        guard let label, !label.isEmpty else { return "\(kind) (\(objectID))" }
        return "\(kind) '\(label)' (\(objectID))"
    }
}

/// One scene of a storyboard or one root view of a xib: a screen.
public struct IBScreen: Sendable {
    /// The scene's view controller id, or the root view's id.
    public var objectID: String
    public var name: String
    /// Byte offset of the scene's controller element (or the root view's) in the document.
    public var offset: Int
    /// The element name at `offset`, for the end of the location.
    public var elementName: String
    public var components: [IBComponent]
    /// Set for `~ipad` documents and the iPad runtime: the layouts are chosen by idiom.
    public var idiom: Idiom?
    /// A sentence about the design device, for the layout's description.
    public var designNote: String
    /// Whether any component depends on the size class (variations).
    public var variesBySizeClass: Bool {
        components.contains { $0.cells != .all }
    }
}

/// Counts the reader's steps that grow with its input, so tests can bound its work without timing it.
final class IBWork {
    /// Suffixes tried while making repeated object ids unique.
    var idProbes = 0
    /// Variation mask entries read and looked up.
    var maskSteps = 0
    /// Pairs compared while looking for the tap areas an app made itself.
    var tapAreaComparisons = 0
}

import AdaptJSON

/// A value decoded from a spec together with the JSON node it came from.
public struct Located<Value: Sendable>: Sendable {
    public var value: Value
    /// Index of the value's node in the spec's ``JSONDocument``.
    public var node: Int

    public init(_ value: Value, node: Int) {
        self.value = value
        self.node = node
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}

/// A rectangle or size in points: `frame` has x and y, `size` and `hitArea` do not.
public struct Box: Sendable {
    public var node: Int
    public var x: Located<Double>?
    public var y: Located<Double>?
    public var width: Located<Double>
    public var height: Located<Double>
}

/// Layout margins in points.
public struct Margins: Sendable {
    public var node: Int
    public var leading: Located<Double>
    public var trailing: Located<Double>
    public var top: Located<Double>?
    public var bottom: Located<Double>?
}

/// A trait condition: where a layout or component applies. Every present key must match.
public struct TraitCondition: Sendable {
    public var node: Int
    public var width: Located<SizeClass>?
    public var height: Located<SizeClass>?
    public var orientation: Located<OrientationFamily>?
    /// Understood so that `no-idiom-layout` can report it; `keyNode` is the `"idiom"` key.
    public var idiom: Located<Idiom>?
    public var idiomKeyNode: Int?

    /// Whether the condition holds in `environment`.
    public func matches(_ environment: Environment) -> Bool {
        if let width, width.value != environment.width { return false }
        if let height, height.value != environment.height { return false }
        if let orientation, orientation.value != environment.orientation { return false }
        if let idiom, idiom.value != environment.idiom { return false }
        return true
    }

    /// How many keys constrain the condition; more keys mean a more specific layout.
    public var specificity: Int {
        [width != nil, height != nil, orientation != nil, idiom != nil].filter { $0 }.count
    }

    /// A short description such as "width: compact, orientation: landscape".
    public var summary: String {
        var parts: [String] = []
        if let width { parts.append("width: \(width.value.rawValue)") }
        if let height { parts.append("height: \(height.value.rawValue)") }
        if let orientation { parts.append("orientation: \(orientation.value.rawValue)") }
        if let idiom { parts.append("idiom: \(idiom.value.rawValue)") }
        return parts.joined(separator: ", ")
    }
}

/// One layout of a screen, applying where its `when` condition holds (everywhere without one).
public struct Layout: Sendable {
    public var node: Int
    /// Position in the `layouts` array.
    public var index: Int
    public var when: TraitCondition?
    public var margins: Margins?
    /// The layout's top-level components; ``Component/children`` holds the rest.
    public var components: ComponentList
    /// Whether the layout's content scrolls (`scrolls`); nil when the spec does not say, which means it does.
    public var scrolls: Located<Bool>? = nil

    /// Whether the layout applies in `environment`.
    public func applies(in environment: Environment) -> Bool {
        when?.matches(environment) ?? true
    }

    /// How the layout is named in messages: "layout 2 (width: compact)".
    public var label: String {
        let condition = when?.summary ?? ""
        return condition.isEmpty ? "layout \(index + 1)" : "layout \(index + 1) (\(condition))"
    }
}

/// A decoded screen specification, format version 1.
public struct ScreenSpec: Sendable {
    /// The root object's node.
    public var node: Int
    public var screen: Located<String>
    /// Every orientation the spec lists: the v1 array, or in the object form every orientation of
    /// either family once (iPhone's first) at the object's node. Rules that ask which orientations
    /// a device shows the screen in use ``supportedOrientations(on:)`` instead.
    public var orientations: Located<[Located<Orientation>]>
    /// The per-family lists of the object form of `orientations`; nil for the v1 array.
    public var orientationsByFamily: FamilyOrientations? = nil
    public var layouts: [Layout] {
        didSet { componentCache = nil }
    }
    /// The store that holds the decoded components of every layout.
    public let store: ComponentStore
    /// Where the spec came from when it was not written as a spec (`source`); nil for a written spec.
    public var source: Located<SpecSource>? = nil
    /// `requiresFullScreen`: the app opts out of Split View and Slide Over on iPad (Info.plist's
    /// `UIRequiresFullScreen`); nil when the spec does not say.
    public var requiresFullScreen: Located<Bool>? = nil
    /// How messages name the screen when the spec was built from another input rather than read
    /// from a spec file (``ScreenSpecBuilder``): the scene of an Interface Builder document,
    /// `viewController 'Settings (Main.storyboard)'`. Nil for a spec file.
    public var inputName: String? = nil
    /// Set by the engine when the app's Info.plist beside the spec requires full screen on iPad
    /// (``AppFacts/requiresFullScreenOnPad``); the spec's own key does the same.
    public var appRequiresFullScreen = false
    /// The ``ComponentIndex`` of the spec, set by ``cachingComponents()``: it also answers
    /// ``components(in:)`` in each realizable environment. Dropped whenever `layouts` changes.
    var componentCache: ComponentIndex? = nil

    /// What the spec tells the rules: everything for a written spec, less for one read from another
    /// input (``SpecSource/knowledge``).
    public var knowledge: SpecKnowledge { source?.value.knowledge ?? .all }

    /// Whether an iPad shows the screen full screen only, so no Split View or Slide Over pane is
    /// checked: the spec's `requiresFullScreen`, or the app's Info.plist.
    public var isFullScreenOnlyOnPad: Bool { appRequiresFullScreen || requiresFullScreen?.value == true }
}

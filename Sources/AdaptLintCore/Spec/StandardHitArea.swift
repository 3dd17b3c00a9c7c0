/// The tap areas UIKit gives its standard controls whatever they draw: a sourced table.
///
/// A spec describes what is drawn; a standard control may take taps on a larger area than that,
/// which the app cannot change and the designer need not declare. Only rows that a public source
/// states go in the table; a control for which no source gives a figure is left out, and its
/// drawing (or an explicit `hitArea`) is measured as before. The table and its sources are
/// listed in docs/spec-format.md ("Standard controls' tap areas").
///
/// Sources:
/// - [bar-area] Josh Clark, *Tapworthy: Designing Great iPhone Apps* (O'Reilly, 2010), chapter 3:
///   the tap areas of buttons in navigation bars span the bar's whole height and reach across to
///   the title, well beyond what the buttons draw.
/// - [bar-slop] Apple Developer Technical Support, Apple Developer Forums, 18 May 2010, quoted in
///   Stack Overflow question 9079907 ("Why does UINavigationBar steal touch events?"): navigation
///   bars and toolbars take touches in a margin beyond their edges (a "slop factor") on behalf of
///   their bar button items; the question measures about 15pt of it below a navigation bar.
/// - [bar-44] mullvad/mullvadvpn-app pull request 3112 (2021): a 24x24pt glyph given a 44x44pt
///   hit area "coincides with [the] hit area of system navigation bar buttons".
///
/// - [tab-area] Josh Clark, *Tapworthy*, chapter 3: the tap areas of tab bar buttons reach a few
///   pixels above the bar, past what they draw; no figure is given.
/// - [uikit-headers] The class dump of UIKit in nst/iOS-Runtime-Headers (iOS 12, UIKitCore):
///   `UITabBarButton` keeps a hit rectangle that its tab bar sets (`_setTabBarHitRect:`) and
///   answers `pointInside:withEvent:` from it; `UISearchBar` carries a tap recognizer that
///   activates the search field from anywhere on the bar (`_tapToActivateGestureRecognizer`,
///   `tappedSearchBar:`). `UISwitch` overrides neither `pointInside:withEvent:` nor `hitTest:`,
///   so it takes taps on what it draws and no more.
///
/// - [switch-size] Apple's UIKit documentation for `UISwitch`: a switch has a fixed size, and the
///   size of the frame it is given is ignored; UIKit draws it 51x31pt.
/// - [switch-26] wanteddev/montage-ios pull request 488 (2026): from iOS 26 the system switch is
///   63x28pt (51x31pt before); gini/gini-mobile-ios pull request 1213 (2026): the iOS 26 switch
///   draws a wider pill than before. Xcode 26 draws a switch in a document at 63x28pt.
/// - [switch-49] Open Radar 31777116 (iOS 10.3.1, 2017): `UISwitch.intrinsicContentSize` is 49x31pt,
///   so Auto Layout and Xcode of that era lay a switch out at 49x31pt, while UIKit draws it 51x31pt.
/// - The tab bar item's smallest drawn height, 32pt, is the height UIKit gives a tab bar in compact
///   height on iPhone (the spec format's "Drawing standard controls" table); it is a drawing size,
///   not a tap area.
///
/// From these, a bar button item takes taps on at least 44x44pt, also in a 32pt compact-height
/// bar (32pt of bar plus the slop beyond its edge). A tab bar item and a search bar take taps on
/// more than they draw, but no source says how much: they have no figure, and a drawing smaller
/// than the minimum is a note rather than an error. A switch takes taps on what it draws, at the
/// size UIKit fixes for it: drawn at that size it is a note that advises a larger touch area
/// around it (the app cannot make the switch itself larger); drawn smaller, it is an error.
public enum StandardControl: String, Sendable, CaseIterable {
    /// A button, link or menu that is an item of a navigation bar or toolbar.
    case barButtonItem
    /// A tab item of a tab bar.
    case tabBarItem
    /// A search bar.
    case searchBar
    /// A switch (`toggle`).
    case toggle

    /// The smallest area, in points, on which the control takes taps; nil when the sources say
    /// only that it is larger than the drawing.
    public var minimumTapArea: (width: Double, height: Double)? {
        switch self {
        case .barButtonItem: (44, 44)
        case .tabBarItem, .searchBar, .toggle: nil
        }
    }

    /// The smallest size at which UIKit draws the control, per side; nil for a side UIKit does not
    /// fix. A drawing smaller than this is not what the app will show, and is measured as drawn.
    /// The first of ``systemSizes``.
    public var systemSize: (width: Double?, height: Double?)? {
        systemSizes.first
    }

    /// Every size at which UIKit or Xcode lays the control out, one per era of iOS, per side; nil for
    /// a side none fixes. A drawing at least as large as one of them is the control at its system
    /// size; one smaller than all of them is measured as drawn. A switch is 51x31pt up to iOS 18
    /// ([switch-size]), 63x28pt from iOS 26 ([switch-26]), and 49x31pt where Auto Layout used its
    /// intrinsic size of iOS 10 ([switch-49]).
    public var systemSizes: [(width: Double?, height: Double?)] {
        switch self {
        case .toggle: [(51, 31), (63, 28), (49, 31)]
        case .tabBarItem: [(nil, 32)]
        case .barButtonItem, .searchBar: []
        }
    }

    /// Whether a drawing of `width` by `height` points is smaller than every size in ``systemSizes``
    /// (false when the control has none).
    ///
    /// - Complexity: O(1): at most three sizes.
    public func isDrawnSmallerThanSystemSize(width: Double, height: Double) -> Bool {
        let sizes = systemSizes
        guard !sizes.isEmpty else { return false }
        return sizes.allSatisfy { width < $0.width ?? 0 || height < $0.height ?? 0 }
    }

    /// Whether the control takes taps on more than it draws (a bar's hit rectangle, a search bar's
    /// tap recognizer), rather than only on what it draws at its system size.
    public var takesTapsBeyondItsDrawing: Bool {
        self != .toggle
    }

    /// How messages name the control: "a bar button item".
    public var label: String {
        switch self {
        case .barButtonItem: "a bar button item"
        case .tabBarItem: "a tab bar item"
        case .searchBar: "a search bar"
        case .toggle: "a switch"
        }
    }

    /// The sources of the row, as the table cites them.
    public var sources: [String] {
        switch self {
        case .barButtonItem: ["bar-area", "bar-44", "bar-slop"]
        case .tabBarItem: ["tab-area", "uikit-headers"]
        case .searchBar: ["uikit-headers"]
        case .toggle: ["switch-size", "switch-26", "switch-49", "uikit-headers"]
        }
    }

    /// The row that applies to a component of `type` whose parent has `parentType`, if any.
    ///
    /// - Complexity: O(1).
    public static func row(type: ComponentType, parentType: ComponentType?) -> StandardControl? {
        switch (type, parentType) {
        case (.button, .navigationBar?), (.button, .toolbar?), (.link, .navigationBar?), (.link, .toolbar?),
            (.menu, .navigationBar?), (.menu, .toolbar?):
            .barButtonItem
        case (.tabItem, .tabBar?): .tabBarItem
        case (.searchBar, _): .searchBar
        case (.toggle, _): .toggle
        default: nil
        }
    }

    /// Whether the row needs the component's parent: only rows keyed on the parent do.
    static func needsParent(_ type: ComponentType) -> Bool {
        type == .button || type == .link || type == .menu || type == .tabItem
    }
}

/// The area of a component that takes taps, and what it was measured from.
public struct TapArea: Sendable {
    /// Where the measured size comes from.
    public enum Origin: Sendable, Equatable {
        /// The spec's `hitArea`.
        case hitArea
        /// The tap area a standard control takes (``StandardControl``), no smaller than its drawing.
        case standard(StandardControl)
        /// The drawing of a standard control at no less than its system size
        /// (``StandardControl/systemSize``) that no source gives a tap area for
        /// (``StandardControl/minimumTapArea`` is nil): it takes taps on more than it draws by an
        /// amount no source states, or, for a switch, on what UIKit draws and no more.
        case drawingOfStandard(StandardControl)
        /// The spec's `frame`.
        case frame
        /// The spec's `size`.
        case size
    }

    /// The measured width and height, in points.
    public var width: Double
    public var height: Double
    /// The spec's box the size was read from or grows: the `hitArea`, `frame` or `size`.
    public var box: Box
    public var origin: Origin
}

extension ComponentStore {
    /// The nearest ancestor of the component at `position`, by store position; nil for a
    /// top-level component.
    public func parent(of position: Int) -> Int? { parents[position] }
}

extension Component {
    /// The area that takes taps: the `hitArea` when the spec gives one; else, for a standard
    /// control of ``StandardControl``, its drawing grown to the control's tap area; else the
    /// `frame`, else the `size`. Nil when the component has none of the three.
    ///
    /// The one tap-area accessor: `tap-target-size` and `tap-target-overlap` both measure this.
    ///
    /// - Complexity: O(1), plus finding the parent (``ComponentStore/parent(of:)``) for the few
    ///   types a table row names.
    public var tapArea: TapArea? {
        let record = store.records[position]
        if let hit = box(record.hitArea) {
            return TapArea(width: hit.width.value, height: hit.height.value, box: hit, origin: .hitArea)
        }
        guard let drawn = box(record.frame) ?? box(record.size) else { return nil }
        let drawnOrigin: TapArea.Origin = record.frame != nil ? .frame : .size
        if let control = standardControl {
            guard let minimum = control.minimumTapArea else {
                if control.isDrawnSmallerThanSystemSize(width: drawn.width.value, height: drawn.height.value) {
                    // Drawn smaller than UIKit draws it: measured as drawn.
                    return TapArea(
                        width: drawn.width.value, height: drawn.height.value, box: drawn, origin: drawnOrigin)
                }
                return TapArea(
                    width: drawn.width.value, height: drawn.height.value, box: drawn,
                    origin: .drawingOfStandard(control))
            }
            return TapArea(
                width: max(drawn.width.value, minimum.width), height: max(drawn.height.value, minimum.height),
                box: drawn, origin: .standard(control))
        }
        return TapArea(width: drawn.width.value, height: drawn.height.value, box: drawn, origin: drawnOrigin)
    }

    /// The row of ``StandardControl`` that describes the component, if any.
    public var standardControl: StandardControl? {
        let type = store.records[position].type
        // Skip the parent search for the types no row keys on their parent.
        guard StandardControl.needsParent(type) else { return StandardControl.row(type: type, parentType: nil) }
        let parentType = store.parent(of: position).map { store.records[$0].type }
        return StandardControl.row(type: type, parentType: parentType)
    }
}

/// The insets a stretching component may keep from the edges of its window besides the layout
/// margins: the standard spacing (a mini player or a floating card inset 8pt), and on an iPhone
/// held in landscape the safe areas beside the sensor housing, alone or plus a layout margin.
///
/// Landscape content sits between the safe areas, so a search bar drawn from 59pt to 793pt on an
/// 852pt-wide iPhone 15 is as wide as its window allows, just as one drawn between the margins is.
/// Only one of these windows has the 59pt safe area, so a drawing for one device stretches on
/// every other; a component drawn at other insets keeps its width.
enum SafeAreas {
    /// The standard spacing between a floating element and the edge of its container, in points
    /// (UIKit's `UIStackView.spacingUseSystem` and the system spacing between siblings).
    static let standardInset: Double = 8

    /// The leading and trailing safe-area insets of iPhones held in landscape, in points, as
    /// UIKit's `safeAreaInsets` reports them. No Apple document lists them. 47pt (iPhone 12, 13
    /// and 14), 50pt (12 mini, 13 mini) and 59pt (14 Pro, 14 Pro Max) agree with the simulator
    /// measurements (iOS 16.2) in `../shared/reference/devices.json`; 44pt (X, XS, 11 Pro), 48pt
    /// (XR, 11) and 62pt (16 Pro) are third-party figures not measured here, and 15 and 16 are
    /// taken to share the 14 Pro's 59pt (docs/devices.md). Only symmetric insets count.
    static let landscapeInsets: [Double] = [44, 47, 48, 50, 59, 62]

    /// The widths of iPhones held in landscape: the portrait heights of the catalog's iPhones.
    static let landscapePhoneWidths = ReferenceWidths(
        Set(DeviceCatalog.all.filter { $0.family == .iphone }.map(\.height)))

    /// The landscape iPhone widths in increasing order, for ``isAnchored(_:width:margins:)``.
    static let landscapePhoneWidthList: [Double] = landscapePhoneWidths.sorted

    /// Whether a box at `x`, `width` points wide, is drawn against both edges of a window of the
    /// catalog: the same standard spacing (8pt) from both edges of any window, or on an iPhone
    /// held in landscape each side at the edge, at the safe area, or at the safe area plus a
    /// margin (a list running from the safe area plus margin to the trailing edge).
    ///
    /// - Complexity: O(landscape widths x insets).
    static func isAnchored(_ x: Double, width: Double, margins: (compact: Double, regular: Double)) -> Bool {
        if DeviceGeometry.same(x, standardInset) { return ReferenceWidths.all.contains(x + width + x) }
        func isLandscapeInset(_ inset: Double) -> Bool {
            // A plain margin is no landscape inset: on an iPhone with safe areas the margin is
            // measured from the safe area, and one without them is a reference width already.
            DeviceGeometry.same(inset, 0) || Self.isLandscapeInset(inset, margins: margins)
        }
        guard isLandscapeInset(x) else { return false }
        for window in landscapePhoneWidthList where window >= x + width - 0.5 {
            if isLandscapeInset(window - x - width) { return true }
        }
        return false
    }

    /// Whether `inset` is the safe area of an iPhone held in landscape, alone or plus a margin.
    ///
    /// - Complexity: O(insets).
    static func isLandscapeInset(_ inset: Double, margins: (compact: Double, regular: Double)) -> Bool {
        for safe in landscapeInsets
        where DeviceGeometry.same(inset, safe) || DeviceGeometry.same(inset, safe + margins.compact)
            || DeviceGeometry.same(inset, safe + margins.regular)
        {
            return true
        }
        return false
    }
}

extension ComponentType {
    /// Whether a component of this type spans its container from edge to edge: navigation bars,
    /// toolbars and tab bars, whose layout margins lie inside them. Placed without a position (a
    /// `size`), such a bar has the whole window's width as its room, not the space between margins.
    public var spansContainer: Bool {
        switch self {
        case .navigationBar, .toolbar, .tabBar: true
        default: false
        }
    }

    /// Whether a component of this type keeps the width it is drawn at when it sits in a row
    /// beside components that stretch: controls sized by their content (buttons, links,
    /// switches, steppers, menus, date pickers, tab items) and images.
    public var keepsIntrinsicWidth: Bool {
        switch self {
        case .button, .link, .toggle, .stepper, .menu, .datePicker, .tabItem, .image: true
        default: false
        }
    }

    /// Whether a component of this type takes its share of a row of equal columns drawn from
    /// margin to margin: every type but those whose width is their own (switches, steppers,
    /// images).
    public var sharesFilledRow: Bool {
        switch self {
        case .toggle, .stepper, .image: false
        default: true
        }
    }
}

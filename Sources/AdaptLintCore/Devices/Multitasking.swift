/// How an app shares an iPad screen in the classic (iPadOS 9 to 18) multitasking modes.
public enum MultitaskingMode: String, Sendable, CaseIterable, Hashable {
    case fullScreen, twoThirds, half, oneThird, slideOver

    /// How messages and the device list name the mode: "1/3 Split View".
    public var label: String {
        switch self {
        case .fullScreen: "full screen"
        case .twoThirds: "2/3 Split View"
        case .half: "1/2 Split View"
        case .oneThird: "1/3 Split View"
        case .slideOver: "Slide Over"
        }
    }

    /// The modes an iPad offers in `orientation`; there is no 1/2 Split View in portrait.
    public static func modes(in orientation: OrientationFamily) -> [MultitaskingMode] {
        orientation == .portrait ? [.fullScreen, .twoThirds, .oneThird, .slideOver] : allCases
    }
}

/// A screen size in points, portrait.
public struct ScreenSize: Sendable, Hashable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The length of the screen's side that runs across in `orientation`.
    public func across(_ orientation: OrientationFamily) -> Double {
        orientation == .portrait ? width : height
    }
}

/// The space an app gets on an iPad in one multitasking mode and orientation.
public struct Pane: Sendable, Hashable {
    public var mode: MultitaskingMode
    public var orientation: OrientationFamily
    /// Width in points.
    public var width: Double
    public var sizeClasses: SizeClassPair
    /// Where ``width`` comes from: a measurement (with its sources) or ``Multitasking/derivedWidth(_:of:in:)``.
    public var widthSource: String
    /// Where ``sizeClasses`` come from.
    public var sizeClassSource: String
}

extension Multitasking {
    /// The panes of `device` in `orientation`, full screen excluded; none for an iPhone, and none
    /// for an iPad of ``DeviceCatalog/panesUnknown`` (no source gives its pane widths).
    ///
    /// Size classes: the HIG row for the device's screen size; a screen the table does not list
    /// (744x1133, 820x1180) takes the classes that every row but the 12.9-inch one shares, as
    /// guideline 002 advises for unlisted devices ("same screen dimensions" does not exist for them).
    /// Widths: measured where a source measured that screen size, else derived.
    ///
    /// - Complexity: O(table size).
    public static func panes(of device: Device, in orientation: OrientationFamily) -> [Pane] {
        guard device.family == .ipad, !DeviceCatalog.panesUnknown.contains(device.name) else { return [] }
        let screen = ScreenSize(width: device.width, height: device.height)
        let row = sizeClassRow(for: screen)
        return MultitaskingMode.modes(in: orientation).dropFirst().compactMap { mode in
            let classes: SizeClassPair?
            let classSource: String
            if mode == .slideOver {
                classes = slideOverSizeClasses
                classSource = slideOverSource
            } else {
                let entry = splitViewTable.first { $0.row == row.label && $0.mode == mode }
                classes = orientation == .portrait ? entry?.portrait : entry?.landscape
                classSource =
                    row.exact ? "Apple HIG table, row \(row.label)" : "Apple HIG table, row \(row.label) by analogy"
            }
            guard let classes else { return nil }
            let measured = measuredWidths.first {
                $0.screen == screen && $0.orientation == orientation && $0.mode == mode
            }
            return Pane(
                mode: mode, orientation: orientation,
                width: measured?.width ?? derivedWidth(mode, of: screen, in: orientation),
                sizeClasses: classes, widthSource: measured?.sources ?? "derived", sizeClassSource: classSource)
        }
    }

    /// The width of a pane computed from the screen: the narrow pane and Slide Over are 375pt on
    /// screens at least 1024pt across in portrait and 320pt on smaller ones; a 10pt divider
    /// separates the two apps of a split; 1/2 takes half of what is left, 2/3 all but the narrow pane.
    ///
    /// Every measured width in ``measuredWidths`` follows this arithmetic (a test checks it), so it
    /// stands in for screens nobody measured.
    public static func derivedWidth(_ mode: MultitaskingMode, of screen: ScreenSize, in orientation: OrientationFamily)
        -> Double
    {
        let across = screen.across(orientation)
        let narrow: Double = screen.width >= 1024 ? 375 : 320
        switch mode {
        case .fullScreen: return across
        case .oneThird, .slideOver: return narrow
        case .half: return (across - dividerWidth) / 2
        case .twoThirds: return across - narrow - dividerWidth
        }
    }

    /// Width of the divider between two apps in Split View, in points (from the measured tables).
    public static let dividerWidth: Double = 10

    static func sizeClassRow(for screen: ScreenSize) -> (label: String, exact: Bool) {
        if let entry = splitViewTable.first(where: { $0.screen == screen }) { return (entry.row, true) }
        let analogy = screen.width >= 1024 ? "12.9” iPad Pro" : "9.7” iPad"
        return (analogy, false)
    }
}

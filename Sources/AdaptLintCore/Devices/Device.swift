/// Whether a device is an iPhone or an iPad.
public enum DeviceFamily: String, Sendable, CaseIterable, Hashable {
    case iphone, ipad

    /// The idiom a device of this family reports.
    public var idiom: Idiom {
        switch self {
        case .iphone: .phone
        case .ipad: .pad
        }
    }
}

/// The horizontal and vertical size classes of one window, as UIKit reports them.
public struct SizeClassPair: Sendable, Hashable, CustomStringConvertible {
    public var horizontal: SizeClass
    public var vertical: SizeClass

    public init(horizontal: SizeClass, vertical: SizeClass) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// "compact/regular": horizontal first, as the device list prints it.
    public var description: String { "\(horizontal.rawValue)/\(vertical.rawValue)" }
}

/// One iPhone or iPad model of the device catalog.
///
/// Sizes are in points with the device held in portrait; ``size(in:)`` turns them for landscape.
public struct Device: Sendable, Hashable {
    /// The model name, e.g. "iPhone SE (1st generation)". Unique in the catalog.
    public var name: String
    public var family: DeviceFamily
    /// Screen width in points, portrait.
    public var width: Double
    /// Screen height in points, portrait.
    public var height: Double
    /// Points to pixels.
    public var scale: Double
    /// Size classes of a full-screen app held in portrait.
    public var portrait: SizeClassPair
    /// Size classes of a full-screen app held in landscape.
    public var landscape: SizeClassPair
    /// Screen diagonal in inches, when the source gives one.
    public var diagonalInches: Double?
    /// Whether the system turns an app's interface upside down in portrait on this model.
    ///
    /// False on iPhones without a Home button (Face ID): UIKit never gives a view controller
    /// `portraitUpsideDown` there. True on Home-button iPhones (when the app opts in) and on every
    /// iPad. Each row of `Catalog/devices.json` cites its source.
    public var supportsPortraitUpsideDown: Bool

    public init(
        name: String, family: DeviceFamily, width: Double, height: Double, scale: Double, portrait: SizeClassPair,
        landscape: SizeClassPair, diagonalInches: Double?, supportsPortraitUpsideDown: Bool
    ) {
        self.name = name
        self.family = family
        self.width = width
        self.height = height
        self.scale = scale
        self.portrait = portrait
        self.landscape = landscape
        self.diagonalInches = diagonalInches
        self.supportsPortraitUpsideDown = supportsPortraitUpsideDown
    }

    /// Full-screen size classes in `orientation`.
    public func sizeClasses(in orientation: OrientationFamily) -> SizeClassPair {
        orientation == .portrait ? portrait : landscape
    }

    /// Full-screen width and height in points in `orientation`.
    public func size(in orientation: OrientationFamily) -> (width: Double, height: Double) {
        orientation == .portrait ? (width, height) : (height, width)
    }

    /// "320x568": the portrait size in points.
    public var pointsDescription: String {
        "\(PointFormat.string(width))x\(PointFormat.string(height))"
    }
}

/// Formats point values for messages: whole numbers without a fraction, others with one decimal.
public enum PointFormat {
    /// "343", "561.5", "-12".
    public static func string(_ value: Double) -> String {
        // Beyond 10^14 tenths no longer fit an Int's exact range; a spec may say 1e300.
        guard abs(value) < 1e14 else {
            return value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
        }
        let tenths = Int((abs(value) * 10).rounded())
        let sign = value < 0 && tenths > 0 ? "-" : ""
        return tenths % 10 == 0 ? "\(sign)\(tenths / 10)" : "\(sign)\(tenths / 10).\(tenths % 10)"
    }
}

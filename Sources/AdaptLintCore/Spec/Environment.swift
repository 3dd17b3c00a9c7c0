/// A trait environment a screen can be shown in: size classes, orientation and idiom.
public struct Environment: Sendable, Hashable, CustomStringConvertible {
    public var width: SizeClass
    public var height: SizeClass
    public var orientation: OrientationFamily
    public var idiom: Idiom

    public init(width: SizeClass, height: SizeClass, orientation: OrientationFamily, idiom: Idiom) {
        self.width = width
        self.height = height
        self.orientation = orientation
        self.idiom = idiom
    }

    /// The environments that iPhones and iPads really produce (Table 12-2 of guideline 002,
    /// with the iPad Split View and Slide Over panes of `ipad-multitasking.md`):
    /// - iPhone portrait: compact width, regular height;
    /// - iPhone landscape: compact or (Plus/Max models) regular width, compact height;
    /// - iPad full screen: regular width and height in both orientations;
    /// - iPad Split View and Slide Over panes: compact width, regular height in both orientations.
    public static let realizable: [Environment] = [
        Environment(width: .compact, height: .regular, orientation: .portrait, idiom: .phone),
        Environment(width: .compact, height: .compact, orientation: .landscape, idiom: .phone),
        Environment(width: .regular, height: .compact, orientation: .landscape, idiom: .phone),
        Environment(width: .regular, height: .regular, orientation: .portrait, idiom: .pad),
        Environment(width: .regular, height: .regular, orientation: .landscape, idiom: .pad),
        Environment(width: .compact, height: .regular, orientation: .portrait, idiom: .pad),
        Environment(width: .compact, height: .regular, orientation: .landscape, idiom: .pad),
    ]

    /// The number of realizable environments: `realizable.count`.
    public static var realizableCount: Int { realizable.count }

    public var description: String {
        "\(width.rawValue) width, \(height.rawValue) height, \(orientation.rawValue) (\(idiom.rawValue))"
    }
}

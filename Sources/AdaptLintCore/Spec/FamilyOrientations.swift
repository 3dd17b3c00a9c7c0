/// The orientations a screen supports on each device family: the object form of `orientations`,
/// `{ "phone": [...], "pad": [...] }`.
///
/// Info.plist says the same with `UISupportedInterfaceOrientations` and its `~ipad` variant: "portrait
/// only on iPhone, all four on iPad". It selects no layout (layouts are still chosen by size
/// class), so it is not idiom-based layout. A family left out of the object does not show the
/// screen at all.
public struct FamilyOrientations: Sendable {
    /// The object node.
    public var node: Int
    /// The orientations on iPhone, with the array's node; nil when the screen is not shown there.
    public var phone: Located<[Located<Orientation>]>?
    /// The orientations on iPad, with the array's node; nil when the screen is not shown there.
    public var pad: Located<[Located<Orientation>]>?

    public init(node: Int, phone: Located<[Located<Orientation>]>?, pad: Located<[Located<Orientation>]>?) {
        self.node = node
        self.phone = phone
        self.pad = pad
    }

    /// Every listed orientation once, iPhone's first, for readers that ask which orientations
    /// the screen supports anywhere (``ScreenSpec/orientations``).
    var union: [Located<Orientation>] {
        var result = phone?.value ?? []
        for orientation in pad?.value ?? [] where !result.contains(where: { $0.value == orientation.value }) {
            result.append(orientation)
        }
        return result
    }
}

extension ScreenSpec {
    /// The device families whose orientations a spec can list: iPhone and iPad.
    public static let orientationFamilies: [Idiom] = [.phone, .pad]

    /// The orientations the screen supports on devices of `idiom`: the list of the v1 array on
    /// every family, or that family's list of the object form; empty where the screen is not shown.
    ///
    /// Every rule that asks which orientations a device shows the screen in asks this, not the
    /// raw key.
    ///
    /// - Complexity: O(1).
    public func supportedOrientations(on idiom: Idiom) -> [Located<Orientation>] {
        guard let byFamily = orientationsByFamily else { return orientations.value }
        switch idiom {
        case .phone: return byFamily.phone?.value ?? []
        case .pad: return byFamily.pad?.value ?? []
        case .mac, .tv, .carPlay, .vision: return []
        }
    }

    /// The orientation families the screen supports on devices of `idiom`.
    public func supportedFamilies(on idiom: Idiom) -> Set<OrientationFamily> {
        Set(supportedOrientations(on: idiom).map(\.value.family))
    }

    /// The node a message about the orientations of `idiom` points at: the family's array in
    /// the object form, else the `orientations` array.
    public func orientationsNode(on idiom: Idiom) -> Int {
        guard let byFamily = orientationsByFamily else { return orientations.node }
        switch idiom {
        case .phone: return byFamily.phone?.node ?? byFamily.node
        case .pad: return byFamily.pad?.node ?? byFamily.node
        case .mac, .tv, .carPlay, .vision: return byFamily.node
        }
    }

    /// Whether a device of `idiom` held in `orientation` shows the screen.
    public func isShown(on idiom: Idiom, in orientation: OrientationFamily) -> Bool {
        supportedOrientations(on: idiom).contains { $0.value.family == orientation }
    }

    /// Whether `environment` is one the screen is shown in: its device family supports the
    /// screen in the environment's orientation.
    public func isShown(in environment: Environment) -> Bool {
        isShown(on: environment.idiom, in: environment.orientation)
    }
}

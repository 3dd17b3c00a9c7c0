/// A set of trait environments, one bit per combination of width, height, orientation and idiom
/// (2 x 2 x 2 x 6 = 48 bits).
///
/// The rules ask "is this component shown there?" for every component in every environment of
/// every screen: testing one bit answers without walking a component's and its ancestors'
/// conditions, and the set of a component is worked out once per screen (``ComponentIndex``).
public struct EnvironmentSet: Sendable, Hashable {
    public var bits: UInt64

    public init(bits: UInt64) {
        self.bits = bits
    }

    /// Every environment.
    public static let all = EnvironmentSet(bits: (1 << 48) - 1)

    /// The environments in which `condition` holds; every environment when it is nil.
    public init(_ condition: TraitCondition?) {
        var bits = Self.all.bits
        guard let condition else {
            self.bits = bits
            return
        }
        // Bit `w + 2h + 4o + 8i` (see `bit(of:)`): width alternates every bit, height every two
        // bits, orientation every four, and each idiom owns one byte.
        if let width = condition.width { bits &= width.value == .compact ? 0x5555_5555_5555 : 0xAAAA_AAAA_AAAA }
        if let height = condition.height { bits &= height.value == .compact ? 0x3333_3333_3333 : 0xCCCC_CCCC_CCCC }
        if let orientation = condition.orientation {
            bits &= orientation.value == .portrait ? 0x0F0F_0F0F_0F0F : 0xF0F0_F0F0_F0F0
        }
        if let idiom = condition.idiom { bits &= 0xFF << (8 * Self.ordinal(of: idiom.value)) }
        self.bits = bits
    }

    /// Whether `environment` is in the set.
    public func contains(_ environment: Environment) -> Bool {
        bits & Self.bit(of: environment) != 0
    }

    /// The environments in both sets.
    public func intersection(_ other: EnvironmentSet) -> EnvironmentSet {
        EnvironmentSet(bits: bits & other.bits)
    }

    /// The bit of one environment: rules that ask about the same environments for every
    /// component work the bits out once and test them with `&`.
    public static func bit(of environment: Environment) -> UInt64 {
        let width: UInt64 = environment.width == .compact ? 0 : 1
        let height: UInt64 = environment.height == .compact ? 0 : 2
        let orientation: UInt64 = environment.orientation == .portrait ? 0 : 4
        return 1 << (width + height + orientation + 8 * ordinal(of: environment.idiom))
    }

    private static func ordinal(of idiom: Idiom) -> UInt64 {
        switch idiom {
        case .phone: 0
        case .pad: 1
        case .mac: 2
        case .tv: 3
        case .carPlay: 4
        case .vision: 5
        }
    }
}

extension EnvironmentSet {
    /// The bit of the environment at `position` in ``Environment/realizable``: `bit(of:)` of it.
    public static func realizableBit(_ position: Int) -> UInt64 {
        realizableBits[position]
    }

    /// `bit(of:)` of each environment of ``Environment/realizable``, worked out once.
    private static let realizableBits = Environment.realizable.map(bit(of:))
}

/// The distinct sets of realizable environments that a screen's components are shown in, and
/// from them which realizable environments show the same components.
///
/// A set of realizable environments is numbered by its members' positions in
/// ``Environment/realizable`` (bit `e` for the `e`th). Two environments show the same components
/// exactly when every occurring set contains both or neither.
struct ShownSets {
    /// The occurring sets, each numbered as above, in order of first appearance.
    private var occurring: [Int] = []

    /// Records that some component is shown in the environments of `bits` (an ``EnvironmentSet``'s).
    ///
    /// - Complexity: O(occurring sets), which are few: one per distinct condition of the screen.
    mutating func insert(_ bits: UInt64) {
        var number = 0
        for position in Environment.realizable.indices where bits & EnvironmentSet.realizableBit(position) != 0 {
            number |= 1 << position
        }
        if !occurring.contains(number) { occurring.append(number) }
    }

    /// Whether the realizable environments at `first` and `second` show the same components.
    private func showSame(_ first: Int, _ second: Int) -> Bool {
        occurring.allSatisfy { ($0 >> first) & 1 == ($0 >> second) & 1 }
    }

    /// For each realizable environment, the number of its component list, numbered in order of
    /// first appearance; and for each list, the position of its first environment.
    ///
    /// - Complexity: O(environments² × occurring sets).
    func lists() -> (numbers: [Int], firsts: [Int]) {
        var numbers: [Int] = []
        var firsts: [Int] = []
        numbers.reserveCapacity(Environment.realizableCount)
        for position in Environment.realizable.indices {
            if let number = firsts.firstIndex(where: { showSame($0, position) }) {
                numbers.append(number)
            } else {
                numbers.append(firsts.count)
                firsts.append(position)
            }
        }
        return (numbers, firsts)
    }
}

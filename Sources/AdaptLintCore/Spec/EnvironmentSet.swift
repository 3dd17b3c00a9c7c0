/// A set of trait environments, one bit per combination of width, height, orientation and idiom
/// (2 x 2 x 2 x 6 = 48 bits).
///
/// Shaped for speed: the rules ask "is this component shown there?" for every component in
/// every environment of every screen. Testing one bit replaces walking a component's and its
/// ancestors' conditions, and the set of a component is worked out once per screen.
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
    /// The bit of the environment at `position` in ``Environment/realizable``: `bit(of:)` of it,
    /// from a constant (a test checks them all), since the index asks for every screen.
    @inlinable
    public static func realizableBit(_ position: Int) -> UInt64 {
        // The bit numbers 2, 4, 5, 11, 15, 10 and 14, one byte each.
        let numbers: UInt64 = 0x0E_0A_0F_0B_05_04_02
        return 1 << ((numbers >> (8 * UInt64(position))) & 0xFF)
    }
}

/// The distinct sets of realizable environments that a screen's components are shown in, and
/// from them which realizable environments show the same components.
///
/// Shaped for speed: asked for every screen. A set of realizable environments is a 7-bit number
/// (bit `e` for ``Environment/realizable``'s `e`th), and the sets that occur are a 128-bit set of
/// those numbers. Two environments show the same components exactly when the same occurring sets
/// contain them, which is a comparison of two 128-bit masks.
struct ShownSets {
    /// Bit `n` of `low` (`n < 64`) or of `high` (`n - 64`): the set numbered `n` occurs.
    private var low: UInt64 = 0
    private var high: UInt64 = 0
    /// The environments last inserted, as components of one layout are mostly alike.
    private var last: UInt64 = .max

    /// Records that some component is shown in the environments of `bits` (an ``EnvironmentSet``'s).
    mutating func insert(_ bits: UInt64) {
        guard bits != last else { return }
        last = bits
        var number: UInt64 = 0
        for position in 0..<Environment.realizableCount where bits & EnvironmentSet.realizableBit(position) != 0 {
            number |= 1 << UInt64(position)
        }
        if number < 64 { low |= 1 << number } else { high |= 1 << (number - 64) }
    }

    /// For each realizable environment, the number of its component list, numbered in order of
    /// first appearance, one byte each; for each list, the position of its first environment, one
    /// byte each; and how many lists there are.
    ///
    /// - Complexity: O(1): seven environments, at most 21 comparisons of two words.
    func lists() -> (numbers: UInt64, firsts: UInt64, count: Int) {
        // A stack buffer: the columns are read many times, and indexing it costs one load.
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 2 * Environment.realizableCount) { columns in
            // For each environment, its column: the occurring sets that contain it, as two words.
            // The 7-bit numbers with bit `e` follow the same pattern in each 64-bit half for
            // `e < 6`; for `e == 6`, they are the high half.
            let patterns: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (
                0xAAAA_AAAA_AAAA_AAAA, 0xCCCC_CCCC_CCCC_CCCC, 0xF0F0_F0F0_F0F0_F0F0, 0xFF00_FF00_FF00_FF00,
                0xFFFF_0000_FFFF_0000, 0xFFFF_FFFF_0000_0000
            )
            columns[0] = low & patterns.0
            columns[1] = high & patterns.0
            columns[2] = low & patterns.1
            columns[3] = high & patterns.1
            columns[4] = low & patterns.2
            columns[5] = high & patterns.2
            columns[6] = low & patterns.3
            columns[7] = high & patterns.3
            columns[8] = low & patterns.4
            columns[9] = high & patterns.4
            columns[10] = low & patterns.5
            columns[11] = high & patterns.5
            columns[12] = 0
            columns[13] = high
            var numbers: UInt64 = 0
            var firsts: UInt64 = 0
            var count = 0
            for position in 0..<Environment.realizableCount {
                // Lists are few: compare with the column of each one's first environment.
                var number = 0
                while number < count {
                    let other = Int((firsts >> (8 * UInt64(number))) & 0xFF)
                    if columns[2 * other] == columns[2 * position]
                        && columns[2 * other + 1] == columns[2 * position + 1]
                    {
                        break
                    }
                    number += 1
                }
                if number == count {
                    firsts |= UInt64(position) << (8 * UInt64(count))
                    count += 1
                }
                numbers |= UInt64(number) << (8 * UInt64(position))
            }
            return (numbers, firsts, count)
        }
    }
}

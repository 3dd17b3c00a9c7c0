/// The windows of a device list, worked out once per run for each set of orientations a screen
/// can support, so the device rules do not rebuild and regroup hundreds of windows per file.
public struct DeviceWindowTable: Sendable {
    /// The windows of one orientation set, grouped the way the device checks walk them.
    public struct Group: Sendable {
        /// Every window, in matrix order (``DeviceMatrix/windows(of:orientations:)``).
        public let windows: [DeviceWindow]
        /// The distinct environments of `windows`, in order of first appearance, each with its
        /// windows in matrix order and again sorted narrowest first.
        public let environments: [(environment: Environment, windows: [DeviceWindow], narrowestFirst: [DeviceWindow])]
        /// The position in `windows` of each window of each environment's `narrowestFirst`
        /// (sorting overflows by matrix order).
        let narrowestFirstOrders: [[Int]]
        /// The windows of compact height, in matrix order: filtered once per run rather than per
        /// screen (`principal-compact-height`).
        public let compactHeightWindows: [DeviceWindow]
        /// The narrowest window of each of `environments` that has one, in order, as plain values:
        /// the environment's bit (``EnvironmentSet/bit(of:)``), the window's width and whether the
        /// width class is compact (which default margins apply). ``DeviceChecks`` tests every
        /// screen against these before it looks at any window.
        let narrowest: [(bit: UInt64, width: Double, compactWidth: Bool)]
        /// The bit of each of `environments` (``EnvironmentSet/bit(of:)``), in order.
        let environmentBits: [UInt64]

        init(_ windows: [DeviceWindow]) {
            self.windows = windows
            self.environments = DeviceChecks.orderedEnvironments(windows).map { environment in
                let matching = windows.filter { $0.environment == environment }
                return (environment, matching, matching.sorted { $0.width < $1.width })
            }
            self.environmentBits = environments.map { EnvironmentSet.bit(of: $0.environment) }
            self.narrowest = environments.compactMap { entry in
                entry.narrowestFirst.first.map {
                    (EnvironmentSet.bit(of: entry.environment), $0.width, entry.environment.width == .compact)
                }
            }
            let order = Dictionary(uniqueKeysWithValues: windows.enumerated().map { ($1, $0) })
            self.narrowestFirstOrders = environments.map { entry in entry.narrowestFirst.map { order[$0] ?? 0 } }
            self.compactHeightWindows = windows.filter { $0.environment.height == .compact }
        }
    }

    private let portrait: Group
    private let landscape: Group
    private let both: Group
    private let none: Group

    public init(devices: [Device]) {
        portrait = Group(DeviceMatrix.windows(of: devices, orientations: [.portrait]))
        landscape = Group(DeviceMatrix.windows(of: devices, orientations: [.landscape]))
        both = Group(DeviceMatrix.windows(of: devices, orientations: [.portrait, .landscape]))
        none = Group([])
    }

    /// The windows `screen` can be shown in: every window in the orientations it supports.
    public func group(for screen: ScreenSpec) -> Group {
        var hasPortrait = false
        var hasLandscape = false
        for orientation in screen.orientations.value {
            switch orientation.value.family {
            case .portrait: hasPortrait = true
            case .landscape: hasLandscape = true
            }
        }
        switch (hasPortrait, hasLandscape) {
        case (true, true): return both
        case (true, false): return portrait
        case (false, true): return landscape
        case (false, false): return none
        }
    }
}

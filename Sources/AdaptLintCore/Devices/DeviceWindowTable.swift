import Foundation

/// The windows of a device list, worked out once per run for each set of orientations a screen
/// can support, so the device rules do not rebuild and regroup hundreds of windows per file.
public struct DeviceWindowTable: Sendable {
    /// The windows of one orientation set, grouped the way the device checks walk them.
    ///
    /// A class: every device rule asks for a screen's group, and handing out a reference costs
    /// one retain where a struct of six arrays cost six, and six releases.
    public final class Group: Sendable {
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
        /// The bit of each of `environments` (``EnvironmentSet/bit(of:)``), in order.
        let environmentBits: [UInt64]
        /// The bits of `environmentBits` together: a screen whose layouts cover them all has a
        /// layout for every window.
        let environmentMask: UInt64

        init(_ windows: [DeviceWindow]) {
            self.windows = windows
            var environments: [(Environment, [DeviceWindow], [DeviceWindow])] = []
            var orders: [[Int]] = []
            for environment in DeviceChecks.orderedEnvironments(windows) {
                let positions = windows.indices.filter { windows[$0].environment == environment }
                // The same comparisons on the same sequence as sorting the windows themselves, so
                // the same order; and each window's position comes with it, without hashing windows.
                let narrowestFirst = positions.sorted { windows[$0].width < windows[$1].width }
                environments.append(
                    (environment, positions.map { windows[$0] }, narrowestFirst.map { windows[$0] }))
                orders.append(narrowestFirst)
            }
            self.environments = environments
            self.narrowestFirstOrders = orders
            self.environmentBits = environments.map { EnvironmentSet.bit(of: $0.0) }
            self.environmentMask = environmentBits.reduce(0, |)
            self.compactHeightWindows = windows.filter { $0.environment.height == .compact }
        }
    }

    private let portrait: Group
    private let landscape: Group
    private let both: Group
    private let none: Group
    /// The groups of screens whose orientations differ between iPhone and iPad, built when first
    /// asked for (few screens have them).
    private let mixed: MixedGroups

    public init(devices: [Device]) {
        // Each device's portrait windows come before its landscape ones: each orientation's
        // windows are those of both, in the same order.
        let windows = DeviceMatrix.windows(of: devices, orientations: [.portrait, .landscape])
        portrait = Group(windows.filter { $0.orientation == .portrait })
        landscape = Group(windows.filter { $0.orientation == .landscape })
        both = Group(windows)
        none = Group([])
        mixed = MixedGroups(windows: windows)
    }

    /// The table of `devices`, built once per process for each device list (tables are
    /// immutable): the device rules of a run, and the linters of a run's folders, share it.
    ///
    /// - Complexity: O(devices x panes) the first time, then O(devices) to find it again.
    public static func shared(for devices: [Device]) -> DeviceWindowTable {
        cache.lock.lock()
        defer { cache.lock.unlock() }
        if let known = cache.tables.first(where: { $0.devices == devices }) { return known.table }
        let table = DeviceWindowTable(devices: devices)
        // A run uses one device list; a process that lints with many keeps the latest few.
        if cache.tables.count >= 4 { cache.tables.removeFirst() }
        cache.tables.append((devices, table))
        return table
    }

    /// The tables ``shared(for:)`` built, behind a lock.
    private final class Cache: @unchecked Sendable {
        let lock = NSLock()
        var tables: [(devices: [Device], table: DeviceWindowTable)] = []
    }

    private static let cache = Cache()

    /// The windows `screen` can be shown in: every window in the orientations it supports, per
    /// device family when the spec gives orientations per family
    /// (``ScreenSpec/supportedOrientations(on:)``).
    /// An app that requires full screen on iPad (``ScreenSpec/isFullScreenOnlyOnPad``) has no Split
    /// View or Slide Over pane there: its iPads show the full screen only.
    public func group(for screen: ScreenSpec) -> Group {
        let padPanes = !screen.isFullScreenOnlyOnPad
        if screen.orientationsByFamily != nil || !padPanes {
            let phone = Self.families(screen.supportedOrientations(on: .phone))
            let pad = Self.families(screen.supportedOrientations(on: .pad))
            if phone != pad || !padPanes { return mixed.group(phone: phone, pad: pad, padPanes: padPanes) }
        }
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

    /// The orientation families of `orientations` as bits: 1 portrait, 2 landscape.
    static func families(_ orientations: [Located<Orientation>]) -> Int {
        orientations.reduce(0) { $0 | ($1.value.family == .portrait ? 1 : 2) }
    }

    /// Groups for screens whose iPhone and iPad orientation families differ, made on demand and
    /// kept behind a lock.
    private final class MixedGroups: @unchecked Sendable {
        let windows: [DeviceWindow]
        let lock = NSLock()
        var groups: [Int: Group] = [:]

        init(windows: [DeviceWindow]) {
            self.windows = windows
        }

        /// The windows of iPhones in the families `phone` and of iPads in the families `pad`
        /// (``DeviceWindowTable/families(_:)`` bits), in matrix order; without the iPads'
        /// multitasking panes unless `padPanes`.
        func group(phone: Int, pad: Int, padPanes: Bool = true) -> Group {
            lock.lock()
            defer { lock.unlock() }
            let key = phone * 4 + pad + (padPanes ? 0 : 16)
            if let known = groups[key] { return known }
            let group = Group(
                windows.filter { window in
                    let isPhone = window.device.family == .iphone
                    guard isPhone || padPanes || window.mode == .fullScreen else { return false }
                    return (isPhone ? phone : pad) & (window.orientation == .portrait ? 1 : 2) != 0
                })
            groups[key] = group
            return group
        }
    }
}

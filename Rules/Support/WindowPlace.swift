import AdaptLintCore

/// Where a finding about regular width applies, named by device when that says more.
enum WindowPlace {
    /// "in regular width", or, when every regular-width window of the environments in `bits` is
    /// an iPhone held in landscape (a compact-height layout that also serves Plus and Max
    /// iPhones), "in regular width on iPhone 8 Plus, iPhone XR and 9 more in landscape
    /// (736-956pt)".
    ///
    /// - Parameter bits: Environments as ``EnvironmentSet`` bits.
    /// - Complexity: O(windows of the catalog); asked only for a finding.
    static func regularWidth(_ bits: UInt64) -> String {
        let windows = DeviceMatrix.windows(of: DeviceCatalog.all, orientations: [.portrait, .landscape]).filter {
            $0.environment.width == .regular && EnvironmentSet.bit(of: $0.environment) & bits != 0
        }
        guard !windows.isEmpty, windows.allSatisfy({ $0.device.family == .iphone }),
            let narrowest = windows.map(\.width).min(), let widest = windows.map(\.width).max()
        else { return "in regular width" }
        let sorted = windows.sorted { ($0.width, $0.device.name) < ($1.width, $1.device.name) }
        let names = LabelList.summary(sorted.map(\.label), limit: 2)
        let range =
            narrowest == widest
            ? "\(PointFormat.string(narrowest))pt" : "\(PointFormat.string(narrowest))-\(PointFormat.string(widest))pt"
        return "in regular width on \(names) in landscape (\(range))"
    }
}

import AdaptLintCore

/// What a device-aware rule keeps for a run: the devices it checks (`--devices`) and their
/// windows, grouped once by orientation set and environment. The four device rules of a linter,
/// and the linters of every folder of a run, share one table (``DeviceWindowTable/shared(for:)``):
/// building it is most of the cost of building a linter.
struct DeviceRuleScope: Sendable {
    let devices: [Device]
    let windows: DeviceWindowTable

    init(devices: [Device]) {
        self.devices = devices
        self.windows = DeviceWindowTable.shared(for: devices)
    }

    /// The parameter every device rule shares: how many devices a message names.
    static let listedDevices = RuleParameter(
        name: "listedDevices", defaultValue: 2, unit: "device names",
        summary: "How many devices a message names before it says how many more there are.")
}

import AdaptLintCore

/// What a device-aware rule keeps for a run: the devices it checks (`--devices`) and their
/// windows, grouped once by orientation set and environment.
struct DeviceRuleScope: Sendable {
    let devices: [Device]
    let windows: DeviceWindowTable

    init(devices: [Device]) {
        self.devices = devices
        self.windows = DeviceWindowTable(devices: devices)
    }

    /// The parameter every device rule shares: how many devices a message names.
    static let listedDevices = RuleParameter(
        name: "listedDevices", defaultValue: 2, unit: "devices",
        summary: "How many devices a message names before it says how many more there are.")
}

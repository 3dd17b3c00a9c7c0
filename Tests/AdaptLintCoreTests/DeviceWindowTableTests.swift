import Testing

@testable import AdaptLintCore

/// The window table groups windows as the device checks expect, whichever way it is built, and
/// one table serves every rule and linter of a process for the same device list.
@Suite struct DeviceWindowTableTests {
    static let deviceLists: [[Device]] = [
        DeviceCatalog.all, Array(DeviceCatalog.all.prefix(5)), Array(DeviceCatalog.all.suffix(7)), [],
    ]

    /// A screen that supports `orientations` (JSON text).
    static func screen(_ orientations: String) throws -> ScreenSpec {
        try decodeValid(
            #"{ "screen": "S", "orientations": \#(orientations), "layouts": [ { "components": [] } ] }"#)
    }

    /// Each group as the table built it before it shared windows between orientation sets and
    /// ordered them without hashing: windows from the matrix, environments in order of first
    /// appearance, windows sorted narrowest first, positions looked up by window.
    @Test(arguments: deviceLists)
    func groupsMatchTheirDefinition(_ devices: [Device]) throws {
        let table = DeviceWindowTable(devices: devices)
        let sets: [(Set<OrientationFamily>, String)] = [
            ([.portrait], #"["portrait"]"#), ([.landscape], #"["landscapeLeft"]"#),
            ([.portrait, .landscape], #"["portraitUpsideDown", "landscapeRight"]"#),
        ]
        for (families, orientations) in sets {
            let group = table.group(for: try Self.screen(orientations))
            let windows = DeviceMatrix.windows(of: devices, orientations: families)
            #expect(group.windows == windows)
            let environments = DeviceChecks.orderedEnvironments(windows)
            #expect(group.environments.map(\.environment) == environments)
            let order = Dictionary(uniqueKeysWithValues: windows.enumerated().map { ($1, $0) })
            for (entry, environment) in zip(group.environments, environments) {
                let matching = windows.filter { $0.environment == environment }
                #expect(entry.windows == matching)
                #expect(entry.narrowestFirst == matching.sorted { $0.width < $1.width })
            }
            #expect(group.narrowestFirstOrders == group.environments.map { $0.narrowestFirst.map { order[$0] ?? -1 } })
            #expect(group.environmentBits == environments.map(EnvironmentSet.bit(of:)))
            #expect(group.environmentMask == environments.reduce(0) { $0 | EnvironmentSet.bit(of: $1) })
            #expect(group.compactHeightWindows == windows.filter { $0.environment.height == .compact })
        }
    }

    @Test func oneTablePerDeviceList() throws {
        let screen = try Self.screen(#"["portrait", "landscapeLeft"]"#)
        let all = DeviceWindowTable.shared(for: DeviceCatalog.all)
        #expect(all.group(for: screen) === DeviceWindowTable.shared(for: DeviceCatalog.all).group(for: screen))
        let few = DeviceWindowTable.shared(for: Array(DeviceCatalog.all.prefix(3)))
        #expect(few.group(for: screen) !== all.group(for: screen))
        #expect(
            few.group(for: screen).windows
                == DeviceWindowTable(devices: Array(DeviceCatalog.all.prefix(3))).group(for: screen).windows)
        // More device lists than the cache keeps: each still gets its own windows.
        for count in 1...6 {
            let devices = Array(DeviceCatalog.all.prefix(count))
            #expect(
                DeviceWindowTable.shared(for: devices).group(for: screen).windows
                    == DeviceMatrix.windows(of: devices, orientations: [.portrait, .landscape]))
        }
    }
}

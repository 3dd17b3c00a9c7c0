import AdaptLintCore

/// Text for `adaptlint devices`: the device catalog, then the iPad multitasking panes.
enum DeviceListing {
    /// Two aligned tables: every device with its portrait size and full-screen size classes per
    /// orientation, and every Split View and Slide Over pane of the iPads among `devices`.
    ///
    /// - Complexity: O(devices x panes).
    static func text(for devices: [Device]) -> String {
        var out = "Devices (size in points, portrait; size classes as width/height):\n\n"
        var rows = [["NAME", "POINTS", "PORTRAIT", "LANDSCAPE", "CURRENT"]]
        let current = Set(DeviceCatalog.current.map(\.name))
        for device in devices {
            rows.append([
                device.name, device.pointsDescription, device.portrait.description, device.landscape.description,
                current.contains(device.name) ? "yes" : "no",
            ])
        }
        out += table(rows)
        var panes = [["IPAD", "ORIENTATION", "PANE", "WIDTH", "SIZE CLASSES", "WIDTH FROM"]]
        for device in devices {
            for orientation in OrientationFamily.allCases {
                for pane in Multitasking.panes(of: device, in: orientation) {
                    panes.append([
                        device.name, orientation.rawValue, pane.mode.label, PointFormat.string(pane.width),
                        pane.sizeClasses.description, pane.widthSource == "derived" ? "derived" : "measured",
                    ])
                }
            }
        }
        if panes.count > 1 {
            out += "\niPad Split View and Slide Over panes (width in points; 'derived' widths follow from the screen\n"
            out += "size, see docs/devices.md):\n\n" + table(panes)
        }
        let unknown = devices.filter { DeviceCatalog.panesUnknown.contains($0.name) }.map(\.name)
        if !unknown.isEmpty {
            out +=
                "\nNo source gives the Split View and Slide Over pane widths of \(unknown.joined(separator: ", ")):\n"
            out += "checked full screen only (docs/devices.md).\n"
        }
        out += "\n'current': models that run iOS 18 or iPadOS 18 or later. Narrow a run with --devices.\n"
        return out
    }

    /// Left-aligned columns separated by two spaces, without trailing spaces.
    private static func table(_ rows: [[String]]) -> String {
        let columns = rows.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in
            rows.map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0
        }
        return rows.map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }
}

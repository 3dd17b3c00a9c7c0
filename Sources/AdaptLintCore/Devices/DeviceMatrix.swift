/// The space an app gets on one device in one orientation: the full screen, or an iPad Split View
/// or Slide Over pane.
public struct DeviceWindow: Sendable, Hashable {
    public var device: Device
    public var orientation: OrientationFamily
    public var mode: MultitaskingMode
    /// Width of the window in points.
    public var width: Double
    /// The trait environment layouts are chosen by.
    public var environment: Environment

    /// How messages name the window: "iPhone 8", "iPad Pro 11-inch (1st-4th generation) in Slide Over".
    public var label: String {
        mode == .fullScreen ? device.name : "\(device.name) in \(mode.label)"
    }
}

/// Every window of a set of devices: each device in each orientation, full screen and (iPads)
/// every multitasking pane.
public enum DeviceMatrix {
    /// The windows of `devices` in the orientation families `orientations`, in catalog order:
    /// device, then portrait before landscape, then full screen before the panes.
    ///
    /// - Parameters:
    ///   - devices: The devices to include, usually ``DeviceCatalog/all`` or a `--devices` selection.
    ///   - orientations: The orientation families a screen supports.
    /// - Returns: The windows; the environment's orientation is the device's.
    /// - Complexity: O(devices x panes).
    public static func windows(of devices: [Device], orientations: Set<OrientationFamily>) -> [DeviceWindow] {
        var windows: [DeviceWindow] = []
        for device in devices {
            for orientation in OrientationFamily.allCases where orientations.contains(orientation) {
                let full = device.sizeClasses(in: orientation)
                windows.append(
                    window(device, orientation, .fullScreen, width: device.size(in: orientation).width, classes: full))
                for pane in Multitasking.panes(of: device, in: orientation) {
                    windows.append(window(device, orientation, pane.mode, width: pane.width, classes: pane.sizeClasses))
                }
            }
        }
        return windows
    }

    private static func window(
        _ device: Device, _ orientation: OrientationFamily, _ mode: MultitaskingMode, width: Double,
        classes: SizeClassPair
    ) -> DeviceWindow {
        let environment = Environment(
            width: classes.horizontal, height: classes.vertical, orientation: orientation, idiom: device.family.idiom)
        return DeviceWindow(
            device: device, orientation: orientation, mode: mode, width: width, environment: environment)
    }
}

/// "A, B and 4 more": the first `limit` labels, then how many others.
public enum LabelList {
    /// A configured "how many to name" as a count from 1 to 100 (2 when it is not a finite number).
    public static func limit(_ value: Double) -> Int {
        value.isFinite ? Int(min(100, max(1, value.rounded()))) : 2
    }

    /// Joins `labels` for a message, naming at most `limit` of them.
    ///
    /// - Complexity: O(n).
    public static func summary(_ labels: [String], limit: Int) -> String {
        summary(count: labels.count, limit: limit) { labels[$0] }
    }

    /// ``summary(_:limit:)`` of `count` labels, of which only those it names are made (`label`
    /// gives the label at a position): a device rule names two windows out of dozens, and making
    /// a window's label builds a string.
    ///
    /// - Complexity: O(limit).
    public static func summary(count: Int, limit: Int, label: (Int) -> String) -> String {
        let shown = (0..<min(count, max(1, limit))).map(label)
        let rest = count - shown.count
        if rest > 0 { return shown.joined(separator: ", ") + " and \(rest) more" }
        guard shown.count > 1 else { return shown.first ?? "" }
        return shown.dropLast().joined(separator: ", ") + " and " + (shown.last ?? "")
    }
}

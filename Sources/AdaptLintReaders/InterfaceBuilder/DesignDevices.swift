/// Xcode's design device ids (`<device id="retina4_7">`) and the devices they stand for.
///
/// Frames in a document hold for this device only; the spec says so in its layout description.
enum DesignDevices {
    /// Device id -> name and portrait size in points, from Xcode's "View as" device list.
    static let table: [String: (name: String, width: Int, height: Int)] = [
        "retina3_5": ("iPhone 4s", 320, 480), "retina4_0": ("iPhone SE (1st generation)", 320, 568),
        "retina4_7": ("iPhone 8", 375, 667), "retina5_5": ("iPhone 8 Plus", 414, 736),
        "retina5_9": ("iPhone 11 Pro", 375, 812), "retina6_1": ("iPhone 11", 414, 896),
        "retina6_5": ("iPhone 11 Pro Max", 414, 896), "retina6_0": ("iPhone 12 Pro", 390, 844),
        "retina6_12": ("iPhone 14", 390, 844), "retina6_7": ("iPhone 12 Pro Max", 428, 926),
        "retina6_72": ("iPhone 14 Plus", 428, 926), "ipad7_9": ("iPad mini", 768, 1024),
        "ipad9_7": ("iPad (9.7-inch)", 768, 1024), "ipad10_2": ("iPad (10.2-inch)", 810, 1080),
        "ipad10_5": ("iPad Pro (10.5-inch)", 834, 1112), "ipad10_9rounded": ("iPad Air (10.9-inch)", 820, 1180),
        "ipad11": ("iPad Pro (11-inch)", 834, 1194), "ipad11rounded": ("iPad Pro (11-inch)", 834, 1194),
        "ipad12_9": ("iPad Pro (12.9-inch)", 1024, 1366), "ipad12_9rounded": ("iPad Pro (12.9-inch)", 1024, 1366),
    ]

    /// "Frames drawn in Interface Builder for iPhone 8 (retina4_7, 375x667pt) in portrait; other devices and
    /// size classes are laid out by Auto Layout."
    static func note(_ device: XMLNode?) -> String {
        guard let device, let id = device["id"].map(IBElementTypes.shortened) else {
            return
                "Frames drawn in Interface Builder for an unnamed design device; other devices are laid out by Auto Layout."
        }
        let orientation = IBElementTypes.shortened(device["orientation"] ?? "portrait")
        guard let entry = table[id] else {
            return
                "Frames drawn in Interface Builder for design device '\(id)' in \(orientation); other devices are laid out by Auto Layout."
        }
        let landscape = orientation == "landscape"
        let size = landscape ? "\(entry.height)x\(entry.width)pt" : "\(entry.width)x\(entry.height)pt"
        return
            "Frames drawn in Interface Builder for \(entry.name) (\(id), \(size)) in \(orientation); other devices are laid out by Auto Layout."
    }
}

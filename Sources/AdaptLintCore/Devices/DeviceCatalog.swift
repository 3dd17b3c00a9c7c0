/// The iPhones and iPads adaptlint checks specs on, compiled into the binary.
///
/// The models come from `Devices/Catalog/devices.json` (in the repository, each row with its source)
/// through `scripts/generate-devices` (see `DeviceCatalog+Generated.swift`); the binary never reads
/// that file. iPad Split View and Slide Over panes are in ``Multitasking``.
public enum DeviceCatalog {
    /// Every model, iPhones first, in the order of the reference data.
    public static var all: [Device] { generated }

    /// The models `--devices current` selects: every model that runs iOS 18 or iPadOS 18 or later.
    ///
    /// Those were the newest releases when the catalog's sources were gathered (Apple's HIG
    /// snapshot of June 2025). The test suite checks that every name in ``retired`` is in the catalog.
    public static var current: [Device] { all.filter { !retired.contains($0.name) } }

    /// Models whose newest system is older than iOS 18 / iPadOS 18: iOS 15 for the iPhone SE
    /// (1st generation), iOS 16 for the iPhone 8, 8 Plus and X, iPadOS 17 for the 9.7-inch iPad and
    /// the 10.5-inch iPad Pro (its A10X is not on the iPadOS 18 list, which keeps the 10.2-inch iPad
    /// from the 7th generation and the iPad Air from the 3rd).
    /// Models added to the reference data count as current until they are listed here.
    public static let retired: Set<String> = [
        "iPhone SE (1st generation)",
        "iPhone 8",
        "iPhone 8 Plus",
        "iPhone X",
        "iPad 9.7-inch (5th/6th generation)",
        "iPad Pro 10.5-inch",
    ]

    /// iPads whose Split View and Slide Over panes have no source: they are checked full screen
    /// only, and ``Multitasking/panes(of:in:)`` gives them none rather than invented widths.
    ///
    /// Each such row of `devices.json` says why in its `panesUnknown` key (docs/devices.md).
    public static var panesUnknown: Set<String> { generatedPanesUnknown }

    /// The model named `name`, compared without regard to case.
    ///
    /// - Complexity: O(n) in the catalog size.
    public static func device(named name: String) -> Device? {
        let lowered = name.lowercased()
        return all.first { $0.name.lowercased() == lowered }
    }
}

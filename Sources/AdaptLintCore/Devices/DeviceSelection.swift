/// The devices a run checks, as `--devices` selects them.
public struct DeviceSelection: Sendable, Hashable {
    /// The selected devices, in catalog order, each once.
    public var devices: [Device]

    public init(devices: [Device]) {
        self.devices = devices
    }

    /// Every device in the catalog.
    public static var all: DeviceSelection { DeviceSelection(devices: DeviceCatalog.all) }

    /// Words `--devices` accepts besides model names.
    public static let keywords = ["all", "current", "iphone", "ipad"]

    /// A value of `--devices` that names no device.
    public struct UnknownDevice: Error, Hashable {
        public var name: String
        /// The closest keyword or model name, when one is close enough to be a typo.
        public var suggestion: String?
    }

    /// Parses a `--devices` value: a comma-separated list of keywords (`all`, `current`, `iphone`,
    /// `ipad`) and model names, all compared without regard to case. Commas inside parentheses
    /// belong to the name ("iPad mini 8.3-inch (6th generation, A17 Pro)"). The result is the union.
    ///
    /// - Parameter text: The option's value.
    /// - Returns: The selection, in catalog order.
    /// - Throws: ``UnknownDevice`` for the first item that is neither a keyword nor a model.
    /// - Complexity: O(items x catalog).
    public static func parse(_ text: String) throws(UnknownDevice) -> DeviceSelection {
        var chosen = Set<String>()
        let items = split(text).map { $0.trimmingSpaces }.filter { !$0.isEmpty }
        if items.isEmpty { throw UnknownDevice(name: text, suggestion: nil) }
        for item in items {
            let devices = try resolve(item)
            chosen.formUnion(devices.map(\.name))
        }
        return DeviceSelection(devices: DeviceCatalog.all.filter { chosen.contains($0.name) })
    }

    private static func resolve(_ item: String) throws(UnknownDevice) -> [Device] {
        switch item.lowercased() {
        case "all": return DeviceCatalog.all
        case "current": return DeviceCatalog.current
        case "iphone": return DeviceCatalog.all.filter { $0.family == .iphone }
        case "ipad": return DeviceCatalog.all.filter { $0.family == .ipad }
        default:
            if let device = DeviceCatalog.device(named: item) { return [device] }
            let candidates = keywords + DeviceCatalog.all.map(\.name)
            throw UnknownDevice(name: item, suggestion: Suggestion.closest(to: item, in: candidates))
        }
    }

    /// Splits at commas outside parentheses.
    static func split(_ text: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            switch character {
            case "(": depth += 1
            case ")": depth = max(0, depth - 1)
            case "," where depth == 0:
                parts.append(current)
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        parts.append(current)
        return parts
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}

/// A screen rule that checks a spec on concrete devices; `--devices` decides which, and `init()`
/// checks every device of the catalog.
public protocol DeviceAwareRule: Rule {
    /// A rule that checks every window of `devices`.
    init(devices: [Device])
}

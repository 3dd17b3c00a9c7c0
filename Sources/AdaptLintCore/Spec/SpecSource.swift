/// Where a screen spec came from, when it was not written as a spec: the top-level `source` key.
///
/// A spec read from another input (an Interface Builder document) knows less than a written spec: its
/// frames hold for one design device only, and what is built in code is missing. Rules that need what the
/// source cannot tell stay silent on it (``Rule/needs``).
public enum SpecSource: String, Sendable, CaseIterable, Hashable {
    /// Read from a `.storyboard` or `.xib` file, or imported from one (`adaptlint import`).
    case interfaceBuilder

    /// What a spec from this source can tell the rules.
    public var knowledge: SpecKnowledge {
        switch self {
        // Interface Builder: frames for the design device only (other devices and size classes need
        // an Auto Layout solver), orientations live in Info.plist, item counts and UI built in code are
        // unknown. What it does tell: control types and their drawn sizes, what each size class
        // excludes or hides, accessibility labels and outlets, idiom-specific documents.
        case .interfaceBuilder: []
        }
    }
}

/// What a spec tells the rules beyond its components, types, sizes and size-class conditions, which every
/// spec tells.
///
/// A written spec knows everything here. A rule lists what it needs in ``Rule/needs``; the engine runs it
/// only on specs that know all of that.
public struct SpecKnowledge: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Frames hold on every device and in every size class a layout applies to, not only on one design
    /// device.
    public static let framesOnEveryDevice = SpecKnowledge(rawValue: 1 << 0)
    /// The screen's orientations are the app's (`orientations` is not a placeholder).
    public static let orientations = SpecKnowledge(rawValue: 1 << 1)
    /// Carousels and lists give their item counts.
    public static let itemCounts = SpecKnowledge(rawValue: 1 << 2)
    /// Every component is in the spec: nothing is added or laid out in code.
    public static let completeContent = SpecKnowledge(rawValue: 1 << 3)
    /// Fonts say whether they follow Dynamic Type.
    public static let fonts = SpecKnowledge(rawValue: 1 << 4)

    /// Everything: what a written spec knows, and what a rule needs unless it says otherwise.
    public static let all: SpecKnowledge = [
        .framesOnEveryDevice, .orientations, .itemCounts, .completeContent, .fonts,
    ]
}

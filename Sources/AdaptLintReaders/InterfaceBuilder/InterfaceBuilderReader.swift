import AdaptJSON
import AdaptLintCore

/// Reads a `.storyboard` or `.xib` into screens, one per scene or root view: the model that
/// ``InterfaceBuilderLinter`` lints and ``IBSpecWriter`` writes as specs.
public enum InterfaceBuilderReader {
    /// What reading one document gives.
    public enum Outcome: Sendable {
        case screens([IBScreen])
        case skipped(reason: String, offset: Int)
        case invalid(XMLReadError)
    }

    /// Whether `path` names an Interface Builder document (`.storyboard` or `.xib`).
    public static func isInterfaceBuilderPath(_ path: String) -> Bool {
        path.hasSuffix(".xib") || path.hasSuffix(".storyboard")
    }

    /// Reads the document at `path` (used for `~ipad` and the screen names) from `bytes`.
    ///
    /// - Complexity: O(n) in the size of the document.
    public static func read(
        _ bytes: [UInt8], path: String, limits: XMLTree.Limits = .default
    ) -> Outcome {
        let root: XMLNode
        var limits = limits
        limits.maximumViews = maximumViews
        do {
            root = try XMLTree.parse(bytes, limits: limits)
        } catch {
            return .invalid(error)
        }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        var reader = IBDocumentReader(root: root, fileName: name)
        switch reader.read() {
        case .skipped(let reason, let offset):
            return .skipped(reason: reason, offset: offset)
        case .screens(let screens):
            return .screens(screens)
        }
    }

    /// Views (children of `<subviews>`) one document may hold: `ib-views` in docs/limits.md. Xcode's
    /// largest real documents hold a few thousand; each view becomes a component that every rule sees.
    public static let maximumViews = 20_000
}

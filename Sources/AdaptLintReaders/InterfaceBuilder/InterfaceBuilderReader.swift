import AdaptJSON
import AdaptLintCore

/// Reads a `.storyboard` or `.xib` into format-1 specs, one per scene or root view.
public enum InterfaceBuilderReader {
    /// What reading one document gives.
    public enum Outcome: Sendable {
        case specs([IBSpecText])
        case skipped(reason: String, offset: Int)
        case invalid(XMLReadError)
    }

    /// Whether `path` names an Interface Builder document (`.storyboard` or `.xib`).
    public static func isInterfaceBuilderPath(_ path: String) -> Bool {
        path.hasSuffix(".xib") || path.hasSuffix(".storyboard")
    }

    /// Reads the document at `path` (used for `~ipad` and the screen names) from `bytes`.
    ///
    /// - Parameters:
    ///   - app: What the app's Info.plist says, written into every spec (orientations per device
    ///     family, `requiresFullScreen`); nil writes placeholder orientations.
    /// - Complexity: O(n) in the size of the document.
    public static func read(
        _ bytes: [UInt8], path: String, limits: XMLTree.Limits = .default, app: AppFacts? = nil
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
            return .specs(screens.map { IBSpecWriter.write($0, document: name, app: app) })
        }
    }

    /// Views (children of `<subviews>`) one document may hold: `ib-views` in docs/limits.md. Xcode's
    /// largest real documents hold a few thousand; each view becomes a component that every rule sees.
    public static let maximumViews = 20_000
}

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
        do {
            root = try XMLTree.parse(bytes, limits: limits)
        } catch {
            return .invalid(error)
        }
        if let crowded = firstViewPastLimit(root) {
            return .invalid(
                XMLReadError(
                    message:
                        "the document holds more than \(maximumViews) views; this exceeds adaptlint's ib-views limit",
                    position: LineIndex(bytes).position(of: crowded)))
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

    /// The offset of the first view past ``maximumViews``, or nil.
    ///
    /// - Complexity: O(n) in the elements of the tree.
    static func firstViewPastLimit(_ root: XMLNode) -> Int? {
        var count = 0
        var pending = [root]
        while let node = pending.popLast() {
            if node.name == "subviews" {
                count += node.children.count
                if count > maximumViews { return node.children[node.children.count - (count - maximumViews)].offset }
            }
            pending.append(contentsOf: node.children)
        }
        return nil
    }
}

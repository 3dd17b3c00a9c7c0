/// A screen spec that an app description names, read and decoded so that app rules can compare
/// the app with its screens.
public struct ReferencedSpec: Sendable {
    /// The spec's path from the working directory, as reports show it: the reference read from the
    /// app file's folder, with `.` and `dir/..` segments taken out.
    public var path: String
    /// The decoded spec; its nodes belong to the file at ``path``.
    public var spec: ScreenSpec

    public init(path: String, spec: ScreenSpec) {
        self.path = path
        self.spec = spec
    }
}

extension AppSpec {
    /// Every screen spec path the description writes: the `screen` of each destination (depth
    /// first), then the `spec` of each screen. Repeats are kept.
    public var specReferences: [Located<String>] {
        let destinations = (navigation?.allDestinations ?? []).compactMap { $0.destination.screen }
        return destinations + screens.map(\.spec)
    }
}

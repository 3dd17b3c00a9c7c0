import AdaptLintCore

/// Sets of the realizable trait environments (``Environment/realizable``) as bits of an
/// ``EnvironmentSet``, worked out once: "is this component shown in some regular-width
/// environment where its layout applies?" is then one `&` of the index's bits.
enum RealizableBits {
    /// The bits of the realizable environments that satisfy `filter`.
    static func of(_ filter: (Environment) -> Bool) -> UInt64 {
        Environment.realizable.filter(filter).reduce(0) { $0 | EnvironmentSet.bit(of: $1) }
    }

    /// The bit of each realizable environment, in order.
    static let each = Environment.realizable.map(EnvironmentSet.bit(of:))
    static let all = of { _ in true }
    static let compactWidth = of { $0.width == .compact }
    static let regularWidth = of { $0.width == .regular }
}

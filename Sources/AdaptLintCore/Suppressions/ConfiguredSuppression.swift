/// A suppression written in a configuration file, for files that cannot carry one: Interface
/// Builder documents and property lists, which Xcode rewrites.
///
/// ```json
/// "suppressions": [
///   { "path": "App/Base.lproj/Main.storyboard", "rule": "tap-target-size", "element": "bt-00-one",
///     "reason": "the close button gets a larger hit area in code", "expires": "2026-12-31" }
/// ]
/// ```
///
/// It silences the findings of its rule at one element of one file: an Interface Builder object id
/// (`element`, the id a finding names in parentheses) or a property list key path (`key`, the
/// finding's pointer, e.g. `/UIRequiresFullScreen`), the same identity a baseline keys findings by.
public struct ConfiguredSuppression: Sendable, Hashable {
    /// The file, absolute and normalized (written relative to the configuration file's folder).
    public var file: String
    /// The rule id it silences.
    public var rule: String
    /// The finding's pointer: `#` and the object id for an Interface Builder element, the key path
    /// for a property list.
    public var pointer: String
    /// Why, in the team's words: SARIF's `justification`.
    public var reason: String
    /// The last day it applies, if any.
    public var expires: CalendarDate?
    /// Where the entry is in the configuration file.
    public var location: Location
    /// Where its `expires` value is, for expired-suppression reports.
    public var expiresLocation: Location?

    public init(
        file: String, rule: String, pointer: String, reason: String, expires: CalendarDate?, location: Location,
        expiresLocation: Location? = nil
    ) {
        self.file = file
        self.rule = rule
        self.pointer = pointer
        self.reason = reason
        self.expires = expires
        self.location = location
        self.expiresLocation = expiresLocation
    }

    /// The keys of one entry.
    public static let keys = ["path", "rule", "element", "key", "reason", "expires"]
}

extension SuppressionPolicy {
    /// Applies the configured suppressions of the file at `absolutePath` to its result: findings of
    /// their rule at their element move to `silenced` (with a ``SuppressionRecord`` naming the
    /// configuration entry) unless the suppression expired; an expired suppression, and one that
    /// matches no finding of an enabled rule, is reported as for suppressions in specs, at its entry
    /// in the configuration file.
    ///
    /// - Complexity: O(d + s) in the file's diagnostics and the configured suppressions, with hashing.
    public func applyConfigured(to result: inout FileResult, absolutePath: String) {
        let mine = configured.filter { $0.file == absolutePath }
        guard !mine.isEmpty, !result.isInvalidInput else { return }
        var byKey: [String: Int] = [:]
        for (index, suppression) in mine.enumerated() where isInForce(suppression.expires) {
            byKey[suppression.rule + "\u{0}" + suppression.pointer] =
                byKey[suppression.rule + "\u{0}" + suppression.pointer] ?? index
        }
        var used = Set<Int>()
        var kept: [Diagnostic] = []
        for diagnostic in result.diagnostics {
            guard let index = byKey[diagnostic.ruleID + "\u{0}" + diagnostic.location.pointer] else {
                kept.append(diagnostic)
                continue
            }
            used.insert(index)
            var silenced = diagnostic
            silenced.suppression = SuppressionRecord(
                justification: mine[index].reason, expires: mine[index].expires?.description,
                location: mine[index].location)
            result.silenced.append(silenced)
        }
        for (index, suppression) in mine.enumerated() {
            let report = staleReport(
                subject: "the suppression of '\(suppression.rule)' at \(suppression.pointer)", rule: suppression.rule,
                expires: suppression.expires, used: used.contains(index),
                unusedAdvice: "in '\(result.path)' matches no finding; remove it from the configuration",
                location: { suppression.location },
                expiresLocation: { suppression.expiresLocation ?? suppression.location })
            if let report { kept.append(report) }
        }
        result.diagnostics = kept.sorted(by: Diagnostic.reportOrder)
        result.silenced.sort(by: Diagnostic.reportOrder)
    }
}

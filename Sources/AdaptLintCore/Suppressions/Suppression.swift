/// A suppression written in a spec: `{"rule": ..., "reason": ..., "expires": ...}` inside the
/// `suppressions` array of any object. It covers the findings of its rule whose value lies
/// inside that object.
public struct Suppression: Sendable, Hashable {
    /// The rule id it silences.
    public var rule: String
    /// Why, in the team's words: SARIF's `justification`.
    public var reason: String
    /// The last day it applies, if any.
    public var expires: CalendarDate?
    /// Byte range of the object that carries the `suppressions` key: the findings it covers.
    public var scope: Range<Int>
    /// The entry object's node, where unused suppressions are reported.
    public var node: Int
    /// The `expires` value's node, where expired suppressions are reported.
    public var expiresNode: Int?

    /// Whether a diagnostic of this suppression's rule lies inside its object.
    public func covers(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.ruleID == rule && scope.lowerBound <= diagnostic.location.byteRange.lowerBound
            && diagnostic.location.byteRange.upperBound <= scope.upperBound
    }
}

/// What a suppressed diagnostic carries into JSON and SARIF reports.
public struct SuppressionRecord: Sendable, Hashable {
    /// The suppression's reason.
    public var justification: String
    /// Its expiry date, `YYYY-MM-DD`, if it has one.
    public var expires: String?
    /// Where the suppression entry is.
    public var location: Location

    public init(justification: String, expires: String?, location: Location) {
        self.justification = justification
        self.expires = expires
        self.location = location
    }
}

/// How suppressions are checked and applied for one configuration.
public struct SuppressionPolicy: Sendable {
    /// Rule ids a suppression may name (the guideline rules).
    public var suppressibleRules: [String]
    /// Rules switched on for this file; a suppression of a rule that is off is never "unused".
    public var enabledRules: Set<String>
    /// The day expiry dates are compared with.
    public var today: CalendarDate
    /// Severity of `unused-suppression` and `expired-suppression`, or nil when turned off.
    public var unusedSeverity: Severity?
    public var expiredSeverity: Severity?
    /// The suppressions the configuration files write (``ConfiguredSuppression``).
    public var configured: [ConfiguredSuppression] = []

    public init(
        suppressibleRules: [String], enabledRules: Set<String>, today: CalendarDate,
        unusedSeverity: Severity? = .warning, expiredSeverity: Severity? = .warning
    ) {
        self.suppressibleRules = suppressibleRules
        self.enabledRules = enabledRules
        self.today = today
        self.unusedSeverity = unusedSeverity
        self.expiredSeverity = expiredSeverity
    }

    /// The key that carries suppressions on any object of a spec.
    public static let key = "suppressions"
    /// The keys of one suppression entry.
    public static let entryKeys = ["rule", "reason", "expires"]
}

import AdaptJSON

extension SuppressionPolicy {
    /// Moves the findings that a valid, unexpired suppression covers from `diagnostics` to
    /// `silenced` (with a ``SuppressionRecord``), and adds diagnostics for malformed, expired
    /// and unused suppressions.
    ///
    /// When several suppressions cover a finding, the innermost (smallest object) is recorded.
    /// - Parameters:
    ///   - result: The file's result after the rules ran; its diagnostics are in report order.
    ///   - document: The spec the result is for.
    ///   - resolver: Turns nodes into locations.
    /// - Complexity: O(n) to scan the document, plus O(s log s) to index the s suppressions and
    ///   O(log s + nesting depth) per diagnostic (``SuppressionIndex``), plus sorting the result.
    func apply(to result: inout FileResult, document: JSONDocument, resolver: LocationResolver) {
        let (suppressions, problems) = SuppressionScanner.scan(document, policy: self)
        guard !suppressions.isEmpty || !problems.isEmpty else { return }
        var added = problems.map { problem in
            Diagnostic(
                ruleID: SuppressionRules.invalid.identifier, severity: .error, message: problem.message,
                location: resolver.location(of: problem.node))
        }
        var index = SuppressionIndex(suppressions.filter { isInForce($0.expires) })
        var kept: [Diagnostic] = []
        for diagnostic in result.diagnostics {
            guard let innermost = index.match(diagnostic) else {
                kept.append(diagnostic)
                continue
            }
            var silenced = diagnostic
            silenced.suppression = SuppressionRecord(
                justification: innermost.reason, expires: innermost.expires?.description,
                location: resolver.location(of: innermost.node))
            result.silenced.append(silenced)
        }
        let used = index.usedNodes
        for suppression in suppressions {
            let report = staleReport(
                subject: "the suppression of '\(suppression.rule)'", rule: suppression.rule,
                expires: suppression.expires, used: used.contains(suppression.node),
                unusedAdvice: "matches no finding in its object; remove it",
                location: { resolver.location(of: suppression.node) },
                expiresLocation: { resolver.location(of: suppression.expiresNode ?? suppression.node) })
            if let report { added.append(report) }
        }
        result.diagnostics = (kept + added).sorted(by: Diagnostic.reportOrder)
        result.silenced.sort(by: Diagnostic.reportOrder)
    }

    /// Whether a suppression that expires on `expires` (nil: never) still applies today.
    func isInForce(_ expires: CalendarDate?) -> Bool {
        expires.map { today <= $0 } ?? true
    }

    /// What to report about one suppression, written in a spec or in a configuration file, once the
    /// findings it may cover are matched: `expired-suppression` at `expiresLocation` when it expired
    /// before today, else `unused-suppression` at `location` when it matched no finding though its
    /// `rule` is on; nil when neither applies or that report is turned off.
    /// - Parameters:
    ///   - subject: How messages name the suppression ("the suppression of 'tap-target-size'").
    ///   - used: Whether it matched a finding.
    ///   - unusedAdvice: The rest of the unused message, after the subject.
    func staleReport(
        subject: String, rule: String, expires: CalendarDate?, used: Bool, unusedAdvice: String,
        location: () -> Location, expiresLocation: () -> Location
    ) -> Diagnostic? {
        if let expires, expires < today {
            guard let severity = expiredSeverity else { return nil }
            return Diagnostic(
                ruleID: SuppressionRules.expired.identifier, severity: severity,
                message: "\(subject) expired on \(expires); fix what it hides, or give a new date with a reason",
                location: expiresLocation())
        }
        guard !used, enabledRules.contains(rule), let severity = unusedSeverity else { return nil }
        return Diagnostic(
            ruleID: SuppressionRules.unused.identifier, severity: severity, message: "\(subject) \(unusedAdvice)",
            location: location())
    }
}

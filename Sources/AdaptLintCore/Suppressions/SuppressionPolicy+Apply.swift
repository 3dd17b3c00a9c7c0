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
        var index = SuppressionIndex(
            suppressions.filter { suppression in suppression.expires.map { today <= $0 } ?? true })
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
            if let expires = suppression.expires, expires < today {
                guard let severity = expiredSeverity else { continue }
                added.append(
                    Diagnostic(
                        ruleID: SuppressionRules.expired.identifier, severity: severity,
                        message:
                            "the suppression of '\(suppression.rule)' expired on \(expires); fix what it hides, or give a new date with a reason",
                        location: resolver.location(of: suppression.expiresNode ?? suppression.node)))
            } else if !used.contains(suppression.node), enabledRules.contains(suppression.rule),
                let severity = unusedSeverity
            {
                added.append(
                    Diagnostic(
                        ruleID: SuppressionRules.unused.identifier, severity: severity,
                        message: "the suppression of '\(suppression.rule)' matches no finding in its object; remove it",
                        location: resolver.location(of: suppression.node)))
            }
        }
        result.diagnostics = (kept + added).sorted(by: Diagnostic.reportOrder)
        result.silenced.sort(by: Diagnostic.reportOrder)
    }
}

/// Where the nodes of a spec are in the file its diagnostics name.
///
/// A spec read from a JSON file resolves its nodes in that document (``Linter/lint(_:path:app:)``); a spec
/// built from another input (``ScreenSpecBuilder``) comes with locations of its own, in that input.
public protocol SpecLocations {
    /// The location of `node`.
    func location(of node: Int) -> Location

    /// `fix` as an edit of the file, or nil when the file cannot be edited that way.
    func fix(_ fix: NodeFix) -> Fix?
}

extension SpecLocations {
    func related(_ related: RelatedNode) -> RelatedLocation {
        RelatedLocation(location: location(of: related.node), message: related.message)
    }

    /// The diagnostic of `finding`. Related nodes of other files (``RelatedNode/file``) are resolved
    /// with `otherFiles`, by path; one whose file is not there is left out. A fix that the file cannot
    /// take is left out too, and with it the finding's other fixes (together they make one change).
    func diagnostic(
        for finding: Finding, rule: String, severity: Severity, otherFiles: [String: LocationResolver] = [:]
    ) -> Diagnostic {
        var fixes: [Fix] = []
        for nodeFix in finding.fixes {
            guard let fix = fix(nodeFix) else {
                fixes = []
                break
            }
            fixes.append(fix)
        }
        return Diagnostic(
            ruleID: rule, severity: finding.severity.map { min($0, severity) } ?? severity,
            message: finding.message, location: location(of: finding.node),
            related: finding.related.compactMap { item in
                guard let file = item.file else { return related(item) }
                return otherFiles[file]?.related(item)
            }, fixes: fixes)
    }
}

import AdaptJSON

extension Linter {
    /// Checks the facts read from an iOS project file with every enabled rule that judges them.
    ///
    /// Rules take part when they adopt ``ProjectSettingsRule``, screen rules and app rules alike, so
    /// configuration enables, disables and sets the severity of a rule for project files as for specs.
    /// A finding that several build configurations repeat (same rule, message and severity) is reported
    /// once, at the first configuration, with the others as related locations.
    ///
    /// - Parameters:
    ///   - settings: The facts of the file: one element for an Info.plist, one per build configuration
    ///     for a pbxproj.
    ///   - bytes: The file's contents, for lines and columns.
    ///   - path: The path used in diagnostics.
    /// - Returns: The file's result, diagnostics in report order.
    /// - Complexity: O(n) in the file size for the line index, built only when there is a finding.
    public func lint(projectSettings settings: [ProjectSettings], bytes: [UInt8], path: String) -> FileResult {
        var checks: [(identifier: String, severity: Severity, rule: any ProjectSettingsRule)] = []
        for enabled in rules {
            if let rule = enabled.rule as? any ProjectSettingsRule {
                checks.append((enabled.identifier, enabled.severity, rule))
            }
        }
        for enabled in appRules {
            if let rule = enabled.rule as? any ProjectSettingsRule {
                checks.append((enabled.identifier, enabled.severity, rule))
            }
        }
        var grouped: [GroupKey: (first: ProjectFinding, others: [(ProjectFinding, String?)])] = [:]
        var order: [GroupKey] = []
        // A configuration object that several targets list is one place: related once.
        var relatedRanges: [GroupKey: Set<Range<Int>>] = [:]
        for check in checks {
            for entry in settings {
                for finding in check.rule.check(entry) {
                    let severity = finding.severity.map { min($0, check.severity) } ?? check.severity
                    let key = GroupKey(rule: check.identifier, severity: severity, message: finding.message)
                    if grouped[key] == nil {
                        grouped[key] = (finding, [])
                        order.append(key)
                    } else if grouped[key]?.first.range != finding.range,
                        relatedRanges[key, default: []].insert(finding.range).inserted
                    {
                        grouped[key]?.others.append((finding, entry.source.label))
                    }
                }
            }
        }
        guard !order.isEmpty else { return FileResult(path: path, diagnostics: []) }
        let places = ProjectLocations.make(bytes: bytes, path: path)
        let diagnostics = order.compactMap { key -> Diagnostic? in
            guard let group = grouped[key] else { return nil }
            let related = group.others.map { finding, label in
                RelatedLocation(
                    location: places.location(of: finding.range, pointer: finding.pointer),
                    message: "also set in \(label ?? "this file")")
            }
            return Diagnostic(
                ruleID: key.rule, severity: key.severity, message: key.message,
                location: places.location(of: group.first.range, pointer: group.first.pointer), related: related)
        }
        return FileResult(path: path, diagnostics: diagnostics.sorted(by: Diagnostic.reportOrder))
    }

    /// The `invalid-plist` result of a project file that cannot be read.
    ///
    /// - Parameters:
    ///   - message: What is wrong, in the house's wording (lowercase, no final period).
    ///   - offset: The byte offset where reading stopped (0 when unknown).
    ///   - bytes: The file's contents.
    ///   - path: The path used in diagnostics.
    public static func invalidProjectFile(message: String, offset: Int, bytes: [UInt8], path: String) -> FileResult {
        let start = min(max(offset, 0), bytes.count)
        let range = start..<min(start + 1, bytes.count)
        let location = ProjectLocations.make(bytes: bytes, path: path).location(of: range, pointer: "")
        return FileResult(
            path: path,
            diagnostics: [
                Diagnostic(
                    ruleID: InputRules.invalidPropertyList.identifier, severity: .error, message: message,
                    location: location)
            ])
    }

    /// Findings with the same rule, severity and message are one finding.
    private struct GroupKey: Hashable {
        var rule: String
        var severity: Severity
        var message: String
    }
}

/// The locations of a project file; a binary property list shows no line text.
enum ProjectLocations {
    static func make(bytes: [UInt8], path: String) -> TextLocations {
        TextLocations(bytes: bytes, path: path, showsLines: !bytes.starts(with: Array("bplist".utf8)))
    }
}

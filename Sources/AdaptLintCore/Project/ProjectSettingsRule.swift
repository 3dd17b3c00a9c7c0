/// What a rule reports about a project file: the byte range of a setting and a message.
public struct ProjectFinding: Sendable, Hashable {
    /// The bytes the finding points at (a setting's key); `0..<0` for files without positions.
    public var range: Range<Int>
    /// The setting's pointer (``ProjectSetting/pointer``).
    public var pointer: String
    public var message: String
    /// A severity that differs from the rule's (a note); nil means the rule's configured severity.
    public var severity: Severity?

    public init(range: Range<Int>, pointer: String, message: String, severity: Severity? = nil) {
        self.range = range
        self.pointer = pointer
        self.message = message
        self.severity = severity
    }

    /// A finding at `setting`.
    public init<Value>(at setting: ProjectSetting<Value>, message: String, severity: Severity? = nil) {
        self.init(range: setting.range, pointer: setting.pointer, message: message, severity: severity)
    }
}

/// A rule that also judges the app-level facts of iOS project files (Info.plist, pbxproj build settings).
///
/// Adopted by screen rules and app rules whose guideline applies to those facts as well
/// (orientation-variants, multi-window-optional), besides ``Rule`` or ``AppRule``: the rule keeps its
/// one ``GuidelineRule/description``, and so one identifier, severity and configuration, whatever
/// the input.
public protocol ProjectSettingsRule: GuidelineRule {
    /// Checks the facts of one Info.plist or one build configuration.
    ///
    /// - Parameter settings: What the file states.
    /// - Returns: Findings in any order; the engine sorts them and merges repeats across configurations.
    func check(_ settings: ProjectSettings) -> [ProjectFinding]
}

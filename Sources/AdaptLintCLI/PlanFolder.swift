import AdaptLintCore

/// A folder of the inputs: its configuration, and the linter made for its first file that is linted.
///
/// The planner keeps one per folder, so a folder's configuration is looked up and its linter found once.
final class PlanFolder {
    let configuration: EffectiveConfiguration
    var linter: (key: Int, linter: LintCommand.SharedLinter)?

    init(configuration: EffectiveConfiguration) {
        self.configuration = configuration
    }
}

/// One linter per distinct configuration (the same chain of configuration files), numbered in the
/// order they are first needed.
struct PlanLinters {
    let today: CalendarDate
    let devices: [Device]
    let retainSpecs: Bool
    let checksFiles: Bool
    /// Whether locations carry line hashes: only when a SARIF report is written (``Linter/lineHashes``).
    let lineHashes: Bool
    private var made: [String: (key: Int, linter: LintCommand.SharedLinter)] = [:]

    init(today: CalendarDate, devices: [Device], retainSpecs: Bool, checksFiles: Bool, lineHashes: Bool = true) {
        self.today = today
        self.devices = devices
        self.retainSpecs = retainSpecs
        self.checksFiles = checksFiles
        self.lineHashes = lineHashes
    }

    /// The linter of `configuration`, made the first time its chain of files is seen.
    mutating func linter(for configuration: EffectiveConfiguration) -> (key: Int, linter: LintCommand.SharedLinter) {
        let chain = configuration.chainKey
        if let existing = made[chain] { return existing }
        let created = (
            key: made.count,
            linter: LintCommand.SharedLinter(
                LintCommand.linter(
                    for: configuration, today: today, devices: devices, retainSpecs: retainSpecs,
                    checksFiles: checksFiles, lineHashes: lineHashes))
        )
        made[chain] = created
        return created
    }
}

extension EffectiveConfiguration {
    /// Names the chain of configuration files this configuration is made of: equal for two
    /// configurations exactly when they come from the same files, so one linter serves both.
    var chainKey: String {
        layers.map { "\($0.path)\u{0}\($0.directory)" }.joined(separator: "\u{1}")
    }
}

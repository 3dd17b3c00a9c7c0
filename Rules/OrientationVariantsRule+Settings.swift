import AdaptLintCore

/// orientation-variants on the orientations an Info.plist or the build settings state per device family.
extension OrientationVariantsRule: ProjectSettingsRule {
    /// Whether every device of `family` turns an app upside down in portrait.
    ///
    /// iPads do. Of the iPhones, only models with a Home button do (Face ID iPhones never show portrait
    /// upside down), so for the iPhone family the rule cannot tell that the variant is missing on a device
    /// that the app runs on, and stays silent.
    static func showsPortraitUpsideDown(_ family: DeviceFamily) -> Bool {
        family == .ipad
    }

    /// Checks the orientations of each device family the settings state. Families that share one key
    /// (`UISupportedInterfaceOrientations` without a suffix) are judged together, one finding per cause.
    public func check(_ settings: ProjectSettings) -> [ProjectFinding] {
        var groups: [(setting: ProjectSetting<[Orientation]>, families: [DeviceFamily])] = []
        for family in DeviceFamily.allCases where settings.runs(on: family) {
            guard let setting = settings.orientations[family] else { continue }
            if let index = groups.firstIndex(where: {
                $0.setting.key == setting.key && $0.setting.range == setting.range
            }) {
                groups[index].families.append(family)
            } else {
                groups.append((setting, [family]))
            }
        }
        return groups.flatMap { findings($0.setting, families: $0.families) }
    }

    /// The findings about one orientation setting that applies on `families`.
    func findings(_ setting: ProjectSetting<[Orientation]>, families: [DeviceFamily]) -> [ProjectFinding] {
        let listed = setting.value
        let on = families.map(\.displayName).joined(separator: " and ")
        var findings: [ProjectFinding] = []
        let landscape = listed.filter { $0.family == .landscape }
        if landscape.count == 1, let lone = landscape.first, let missing = Self.otherVariant(of: lone) {
            findings.append(
                ProjectFinding(
                    at: setting,
                    message:
                        "'\(setting.key)' lists '\(lone.interfaceOrientationName)' without '\(missing.interfaceOrientationName)' on \(on); support both landscape variants so the app follows the device whichever way it is turned"
                ))
        }
        let orientationFamilies = Set(listed.map(\.family))
        guard orientationFamilies.count == 1, let family = orientationFamilies.first else { return findings }
        if family == .portrait, listed.count == 1, let only = listed.first, let missing = Self.otherVariant(of: only) {
            let judged = families.filter { missing != .portraitUpsideDown || Self.showsPortraitUpsideDown($0) }
            if !judged.isEmpty {
                let judgedNames = judged.map(\.displayName).joined(separator: " and ")
                findings.append(
                    ProjectFinding(
                        at: setting,
                        message:
                            "'\(setting.key)' lists only '\(only.interfaceOrientationName)' on \(judgedNames); an app limited to one orientation must support both of its variants, so add '\(missing.interfaceOrientationName)'"
                    ))
            }
        }
        let other = family == .portrait ? OrientationFamily.landscape : .portrait
        findings.append(
            ProjectFinding(
                at: setting,
                message:
                    "'\(setting.key)' limits the app to \(family.rawValue) orientations on \(on); supporting \(other.rawValue) as well is preferred",
                severity: .note))
        return findings
    }
}

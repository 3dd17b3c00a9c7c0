import AdaptLintCore

/// orientation-variants on the orientations an Info.plist or the build settings state per device family.
extension OrientationVariantsRule: ProjectSettingsRule {
    /// The catalog's devices of `family` that show portrait upside down (iPads, and iPhones with a Home
    /// button; Face ID iPhones never do).
    static func upsideDownDevices(_ family: DeviceFamily) -> [Device] {
        DeviceCatalog.all.filter { $0.family == family && $0.supportsPortraitUpsideDown }
    }

    /// " (the iPhone SE (3rd generation) and 4 other models show portrait upside down)" when only some
    /// models of the families do; empty when all of them do. The model named is the last current one.
    static func upsideDownNote(_ families: [DeviceFamily]) -> String {
        let showing = families.flatMap { upsideDownDevices($0) }
        let total = DeviceCatalog.all.filter { families.contains($0.family) }.count
        let current = Set(DeviceCatalog.current.map(\.name))
        guard let named = showing.last(where: { current.contains($0.name) }) ?? showing.last, showing.count < total
        else { return "" }
        let others = showing.count - 1
        let models = others == 0 ? "the \(named.name) shows" : "the \(named.name) and \(others) other models show"
        return " (\(models) portrait upside down)"
    }

    /// Checks the orientations of each device family the settings state. Families that share one key
    /// (`UISupportedInterfaceOrientations` without a suffix) are judged together, one finding per cause.
    public func check(_ settings: ProjectSettings) -> [ProjectFinding] {
        let read = DeviceFamily.allCases.compactMap { family in
            settings.runs(on: family) ? settings.orientations[family].map { (family: family, setting: $0) } : nil
        }
        let causes = CauseGroups(read) { SettingPlace(key: $0.setting.key, range: $0.setting.range) }
        return causes.groups.flatMap { group in findings(group[0].setting, families: group.map(\.family)) }
    }

    /// Where a setting is read: families read from one place share one cause.
    private struct SettingPlace: Hashable {
        var key: String
        var range: Range<Int>
    }

    /// The findings about one orientation setting that applies on `families`.
    func findings(_ setting: ProjectSetting<[Orientation]>, families: [DeviceFamily]) -> [ProjectFinding] {
        let listed = setting.value
        let on = families.map(\.displayName).joined(separator: " and ")
        let gaps = Gaps(listed)
        var findings: [ProjectFinding] = []
        if let lone = gaps.loneLandscape {
            findings.append(
                ProjectFinding(
                    at: setting,
                    message:
                        "'\(setting.key)' lists '\(listed[lone.at].interfaceOrientationName)' without '\(lone.missing.interfaceOrientationName)' on \(on); support both landscape variants so the app follows the device whichever way it is turned"
                ))
        }
        guard let family = gaps.onlyFamily else { return findings }
        if let missing = gaps.missingPortrait, let only = listed.first {
            let judged = families.filter { missing != .portraitUpsideDown || !Self.upsideDownDevices($0).isEmpty }
            if !judged.isEmpty {
                let judgedNames = judged.map(\.displayName).joined(separator: " and ")
                findings.append(
                    ProjectFinding(
                        at: setting,
                        message:
                            "'\(setting.key)' lists only '\(only.interfaceOrientationName)' on \(judgedNames); an app limited to one orientation must support both of its variants, so add '\(missing.interfaceOrientationName)'\(missing == .portraitUpsideDown ? Self.upsideDownNote(judged) : "")"
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

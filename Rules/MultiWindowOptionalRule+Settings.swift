import AdaptLintCore

/// multi-window-optional on the scene and full-screen settings of an Info.plist or the build settings.
///
/// An Info.plist cannot make several windows required, so on project files the rule only notes an iPad
/// app that opens a single window (`UIApplicationSupportsMultipleScenes` false) or that opts out of Split
/// View and Slide Over (`UIRequiresFullScreen`). Apps that state they do not run on iPad are not judged.
extension MultiWindowOptionalRule: ProjectSettingsRule {
    public func check(_ settings: ProjectSettings) -> [ProjectFinding] {
        guard settings.runs(on: .ipad) else { return [] }
        var findings: [ProjectFinding] = []
        if let scenes = settings.multipleScenes, !scenes.value {
            findings.append(
                ProjectFinding(
                    at: scenes,
                    message: """
                        '\(scenes.key)' is false, so the app opens only one window on iPad; consider multiple \
                        windows where they help, such as comparing two objects or opening a detail beside its list
                        """,
                    severity: .note))
        }
        if let fullScreen = settings.requiresFullScreen[.ipad], fullScreen.value {
            findings.append(
                ProjectFinding(
                    at: fullScreen,
                    message: """
                        '\(fullScreen.key)' keeps the app out of Split View and Slide Over on iPad; make every task \
                        work in a window of any size and remove the key
                        """,
                    severity: .note))
        }
        return findings
    }
}

/// What the screens of an app take from its Info.plist: the orientations per device family, the
/// device families and whether the app requires full screen on iPad.
///
/// The command line finds, for each spec or Interface Builder document it lints, the Info.plist of
/// the target that holds it in the run's `project.pbxproj` (or, without a project, the app Info.plists
/// linted in the same run in the file's folder or the nearest folder above it), and gives the linter
/// their facts (``Linter/lint(_:path:app:)``). `adaptlint import` writes the same facts into
/// the specs it imports.
public struct AppFacts: Sendable, Hashable {
    /// The orientations the app states for each device family; a family that is absent is not stated.
    public var orientations: [DeviceFamily: [Orientation]] = [:]
    /// The device families the app runs on, when stated.
    public var deviceFamilies: Set<DeviceFamily>?
    /// `UIRequiresFullScreen` on iPad: the app opts out of Split View and Slide Over, so an iPad
    /// shows its screens full screen only.
    public var requiresFullScreenOnPad = false
    /// `UIApplicationSupportsMultipleScenes`, when stated.
    public var multipleScenes: Bool?

    public init(
        orientations: [DeviceFamily: [Orientation]] = [:], deviceFamilies: Set<DeviceFamily>? = nil,
        requiresFullScreenOnPad: Bool = false, multipleScenes: Bool? = nil
    ) {
        self.orientations = orientations
        self.deviceFamilies = deviceFamilies
        self.requiresFullScreenOnPad = requiresFullScreenOnPad
        self.multipleScenes = multipleScenes
    }

    /// The facts the property lists of one folder agree on.
    ///
    /// A folder may hold several (`App-Info.plist` and `Widget-Info.plist`): a fact counts only when
    /// every one of them states it alike, so a screen is never judged by a fact of another target.
    ///
    /// - Parameter settings: The facts of each property list of the folder.
    /// - Complexity: O(n) in the number of property lists.
    public init(agreedBy settings: [ProjectSettings]) {
        guard let first = settings.first else { return }
        for family in DeviceFamily.allCases {
            if let value = first.orientations[family]?.value,
                settings.allSatisfy({ $0.orientations[family]?.value == value })
            {
                orientations[family] = value
            }
        }
        if let families = first.deviceFamilies?.value,
            settings.allSatisfy({ $0.deviceFamilies?.value == families })
        {
            deviceFamilies = families
        }
        // An app that names the version from which its UIRequiresFullScreen is ignored resizes on the
        // current iPadOS: its panes stay in.
        requiresFullScreenOnPad = settings.allSatisfy {
            $0.runs(on: .ipad) && $0.isFullScreenOnly(on: .ipad) && $0.fullScreenIgnoredFrom == nil
        }
        if let scenes = first.multipleScenes?.value, settings.allSatisfy({ $0.multipleScenes?.value == scenes }) {
            multipleScenes = scenes
        }
    }

    /// Whether the facts say nothing a screen could use.
    public var isEmpty: Bool {
        orientations.isEmpty && deviceFamilies == nil && !requiresFullScreenOnPad && multipleScenes == nil
    }
}

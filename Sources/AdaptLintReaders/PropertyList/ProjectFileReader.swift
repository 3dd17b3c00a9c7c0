import AdaptLintCore

/// Which iOS project files adaptlint reads, and the one entry point that reads them into facts.
public enum ProjectFileReader {
    /// The kinds of project file.
    public enum Kind: Sendable, Equatable {
        /// `Info.plist`, `*-Info.plist` or any other `*.plist` named on the command line.
        case propertyList
        /// `project.pbxproj`.
        case xcodeProject
    }

    /// The kind of file at `path` by its name, or nil for any other file.
    ///
    /// Directory walks pick up `Info.plist`, `*-Info.plist` and `project.pbxproj` (``isDiscovered(name:)``);
    /// a file named on the command line is read as a property list whenever it ends in `.plist`.
    public static func kind(ofPath path: String) -> Kind? {
        // Compared as bytes: the names are ASCII, and this runs for every linted file.
        let bytes = path.utf8
        let name = bytes[(bytes.lastIndex(of: UInt8(ascii: "/")).map(bytes.index(after:)) ?? bytes.startIndex)...]
        if name.elementsEqual("project.pbxproj".utf8) { return .xcodeProject }
        if name.count >= 6 && name.suffix(6).elementsEqual(".plist".utf8) { return .propertyList }
        return nil
    }

    /// Whether a directory walk lints a file of this name: `Info.plist`, `*-Info.plist`, `project.pbxproj`.
    public static func isDiscovered(name: some StringProtocol) -> Bool {
        name == "Info.plist" || name == "project.pbxproj" || (name.hasSuffix("-Info.plist") && name.count > 11)
    }

    /// Reads the facts of a project file.
    ///
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - kind: What the file is.
    /// - Returns: One element for a property list; one per build configuration that states a fact for a
    ///   pbxproj (none when it states nothing).
    /// - Throws: ``PropertyListError`` when the file cannot be read as its kind.
    public static func settings(_ bytes: [UInt8], kind: Kind) throws(PropertyListError) -> [ProjectSettings] {
        switch kind {
        case .propertyList:
            let (root, format) = try PropertyListReader.read(bytes)
            guard case .dictionary = root.value else {
                throw PropertyListError("the property list's root is not a dictionary", offset: root.range.lowerBound)
            }
            return [InfoPlistFacts.settings(root, format: format)]
        case .xcodeProject:
            let root = try OpenStepReader.read(bytes)
            guard case .dictionary = root.value else {
                throw PropertyListError("the project file's root is not a dictionary", offset: root.range.lowerBound)
            }
            return try BuildSettingsFacts.settings(root)
        }
    }
}

extension Linter {
    /// Lints an Info.plist or project.pbxproj: reads its app-level facts and checks them with the rules
    /// that judge project settings (``ProjectSettingsRule``); a file that cannot be read is `invalid-plist`.
    ///
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - kind: What the file is (``ProjectFileReader/kind(ofPath:)``).
    ///   - path: The path used in diagnostics.
    ///   - deviceFamilies: For an Info.plist, the device families of the targets that name it
    ///     (`TARGETED_DEVICE_FAMILY`), which Xcode writes over the file's `UIDeviceFamily` when it
    ///     builds; nil when no target names it or they disagree.
    /// - Returns: The file's result, diagnostics in report order.
    /// - Complexity: O(n) in the file size.
    public func lintProjectFile(
        _ bytes: [UInt8], kind: ProjectFileReader.Kind, path: String, deviceFamilies: Set<DeviceFamily>? = nil
    ) -> FileResult {
        do {
            var settings = try ProjectFileReader.settings(bytes, kind: kind)
            if kind == .propertyList, let deviceFamilies {
                for index in settings.indices {
                    settings[index].deviceFamilies = ProjectSetting(
                        deviceFamilies, key: "TARGETED_DEVICE_FAMILY", range: 0..<0, pointer: "")
                }
            }
            return lint(projectSettings: settings, bytes: bytes, path: path)
        } catch {
            return Linter.invalidProjectFile(message: error.message, offset: error.offset, bytes: bytes, path: path)
        }
    }
}

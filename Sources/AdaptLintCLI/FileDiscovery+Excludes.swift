extension FileDiscovery {
    /// Folders a directory walk never enters: build output, dependencies and Xcode bundles,
    /// which hold JSON that is never a spec (asset catalogs' `Contents.json`, vendored packages).
    ///
    /// Names starting with `.` (`.build`, `.git`, `.swiftpm`) are skipped anyway. A folder named on
    /// the command line is walked even when its name is here: only the folders found inside it are
    /// judged. `docs/configuration.md` lists them; `include` patterns cannot bring them back, a
    /// path on the command line can.
    enum DefaultExcludes {
        /// Folder names skipped exactly.
        static let names: Set<String> = [
            "DerivedData", "Pods", "Carthage", "node_modules", "build", "vendor",
        ]
        /// Folder name endings skipped: Xcode bundles and asset catalogs. Not `.xcodeproj`: its
        /// `project.pbxproj` holds the build settings adaptlint reads (docs/ios-projects.md).
        static let suffixes: [String] = [
            ".xcassets", ".xcworkspace", ".xcframework", ".framework", ".app", ".bundle",
            ".xcresult", ".xcarchive",
        ]

        /// Whether a walk skips a folder with this name.
        static func skips(_ name: Substring) -> Bool {
            let name = String(name)
            return names.contains(name) || suffixes.contains { name.hasSuffix($0) }
        }
    }
}

/// `project.pbxproj` text written for the tests: targets with their build settings (one Debug and
/// one Release configuration each, over the project's of the same name), the files their build
/// phases use (through one group per top folder, as Xcode writes `<group>` paths) and their
/// synchronized folders.
public enum XcodeProjectFixture {
    public struct Target: Sendable {
        public var name: String
        /// Build settings of both configurations, as `KEY = value` text after `=`.
        public var settings: [(String, String)]
        /// Paths relative to the project's folder of the files the target's resources phase uses.
        public var files: [String]
        /// Paths relative to the project's folder of its synchronized folders.
        public var folders: [String]
        public var productType: String

        public init(
            name: String, settings: [(String, String)], files: [String] = [], folders: [String] = [],
            productType: String = "com.apple.product-type.application"
        ) {
            self.name = name
            self.settings = settings
            self.files = files
            self.folders = folders
            self.productType = productType
        }
    }

    /// The project's text. `project` is the project configurations' settings.
    public static func text(_ targets: [Target], project: [(String, String)] = [("SDKROOT", "iphoneos")]) -> String {
        var objects: [String] = []
        var next = 0
        func id(_ prefix: String) -> String {
            next += 1
            return prefix + String(next)
        }
        func settings(_ pairs: [(String, String)]) -> String {
            pairs.map { "\t\t\t\t\($0.0) = \($0.1);\n" }.joined()
        }
        func configurationList(_ pairs: [(String, String)]) -> String {
            let debug = id("C")
            let release = id("C")
            let list = id("L")
            for (configuration, name) in [(debug, "Debug"), (release, "Release")] {
                objects.append(
                    "\t\t\(configuration) /* \(name) */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n\(settings(pairs))\t\t\t};\n\t\t\tname = \(name);\n\t\t};\n"
                )
            }
            objects.append(
                "\t\t\(list) = {\n\t\t\tisa = XCConfigurationList;\n\t\t\tbuildConfigurations = (\(debug), \(release), );\n\t\t};\n"
            )
            return list
        }
        var groups: [String: (id: String, children: [String])] = [:]
        var groupOrder: [String] = []
        func fileReference(_ path: String) -> String {
            let parts = path.split(separator: "/", maxSplits: 1).map(String.init)
            let reference = id("F")
            if parts.count == 2 {
                if groups[parts[0]] == nil {
                    groups[parts[0]] = (id("G"), [])
                    groupOrder.append(parts[0])
                }
                groups[parts[0]]?.children.append(reference)
                objects.append(
                    "\t\t\(reference) = {isa = PBXFileReference; path = \"\(parts[1])\"; sourceTree = \"<group>\"; };\n"
                )
            } else {
                objects.append(
                    "\t\t\(reference) = {isa = PBXFileReference; path = \"\(path)\"; sourceTree = SOURCE_ROOT; };\n")
            }
            return reference
        }
        var targetIDs: [String] = []
        for target in targets {
            let buildFiles = target.files.map { path -> String in
                let buildFile = id("B")
                objects.append("\t\t\(buildFile) = {isa = PBXBuildFile; fileRef = \(fileReference(path)); };\n")
                return buildFile
            }
            let phase = id("R")
            objects.append(
                "\t\t\(phase) = {\n\t\t\tisa = PBXResourcesBuildPhase;\n\t\t\tfiles = (\(buildFiles.map { $0 + ", " }.joined()));\n\t\t};\n"
            )
            let synchronized = target.folders.map { folder -> String in
                let group = id("S")
                objects.append(
                    "\t\t\(group) = {isa = PBXFileSystemSynchronizedRootGroup; path = \"\(folder)\"; sourceTree = \"<group>\"; };\n"
                )
                return group
            }
            let list = configurationList(target.settings)
            let targetID = id("T")
            targetIDs.append(targetID)
            objects.append(
                "\t\t\(targetID) /* \(target.name) */ = {\n\t\t\tisa = PBXNativeTarget;\n\t\t\tbuildConfigurationList = \(list);\n\t\t\tbuildPhases = (\(phase), );\n\t\t\tfileSystemSynchronizedGroups = (\(synchronized.map { $0 + ", " }.joined()));\n\t\t\tname = \"\(target.name)\";\n\t\t\tproductType = \"\(target.productType)\";\n\t\t};\n"
            )
        }
        let mainGroup = id("G")
        for name in groupOrder {
            guard let group = groups[name] else { continue }
            objects.append(
                "\t\t\(group.id) = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\(group.children.map { $0 + ", " }.joined()));\n\t\t\tpath = \"\(name)\";\n\t\t\tsourceTree = \"<group>\";\n\t\t};\n"
            )
        }
        objects.append(
            "\t\t\(mainGroup) = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\(groupOrder.compactMap { groups[$0]?.id }.map { $0 + ", " }.joined()));\n\t\t\tsourceTree = \"<group>\";\n\t\t};\n"
        )
        let projectList = configurationList(project)
        objects.append(
            "\t\tP0 /* Project object */ = {\n\t\t\tisa = PBXProject;\n\t\t\tbuildConfigurationList = \(projectList);\n\t\t\tmainGroup = \(mainGroup);\n\t\t\ttargets = (\(targetIDs.map { $0 + ", " }.joined()));\n\t\t};\n"
        )
        return "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjectVersion = 77;\n\tobjects = {\n"
            + objects.joined() + "\t};\n\trootObject = P0;\n}\n"
    }
}

import AdaptLintCore
import AdaptTestSupport
import Testing

@testable import AdaptLintReaders

/// The targets of a project file: their files, platforms and needed settings, and the bound on the
/// work of resolving them.
@Suite struct XcodeProjectTests {
    func project(_ text: String) throws -> XcodeProject {
        try XcodeProject(try OpenStepReader.read(Array(text.utf8)))
    }

    @Test func filesThroughGroupsAndTheProjectFolder() throws {
        let project = try project(
            XcodeProjectFixture.text([
                .init(
                    name: "App", settings: [("INFOPLIST_FILE", "App/Info.plist")],
                    files: ["App/Base.lproj/Main.storyboard", "Root.xib"], folders: ["Screens"])
            ]))
        let target = try #require(project.targets.first)
        #expect(target.name == "App")
        #expect(target.isIOS && target.isApplication)
        #expect(target.files == ["App/Base.lproj/Main.storyboard", "Root.xib"])
        #expect(target.folders == ["Screens"])
        #expect(target.configurations.map(\.name) == ["Debug", "Release"])
        // The project's SDKROOT is inherited; the target's INFOPLIST_FILE is its own.
        #expect(target.configurations.first?.settings["SDKROOT"]?.value.string == "iphoneos")
        #expect(target.configurations.first?.settings["INFOPLIST_FILE"]?.value.string == "App/Info.plist")
    }

    @Test(arguments: [
        ([("SDKROOT", "watchos")], false), ([("SDKROOT", "appletvos")], false), ([("SDKROOT", "macosx")], false),
        ([("TARGETED_DEVICE_FAMILY", "4")], false), ([("TARGETED_DEVICE_FAMILY", "\"1,2\"")], true),
        ([("SDKROOT", "iphoneos")], true),
        ([("SDKROOT", "auto"), ("SUPPORTED_PLATFORMS", "\"macosx appletvos\"")], false),
        ([("SDKROOT", "auto"), ("SUPPORTED_PLATFORMS", "\"iphoneos iphonesimulator\"")], true),
    ])
    func platforms(_ settings: [(String, String)], _ iOS: Bool) throws {
        let project = try project(XcodeProjectFixture.text([.init(name: "T", settings: settings)]))
        #expect(project.targets.first?.isIOS == iOS)
    }

    @Test func aWatchTargetsGeneratedOrientationsStateNothing() throws {
        let settings: [(String, String)] = [
            ("GENERATE_INFOPLIST_FILE", "YES"),
            ("INFOPLIST_KEY_UISupportedInterfaceOrientations", "UIInterfaceOrientationPortrait"),
        ]
        let watch = XcodeProjectFixture.text([.init(name: "W", settings: [("SDKROOT", "watchos")] + settings)])
        #expect(try ProjectFileReader.settings(Array(watch.utf8), kind: .xcodeProject).isEmpty)
        let phone = XcodeProjectFixture.text([.init(name: "P", settings: settings)])
        #expect(try ProjectFileReader.settings(Array(phone.utf8), kind: .xcodeProject).count == 2)
    }

    /// `targets` targets that all list the same `configurations` configurations (all named Debug), over
    /// one project configuration with `projectSettings` settings: the shape that copied the project's
    /// settings for every target and configuration.
    static func adversarial(targets: Int, configurations: Int, projectSettings: Int) -> [UInt8] {
        var text = "// !$*UTF8*$!\n{\n\tobjects = {\n"
        let ids = (0..<configurations).map { "C\($0)" }
        for id in ids {
            text +=
                "\t\t\(id) = {isa = XCBuildConfiguration; buildSettings = {GENERATE_INFOPLIST_FILE = YES; INFOPLIST_KEY_UIRequiresFullScreen = YES;}; name = Debug;};\n"
        }
        text += "\t\tLT = {isa = XCConfigurationList; buildConfigurations = (\(ids.joined(separator: ", ")));};\n"
        text += "\t\tPC = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; "
        for index in 0..<projectSettings { text += "SETTING_\(index) = value\(index); " }
        text += "}; name = Debug;};\n"
        text += "\t\tLP = {isa = XCConfigurationList; buildConfigurations = (PC);};\n"
        let targetIDs = (0..<targets).map { "T\($0)" }
        for id in targetIDs {
            text += "\t\t\(id) = {isa = PBXNativeTarget; buildConfigurationList = LT; name = \(id);};\n"
        }
        text +=
            "\t\tP = {isa = PBXProject; buildConfigurationList = LP; targets = (\(targetIDs.joined(separator: ", ")));};\n"
        text += "\t};\n\trootObject = P;\n}\n"
        return Array(text.utf8)
    }

    @Test func resolvingSettingsIsLinearInTheFile() throws {
        let small = Self.adversarial(targets: 50, configurations: 100, projectSettings: 320)
        let large = Self.adversarial(targets: 100, configurations: 100, projectSettings: 320)
        let smallWork = try XcodeProject(try OpenStepReader.read(small)).work
        let largeProject = try XcodeProject(try OpenStepReader.read(large))
        #expect(largeProject.targets.count == 100)
        #expect(largeProject.targets.allSatisfy { $0.configurations.count == 100 })
        // Copying the project's 320 settings per target configuration would be 3,200,000 units;
        // resolving the needed settings is about a dozen per target configuration.
        let pairs = 100 * 100
        #expect(largeProject.work <= pairs * (XcodeProject.neededKeys.count + 3) + 4 * large.count)
        #expect(largeProject.work < 320 * pairs / 10)
        // Twice the targets, about twice the work.
        #expect(Double(largeProject.work) < 2.2 * Double(smallWork))
    }

    @Test func aConfigurationSharedByManyTargetsIsRelatedOnce() throws {
        // 100 targets list the same 100 configurations: one finding, with each other configuration once.
        let result = PlistFixtures.lint(
            Self.adversarial(targets: 100, configurations: 100, projectSettings: 10),
            path: "X.xcodeproj/project.pbxproj")
        let finding = try #require(result.diagnostics.first { $0.ruleID == "multi-window-optional" })
        #expect(finding.related.count == 99)
    }

    @Test func theTargetConfigurationLimitIsAClearError() throws {
        // 320 targets sharing 320 configurations: 102,400 target configurations from about 80 KB.
        let bytes = Self.adversarial(targets: 320, configurations: 320, projectSettings: 320)
        #expect(bytes.count < 100_000)
        let error = #expect(throws: PropertyListError.self) {
            try ProjectFileReader.settings(bytes, kind: .xcodeProject)
        }
        #expect(error?.message.contains("10,000 target build configurations") == true, "\(String(describing: error))")
        #expect(error?.message.contains("target-configurations limit") == true)
        #expect((error?.offset ?? 0) > 0)
    }
}

import AdaptLintCore
import Testing

@testable import AdaptLintReaders

/// What Info.plists and build settings state: orientations per family, scenes, full screen, families.
@Suite struct ProjectFactsTests {
    func facts(_ body: String) throws -> ProjectSettings {
        let settings = try ProjectFileReader.settings(PlistFixtures.plist(body), kind: .propertyList)
        return try #require(settings.first)
    }

    @Test func thePlainKeyAppliesToFamiliesWithoutTheirOwn() throws {
        let settings = try facts(
            PlistFixtures.orientations("UISupportedInterfaceOrientations", ["Portrait"]) + "\n"
                + PlistFixtures.orientations(
                    "UISupportedInterfaceOrientations~ipad", ["Portrait", "PortraitUpsideDown", "LandscapeLeft"]))
        #expect(settings.orientations[.iphone]?.value == [.portrait])
        #expect(settings.orientations[.iphone]?.key == "UISupportedInterfaceOrientations")
        #expect(settings.orientations[.ipad]?.value == [.portrait, .portraitUpsideDown, .landscapeLeft])
        #expect(settings.orientations[.ipad]?.pointer == "/UISupportedInterfaceOrientations~0ipad")
    }

    @Test func aDeviceKeyAloneLeavesTheOtherFamilyUnstated() throws {
        let settings = try facts(
            PlistFixtures.orientations("UISupportedInterfaceOrientations~ipad", ["LandscapeRight"]))
        #expect(settings.orientations[.iphone] == nil)
        #expect(settings.orientations[.ipad]?.value == [.landscapeRight])
    }

    @Test func unknownOrientationNamesAreLeftOut() throws {
        let settings = try facts(
            "<key>UISupportedInterfaceOrientations</key><array><string>$(ORIENTATION)</string></array>")
        #expect(settings.orientations.isEmpty)
    }

    @Test func scenesFullScreenAndFamilies() throws {
        let settings = try facts(
            """
            <key>UIApplicationSceneManifest</key><dict><key>UIApplicationSupportsMultipleScenes</key><false/></dict>
            <key>UIRequiresFullScreen</key><string>true</string>
            <key>UIRequiresFullScreen~ipad</key><string>NO</string>
            <key>UIDeviceFamily</key><array><integer>2</integer></array>
            """)
        #expect(settings.multipleScenes?.value == false)
        #expect(settings.multipleScenes?.pointer == "/UIApplicationSceneManifest/UIApplicationSupportsMultipleScenes")
        #expect(settings.isFullScreenOnly(on: .iphone))
        #expect(!settings.isFullScreenOnly(on: .ipad))
        #expect(settings.deviceFamilies?.value == [.ipad])
        #expect(!settings.runs(on: .iphone))
    }

    @Test func aRootThatIsNotADictionaryIsInvalid() {
        let bytes = Array("<plist><array/></plist>".utf8)
        #expect(throws: PropertyListError.self) { try ProjectFileReader.settings(bytes, kind: .propertyList) }
    }

    @Test func buildSettingsPerTargetConfiguration() throws {
        let bytes = PlistFixtures.project(
            project: "\t\t\t\tINFOPLIST_KEY_UIRequiresFullScreen = YES;",
            target: """
                \t\t\t\tINFOPLIST_KEY_UISupportedInterfaceOrientations_iPad = "UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft";
                \t\t\t\tINFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = UIInterfaceOrientationPortrait;
                \t\t\t\t"INFOPLIST_KEY_UIRequiresFullScreen[sdk=iphoneos*]" = NO;
                \t\t\t\tTARGETED_DEVICE_FAMILY = "1,2";
                """)
        let settings = try ProjectFileReader.settings(bytes, kind: .xcodeProject)
        #expect(
            settings.map(\.source.label) == [
                "configuration 'Debug' of target 'Shop'", "configuration 'Release' of target 'Shop'",
            ])
        let debug = try #require(settings.first)
        #expect(debug.orientations[.ipad]?.value == [.portrait, .landscapeLeft])
        #expect(debug.orientations[.iphone]?.value == [.portrait])
        // Inherited from the project's Debug configuration; the conditional setting is not read.
        #expect(debug.isFullScreenOnly(on: .ipad))
        #expect(debug.deviceFamilies?.value == [.iphone, .ipad])
    }

    @Test func targetsThatDoNotGenerateAnInfoPlistStateNothing() throws {
        let text = String(
            decoding: PlistFixtures.project(target: "INFOPLIST_KEY_UIRequiresFullScreen = YES;"), as: UTF8.self
        )
        .replacingOccurrences(of: "GENERATE_INFOPLIST_FILE = YES", with: "INFOPLIST_FILE = Shop/Info.plist")
        #expect(try ProjectFileReader.settings(Array(text.utf8), kind: .xcodeProject).isEmpty)
    }

    @Test(arguments: [
        ("App/Info.plist", ProjectFileReader.Kind.propertyList), ("Shop-Info.plist", .propertyList),
        ("a/b.xcodeproj/project.pbxproj", .xcodeProject), ("Other.plist", .propertyList),
        ("project.pbxproj", .xcodeProject), (".plist", .propertyList), ("/abs/Été/Info.plist", .propertyList),
    ])
    func kindsByName(_ path: String, _ kind: ProjectFileReader.Kind) {
        #expect(ProjectFileReader.kind(ofPath: path) == kind)
    }

    @Test func walksPickUpOnlyInfoPlistsAndProjects() {
        #expect(ProjectFileReader.isDiscovered(name: "Info.plist"))
        #expect(ProjectFileReader.isDiscovered(name: "Shop-Info.plist"))
        #expect(ProjectFileReader.isDiscovered(name: "project.pbxproj"))
        #expect(!ProjectFileReader.isDiscovered(name: "-Info.plist"))
        #expect(!ProjectFileReader.isDiscovered(name: "Settings.plist"))
        #expect(!ProjectFileReader.isDiscovered(name: "GoogleService-Info.plist.json"))
        #expect(ProjectFileReader.kind(ofPath: "spec.json") == nil)
        for other in ["plist", "a.plist/spec.json", "old.project.pbxproj", "project.pbxproj/x", "a/plist", ""] {
            #expect(ProjectFileReader.kind(ofPath: other) == nil, "\(other)")
        }
    }
}

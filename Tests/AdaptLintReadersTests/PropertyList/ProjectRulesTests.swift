import AdaptJSON
import AdaptLintCore
import Foundation
import Testing

@testable import AdaptLintReaders
@testable import AdaptLintRules

/// orientation-variants and multi-window-optional on Info.plists and build settings, through the linter.
@Suite struct ProjectRulesTests {
    @Test func aLoneLandscapeVariantIsAnErrorAtItsKey() {
        let result = PlistFixtures.lint(
            PlistFixtures.plist(
                PlistFixtures.orientations("UISupportedInterfaceOrientations", ["Portrait", "LandscapeLeft"])))
        #expect(
            PlistFixtures.summary(result) == [
                "orientation-variants 5:7 error 'UISupportedInterfaceOrientations' lists 'UIInterfaceOrientationLandscapeLeft' without 'UIInterfaceOrientationLandscapeRight' on iPhone and iPad; support both landscape variants so the app follows the device whichever way it is turned"
            ])
        #expect(result.diagnostics.first?.location.pointer == "/UISupportedInterfaceOrientations")
        #expect(result.diagnostics.first?.location.lineText == "\t<key>UISupportedInterfaceOrientations</key>")
    }

    @Test func anIPadLimitedToOnePortraitVariantIsAnErrorAndANote() {
        let body =
            PlistFixtures.orientations(
                "UISupportedInterfaceOrientations", ["Portrait", "LandscapeLeft", "LandscapeRight"])
            + "\n" + PlistFixtures.orientations("UISupportedInterfaceOrientations~ipad", ["Portrait"])
        #expect(
            PlistFixtures.summary(PlistFixtures.lint(PlistFixtures.plist(body))) == [
                "orientation-variants 11:7 note 'UISupportedInterfaceOrientations~ipad' limits the app to portrait orientations on iPad; supporting landscape as well is preferred",
                "orientation-variants 11:7 error 'UISupportedInterfaceOrientations~ipad' lists only 'UIInterfaceOrientationPortrait' on iPad; an app limited to one orientation must support both of its variants, so add 'UIInterfaceOrientationPortraitUpsideDown'",
            ])
    }

    /// Face ID iPhones never show portrait upside down; iPhones with a Home button do, so the variant is
    /// asked for, naming them.
    @Test func anIPhoneInPortraitOnlyNamesTheModelsThatTurnUpsideDown() {
        let body = PlistFixtures.orientations("UISupportedInterfaceOrientations~iphone", ["Portrait"])
        let showing = OrientationVariantsRule.upsideDownDevices(.iphone).count
        #expect(showing > 0 && showing < DeviceCatalog.all.filter { $0.family == .iphone }.count)
        #expect(
            PlistFixtures.summary(PlistFixtures.lint(PlistFixtures.plist(body))) == [
                "orientation-variants 5:7 note 'UISupportedInterfaceOrientations~iphone' limits the app to portrait orientations on iPhone; supporting landscape as well is preferred",
                "orientation-variants 5:7 error 'UISupportedInterfaceOrientations~iphone' lists only 'UIInterfaceOrientationPortrait' on iPhone; an app limited to one orientation must support both of its variants, so add 'UIInterfaceOrientationPortraitUpsideDown' (the iPhone SE (3rd generation) and \(showing - 1) other models show portrait upside down)",
            ])
    }

    /// Every iPad turns upside down: no list of models.
    @Test func portraitUpsideDownAloneAsksForPortrait() {
        let body = PlistFixtures.orientations("UISupportedInterfaceOrientations", ["PortraitUpsideDown"])
        #expect(
            PlistFixtures.summary(PlistFixtures.lint(PlistFixtures.plist(body))) == [
                "orientation-variants 5:7 note 'UISupportedInterfaceOrientations' limits the app to portrait orientations on iPhone and iPad; supporting landscape as well is preferred",
                "orientation-variants 5:7 error 'UISupportedInterfaceOrientations' lists only 'UIInterfaceOrientationPortraitUpsideDown' on iPhone and iPad; an app limited to one orientation must support both of its variants, so add 'UIInterfaceOrientationPortrait'",
            ])
    }

    @Test func bothVariantsOfBothFamiliesAreClean() {
        let body = PlistFixtures.orientations(
            "UISupportedInterfaceOrientations", ["Portrait", "PortraitUpsideDown", "LandscapeLeft", "LandscapeRight"])
        #expect(PlistFixtures.lint(PlistFixtures.plist(body)).diagnostics.isEmpty)
    }

    @Test func familiesTheAppDoesNotRunOnAreNotJudged() {
        let body =
            PlistFixtures.orientations("UISupportedInterfaceOrientations~ipad", ["LandscapeLeft"])
            + "\n<key>UIDeviceFamily</key><array><integer>1</integer></array>"
        #expect(PlistFixtures.lint(PlistFixtures.plist(body)).diagnostics.isEmpty)
    }

    @Test func singleSceneAndFullScreenAreNotesOnIPad() {
        let body = """
            <key>UIApplicationSceneManifest</key>
            <dict>
            \t<key>UIApplicationSupportsMultipleScenes</key>
            \t<false/>
            </dict>
            <key>UIRequiresFullScreen</key>
            <true/>
            """
        #expect(
            PlistFixtures.summary(PlistFixtures.lint(PlistFixtures.plist(body))) == [
                "multi-window-optional 7:7 note 'UIApplicationSupportsMultipleScenes' is false, so the app opens only one window on iPad; consider multiple windows where they help, such as comparing two objects or opening a detail beside its list",
                "multi-window-optional 10:6 note 'UIRequiresFullScreen' keeps the app out of Split View and Slide Over on iPad; make every task work in a window of any size and remove the key",
            ])
    }

    @Test func anIPhoneOnlyFullScreenAppIsNotJudged() {
        let body = "<key>UIRequiresFullScreen</key><true/><key>UIRequiresFullScreen~ipad</key><false/>"
        #expect(PlistFixtures.lint(PlistFixtures.plist(body)).diagnostics.isEmpty)
    }

    @Test func configurationsThatRepeatAFindingGiveOneWithRelatedLocations() {
        let bytes = PlistFixtures.project(
            target:
                "\t\t\t\tINFOPLIST_KEY_UISupportedInterfaceOrientations_iPad = UIInterfaceOrientationLandscapeRight;")
        let result = PlistFixtures.lint(bytes, path: "Shop.xcodeproj/project.pbxproj")
        #expect(
            PlistFixtures.summary(result) == [
                "orientation-variants 36:5 note 'INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad' limits the app to landscape orientations on iPad; supporting portrait as well is preferred",
                "orientation-variants 36:5 error 'INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad' lists 'UIInterfaceOrientationLandscapeRight' without 'UIInterfaceOrientationLandscapeLeft' on iPad; support both landscape variants so the app follows the device whichever way it is turned",
            ])
        #expect(
            result.diagnostics.map { $0.related.map(\.message) } == [
                ["also set in configuration 'Release' of target 'Shop'"],
                ["also set in configuration 'Release' of target 'Shop'"],
            ])
        #expect(result.diagnostics.first?.related.first?.location.start.line == 44)
    }

    @Test func disabledRulesAndSeveritiesFollowTheConfiguration() {
        let linter = Linter(
            rules: [EnabledRule(rule: OrientationVariantsRule(), severity: .warning)], appRules: [])
        let bytes = PlistFixtures.plist(
            PlistFixtures.orientations("UISupportedInterfaceOrientations", ["LandscapeLeft", "LandscapeRight"])
                + "\n<key>UIRequiresFullScreen</key><true/>")
        let result = linter.lintProjectFile(bytes, kind: .propertyList, path: "Info.plist")
        #expect(result.diagnostics.map(\.severity) == [.note])
        #expect(result.diagnostics.map(\.ruleID) == ["orientation-variants"])
    }

    @Test func binaryPlistFindingsPointAtTheStart() throws {
        let bytes = try binaryPlist(["UISupportedInterfaceOrientations~ipad": ["UIInterfaceOrientationLandscapeLeft"]])
        let result = PlistFixtures.lint(bytes)
        #expect(result.diagnostics.count == 2)
        #expect(result.diagnostics.allSatisfy { $0.location.start == SourcePosition(line: 1, column: 1) })
        #expect(result.diagnostics.allSatisfy { $0.location.lineText.isEmpty })
        #expect(result.diagnostics.first?.location.pointer == "/UISupportedInterfaceOrientations~0ipad")
    }

    @Test func aBrokenFileIsInvalidInputWithItsPosition() {
        let result = PlistFixtures.lint(Array("<plist>\n<dict>\n  <key>A</key>\n</dict></plist>".utf8))
        #expect(PlistFixtures.summary(result) == ["invalid-plist 3:8 error key 'A' has no value"])
        #expect(result.isInvalidInput)
        let project = PlistFixtures.lint(Array("{ a = b".utf8), path: "project.pbxproj")
        #expect(PlistFixtures.summary(project) == ["invalid-plist 1:1 error unterminated dictionary '{'"])
    }

    func binaryPlist(_ object: [String: Any]) throws -> [UInt8] {
        [UInt8](try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0))
    }
}

import AdaptJSON
import AdaptLintCore
import AdaptTestSupport
import Foundation
import Testing

@testable import AdaptLintReaders
@testable import AdaptLintRules

/// `UIRequiresFullScreen` feeds the device rules: an app that requires full screen on iPad has no Split
/// View or Slide Over pane, so the device rules judge its screens full screen only there.
@Suite struct FullScreenTests {
    /// The shared board spec (``BoardSpec``): it fits every iPad's full screen, not a regular-width
    /// Split View pane.
    static func boardSpec(requiresFullScreen: Bool? = nil) -> [UInt8] {
        Array(BoardSpec.text(requiresFullScreen: requiresFullScreen).utf8)
    }

    static let linter = Linter(rules: RuleRegistry.rules.map { EnabledRule(rule: $0.init()) })

    static func rules(_ result: FileResult) -> [String] {
        result.diagnostics.map(\.ruleID)
    }

    @Test func theBoardOverflowsOnlyInSplitViewPanes() throws {
        let result = Self.linter.lint(Self.boardSpec(), path: "board.json")
        let overflow = try #require(result.diagnostics.first { $0.ruleID == "device-overflow" })
        #expect(overflow.message.contains("Split View"), "\(overflow.message)")
        #expect(!overflow.message.contains("Slide Over"))
    }

    @Test func anInfoPlistThatRequiresFullScreenRemovesThePanes() {
        let full = Self.linter.lint(Self.boardSpec(), path: "board.json", app: AppFacts(requiresFullScreenOnPad: true))
        #expect(full.diagnostics.isEmpty, "\(full.diagnostics.map(\.message))")
        let notFull = Self.linter.lint(Self.boardSpec(), path: "board.json", app: AppFacts(multipleScenes: true))
        #expect(Self.rules(notFull) == ["device-overflow"])
    }

    @Test func theSpecsOwnKeyRemovesThePanesToo() {
        #expect(Self.linter.lint(Self.boardSpec(requiresFullScreen: true), path: "board.json").diagnostics.isEmpty)
        #expect(
            Self.rules(Self.linter.lint(Self.boardSpec(requiresFullScreen: false), path: "b.json")) == [
                "device-overflow"
            ])
    }

    /// Issue 19, "which rules apply": a spec read from Interface Builder does not know frames on other
    /// devices or the app's orientations, so the rules that need them stay silent on it.
    @Test func rulesThatNeedWhatInterfaceBuilderCannotTellStaySilent() {
        let written = String(decoding: Self.boardSpec(), as: UTF8.self).replacingOccurrences(
            of: #"["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"]"#, with: #"["landscapeLeft"]"#)
        let read = written.replacingOccurrences(
            of: #""screen": "Board","#, with: #""screen": "Board", "source": "interfaceBuilder","#)
        #expect(read != written)
        let fromSpec = Set(Self.rules(Self.linter.lint(Array(written.utf8), path: "board.json")))
        #expect(fromSpec.isSuperset(of: ["device-overflow", "orientation-variants"]), "\(fromSpec)")
        #expect(Self.linter.lint(Array(read.utf8), path: "board.json").diagnostics.isEmpty)
    }

    @Test func aFullScreenOnlyScreenHasNoIPadPaneAndTheSameIPhoneWindows() throws {
        let table = DeviceWindowTable(devices: DeviceCatalog.all)
        let document = try JSONParser.parse(Self.boardSpec(requiresFullScreen: true))
        let screen = try SpecDecoder.decode(document).get()
        var withPanes = screen
        withPanes.requiresFullScreen = nil
        let full = table.group(for: screen).windows
        let all = table.group(for: withPanes).windows
        #expect(!full.isEmpty)
        #expect(full.allSatisfy { $0.device.family == .iphone || $0.mode == .fullScreen })
        #expect(all.contains { $0.mode != .fullScreen })
        #expect(full.filter { $0.device.family == .iphone } == all.filter { $0.device.family == .iphone })
        #expect(
            full.filter { $0.device.family == .ipad }
                == all.filter { $0.device.family == .ipad && $0.mode == .fullScreen })
    }

    @Test func aFolderCountsFullScreenOnlyWhenEveryPlistThere() throws {
        let full = try ProjectFileReader.settings(
            PlistFixtures.plist("\t<key>UIRequiresFullScreen</key>\n\t<true/>"), kind: .propertyList)
        let padOnlyKey = try ProjectFileReader.settings(
            PlistFixtures.plist("\t<key>UIRequiresFullScreen~ipad</key>\n\t<true/>"), kind: .propertyList)
        let phoneOnlyKey = try ProjectFileReader.settings(
            PlistFixtures.plist("\t<key>UIRequiresFullScreen~iphone</key>\n\t<true/>"), kind: .propertyList)
        let silent = try ProjectFileReader.settings(PlistFixtures.plist(""), kind: .propertyList)
        #expect(AppFacts(agreedBy: full).requiresFullScreenOnPad)
        #expect(AppFacts(agreedBy: padOnlyKey).requiresFullScreenOnPad)
        #expect(!AppFacts(agreedBy: phoneOnlyKey).requiresFullScreenOnPad)
        #expect(AppFacts(agreedBy: full + padOnlyKey).requiresFullScreenOnPad)
        #expect(!AppFacts(agreedBy: full + silent).requiresFullScreenOnPad)
        #expect(AppFacts(agreedBy: silent).isEmpty)
        // TN3192: with UIRequiresFullScreenIgnoredStartingWithVersion the app resizes on newer iPadOS.
        let ignored = try ProjectFileReader.settings(
            PlistFixtures.plist(
                "\t<key>UIRequiresFullScreen</key>\n\t<true/>\n\t<key>UIRequiresFullScreenIgnoredStartingWithVersion</key>\n\t<string>26</string>"
            ), kind: .propertyList)
        #expect(!AppFacts(agreedBy: ignored).requiresFullScreenOnPad)
    }

    @Test func importedSpecsCarryThePlistsOrientationsAndFullScreen() throws {
        let body = [
            PlistFixtures.orientations("UISupportedInterfaceOrientations", ["Portrait"]),
            PlistFixtures.orientations(
                "UISupportedInterfaceOrientations~ipad",
                ["LandscapeRight", "Portrait", "PortraitUpsideDown", "LandscapeLeft"]),
            "\t<key>UIRequiresFullScreen</key>\n\t<true/>",
        ].joined(separator: "\n")
        let facts = AppFacts(agreedBy: try ProjectFileReader.settings(PlistFixtures.plist(body), kind: .propertyList))
        guard let specs = Fixtures.specs(Fixtures.xib(""), path: "P.xib", app: facts) else {
            Issue.record("the fixture was not read")
            return
        }
        let text = String(decoding: try #require(specs.first), as: UTF8.self)
        #expect(
            text.contains(
                #""orientations": { "phone": ["portrait"], "pad": ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"] },"#
            ), "\(text)")
        #expect(text.contains("\"requiresFullScreen\": true,"))
        #expect(!text.contains("placeholder"))
        let screen = try SpecDecoder.decode(JSONParser.parse(try #require(specs.first))).get()
        #expect(screen.isFullScreenOnlyOnPad)
        #expect(screen.supportedOrientations(on: .phone).map(\.value) == [.portrait])
    }

    @Test func anAppOnIPhoneOnlyGetsNoIPadOrientationsAndNoFactsKeepThePlaceholder() throws {
        let body = "\t<key>UIDeviceFamily</key>\n\t<array>\n\t\t<integer>1</integer>\n\t</array>"
        let facts = AppFacts(agreedBy: try ProjectFileReader.settings(PlistFixtures.plist(body), kind: .propertyList))
        #expect(IBSpecWriter.orientations(facts) == #"{ "phone": ["portrait", "landscapeLeft", "landscapeRight"] }"#)
        #expect(IBSpecWriter.orientations(nil) == #"["portrait", "landscapeLeft", "landscapeRight"]"#)
        #expect(IBSpecWriter.orientations(AppFacts()) == #"["portrait", "landscapeLeft", "landscapeRight"]"#)
    }

    @Test func theAppDescriptionCarriesMultipleScenes() throws {
        let text = try #require(
            IBSpecWriter.appDescription(AppFacts(multipleScenes: false), name: "Shop", folder: "Shop/Resources"))
        let linter = Linter(
            rules: [], appRules: RuleRegistry.appRules.map { EnabledAppRule(rule: $0.init()) })
        let result = linter.lint(text, path: "app.json")
        #expect(result.diagnostics.map(\.ruleID) == ["multi-window-optional"], "\(result.diagnostics.map(\.message))")
        #expect(result.diagnostics.first?.severity == .note)
        #expect(IBSpecWriter.appDescription(AppFacts(), name: "Shop", folder: "") == nil)
    }
}

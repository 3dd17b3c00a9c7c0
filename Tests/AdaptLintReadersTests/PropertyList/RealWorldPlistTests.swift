import AdaptTestSupport
import Foundation
import Testing

@testable import AdaptLintReaders

/// The Info.plists of ../shared/realworld-ib, read in place (never copied into the repository).
///
/// Skipped with one line when ../shared is not beside the package; a failure when `CI` is set.
@Suite struct RealWorldPlistTests {
    static let corpus = Integration.sharedFolder.appendingPathComponent("realworld-ib")

    /// The corpus's path, or nil after saying why the test does not run.
    static func corpusPath() -> String? {
        let path = corpus.path
        if FileManager.default.fileExists(atPath: path) { return path }
        if Integration.isCI {
            Issue.record("../shared/realworld-ib is missing at \(path); CI needs the shared folder beside the package")
        } else {
            print("skipped RealWorldPlistTests: ../shared/realworld-ib is not at \(path)")
        }
        return nil
    }

    /// Each Info.plist of the corpus, and the findings it must give: rule, line:column and severity.
    /// Worked out by hand from the files (see SOURCES.md for what each one is there for).
    static let expected: [(path: String, findings: [String])] = [
        ("Automattic+pocket-casts-ios/podcasts/podcasts-Info.plist", []),
        ("duckduckgo+iOS/DuckDuckGo/Info.plist", []),
        ("element-hq+element-ios/Riot/SupportingFiles/Info.plist", []),
        ("owncloud+ios-app/ownCloud/Resources/Info.plist", []),
        // Single scene.
        ("Ranchero-Software+NetNewsWire/iOS/Resources/Info.plist", ["multi-window-optional 82:8 note"]),
        // All four orientations on both families; a single scene.
        ("videolan+vlc-ios/Resources/iOS/Info.plist", ["multi-window-optional 329:8 note"]),
        // iPhone in portrait only, without upside down (which iPhones with a Home button show);
        // UIRequiresFullScreen~ipad is false, so iPad multitasking stays.
        (
            "mozilla-lockwise+lockwise-ios/lockbox-ios/Common/Resources/Info.plist",
            ["orientation-variants 66:7 note", "orientation-variants 66:7 error"]
        ),
        (
            "rileytestut+AltStore/AltStore/Info.plist",
            ["orientation-variants 143:7 note", "orientation-variants 143:7 error"]
        ),
        // iPad kiosk in landscape, both variants.
        ("artsy+eidolon/Kiosk/Supporting Files/Info.plist", ["orientation-variants 56:7 note"]),
        // iPhone landscape (both variants), iPad portrait (both variants).
        (
            "id-Software+Wolf3D-iOS/wolf3d/code/iphone/Info.plist",
            ["orientation-variants 43:7 note", "orientation-variants 48:7 note"]
        ),
        // Landscape game, full screen.
        (
            "tomkidd+DOOM-iOS/code/iphone/DOOM-iOS-Info.plist",
            ["multi-window-optional 45:7 note", "orientation-variants 51:7 note", "orientation-variants 56:7 note"]
        ),
    ]

    @Test func everyInfoPlistReadsAndGivesTheFindingsWorkedOutByHand() throws {
        guard let root = Self.corpusPath() else { return }
        let found = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? [])
            .filter { ProjectFileReader.isDiscovered(name: ($0 as NSString).lastPathComponent) }.sorted()
        #expect(found == Self.expected.map(\.path).sorted(), "the corpus's Info.plists changed")
        for (path, findings) in Self.expected {
            let bytes = try #require(FileManager.default.contents(atPath: root + "/" + path), "\(path)")
            let result = PlistFixtures.lint([UInt8](bytes), path: path)
            let summary = result.diagnostics.map {
                "\($0.ruleID) \($0.location.start.line):\($0.location.start.column) \($0.severity.rawValue)"
            }
            #expect(summary == findings, "\(path): \(PlistFixtures.summary(result))")
        }
    }
}

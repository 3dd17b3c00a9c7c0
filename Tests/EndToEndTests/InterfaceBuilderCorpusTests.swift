import AdaptTestSupport
import Foundation
import Testing

/// The acceptance of issue 19 on the real Interface Builder files in ../shared/realworld-ib, read in place.
///
/// Skipped with one line when ../shared is absent (a bare clone); fails then when `CI` is set.
@Suite struct InterfaceBuilderCorpusTests {
    static let corpus = Integration.sharedFolder.appendingPathComponent("realworld-ib")

    /// The corpus folder, or nil (after saying why, or failing under CI) when it is absent.
    static func corpusPath() -> String? {
        if FileManager.default.fileExists(atPath: corpus.appendingPathComponent("SOURCES.md").path) {
            return corpus.path
        }
        if Integration.isCI {
            Issue.record("\(corpus.path) is missing; CI needs ../shared/realworld-ib")
        } else {
            print("skipped: \(corpus.path) is absent (needs ../shared/realworld-ib beside the repository)")
        }
        return nil
    }

    @Test func lintingTheCorpusFindsTheSmallButtonsAndSkipsOtherPlatforms() throws {
        guard let path = Self.corpusPath() else { return }
        let output = try Binary.run([path])
        #expect(output.status == 1, "\(output.stderr)")
        let lines = output.stdout.split(separator: "\n").map(String.init)
        for (id, line) in [("i9n-fD-ncJ", 21), ("aXg-p3-oeq", 32), ("ii4-Sq-bD1", 43)] {
            #expect(
                lines.contains {
                    $0.contains("OmniBar.xib:\(line):") && $0.contains("(\(id)) is 24x24pt")
                        && $0.hasSuffix("[tap-target-size]")
                }, "\(id)")
        }
        #expect(lines.contains { $0.contains("~ipad.xib:") && $0.hasSuffix("[no-idiom-layout]") })
        for platform in ["RenameSheet.xib", "VideoPlayer-tvOS/", "FreetimeWatch/"] {
            let findings = lines.filter {
                $0.contains(platform) && $0.contains(": error: ") || $0.contains(platform) && $0.contains(": warning: ")
            }
            #expect(findings.isEmpty, "\(findings)")
            #expect(lines.contains { $0.contains(platform) && $0.hasSuffix("[unsupported-input]") })
        }
        #expect(!lines.contains { $0.contains("invalid-xml") || $0.contains("invalid-spec") })
    }

    @Test func importWritesAValidSpecForEveryIOSDocumentThatFindsWhatTheDocumentFinds() throws {
        guard let path = Self.corpusPath() else { return }
        let directory = try TemporaryDirectory()
        let output = try Binary.run(["import", "--output-dir", directory.url.path, path])
        #expect(output.status == 0, "\(output.stderr)")
        // The app descriptions import writes for the Info.plists that state UIApplicationSupportsMultipleScenes.
        let lines = output.stdout.split(separator: "\n").map(String.init)
        let written = lines.filter { !$0.hasSuffix("/app.json") }
        let apps = lines.count - written.count
        let documents = Set(
            written.map {
                ($0 as NSString).deletingLastPathComponent + "/"
                    + ($0 as NSString).lastPathComponent.split(separator: ".")[0]
            })
        #expect(documents.count == 26, "\(documents.sorted())")
        #expect(output.stderr.contains("from 26 documents"), "\(output.stderr)")
        let specs = try Binary.run([directory.url.path])
        #expect(!specs.stdout.contains("[invalid-spec]") && !specs.stdout.contains("[invalid-json]"), "\(specs.stdout)")
        let original = try Binary.run([path])
        // Only the Interface Builder documents' findings: import leaves the Info.plists out.
        let documentFindings = original.stdout.split(separator: "\n").filter {
            $0.hasPrefix(" ") || $0.contains(".xib:") || $0.contains(".storyboard:")
        }.joined(separator: "\n")
        let specFindings = specs.stdout.split(separator: "\n").filter { !$0.contains("/app.json:") }.joined(
            separator: "\n")
        #expect(
            Self.counts(specFindings) == Self.counts(documentFindings).filter { $0.key != "unsupported-input" })
        // Each app description gives the single-window note its Info.plist gives.
        let singleWindow = original.stdout.split(separator: "\n").filter {
            $0.contains("UIApplicationSupportsMultipleScenes' is false")
        }
        #expect(apps > 0 && singleWindow.count <= apps, "\(apps) app descriptions")
        #expect(
            specs.stdout.split(separator: "\n").filter {
                $0.contains("/app.json:") && $0.hasSuffix("[multi-window-optional]")
            }
            .count == singleWindow.count, "\(specs.stdout)")
    }

    /// Distinct findings by rule in a text report: one per file and message, so that a view found in each
    /// of its size classes' layouts of an imported spec counts once, as it does in the document.
    static func counts(_ report: String) -> [String: Int] {
        var seen = Set<String>()
        var counts: [String: Int] = [:]
        for line in report.split(separator: "\n").map(String.init) where line.hasSuffix("]") && !line.hasPrefix(" ") {
            guard let open = line.range(of: " [", options: .backwards), let colon = line.firstIndex(of: ":"),
                let severity = line.range(of: ": error: ") ?? line.range(of: ": warning: ")
                    ?? line.range(of: ": note: ")
            else { continue }
            let rule = String(line[open.upperBound..<line.index(before: line.endIndex)])
            let key = String(line[..<colon]) + "|" + String(line[severity.upperBound..<open.lowerBound])
            if seen.insert(key).inserted { counts[rule, default: 0] += 1 }
        }
        return counts
    }
}

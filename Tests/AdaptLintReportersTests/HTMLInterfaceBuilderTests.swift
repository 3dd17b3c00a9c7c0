import AdaptLintCore
import AdaptLintReaders
import AdaptLintRules
import Testing

@testable import AdaptLintReporters

/// Interface Builder documents in the HTML report: every scene drawn from the specs the reader
/// builds, findings placed by the object id they point at, and true words for the files that hold
/// no screen.
struct HTMLInterfaceBuilderTests {
    /// A storyboard written for these tests: two scenes designed on an iPhone 8. "Sign In" holds a
    /// 20x20pt button with an action and a label; the second scene's title and a view's id hold
    /// markup, which must reach the page escaped.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="1" targetRuntime="iOS.CocoaTouch">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>
                <scene sceneID="sc1-aa-aaa">
                    <objects>
                        <viewController title="Sign In" id="vc1-aa-aaa">
                            <view key="view" contentMode="scaleToFill" id="v1a-aa-aaa">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <button opaque="NO" id="btn-aa-tny">
                                        <rect key="frame" x="20" y="100" width="20" height="20"/>
                                        <state key="normal" title="Go"/>
                                        <connections>
                                            <action selector="go:" destination="vc1-aa-aaa" eventType="touchUpInside" id="act-aa-aaa"/>
                                        </connections>
                                    </button>
                                    <label text="Welcome" id="lbl-aa-aaa">
                                        <rect key="frame" x="20" y="200" width="300" height="30"/>
                                    </label>
                                </subviews>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr1-aa-aaa" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="sc2-bb-bbb">
                    <objects>
                        <viewController title="&lt;script&gt;alert(1)&lt;/script&gt;" id="vc2-bb-bbb">
                            <view key="view" contentMode="scaleToFill" id="v2a-bb-bbb">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <label text="&lt;i&gt;card" id="x&quot;&lt;b&gt;-bb">
                                        <rect key="frame" x="20" y="100" width="335" height="120"/>
                                    </label>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// `text` linted as `path` with every rule, keeping the screens for the report.
    static func lint(_ text: String, path: String = "App/Main.storyboard") -> FileResult {
        let linter = Linter(rules: RuleRegistry.rules.map { EnabledRule(rule: $0.init()) }, retainSpecs: true)
        return InterfaceBuilderLinter.lint(Array(text.utf8), path: path, linter: linter)
    }

    /// A storyboard of `count` scenes, each a view controller whose view holds `views` labels.
    static func storyboard(scenes count: Int, views: Int) -> String {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="1" targetRuntime="iOS.CocoaTouch">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>

            """
        for scene in 0..<count {
            text += "<scene sceneID=\"s\(scene)\"><objects><viewController title=\"Scene \(scene)\" id=\"vc\(scene)\">"
            text +=
                "<view key=\"view\" id=\"root\(scene)\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"375\" height=\"667\"/>"
            text += "<subviews>"
            for view in 0..<views {
                text +=
                    "<label text=\"L\(view)\" id=\"v\(scene)-\(view)\"><rect key=\"frame\" x=\"0\" y=\"\(view)\" width=\"10\" height=\"1\"/></label>"
            }
            text += "</subviews></view></viewController></objects></scene>\n"
        }
        return text + "</scenes>\n</document>\n"
    }

    @Test func drawsEveryScene() throws {
        let file = Self.lint(Self.storyboard)
        #expect(file.screens.count == 2)
        let parsed = StrictDocument.parse(HTMLFixture.render([file]))
        let root = try #require(parsed.root, "not well-formed: \(parsed.error ?? "")")
        let section = try #require(root.element(id: "s-0"))
        #expect(!section.allText.contains("Not drawn"))
        let scenes = section.elements("section", class: "drawn-screen")
        #expect(scenes.map { $0.attributes["id"] } == ["d-0s0", "d-0s1"])
        #expect(scenes.map { $0.elements("svg", class: "wireframe").count } == [1, 1])
        let names = scenes.compactMap { $0.elements("h3").first?.allText }
        #expect(names == ["Sign In (Main.storyboard)", "<script>alert(1)</script> (Main.storyboard)"])
        for scene in scenes {
            let note = scene.elements("p", class: "design-note").first?.allText ?? ""
            #expect(note.contains("iPhone 8"), "\(note)")
            #expect(note.contains("portrait"))
        }
        let labels = scenes[0].elements("text", class: "label").map(\.allText)
        #expect(labels.contains("btn-aa-tny · button"))
        #expect(labels.contains("lbl-aa-aaa · text"))
    }

    @Test func marksTheFindingOnTheComponentItPointsAt() throws {
        let file = Self.lint(Self.storyboard)
        let tap = try #require(file.diagnostics.first { $0.ruleID == "tap-target-size" })
        #expect(tap.location.pointer == "#btn-aa-tny")
        let root = try #require(StrictDocument.parse(HTMLFixture.render([file])).root)
        let number = 1 + file.diagnostics.firstIndex { $0.ruleID == "tap-target-size" }!
        let marker = try #require(root.element(id: "m-\(number)"))
        #expect(marker.ancestor("figure")?.attributes["id"] == "l-0s0-0")
        let button = try #require(
            root.elements("g", class: "component").first {
                $0.elements("title").first?.allText.contains("btn-aa-tny") == true
            })
        #expect(button.classes.contains("flagged"))
        #expect(button.classes.contains("sev-\(tap.severity.rawValue)"))
        #expect(button.ancestor("figure")?.attributes["id"] == "l-0s0-0")
        #expect(!root.elements("g", class: "tap-target").isEmpty)
        let entry = try #require(root.element(id: "f-\(number)"))
        #expect(entry.elements("a", class: "show").first?.attributes["href"] == "#m-\(number)")
        // Nothing in the second scene is flagged.
        let second = try #require(root.element(id: "d-0s1"))
        #expect(second.elements("g", class: "flagged").isEmpty)
    }

    @Test func placesScreenAndUnknownPointersAndLinksRelatedLocations() throws {
        var file = Self.lint(Self.storyboard)
        let path = file.path
        file = HTMLFixture.adding(
            [
                HTMLFixture.diagnostic("screen-rule", .warning, pointer: "#vc2-bb-bbb", path: path),
                HTMLFixture.diagnostic("elsewhere", .note, pointer: "#no-such-id", path: path),
                HTMLFixture.diagnostic(
                    "overlap", .warning, pointer: "#lbl-aa-aaa", path: path,
                    related: [(pointer: "#btn-aa-tny", message: "the button")]),
            ], to: file)
        let root = try #require(StrictDocument.parse(HTMLFixture.render([file])).root)
        let entries = root.elements("li", class: "finding")
        #expect(entries.count == file.diagnostics.count)
        func entry(_ rule: String) -> Element? { entries.first { $0.allText.contains(rule) } }
        // A finding on the screen itself: a row in the band under its first layout.
        let screen = try #require(entry("screen-rule"))
        let screenMarker = try #require(screen.elements("a", class: "show").first?.attributes["href"])
        let band = root.element(id: String(screenMarker.dropFirst()))?.ancestor("figure")
        #expect(band?.attributes["id"] == "l-0s1-0")
        // A pointer that names nothing drawn is listed, not drawn.
        #expect(try #require(entry("elsewhere")).elements("a", class: "show").isEmpty)
        // A related location links to the component it names.
        let related = try #require(entry("overlap")?.elements("ul", class: "related").first)
        let link = try #require(related.elements("a").first?.attributes["href"])
        let target = try #require(root.element(id: String(link.dropFirst())))
        #expect(target.elements("title").first?.allText.contains("btn-aa-tny") == true)
        let ids = root.all.compactMap { $0.attributes["id"] }
        #expect(Set(ids).count == ids.count)
        for href in root.all.compactMap({ $0.attributes["href"] }) {
            #expect(root.element(id: String(href.dropFirst())) != nil, "no target for \(href)")
        }
    }

    @Test func escapesEveryTextOfTheDocument() throws {
        let html = HTMLFixture.render([Self.lint(Self.storyboard)])
        #expect(StrictDocument.parse(html).root != nil)
        #expect(!html.contains("<script>alert"))
        #expect(!html.contains("<b>"))
        #expect(!html.contains("<i>card"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt; (Main.storyboard)"))
        #expect(html.contains("x&quot;&lt;b&gt;-bb · text"))
    }

    @Test func isTheSameForTheSameDocument() {
        let first = HTMLFixture.render([Self.lint(Self.storyboard)])
        #expect(first == HTMLFixture.render([Self.lint(Self.storyboard)]))
    }

    @Test func saysWhyAPropertyListIsNotDrawn() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string></array>
            </dict></plist>
            """
        let linter = Linter(rules: RuleRegistry.rules.map { EnabledRule(rule: $0.init()) }, retainSpecs: true)
        let info = linter.lintProjectFile(Array(plist.utf8), kind: .propertyList, path: "App/Info.plist")
        #expect(!info.isInvalidInput)
        let project = FileResult(path: "App.xcodeproj/project.pbxproj", diagnostics: [])
        let root = try #require(StrictDocument.parse(HTMLFixture.render([info, project])).root)
        let sentences = root.elements("p", class: "not-drawn")
        #expect(sentences.count == 2)
        #expect(sentences.allSatisfy { $0.classes.contains("quiet") })
        let texts = sentences.map(\.allText)
        #expect(texts.contains("An Info.plist holds app settings, not a screen: nothing to draw."))
        #expect(
            texts.contains("An Xcode project file holds targets and build settings, not a screen: nothing to draw."))
        #expect(!root.allText.contains("not a valid screen spec"))
    }

    @Test func drawsAtMostTheBoundedNumberOfScreens() throws {
        let count = ScreenMap.maximumScreens + 3
        let file = Self.lint(Self.storyboard(scenes: count, views: 1))
        #expect(file.screens.count == count)
        let root = try #require(StrictDocument.parse(HTMLFixture.render([file])).root)
        #expect(root.elements("section", class: "drawn-screen").count == ScreenMap.maximumScreens)
        let line = try #require(root.elements("p", class: "not-drawn").first?.allText)
        #expect(line.hasPrefix("Not drawn: 3 more screens ('Scene 50 (Main.storyboard)'"), "\(line)")
        #expect(line.contains("at most \(ScreenMap.maximumScreens) screens"))
    }

    @Test func drawsNoScreenPastTheBoundOnComponents() throws {
        // Two scenes just under the bound together, then one that would pass it.
        let file = Self.lint(Self.storyboard(scenes: 3, views: ScreenMap.maximumComponents / 2 - 10))
        let sizes = file.screens.map(\.spec.store.count)
        #expect(sizes.count == 3)
        #expect(sizes[0] + sizes[1] <= ScreenMap.maximumComponents)
        #expect(sizes[0] + sizes[1] + sizes[2] > ScreenMap.maximumComponents)
        let root = try #require(StrictDocument.parse(HTMLFixture.render([file])).root)
        let drawn = root.elements("section", class: "drawn-screen")
        #expect(drawn.count == 2)
        #expect(drawn.map { $0.elements("g", class: "component").count } == [sizes[0], sizes[1]])
        let line = try #require(root.elements("p", class: "not-drawn").first?.allText)
        #expect(line.hasPrefix("Not drawn: 1 more screen ('Scene 2 (Main.storyboard)')"), "\(line)")
    }

    @Test func keepsNoScreensUnlessAsked() {
        let linter = Linter(rules: RuleRegistry.rules.map { EnabledRule(rule: $0.init()) })
        let file = InterfaceBuilderLinter.lint(Array(Self.storyboard.utf8), path: "Main.storyboard", linter: linter)
        #expect(file.screens.isEmpty)
    }
}
